"""Starlette's routing answers on the assistant paths, where Flask's differ (docs/assistant.md).

A FastAPI route answers only the methods it declares: no implicit HEAD for GET and no implicit
OPTIONS (Flask adds both), and a 405 names the declared methods in `Allow`. A path that misses a
route only by its trailing slash is redirected (307) to the route's path, query string kept
(Starlette's `redirect_slashes`), whatever the method. tests/assistant/test_fastapi_parity.py
checks each answer against a real FastAPI app built from the interface document.
"""

from __future__ import annotations

from urllib.parse import quote

from flask import Response, current_app, request
from werkzeug.exceptions import HTTPException, MethodNotAllowed

IMPLICIT_METHODS = frozenset({"HEAD", "OPTIONS"})
# The characters Starlette's RedirectResponse leaves unquoted in `location`.
LOCATION_SAFE = ":/%#?=@[]!$&'()*+,;"


def declared_methods(methods) -> list[str]:
    """The methods a view declares: what Starlette lists in `Allow`."""
    return sorted(set(methods) - IMPLICIT_METHODS)


def _is_cors_preflight() -> bool:
    # With CORS_ORIGINS set, the CORS extension answers preflights (as FastAPI's CORSMiddleware
    # would, before routing); without it there is nothing to answer them.
    return bool(
        current_app.config.get("CORS_ORIGINS")
        and request.method == "OPTIONS"
        and request.headers.get("Origin")
        and request.headers.get("Access-Control-Request-Method")
    )


def refuse_undeclared_methods() -> None:
    """before_request of the assistant blueprint, whose views declare neither HEAD nor OPTIONS:
    raises MethodNotAllowed (405) listing the declared methods."""
    if request.method not in IMPLICIT_METHODS or request.url_rule is None or _is_cors_preflight():
        return
    raise MethodNotAllowed(valid_methods=declared_methods(request.url_rule.methods or ()))


def _route_blueprint(path: str) -> str | None:
    """The blueprint of the route `path` would reach with some method, or None."""
    adapter = current_app.url_map.bind_to_environ(request.environ)
    try:
        endpoint, _ = adapter.match(path, method=request.method)
    except MethodNotAllowed as exc:
        try:
            endpoint, _ = adapter.match(path, method=(exc.valid_methods or ["GET"])[0])
        except HTTPException:
            return None
    except HTTPException:
        return None
    return endpoint.rpartition(".")[0] or None


def slash_redirect(blueprint: str) -> Response | None:
    """The 307 to the same path without (or with) its trailing slash, when that path is a route
    of `blueprint`; None when it is not (the answer stays 404)."""
    path = request.path
    if path == "/":
        return None
    target = path.rstrip("/") if path.endswith("/") else f"{path}/"
    if not target or _route_blueprint(target) != blueprint:
        return None
    location = request.root_url.rstrip("/") + target
    if request.query_string:
        location += "?" + request.query_string.decode("latin-1")
    response = Response(status=307)
    response.headers["Location"] = quote(location, safe=LOCATION_SAFE)
    # Starlette's redirect has no body and no Content-Type.
    del response.headers["Content-Type"]
    return response
