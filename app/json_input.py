"""The one JSON decoder for request bodies (Flask's `request.get_json`, the API's and the
assistant's argument parsers all use it), with the limits a public endpoint needs.

The standard library accepts, and later code chokes on: nesting deep enough to exhaust the
recursion limit, integers of thousands of digits, `NaN`/`Infinity`, lone UTF-16 surrogates
(`"\\ud800"`, which no UTF-8 database, log or response can encode), and hundreds of thousands of
keys that each cost a validation error. Each is refused here as a `JSONRefused` (a
`json.JSONDecodeError`), which
every caller already turns into a clear 400 (422 `json_invalid` on the assistant paths).
"""

from __future__ import annotations

import json
import math
import sys

MAX_DEPTH = 32
MAX_VALUES = 10_000  # every string, number, object and array counts one
MAX_NUMBER_DIGITS = 100  # far beyond any id, count or amount: those get a 422 naming the field


class _Refused(ValueError):
    def __init__(self, reason: str, *, beyond_standard_decoder: bool = False):
        super().__init__(reason)
        self.beyond_standard_decoder = beyond_standard_decoder


class JSONRefused(json.JSONDecodeError):
    """Well-formed JSON beyond a limit; `reason` says which, for the error message.
    `beyond_standard_decoder`: `json.loads` alone would fail on it too (recursion limit, integer
    digit limit), which the assistant answers as FastAPI does (400)."""

    def __init__(self, reason: str, doc: str, *, beyond_standard_decoder: bool = False):
        super().__init__(f"Refused: {reason}", doc, 0)
        self.reason = reason
        self.beyond_standard_decoder = beyond_standard_decoder


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_NUMBER_DIGITS:
        raise _Refused(f"a number has more than {MAX_NUMBER_DIGITS} digits",
                       beyond_standard_decoder=digits > sys.get_int_max_str_digits())
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS + 10:  # digits, sign, point and exponent
        raise _Refused(f"a number has more than {MAX_NUMBER_DIGITS} digits")
    number = float(text)
    if not math.isfinite(number):
        raise _Refused("a number is too large")
    return number


def _parse_constant(name: str):
    raise _Refused(f"{name} is not a JSON number")


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise _Refused("a string holds an unpaired UTF-16 surrogate") from None


def _check_structure(value) -> None:
    """Depth, size and text of a decoded document, iteratively (no recursion to exhaust)."""
    stack = [(value, 1)]
    count = 0
    while stack:
        item, depth = stack.pop()
        count += 1
        if count > MAX_VALUES:
            raise _Refused(f"more than {MAX_VALUES} values")
        if isinstance(item, str):
            _check_text(item)
        elif isinstance(item, dict | list):
            if depth > MAX_DEPTH:
                raise _Refused(f"nested deeper than {MAX_DEPTH} levels")
            if isinstance(item, dict):
                for key in item:
                    _check_text(key)
                children = item.values()
            else:
                children = item
            stack.extend((child, depth + 1) for child in children)


def decode_json(data: bytes | str):
    """Decode a request body. Raises `json.JSONDecodeError` for malformed JSON and for JSON
    beyond the limits above, `UnicodeDecodeError` for bytes that are not UTF-8."""
    text = data.decode("utf-8") if isinstance(data, bytes | bytearray) else data
    try:
        value = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                           parse_constant=_parse_constant)
        _check_structure(value)
    except _Refused as exc:
        raise JSONRefused(str(exc), text, beyond_standard_decoder=exc.beyond_standard_decoder) from None
    except RecursionError:
        raise JSONRefused(f"nested deeper than {MAX_DEPTH} levels", text,
                          beyond_standard_decoder=True) from None
    return value
