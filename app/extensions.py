"""Flask extensions, created unbound; `create_app` binds them to each new app."""

import threading
from functools import partial

from flask import current_app, request
from flask.globals import request_ctx
from flask_jwt_extended import JWTManager
from flask_limiter import Limiter
from flask_mail import Mail
from flask_migrate import Migrate
from flask_smorest import Api
from flask_sqlalchemy import SQLAlchemy
from flask_wtf import CSRFProtect
from sqlalchemy import MetaData

import app.memory_limits  # noqa: F401 - declares memory:// before the limiter makes its storage
from app.envelope import ErrorEnvelopeSchema
from app.net import client_address
from app.openapi import TAGS, Mount, MountedSpec, register_shared_errors

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


class RouteLimiter(Limiter):
    """Flask-Limiter with its before-request hook skipped while no limit applies to whole
    requests.

    Flask-Limiter checks limits in two places: a before-request hook for the limits that apply to
    every request (application, default, blueprint and meta limits, and the in-memory fallback's
    own list), and the wrapper its decorator puts around a view for the limits declared on that
    view. Every limit of this app is declared on its view (`@limiter.limit`, `shared_limit`:
    sign-in failures, registration, chat, reviews, payment checks; app/reserved_limits.py's
    holds count themselves), so for every request the hook worked out an empty list of limits:
    5-9% of a search's CPU (bench/request_cpu.py --profile search). The hook now returns at once
    while none of those request-wide kinds is declared; declare one and the hook checks it as
    before. The decorated limits, their conditional deductions (the failed sign-ins counted
    after the response) and the storage's outage fallback are Flask-Limiter's, unchanged.

    Likewise its after-request hook (the conditional deductions and the limit headers) and its
    teardown (the request's limit state reset) return at once on a request that never reached
    the limiter: Flask-Limiter keeps that state on the request context and makes it on first
    use, so each hook made it only to find it empty, about 2% of a search's CPU. A request that
    checked any limit (a decorated view, the hook with request-wide limits) has made the state,
    and both hooks run as before.
    """

    def init_app(self, app) -> None:
        super().init_app(app)
        # Flask-Limiter registers its own hooks (once per app): each is swapped in place for
        # the one that first asks whether this request reached the limiter.
        inject_headers = Limiter._Limiter__inject_headers
        after = app.after_request_funcs.get(None, [])
        for index, hook in enumerate(after):
            if isinstance(hook, partial) and hook.func is inject_headers and hook.args == (self,):
                after[index] = self._after_limited_request
        teardown = app.teardown_request_funcs.get(None, [])
        for index, hook in enumerate(teardown):
            if hook == self._Limiter__release_context:
                teardown[index] = self._teardown_limited_request

    @staticmethod
    def _request_reached_limiter() -> bool:
        # Flask-Limiter's `context` property makes this attribute on the request context.
        return hasattr(request_ctx._get_current_object(), "_limiter_request_context")

    def _after_limited_request(self, response):
        if not self._request_reached_limiter():
            return response
        return Limiter._Limiter__inject_headers(self, response)

    def _teardown_limited_request(self, error=None) -> None:
        if self._request_reached_limiter():
            self._Limiter__release_context(error)

    def _check_request_limit(self, callable_name: str | None = None,
                             in_middleware: bool = True) -> None:
        if in_middleware and not self.has_request_wide_limits():
            return
        super()._check_request_limit(callable_name, in_middleware)

    def has_request_wide_limits(self) -> bool:
        """Whether any limit is declared that the before-request hook itself checks.
        Flask-Limiter 4.1 keeps them in these attributes (tests/security/test_route_limiter.py
        declares each kind and sees it enforced)."""
        manager = self.limit_manager
        return bool(manager._application_limits or manager._default_limits
                    or manager._blueprint_limits or self._meta_limits
                    or self._in_memory_fallback)


limiter = RouteLimiter(key_func=client_address, default_limits=[])
mail = Mail()


class MarefiyaApi(Api):
    """flask-smorest's Api with two changes:

    - errors are documented with our envelope instead of flask-smorest's own error schema;
    - each mount of a blueprint documents its operations under its audience's tag, with its
      operationId prefix (app/openapi.py);
    - a blueprint's views are documented when the OpenAPI document is first read (`spec`), not
      when the blueprint is registered. Documenting them is a quarter of `create_app`, which
      every worker and every test pays, while only /api/openapi.json, /api/docs and
      `flask openapi` read the document (tests/test_foundation.py reads and validates it).
    """

    ERROR_SCHEMA = ErrorEnvelopeSchema

    def __init__(self, *args, **kwargs):
        self._undocumented: list[tuple] = []
        self._documenting = threading.RLock()  # re-entrant: documenting may read `spec`
        super().__init__(*args, **kwargs)

    @property
    def spec(self):
        with self._documenting:
            # Taken before documenting: the views' documentation may read `spec` again.
            undocumented, self._undocumented = self._undocumented, []
            for blp, name, parameters, mount in undocumented:
                blp.register_views_in_doc(self, self._app, MountedSpec(self._spec, name=name, mount=mount),
                                          name=name, parameters=parameters)
        return self._spec

    @spec.setter
    def spec(self, value) -> None:
        # A new document (init_app for another app, as each test makes one) starts empty.
        self._spec = value
        self._undocumented = []
        if value is not None:
            for tag, description in TAGS.items():
                value.tag({"name": tag, "description": description})
            register_shared_errors(value)

    def register_blueprint(self, blp, *, parameters=None, mount: Mount, **options):
        """As flask-smorest's (0.47), with the documentation left to the first read of `spec`;
        `mount` gives the mount's tag and operationId prefix (app/openapi.py)."""
        name = options.get("name", blp.name)
        self._app.extensions["flask-smorest"]["blp_name_to_api"][name] = self
        self._app.register_blueprint(blp, **options)
        self._undocumented.append((blp, name, parameters, mount))

    def component_schema(self, name: str, component: dict | None = None, *, schema=None) -> None:
        """Add a schema that operations reference by name only (`$ref`), once, to the document
        itself: reading `spec` here would document every view at registration."""
        if name not in self._spec.components.schemas:
            self._spec.components.schema(name, component, schema=schema)

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


class SafeMethodsFirstCSRFProtect(CSRFProtect):
    """Flask-WTF's CSRF check (the admin panel's forms), asking the request's method first: a
    GET, HEAD or OPTIONS is never checked, and Flask-WTF worked out whether the view or its
    blueprint is exempt before asking that, on every request. The same answer for every
    request: each of the three questions alone lets it through."""

    def protect(self, apply_exemptions=False):
        if request.method not in current_app.config["WTF_CSRF_METHODS"]:
            return
        super().protect(apply_exemptions)


csrf = SafeMethodsFirstCSRFProtect()


def app_state(name: str, factory):
    """This app's one `factory()` object under `name` in `app.extensions`, made at first use.
    Not `extensions.setdefault(name, factory())`: that builds (and throws away) a new object on
    every call, a lock or a limiter's timer thread on every request."""
    state = current_app.extensions.get(name)
    if state is None:
        state = current_app.extensions.setdefault(name, factory())
    return state
