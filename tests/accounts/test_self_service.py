"""A guest's self-service: password reset by an emailed link (followed from the real SMTP capture),
password change, signing out, profile edits and account deletion; every token that should end
does end."""

from __future__ import annotations

import re
from datetime import timedelta

from app.extensions import db
from app.models import Booking, Guest, GuestStatus, Notification
from app.models.base import utcnow
from tests.accounts.helpers import PUBLIC_BASE_URL, assert_error, login
from tests.factories import TEST_PASSWORD

AUTH = "/api/v1/mobile/auth"
RESET_LINK = re.compile(re.escape(PUBLIC_BASE_URL) + r"/api/v1/mobile/auth/reset-password#token=[\w.\-]+")
HTML = {"Accept": "text/html"}
NEW_PASSWORD = "A-brand-new-pass-9"  # noqa: S105 - test value


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def signed_in(client, guest, password=TEST_PASSWORD) -> str:
    response = login(client, guest.email, password)
    assert response.status_code == 200, response.get_json()
    return response.get_json()["data"]["token"]


def reset_link(mailbox, address: str) -> str:
    (message,) = mailbox.to(address)
    text, html = mailbox.parts(message)
    (link,) = RESET_LINK.findall(text)
    assert link in html.replace("&amp;", "&")
    return link


def test_password_reset_by_the_emailed_link_in_a_browser(client, make, mailbox):
    guest = make.guest(email="abebe@example.et")
    old_token = signed_in(client, guest)

    response = client.post(f"{AUTH}/forgot-password", json={"email": " Abebe@Example.et "})
    assert response.status_code == 200
    link = reset_link(mailbox, "abebe@example.et")

    path, token = link.removeprefix(PUBLIC_BASE_URL).split("#token=")
    form = client.get(path, headers=HTML)  # a browser never sends the fragment
    assert form.status_code == 200 and form.mimetype == "text/html"
    assert form.headers["Cache-Control"] == "no-store"
    assert 'id="token" name="token" value=""' in form.get_data(as_text=True)
    assert "script-src 'sha256-" in form.headers["Content-Security-Policy"]
    done = client.post(path, data={"token": token, "new_password": NEW_PASSWORD}, headers=HTML)
    assert done.status_code == 200 and "Password changed" in done.get_data(as_text=True)

    assert login(client, guest.email, TEST_PASSWORD).status_code == 401
    assert login(client, guest.email, NEW_PASSWORD).status_code == 200
    revoked = client.get(f"{AUTH}/me", headers=bearer(old_token))
    assert assert_error(revoked, 401)["message"] == "Token has been revoked"
    again = client.get(path, query_string={"token": token}, headers=HTML)
    assert again.status_code == 400 and "cannot be used" in again.get_data(as_text=True)
    assert_error(client.post(f"{AUTH}/reset-password", json={"token": token, "new_password": "x" * 12}), 400)


def test_password_reset_by_json_for_the_app(client, make, mailbox):
    guest = make.guest(email="sara@example.et")
    client.post(f"{AUTH}/forgot-password", json={"email": "sara@example.et"})
    token = reset_link(mailbox, "sara@example.et").split("token=")[1]

    assert client.get(f"{AUTH}/reset-password", query_string={"token": token}).status_code == 200
    assert_error(client.post(f"{AUTH}/reset-password", json={"token": token, "new_password": "short"}), 422)
    response = client.post(f"{AUTH}/reset-password", json={"token": token, "new_password": NEW_PASSWORD})
    assert response.status_code == 200
    assert login(client, guest.email, NEW_PASSWORD).status_code == 200


def test_asking_for_a_reset_reveals_no_accounts(client, make, mailbox):
    make.guest(email="known@example.et")
    make.guest(email="gone@example.et", status=GuestStatus.DEACTIVATED)
    answers = [client.post(f"{AUTH}/forgot-password", json={"email": email}).get_json()["message"]
               for email in ("known@example.et", "nobody@example.et", "gone@example.et")]
    assert len(set(answers)) == 1
    assert [m["X-Envelope-To"] for m in mailbox.messages] == ["known@example.et"]


def test_a_tampered_or_expired_reset_link_changes_nothing(client, make, mailbox, app):
    guest = make.guest(email="abebe@example.et")
    client.post(f"{AUTH}/forgot-password", json={"email": guest.email})
    token = reset_link(mailbox, guest.email).split("token=")[1]

    assert_error(client.post(f"{AUTH}/reset-password", json={"token": token[:-2] + "xx",
                                                              "new_password": NEW_PASSWORD}), 400)
    app.config["PASSWORD_RESET_MAX_AGE"] = -1
    expired = client.post(f"{AUTH}/reset-password", json={"token": token, "new_password": NEW_PASSWORD})
    assert "expired" in assert_error(expired, 400)["message"]
    assert login(client, guest.email).status_code == 200


