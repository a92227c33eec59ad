"""POST /bookings/quote, POST /bookings, GET /bookings[/{id}|/lookup], POST /bookings/{id}/cancel."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from app.models import Booking, BookingStatus, HotelStatus
from app.models.base import utcnow
from app.services.booking.bookings import CODE_ALPHABET
from tests.bookings.helpers import BASE, contact, days, stay_body, stock


def count_bookings(db) -> int:
    db.session.rollback()
    return db.session.scalar(select(func.count()).select_from(Booking))


# --- quote ------------------------------------------------------------------------------------

def test_quote_prices_the_stay_with_vat_on_its_own_line(client, make):
    hotel, rt = stock(make, price="2345.67")
    body = stay_body(hotel, rt, check_in=days(3), check_out=days(6), guests=3, rooms=2)
    response = client.post(f"{BASE}/bookings/quote", json=body)
    assert response.status_code == 200
    data = response.json["data"]
    # 2345.67 x 3 x 2 = 14074.02; service 1407.402 -> 1407.40; VAT 15481.42 x .15 = 2322.213 -> 2322.21
    assert data["nights"] == 3 and data["rooms"] == 2 and data["nightly_price"] == 2345.67
    assert data["subtotal"] == 14074.02
    assert data["service_charge"] == 1407.40 and data["service_charge_rate"] == 0.1
    assert data["vat"] == 2322.21 and data["vat_rate"] == 0.15
    assert data["total"] == 17803.63
    assert data["currency"] == "ETB"
    assert data["available"] is True and data["available_rooms"] == 3


def test_quote_says_unavailable_when_not_enough_rooms_and_writes_nothing(client, make, db):
    hotel, rt = stock(make, rooms=1)
    make.booking(room_type=rt, check_in=days(3), check_out=days(4))
    before = count_bookings(db)
    data = client.post(f"{BASE}/bookings/quote",
                       json=stay_body(hotel, rt, check_in=days(3), check_out=days(4))).json["data"]
    assert data["available"] is False and data["available_rooms"] == 0
    assert count_bookings(db) == before


BAD_STAYS = [
    ({"check_in": "2026-02-30"}, "check_in"),
    ({"check_in": "20-01-2027"}, "check_in"),
    ({"check_in": "DAY-1", "check_out": "DAY1"}, "check_in"),
    ({"check_in": "DAY5", "check_out": "DAY5"}, "check_out"),
    ({"check_in": "DAY5", "check_out": "DAY4"}, "check_out"),
    ({"check_in": "DAY1", "check_out": "DAY32"}, "check_out"),
    ({"rooms": 0}, "rooms"),
    ({"rooms": 10}, "rooms"),
    ({"guests": 5, "rooms": 2}, "guests"),
    ({"guests": 0}, "guests"),
    ({"guests": "two"}, "guests"),
    ({"hotel_id": None}, "hotel_id"),
    ({"hotel_id": 2**70}, "hotel_id"),
    ({"room_type_id": 2**63}, "room_type_id"),
    ({"guests": 10**30}, "guests"),
]


def _apply(body, changes):
    for key, value in changes.items():
        if isinstance(value, str) and value.startswith("DAY"):
            value = days(int(value[3:])).isoformat()
        body[key] = value
    return body


@pytest.mark.parametrize("path", ["/bookings/quote", "/bookings"])
@pytest.mark.parametrize("changes, field", BAD_STAYS)
def test_bad_stay_is_a_422_naming_the_field_and_nothing_is_written(client, make, db, auth, path,
                                                                   changes, field):
    hotel, rt = stock(make)
    guest = make.guest()
    body = _apply(stay_body(hotel, rt), changes)
    response = client.post(f"{BASE}{path}", json=body, headers=auth.guest(guest))
    assert response.status_code == 422, response.json
    assert field in response.json["errors"]
    assert response.json["data"] is None
    assert count_bookings(db) == 0


def test_room_type_of_another_hotel_is_a_422_on_room_type_id(client, make, db, auth):
    hotel, _ = stock(make)
    _, other_rt = stock(make)
    for path in ("/bookings/quote", "/bookings"):
        response = client.post(f"{BASE}{path}", json=stay_body(hotel, other_rt),
                               headers=auth.guest(make.guest()))
        assert response.status_code == 422
        assert "room_type_id" in response.json["errors"]
    assert count_bookings(db) == 0


def test_hotel_not_live_is_404(client, make):
    hotel, rt = stock(make, hotel_status=HotelStatus.PENDING_VERIFICATION)
    assert client.post(f"{BASE}/bookings/quote", json=stay_body(hotel, rt)).status_code == 404
    body = stay_body(hotel, rt, guest=contact())
    assert client.post(f"{BASE}/bookings", json=body).status_code == 404


# --- create -----------------------------------------------------------------------------------

def test_signed_in_guest_books_and_the_rooms_are_held(client, make, auth, app, db):
    hotel, rt = stock(make, rooms=1)
    guest = make.guest()
    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, special_requests="Late"),
                           headers=auth.guest(guest))
    assert response.status_code == 201, response.json
    data = response.json["data"]
    assert data["status"] == "pending_payment"
    assert len(data["confirmation_code"]) == 8
    assert set(data["confirmation_code"]) <= set(CODE_ALPHABET)
    assert data["total"] == 6325.0 and data["nights"] == 2 and data["currency"] == "ETB"
    assert data["contact"]["email"] == guest.email
    assert data["special_requests"] == "Late"
    held = db.session.get(Booking, data["booking_id"])
    minutes = (held.hold_expires_at - held.created_at).total_seconds() / 60
    assert round(minutes) == app.config["BOOKING_HOLD_MINUTES"]
    assert held.guest_id == guest.id
    # The room is now held: the next caller gets 409.
    again = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(1)))
    assert again.status_code == 409


def test_guest_checkout_books_without_a_token(client, make):
    hotel, rt = stock(make)
    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact()))
    assert response.status_code == 201
    assert response.json["data"]["contact"] == {**contact(), "email": "abebe0@example.et"}


@pytest.mark.parametrize("guest_details, field", [
    (None, "guest"),
    ({"first_name": "A", "last_name": "B", "phone": "+251911000000"}, "guest.email"),
    ({**contact(), "email": "not-an-email"}, "guest.email"),
    ({**contact(), "phone": "call me"}, "guest.phone"),
    ({**contact(), "first_name": ""}, "guest.first_name"),
])
def test_guest_checkout_needs_valid_contact_details(client, make, db, guest_details, field):
    hotel, rt = stock(make)
    body = stay_body(hotel, rt)
    if guest_details is not None:
        body["guest"] = guest_details
    response = client.post(f"{BASE}/bookings", json=body)
    assert response.status_code == 422
    assert field in response.json["errors"]
    assert count_bookings(db) == 0


def test_staff_token_cannot_book(client, make, auth):
    hotel, rt = stock(make)
    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact()),
                           headers=auth.staff(make.staff(hotel=hotel)))
    assert response.status_code == 403


def test_no_room_left_is_409_and_writes_nothing(client, make, db):
    hotel, rt = stock(make, rooms=2)
    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, rooms=3, guests=3,
                                                              guest=contact()))
    assert response.status_code == 409
    assert count_bookings(db) == 0


def test_an_expired_hold_frees_its_room_at_once(client, make, db):
    hotel, rt = stock(make, rooms=1)
    make.booking(room_type=rt, check_in=days(10), check_out=days(12), nights=2,
                 status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() - timedelta(seconds=1))
    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact()))
    assert response.status_code == 201


def test_idempotent_retry_returns_the_same_booking(client, make, db, auth):
    hotel, rt = stock(make)
    guest = make.guest()
    headers = {**auth.guest(guest), "Idempotency-Key": "abc-123"}
    first = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt), headers=headers)
    second = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt), headers=headers)
    assert (first.status_code, second.status_code) == (201, 200)
    assert second.json["data"]["booking_id"] == first.json["data"]["booking_id"]
    assert second.json["data"]["confirmation_code"] == first.json["data"]["confirmation_code"]
    assert count_bookings(db) == 1


def test_idempotent_retry_works_for_guest_checkout(client, make, db):
    hotel, rt = stock(make)
    headers = {"Idempotency-Key": "k-1"}
    body = stay_body(hotel, rt, guest=contact())
    first = client.post(f"{BASE}/bookings", json=body, headers=headers)
    second = client.post(f"{BASE}/bookings", json=body, headers=headers)
    assert (first.status_code, second.status_code) == (201, 200)
    assert count_bookings(db) == 1


def test_another_callers_idempotency_key_reveals_nothing(client, make, db, auth):
    hotel, rt = stock(make)
    headers = {"Idempotency-Key": "shared-key"}
    first = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt),
                        headers={**headers, **auth.guest(make.guest())})
    assert first.status_code == 201
    other = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt),
                        headers={**headers, **auth.guest(make.guest())})
    anonymous = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact()),
                            headers=headers)
    for response in (other, anonymous):
        assert response.status_code == 409
        assert response.json["data"] is None
        assert first.json["data"]["confirmation_code"] not in response.get_data(as_text=True)
    assert count_bookings(db) == 1


def test_reusing_a_key_for_a_different_stay_is_422(client, make, db, auth):
    hotel, rt = stock(make)
    headers = {**auth.guest(make.guest()), "Idempotency-Key": "k"}
    assert client.post(f"{BASE}/bookings", json=stay_body(hotel, rt), headers=headers).status_code == 201
    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, rooms=2), headers=headers)
    assert response.status_code == 422 and "Idempotency-Key" in response.json["errors"]
    assert count_bookings(db) == 1


def test_too_many_unpaid_holds_is_429_with_retry_after(client, make, db, app):
    hotel, rt = stock(make, rooms=9)
    limit = app.config["MAX_UNPAID_HOLDS"]
    for index in range(limit):
        body = stay_body(hotel, rt, check_in=days(10 + index * 3), guest=contact())
        assert client.post(f"{BASE}/bookings", json=body).status_code == 201
    # Same email in another case: still the same person.
    body = stay_body(hotel, rt, check_in=days(40), guest={**contact(), "email": "ABEBE0@example.et"})
    response = client.post(f"{BASE}/bookings", json=body)
    assert response.status_code == 429
    retry_after = int(response.headers["Retry-After"])
    assert 0 < retry_after <= app.config["BOOKING_HOLD_MINUTES"] * 60
    assert count_bookings(db) == limit
    # Another guest is not affected.
    assert client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(2))).status_code == 201


def test_confirmation_codes_are_unique(client, make, db):
    hotel, rt = stock(make, rooms=9)
    codes = set()
    for n in range(6):
        r = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(n)))
        codes.add(r.json["data"]["confirmation_code"])
    assert len(codes) == 6


# --- read -------------------------------------------------------------------------------------

def test_list_bookings_filters_upcoming_past_cancelled_and_paginates(client, make, auth):
    guest = make.guest()
    hotel, rt = stock(make)
    upcoming = [make.booking(guest=guest, room_type=rt, check_in=days(n), check_out=days(n + 1))
                for n in (9, 3)]
    past = make.booking(guest=guest, room_type=rt, check_in=days(-5), check_out=days(-3),
                        status=BookingStatus.COMPLETED)
    lapsed = make.booking(guest=guest, room_type=rt, check_in=days(20), check_out=days(21),
                          status=BookingStatus.PENDING_PAYMENT,
                          hold_expires_at=utcnow() - timedelta(minutes=1))
    cancelled = make.booking(guest=guest, room_type=rt, status=BookingStatus.CANCELLED)
    make.booking(room_type=rt)  # someone else's
    headers = auth.guest(guest)

    def ids(**params):
        response = client.get(f"{BASE}/bookings", query_string=params, headers=headers)
        assert response.status_code == 200
        return [b["booking_id"] for b in response.json["data"]["bookings"]], response.json["data"]

    assert ids(status="upcoming")[0] == [upcoming[1].id, upcoming[0].id]
    assert set(ids(status="past")[0]) == {past.id, lapsed.id}
    assert ids(status="cancelled")[0] == [cancelled.id]
    all_ids, data = ids(limit=2, page=1)
    assert data["total"] == 5 and data["total_pages"] == 3 and len(all_ids) == 2
    lapsed_card = next(b for b in ids(status="past")[1]["bookings"] if b["booking_id"] == lapsed.id)
    assert lapsed_card["status"] == "expired"
    r = client.get(f"{BASE}/bookings", query_string={"status": "soon"}, headers=headers)
    assert r.status_code == 422 and "status" in r.json["errors"]


def test_bookings_need_a_guest_token(client, make, auth):
    assert client.get(f"{BASE}/bookings").status_code == 401
    staff = make.staff()
    assert client.get(f"{BASE}/bookings", headers=auth.staff(staff)).status_code == 403


def test_get_booking_returns_own_and_hides_others(client, make, auth):
    mine = make.booking()
    theirs = make.booking()
    headers = auth.guest(mine.guest)
    response = client.get(f"{BASE}/bookings/{mine.id}", headers=headers)
    assert response.status_code == 200
    data = response.json["data"]
    assert data["booking_id"] == mine.id and data["hotel_name"] == mine.hotel.name
    assert data["free_cancellation_until"].endswith("T11:00:00Z")
    assert client.get(f"{BASE}/bookings/{theirs.id}", headers=headers).status_code == 404
    assert client.get(f"{BASE}/bookings/999999", headers=headers).status_code == 404


def test_lookup_by_code_and_email_for_guest_checkout(client, make):
    hotel, rt = stock(make)
    created = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact())).json["data"]
    code = created["confirmation_code"]
    ok = client.get(f"{BASE}/bookings/lookup",
                    query_string={"confirmation_code": code.lower(), "email": "Abebe0@Example.et"})
    assert ok.status_code == 200 and ok.json["data"]["booking_id"] == created["booking_id"]
    wrong = client.get(f"{BASE}/bookings/lookup",
                       query_string={"confirmation_code": code, "email": "someone@example.et"})
    assert wrong.status_code == 404
    missing = client.get(f"{BASE}/bookings/lookup", query_string={"confirmation_code": code})
    assert missing.status_code == 422 and "email" in missing.json["errors"]


def test_a_created_booking_answers_what_reading_it_back_answers(client, make):
    """The 201 is built from the booking as written (it is not read back after the commit):
    every field, the rounded money and the timestamps included, is what a later read gives."""
    hotel, rt = stock(make, price="2345.67")
    body = stay_body(hotel, rt, check_in=days(3), check_out=days(6), rooms=2, guests=3,
                     guest=contact(7), special_requests="Quiet room, late arrival")
    created = client.post(f"{BASE}/bookings", json=body)
    assert created.status_code == 201
    data = created.json["data"]
    read = client.get(f"{BASE}/bookings/lookup", query_string={
        "confirmation_code": data["confirmation_code"], "email": "abebe7@example.et"})
    assert read.status_code == 200
    assert read.json["data"] == data
    assert data["total"] == 17803.63 and data["status"] == BookingStatus.PENDING_PAYMENT


def test_guessing_confirmation_codes_is_limited_per_address(client, make, app):
    """Wrong code and email pairs count (lookup, cancel and pay by code alike); right ones do not."""
    app.config["BOOKING_LOOKUP_FAILURE_LIMIT"] = "3 per 15 minutes"
    hotel, rt = stock(make)
    created = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact())).json["data"]
    right = {"confirmation_code": created["confirmation_code"], "email": "abebe0@example.et"}
    for _ in range(3):
        assert client.get(f"{BASE}/bookings/lookup", query_string=right).status_code == 200
    guesses = [
        client.get(f"{BASE}/bookings/lookup", query_string={**right, "confirmation_code": "AAAAAAAA"}),
        client.post(f"{BASE}/bookings/lookup/cancel", json={**right, "email": "x@example.et"}),
        client.post(f"{BASE}/payments/initialize", json={
            "booking_id": created["booking_id"], "method": "telebirr",
            "confirmation_code": "BBBBBBBB", "email": right["email"]}),
    ]
    assert [r.status_code for r in guesses] == [404, 404, 404]
    blocked = client.get(f"{BASE}/bookings/lookup", query_string=right)
    assert blocked.status_code == 429 and int(blocked.headers["Retry-After"]) > 0


# --- cancel -----------------------------------------------------------------------------------

def test_cancel_a_paid_booking_before_the_deadline_refunds_everything(client, make, auth, db):
    booking = make.booking(check_in=days(10), check_out=days(11))
    response = client.post(f"{BASE}/bookings/{booking.id}/cancel", json={"reason": "Plans changed"},
                           headers=auth.guest(booking.guest))
    assert response.status_code == 200
    data = response.json["data"]
    assert data["status"] == "cancelled" and data["refund_amount"] == 3162.5
    assert data["cancellation_reason"] == "Plans changed" and data["cancelled_at"]
    db.session.rollback()
    assert db.session.get(Booking, booking.id).refund_amount == Decimal("3162.50")


def test_cancel_after_the_deadline_keeps_the_first_night(client, make, auth):
    hotel, rt = stock(make)
    booking = make.booking(room_type=rt, check_in=days(0), check_out=days(2), nights=2,
                           subtotal=Decimal("5000.00"), service_charge=Decimal("500.00"),
                           vat=Decimal("825.00"), total=Decimal("6325.00"))
    response = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    assert response.status_code == 200
    assert response.json["data"]["refund_amount"] == 3162.5


def test_cancel_an_unpaid_hold_refunds_nothing_and_frees_the_room(client, make, auth):
    hotel, rt = stock(make, rooms=1)
    guest = make.guest()
    created = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt), headers=auth.guest(guest))
    booking_id = created.json["data"]["booking_id"]
    response = client.post(f"{BASE}/bookings/{booking_id}/cancel", headers=auth.guest(guest))
    assert response.status_code == 200 and response.json["data"]["refund_amount"] == 0.0
    again = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(7)))
    assert again.status_code == 201


@pytest.mark.parametrize("status", [BookingStatus.CANCELLED, BookingStatus.COMPLETED,
                                    BookingStatus.CHECKED_IN, BookingStatus.EXPIRED,
                                    BookingStatus.NO_SHOW])
def test_cancel_in_an_illegal_state_is_409(client, make, auth, status):
    booking = make.booking(status=status)
    response = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    assert response.status_code == 409


def test_cancel_a_lapsed_hold_is_409(client, make, auth):
    booking = make.booking(status=BookingStatus.PENDING_PAYMENT,
                           hold_expires_at=utcnow() - timedelta(seconds=5))
    response = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    assert response.status_code == 409


def test_cancel_another_guests_booking_is_404_and_changes_nothing(client, make, auth, db):
    booking = make.booking()
    response = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=auth.guest(make.guest()))
    assert response.status_code == 404
    db.session.rollback()
    assert db.session.get(Booking, booking.id).status == BookingStatus.CONFIRMED
    assert client.post(f"{BASE}/bookings/{booking.id}/cancel").status_code == 401


def test_expire_holds_marks_lapsed_holds_only(runner, make, db):
    lapsed = make.booking(status=BookingStatus.PENDING_PAYMENT,
                          hold_expires_at=utcnow() - timedelta(seconds=1))
    live = make.booking(status=BookingStatus.PENDING_PAYMENT,
                        hold_expires_at=utcnow() + timedelta(minutes=5))
    result = runner.invoke(args=["expire-holds"])
    assert "1 booking(s) expired" in result.output
    db.session.rollback()
    assert db.session.get(Booking, lapsed.id).status == BookingStatus.EXPIRED
    assert db.session.get(Booking, live.id).status == BookingStatus.PENDING_PAYMENT
