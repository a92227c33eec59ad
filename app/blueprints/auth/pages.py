"""The few HTML pages of /auth, for links opened in a browser (email verification, password
reset): each is one self-contained template under templates/pages/."""

from __future__ import annotations

import base64
import hashlib

from flask import make_response, render_template, request


def wants_html() -> bool:
    best = request.accept_mimetypes.best_match(["application/json", "text/html"])
    return best == "text/html"


# The password reset page's one script: it moves the token from the link's fragment (which no
# server sees, so no access log keeps it) into the form, and takes it out of the address bar.
RESET_PAGE_SCRIPT = (
    "(function(){var f=document.getElementById('token');"
    "var m=/[#&]token=([^&]+)/.exec(location.hash);"
    "if(f&&!f.value&&m){f.value=decodeURIComponent(m[1]);}"
    "if(m){history.replaceState(null,'',location.pathname);}})();"
)
_SCRIPT_HASH = base64.b64encode(hashlib.sha256(RESET_PAGE_SCRIPT.encode()).digest()).decode()


def html_page(template: str, status: int, **context):
    response = make_response(render_template(f"pages/{template}", script=RESET_PAGE_SCRIPT,
                                              **context), status)
    response.headers["Content-Type"] = "text/html; charset=utf-8"
    # A page needs nothing but its own inline style and that one script (by its hash), and
    # posts its form only to us. It carries a token: never cached.
    response.headers["Content-Security-Policy"] = (
        f"default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-{_SCRIPT_HASH}'; "
        "form-action 'self'; frame-ancestors 'none'"
    )
    response.headers["Cache-Control"] = "no-store"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
