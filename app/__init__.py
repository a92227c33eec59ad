"""The application factory: `create_app("development" | "testing" | "production" | ConfigClass)`."""

from __future__ import annotations

import logging
import os
from decimal import Decimal
from pathlib import Path

from flask import Flask
from flask.json.provider import DefaultJSONProvider
from flask.sessions import SecureCookieSessionInterface
from werkzeug.routing import IntegerConverter, Rule

from app.json_input import decode_json
from app.json_text import dumps_with_text, holds_text
from app.openapi import FASTAPI, Mount
from app.schemas.common import DB_ID_MAX, PAGING_VOCABULARY
from config import CONFIGS, INSTANCE_DIR


def create_app(config_name_or_object=None, **overrides) -> Flask:
    config = _resolve_config(config_name_or_object)
    config.validate()
    app = MarefiyaFlask(__name__, instance_path=str(INSTANCE_DIR), instance_relative_config=False)
    app.json = JSONProvider(app)
    app.session_interface = CookieSessionWhenSent()
    app.url_map.converters["int"] = DatabaseIdConverter
    app.url_rule_class = BuilderSharingRule
    app.config.from_object(config)
    app.config.update(overrides)
    _postgresql_connect_args(app)
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)

    configure_logging(app)
    register_extensions(app)
    register_jobs(app)
    register_effects(app)
    register_blueprints(app)
    register_errorhandlers(app)
    register_admin(app)
    register_commands(app)
    register_security(app)
    register_template_filters(app)
    return app


