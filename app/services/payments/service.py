"""Paying for a booking: start a payment, settle it from the provider's answer, confirm the booking.

Rules (docs/payments.md):
- Only a `pending_payment` booking with a live hold can start a payment. A registered guest pays
  their own booking; a guest-checkout booking is reached with its confirmation code + email.
- Nothing is paid until the provider's verify says so: the app's return and the provider's
  webhook both just trigger a verify.
- Settling is idempotent: the payment row is locked, and a payment that is no longer open
  (`pending`/`failed`) is never settled again, so the booking is confirmed once, with one
  notification and one email, however many verifies and webhooks arrive.
- A paid amount or currency different from the booking is flagged, never accepted.
- Paid after the hold lapsed: confirmed only if the rooms are still free, otherwise the payment
  is marked for refund and the guest is told. Paid for a booking that is no longer payable
  (already paid by another payment, cancelled): refund as well.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping
from datetime import datetime, timedelta

from flask import current_app
from sqlalchemy import select

from app.db_locking import lock_row, serialized_transaction
from app.errors import Conflict, NotFound, ValidationFailed
from app.events import BOOKING_CONFIRMED, PAYMENT_NOT_CONFIRMABLE, record
from app.extensions import db
from app.i18n import _
from app.models import (
    Booking,
    BookingStatus,
    Guest,
    Payment,
    PaymentEvent,
    PaymentStatus,
)
from app.models.base import MONEY_MAX, to_cents, utcnow
from app.services.booking import changes
from app.services.booking.bookings import confirm_booking, find_booking_by_code
from app.services.booking.inventory import available_rooms, lock_room_type
from app.services.booking.lifecycle import Actor
from app.services.payments.base import (
    CheckoutRequest,
    ProviderError,
    ProviderStatus,
    Verification,
    json_safe,
)
from app.services.payments.providers import get_provider
from app.services.payments.return_urls import ReturnUrlPolicy

log = logging.getLogger(__name__)

# How the guest wants to pay. Every method goes through the provider's hosted checkout (Chapa
# offers cards, telebirr, CBE Birr, M-Pesa and bank transfer on one page): the API never sees a
# card number. The method is recorded; the provider is PAYMENT_PROVIDER.
PAYMENT_METHODS = ("chapa", "card", "telebirr", "cbebirr", "mpesa", "bank_transfer")
# Payments the provider may still settle. A failed one is asked again in case it was retried.
OPEN_STATUSES = (PaymentStatus.PENDING, PaymentStatus.FAILED)
VERIFY_PATH = "/api/v1/mobile/payments/verify"


def new_tx_ref() -> str:
    return f"MRF-{secrets.token_hex(10).upper()}"


# --- initialize ------------------------------------------------------------------------------


def initialize_payment(
    booking_id: int,
    *,
    method: str,
    guest: Guest | None,
    confirmation_code: str | None = None,
    email: str | None = None,
    return_url: str | None = None,
) -> Payment:
    """Start a payment of the booking's total through the configured provider.

    A pending payment of the same booking, method and return_url is returned again instead of
    opening a second checkout (a double tap or a retried request); anything else starts a new
    payment with a new tx_ref. Raises NotFound (unknown booking, another guest's, or wrong
    code/email), Conflict (not awaiting payment, or the hold lapsed), ProviderError (502),
    ValidationFailed (a return_url the allowlist refuses, return_urls.py).
    """
    if return_url is not None:
        refusal = ReturnUrlPolicy.from_config(current_app.config).refusal(return_url)
        if refusal is not None:
            raise ValidationFailed(refusal, field="return_url")
    provider = get_provider()
    guest_id = guest.id if guest is not None else None
    with serialized_transaction() as session:
        booking = lock_row(Booking, Booking.id == booking_id)
        _check_booking_access(booking, guest_id, confirmation_code, email)
        _check_payable(booking)
        existing = session.scalar(
            select(Payment)
            .where(
                Payment.booking_id == booking.id,
                Payment.status == PaymentStatus.PENDING,
                Payment.provider == provider.name,
                Payment.method == method,
                Payment.checkout_url.is_not(None),
            )
            .order_by(Payment.id.desc())
            .limit(1)
        )
        if existing is not None and existing.return_url == return_url:
            return existing
        payment = Payment(
            booking_id=booking.id,
            tx_ref=new_tx_ref(),
            provider=provider.name,
            method=method,
            amount=booking.total,
            currency=booking.currency,
            status=PaymentStatus.PENDING,
            return_url=return_url,
        )
        session.add(payment)
        session.flush()
        checkout = _checkout_request(booking, payment)

    # The provider call happens outside the transaction: no lock is held during network I/O.
    return _open_checkout(provider, payment, checkout)


def initialize_change_payment(guest: Guest, booking_id: int, change_id: int, *, method: str,
                              return_url: str | None = None) -> Payment:
    """Start paying a pending booking change's `amount_due` (a payment with `booking_change_id`;
    verify settles it like any other). A pending payment of the same change, method and
    return_url is returned again. Raises NotFound (unknown booking or change, another guest's),
    Conflict (the change is not awaiting payment, or its hold lapsed), ProviderError (502) and
    ValidationFailed (return_url)."""
    if return_url is not None:
        refusal = ReturnUrlPolicy.from_config(current_app.config).refusal(return_url)
        if refusal is not None:
            raise ValidationFailed(refusal, field="return_url")
    provider = get_provider()
    with serialized_transaction() as session:
        change = changes.payable_change(guest, booking_id, change_id)
        existing = session.scalar(
            select(Payment).where(Payment.booking_change_id == change.id,
                                  Payment.status == PaymentStatus.PENDING,
                                  Payment.provider == provider.name, Payment.method == method,
                                  Payment.checkout_url.is_not(None))
            .order_by(Payment.id.desc()).limit(1))
        if existing is not None and existing.return_url == return_url:
            return existing
        payment = Payment(booking_id=change.booking_id, booking_change_id=change.id,
                          tx_ref=new_tx_ref(), provider=provider.name, method=method,
                          amount=change.amount_due, currency=change.currency,
                          status=PaymentStatus.PENDING, return_url=return_url)
        session.add(payment)
        session.flush()
        checkout = _checkout_request(change.booking, payment)
    return _open_checkout(provider, payment, checkout)


def _open_checkout(provider, payment: Payment, checkout: CheckoutRequest) -> Payment:
    """Ask the provider for the checkout page, outside any transaction."""
    try:
        checkout_url = provider.create_checkout(checkout)
    except Exception as exc:
        payment.status = PaymentStatus.FAILED
        payment.failure_reason = f"Checkout could not be started: {exc}"[:500]
        db.session.commit()
        raise
    payment.checkout_url = checkout_url
    db.session.commit()
    return payment


def _check_booking_access(
    booking: Booking | None, guest_id: int | None, confirmation_code: str | None, email: str | None
) -> None:
    if booking is None:
        raise NotFound(_("Booking not found"))
    if booking.guest_id is not None:
        if guest_id != booking.guest_id:
            raise NotFound(_("Booking not found"))
        return
    # Guest checkout: the confirmation code and the booking's email are the credentials, checked
    # by the same rule as GET /bookings/lookup.
    if not (confirmation_code and email):
        raise NotFound(_("Booking not found"))
    if find_booking_by_code(confirmation_code, email).id != booking.id:
        raise NotFound(_("Booking not found"))


def _check_payable(booking: Booking) -> None:
    if booking.status != BookingStatus.PENDING_PAYMENT:
        raise Conflict(_("This booking is %(status)s, not awaiting payment", status=booking.status))
    if not booking.hold_live_at(utcnow()):
        raise Conflict(_("The hold on this booking has expired; please book again"))


def _checkout_request(booking: Booking, payment: Payment) -> CheckoutRequest:
    base = current_app.config["PUBLIC_BASE_URL"].rstrip("/")
    return CheckoutRequest(
        tx_ref=payment.tx_ref,
        amount=payment.amount,
        currency=payment.currency,
        email=booking.contact_email,
        first_name=booking.contact_first_name,
        last_name=booking.contact_last_name,
        phone_number=_local_phone(booking.contact_phone),
        # Chapa calls this with ?trx_ref=...; the verify endpoint accepts that name too.
        callback_url=base + VERIFY_PATH,
        return_url=payment.return_url,
        title="Marefiya",
        description=(f"Change of booking {booking.confirmation_code}"
                     if payment.booking_change_id else f"Booking {booking.confirmation_code}"),
    )


def _local_phone(phone: str | None) -> str | None:
    """+2519XXXXXXXX -> 09XXXXXXXX, the form Chapa accepts; other numbers are not sent."""
    if phone and phone.startswith("+251") and len(phone) == 13 and phone[4:].isdigit():
        return "0" + phone[4:]
    return None


# --- verify and webhook ----------------------------------------------------------------------


def get_payment(tx_ref: str) -> Payment:
    payment = db.session.scalar(select(Payment).where(Payment.tx_ref == tx_ref))
    if payment is None:
        raise NotFound(_("Payment not found"))
    return payment


def verify_payment(tx_ref: str, *, source: str = "verify") -> Payment:
    """Ask the payment's provider what happened to `tx_ref` and settle the payment from it.

    A settled payment (success, flagged, refund) is returned as it is, without asking again.
    Raises NotFound (unknown tx_ref) or ProviderError (502; nothing is recorded then).
    """
    payment = get_payment(tx_ref)
    if payment.status not in OPEN_STATUSES:
        return payment
    verification = get_provider(payment.provider).verify(tx_ref)
    return settle_payment(payment.id, verification, source=source)


def handle_webhook(provider_name: str, raw_body: bytes, headers: Mapping[str, str]) -> Payment:
    """A provider's webhook: authenticate it, then verify its tx_ref with the provider (the
    webhook body itself is never believed). Raises Unauthorized (signature), ValidationFailed,
    NotFound, ProviderError."""
    tx_ref = get_provider(provider_name).webhook_tx_ref(raw_body, headers)
    return verify_payment(tx_ref, source="webhook")


def settle_payment(payment_id: int, verification: Verification, *, source: str) -> Payment:
    """Record the provider's answer and apply it, in one transaction with the payment row
    locked. The booking event it records (confirmed, or paid but not confirmable) and its
    notices are written in that transaction, and only by the call that changed the outcome."""
    with serialized_transaction() as session:
        payment = lock_row(Payment, Payment.id == payment_id)
        if payment.status in OPEN_STATUSES:
            _record_event(session, payment, verification, source)
            _apply_verification(session, payment, verification, source)
    return db.session.get(Payment, payment_id)


def _record_event(session, payment: Payment, verification: Verification, source: str) -> None:
    last = session.scalar(
        select(PaymentEvent)
        .where(PaymentEvent.payment_id == payment.id, PaymentEvent.source != "checkout")
        .order_by(PaymentEvent.id.desc())
        .limit(1)
    )
    # A client polling an open payment would otherwise add a row per poll; the provider's
    # answer only matters when it changes (success always changes the payment's status).
    if last is not None and last.status == verification.status:
        return
    session.add(
        PaymentEvent(
            payment_id=payment.id,
            source=source,
            status=verification.status,
            payload=json_safe(verification.raw),
        )
    )


def _apply_verification(session, payment: Payment, verification: Verification,
                        source: str) -> None:
    now = utcnow()
    if verification.status == ProviderStatus.PENDING:
        return
    payment.verified_at = now
    if verification.status == ProviderStatus.FAILED:
        payment.status = PaymentStatus.FAILED
        payment.failure_reason = verification.message or "Declined by the payment provider"
        return

    payment.provider_reference = verification.reference
    payment.paid_currency = (verification.currency or "")[:3] or None
    payment.paid_amount = (
        to_cents(verification.amount)
        if verification.amount is not None and abs(verification.amount) <= MONEY_MAX
        else None
    )
    if payment.booking_change_id is not None:
        return _apply_change_payment(payment, verification, now, source)
    # Lock order: payment, room type, booking (the room type serialises inventory changes).
    booking = session.get(Booking, payment.booking_id)
    lock_room_type(booking.room_type_id)
    booking = lock_row(Booking, Booking.id == payment.booking_id)

    if verification.amount != booking.total or (verification.currency or "").upper() != booking.currency:
        payment.status = PaymentStatus.FLAGGED
        payment.failure_reason = (
            f"Provider reported {verification.amount} {verification.currency}; "
            f"the booking total is {booking.total} {booking.currency}"
        )
        log.warning("payment %s flagged: %s", payment.tx_ref, payment.failure_reason)
        return

    if booking.hold_live_at(now):
        _confirm(booking, payment, now, source)
    elif booking.status in (BookingStatus.PENDING_PAYMENT, BookingStatus.EXPIRED):
        if _rooms_still_free(booking):
            _confirm(booking, payment, now, source)
        else:
            mark_for_refund(payment, booking, _("the hold expired and the rooms were taken meanwhile"))
    else:
        mark_for_refund(payment, booking, _("the booking was already %(status)s", status=booking.status))


def _apply_change_payment(payment: Payment, verification: Verification, now: datetime,
                          source: str) -> str | None:
    """A booking change's difference, paid: the change is applied (it announces itself), or
    refunded when it can no longer be (app/services/booking/changes.py)."""
    booking = payment.booking
    if (verification.amount != payment.amount
            or (verification.currency or "").upper() != payment.currency):
        payment.status = PaymentStatus.FLAGGED
        payment.failure_reason = (
            f"Provider reported {verification.amount} {verification.currency}; "
            f"the change's difference is {payment.amount} {payment.currency}")
        log.warning("payment %s flagged: %s", payment.tx_ref, payment.failure_reason)
        return None
    if changes.settle_change_payment(payment, now, _payer(booking, source)):
        payment.status = PaymentStatus.SUCCESS
        payment.failure_reason = None
        return None
    mark_for_refund(payment, booking, "the change could no longer be applied (replaced, "
                                      "lapsed with its rooms taken, or the booking changed state)")
    return PaymentStatus.REFUND_PENDING


def _rooms_still_free(booking: Booking) -> bool:
    free = available_rooms(
        booking.room_type_id, booking.check_in, booking.check_out, exclude_booking_id=booking.id
    )
    return free >= booking.rooms


def _payer(booking: Booking, source: str) -> Actor:
    """Who confirms a booking by paying it: the reconcile job that found the payment, else the
    guest whose payment the provider reported (through the return or the webhook)."""
    if source == "reconcile":
        return Actor.job("reconcile_payments")
    return Actor.guest(booking.guest_id, f"{booking.contact_first_name} "
                                         f"{booking.contact_last_name} <{booking.contact_email}>")


def _confirm(booking: Booking, payment: Payment, now: datetime, source: str) -> None:
    payment.status = PaymentStatus.SUCCESS
    payment.failure_reason = None
    confirm_booking(booking, now, _payer(booking, source),
                    f"paid {payment.amount} {payment.currency} by {payment.method} "
                    f"({payment.provider} {payment.tx_ref}, {source})")
    record(BOOKING_CONFIRMED, booking, payment=payment)


def mark_for_refund(payment: Payment, booking: Booking, reason: str) -> None:
    """Paid but not confirmable: "payment not confirmable" is recorded, and the whole payment
    goes back by the refund job that runs after this transaction commits (app/effects.py)."""
    payment.failure_reason = reason
    log.warning("payment %s needs a refund: %s", payment.tx_ref, reason)
    record(PAYMENT_NOT_CONFIRMABLE, booking, payment=payment, reason=reason)


# --- reconcile (a periodic job) --------------------------------------------------------------


def reconcile_pending_payments(now: datetime | None = None) -> int:
    """Ask the provider about payments still `pending` PAYMENT_RECONCILE_AFTER_SECONDS after they
    started: their return and webhook were lost, and the guest may have paid. Each payment is
    asked at most PAYMENT_RECONCILE_MAX_ATTEMPTS times (once per run); the last unanswered try
    sets `reconcile_gave_up_at`, which the admin's payment list shows. Returns how many payments
    were asked."""
    config = current_app.config
    now = now or utcnow()
    max_attempts = config["PAYMENT_RECONCILE_MAX_ATTEMPTS"]
    started_before = now - timedelta(seconds=config["PAYMENT_RECONCILE_AFTER_SECONDS"])
    due = db.session.execute(
        select(Payment.id, Payment.tx_ref).where(
            Payment.status == PaymentStatus.PENDING,
            Payment.created_at <= started_before,
            Payment.reconcile_attempts < max_attempts,
        ).order_by(Payment.id).limit(200)
    ).all()
    db.session.commit()
    for payment_id, tx_ref in due:
        try:
            payment = verify_payment(tx_ref, source="reconcile")
            still_open = payment.status == PaymentStatus.PENDING
        except ProviderError as exc:
            log.warning("reconcile: provider did not answer for %s: %s", tx_ref, exc.message)
            db.session.rollback()
            still_open = True
        _count_reconcile_attempt(payment_id, still_open, max_attempts, now)
    return len(due)


def _count_reconcile_attempt(payment_id: int, still_open: bool, max_attempts: int, now: datetime) -> None:
    payment = db.session.get(Payment, payment_id, populate_existing=True)
    payment.reconcile_attempts += 1
    if still_open and payment.reconcile_attempts >= max_attempts:
        payment.reconcile_gave_up_at = now
        log.warning("reconcile: gave up on payment %s after %s checks; check it with the provider",
                    payment.tx_ref, payment.reconcile_attempts)
    db.session.commit()


