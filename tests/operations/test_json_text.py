"""JSON text written ahead (app/json_text.py): a JSONText value goes into a response as it is
where the app writes compact JSON, and is read back and written with the rest elsewhere, so a
response is always what the JSON provider writes of the same values."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from app.json_text import COMPACT, JSONText, compact_json, scalar_json


@pytest.mark.parametrize("value", [None, True, False, 0, -7, 2**70, 1.5, 0.1 + 0.2, 1e-7, 1e22,
                                   float("nan"), float("inf"), float("-inf"), "ሆቴል \"x\"",
                                   [1, "a"]])
def test_a_scalar_is_written_as_json_dumps_writes_it(value):
    assert scalar_json(value) == json.dumps(value, separators=COMPACT)


def body(data) -> dict:
    return {"status": "success", "message": "ሰላም", "timestamp": "2026-11-27T07:00:00Z",
            "data": data}


@pytest.mark.parametrize("compact", [None, False])
def test_a_json_text_value_is_written_as_its_value_would_be(app, compact):
    app.json.compact = compact
    data = {"price": Decimal("12.50"), "name": "ባሕር ዳር", "nights": None, "list": [1.25, True]}
    with app.test_request_context("/"):
        text = JSONText(compact_json(data))
        assert app.json.response(body(text)).get_data() == app.json.response(body(data)).get_data()


def test_json_text_is_read_back_where_the_provider_writes_other_text(app):
    # A provider that would write something else (non-ASCII left as it is) reads the text back.
    app.json.ensure_ascii = False
    data = {"name": "ባሕር ዳር"}
    with app.test_request_context("/"):
        text = JSONText(compact_json(data))
        written = app.json.response(body(text)).get_data(as_text=True)
    assert '"name":"ባሕር ዳር"' in written
    assert written == app.json.response(body(data)).get_data(as_text=True)
