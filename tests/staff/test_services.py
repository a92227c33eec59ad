"""Rules of app/services/staff/hotel.py and app/services/content/reviews.py, called without HTTP."""

from __future__ import annotations

import pytest

from app.errors import Conflict, Forbidden, NotFound, ValidationFailed
from app.services.content import reviews as review_service
from app.services.staff import hotel as staff_service


def test_update_hotel_refuses_protected_attributes_from_any_caller(db, make):
    hotel = make.hotel(hotel_status="pending_verification", verified_at=None)
    with pytest.raises(ValidationFailed):
        staff_service.update_hotel(hotel.id, {"name": "Ok", "hotel_status": "active"})
    db.session.expire_all()
    assert hotel.hotel_status == "pending_verification"
    assert hotel.name != "Ok"


def test_front_desk_rule_lives_in_the_service(db, make):
    room = make.room(status="occupied_dirty")
    with pytest.raises(Forbidden):
        staff_service.update_room(room.hotel_id, "front_desk", room.id, {"floor": 4})
    updated = staff_service.update_room(room.hotel_id, "front_desk", room.id, {"status": "cleaning"})
    assert updated.status == "cleaning"
    assert staff_service.update_room(room.hotel_id, "manager", room.id, {"floor": 4}).floor == 4


def test_records_of_another_hotel_are_not_found(db, make):
    room = make.room()
    review = make.review(hotel=room.hotel)
    stranger = make.hotel()
    with pytest.raises(NotFound):
        staff_service.update_room(stranger.id, "hotel_admin", room.id, {"status": "cleaning"})
    with pytest.raises(NotFound):
        staff_service.update_room_type(stranger.id, room.room_type_id, {"capacity": 4})
    with pytest.raises(NotFound):
        staff_service.reply_to_review(stranger.id, review.id, "Hello")


def test_room_number_conflict_and_foreign_room_type(db, make):
    room = make.room(room_number="101")
    with pytest.raises(Conflict):
        staff_service.create_room(room.hotel_id, {"room_number": "101", "room_type_id": room.room_type_id})
    foreign = make.room_type()
    with pytest.raises(ValidationFailed) as refused:
        staff_service.create_room(room.hotel_id, {"room_number": "102", "room_type_id": foreign.id})
    assert refused.value.errors == {"room_type_id": ["Not a room type of your hotel"]}


def test_review_of_a_not_live_hotel_is_not_found(db, make):
    hotel = make.hotel(hotel_status="inactive")
    guest = make.guest()
    with pytest.raises(NotFound):
        review_service.create_review(guest.id, hotel.id, rating=5, title="t", comment="c")
    with pytest.raises(NotFound):
        review_service.list_approved_reviews(hotel.id)
