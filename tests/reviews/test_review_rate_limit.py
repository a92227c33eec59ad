"""Review creation is rate limited per guest (REVIEW_LIMIT)."""

from __future__ import annotations

import pytest

BODY = {"rating": 4, "title": "Good", "comment": "Quiet rooms."}


@pytest.fixture
def app_config(app_config):
    return {**app_config, "REVIEW_LIMIT": "2 per hour"}


def test_third_review_in_the_window_is_429_for_that_guest_only(client, make, auth):
    hotel = make.hotel()
    url = f"/api/v1/mobile/hotels/{hotel.id}/reviews"
    first_guest, second_guest = auth.guest(make.guest()), auth.guest(make.guest())
    assert [client.post(url, json=BODY, headers=first_guest).status_code for _ in range(2)] == [201, 201]

    refused = client.post(url, json=BODY, headers=first_guest)
    assert refused.status_code == 429
    assert refused.json["status"] == "error"
    assert int(refused.headers["Retry-After"]) > 0

    assert client.post(url, json=BODY, headers=second_guest).status_code == 201
    # Reading stays open.
    assert client.get(url).status_code == 200
