"""The guest register: who stayed, with which identity document - what Ethiopian hotels keep
for the police. Document and visa numbers are encrypted at rest with Fernet (`cryptography`,
AES-128-CBC with an HMAC) under REGISTER_ENCRYPTION_KEYS; production refuses to start without
its own key (config.py). Nothing here is ever returned by a guest endpoint."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from flask import current_app

from app.errors import ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Booking, DocumentType, GuestRegisterEntry

ETHIOPIA = "ET"


@dataclass(frozen=True)
class RegisterGuest:
    """One guest's register data as staff type it at check-in."""

    full_name: str
    nationality: str  # ISO 3166-1 alpha-2
    document_type: str
    document_number: str
    visa_number: str | None = None

    @property
    def is_foreigner(self) -> bool:
        return self.nationality.upper() != ETHIOPIA


def _keys() -> MultiFernet:
    return MultiFernet([Fernet(key) for key in current_app.config["REGISTER_ENCRYPTION_KEYS"]])


def encrypt(value: str) -> str:
    return _keys().encrypt(value.encode()).decode()


def decrypt(token: str) -> str:
    """The plain value; raises RuntimeError when no configured key opens it (a key was dropped
    from REGISTER_ENCRYPTION_KEYS too early)."""
    try:
        return _keys().decrypt(token.encode()).decode()
    except InvalidToken:
        raise RuntimeError("A guest register entry cannot be decrypted with the configured "
                           "REGISTER_ENCRYPTION_KEYS") from None


def masked(number: str) -> str:
    """What staff see after the check-in: the last four characters."""
    return "•" * max(0, len(number) - 4) + number[-4:]


def check_register(guests: list[RegisterGuest], party: int) -> None:
    """At least one guest, at most the booking's party; foreigners need a visa or entry
    number. Raises ValidationFailed naming the field."""
    if not guests:
        raise ValidationFailed(_("the register needs at least the main guest"), field="guests")
    if len(guests) > party:
        raise ValidationFailed(_("the booking is for %(party)s guest(s)", party=party), field="guests")
    for index, guest in enumerate(guests):
        if guest.document_type not in DocumentType.ALL:
            raise ValidationFailed(_("must be one of %(choices)s", choices=", ".join(DocumentType.ALL)),
                                   field=f"guests.{index}.document_type")
        if guest.is_foreigner and not guest.visa_number:
            raise ValidationFailed(_("foreign guests need their visa or entry number"),
                                   field=f"guests.{index}.visa_number")


def add_entries(booking: Booking, guests: list[RegisterGuest], staff_id: int,
                arrived_at: datetime, room_numbers: str) -> list[GuestRegisterEntry]:
    """Write the stay's register lines (inside the check-in's transaction)."""
    entries = [
        GuestRegisterEntry(
            hotel_id=booking.hotel_id, booking_id=booking.id, full_name=guest.full_name,
            nationality=guest.nationality.upper(), document_type=guest.document_type,
            document_number_encrypted=encrypt(guest.document_number),
            visa_number_encrypted=encrypt(guest.visa_number) if guest.visa_number else None,
            arrived_at=arrived_at, room_numbers=room_numbers, recorded_by_staff_id=staff_id)
        for guest in guests]
    db.session.add_all(entries)
    return entries
