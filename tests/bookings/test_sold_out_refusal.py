"""POST /bookings on a sold-out room type: refused from one narrow read (bookings.py,
`_refuse_if_sold_out`) with exactly the status, body and headers the full path gives."""

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from app.models import Booking, HotelStatus
from app.services.booking import bookings, inventory
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


def both_paths(client, monkeypatch, body, headers=None) -> tuple[tuple, tuple]:
    """The answer with the early refusal, then the full path's (the early refusal switched
    off) to the same request; the second request must not have written anything either."""
    early = answer(client.post(f"{BASE}/bookings", json=body, headers=headers))
    with monkeypatch.context() as patched:
        patched.setattr(bookings, "_refuse_if_sold_out", lambda *args: None)
        full = answer(client.post(f"{BASE}/bookings", json=body, headers=headers))
    return early, full


def count_bookings(db) -> int:
    db.session.rollback()
    return db.session.scalar(select(func.count()).select_from(Booking))


SOLD_OUT_REQUESTS = {
    "no rooms left": {},
    "check_in in the past": {"check_in": -1},
    "check_out before check_in": {"check_out": 9},
    "more guests than fit": {"guests": 3},
    "a child too old for the room type": {"children": [17]},
    "too many rooms": {"rooms": 99},
}


@pytest.mark.parametrize("changes", SOLD_OUT_REQUESTS.values(), ids=SOLD_OUT_REQUESTS.keys())
def test_a_sold_out_room_type_answers_as_the_full_path(client, make, db, monkeypatch, changes):
    hotel, rt = sold_out(client, make)
    body = stay_body(hotel, rt, guest=contact())
    for key, value in changes.items():
        body[key] = days(10 + value).isoformat() if key in ("check_in", "check_out") else value
    early, full = both_paths(client, monkeypatch, body)
    assert early == full
    assert early[0] in (409, 422) and early[1]["data"] is None
    assert count_bookings(db) == 1


def test_too_few_rooms_names_the_rooms_left(client, make, db, monkeypatch):
    hotel, rt = stock(make, rooms=3)
    assert client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, rooms=2, guests=2,
                                                          guest=contact(99))).status_code == 201
    early, full = both_paths(client, monkeypatch,
                             stay_body(hotel, rt, rooms=2, guests=2, guest=contact()))
    assert early == full and early[0] == 409
    assert "Only 1 room(s) left" in early[1]["message"] + str(early[1].get("errors"))


@pytest.mark.parametrize("restriction, field", [({"closed_to_arrival": True}, "check_in"),
                                                ({"min_stay": 5}, "check_out")])
def test_the_arrival_nights_restrictions_come_before_no_rooms(client, make, db, monkeypatch,
                                                              restriction, field):
    hotel, rt = sold_out(client, make)
    restrict(db, rt, days(10), **restriction)
    early, full = both_paths(client, monkeypatch, stay_body(hotel, rt, guest=contact()))
    assert early == full and early[0] == 422 and field in early[1]["errors"]


def test_the_hold_limit_comes_before_no_rooms(client, make, db, app, monkeypatch):
    hotel, rt = sold_out(client, make)
    _, other = stock(make, rooms=9, hotel=hotel)
    for index in range(app.config["MAX_UNPAID_HOLDS"]):
        body = stay_body(hotel, other, check_in=days(20 + index * 3), guest=contact())
        assert client.post(f"{BASE}/bookings", json=body).status_code == 201
    early, full = both_paths(client, monkeypatch, stay_body(hotel, rt, guest=contact()))
    assert early == full and early[0] == 429 and early[2]


def test_a_signed_in_guests_holds_count_under_the_account_too(client, make, db, app, auth,
                                                                monkeypatch):
    hotel, rt = sold_out(client, make)
    _, other = stock(make, rooms=9, hotel=hotel)
    guest = make.guest()
    for index in range(app.config["MAX_UNPAID_HOLDS"]):
        body = stay_body(hotel, other, check_in=days(20 + index * 3))
        assert client.post(f"{BASE}/bookings", json=body,
                           headers=auth.guest(guest)).status_code == 201
    early, full = both_paths(client, monkeypatch, stay_body(hotel, rt),
                             headers=auth.guest(guest))
    assert early == full and early[0] == 429


def test_what_the_narrow_read_cannot_settle_goes_the_full_path(client, make, db, monkeypatch):
    hotel, rt = sold_out(client, make)
    other_hotel, other_rt = sold_out(client, make)
    hidden_hotel, hidden_rt = sold_out(client, make)
    hidden_hotel.hotel_status = HotelStatus.PENDING_VERIFICATION
    off_hotel, off_rt = sold_out(client, make)
    off_rt.is_active = False
    db.session.commit()
    cases = {
        "another hotel's room type": (stay_body(hotel, other_rt, guest=contact()), 422),
        "a hotel not live": (stay_body(hidden_hotel, hidden_rt, guest=contact()), 404),
        "a room type off sale": (stay_body(off_hotel, off_rt, guest=contact()), 422),
        "an unknown room type": ({**stay_body(hotel, rt, guest=contact()),
                                  "room_type_id": 999_999}, 422),
        "an unknown rate plan": (stay_body(hotel, rt, guest=contact(), rate_plan_id=999_999),
                                 422),
    }
    for name, (body, status) in cases.items():
        early, full = both_paths(client, monkeypatch, body)
        assert early == full and early[0] == status, name


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
