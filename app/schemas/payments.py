"""Payment requests and results: initialize, verify, the sandbox checkout form."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from app.i18n import _
from app.schemas.common import AMOUNT, DB_ID, Money, Timestamp, WholeNumber
from app.services.booking.bookings import effective_status
from app.services.payments.sandbox import DECLINE, PAY
from app.services.payments.service import PAYMENT_METHODS


class PaymentInitializeSchema(Schema):
    booking_id = WholeNumber(required=True, strict=True, validate=DB_ID)
    method = fields.String(
        load_default="chapa",
        validate=validate.OneOf(PAYMENT_METHODS),
        metadata={
            "description": "How the guest wants to pay. Every method, card included, opens the "
            "provider's hosted checkout; the API never sees card numbers.",
        },
    )
    return_url = fields.String(
        load_default=None,
        validate=validate.Length(min=1, max=1000),
        metadata={
            "description": "Where the checkout sends the guest afterwards (the sandbox adds "
            "`tx_ref` and `status` to it); the app then calls GET /payments/verify. An https URL "
            "on an allowed host (configuration PAYMENT_RETURN_HOSTS: marefiya.et and its "
            "subdomains by default), or the app's deep link (PAYMENT_RETURN_SCHEMES: "
            "`marefiya://pay-done`). Plain http only to a loopback host in development and "
            "testing. Anything else (another host, `javascript:`, `data:`) is 422.",
            "example": "marefiya://pay-done",
        },
    )
    confirmation_code = fields.String(
        load_default=None,
        validate=validate.Length(max=16),
        metadata={"description": "Guest checkout only: the booking's confirmation code."},
    )
    email = fields.Email(
        load_default=None,
        validate=validate.Length(max=254),
        metadata={"description": "Guest checkout only: the email the booking was made with."},
    )


class PaymentVerifyQueryArgsSchema(Schema):
    tx_ref = fields.String(validate=validate.Length(min=1, max=64))
    trx_ref = fields.String(
        validate=validate.Length(min=1, max=64),
        metadata={"description": "Alias of tx_ref: the name Chapa's callback uses."},
    )
    # Chapa's callback (GET callback_url?trx_ref=&ref_id=&status=) sends these too. They are
    # accepted and never believed: the provider itself is asked what happened.
    ref_id = fields.String(validate=validate.Length(max=128), load_only=True, metadata={
        "description": "Sent by Chapa's callback: its own reference. Ignored."})
    status = fields.String(validate=validate.Length(max=32), load_only=True, metadata={
        "description": "Sent by Chapa's callback. Ignored: the provider is asked."})

    @validates_schema
    def require_one(self, data, **kwargs):
        if not data.get("tx_ref") and not data.get("trx_ref"):
            raise ValidationError(_("Missing data for required field."), field_name="tx_ref")

    @post_load
    def merge(self, data, **kwargs):
        return {"tx_ref": data.get("tx_ref") or data["trx_ref"]}


class PaymentSchema(Schema):
    payment_id = WholeNumber(attribute="id", required=True)
    tx_ref = fields.String(required=True, metadata={"example": "MRF-3F9A0C1B2D4E5F607182"})
    checkout_url = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "Open this page to pay (the provider's hosted checkout)."},
    )
    amount = Money(required=True)
    currency = fields.String(required=True, metadata={"example": "ETB"})
    status = fields.String(
        required=True,
        metadata={
            "enum": ["pending", "success", "failed", "refund_pending", "refunded", "refund_failed",
                     "flagged"],
            "description": "`flagged`: the provider reported another amount or currency, never "
            "accepted as paid. `refund_pending`: money is owed back (the booking was cancelled, "
            "or could not be confirmed) and is being refunded; then `refunded`, or "
            "`refund_failed` (the provider refused: our staff follow it up).",
        },
    )
    provider = fields.String(required=True, metadata={"enum": ["chapa", "sandbox", "desk"]})
    method = fields.String(required=True)
    booking_id = WholeNumber(required=True)
    booking_status = fields.Function(
        lambda payment: effective_status(payment.booking),
        required=True,
        metadata={
            "type": "string",
            "example": "confirmed",
            "description": "As GET /bookings shows it (a lapsed unpaid hold reads expired).",
        },
    )
    paid_amount = Money(allow_none=True, metadata={"description": "As reported by the provider."})
    paid_currency = fields.String(allow_none=True)
    provider_reference = fields.String(allow_none=True)
    failure_reason = fields.String(allow_none=True)
    refund_amount = Money(allow_none=True, metadata={
        "description": "Owed or given back, once a refund is decided: the sum of the payment's "
                       "refunds (a cheaper change, then a cancellation, may each give part "
                       "back; the cancellation rule may keep the first night). Never more than "
                       "was paid."})
    refunded_at = Timestamp(allow_none=True, metadata={
        "description": "When its latest refund went through"})
    verified_at = Timestamp(allow_none=True)
    created_at = Timestamp(required=True)


class SandboxDecisionSchema(Schema):
    """The sandbox checkout form."""

    decision = fields.String(required=True, validate=validate.OneOf([PAY, DECLINE]))
    amount = fields.Decimal(
        load_default=None,
        places=2,
        allow_nan=False,
        validate=AMOUNT,
    )
    currency = fields.String(load_default=None, validate=validate.Length(equal=3))
