"""Who gets into /admin: only an active super admin signed in through the login page."""

from __future__ import annotations

import pytest

from app.extensions import db
from app.passwords import hash_password
from tests.admin.conftest import csrf_from, login, page, reload
from tests.factories import TEST_PASSWORD

PROTECTED = [
    "/admin/", "/admin/hotel/", "/admin/hotel/edit/?id=1", "/admin/hotel/details/?id=1",
    "/admin/review/", "/admin/staff_user/", "/admin/staff_user/new/", "/admin/guest/",
    "/admin/booking/", "/admin/payment/", "/admin/booking_event/", "/admin/arrivals_today/",
    "/admin/no_shows_today/",
]


@pytest.mark.parametrize("path", PROTECTED)
def test_anonymous_visitor_is_redirected_to_the_login_page(client, path):
    response = client.get(path)
    assert response.status_code == 302
    assert response.location.startswith("/admin/login/?next=/admin/")


def test_anonymous_action_post_changes_nothing(client, make):
    hotel = make.hotel(hotel_status="pending_verification", verified_at=None)
    token = csrf_from(page(client, "/admin/login/"))
    response = client.post("/admin/hotel/action/",
                           data={"action": "verify", "rowid": [hotel.id], "csrf_token": token})
    # A refused POST cannot be replayed after signing in: no `next` back to it.
    assert response.status_code == 302 and response.location == "/admin/login/"
    reload(hotel)
    assert hotel.hotel_status == "pending_verification"


def test_login_with_the_right_password_opens_the_dashboard(client, super_admin):
    response = login(client, super_admin.email.upper(), next_path="/admin/hotel/")
    assert response.status_code == 302
    assert response.location == "/admin/hotel/"
    html = page(client, "/admin/")
    assert "Hotels pending verification" in html
    assert super_admin.email in html
    reload(super_admin)
    assert super_admin.last_login_at is not None


@pytest.mark.parametrize("email,password", [
    ("root@marefiya.et", "Wrong-password-1"),
    ("nobody@marefiya.et", TEST_PASSWORD),
])
def test_wrong_credentials_are_refused(client, super_admin, email, password):
    response = login(client, email, password)
    assert response.status_code == 401
    assert "Wrong email or password." in response.get_data(as_text=True)
    assert client.get("/admin/").status_code == 302


def test_inactive_super_admin_cannot_sign_in(client, make):
    admin = make.super_admin(is_active=False)
    assert login(client, admin.email).status_code == 401
    assert client.get("/admin/").status_code == 302


def test_login_without_csrf_token_is_refused(client, super_admin):
    page(client, "/admin/login/")
    response = client.post("/admin/login/",
                           data={"email": super_admin.email, "password": TEST_PASSWORD})
    assert response.status_code == 400
    assert client.get("/admin/").status_code == 302


def test_offsite_next_is_ignored(client, super_admin):
    response = login(client, super_admin.email, next_path="https://evil.example/")
    assert response.status_code == 302
    assert response.location == "/admin/"


def test_logout_ends_the_session(admin_client):
    token = csrf_from(page(admin_client, "/admin/"))
    response = admin_client.post("/admin/logout/", data={"csrf_token": token})
    assert response.status_code == 302 and response.location == "/admin/login/"
    assert admin_client.get("/admin/").status_code == 302


def test_logout_without_csrf_token_is_refused(admin_client):
    assert admin_client.post("/admin/logout/").status_code == 400
    assert admin_client.get("/admin/").status_code == 200


def test_deactivating_the_super_admin_ends_open_sessions(admin_client, super_admin):
    reload(super_admin).is_active = False
    db.session.commit()
    assert admin_client.get("/admin/hotel/").status_code == 302


def test_changing_the_password_ends_open_sessions(admin_client, super_admin):
    reload(super_admin).password_hash = hash_password("A-new-password-7")
    db.session.commit()
    assert admin_client.get("/admin/").status_code == 302


