"""The guest register export for the police: one line per guest and stay whose stay touches a
date range, as CSV or PDF, for the hotel's managers (hotel_admin, manager) only. Every export
is logged (`register_exports`: who, when, which dates, how many lines). Lines older than the
hotel's retention period are erased by a daily job (`erase_expired_register`)."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.orm import selectinload

from app.errors import ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Booking, GuestRegisterEntry, Hotel, RegisterExport, Room, RoomNight
from app.models.base import utcnow
from app.services.booking.stays import hotel_timezone, local_day_bounds
from app.services.frontdesk.pdf_documents import new_document
from app.services.frontdesk.register import decrypt

FORMATS = ("csv", "pdf")
MAX_RANGE_DAYS = 366
COLUMNS = ("full_name", "nationality", "document_type", "document_number", "visa_or_entry_number",
           "arrival_date", "arrival_time", "departure_date", "room_number", "confirmation_code")
HEADINGS = ("Full name", "Nationality", "Document", "Document number", "Visa / entry no.",
            "Arrival date", "Time", "Departure", "Room", "Booking")


@dataclass(frozen=True)
class RegisterFile:
    filename: str
    mimetype: str
    content: bytes
    lines: int


def _rooms_of(booking_ids: list[int]) -> dict[int, set[str]]:
    """The rooms each stay holds nights of (after moves: those it moved to as well)."""
    rows = db.session.execute(
        select(RoomNight.booking_id, Room.room_number).join(Room, Room.id == RoomNight.room_id)
        .where(RoomNight.booking_id.in_(booking_ids)).distinct()).all()
    found: dict[int, set[str]] = {}
    for booking_id, number in rows:
        found.setdefault(booking_id, set()).add(number)
    return found


def _room_list(entry: GuestRegisterEntry, held: set[str]) -> str:
    """The rooms given at check-in and any the stay moved to, in number order."""
    numbers = {n.strip() for n in entry.room_numbers.split(",") if n.strip()} | held
    return ", ".join(sorted(numbers, key=lambda n: (len(n), n)))


def _departure(booking: Booking) -> date:
    """The day the guest left (an early check-out) or is booked to leave."""
    if booking.checked_out_at is not None:
        return booking.checked_out_at.replace(tzinfo=UTC).astimezone(hotel_timezone()).date()
    return booking.check_out


def register_lines(hotel_id: int, date_from: date, date_to: date) -> list[dict]:
    """The register's lines for stays that touch [date_from, date_to] (hotel-local dates),
    by arrival; document and visa numbers decrypted."""
    zone = hotel_timezone()
    start, end = local_day_bounds(date_from)[0], local_day_bounds(date_to)[1]
    entries = db.session.scalars(
        select(GuestRegisterEntry).join(Booking, Booking.id == GuestRegisterEntry.booking_id)
        .where(GuestRegisterEntry.hotel_id == hotel_id, GuestRegisterEntry.arrived_at < end,
               Booking.check_out >= date_from)
        .order_by(GuestRegisterEntry.arrived_at, GuestRegisterEntry.id)
        .options(selectinload(GuestRegisterEntry.booking))).all()
    rooms = _rooms_of(list({entry.booking_id for entry in entries}))
    lines = []
    for entry in entries:
        booking = entry.booking
        if entry.arrived_at < start and _departure(booking) < date_from:
            continue  # left before the range (an early check-out)
        arrived = entry.arrived_at.replace(tzinfo=UTC).astimezone(zone)
        lines.append({
            "full_name": entry.full_name, "nationality": entry.nationality,
            "document_type": entry.document_type,
            "document_number": decrypt(entry.document_number_encrypted),
            "visa_or_entry_number": (decrypt(entry.visa_number_encrypted)
                                     if entry.visa_number_encrypted else ""),
            "arrival_date": arrived.date().isoformat(), "arrival_time": arrived.strftime("%H:%M"),
            "departure_date": _departure(booking).isoformat(),
            "room_number": _room_list(entry, rooms.get(booking.id, set())),
            "confirmation_code": booking.confirmation_code,
        })
    return lines


def _csv(lines: list[dict]) -> bytes:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS)
    writer.writeheader()
    writer.writerows(lines)
    # With a byte-order mark, so that spreadsheet programs read Amharic names as UTF-8.
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def _pdf(hotel: Hotel, date_from: date, date_to: date, lines: list[dict], taken_by: str) -> bytes:
    document = new_document("L")
    pdf, font, clean = document.pdf, document.font, document.clean
    pdf.set_font(font, size=13)
    pdf.cell(0, 8, clean(f"Guest register - {hotel.name}, {hotel.city}"),
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(font, size=9)
    pdf.cell(0, 6, clean(f"Stays from {date_from.isoformat()} to {date_to.isoformat()}; "
                         f"{len(lines)} guest(s); exported {utcnow():%Y-%m-%d %H:%M} UTC by "
                         f"{taken_by}"), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_font(font, size=7)
    widths = (20, 7, 11, 14, 12, 9, 5, 9, 7, 9)  # percent of the table's width
    # Headings shaded, not bold: the Unicode font is loaded in its regular style only.
    with pdf.table(col_widths=widths, text_align="LEFT", line_height=4.5,
                   headings_style=document.heading_style()) as table:
        table.row([clean(h) for h in HEADINGS])
        for line in lines:
            table.row([clean(str(line[column])) for column in COLUMNS])
    return bytes(pdf.output())


def export_register(hotel_id: int, staff, date_from: date, date_to: date,
                    file_format: str) -> RegisterFile:
    """The register of [date_from, date_to] as CSV or PDF; the export is logged in the same
    transaction. Raises ValidationFailed (dates, format)."""
    if file_format not in FORMATS:
        raise ValidationFailed(_("must be one of %(choices)s", choices=", ".join(FORMATS)), field="format")
    if date_to < date_from:
        raise ValidationFailed(_("must not be before `from`"), field="to")
    if (date_to - date_from).days >= MAX_RANGE_DAYS:
        raise ValidationFailed(_("at most %(days)s days at a time", days=MAX_RANGE_DAYS), field="to")
    hotel = db.session.get(Hotel, hotel_id)
    lines = register_lines(hotel_id, date_from, date_to)
    taken_by = f"{staff.name} <{staff.email}> ({staff.role_slug})"
    db.session.add(RegisterExport(hotel_id=hotel_id, staff_id=staff.id, staff_name=taken_by,
                                  date_from=date_from, date_to=date_to, format=file_format,
                                  lines=len(lines)))
    db.session.commit()
    name = f"guest-register-{hotel.slug}-{date_from.isoformat()}-{date_to.isoformat()}"
    if file_format == "csv":
        return RegisterFile(f"{name}.csv", "text/csv; charset=utf-8", _csv(lines), len(lines))
    return RegisterFile(f"{name}.pdf", "application/pdf",
                        _pdf(hotel, date_from, date_to, lines, taken_by), len(lines))


def erase_expired_register(now: datetime | None = None) -> int:
    """Erase register lines older (by arrival) than their hotel's retention period (a daily
    job); returns how many."""
    now = now or utcnow()
    erased = 0
    for hotel_id, days in db.session.execute(select(Hotel.id, Hotel.register_retention_days)).all():
        erased += db.session.execute(
            delete(GuestRegisterEntry).where(GuestRegisterEntry.hotel_id == hotel_id,
                                             GuestRegisterEntry.arrived_at < now - timedelta(days=days))
        ).rowcount
    db.session.commit()
    return erased
