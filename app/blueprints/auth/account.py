"""Self-service of the signed-in guest (and signing out for any token): /auth/me PATCH and
DELETE, /auth/password/change, /auth/forgot-password, /auth/reset-password, /auth/logout, and the
guest's sessions: /auth/sessions, /auth/sessions/{id}, /auth/logout-all.
The rules live in app/services/accounts/guest_account.py."""

from __future__ import annotations

from flask_jwt_extended import get_jwt, verify_jwt_in_request

from app.blueprints.auth import blp
from app.blueprints.auth.pages import html_page, wants_html
from app.blueprints.auth.routes import limited, per_email_and_address, sign_in_client, status_in
from app.envelope import enveloped, ok
from app.errors import Forbidden, ValidationFailed
from app.i18n import LANGUAGES, _
from app.passwords import MIN_PASSWORD_LENGTH
from app.reserved_limits import login_windows, reservation
from app.schemas.auth import (
    AccountDeletionSchema,
    ForgotPasswordSchema,
    GuestPreferencesSchema,
    GuestSessionSchema,
    GuestUserSchema,
    NewTokenSchema,
    PasswordChangeSchema,
    ProfileUpdateSchema,
    ResetPasswordQueryArgsSchema,
    ResetPasswordSchema,
)
from app.security import current_guest
from app.services.accounts import guest_account, sessions

PASSWORD_THROTTLED = _("Too many wrong passwords. Try again later.")  # noqa: S105 - a message
_HTML_PAGE = {"type": "string", "description": "A small HTML page, for browsers"}

reset_limits = per_email_and_address(
    "password-reset", "PASSWORD_RESET_LIMIT", "PASSWORD_RESET_LIMIT_PER_ADDRESS",
    deduct_when=status_in(200), message="Too many password reset emails requested. Try again later.")


def _checking_password(guest):
    """Wrong current passwords (Forbidden) count like failed sign-ins of the guest's email: a
    stolen token cannot be used to guess the password either."""
    return reservation(login_windows("password", guest.email), PASSWORD_THROTTLED, keep_on=Forbidden)


@blp.route("/me", methods=["PATCH"], operation_id="updateMe")
@blp.guest_required
@blp.arguments(ProfileUpdateSchema)
@blp.response(200, enveloped(GuestUserSchema))
def update_me(changes):
    """Change the signed-in guest's first name, last name or phone."""
    return ok(guest_account.update_profile(current_guest(), changes), _("Profile updated"))


@blp.route("/me/preferences", methods=["GET"], operation_id="getMyPreferences")
@blp.guest_required
@blp.response(200, enveloped(GuestPreferencesSchema))
def my_preferences():
    """The signed-in guest's preferred language (changed with PATCH /auth/me)."""
    return ok({"preferred_language": current_guest().preferred_language, "languages": LANGUAGES})


@blp.route("/me", methods=["DELETE"], operation_id="deleteMe")
@blp.guest_required
@blp.arguments(AccountDeletionSchema)
@blp.response(200, enveloped(None))
@blp.error(403, "Wrong password")
@blp.error(409, "A stay is still ahead: cancel it first")
@blp.error(429, "Too many wrong passwords (Retry-After)")
def delete_me(body):
    """Delete the signed-in guest's account (password required).

    Names, email, phone and notifications are removed; bookings stay, anonymised, for the
    hotels' books. Refused (409) while a booking is on hold, confirmed or checked in and not yet
    over. Every token of the account stops working; the email can register again."""
    guest = current_guest()
    with _checking_password(guest):
        guest_account.delete_account(guest, body["password"])
    return ok(None, _("Your account is deleted."))


@blp.route("/password/change", methods=["POST"], operation_id="changePassword")
@blp.guest_required
@blp.arguments(PasswordChangeSchema)
@blp.response(200, enveloped(NewTokenSchema))
@blp.error(403, "The current password is wrong")
@blp.error(429, "Too many wrong passwords (Retry-After)")
def change_password(body):
    """Change the password (the current one is required). Every earlier token of the account,
    this one included, stops working: use the token in the answer from now on."""
    guest = current_guest()
    with _checking_password(guest):
        new = guest_account.change_password(guest, body["current_password"], body["new_password"],
                                            sign_in_client())
    return ok({"token": new.token, "token_type": "Bearer", "expires_in": new.expires_in},
              _("Password changed; other sessions are signed out"))


