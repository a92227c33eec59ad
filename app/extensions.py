"""Flask extensions, created unbound; `create_app` binds them to each new app."""

from flask_jwt_extended import JWTManager
from flask_limiter import Limiter
from flask_mail import Mail
from flask_migrate import Migrate
from flask_smorest import Api
from flask_sqlalchemy import SQLAlchemy
from flask_wtf import CSRFProtect
from sqlalchemy import MetaData

from app.envelope import ErrorEnvelopeSchema
from app.net import client_address

# Stable constraint names, so that Alembic migrations are the same on SQLite and PostgreSQL.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

db = SQLAlchemy(metadata=MetaData(naming_convention=NAMING_CONVENTION))
migrate = Migrate(compare_type=True, render_as_batch=True)
jwt = JWTManager()
limiter = Limiter(key_func=client_address, default_limits=[])
mail = Mail()


class MarefiyaApi(Api):
    """Documents errors with our envelope instead of flask-smorest's own error schema."""

    ERROR_SCHEMA = ErrorEnvelopeSchema

    def _init_spec(self, *args, **kwargs):
        super()._init_spec(*args, **kwargs)
        self.ma_plugin.converter.add_attribute_function(_drop_null_keywords)


def _drop_null_keywords(converter, field, ret, **kwargs) -> dict:
    """apispec writes `format: null` (and `pattern: null`) for custom datetime formats, which is
    invalid OpenAPI; remove them so the document validates."""
    for key in ("format", "pattern"):
        if key in ret and ret[key] is None:
            del ret[key]
    return {}


api = MarefiyaApi()
csrf = CSRFProtect()
