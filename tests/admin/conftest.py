"""Helpers for the admin panel tests: sign in through the real login form, post list actions and
forms with the CSRF token scraped from the page, as a browser would."""

from __future__ import annotations

import re
from html import unescape

import pytest

from tests.factories import TEST_PASSWORD

CSRF_INPUT = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf_token"')


def csrf_from(html: str) -> str:
    match = CSRF_INPUT.search(html)
    assert match, "no CSRF token on the page"
    return unescape(match.group(1) or match.group(2))


def page(client, path: str, expect: int = 200) -> str:
    response = client.get(path)
    assert response.status_code == expect, (path, response.status_code, response.location)
    return response.get_data(as_text=True)


def login(client, email: str, password: str = TEST_PASSWORD, next_path: str | None = None):
    path = "/admin/login/" + (f"?next={next_path}" if next_path else "")
    token = csrf_from(page(client, path))
    return client.post(path, data={"email": email, "password": password, "csrf_token": token})


def post_action(client, endpoint: str, action: str, ids, list_path: str | None = None):
    """Run a list action (bulk, or one row) the way the list page's form does."""
    list_path = list_path or f"/admin/{endpoint}/"
    token = csrf_from(page(client, list_path))
    return client.post(
        f"/admin/{endpoint}/action/",
        data={"action": action, "rowid": [str(i) for i in ids], "url": list_path,
              "csrf_token": token},
    )


@pytest.fixture
def super_admin(make):
    return make.super_admin(email="root@marefiya.et")


@pytest.fixture
def admin_client(client, super_admin):
    """A test client signed in to /admin as an active super admin."""
    response = login(client, super_admin.email)
    assert response.status_code == 302, response.get_data(as_text=True)
    return client


def reload(obj):
    """The row as the database has it now (ends the test session's read transaction, whose
    snapshot would otherwise hide what the requests committed)."""
    from app.extensions import db

    db.session.rollback()
    db.session.refresh(obj)
    return obj
