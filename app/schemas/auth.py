"""Request and response schemas of /auth: registration, verification, login, profile."""

from __future__ import annotations

from marshmallow import (
    Schema,
    ValidationError,
    fields,
    post_dump,
    post_load,
    pre_load,
    validate,
    validates,
)

from app.i18n import LANGUAGES, _
from app.models import Guest
from app.passwords import MIN_PASSWORD_LENGTH
from app.schemas.common import WholeNumber
from app.services.accounts.auth import (
    USER_TYPE_GUEST,
    USER_TYPE_HOTEL_ADMIN,
    USER_TYPES,
    normalize_email,
    normalize_phone,
)

_NAME = validate.Length(min=1, max=80)
# Long enough for any pass phrase, short enough that nobody makes us hash a megabyte.
_PASSWORD_MAX = 256
_PASSWORD_RULE = (f"At least {MIN_PASSWORD_LENGTH} characters, and not easy to guess: common and "
                  "breached passwords, keyboard walks, repeats and the account's own name or email "
                  "are refused (422 naming the field).")


def _dialable_phone(schema, value: str, **kwargs) -> None:
    """A phone `normalize_phone` can store (used as a `@validates("phone")` method)."""
    try:
        normalize_phone(value)
    except ValueError as exc:
        raise ValidationError(str(exc)) from None


def _not_blank(value: str) -> None:
    if not value.strip():
        raise ValidationError(_("Must not be blank."))


class _StripsEmail(Schema):
    """Surrounding spaces in `email` are forgiven (pasted addresses), before format checks."""

    @pre_load
    def _strip_email(self, data, **kwargs):
        if isinstance(data, dict) and isinstance(data.get("email"), str):
            data = {**data, "email": data["email"].strip()}
        return data


class RegistrationSchema(_StripsEmail):
    """Body of POST /auth/register. All five fields are required."""

    first_name = fields.String(required=True, validate=[_NAME, _not_blank], metadata={"example": "Abebe"})
    last_name = fields.String(required=True, validate=[_NAME, _not_blank], metadata={"example": "Kebede"})
    email = fields.Email(
        required=True,
        validate=validate.Length(max=254),
        metadata={"description": "Stored lower-cased; unique among guests.", "example": "abebe@example.et"},
    )
    phone = fields.String(
        required=True,
        validate=validate.Length(max=32),
        metadata={
            "description": "Ethiopian mobile numbers in any usual form (0911223344, 911223344, "
            "+251 911 223 344, 251-711-223-344) are stored as +2519XXXXXXXX / +2517XXXXXXXX; "
            "foreign numbers must start with + (or 00) and are stored as +<digits>.",
            "example": "0911223344",
        },
    )
    password = fields.String(
        required=True,
        load_only=True,
        validate=validate.Length(min=MIN_PASSWORD_LENGTH, max=_PASSWORD_MAX),
        metadata={"description": _PASSWORD_RULE},
    )

    _phone_is_dialable = validates("phone")(_dialable_phone)

    @post_load
    def _normalise(self, data: dict, **kwargs) -> dict:
        data["email"] = normalize_email(data["email"])
        data["phone"] = normalize_phone(data["phone"])
        return data


class LoginSchema(Schema):
    """Login body (spec §2)."""

    email = fields.String(
        required=True, validate=validate.Length(min=1, max=254), metadata={"example": "abebe@example.et"}
    )
    password = fields.String(
        required=True, load_only=True, validate=validate.Length(min=1, max=_PASSWORD_MAX)
    )
    user_type = fields.String(
        load_default=None,
        allow_none=True,
        validate=validate.OneOf(USER_TYPES),
        metadata={
            "description": "Needed only when the same email is both a guest and a "
            "hotel admin (otherwise 409)."
        },
    )


class ResendVerificationSchema(_StripsEmail):
    """Body of POST /auth/resend-verification."""

    email = fields.Email(
        required=True, validate=validate.Length(max=254), metadata={"example": "abebe@example.et"}
    )


class VerifyEmailQueryArgsSchema(Schema):
    token = fields.String(
        required=True,
        validate=validate.Length(min=1, max=1000),
        metadata={"description": "The token from the emailed link."},
    )


class GuestUserSchema(Schema):
    """Guest user (spec §2)."""

    id = WholeNumber(required=True)
    uuid = fields.String(required=True)
    user_type = fields.Constant(
        USER_TYPE_GUEST, required=True, metadata={"type": "string", "enum": [USER_TYPE_GUEST]}
    )
    role = fields.Constant(
        USER_TYPE_GUEST, required=True, metadata={"type": "string", "enum": [USER_TYPE_GUEST]}
    )
    first_name = fields.String(required=True)
    last_name = fields.String(required=True)
    email = fields.String(required=True)
    phone = fields.String(required=True)
    avatar_url = fields.String(required=True, allow_none=True)
    loyalty_points = WholeNumber(required=True, metadata={
        "description": "One point per full 100 ETB of each completed stay (awarded at "
                       "check-out; none for cancelled, expired, no-show or refunded stays)"})
    total_bookings = WholeNumber(required=True, metadata={
        "description": "Completed stays (checked out), not bookings made or paid"})
    status = fields.String(required=True, metadata={"example": "active"})
    email_verified = fields.Boolean(required=True)


class StaffUserSchema(Schema):
    """Staff (hotel admin) user (spec §2). `id` is the staff user's uuid."""

    id = fields.String(attribute="uuid", required=True)
    name = fields.String(required=True)
    email = fields.String(required=True)
    user_type = fields.Constant(
        USER_TYPE_HOTEL_ADMIN, required=True, metadata={"type": "string", "enum": [USER_TYPE_HOTEL_ADMIN]}
    )
    # `role` and `role_slug` carry the same slug; the spec names both.
    role = fields.Function(
        lambda staff: staff.role_slug,
        required=True,
        metadata={"type": "string", "enum": ["hotel_admin", "manager", "front_desk"]},
    )
    role_slug = fields.String(required=True, metadata={"enum": ["hotel_admin", "manager", "front_desk"]})
    role_name = fields.String(required=True, metadata={"example": "Hotel Admin"})


