"""app.extensions.RouteLimiter: Flask-Limiter's before-request hook is skipped while every limit
is declared on its view, and every kind of limit is enforced as before when one is declared.

Each case builds a bare Flask app with its own limiter (memory storage), so the app's own
limiter and its counters are not touched; the app's sign-in, registration and review limits
have their own tests (tests/accounts/test_rate_limits.py, tests/reviews/,
tests/operations/test_redis_outage.py).
"""

from __future__ import annotations

import pytest
from flask import Blueprint, Flask

from app.extensions import RouteLimiter, limiter


def _address() -> str:
    return "192.0.2.1"


def _app(**limiter_options) -> tuple[Flask, RouteLimiter]:
    app = Flask(__name__)
    app.config["RATELIMIT_STORAGE_URI"] = "memory://"
    bare = RouteLimiter(key_func=_address, **limiter_options)
    bare.init_app(app)

    @app.get("/open")
    def open_route():
        return "open"

    @app.get("/limited")
    @bare.limit("2 per minute")
    def limited_route():
        return "limited"

    return app, bare


def _statuses(client, path: str, times: int) -> list[int]:
    return [client.get(path).status_code for _ in range(times)]


def _count_resolutions(bare: RouteLimiter, monkeypatch) -> list[str]:
    """The endpoints whose limits Flask-Limiter worked out, in order (a spy on the real
    method, which still runs)."""
    seen: list[str] = []
    resolve = bare.limit_manager.resolve_limits

    def resolve_and_note(app, endpoint=None, *args, **kwargs):
        seen.append(endpoint)
        return resolve(app, endpoint, *args, **kwargs)

    monkeypatch.setattr(bare.limit_manager, "resolve_limits", resolve_and_note)
    return seen


def test_a_route_without_limits_costs_no_limit_work_while_a_decorated_route_is_still_limited(
        monkeypatch):
    app, bare = _app(default_limits=[])
    assert not bare.has_request_wide_limits()
    seen = _count_resolutions(bare, monkeypatch)
    client = app.test_client()

    assert _statuses(client, "/open", 5) == [200] * 5
    assert seen == []  # the hook returned before working anything out

    assert _statuses(client, "/limited", 3) == [200, 200, 429]
    # Only the view's own check: the hook is skipped on the limited route too.
    assert seen == ["limited_route"] * 3


def test_default_limits_are_still_checked_on_every_route():
    app, bare = _app(default_limits=["2 per minute"])
    assert bare.has_request_wide_limits()
    assert _statuses(app.test_client(), "/open", 3) == [200, 200, 429]


def test_application_limits_are_still_checked_across_routes():
    app, bare = _app(application_limits=["3 per minute"])
    assert bare.has_request_wide_limits()
    client = app.test_client()
    assert _statuses(client, "/open", 2) == [200, 200]
    assert _statuses(client, "/limited", 2) == [200, 429]


def test_a_blueprint_limit_is_still_checked_on_its_routes_only():
    app, bare = _app()
    blueprint = Blueprint("limited_blueprint", __name__)

    @blueprint.get("/inside")
    def inside():
        return "inside"

    bare.limit("2 per minute")(blueprint)
    app.register_blueprint(blueprint, url_prefix="/bp")
    assert bare.has_request_wide_limits()
    client = app.test_client()
    assert _statuses(client, "/bp/inside", 3) == [200, 200, 429]
    assert _statuses(client, "/open", 3) == [200, 200, 200]


def test_a_meta_limit_still_refuses_every_route_after_repeated_breaches():
    # After two breaches of /limited's limit, the meta limit refuses every request, /open too.
    app, bare = _app(meta_limits=["2 per hour"])
    assert bare.has_request_wide_limits()
    client = app.test_client()
    assert _statuses(client, "/limited", 4) == [200, 200, 429, 429]
    assert client.get("/open").status_code == 429


@pytest.mark.parametrize("path", ["/api/v1/mobile/hotels?city=Gondar",
                                  "/api/v1/mobile/destinations?q=go"])
def test_the_app_declares_every_limit_on_its_view_so_its_reads_do_no_limit_work(
        app, client, monkeypatch, path):
    # If a request-wide limit is ever declared, the hook checks it (the cases above); this
    # pins that the app's own policy keeps the hook's work off its hot reads.
    assert not limiter.has_request_wide_limits()
    seen = _count_resolutions(limiter, monkeypatch)
    assert client.get(path).status_code == 200
    assert seen == []


def _note_limiter_state(app: Flask) -> list[bool]:
    """For each request, whether Flask-Limiter made its state on the request context. Noted by a
    teardown registered after the limiter's, so run before it (Flask runs them in reverse)."""
    from flask.globals import request_ctx

    noted: list[bool] = []

    @app.teardown_request
    def note(_error=None):
        noted.append(hasattr(request_ctx._get_current_object(), "_limiter_request_context"))

    return noted


def test_a_request_that_reaches_no_limit_skips_the_after_request_and_teardown_work():
    app, bare = _app(default_limits=[])
    app.config["RATELIMIT_HEADERS_ENABLED"] = True
    noted = _note_limiter_state(app)
    client = app.test_client()

    response = client.get("/open")
    assert response.status_code == 200
    assert "X-RateLimit-Limit" not in response.headers
    assert noted == [False]  # neither Flask-Limiter hook made its state to find it empty


def test_a_limited_request_still_gets_its_headers_and_its_conditional_deduction():
    app = Flask(__name__)
    app.config.update(RATELIMIT_STORAGE_URI="memory://", RATELIMIT_HEADERS_ENABLED=True)
    bare = RouteLimiter(key_func=_address)
    bare.init_app(app)
    noted = _note_limiter_state(app)

    @app.get("/sign-in/<int:status>")
    @bare.limit("2 per minute", deduct_when=lambda response: response.status_code == 401)
    def sign_in(status):
        return "", status

    client = app.test_client()
    accepted = client.get("/sign-in/200")
    assert accepted.status_code == 200
    assert accepted.headers["X-RateLimit-Limit"] == "2"
    # Only the refused attempts count (deducted after the response, by the after-request hook).
    assert _statuses(client, "/sign-in/200", 3) == [200, 200, 200]
    assert _statuses(client, "/sign-in/401", 3) == [401, 401, 429]
    assert all(noted)
