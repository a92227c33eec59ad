"""Fields and schemas shared by every area: money, spec timestamps, trimmed strings, dates,
pagination."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from decimal import ROUND_HALF_UP, Decimal

from marshmallow import Schema, fields, validate

from app.i18n import _
from app.models.base import MONEY_MAX
from app.services.booking.ethiopian_calendar import ethiopian_iso

SPEC_TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"
MAX_PAGE_SIZE = 50
# Database ids are 32-bit integers: larger values cannot name a row (and would overflow drivers).
DB_ID_MAX = 2**31 - 1
DB_ID = validate.Range(min=1, max=DB_ID_MAX)
# Past this, a page can only be empty; the cap also keeps OFFSET within a database integer.
MAX_PAGE = 10_000
# The outer bound of a count of guests or rooms: keeps generated or hostile input away from
# database limits; the service applies the real rules and names the field.
COUNT = validate.Range(max=1000)
# An amount of ETB a Money column can store.
AMOUNT = validate.Range(min=0, max=MONEY_MAX)
DATE_DOC = {"description": "Hotel-local date (Africa/Addis_Ababa), YYYY-MM-DD",
            "example": "2026-12-20"}
# NUL and other control characters: refused in every field by the blueprint's argument parser,
# and by TrimmedString (which keeps tabs and line breaks with multiline=True).
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_CONTROL_EXCEPT_LINE_BREAKS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


# The dates the service reads: the Ethiopian calendar and the holidays are checked in this range,
# and a night far outside it would only overflow date arithmetic further on (9999-12-31 + 1 day).
FIRST_DATE = date(2000, 1, 1)
LAST_DATE = date(2100, 12, 31)


class CalendarDate(fields.Date):
    """A date between FIRST_DATE and LAST_DATE (a 422 otherwise)."""

    def __init__(self, **kwargs):
        kwargs["validate"] = [validate.Range(min=FIRST_DATE, max=LAST_DATE,
                                             error="Must be between {min} and {max}"),
                              *_as_list(kwargs.get("validate"))]
        super().__init__(**kwargs)


def _as_list(validators) -> list:
    if validators is None:
        return []
    return list(validators) if isinstance(validators, list | tuple) else [validators]


class WholeNumber(fields.Integer):
    """An integer that refuses a number with a fraction (`"rooms": 1.5` is an error, not 1);
    2.0 and, outside strict mode, "2" (query strings) are still 2."""

    def _validated(self, value):
        if isinstance(value, float | Decimal) and value != int(value):
            raise self.make_error("invalid")
        return super()._validated(value)


CENTS = Decimal("0.01")


def money_number(value) -> float | None:
    """An amount as Money writes it: rounded half-up to cents, then a JSON number (None stays
    None). The writers that build a response's dicts without a schema (app/schemas/hotels.py)
    call it for each amount, Money itself for its own."""
    if value is None:
        return None
    # What marshmallow's Decimal field does (Decimal(str(value)), quantized when finite); a
    # Decimal's str gives back the same Decimal, so one is used as it is.
    number = value if type(value) is Decimal else Decimal(str(value))
    if number.is_finite():
        number = number.quantize(CENTS, rounding=ROUND_HALF_UP)
    return float(number)


def cents_number(value: Decimal) -> float:
    """An amount of a pricing.PriceBreakdown as money_number writes it. price_nights rounds
    every line to cents (and adds and subtracts only rounded lines), so rounding it again is
    a no-op and the JSON number is the Decimal's float (an availability writes some 130 of
    them: money_number's rounding was a third of its writer). tests/search/
    test_availability_writer.py checks that every amount is in cents."""
    return float(value)


def whole_number(value) -> int | None:
    """An integer as WholeNumber (marshmallow's Integer) writes it."""
    return None if value is None else int(value)


def float_number(value) -> float | None:
    """A number as marshmallow's Float writes it."""
    return None if value is None else float(value)


def text(value) -> str | None:
    """A string as marshmallow's String writes it."""
    return None if value is None else str(value)


class Money(fields.Decimal):
    """ETB amount: a Decimal rounded half-up to cents inside, a JSON number on the wire."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {})
        kwargs["metadata"].setdefault("example", 3162.5)
        super().__init__(places=2, rounding=ROUND_HALF_UP, allow_nan=False, **kwargs)

    def _serialize(self, value, attr, obj, **kwargs):
        return money_number(value)


class SpecTimestamp(fields.DateTime):
    """`YYYY-MM-DD HH:MM:SS` in UTC: the format the spec fixes for notifications' and reviews'
    timestamps (only those; every other timestamp is a `Timestamp`)."""

    def __init__(self, **kwargs):
        metadata = kwargs.setdefault("metadata", {})
        metadata.setdefault("example", "2026-11-21 09:30:00")
        metadata.setdefault("description", "UTC, in the format the interface fixes (no offset).")
        # apispec documents a custom strftime format by its pattern (app/extensions.py drops the
        # `format: null` it adds next to it).
        metadata.setdefault("pattern", r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")
        super().__init__(format=SPEC_TIMESTAMP_FORMAT, **kwargs)


class Timestamp(fields.DateTime):
    """ISO 8601 with its offset, in UTC (`2026-11-21T09:30:00Z`), like the envelope's
    `timestamp`: a client converts it to local time without guessing the zone. The database
    stores naive UTC."""

    def __init__(self, **kwargs):
        metadata = kwargs.setdefault("metadata", {})
        metadata.setdefault("example", "2026-11-21T09:30:00Z")
        super().__init__(**kwargs)

    def _serialize(self, value, attr, obj, **kwargs):
        return iso_utc(value)


class TrimmedString(fields.String):
    """A string with surrounding whitespace removed; `Length(min=1)` then also rejects blanks.

    Control characters are refused (PostgreSQL cannot even store NUL); `multiline=True` keeps
    tabs and line breaks allowed for free text such as descriptions and comments.
    """

    default_error_messages = {"control": _("Control characters are not allowed.")}

    def __init__(self, *, multiline: bool = False, **kwargs):
        super().__init__(**kwargs)
        self.forbidden = _CONTROL_EXCEPT_LINE_BREAKS if multiline else _CONTROL

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs).strip()
        if self.forbidden.search(text):
            raise self.make_error("control")
        return text


def ethiopian_date(attribute: str, **kwargs) -> fields.Function:
    """The Ethiopian-calendar reading of a date attribute, beside the Gregorian one (docs/booking.md);
    read-only."""
    return fields.Function(
        lambda item: ethiopian_iso(getattr(item, attribute)), **kwargs,
        metadata={"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$", "example": "2019-04-11",
                  "description": f"`{attribute}` in the Ethiopian calendar, YYYY-MM-DD with "
                                 "Ethiopian year, month (13 = Pagume) and day; read-only, the "
                                 "Gregorian field is the one that counts"})


def iso_utc(value: datetime | None) -> str | None:
    """A naive-UTC (or aware) datetime as `2026-11-21T09:30:00Z`."""
    if value is None:
        return None
    if value.tzinfo is not None:
        value = value.astimezone(UTC).replace(tzinfo=None)
    return value.isoformat(timespec="seconds") + "Z"


# The one paging vocabulary of the booking API's lists, stated once in the OpenAPI document's
# description (app/__init__.py). Every paged list is a PaginationSchema (app/services/paging.py
# Page) with its items named after what they are; GET /notifications keeps the names the spec
# fixes for it (`count`, `items`), as the public review list keeps its own (the same names).
PAGING_VOCABULARY = (
    "Paged lists: the query parameters `page` (from 1; default 1) and `limit` (default 20, at most "
    f"{MAX_PAGE_SIZE}); the list answers `page`, `limit`, `total` (the items of all pages) and "
    "`total_pages`, with this page's items under the name of what they are (`hotels`, "
    "`bookings`, `reviews`). One exception, whose names the interface fixes: GET "
    "/api/v1/mobile/notifications answers `count` for the total and `items` for the page "
    "(with `unread`, `page`, `limit`, `total_pages`)."
)


class PaginationQueryArgsSchema(Schema):
    page = WholeNumber(load_default=1, validate=validate.Range(min=1, max=MAX_PAGE))
    limit = WholeNumber(load_default=20, validate=validate.Range(min=1, max=MAX_PAGE_SIZE))


class PaginationSchema(Schema):
    page = WholeNumber(required=True)
    limit = WholeNumber(required=True)
    total = WholeNumber(required=True)
    total_pages = WholeNumber(required=True)


def srcset_field(**kwargs) -> fields.String:
    """A photo's `srcset`: every stored width (app/services/content/images.py IMAGE_SIZES)."""
    return fields.String(allow_none=True, **kwargs, metadata={
        "description": "Every stored width of the photo as an HTML `srcset`: URL, space, width "
                       "and `w`, comma separated, narrowest first (card 400, detail 1024, full "
                       "2048 pixels wide, never wider than the upload). null when the width is "
                       "unknown",
        "example": "/media/9f86…08-400.jpg 400w, /media/9f86…08-1024.jpg 1024w, "
                   "/media/9f86…08-2048.jpg 2048w"})
