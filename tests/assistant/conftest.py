"""Helpers for the assistant tests: learning documents through the API, reading SSE bodies."""

from __future__ import annotations

import json

import pytest

BLUE_NILE = (
    "Blue Nile Lodge stands on the shore of Lake Tana, a short walk from the Bahir Dar "
    "waterfront. Breakfast at Blue Nile Lodge is served from 6:30 to 10:00 every morning in "
    "the garden restaurant. Check-out time at Blue Nile Lodge is 11:00; late check-out until "
    "14:00 costs 500 birr."
)
PAYMENTS = (
    "Marefiya accepts payment through Chapa: telebirr, CBE Birr and bank cards are supported. "
    "A booking is held for 15 minutes while you pay. Refunds for cancelled bookings reach "
    "the original payment method within 7 working days."
)
LALIBELA = (
    "The rock-hewn churches of Lalibela were carved in the 12th and 13th centuries. The "
    "church of Saint George, Bete Giyorgis, is carved in the shape of a cross. Visitors need "
    "a ticket from the Lalibela church office; guides can be hired at the entrance."
)


@pytest.fixture
def learn(client):
    """POST /v1/learn and return the JSON (asserting 200)."""

    def _learn(text, *, url="", title="", lang="en", headers=None, **extra):
        body = {"text": text, "url": url, "title": title, "lang": lang, **extra}
        response = client.post("/v1/learn", json=body, headers=headers or {})
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    return _learn


@pytest.fixture
def ask(client):
    """POST /v1/chat with stream false and return the JSON (asserting 200)."""

    def _ask(message, *, headers=None, **extra):
        response = client.post(
            "/v1/chat", json={"message": message, "stream": False, **extra}, headers=headers or {}
        )
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    return _ask


def parse_sse(body: str) -> list[tuple[str, dict]]:
    """(event, data) pairs of a complete text/event-stream body."""
    events = []
    for block in body.strip().split("\n\n"):
        name, data = "message", ""
        for line in block.splitlines():
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data += line[5:].strip()
        events.append((name, json.loads(data)))
    return events
