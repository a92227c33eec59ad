"""GET /notifications, PATCH|POST /notifications/{id}/read, POST /notifications/mark-all-read."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from app.extensions import db
from app.models import Notification
from app.models.base import utcnow

API = "/api/v1/mobile"
TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")


def notifications_of(make, guest, n, *, start=None, **fields):
    """n notifications, oldest first, one minute apart."""
    start = start or utcnow() - timedelta(hours=1)
    return [
        make.notification(guest=guest, created_at=start + timedelta(minutes=i), title=f"Note {i}", **fields)
        for i in range(n)
    ]


def test_list_is_newest_first_with_counts_and_spec_fields(client, make, auth):
    guest = make.guest()
    older, newer = notifications_of(make, guest, 2, data={"booking_id": 7, "confirmation_code": "K7M2QX9P"})
    make.notification(guest=guest, is_read=True, read_at=utcnow(), created_at=utcnow() - timedelta(days=1))
    make.notification()  # another guest's: not counted, not listed

    response = client.get(f"{API}/notifications", headers=auth.guest(guest))

    assert response.status_code == 200 and response.json["status"] == "success"
    data = response.json["data"]
    assert data["count"] == 3 and data["unread"] == 2
    assert [item["notification_id"] for item in data["items"]][:2] == [newer.id, older.id]
    item = data["items"][0]
    assert set(item) == {
        "notification_id",
        "type",
        "title",
        "message",
        "data",
        "is_read",
        "read_at",
        "created_at",
    }
    assert item["data"] == {"booking_id": 7, "confirmation_code": "K7M2QX9P"}
    assert item["is_read"] is False and item["read_at"] is None
    assert TIMESTAMP.match(item["created_at"])
    read_item = data["items"][2]
    assert read_item["is_read"] is True and TIMESTAMP.match(read_item["read_at"])


def test_list_is_paginated_and_count_is_the_total(client, make, auth):
    guest = make.guest()
    notes = notifications_of(make, guest, 5)

    page2 = client.get(
        f"{API}/notifications", query_string={"page": 2, "limit": 2}, headers=auth.guest(guest)
    ).json["data"]

    assert page2["count"] == 5 and page2["unread"] == 5
    assert (page2["page"], page2["limit"], page2["total_pages"]) == (2, 2, 3)
    assert [i["notification_id"] for i in page2["items"]] == [notes[2].id, notes[1].id]


def test_same_second_notifications_are_ordered_newest_id_first(client, make, auth):
    guest = make.guest()
    moment = utcnow().replace(microsecond=0)
    first = make.notification(guest=guest, created_at=moment)
    second = make.notification(guest=guest, created_at=moment)

    items = client.get(f"{API}/notifications", headers=auth.guest(guest)).json["data"]["items"]

    assert [i["notification_id"] for i in items] == [second.id, first.id]


@pytest.mark.parametrize("query", [{"limit": 51}, {"limit": 0}, {"page": 0}, {"page": "x"}])
def test_bad_pagination_is_422(client, make, auth, query):
    response = client.get(f"{API}/notifications", query_string=query, headers=auth.guest(make.guest()))
    assert response.status_code == 422


def test_empty_list(client, make, auth):
    data = client.get(f"{API}/notifications", headers=auth.guest(make.guest())).json["data"]
    assert data["count"] == 0 and data["unread"] == 0 and data["items"] == []
    assert data["total_pages"] == 0


@pytest.mark.parametrize(
    "method, path",
    [
        ("get", "/notifications"),
        ("patch", "/notifications/1/read"),
        ("post", "/notifications/1/read"),
        ("post", "/notifications/mark-all-read"),
    ],
)
def test_guest_token_required(client, make, auth, method, path):
    make.notification()
    anonymous = getattr(client, method)(f"{API}{path}")
    staff = getattr(client, method)(f"{API}{path}", headers=auth.staff(make.staff()))
    assert anonymous.status_code == 401 and anonymous.json["status"] == "error"
    assert staff.status_code == 403
    assert db.session.query(Notification).filter_by(is_read=True).count() == 0


@pytest.mark.parametrize("method", ["patch", "post"])
def test_mark_read_persists_and_is_idempotent(client, make, auth, method):
    guest = make.guest()
    note = make.notification(guest=guest)
    headers = auth.guest(guest)

    first = getattr(client, method)(f"{API}/notifications/{note.id}/read", headers=headers)
    second = client.post(f"{API}/notifications/{note.id}/read", headers=headers)

    assert first.status_code == 200
    assert first.json["data"]["notification_id"] == note.id
    assert first.json["data"]["is_read"] is True and first.json["data"]["affected"] == 1
    assert TIMESTAMP.match(first.json["data"]["read_at"])
    assert second.json["data"]["affected"] == 0
    assert second.json["data"]["read_at"] == first.json["data"]["read_at"]
    listed = client.get(f"{API}/notifications", headers=headers).json["data"]
    assert listed["unread"] == 0 and listed["items"][0]["is_read"] is True
    assert listed["items"][0]["read_at"] == first.json["data"]["read_at"]


def test_another_guests_notification_is_404_and_stays_unread(client, make, auth):
    note = make.notification()
    intruder = make.guest()

    response = client.patch(f"{API}/notifications/{note.id}/read", headers=auth.guest(intruder))

    assert response.status_code == 404 and response.json["data"] is None
    db.session.expire_all()
    assert db.session.get(Notification, note.id).is_read is False


def test_unknown_notification_is_404(client, make, auth):
    response = client.post(f"{API}/notifications/999999/read", headers=auth.guest(make.guest()))
    assert response.status_code == 404


def test_mark_all_read_touches_only_the_callers_unread(client, make, auth):
    guest = make.guest()
    notifications_of(make, guest, 3)
    make.notification(guest=guest, is_read=True, read_at=utcnow())
    other = make.notification()
    headers = auth.guest(guest)

    first = client.post(f"{API}/notifications/mark-all-read", headers=headers)
    second = client.post(f"{API}/notifications/mark-all-read", headers=headers)

    assert first.status_code == 200
    assert first.json["data"] == {"affected": 3, "unread": 0}
    assert second.json["data"] == {"affected": 0, "unread": 0}
    assert client.get(f"{API}/notifications", headers=headers).json["data"]["unread"] == 0
    db.session.expire_all()
    assert db.session.get(Notification, other.id).is_read is False