def test_changing_the_password_ends_every_other_token(client, make):
    guest = make.guest()
    phone_token, laptop_token = signed_in(client, guest), signed_in(client, guest)

    wrong = client.post(f"{AUTH}/password/change", headers=bearer(phone_token),
                        json={"current_password": "not-it-at-all", "new_password": NEW_PASSWORD})
    assert_error(wrong, 403)
    response = client.post(f"{AUTH}/password/change", headers=bearer(phone_token),
                           json={"current_password": TEST_PASSWORD, "new_password": NEW_PASSWORD})
    assert response.status_code == 200
    new_token = response.get_json()["data"]["token"]

    for old in (phone_token, laptop_token):
        assert_error(client.get(f"{AUTH}/me", headers=bearer(old)), 401)
    assert client.get(f"{AUTH}/me", headers=bearer(new_token)).status_code == 200
    assert login(client, guest.email, NEW_PASSWORD).status_code == 200


def test_wrong_current_passwords_are_limited_like_sign_ins(client, make, app):
    app.config["LOGIN_FAILURE_LIMIT"] = "2 per 15 minutes"
    guest = make.guest()
    token = signed_in(client, guest)
    body = {"current_password": "guessing-1", "new_password": NEW_PASSWORD}
    statuses = [client.post(f"{AUTH}/password/change", headers=bearer(token), json=body).status_code
                for _ in range(3)]
    assert statuses == [403, 403, 429]


def test_signing_out_ends_the_token_at_once(client, make, auth):
    guest = make.guest()
    token = signed_in(client, guest)
    other = signed_in(client, guest)

    assert client.post(f"{AUTH}/logout", headers=bearer(token)).status_code == 200
    revoked = assert_error(client.get(f"{AUTH}/me", headers=bearer(token)), 401)
    assert revoked["message"] == "Token has been revoked"
    assert_error(client.post(f"{AUTH}/logout", headers=bearer(token)), 401)
    assert client.get(f"{AUTH}/me", headers=bearer(other)).status_code == 200  # another device
    assert_error(client.post(f"{AUTH}/logout"), 401)

    staff_headers = auth.staff(make.staff())
    assert client.post(f"{AUTH}/logout", headers=staff_headers).status_code == 200
    assert_error(client.get("/api/v1/staff/hotel", headers=staff_headers), 401)


def test_the_profile_can_be_edited_but_not_the_email(client, make):
    guest = make.guest(email="abebe@example.et")
    token = signed_in(client, guest)

    response = client.patch(f"{AUTH}/me", headers=bearer(token),
                            json={"first_name": " Abebech ", "phone": "0911 99 88 77"})
    assert response.status_code == 200
    data = response.get_json()["data"]
    assert (data["first_name"], data["last_name"]) == ("Abebech", guest.last_name)
    assert data["phone"] == "+251911998877"
    assert_error(client.patch(f"{AUTH}/me", headers=bearer(token), json={}), 422)
    assert_error(client.patch(f"{AUTH}/me", headers=bearer(token), json={"email": "x@example.et"}), 422)
    assert_error(client.patch(f"{AUTH}/me", headers=bearer(token), json={"phone": "12"}), 422)
    assert_error(client.patch(f"{AUTH}/me", json={"first_name": "Anon"}), 401)


def test_deleting_the_account_keeps_bookings_for_the_hotel_without_personal_data(client, make):
    guest = make.guest(email="abebe@example.et")
    token = signed_in(client, guest)
    ahead = make.booking(guest=guest)  # confirmed, in 10 to 20 days
    past = make.booking(guest=guest, check_in=utcnow().date() - timedelta(days=30),
                        check_out=utcnow().date() - timedelta(days=29), status="completed")
    make.notification(guest=guest)

    assert_error(client.delete(f"{AUTH}/me", headers=bearer(token), json={"password": "wrong-one-1"}), 403)
    assert "stay ahead" in assert_error(
        client.delete(f"{AUTH}/me", headers=bearer(token), json={"password": TEST_PASSWORD}), 409)["message"]
    assert client.post(f"/api/v1/mobile/bookings/{ahead.id}/cancel", headers=bearer(token)).status_code == 200

    deleted = client.delete(f"{AUTH}/me", headers=bearer(token), json={"password": TEST_PASSWORD})
    assert deleted.status_code == 200

    assert_error(client.get(f"{AUTH}/me", headers=bearer(token)), 401)
    assert login(client, "abebe@example.et").status_code == 401
    db.session.rollback()
    stored = db.session.get(Guest, guest.id)
    assert (stored.first_name, stored.phone, stored.status) == ("Deleted", "", GuestStatus.DEACTIVATED)
    assert "abebe" not in stored.email and stored.deleted_at is not None
    for booking in db.session.query(Booking).filter(Booking.id.in_([ahead.id, past.id])):
        assert booking.guest_id == guest.id  # the hotel's books keep the stay
        assert (booking.contact_first_name, booking.contact_phone) == ("Deleted", "")
        assert booking.contact_email == stored.email
    assert db.session.query(Notification).filter_by(guest_id=guest.id).count() == 0
    again = client.post(f"{AUTH}/register", json={"first_name": "Abebe", "last_name": "K",
                                                  "email": "abebe@example.et", "phone": "0911223344",
                                                  "password": NEW_PASSWORD})
    assert again.status_code == 201  # the email is free again
