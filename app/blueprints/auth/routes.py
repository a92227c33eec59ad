"""Views of /auth: register, verify-email, resend-verification, login, me.

The blueprint is mounted at /api/v1/auth and /api/v1/mobile/auth, so every view here answers
at both prefixes; the rate limits are shared limits, counted once whichever prefix is called.

Rate limits (flask-limiter; storage from RATELIMIT_STORAGE_URI):
- login: only failed attempts count, and "failed" means 401 (wrong email or password). A 403
  (unverified or inactive account) or 409 (ambiguous email) is answered only after the password
  matched, so it is not a guess and does not count. Two limits: per email
  (LOGIN_FAILURE_LIMIT) and per client address (LOGIN_FAILURE_LIMIT_PER_ADDRESS).
- register: per client address (REGISTRATION_LIMIT); attempts that reach the accounts (201, 409)
  count, malformed bodies (422) do not.
- resend-verification: per email (RESEND_VERIFICATION_LIMIT) and per client address
  (RESEND_VERIFICATION_LIMIT_PER_ADDRESS); every well-formed request counts, whether or not the
  account exists, so a 429 reveals nothing either.
A limit whose key were empty would be skipped silently by flask-limiter, so every key below is
prefixed and never empty.
"""

from __future__ import annotations

from flask import current_app, request

from app.blueprints.auth import blp
from app.blueprints.auth.pages import html_page, wants_html
from app.envelope import enveloped, ok
from app.errors import Unauthorized
from app.extensions import api, limiter
from app.i18n import _
from app.net import client_address
from app.reserved_limits import login_windows, reservation
from app.schemas.auth import (
    EmailVerificationSchema,
    GuestUserSchema,
    LoginResultSchema,
    LoginSchema,
    RegistrationSchema,
    ResendVerificationSchema,
    StaffUserSchema,
    VerifyEmailQueryArgsSchema,
)
from app.security import current_guest
from app.services.accounts import auth as accounts
from app.services.accounts.sessions import SignInClient

# --- rate-limit keys and settings ------------------------------------------------------------


def _body_email() -> str:
    """The email of the JSON body as the service will see it, or "-" when there is none."""
    body = request.get_json(silent=True)
    email = body.get("email") if isinstance(body, dict) else None
    email = accounts.normalize_email(email) if isinstance(email, str) else ""
    return email or "-"


def _email_key() -> str:
    return f"email:{_body_email()}"


def _address_key() -> str:
    return f"address:{client_address() or '-'}"


def _config(name: str):
    return lambda: current_app.config[name]


def status_in(*codes: int):
    return lambda response: response.status_code in codes


def per_email_and_address(scope: str, email_limit: str, address_limit: str, deduct_when, message: str):
    """Two shared limits: one per body email (`<scope>-email`, config `email_limit`) and one per
    client address (`<scope>-address`, config `address_limit`)."""
    return [
        limiter.shared_limit(
            _config(limit),
            scope=f"{scope}-{kind}",
            key_func=key_func,
            deduct_when=deduct_when,
            error_message=message,
        )
        for limit, kind, key_func in (
            (email_limit, "email", _email_key),
            (address_limit, "address", _address_key),
        )
    ]


LOGIN_THROTTLED = _("Too many failed sign-in attempts. Try again later.")
registration_limit = limiter.shared_limit(
    _config("REGISTRATION_LIMIT"),
    scope="register-address",
    key_func=_address_key,
    deduct_when=status_in(201, 409),
    error_message="Too many registrations from your network. Try again later.",
)
resend_limits = per_email_and_address(
    "resend",
    "RESEND_VERIFICATION_LIMIT",
    "RESEND_VERIFICATION_LIMIT_PER_ADDRESS",
    deduct_when=status_in(200),
    message="Too many verification emails requested. Try again later.",
)


def limited(limits):
    def decorator(view):
        for limit in reversed(limits):
            view = limit(view)
        return view

    return decorator


# --- views -----------------------------------------------------------------------------------


