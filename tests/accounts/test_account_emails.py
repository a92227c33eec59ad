"""The account's security emails, through the outbox to the loopback SMTP server: a password
changed (by the guest or by a reset link) and an account deleted. A refused change or deletion
sends nothing."""

from __future__ import annotations

from tests.accounts.helpers import assert_error
from tests.accounts.test_self_service import AUTH, NEW_PASSWORD, bearer, reset_link, signed_in
from tests.factories import TEST_PASSWORD


def only_email(mailbox, address: str, subject: str) -> tuple[str, str]:
    messages = [m for m in mailbox.to(address) if m["Subject"] == subject]
    assert len(messages) == 1, [m["Subject"] for m in mailbox.to(address)]
    return mailbox.parts(messages[0])


def test_a_password_change_is_emailed(client, make, mailbox):
    guest = make.guest(email="abebe@example.et", first_name="Abebe")
    token = signed_in(client, guest)
    refused = client.post(f"{AUTH}/password/change", headers=bearer(token),
                          json={"current_password": "not-it-at-all", "new_password": NEW_PASSWORD})
    assert_error(refused, 403)
    weak = client.post(f"{AUTH}/password/change", headers=bearer(token),
                       json={"current_password": TEST_PASSWORD, "new_password": "password"})
    assert_error(weak, 422)
    assert mailbox.to("abebe@example.et") == []

    response = client.post(f"{AUTH}/password/change", headers=bearer(token),
                           json={"current_password": TEST_PASSWORD, "new_password": NEW_PASSWORD})
    assert response.status_code == 200
    text, html = only_email(mailbox, "abebe@example.et", "Your Marefiya password was changed")
    for body in (text, html):
        assert "Hello Abebe," in body and "abebe@example.et" in body
        assert "Forgot password" in body and "signed out" in body
    assert NEW_PASSWORD not in text + html


def test_a_password_reset_is_emailed(client, make, mailbox):
    make.guest(email="sara@example.et", first_name="Sara")
    client.post(f"{AUTH}/forgot-password", json={"email": "sara@example.et"})
    token = reset_link(mailbox, "sara@example.et").split("token=")[1]
    assert client.post(f"{AUTH}/reset-password",
                       json={"token": token, "new_password": NEW_PASSWORD}).status_code == 200
    text, _ = only_email(mailbox, "sara@example.et", "Your Marefiya password was changed")
    assert "Hello Sara," in text


def test_an_account_deletion_is_emailed_to_the_address_it_had(client, make, mailbox):
    guest = make.guest(email="abebe@example.et", first_name="Abebe")
    token = signed_in(client, guest)
    make.booking(guest=guest)  # a stay ahead: deletion refused, nothing sent
    assert_error(client.delete(f"{AUTH}/me", headers=bearer(token), json={"password": TEST_PASSWORD}), 409)
    assert mailbox.to("abebe@example.et") == []

    other = make.guest(email="kebede@example.et", first_name="Kebede")
    other_token = signed_in(client, other)
    assert client.delete(f"{AUTH}/me", headers=bearer(other_token),
                         json={"password": TEST_PASSWORD}).status_code == 200
    text, html = only_email(mailbox, "kebede@example.et", "Your Marefiya account is deleted")
    for body in (text, html):
        assert "Hello Kebede," in body and "kebede@example.et" in body and "register again" in body