class MarefiyaFlask(Flask):
    """Flask, with what it asks of every hook and view on every request answered once.

    Flask passes each before-request, after-request and teardown function and the view itself
    through `ensure_sync` on every request, which asks `inspect.iscoroutinefunction` (unwrapping
    partials and methods) whether it must be run as a coroutine: ten calls a request here, 3% of
    an availability's CPU and of a search's (bench/request_cpu.py --profile). Whether a function
    is a coroutine function does not change, so the plain ones are remembered (a set of the
    registered functions, a few hundred at most) and returned as they are; a coroutine function
    still goes through Flask's own `async_to_sync` each time."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._plain_callables: set = set()

    def ensure_sync(self, func):
        try:
            if func in self._plain_callables:
                return func
        except TypeError:  # not hashable: asked each time, as Flask does
            return super().ensure_sync(func)
        synced = super().ensure_sync(func)
        if synced is func:
            self._plain_callables.add(func)
        return synced


class DatabaseIdConverter(IntegerConverter):
    """`<int:...>` path segments that fit a database integer; larger ones simply do not match
    (404) instead of overflowing the database driver."""

    def __init__(self, map, *args, **kwargs):
        kwargs.setdefault("max", DB_ID_MAX)
        super().__init__(map, *args, **kwargs)


class BuilderSharingRule(Rule):
    """Werkzeug's Rule, whose URL builders (two per rule, for url_for) are compiled once per
    process instead of once per app built.

    Werkzeug writes each builder as Python source (an AST) and compiles it when the rule is
    added: 468 compilations for our 234 rules, about 40% of create_app's CPU (~50 of 124 ms),
    paid again by every app - in the tests, by every test. A builder is a plain function of the
    rule it is bound to (it reaches the rule's converters through its `self` argument), and its
    code depends only on what the key below holds, so rules with the same key - the same route in
    another app - share the compiled function, each bound to its own rule."""

    _compiled_builders: dict[tuple, object] = {}

    def _compile_builder(self, append_unknown: bool = True):
        defaults = self.defaults or {}
        # What Werkzeug's code generation reads: the rule's parts, static and variable (the
        # domain's too), the defaults' names (the builder's keyword arguments), and the values of
        # defaults given for a variable part (written into the code as text).
        key = (self.rule, append_unknown, tuple(self._trace), tuple(defaults),
               tuple((name, self._converters[name].to_url(value))
                     for name, value in defaults.items() if name in self._converters))
        builder = self._compiled_builders.get(key)
        if builder is None:
            builder = self._compiled_builders[key] = super()._compile_builder(append_unknown)
        return builder


class CookieSessionWhenSent(SecureCookieSessionInterface):
    """Flask's signed-cookie session (only the admin panel keeps one), without its work on the
    API's requests, which never send the cookie: Flask built the cookie's signer on opening
    every request's session and read seven cookie settings on saving it, about 2% of a search's
    CPU. The same sessions either way: a request without the cookie gets a new empty session,
    and an empty session nobody touched is not saved."""

    def open_session(self, app, request):
        # No Cookie header at all (every API client): the cookies are not parsed to find that
        # out, which was most of opening a search's session.
        if app.secret_key and ("HTTP_COOKIE" not in request.environ
                               or not request.cookies.get(self.get_cookie_name(app))):
            return self.session_class()
        return super().open_session(app, request)

    def save_session(self, app, session, response) -> None:
        # Flask's own would only return here: nothing to write, delete or vary on.
        if not session and not session.modified and not session.accessed:
            return
        super().save_session(app, session, response)


class JSONProvider(DefaultJSONProvider):
    """Money travels as JSON numbers (ETB), not the strings Flask makes of Decimal by default.
    Request bodies are decoded within limits (app/json_input.py)."""

    sort_keys = False

    def loads(self, s, **kwargs):
        return decode_json(s)

    def dumps(self, obj, **kwargs):
        # An envelope around a page written ahead (app/json_text.py: a search's cards).
        if holds_text(obj):
            return dumps_with_text(obj, super().dumps, as_written=self.ensure_ascii and not self.sort_keys,
                                   **kwargs)
        return super().dumps(obj, **kwargs)

    @staticmethod
    def default(o):
        if isinstance(o, Decimal):
            return float(o)
        return DefaultJSONProvider.default(o)


def _resolve_config(config_name_or_object):
    if config_name_or_object is None:
        config_name_or_object = os.environ.get("MAREFIYA_ENV", "development")
    if isinstance(config_name_or_object, str):
        try:
            return CONFIGS[config_name_or_object]
        except KeyError:
            raise RuntimeError(
                f"Unknown configuration {config_name_or_object!r}; use one of {sorted(CONFIGS)}"
            ) from None
    return config_name_or_object


def _postgresql_connect_args(app: Flask) -> None:
    """The connection settings of PostgreSQL sessions:
    - an unreachable PostgreSQL fails within DB_CONNECT_TIMEOUT seconds (then 503), instead of
      the driver's default of waiting as long as the network does;
    - DB_PLAN_CACHE_MODE (`force_generic_plan` by default): psycopg prepares a statement after its
      fifth run, but PostgreSQL's default (`auto`) still makes a custom plan for each run of ours,
      so every request paid the planning, half of the server's CPU per request. The app's
      statements put their selective conditions in SQL, not in bound values (the partial indexes'
      conditions are written in the statement), so one plan serves every value:
      docs/operations.md has the measurements."""
    if app.config["SQLALCHEMY_DATABASE_URI"].startswith("postgresql"):
        options = dict(app.config["SQLALCHEMY_ENGINE_OPTIONS"])
        connect_args = dict(options.get("connect_args", {}))
        connect_args.setdefault("connect_timeout", app.config["DB_CONNECT_TIMEOUT"])
        plan_cache_mode = app.config["DB_PLAN_CACHE_MODE"]
        if plan_cache_mode not in {"auto", "force_generic_plan", "force_custom_plan"}:
            raise RuntimeError(f"DB_PLAN_CACHE_MODE must be auto, force_generic_plan or "
                               f"force_custom_plan, not {plan_cache_mode!r}")
        connect_args.setdefault("options", f"-c plan_cache_mode={plan_cache_mode}")
        options["connect_args"] = connect_args
        app.config["SQLALCHEMY_ENGINE_OPTIONS"] = options


def configure_logging(app: Flask) -> None:
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)


def register_extensions(app: Flask) -> None:
    from app import db_locking  # noqa: F401 - installs the SQLite connection hooks
    from app.db_connections import ping_idle_connections
    from app.extensions import api, csrf, db, jwt, limiter, mail, migrate
    from app.i18n import init_i18n
    from app.storage import init_storage

    db.init_app(app)
    if app.config["SQLALCHEMY_DATABASE_URI"].startswith("postgresql"):
        with app.app_context():
            ping_idle_connections(db.engine, app.config["DB_PING_AFTER_IDLE_SECONDS"])
    migrate.init_app(app, db, directory=str(Path(__file__).resolve().parent.parent / "migrations"))
    jwt.init_app(app)
    limiter.init_app(app)
    mail.init_app(app)
    csrf.init_app(app)
    init_i18n(app)
    app.config["API_SPEC_OPTIONS"] = {
        "info": {
            "description": (
                "Marefiya hotel booking API (guest, staff, auth) and assistant service.\n\n"
                "Errors of the booking API (`/api/...`) are one envelope, `ErrorEnvelope`: "
                "`status` \"error\", `message`, `timestamp`, `data` null, and `errors` "
                "(`{field: [messages]}`) when fields are refused. Unknown body fields and unknown "
                "query parameters are refused alike: 422 naming each. The assistant (`/`, `/v1/...`) "
                "answers errors as FastAPI does: `{\"detail\": ...}`, and ignores unknown fields and "
                "query parameters.\n\n"
                f"{PAGING_VOCABULARY}"
            ),
        },
        "components": {
            "securitySchemes": {
                "bearerAuth": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}
            }
        },
    }
    api.init_app(app)
    init_storage(app)


def register_jobs(app: Flask) -> None:
    from app import background  # noqa: F401 - installs the hooks that queue committed work
    from app.jobs import init_jobs
    from app.leases import check_lease_settings

    check_lease_settings(app.config)
    init_jobs(app)


def register_effects(app: Flask) -> None:
    from app.effects import EFFECTS
    from app.events import register

    # What follows each booking event (docs/jobs.md): services record events, this table answers.
    register(app, EFFECTS)


# One explicit list: (module path, url_prefix, registered name, how the OpenAPI document shows
# it). The auth blueprint is mounted twice so that unified login is served at /api/v1/auth/login
# and /api/v1/mobile/auth/login by one handler (docs/architecture.md); its second mount's operationIds
# are prefixed so that every operationId stays unique.
BLUEPRINTS = [
    ("app.blueprints.auth", "/api/v1/auth", "auth", Mount("auth")),
    ("app.blueprints.auth", "/api/v1/mobile/auth", "mobile_auth", Mount("auth", "mobile")),
    ("app.blueprints.mobile", "/api/v1/mobile", "mobile", Mount("guest")),
    ("app.blueprints.staff", "/api/v1/staff", "staff", Mount("staff")),
    ("app.blueprints.assistant", "", "assistant", Mount("assistant", errors=FASTAPI)),
]


def register_blueprints(app: Flask) -> None:
    import importlib

    from app.blueprints import media, ops
    from app.blueprints.docs import register_docs
    from app.extensions import api, csrf

    for module_path, prefix, name, mount in BLUEPRINTS:
        blp = importlib.import_module(module_path).blp
        # The JSON APIs authenticate with bearer tokens, not cookies: CSRF applies to the admin.
        csrf.exempt(blp)
        api.register_blueprint(blp, url_prefix=prefix or None, name=name, mount=mount)
    register_docs(app)
    app.register_blueprint(media.blp)  # GET /media/<key>: uploaded photos (not in the API document)
    app.register_blueprint(ops.blp)  # GET /ready: readiness for a load balancer


def register_errorhandlers(app: Flask) -> None:
    from app.errors import register_error_handlers
    from app.security import register_jwt_handlers

    register_error_handlers(app)
    register_jwt_handlers(app)


def register_admin(app: Flask) -> None:
    from app.admin.panel import init_admin

    init_admin(app)


def register_commands(app: Flask) -> None:
    from app import models
    from app.cli import register_cli
    from app.extensions import db

    register_cli(app)

    @app.shell_context_processor
    def shell_context() -> dict:
        """`flask shell` starts with `db` and everything app.models exports (models, statuses)."""
        return {"db": db, **{name: getattr(models, name) for name in models.__all__}}


def register_security(app: Flask) -> None:
    from app.http_security import init_http_security

    init_http_security(app)


def register_template_filters(app: Flask) -> None:
    # Emails show a stay's dates in the Ethiopian calendar too, written in the email's language:
    # `{{ booking.check_in|ethiopian_date(email_language) }}`.
    from app.services.booking.ethiopian_calendar import written_date, written_language, written_stay

    app.add_template_filter(written_date, "ethiopian_date")
    app.add_template_global(written_stay, "ethiopian_stay")
    app.add_template_global(written_language, "ethiopian_date_language")
