"""The admin sign-in and sign-out pages (/admin/login/, /admin/logout/). The session itself
lives in app/admin/auth.py; these pages only parse the form and call it."""

from __future__ import annotations

from flask import flash, redirect, request, url_for
from flask_admin import expose
from flask_admin.helpers import is_safe_url

from app.admin import auth
from app.admin.forms import LoginForm
from app.errors import RateLimited


def _next_target() -> str:
    """Where to go after signing in: the admin page asked for in ?next=, else the dashboard."""
    target = request.args.get("next", "")
    if target.startswith("/admin") and is_safe_url(target):
        return target
    return url_for(".index")


class LoginViews:
    """Mixed into the admin index view, so the pages keep its endpoint (admin.login_view,
    admin.logout_view). The login page is the one page open to anyone."""

    PUBLIC = ("login_view",)

    def _handle_view(self, name, **kwargs):
        if name in self.PUBLIC:
            return None
        return super()._handle_view(name, **kwargs)

    @expose("/login/", methods=("GET", "POST"))
    def login_view(self):
        form = LoginForm(request.form if request.method == "POST" else None)
        target = _next_target()
        if auth.current_super_admin() is not None and request.method == "GET":
            return redirect(target)
        status = 200
        if form.validate_on_submit():
            try:
                admin = auth.authenticate(form.email.data, form.password.data)
            except RateLimited as exc:
                flash(exc.message, "error")
                status = 429
            else:
                if admin is not None:
                    auth.sign_in(admin)
                    return redirect(target)
                flash("Wrong email or password.", "error")
                status = 401
        elif request.method == "POST":
            status = 400
        return self.render("admin/marefiya/login.html", form=form), status

    @expose("/logout/", methods=("POST",))
    def logout_view(self):
        # POST only (with the CSRF token): a link or image elsewhere cannot sign the admin out.
        auth.sign_out()
        flash("Signed out.", "info")
        return redirect(url_for(".login_view"))