class LoginUserField(fields.Field):
    """`user` of the login result: a guest user or a staff user, by the account's kind."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {})["oneOf"] = [
            {"$ref": "#/components/schemas/GuestUser"},
            {"$ref": "#/components/schemas/StaffUser"},
        ]
        super().__init__(**kwargs)

    def _serialize(self, value, attr, obj, **kwargs):
        schema = GuestUserSchema() if isinstance(value, Guest) else StaffUserSchema()
        return schema.dump(value)


class LoginResultSchema(Schema):
    """Login result (spec §2). `hotel_id` is present for hotel admins only."""

    user_type = fields.String(required=True, metadata={"enum": list(USER_TYPES)})
    token = fields.String(required=True)
    token_type = fields.String(required=True, metadata={"enum": ["Bearer"]})
    expires_in = WholeNumber(
        required=True, metadata={"description": "Seconds: 2592000 for a guest, 86400 for a hotel admin."}
    )
    hotel_id = WholeNumber(metadata={"description": "Hotel admins only."})
    user = LoginUserField(required=True)

    @post_dump
    def _hotel_admins_only(self, data: dict, **kwargs) -> dict:
        if data.get("hotel_id") is None:
            data.pop("hotel_id", None)
        return data


class EmailVerificationSchema(Schema):
    """`data` of a successful GET /auth/verify-email for a JSON client."""

    email = fields.String(required=True)
    email_verified = fields.Boolean(required=True)


# --- self-service (app/blueprints/auth/account.py) -------------------------------------------

def _new_password(**kwargs) -> fields.String:
    return fields.String(
        required=True, load_only=True,
        validate=validate.Length(min=MIN_PASSWORD_LENGTH, max=_PASSWORD_MAX),
        metadata={"description": _PASSWORD_RULE}, **kwargs)


def _current_password() -> fields.String:
    return fields.String(required=True, load_only=True,
                         validate=validate.Length(min=1, max=_PASSWORD_MAX))


class ProfileUpdateSchema(Schema):
    """Body of PATCH /auth/me: any of the names and the phone (the email is the login and stays)."""

    first_name = fields.String(validate=[_NAME, _not_blank])
    last_name = fields.String(validate=[_NAME, _not_blank])
    phone = fields.String(validate=validate.Length(max=32), metadata={
        "description": "As at registration; stored as +251…"})
    preferred_language = fields.String(allow_none=True, validate=validate.OneOf(LANGUAGES), metadata={
        "description": "The language of the guest's messages and emails; null: the request's "
                       "Accept-Language, else English. See GET /auth/me/preferences."})

    _phone_is_dialable = validates("phone")(_dialable_phone)

    @post_load
    def _something_to_change(self, data: dict, **kwargs) -> dict:
        if not data:
            raise ValidationError(_("Send at least one of first_name, last_name, phone, "
                                  "preferred_language."))
        return data


class GuestPreferencesSchema(Schema):
    """The guest's preferences (GET /auth/me/preferences); the guest user of the spec keeps its
    fields."""

    preferred_language = fields.String(required=True, allow_none=True,
                                       metadata={"enum": list(LANGUAGES)})
    languages = fields.List(fields.String(), required=True, metadata={
        "description": "The languages messages and emails can be in.", "example": list(LANGUAGES)})


class PasswordChangeSchema(Schema):
    current_password = _current_password()
    new_password = _new_password()


class ForgotPasswordSchema(_StripsEmail):
    email = fields.Email(required=True, validate=validate.Length(max=254),
                         metadata={"example": "abebe@example.et"})


def _reset_token(**kwargs) -> fields.String:
    return fields.String(validate=validate.Length(min=1, max=1000), **kwargs)


class ResetPasswordQueryArgsSchema(Schema):
    token = _reset_token(load_default=None, metadata={
        "description": "The token of the emailed link, to check it. The emailed link carries it "
                       "in the fragment (#token=...), which browsers never send: the page "
                       "opened without it reads it from the fragment, so no access log keeps it."})


class ResetPasswordSchema(Schema):
    token = _reset_token(required=True, metadata={"description": "The token from the emailed link."})
    new_password = _new_password()


class AccountDeletionSchema(Schema):
    password = _current_password()


class NewTokenSchema(Schema):
    """A token that replaces the caller's (every earlier one has stopped working)."""

    token = fields.String(required=True)
    token_type = fields.String(required=True, metadata={"enum": ["Bearer"]})
    expires_in = WholeNumber(required=True, metadata={"description": "Seconds."})


class GuestSessionSchema(Schema):
    """One place the guest is signed in (GET /auth/sessions)."""

    id = fields.String(attribute="session.uuid", required=True,
                       metadata={"description": "Ends it: DELETE /auth/sessions/{id}."})
    created_at = fields.DateTime(attribute="session.created_at", required=True,
                                 metadata={"description": "When the guest signed in (UTC)."})
    expires_at = fields.DateTime(attribute="session.expires_at", required=True)
    user_agent = fields.String(attribute="session.user_agent", required=True, allow_none=True,
                               metadata={"example": "Marefiya/2.3 (Android 14)"})
    address = fields.String(attribute="session.address", required=True, allow_none=True,
                            metadata={"description": "The client address at sign-in."})
    current = fields.Boolean(required=True, metadata={
        "description": "The session of the token making this request."})
