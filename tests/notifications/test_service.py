"""Notification service rules without HTTP."""

from __future__ import annotations

from app.extensions import db
from app.models import Notification
from app.services.messaging.notifications import mark_read, notify


def test_notify_with_the_same_dedupe_key_adds_one_notification(make):
    guest = make.guest()

    def notify_confirmed():
        result = notify(guest.id, "booking_confirmed", "Booking confirmed", "Code K7M2QX9P",
                        {"booking_id": 1}, dedupe_key="booking_confirmed:1")
        db.session.commit()
        return result

    first, second = notify_confirmed(), notify_confirmed()

    assert first is not None and second is None
    assert db.session.query(Notification).count() == 1


def test_notifications_without_dedupe_key_are_all_kept(make):
    guest = make.guest()
    for _ in range(2):
        notify(guest.id, "news", "Hello", "Hi")
    db.session.commit()
    assert db.session.query(Notification).filter_by(guest_id=guest.id).count() == 2


def test_mark_read_keeps_the_first_read_at(make):
    note = make.notification()
    first = mark_read(note.guest, note.id)
    second = mark_read(note.guest, note.id)
    assert (first.affected, second.affected) == (1, 0)
    assert second.notification.read_at == first.notification.read_at
