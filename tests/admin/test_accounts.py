"""Accounts in the admin panel: hotel staff accounts (create, deactivate) and guests."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from app.errors import Conflict, ValidationFailed
from app.extensions import db
from app.models import GuestStatus, StaffRole, StaffUser
from app.passwords import verify_password
from app.services.content import moderation
from tests.admin.conftest import csrf_from, page, post_action, reload
from tests.factories import TEST_PASSWORD

NEW_PASSWORD = "Initial-Pass-42"  # noqa: S105 - a test fixture value


def create_staff(client, **fields):
    html = page(client, "/admin/staff_user/new/?url=/admin/staff_user/")
    data = {"role_slug": StaffRole.MANAGER, "name": "Almaz Bekele",
            "email": "Almaz@Hotel.et", "password": NEW_PASSWORD, **fields}
    data["csrf_token"] = csrf_from(html)
    return client.post("/admin/staff_user/new/?url=/admin/staff_user/", data=data)


def staff_count() -> int:
    return db.session.scalar(select(func.count(StaffUser.id)))


def test_creating_a_staff_account_stores_only_a_password_hash(app, admin_client, make):
    hotel = make.hotel(name="Haile Resort")
    html = page(admin_client, "/admin/staff_user/new/")
    assert "Haile Resort" in html
    for slug, name in StaffRole.NAMES.items():
        assert f'value="{slug}"' in html and name in html

    response = create_staff(admin_client, hotel_id=str(hotel.id))
    assert response.status_code == 302
    staff = db.session.scalar(select(StaffUser).where(StaffUser.email == "almaz@hotel.et"))
    assert staff is not None and staff.hotel_id == hotel.id
    assert staff.role_slug == StaffRole.MANAGER and staff.is_active
    assert NEW_PASSWORD not in staff.password_hash
    assert staff.password_hash.startswith("$argon2id$")
    assert verify_password(staff.password_hash, NEW_PASSWORD)

    # The new account can sign in to the staff API with the initial password.
    login = admin_client.post("/api/v1/auth/login",
                              json={"email": "almaz@hotel.et", "password": NEW_PASSWORD})
    assert login.status_code == 200
    assert login.get_json()["data"]["hotel_id"] == hotel.id


@pytest.mark.parametrize("fields,message", [
    ({"password": "short"}, "Field must be between 8 and 1024 characters long."),
    ({"password": "12345678"}, "too common or too easy to guess"),
    ({"email": "not-an-email"}, "Enter a valid email address."),
    ({"role_slug": "owner"}, "Not a valid choice"),
    ({"hotel_id": "999999"}, "Not a valid choice"),
])
def test_invalid_staff_accounts_are_refused_and_nothing_is_written(admin_client, make, fields,
                                                                  message):
    hotel = make.hotel()
    response = create_staff(admin_client, **{"hotel_id": str(hotel.id), **fields})
    assert response.status_code == 200
    assert message in response.get_data(as_text=True)
    assert staff_count() == 0


def test_duplicate_staff_email_is_refused(admin_client, make):
    existing = make.staff(email="almaz@hotel.et")
    response = create_staff(admin_client, hotel_id=str(existing.hotel_id))
    assert response.status_code == 200
    assert "already exists" in response.get_data(as_text=True)
    assert staff_count() == 1


def test_create_without_csrf_token_is_refused(admin_client, make):
    hotel = make.hotel()
    response = admin_client.post("/admin/staff_user/new/", data={
        "hotel_id": hotel.id, "name": "X", "email": "x@hotel.et", "role_slug": "manager",
        "password": NEW_PASSWORD})
    assert response.status_code == 400
    assert staff_count() == 0


def test_deactivated_staff_cannot_sign_in_and_can_be_reactivated(admin_client, make):
    staff = make.staff()
    credentials = {"email": staff.email, "password": TEST_PASSWORD}
    assert admin_client.post("/api/v1/auth/login", json=credentials).status_code == 200

    post_action(admin_client, "staff_user", "deactivate", [staff.id])
    assert reload(staff).is_active is False
    assert admin_client.post("/api/v1/auth/login", json=credentials).status_code == 403

    post_action(admin_client, "staff_user", "reactivate", [staff.id])
    assert reload(staff).is_active is True


def test_deactivated_guest_cannot_log_in_and_their_token_stops_working(admin_client, make, auth):
    guest = make.guest()
    headers = auth.guest(guest)
    credentials = {"email": guest.email, "password": TEST_PASSWORD}
    assert admin_client.post("/api/v1/mobile/auth/login", json=credentials).status_code == 200

    response = post_action(admin_client, "guest", "deactivate", [guest.id])
    assert response.status_code == 302
    assert reload(guest).status == GuestStatus.DEACTIVATED
    assert admin_client.post("/api/v1/mobile/auth/login", json=credentials).status_code == 403
    assert admin_client.get("/api/v1/mobile/auth/me", headers=headers).status_code == 403

    post_action(admin_client, "guest", "reactivate", [guest.id])
    assert reload(guest).status == GuestStatus.ACTIVE
    assert admin_client.post("/api/v1/mobile/auth/login", json=credentials).status_code == 200


def test_guest_search(admin_client, make):
    make.guest(first_name="Selam", last_name="Tesfaye", email="selam@example.et")
    make.guest(first_name="Dawit", last_name="Alemu", email="dawit@example.et")
    html = page(admin_client, "/admin/guest/?search=selam")
    assert "selam@example.et" in html and "dawit@example.et" not in html
    html = page(admin_client, "/admin/guest/?search=alemu")
    assert "dawit@example.et" in html and "selam@example.et" not in html


def test_guests_cannot_be_edited_or_deleted_from_the_panel(admin_client, make):
    guest = make.guest()
    assert admin_client.get(f"/admin/guest/edit/?id={guest.id}").status_code == 302
    token = csrf_from(page(admin_client, "/admin/guest/"))
    admin_client.post("/admin/guest/delete/", data={"id": guest.id, "csrf_token": token})
    assert reload(guest) is not None


def test_password_hashes_are_never_shown(admin_client, make):
    guest = make.guest()
    staff = make.staff()
    paths = ["/admin/guest/", f"/admin/guest/details/?id={guest.id}", "/admin/staff_user/",
             f"/admin/staff_user/details/?id={staff.id}", "/admin/staff_user/new/"]
    for path in paths:
        html = page(admin_client, path)
        assert "$argon2" not in html, path
        assert "password_hash" not in html.lower() and "Password Hash" not in html, path


def test_service_validates_staff_accounts(make):
    hotel = make.hotel()
    with pytest.raises(ValidationFailed) as error:
        moderation.create_staff_account(hotel.id, "", "bad", "owner", "short")
    assert set(error.value.errors) == {"name", "email", "role_slug", "password"}
    moderation.create_staff_account(hotel.id, "A", "a@hotel.et", StaffRole.FRONT_DESK, NEW_PASSWORD)
    with pytest.raises(Conflict):
        moderation.create_staff_account(hotel.id, "B", "A@HOTEL.ET", StaffRole.FRONT_DESK,
                                        NEW_PASSWORD)
    assert staff_count() == 1

