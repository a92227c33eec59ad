"""The few HTML pages of /auth, for links opened in a browser (email verification, password
reset): each is one self-contained template under templates/pages/."""

from __future__ import annotations

from flask import make_response, render_template, request


def wants_html() -> bool:
    best = request.accept_mimetypes.best_match(["application/json", "text/html"])
    return best == "text/html"


def html_page(template: str, status: int, **context):
    response = make_response(render_template(f"pages/{template}", **context), status)
    response.headers["Content-Type"] = "text/html; charset=utf-8"
    # A page needs nothing but its own inline style, and posts its form only to us.
    response.headers["Content-Security-Policy"] = (
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"
    )
    return response
