"""app.blueprints.base._InputProxy: the query string, form and headers as webargs reads them,
without an exception per absent field and without working out a schema's repeated keys on every
request; what a schema loads is webargs' own."""

from __future__ import annotations

import gc

import pytest
from flask import Flask
from marshmallow import Schema, fields
from werkzeug.exceptions import BadRequestKeyError

from app.blueprints.base import ApiArgumentsParser, _InputProxy


class Query(Schema):
    city = fields.String()
    guests = fields.Integer(load_default=1)
    tags = fields.List(fields.String())
    page = fields.Integer()
    sort = fields.String(data_key="order")


QUERY = Query()


def _parse(query_string: str, location: str = "query", before=lambda: None) -> dict:
    app = Flask(__name__)
    with app.test_request_context(f"/?{query_string}", method="GET"):
        before()
        return ApiArgumentsParser().parse(QUERY, location=location, unknown=None)


def test_present_absent_and_repeated_keys_load_as_webargs_loads_them():
    assert _parse("city=Gondar&tags=wifi&tags=pool&order=price") == {
        "city": "Gondar", "guests": 1, "tags": ["wifi", "pool"], "sort": "price"}
    assert _parse("") == {"guests": 1}
    # A repeated key of a field that is not a list: the first value, as before.
    assert _parse("city=Gondar&city=Lalibela") == {"city": "Gondar", "guests": 1}


def test_an_absent_field_raises_no_exception_inside_werkzeug(monkeypatch):
    built = []
    original = BadRequestKeyError.__init__

    def note(self, *args, **kwargs):
        built.append(args)
        original(self, *args, **kwargs)

    assert _parse("city=Gondar", before=lambda: monkeypatch.setattr(
        BadRequestKeyError, "__init__", note)) == {"city": "Gondar", "guests": 1}
    assert built == []  # webargs' own proxy built one for each of the four absent fields


def test_the_repeated_keys_are_worked_out_once_per_schema_object():
    first = _InputProxy({}, QUERY)
    second = _InputProxy({}, QUERY)
    assert first.multiple_keys == {"tags"}
    assert second.multiple_keys is first.multiple_keys
    other = Query()  # another object of the same class: its own entry, gone with it
    assert _InputProxy({}, other).multiple_keys == {"tags"}
    assert other in _InputProxy._multiple_keys
    del other
    gc.collect()  # a schema and its fields refer to each other
    assert len([s for s in _InputProxy._multiple_keys if type(s) is Query]) == 1


@pytest.mark.parametrize("query", ["city=Gon%00dar", "ci%00ty=Gondar"])
def test_a_nul_character_is_still_refused_naming_its_field(query):
    app = Flask(__name__)
    with app.test_request_context(f"/?{query}", method="GET"), pytest.raises(Exception) as refused:
        ApiArgumentsParser().parse(QUERY, location="query", unknown=None)
    assert refused.value.code == 422
