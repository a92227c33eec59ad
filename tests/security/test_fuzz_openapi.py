"""Fuzz the whole API from its own OpenAPI document (schemathesis, in process).

Every operation is called with generated inputs three times over: without a token, with a guest
token and with a staff token. Whatever the input, the service must never answer 500, and every
response must match the status codes, content types and schemas the document declares. The
example count is bounded so that the suite stays fast.
"""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
          response_schema_conformance]
FUZZ_SETTINGS = settings(max_examples=6, deadline=None, derandomize=True,
                         suppress_health_check=list(HealthCheck))


@pytest.fixture
def app_config(app_config):
    # Rate limits are exercised elsewhere; here they would only turn generated calls into 429s.
    return {**app_config, "RATELIMIT_ENABLED": False}


@pytest.fixture
def world(make):
    """A small catalogue so that generated ids sometimes hit real records."""
    hotel = make.hotel(id=1)
    room_type = make.room_type(hotel=hotel, id=1)
    make.room(room_type=room_type)
    guest = make.guest(id=1)
    staff = make.staff(hotel=hotel)
    make.booking(guest=guest, room_type=room_type, id=1)
    make.notification(guest=guest, id=1)
    make.review(hotel=hotel, guest=guest, id=1)
    return {"guest": guest, "staff": staff}


def _operations(app):
    schema = schemathesis.openapi.from_wsgi("/api/openapi.json", app)
    return [result.ok() for result in schema.get_all_operations()]


def _fuzz(app, headers: dict) -> None:
    """Run every operation with generated cases; collect failures so one run reports them all."""
    failures = []
    for operation in _operations(app):

        @FUZZ_SETTINGS
        @given(case=operation.as_strategy())
        def run(case):
            case.call_and_validate(headers=headers, checks=CHECKS)

        try:
            run()
        except (Exception, BaseExceptionGroup) as exc:  # noqa: BLE001 - schemathesis raises groups
            failures.append(f"{operation.method.upper()} {operation.path}: {exc}"[:1500])
    assert not failures, "\n\n".join(failures)


def test_fuzz_without_token(app, world):
    _fuzz(app, {})


def test_fuzz_with_guest_token(app, world, auth):
    _fuzz(app, auth.guest(world["guest"]))


def test_fuzz_with_staff_token(app, world, auth):
    _fuzz(app, auth.staff(world["staff"]))
