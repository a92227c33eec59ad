"""POST /bookings on a sold-out room type: refused from the booking's first read (bookings.py,
`_read_stay`) in the order of the checks (the stay, the hotel and room type, the plan, the
arrival night, the hold limit, then no rooms), with nothing written."""

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from app.models import Booking, HotelStatus
from app.services.booking import inventory
from tests.bookings.helpers import BASE, contact, days, stay_body, stock
from tests.operations.test_health_and_readiness import count_statements


def sold_out(client, make, *, rooms: int = 1, **hotel_kwargs):
    """A live hotel whose one room type has all its `rooms` held for stay_body's nights."""
    hotel, rt = stock(make, rooms=rooms, **hotel_kwargs)
    booked = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, rooms=rooms,
                                                            guests=rooms, guest=contact(100 + rt.id)))
    assert booked.status_code == 201, booked.json
    return hotel, rt


def restrict(db, room_type, night, **values):
    inventory.set_restrictions(room_type.id, night, night + timedelta(days=1), values)
    db.session.commit()


def answer(response) -> tuple:
    """What a client gets, less the envelope's timestamp (two requests may straddle a second)."""
    body = response.get_json()
    assert body.pop("timestamp")
    return response.status_code, body, "Retry-After" in response.headers


def refusal(client, body, headers=None) -> tuple:
    """(status, the refused fields, the message, whether Retry-After is set) of a booking
    request."""
    status, envelope, retry_after = answer(client.post(f"{BASE}/bookings", json=body,
                                                       headers=headers))
    assert envelope["data"] is None and envelope["status"] == "error"
    return status, sorted(envelope.get("errors") or ()), envelope["message"], retry_after


def count_bookings(db) -> int:
    db.session.rollback()
    return db.session.scalar(select(func.count()).select_from(Booking))


# name: (the stay_body changes, in days from today for the dates; the answer's status and fields)
SOLD_OUT_REQUESTS = {
    "no rooms left": ({}, 409, []),
    "arriving a day earlier": ({"check_in": 9}, 409, []),
    "leaving a week later": ({"check_out": 19}, 409, []),
    "check_in in the past": ({"check_in": -1}, 422, ["check_in"]),
    "check_out before check_in": ({"check_out": 9}, 422, ["check_out"]),
    "more guests than fit": ({"guests": 3}, 422, ["guests"]),
    "a child too old for the room type": ({"children": [17]}, 422, ["children"]),
    "too many rooms": ({"rooms": 99}, 422, ["rooms"]),
}


@pytest.mark.parametrize("changes, status, fields", SOLD_OUT_REQUESTS.values(),
                         ids=SOLD_OUT_REQUESTS.keys())
def test_a_sold_out_room_type_refuses_in_the_order_of_the_checks(client, make, db, changes,
                                                                   status, fields):
    hotel, rt = sold_out(client, make)
    body = stay_body(hotel, rt, guest=contact())
    for key, value in changes.items():
        body[key] = days(value).isoformat() if key in ("check_in", "check_out") else value
    answered = refusal(client, body)
    assert answered[:2] == (status, fields) and not answered[3], answered
    if status == 409:
        assert answered[2] == "No rooms left of this type for these dates"
    assert count_bookings(db) == 1


def test_too_few_rooms_names_the_rooms_left(client, make, db):
    hotel, rt = stock(make, rooms=3)
    assert client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, rooms=2, guests=2,
                                                          guest=contact(99))).status_code == 201
    answered = refusal(client, stay_body(hotel, rt, rooms=2, guests=2, guest=contact()))
    assert answered[:3] == (409, [], "Only 1 room(s) left of this type for these dates")
    assert count_bookings(db) == 1


@pytest.mark.parametrize("restriction, field", [({"closed_to_arrival": True}, "check_in"),
                                                ({"min_stay": 5}, "check_out")])
def test_the_arrival_nights_restrictions_come_before_no_rooms(client, make, db, restriction,
                                                              field):
    hotel, rt = sold_out(client, make)
    restrict(db, rt, days(10), **restriction)
    assert refusal(client, stay_body(hotel, rt, guest=contact()))[:2] == (422, [field])


