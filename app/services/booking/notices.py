"""What the guest is told about their booking: the notification (registered guests only; the
email is a guest checkout's only channel) and the email of each booking event. Handlers of the
side-effect table (app/effects.py, docs/jobs.md); each runs in the transaction of the change it
announces, so a rolled-back change tells nobody."""

from __future__ import annotations

from app.events import Event
from app.i18n import _
from app.models import NotificationType
from app.models.base import ZERO
from app.services.messaging.notifications import booking_data, notify
from app.services.messaging.outbox import email_language, queue_email

# --- confirmed (paid) --------------------------------------------------------------------------

def notify_confirmed(event: Event) -> None:
    booking = event.booking
    if booking.guest_id is None:
        return
    notify(
        booking.guest_id,
        NotificationType.BOOKING_CONFIRMED,
        _("Booking confirmed"),
        _("Your booking %(code)s at %(hotel)s (%(check_in)s to %(check_out)s) is confirmed.",
          code=booking.confirmation_code, hotel=booking.hotel.name,
          check_in=booking.check_in.isoformat(), check_out=booking.check_out.isoformat()),
        booking_data(booking),
        dedupe_key=f"booking_confirmed:{booking.id}",
    )


def email_confirmed(event: Event) -> None:
    booking = event.booking
    queue_email(booking.contact_email, _("Booking confirmed: %(code)s", code=booking.confirmation_code),
                "booking_confirmed", language=email_language(booking), booking=booking, hotel=booking.hotel,
                room_type=booking.room_type, payment=event.data["payment"])


# --- cancelled ---------------------------------------------------------------------------------

def cancellation_message(event: Event) -> str:
    """One text for the notification and the email: what happens to the guest's money."""
    booking = event.booking
    if booking.refund_amount > ZERO:
        money = _("%(amount)s %(currency)s will be refunded to you.",
                  amount=f"{booking.refund_amount:,.2f}", currency=booking.currency)
    elif event.data["settled"]:
        money = _("Under the hotel's cancellation rule no refund is due.")
    elif event.data["unsettled"]:
        money = _("If you completed your payment, it will be refunded in full as soon as the "
                  "payment provider confirms it.")
    else:
        money = _("Nothing was charged.")
    return _("Booking %(code)s at %(hotel)s is cancelled. %(money)s",
             code=booking.confirmation_code, hotel=booking.hotel.name, money=money)


def notify_cancelled(event: Event) -> None:
    booking = event.booking
    if booking.guest_id is None:
        return
    notify(booking.guest_id, NotificationType.BOOKING_CANCELLED, _("Booking cancelled"),
           cancellation_message(event),
           booking_data(booking, refund_amount=float(booking.refund_amount)),
           dedupe_key=f"booking_cancelled:{booking.id}")


def email_cancelled(event: Event) -> None:
    booking = event.booking
    queue_email(booking.contact_email, _("Booking cancelled: %(code)s", code=booking.confirmation_code),
                "booking_cancelled", language=email_language(booking), booking=booking, hotel=booking.hotel,
                message=cancellation_message(event))


# --- completed (checked out) -------------------------------------------------------------------

def invite_review(event: Event) -> None:
    booking = event.booking
    if not booking.contact_email:
        return  # a walk-in who gave no email
    queue_email(booking.contact_email, _("How was your stay at %(hotel)s?", hotel=booking.hotel.name),
                "review_invitation", language=email_language(booking), booking=booking, hotel=booking.hotel)


# --- changed (dates, rooms, guests) ------------------------------------------------------------

def change_requested_message(event: Event) -> str:
    booking, change = event.booking, event.data["change"]
    return _("Your change of booking %(code)s at %(hotel)s (%(check_in)s to %(check_out)s, "
             "%(rooms)s room(s)) is held until you pay %(amount)s %(currency)s. Until then your "
             "booking stays as it was.", code=booking.confirmation_code, hotel=booking.hotel.name,
             check_in=change.check_in.isoformat(), check_out=change.check_out.isoformat(),
             rooms=change.rooms, amount=f"{change.amount_due:,.2f}", currency=change.currency)


def changed_message(event: Event) -> str:
    """One text for the notification and the email: the new stay, and what happens to the money."""
    booking, change = event.booking, event.data["change"]
    refund, fee = f"{change.refund_amount:,.2f}", f"{change.cancellation_fee:,.2f}"
    if change.refund_amount and change.cancellation_fee:
        money = _("%(amount)s %(currency)s will be refunded to you. Under the hotel's cancellation "
                  "rule %(fee)s %(currency)s is kept for the nights given up.",
                  amount=refund, fee=fee, currency=change.currency)
    elif change.refund_amount:
        money = _("%(amount)s %(currency)s will be refunded to you.", amount=refund,
                  currency=change.currency)
    elif change.cancellation_fee:
        money = _("Under the hotel's cancellation rule %(fee)s %(currency)s is kept for the nights "
                  "given up.", fee=fee, currency=change.currency)
    else:
        money = None
    stay = dict(code=booking.confirmation_code, hotel=booking.hotel.name,
                check_in=change.check_in.isoformat(), check_out=change.check_out.isoformat(),
                rooms=change.rooms, guests=change.guests)
    if money is None:
        return _("Your booking %(code)s at %(hotel)s is now %(check_in)s to %(check_out)s, "
                 "%(rooms)s room(s), %(guests)s guest(s).", **stay)
    return _("Your booking %(code)s at %(hotel)s is now %(check_in)s to %(check_out)s, "
             "%(rooms)s room(s), %(guests)s guest(s). %(money)s", money=money, **stay)


def _notify_change(event: Event, title: str, message: str) -> None:
    booking, change = event.booking, event.data["change"]
    if booking.guest_id is None:
        return
    notify(booking.guest_id, NotificationType.BOOKING_CHANGED, title, message,
           booking_data(booking, change_id=change.id, status=change.status),
           dedupe_key=f"booking_changed:{change.id}:{change.status}")


def _email_change(event: Event, subject: str, message: str) -> None:
    booking = event.booking
    if not booking.contact_email:  # a walk-in changed at the desk may have given none
        return
    queue_email(booking.contact_email, subject, "booking_changed", language=email_language(booking),
                booking=booking, hotel=booking.hotel, change=event.data["change"], message=message)


def notify_change_requested(event: Event) -> None:
    _notify_change(event, _("Booking change awaiting payment"), change_requested_message(event))


def email_change_requested(event: Event) -> None:
    _email_change(event, _("Booking change awaiting payment: %(code)s",
                           code=event.booking.confirmation_code), change_requested_message(event))


def notify_changed(event: Event) -> None:
    _notify_change(event, _("Booking changed"), changed_message(event))


def email_changed(event: Event) -> None:
    _email_change(event, _("Booking changed: %(code)s", code=event.booking.confirmation_code),
                  changed_message(event))