@blp.route("/forgot-password", methods=["POST"], operation_id="forgotPassword")
@limited(reset_limits)
@blp.arguments(ForgotPasswordSchema)
@blp.response(200, enveloped(None))
@blp.error(429, "Too many requests for this email or from this address")
def forgot_password(body):
    """Email a password reset link (valid one hour, usable once). The answer is the same for
    every email, so it does not reveal which have accounts."""
    guest_account.request_password_reset(body["email"])
    return ok(None, _("If this email belongs to an account, we sent a password reset link to it."))


@blp.route("/reset-password", methods=["GET"], operation_id="checkPasswordResetLink")
@blp.arguments(ResetPasswordQueryArgsSchema, location="query")
@blp.response(200, enveloped(None))
@blp.alt_response(200, schema=_HTML_PAGE, content_type="text/html",
                  description="The link is valid: the envelope, or a form for browsers")
@blp.error(400, "The link is invalid, expired or already used")
def reset_password_page(args):
    """The emailed link: a browser gets a form to choose the new password (the token comes in
    the link's fragment, which the page's script moves into the form); other clients send the
    token to learn whether the link is still valid (then POST the new password)."""
    if args["token"] is None:
        if wants_html():
            return html_page("password_reset.html", 200, state="form", token=None,
                             min_length=MIN_PASSWORD_LENGTH)
        raise ValidationFailed(_("Send the token of the emailed link"), field="token")
    try:
        guest_account.guest_for_reset(args["token"])
    except guest_account.InvalidResetToken as exc:
        if wants_html():
            return html_page("password_reset.html", 400, state="invalid", message=exc.message)
        raise
    if wants_html():
        return html_page("password_reset.html", 200, state="form", token=args["token"],
                         min_length=MIN_PASSWORD_LENGTH)
    return ok(None, _("The link is valid; send the new password"))


@blp.route("/reset-password", methods=["POST"], operation_id="resetPassword")
@blp.arguments(ResetPasswordSchema, location="json_or_form")
@blp.response(200, enveloped(None))
@blp.error(400, "The link is invalid, expired or already used")
def reset_password(body):
    """Set a new password with the token of the emailed link (JSON, or the page's form). Every
    earlier token of the account stops working; sign in with the new password."""
    try:
        guest_account.reset_password(body["token"], body["new_password"])
    except guest_account.InvalidResetToken as exc:
        if wants_html():
            return html_page("password_reset.html", 400, state="invalid", message=exc.message)
        raise
    if wants_html():
        return html_page("password_reset.html", 200, state="done")
    return ok(None, _("Password changed; sign in with the new password"))


@blp.route("/logout", methods=["POST"], operation_id="logout")
@blp.response(200, enveloped(None))
@blp.error(401, "Missing, invalid or already revoked token")
def logout():
    """Sign out: the bearer token (guest or hotel admin) stops working at once."""
    verify_jwt_in_request()
    guest_account.sign_out(get_jwt())
    return ok(None, _("Signed out"))


@blp.route("/sessions", methods=["GET"], operation_id="listSessions")
@blp.guest_required
@blp.response(200, enveloped(GuestSessionSchema, many=True))
def list_sessions():
    """Where the signed-in guest is signed in: one entry per login (and per password change),
    newest first, until it is signed out or its token expires. `current` marks this token's."""
    return ok(sessions.list_sessions(current_guest(), get_jwt().get("sid")))


@blp.route("/sessions/<string:session_id>", methods=["DELETE"], operation_id="endSession")
@blp.guest_required
@blp.response(200, enveloped(None))
@blp.error(404, "No open session of this guest has this id")
def end_session(session_id):
    """Sign out one session (a lost phone, say): its token stops working at once."""
    sessions.end_session(current_guest(), session_id)
    return ok(None, _("Session signed out"))


@blp.route("/logout-all", methods=["POST"], operation_id="logoutEverywhere")
@blp.guest_required
@blp.response(200, enveloped(None))
def logout_everywhere():
    """Sign out everywhere: every token of the signed-in guest, this one included, stops
    working at once. Sign in again to go on."""
    sessions.sign_out_everywhere(current_guest())
    return ok(None, _("Signed out everywhere"))