def hold_the_limit(client, app, hotel, room_type, **request):
    """MAX_UNPAID_HOLDS unpaid holds of `room_type` (request: `headers` or `guest` details)."""
    for index in range(app.config["MAX_UNPAID_HOLDS"]):
        body = stay_body(hotel, room_type, check_in=days(20 + index * 3),
                         **({"guest": request["guest"]} if "guest" in request else {}))
        assert client.post(f"{BASE}/bookings", json=body,
                           headers=request.get("headers")).status_code == 201


def test_the_hold_limit_comes_before_no_rooms(client, make, db, app):
    hotel, rt = sold_out(client, make)
    _, other = stock(make, rooms=9, hotel=hotel)
    hold_the_limit(client, app, hotel, other, guest=contact())
    status, fields, message, retry_after = refusal(client, stay_body(hotel, rt, guest=contact()))
    assert (status, fields, retry_after) == (429, [], True)
    assert message.startswith(f"You already have {app.config['MAX_UNPAID_HOLDS']} unpaid")
    # The stay's own refusals come first: a party too big is named before the holds.
    assert refusal(client, stay_body(hotel, rt, guests=3, guest=contact()))[:2] == (
        422, ["guests"])


def test_the_hold_limit_refuses_rooms_that_look_free_too(client, make, db, app):
    """Free rooms: the same answer, from the first read (the transaction's count under the
    holds lock catches what that read could not see: tests/security/test_caps_under_concurrency.py)."""
    hotel, rt = stock(make, rooms=3)
    _, other = stock(make, rooms=9, hotel=hotel)
    hold_the_limit(client, app, hotel, other, guest=contact())
    before = count_bookings(db)
    assert refusal(client, stay_body(hotel, rt, guest=contact()))[::3] == (429, True)
    assert count_bookings(db) == before


def test_a_signed_in_guests_holds_count_under_the_account_too(client, make, db, app, auth):
    hotel, rt = sold_out(client, make)
    _, other = stock(make, rooms=9, hotel=hotel)
    guest = make.guest()
    hold_the_limit(client, app, hotel, other, headers=auth.guest(guest))
    assert refusal(client, stay_body(hotel, rt), headers=auth.guest(guest))[::3] == (429, True)
    # Under the account's own email as a guest checkout, too.
    checkout = {**contact(), "email": guest.email}
    assert refusal(client, stay_body(hotel, rt, guest=checkout))[::3] == (429, True)


def test_the_hotel_room_type_and_plan_are_refused_before_no_rooms(client, make, db):
    hotel, rt = sold_out(client, make)
    other_hotel, other_rt = sold_out(client, make)
    hidden_hotel, hidden_rt = sold_out(client, make)
    hidden_hotel.hotel_status = HotelStatus.PENDING_VERIFICATION
    off_hotel, off_rt = sold_out(client, make)
    off_rt.is_active = False
    db.session.commit()
    cases = {
        "another hotel's room type": (stay_body(hotel, other_rt, guest=contact()), 422,
                                      ["room_type_id"]),
        "a hotel not live": (stay_body(hidden_hotel, hidden_rt, guest=contact()), 404, []),
        "a room type off sale": (stay_body(off_hotel, off_rt, guest=contact()), 422,
                                 ["room_type_id"]),
        "an unknown room type": ({**stay_body(hotel, rt, guest=contact()),
                                  "room_type_id": 999_999}, 422, ["room_type_id"]),
        "an unknown rate plan": (stay_body(hotel, rt, guest=contact(), rate_plan_id=999_999),
                                 422, ["rate_plan_id"]),
    }
    for name, (body, status, fields) in cases.items():
        assert refusal(client, body)[:2] == (status, fields), name
    assert count_bookings(db) == 4


def test_a_sold_out_refusal_is_one_statement(client, make, app):
    hotel, rt = sold_out(client, make)
    body = stay_body(hotel, rt, guest=contact())
    client.post(f"{BASE}/bookings", json=body)  # statements compiled, the catalogue read
    responses = []
    sent = count_statements(app, lambda: responses.append(
        client.post(f"{BASE}/bookings", json=body)))
    assert responses[0].status_code == 409
    assert sent == 1


def test_rooms_that_look_free_are_still_sold_by_the_locked_check(client, make, db):
    hotel, rt = stock(make, rooms=2)
    statuses = [client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(n)))
                .status_code for n in range(3)]
    assert statuses == [201, 201, 409]
    assert count_bookings(db) == 2