def test_session_expires_after_admin_session_hours(app, admin_client):
    app.config["ADMIN_SESSION_HOURS"] = 0
    assert admin_client.get("/admin/").status_code == 302


def test_api_bearer_tokens_give_no_access(client, make, auth):
    staff = make.staff()
    guest = make.guest()
    for headers in (auth.staff(staff), auth.guest(guest)):
        response = client.get("/admin/hotel/", headers=headers)
        assert response.status_code == 302
        assert response.location.startswith("/admin/login/")


def test_repeated_failures_lock_the_login_even_with_the_right_password(client, super_admin, app):
    limit = int(app.config["LOGIN_FAILURE_LIMIT"].split()[0])
    for _ in range(limit):
        assert login(client, super_admin.email, "Wrong-password-1").status_code == 401
    response = login(client, super_admin.email)
    assert response.status_code == 429
    assert "Too many failed sign-ins" in response.get_data(as_text=True)
    assert client.get("/admin/").status_code == 302


def test_session_cookie_is_httponly_and_samesite_lax(client, super_admin):
    response = login(client, super_admin.email)
    cookie = response.headers["Set-Cookie"]
    assert "HttpOnly" in cookie
    assert "SameSite=Lax" in cookie


def test_production_config_sends_the_session_cookie_over_https_only():
    from config import ProductionConfig

    assert ProductionConfig.SESSION_COOKIE_SECURE is True
    assert ProductionConfig.SESSION_COOKIE_HTTPONLY is True


# --- server-side sessions (hardening round two, finding 3) -------------------------------------

def session_cookie(client) -> str:
    return client.get_cookie("session").value


def client_with_cookie(app, value: str):
    from tests.conftest import FreshContextClient

    app.test_client_class = FreshContextClient
    other = app.test_client()
    other.set_cookie("session", value)
    return other


def test_a_copied_cookie_stops_working_when_its_owner_signs_out(app, admin_client):
    from app.models import AdminSession

    copied = session_cookie(admin_client)
    assert client_with_cookie(app, copied).get("/admin/").status_code == 200
    assert db.session.query(AdminSession).count() == 1

    token = csrf_from(page(admin_client, "/admin/"))
    assert admin_client.post("/admin/logout/", data={"csrf_token": token}).status_code == 302

    assert db.session.query(AdminSession).count() == 0
    response = client_with_cookie(app, copied).get("/admin/")
    assert response.status_code == 302 and response.location.startswith("/admin/login/")


def test_signing_in_starts_a_new_session_whatever_cookie_came_before(app, client, super_admin):
    page(client, "/admin/login/")
    before = session_cookie(client)  # what a fixation attacker could have planted
    assert login(client, super_admin.email).status_code == 302
    after = session_cookie(client)
    assert after != before
    assert client_with_cookie(app, before).get("/admin/").status_code == 302
    assert client_with_cookie(app, after).get("/admin/").status_code == 200


def test_an_idle_session_ends(app, admin_client):
    from datetime import timedelta

    from app.models import AdminSession
    from app.models.base import utcnow

    row = db.session.query(AdminSession).one()
    row.last_seen_at = utcnow() - timedelta(minutes=app.config["ADMIN_SESSION_IDLE_MINUTES"] + 1)
    db.session.commit()
    assert admin_client.get("/admin/").status_code == 302
    assert db.session.query(AdminSession).count() == 0


def test_use_keeps_a_session_alive(app, admin_client):
    from datetime import timedelta

    from app.models import AdminSession
    from app.models.base import utcnow

    row = db.session.query(AdminSession).one()
    row.last_seen_at = utcnow() - timedelta(minutes=app.config["ADMIN_SESSION_IDLE_MINUTES"] - 1)
    db.session.commit()
    assert admin_client.get("/admin/").status_code == 200
    assert reload(row).last_seen_at > utcnow() - timedelta(minutes=1)
