"""The built-in sandbox provider: a hosted checkout served by the app itself, so the whole flow
runs on a laptop with no gateway account (docs/payments.md).

Its "gateway state" is the payment's `checkout` events: the checkout page records the guest's
Pay or Decline (with the amount and currency the form posted) and verify reads them back, exactly
as Chapa's verify reads its own records. There are no webhooks: the app calls verify on return.
It is only live while PAYMENT_PROVIDER is "sandbox", so a deployment on Chapa has no way to mark
a payment paid without paying.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from flask import current_app
from sqlalchemy import select

from app.db_locking import lock_row, serialized_transaction
from app.errors import Conflict, NotFound, Unauthorized
from app.extensions import db
from app.i18n import _
from app.models import Booking, Payment, PaymentEvent
from app.services.payments.base import (
    CheckoutRequest,
    ProviderStatus,
    RefundReceipt,
    RefundRequest,
    Verification,
)

CHECKOUT_SOURCE = "checkout"
CHECKOUT_PATH = "/api/v1/mobile/payments/sandbox/{tx_ref}"
PAY = "pay"
DECLINE = "decline"


class SandboxProvider:
    name = "sandbox"

    def __init__(self, *, public_base_url: str):
        self.public_base_url = public_base_url.rstrip("/")

    @classmethod
    def from_config(cls, config: Mapping) -> SandboxProvider:
        return cls(public_base_url=config["PUBLIC_BASE_URL"])

    def create_checkout(self, request: CheckoutRequest) -> str:
        return self.public_base_url + CHECKOUT_PATH.format(tx_ref=request.tx_ref)

    def verify(self, tx_ref: str) -> Verification:
        # Outcomes recorded while the sandbox was enabled stay readable after a switch.
        payment = _sandbox_payment(tx_ref, require_enabled=False)
        event = _checkout_event(payment)
        if event is None:
            return Verification(
                status=ProviderStatus.PENDING,
                message="Not paid yet",
                raw={"tx_ref": tx_ref, "status": "pending"},
            )
        payload = event.payload or {}
        return Verification(
            status=event.status,
            amount=Decimal(payload["amount"]) if payload.get("amount") is not None else None,
            currency=payload.get("currency"),
            reference=f"SBX-{event.id}",
            message="Paid in the sandbox"
            if event.status == ProviderStatus.SUCCESS
            else "Declined in the sandbox",
            raw={"tx_ref": tx_ref, "reference": f"SBX-{event.id}", **payload},
        )

    def refund(self, request: RefundRequest) -> RefundReceipt:
        """The sandbox refunds at once (it never held any money)."""
        return RefundReceipt(
            reference=f"SBX-RF-{request.reference}",
            message="Refunded in the sandbox",
            raw={"tx_ref": request.tx_ref, "amount": str(request.amount),
                 "currency": request.currency, "reference": request.reference, "status": "success"},
        )

    def webhook_tx_ref(self, raw_body: bytes, headers: Mapping[str, str]) -> str:
        raise Unauthorized(_("The sandbox provider sends no webhooks"))


@dataclass(frozen=True)
class SandboxCheckout:
    """What the checkout page shows: the payment, its booking, and the outcome if decided."""

    payment: Payment
    booking: Booking
    outcome: str | None


def get_checkout(tx_ref: str) -> SandboxCheckout:
    """The sandbox checkout of `tx_ref`. Raises NotFound unless it is a sandbox payment and the
    sandbox is the configured provider."""
    payment = _sandbox_payment(tx_ref)
    event = _checkout_event(payment)
    return SandboxCheckout(payment=payment, booking=payment.booking, outcome=event.status if event else None)


def record_checkout(
    tx_ref: str, decision: str, *, amount: Decimal | None = None, currency: str | None = None
) -> SandboxCheckout:
    """Record the guest's Pay or Decline on the checkout page, once. The amount and currency are
    what the page posted (the payment's own unless someone tampers with the form, which verify
    then flags). Raises NotFound (as get_checkout) or Conflict when already decided."""
    with serialized_transaction() as session:
        payment = lock_row(Payment, Payment.tx_ref == tx_ref)
        _check_sandbox(payment)
        if _checkout_event(payment) is not None:
            raise Conflict(_("This checkout is already completed"))
        paid = decision == PAY
        session.add(
            PaymentEvent(
                payment_id=payment.id,
                source=CHECKOUT_SOURCE,
                status=ProviderStatus.SUCCESS if paid else ProviderStatus.FAILED,
                payload={
                    "decision": decision,
                    "amount": str(amount if amount is not None else payment.amount) if paid else None,
                    "currency": (currency or payment.currency).upper() if paid else None,
                },
            )
        )
    return get_checkout(tx_ref)


def _sandbox_payment(tx_ref: str, *, require_enabled: bool = True) -> Payment:
    payment = db.session.scalar(select(Payment).where(Payment.tx_ref == tx_ref))
    _check_sandbox(payment, require_enabled=require_enabled)
    return payment


def _check_sandbox(payment: Payment | None, *, require_enabled: bool = True) -> None:
    enabled = current_app.config["PAYMENT_PROVIDER"] == SandboxProvider.name
    if payment is None or payment.provider != SandboxProvider.name or (require_enabled and not enabled):
        raise NotFound(_("Checkout not found"))


def _checkout_event(payment: Payment) -> PaymentEvent | None:
    return db.session.scalar(
        select(PaymentEvent)
        .where(PaymentEvent.payment_id == payment.id, PaymentEvent.source == CHECKOUT_SOURCE)
        .order_by(PaymentEvent.id.desc())
        .limit(1)
    )
