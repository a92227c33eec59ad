"""JSON already written: a response's value whose text a writer made itself (issue 34).

A search page is 20 hotel cards, nearly all of its 10 KB. Each card's hotel fields are the same
on every page that shows it, yet `json.dumps` wrote them again on every request: 86 us of a
search's ~1.2 ms of CPU (bench/request_cpu.py). The catalogue copy now keeps each card's text
(catalogue_snapshot.ready_card_json) and the search page is written around it
(app/schemas/hotels.py `search_result_json`) as a `JSONText`, which the app's JSON provider
puts into the envelope as it is (app/__init__.py JSONProvider.dumps).

A JSONText is what `json.dumps(value, separators=COMPACT)` writes of the value (ASCII only,
keys in their order, no spaces): what the provider writes outside debug mode. Where the
provider writes otherwise (indented in debug mode, or other settings) the text is read back and
written as any value is, so every response stays what the provider would write.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from math import isfinite

from flask import current_app

# json.dumps' separators for compact text: what Flask's provider writes outside debug mode.
COMPACT = (",", ":")

_float_repr = float.__repr__
_int_repr = int.__repr__


class JSONText(str):
    """A value's JSON text, written as `json.dumps(value, separators=COMPACT)` would write it."""

    __slots__ = ()


def scalar_json(value) -> str:
    """A None, bool, int or float as json.dumps writes it (any other value through json.dumps
    itself): the per-request values of a page written around ready text, a few dozen a page, at
    a fraction of json.dumps' call each."""
    if value is None:
        return "null"
    kind = type(value)
    if kind is bool:
        return "true" if value else "false"
    if kind is float:
        # NaN and the infinities in json's own spelling.
        return _float_repr(value) if isfinite(value) else json.dumps(value)
    if kind is int:
        return _int_repr(value)
    return json.dumps(value, separators=COMPACT)


def compact_json(value) -> str:
    """`value` as the app's JSON provider writes it outside debug mode, as JSON text: its
    `default` for what JSON has no type for (a Decimal as a number)."""
    return json.dumps(value, separators=COMPACT, default=current_app.json.default)


def holds_text(obj) -> bool:
    """Whether `obj` is a dict with a JSONText among its values (an envelope around a page)."""
    return type(obj) is dict and any(type(value) is JSONText for value in obj.values())


def dumps_with_text(obj: dict, dumps: Callable[..., str], *, as_written: bool, **kwargs) -> str:
    """`obj` (a dict with JSONText values) written by `dumps` (the provider's) with `kwargs`:
    its JSONText values put in as they are where `as_written` (the provider writes ASCII, keys
    in their order) and `kwargs` ask for compact text, else read back and written with the
    rest (debug mode's indentation)."""
    if as_written and kwargs.get("separators") == COMPACT and kwargs.get("indent") is None:
        return "{" + ",".join(
            f"{json.dumps(key)}:{value if type(value) is JSONText else dumps(value, **kwargs)}"
            for key, value in obj.items()) + "}"
    return dumps({key: json.loads(value) if type(value) is JSONText else value
                  for key, value in obj.items()}, **kwargs)
