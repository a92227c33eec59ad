"""The password reset link: its token travels in the fragment (never in a request line, so no
access log keeps it), the page works in a real browser under its Content-Security-Policy, it is
never cached, and it works exactly once even when used ten times at once."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

import requests

from tests.accounts.helpers import PUBLIC_BASE_URL, login
from tests.accounts.test_self_service import AUTH, NEW_PASSWORD, reset_link


def test_the_emailed_link_works_in_a_browser_and_its_token_never_reaches_the_server(
        live_server, browser_page, client, make, mailbox):
    guest = make.guest(email="abebe@example.et")
    client.post(f"{AUTH}/forgot-password", json={"email": guest.email})
    link = reset_link(mailbox, guest.email)
    assert "?" not in link and "#token=" in link
    page = browser_page
    seen_urls, errors = [], []
    page.on("request", lambda request: seen_urls.append(request.url))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))

    page.goto(link.replace(PUBLIC_BASE_URL, live_server))
    assert "#" not in page.url  # the script took the token out of the address bar
    page.fill("input[name=new_password]", NEW_PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_selector("text=Password changed")

    assert errors == []  # the script ran: not blocked by the page's Content-Security-Policy
    assert not any("token=" in url for url in seen_urls), seen_urls
    assert login(client, guest.email, NEW_PASSWORD).status_code == 200


def test_a_reset_link_used_ten_times_at_once_works_once(live_server, client, make, mailbox):
    guest = make.guest(email="sara@example.et")
    client.post(f"{AUTH}/forgot-password", json={"email": guest.email})
    token = reset_link(mailbox, guest.email).split("#token=")[1]
    start = Barrier(10)

    def use(n: int) -> int:
        start.wait()
        return requests.post(f"{live_server}{AUTH}/reset-password", timeout=60,
                             json={"token": token, "new_password": f"{NEW_PASSWORD}-{n}"}).status_code

    with ThreadPoolExecutor(max_workers=10) as pool:
        statuses = list(pool.map(use, range(10)))

    assert sorted(statuses) == [200] + [400] * 9


def test_the_reset_answers_are_never_cached(client, make, mailbox):
    guest = make.guest(email="kebede@example.et")
    client.post(f"{AUTH}/forgot-password", json={"email": guest.email})
    token = reset_link(mailbox, guest.email).split("#token=")[1]
    html = {"Accept": "text/html"}
    for response in (client.get(f"{AUTH}/reset-password", headers=html),
                     client.get(f"{AUTH}/reset-password", query_string={"token": token}, headers=html)):
        assert response.status_code == 200 and response.headers["Cache-Control"] == "no-store"
    assert client.get(f"{AUTH}/reset-password").status_code == 422  # an app must send the token
