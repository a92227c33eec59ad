"""The OpenAPI document (GET /api/openapi.json) is a contract client teams generate code from:
it must be valid OpenAPI, as openapi-spec-validator (the validator generators rely on) reads it."""

from __future__ import annotations

import json
import re

import pytest
from openapi_spec_validator import OpenAPIV30SpecValidator

from app.blueprints.base import ApiBlueprint
from app.openapi import TAGS


def test_the_document_is_valid_openapi_with_zero_errors(client):
    document = json.loads(client.get("/api/openapi.json").data)
    errors = [f"{'/'.join(map(str, error.path))}: {error.message[:200]}"
              for error in OpenAPIV30SpecValidator(document).iter_errors()]
    assert errors == []


def test_reset_password_takes_a_json_body_not_parameters(client):
    document = json.loads(client.get("/api/openapi.json").data)
    for prefix in ("/api/v1/auth", "/api/v1/mobile/auth"):
        operation = document["paths"][f"{prefix}/reset-password"]["post"]
        assert "parameters" not in operation
        schema = operation["requestBody"]["content"]["application/json"]["schema"]
        assert schema == {"$ref": "#/components/schemas/ResetPassword"}


def test_chat_request_product_shows_the_services_product_as_its_default(client, app):
    product = json.loads(client.get("/api/openapi.json").data)["components"]["schemas"]["ChatRequest"][
        "properties"]["product"]
    assert product["default"] == "marefiya" == app.config["ASSISTANT_PRODUCT"]
    assert product["type"] == "string" and not product.get("nullable")


METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def _operations(document):
    return [(method.upper(), path, operation) for path, item in document["paths"].items()
            for method, operation in item.items() if method in METHODS]


def test_every_operation_has_a_unique_camel_case_operation_id(client):
    operations = _operations(json.loads(client.get("/api/openapi.json").data))
    ids = [operation.get("operationId") for _, _, operation in operations]
    assert [f"{m} {p}" for (m, p, _), i in zip(operations, ids, strict=True) if not i] == []
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    assert all(re.fullmatch(r"[a-z][a-zA-Z0-9]*", i) for i in ids), ids


def test_operation_ids_are_the_published_names(client):
    # Generated clients name their functions after these: renaming one breaks every client.
    document = json.loads(client.get("/api/openapi.json").data)
    by_route = {f"{m} {p}": o["operationId"] for m, p, o in _operations(document)}
    assert by_route["POST /api/v1/auth/login"] == "login"
    assert by_route["POST /api/v1/mobile/auth/login"] == "mobileLogin"
    assert by_route["POST /api/v1/mobile/auth/register"] == "mobileRegister"
    assert by_route["GET /api/v1/mobile/hotels"] == "searchHotels"
    assert by_route["POST /api/v1/mobile/bookings/quote"] == "quoteBooking"
    assert by_route["POST /api/v1/mobile/bookings"] == "createBooking"
    assert by_route["POST /api/v1/mobile/bookings/{booking_id}/cancel"] == "cancelBooking"
    assert by_route["POST /api/v1/mobile/payments/initialize"] == "initializePayment"
    assert by_route["POST /api/v1/mobile/notifications/{notification_id}/read"] == "markNotificationRead"
    assert by_route["PATCH /api/v1/mobile/notifications/{notification_id}/read"] == "patchNotificationRead"
    assert by_route["PUT /api/v1/staff/hotel"] == "updateStaffHotel"
    assert by_route["PUT /api/v1/staff/profile"] == "updateStaffProfile"
    assert by_route["POST /v1/chat"] == "chat"


def test_one_tag_per_audience_each_declared_once(client):
    document = json.loads(client.get("/api/openapi.json").data)
    assert [tag["name"] for tag in document["tags"]] == list(TAGS)
    tags = {f"{m} {p}": operation["tags"] for m, p, operation in _operations(document)}
    assert all(len(t) == 1 and t[0] in TAGS for t in tags.values()), tags
    assert tags["POST /api/v1/mobile/auth/login"] == tags["POST /api/v1/auth/login"] == ["auth"]
    assert tags["GET /api/v1/mobile/hotels"] == ["guest"]
    assert tags["POST /api/v1/mobile/payments/webhook/chapa"] == ["payment-provider"]
    assert tags["GET /api/v1/staff/rooms"] == ["staff"]
    assert tags["POST /v1/chat"] == ["assistant"]


def test_a_route_without_an_operation_id_is_refused_when_it_is_declared():

    blp = ApiBlueprint("probe", __name__)
    with pytest.raises(TypeError):
        blp.route("/x", methods=["GET"])
    with pytest.raises(ValueError, match="one operation_id per method"):
        blp.route("/y", methods=["GET", "POST"], operation_id="both")(lambda: None)


def _events(body: str) -> list[tuple[str, dict]]:
    import json

    events = []
    for block in body.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.split("\n"))
        events.append((lines["event"], json.loads(lines["data"])))
    return events


def test_the_chat_event_stream_is_documented_first_with_a_schema_per_event_type(client):
    document = json.loads(client.get("/api/openapi.json").data)
    content = document["paths"]["/v1/chat"]["post"]["responses"]["200"]["content"]
    assert list(content) == ["text/event-stream", "application/json"]
    stream = content["text/event-stream"]
    # One event (event-stream aware tools), or the whole stream as text (generators).
    assert stream["schema"]["anyOf"] == [{"$ref": "#/components/schemas/ChatStreamEvent"},
                                         {"type": "string", "description": "The whole stream, as text"}]
    schemas = document["components"]["schemas"]
    event = schemas["ChatStreamEvent"]
    assert event["properties"]["event"]["enum"] == ["meta", "delta", "sources", "done", "error"]
    events = event["x-events"]
    assert list(events) == ["meta", "delta", "sources", "done", "error"]
    for ref in events.values():
        assert ref["$ref"].removeprefix("#/components/schemas/") in schemas
    # The documented example is itself a well-formed stream of documented events.
    assert [name for name, _ in _events(stream["example"])] == ["meta", "delta", "delta", "sources", "done"]


def test_a_real_streamed_reply_matches_the_documented_events(client):
    document = json.loads(client.get("/api/openapi.json").data)
    schemas = document["components"]["schemas"]
    documented = schemas["ChatStreamEvent"]["x-events"]
    response = client.post("/v1/chat", json={"message": "When is check-in?"})
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    events = _events(response.get_data(as_text=True))
    names = [name for name, _ in events]
    assert names[0] == "meta" and "delta" in names and names[-2:] == ["sources", "done"]
    for name, data in events:
        schema = schemas[documented[name]["$ref"].rsplit("/", 1)[1]]
        assert set(schema["required"]) <= set(data) <= set(schema["properties"]), (name, data)
