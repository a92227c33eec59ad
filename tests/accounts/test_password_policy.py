"""The password policy (app/passwords.py): one rule for registration, password change, reset and
the staff accounts an admin creates. Common and breached passwords, and passwords made of the
account's own name or email, are refused with a 422 naming the field; nothing is written then."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from app.errors import ValidationFailed
from app.extensions import db
from app.models import Guest, StaffUser
from app.passwords import PASSWORD_TOO_WEAK, password_problem
from app.services.content.moderation import create_staff_account
from tests.accounts.helpers import REGISTRATION, assert_error, login, register
from tests.accounts.test_self_service import AUTH, NEW_PASSWORD, bearer, reset_link, signed_in
from tests.factories import TEST_PASSWORD

WEAK = ["password", "12345678", "qwertyuiop", "P@ssw0rd2024", "xxxxxxxxxxxx", "Password1!"]


@pytest.mark.parametrize("password", WEAK)
def test_registration_refuses_common_passwords(client, password):
    body = assert_error(register(client, password=password), 422)
    assert body["errors"] == {"password": [PASSWORD_TOO_WEAK]}
    assert db.session.scalar(select(func.count()).select_from(Guest)) == 0


def test_registration_refuses_a_password_made_of_the_own_email(client):
    body = assert_error(register(client, email="tigist.alemu@example.et",
                                 password="tigist.alemu"), 422)  # noqa: S106 - a test value
    assert body["errors"] == {"password": [PASSWORD_TOO_WEAK]}


def test_short_passwords_are_refused_before_the_guessing_check(client):
    body = assert_error(register(client, password="Xy7!q"), 422)  # noqa: S106
    assert list(body["errors"]) == ["password"]


def test_good_passwords_pass(client):
    assert register(client).status_code == 201, REGISTRATION["password"]
    for password in (TEST_PASSWORD, NEW_PASSWORD, "injera and strong buna at dawn"):
        assert password_problem(password) is None


def test_a_very_long_pass_phrase_is_judged_without_failing(client):
    assert password_problem("correct horse battery staple " * 8) is None
    assert password_problem("a" * 256) == PASSWORD_TOO_WEAK


def test_password_change_refuses_a_weak_new_password_and_changes_nothing(client, make):
    guest = make.guest()
    token = signed_in(client, guest)
    weak = client.post(f"{AUTH}/password/change", headers=bearer(token),
                       json={"current_password": TEST_PASSWORD, "new_password": "12345678"})
    assert assert_error(weak, 422)["errors"] == {"new_password": [PASSWORD_TOO_WEAK]}
    # The old token and the old password still work: nothing was written.
    assert client.get(f"{AUTH}/me", headers=bearer(token)).status_code == 200
    assert login(client, guest.email, TEST_PASSWORD).status_code == 200


def test_reset_refuses_a_weak_password_and_the_link_still_works(client, make, mailbox):
    guest = make.guest(email="sara@example.et")
    client.post(f"{AUTH}/forgot-password", json={"email": "sara@example.et"})
    token = reset_link(mailbox, "sara@example.et").split("token=")[1]

    weak = client.post(f"{AUTH}/reset-password", json={"token": token, "new_password": "password"})
    assert assert_error(weak, 422)["errors"] == {"new_password": [PASSWORD_TOO_WEAK]}
    named = client.post(f"{AUTH}/reset-password", json={"token": token, "new_password": "sara@example.et"})
    assert assert_error(named, 422)["errors"] == {"new_password": [PASSWORD_TOO_WEAK]}
    # A dead link answers 400 whatever the password.
    dead = {"token": token + "x", "new_password": "password"}
    assert_error(client.post(f"{AUTH}/reset-password", json=dead), 400)

    good = client.post(f"{AUTH}/reset-password", json={"token": token, "new_password": NEW_PASSWORD})
    assert good.status_code == 200
    assert login(client, guest.email, NEW_PASSWORD).status_code == 200


def test_staff_creation_refuses_a_weak_password(app, make):
    hotel = make.hotel()
    with pytest.raises(ValidationFailed) as refused:
        create_staff_account(hotel.id, "Almaz", "almaz@hotel.et", "manager", "12345678")
    assert refused.value.errors == {"password": [PASSWORD_TOO_WEAK]}
    assert db.session.scalar(select(func.count()).select_from(StaffUser)) == 0
    assert create_staff_account(hotel.id, "Almaz", "almaz@hotel.et", "manager", NEW_PASSWORD).is_active
