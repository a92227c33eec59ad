"""A booking's folio (docs/booking.md, "The stay"): the PDF receipt of a stay, with the hotel's
TIN - each night at its price, the discount, service charge and VAT, fees kept under the
cancellation rule, every payment and refund, and the balance. The hotel's staff fetch it for a
booking of their hotel, the guest for their own booking."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select

from app.errors import Conflict, NotFound
from app.extensions import db
from app.i18n import _
from app.models import Booking, BookingChange, BookingChangeStatus, BookingStatus, Payment, PaymentStatus
from app.models.base import ZERO, utcnow
from app.services.frontdesk.desk import GIVEN_BACK, net_paid
from app.services.frontdesk.pdf_documents import new_document

# Folios of stays that money moved for; an unpaid hold has none.
BILLED = (BookingStatus.CONFIRMED, BookingStatus.CHECKED_IN, BookingStatus.COMPLETED,
          BookingStatus.NO_SHOW, BookingStatus.CANCELLED)


@dataclass(frozen=True)
class Folio:
    filename: str
    content: bytes


@dataclass(frozen=True)
class FolioLine:
    label: str
    amount: Decimal


def _money(amount: Decimal, currency: str) -> str:
    return f"{amount:,.2f} {currency}"


def _night_lines(booking: Booking) -> list[tuple[str, str, int, Decimal]]:
    """(night, season, rooms, amount) for each night as booked."""
    if booking.night_prices:
        nights = [(night, season or "", Decimal(price))
                  for night, price, season in booking.night_prices]
    else:  # bookings made before per-night prices: the one price on every night
        nights = [("", "", booking.nightly_price)] * booking.nights
    return [(night, season, booking.rooms, price) for night, season, price in nights]


def charges(booking: Booking, fees: list[BookingChange]) -> list[FolioLine]:
    """What the guest owes for the stay, line by line; a cancelled stay or a no-show owes what the
    cancellation rule kept."""
    lines = [FolioLine("Room charges", booking.subtotal + booking.discount)]
    if booking.discount:
        lines.append(FolioLine("Length-of-stay discount", -booking.discount))
    lines += [FolioLine(f"Service charge ({booking.hotel.service_charge_rate * 100:.0f}%)",
                        booking.service_charge),
              FolioLine(f"VAT ({booking.hotel.vat_rate * 100:.0f}%)", booking.vat)]
    if booking.status in (BookingStatus.CANCELLED, BookingStatus.NO_SHOW) and booking.refund_amount:
        lines.append(FolioLine("Released under the cancellation rule", -booking.refund_amount))
    for change in fees:
        lines.append(FolioLine(f"Kept for nights given up (change {change.id})",
                               change.cancellation_fee))
    return lines


def booking_folio(booking_id: int, *, hotel_id: int | None = None,
                  guest_id: int | None = None) -> Folio:
    """The folio of a booking of `hotel_id` (staff) or of `guest_id` (the guest). Raises NotFound
    (unknown, another hotel's or guest's) and Conflict (an unpaid hold or expired booking has
    no folio; the message names the state)."""
    query = select(Booking).where(Booking.id == booking_id)
    if hotel_id is not None:
        query = query.where(Booking.hotel_id == hotel_id)
    if guest_id is not None:
        query = query.where(Booking.guest_id == guest_id)
    booking = db.session.scalar(query)
    if booking is None:
        raise NotFound(_("Booking not found"))
    if booking.status not in BILLED:
        raise Conflict(_("A booking that is %(status)s has no folio",
                         status=booking.status.replace("_", " ")))
    payments = list(db.session.scalars(
        select(Payment).where(Payment.booking_id == booking.id).order_by(Payment.id)))
    fees = list(db.session.scalars(
        select(BookingChange).where(BookingChange.booking_id == booking.id,
                                    BookingChange.status == BookingChangeStatus.APPLIED,
                                    BookingChange.cancellation_fee > 0)
        .order_by(BookingChange.id)))
    return Folio(f"folio-{booking.confirmation_code}.pdf", _pdf(booking, payments, fees))


def _pdf(booking: Booking, payments: list[Payment], fees: list[BookingChange]) -> bytes:
    hotel, currency = booking.hotel, booking.currency
    document = new_document()
    pdf, font, clean = document.pdf, document.font, document.clean
    heading = document.heading_style()

    def line(text: str, size: int = 9, height: float = 5) -> None:
        pdf.set_font(font, size=size)
        pdf.cell(0, height, clean(text), new_x="LMARGIN", new_y="NEXT")

    line(f"{hotel.name}", size=14, height=8)
    line(f"{hotel.address}, {hotel.city} - {hotel.phone} - {hotel.email}")
    line(f"TIN: {hotel.tin or 'not on file'}")
    pdf.ln(3)
    line(f"Folio - booking {booking.confirmation_code} ({booking.status.replace('_', ' ')})",
         size=12, height=7)
    line(f"Guest: {booking.contact_first_name} {booking.contact_last_name} "
         f"<{booking.contact_email}>")
    line(f"Stay: {booking.check_in.isoformat()} to {booking.check_out.isoformat()}, "
         f"{booking.nights} night(s), {booking.rooms} room(s) of {booking.room_type.name}, "
         f"{booking.guests} guest(s)")
    line(f"Printed {utcnow():%Y-%m-%d %H:%M} UTC")
    pdf.ln(2)

    pdf.set_font(font, size=8)
    with pdf.table(col_widths=(25, 30, 15, 30), text_align="LEFT", line_height=5,
                   headings_style=heading) as table:
        table.row([clean(h) for h in ("Night", "Season", "Rooms", "Amount")])
        for night, season, rooms, price in _night_lines(booking):
            table.row([clean(night), clean(season), str(rooms), _money(price * rooms, currency)])
    pdf.ln(2)
    lines = charges(booking, fees)
    total = sum((item.amount for item in lines), ZERO)
    with pdf.table(col_widths=(70, 30), text_align="LEFT", line_height=5,
                   headings_style=heading) as table:
        table.row(["Charges", "Amount"])
        for item in lines:
            table.row([clean(item.label), _money(item.amount, currency)])
        table.row(["Total charged", _money(total, currency)])
    pdf.ln(2)
    # The reference column is wide enough for a second refund's "refund RF-MRF-<20 hex>-2":
    # a reference broken across two lines cannot be copied or searched for.
    with pdf.table(col_widths=(18, 44, 16, 22), text_align="LEFT", line_height=5,
                   headings_style=heading) as table:
        table.row(["Payments", "Reference", "Status", "Amount"])
        for payment in payments:
            if payment.status in PaymentStatus.SETTLED:
                table.row([_day(payment.verified_at or payment.created_at),
                           clean(f"{payment.method} {payment.tx_ref}"), payment.status,
                           _money(payment.settled_amount, currency)])
        # Each refund given or owed back (a refused one is still the hotel's money: not listed).
        for payment in payments:
            for refund in payment.refunds:
                if refund.status in GIVEN_BACK:
                    table.row([_day(refund.refunded_at or refund.created_at),
                               clean(f"refund {refund.reference}"), refund.status,
                               _money(-refund.amount, currency)])
    pdf.ln(3)
    paid = net_paid(payments)
    line(f"Paid, less refunds: {_money(paid, currency)}", size=10)
    line(f"Balance due: {_money(total - paid, currency)}", size=12, height=7)
    return bytes(pdf.output())


def _day(moment) -> str:
    return moment.date().isoformat() if moment is not None else ""
