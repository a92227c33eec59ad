"""create_app's Flask (app.MarefiyaFlask) asks once whether a hook or view is a coroutine
function, not on every request, and still runs what it runs: plain hooks as they are, a
coroutine function through Flask's async_to_sync."""

import inspect

from app import MarefiyaFlask, create_app


def test_a_plain_hook_is_asked_about_once_and_still_runs_on_every_request(monkeypatch):
    app = MarefiyaFlask(__name__)
    ran: list[str] = []

    @app.before_request
    def note():
        ran.append("hook")

    @app.get("/plain")
    def plain():
        return "plain"

    asked: list = []
    flask_asks = inspect.iscoroutinefunction

    def counted(func):
        asked.append(func)
        return flask_asks(func)

    monkeypatch.setattr("flask.app.iscoroutinefunction", counted)
    client = app.test_client()
    assert [client.get("/plain").data for _ in range(3)] == [b"plain"] * 3
    assert ran == ["hook"] * 3
    assert asked.count(note) == 1
    assert asked.count(app.view_functions["plain"]) == 1


def test_a_coroutine_function_is_still_run_through_async_to_sync(monkeypatch):
    app = MarefiyaFlask(__name__)

    async def coroutine_view():
        return "async"

    app.add_url_rule("/async", view_func=coroutine_view)
    converted: list = []

    def convert(func):
        converted.append(func)
        return lambda **_: "converted"

    monkeypatch.setattr(app, "async_to_sync", convert)
    client = app.test_client()
    assert [client.get("/async").data for _ in range(2)] == [b"converted"] * 2
    assert converted == [coroutine_view, coroutine_view]  # never remembered as plain


def test_create_app_builds_a_marefiya_flask():
    assert isinstance(create_app("testing"), MarefiyaFlask)