@blp.route("/register", methods=["POST"], operation_id="register")
@registration_limit
@blp.arguments(RegistrationSchema)
@blp.response(201, enveloped(GuestUserSchema))
@blp.error(409, "An account with this email already exists")
@blp.error(429, "Too many registrations from this address")
def register(data):
    """Register a guest account and email the verification link.

    The account cannot sign in until the link is opened. `data` is the new guest user (no
    token). The email is stored lower-cased and is unique among guests in any letter case.
    """
    guest = accounts.register_guest(**data)
    return ok(guest, _("Registered. We are sending a verification link to %(email)s.", email=guest.email))


_HTML_PAGE = {"type": "string", "description": "A small HTML page, for browsers"}


@blp.route("/verify-email", methods=["GET"], operation_id="verifyEmail")
@blp.arguments(VerifyEmailQueryArgsSchema, location="query")
@blp.response(200, enveloped(EmailVerificationSchema))
@blp.alt_response(
    200,
    schema=_HTML_PAGE,
    content_type="text/html",
    description="Email verified: the envelope, or an HTML page for browsers",
)
@blp.error(400, "The link is invalid or has expired; nothing was changed")
@blp.alt_response(
    400,
    schema=_HTML_PAGE,
    content_type="text/html",
    description="Invalid or expired link, nothing changed: the envelope, or an HTML page",
)
def verify_email(args):
    """Verify a guest's email from the emailed link.

    A browser (`Accept: text/html`) gets a small HTML page, with status 400 when the link is
    invalid or expired; any other client gets the envelope. Opening a valid link twice is fine.
    """
    wants_html_page = wants_html()
    try:
        guest = accounts.verify_email(args["token"])
    except accounts.InvalidVerificationToken as exc:
        if not wants_html_page:
            raise
        return html_page("email_verified.html", 400, verified=False, message=exc.message)
    if wants_html_page:
        return html_page("email_verified.html", 200, verified=True,
                         message="Your email is verified, you can sign in.")
    return ok({"email": guest.email, "email_verified": True}, _("Your email is verified, you can sign in."))


@blp.route("/resend-verification", methods=["POST"], operation_id="resendVerification")
@limited(resend_limits)
@blp.arguments(ResendVerificationSchema)
@blp.response(200, enveloped(None))
@blp.error(429, "Too many requests for this email or from this address")
def resend_verification(data):
    """Send a new verification link to an unverified guest.

    The answer is the same for unknown, unverified and already verified emails, so that it
    does not reveal which emails have accounts.
    """
    accounts.resend_verification(data["email"])
    return ok(None, _("If this email belongs to an unverified account, we sent a new verification "
                      "link to it."))


@blp.route("/login", methods=["POST"], operation_id="login")
@blp.arguments(LoginSchema)
@blp.response(200, enveloped(LoginResultSchema))
@blp.error(401, "Wrong email or password")
@blp.error(403, "Email not verified, account not active, or hotel admin without a hotel")
@blp.error(409, "The email is both a guest and a hotel admin; send user_type")
@blp.error(429, "Too many failed attempts for this email or from this address (Retry-After)")
def login(data):
    """Sign in a guest or a hotel admin (unified login).

    Served at /api/v1/auth/login and /api/v1/mobile/auth/login. Only failed attempts (401)
    count against the login rate limit (LOGIN_FAILURE_LIMIT per email,
    LOGIN_FAILURE_LIMIT_PER_ADDRESS per client), and attempts in flight hold their place in it.
    """
    email = accounts.normalize_email(data["email"])
    with reservation(login_windows("login", email), LOGIN_THROTTLED, keep_on=Unauthorized):
        result = accounts.login(**data, client=sign_in_client())
    return ok(result, _("Signed in"))


@blp.route("/me", methods=["GET"], operation_id="getMe")
@blp.guest_required
@blp.response(200, enveloped(GuestUserSchema))
def me():
    """The signed-in guest's profile."""
    return ok(current_guest())


# --- helpers ---------------------------------------------------------------------------------


def sign_in_client() -> SignInClient:
    """The device and address of a sign-in, as the guest's session list shows them."""
    return SignInClient(user_agent=request.user_agent.string, address=client_address())


@blp.record_once
def _document_staff_user(state) -> None:
    # The login result's `user` is a oneOf GuestUser / StaffUser; GuestUser is registered by the
    # views that return it, StaffUser only here, so that the reference resolves.
    api.component_schema("StaffUser", schema=StaffUserSchema)


