"""Fixtures of the staff API tests: a hotel with its admin, and a second hotel with its own admin."""

from __future__ import annotations

import pytest

STAFF = "/api/v1/staff"


@pytest.fixture
def hotel(make):
    return make.hotel(name="Blue Nile Hotel")


@pytest.fixture
def admin(make, hotel):
    return make.staff(hotel=hotel, role_slug="hotel_admin")


@pytest.fixture
def as_admin(auth, admin):
    return auth.staff(admin)


@pytest.fixture
def other_hotel(make):
    return make.hotel(name="Other Hotel")


@pytest.fixture
def as_other_admin(make, auth, other_hotel):
    return auth.staff(make.staff(hotel=other_hotel, role_slug="hotel_admin"))


@pytest.fixture
def as_role(make, auth, hotel):
    """Headers of a staff member of `hotel` with the given role: `as_role("front_desk")`."""

    def headers(role: str) -> dict:
        return auth.staff(make.staff(hotel=hotel, role_slug=role))

    return headers


@pytest.fixture
def as_guest(make, auth):
    return auth.guest(make.guest())
