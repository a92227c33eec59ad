"""One error shape per API, documented on every operation with examples, and the booking API's
one rule for query strings: a parameter the operation does not document is refused (422 naming
it), while the parameters the spec fixes keep working and the assistant keeps FastAPI's leniency."""

from __future__ import annotations

import json
import re

import pytest
from openapi_schema_validator import OAS30Validator

from app.errors import MAX_ERRORS_SHOWN

METHODS = ("get", "put", "post", "delete", "patch")
ASSISTANT_TAG = "assistant"


@pytest.fixture
def document(client) -> dict:
    return json.loads(client.get("/api/openapi.json").data)


def _operations(document, *, assistant: bool):
    return [(method, path, operation) for path, item in document["paths"].items()
            for method, operation in item.items()
            if method in METHODS and (operation["tags"] == [ASSISTANT_TAG]) == assistant]


def _resolved(document, response: dict) -> dict:
    if "$ref" in response:
        return document["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    return response


def _errors(document, operation) -> dict:
    return {status: _resolved(document, response) for status, response in operation["responses"].items()
            if status == "default" or int(status) >= 400}


def test_the_error_envelope_is_one_documented_schema(document):
    envelope = document["components"]["schemas"]["ErrorEnvelope"]
    assert set(envelope["required"]) == {"status", "message", "timestamp", "data"}
    assert envelope["properties"]["status"]["enum"] == ["error"]
    assert envelope["properties"]["data"]["nullable"] is True
    assert envelope["properties"]["errors"]["additionalProperties"] == {
        "type": "array", "items": {"type": "string"}}


def test_every_booking_operation_documents_its_errors_in_the_envelope_with_examples(document):
    envelope = OAS30Validator(document["components"]["schemas"]["ErrorEnvelope"])
    operations = _operations(document, assistant=False)
    assert len(operations) > 60
    for method, path, operation in operations:
        where = f"{method.upper()} {path}"
        errors = _errors(document, operation)
        assert {"422", "503", "default"} <= set(errors), where
        if "application/json" in operation.get("requestBody", {}).get("content", {}):
            assert {"400", "413"} <= set(errors), where
        if "{" in path:
            assert "404" in errors, where
        if operation.get("security") and {} not in operation["security"]:
            assert {"401", "403"} <= set(errors), where
        for status, response in errors.items():
            content = response["content"]["application/json"]
            assert content["schema"] == {"$ref": "#/components/schemas/ErrorEnvelope"}, (where, status)
            envelope.validate(content["example"])
            assert content["example"]["data"] is None and content["example"]["status"] == "error"
        assert errors["422"]["content"]["application/json"]["example"]["errors"], where


def test_every_assistant_operation_keeps_fastapis_shapes_with_examples(document):
    schemas = document["components"]["schemas"]
    for method, path, operation in _operations(document, assistant=True):
        for status, response in _errors(document, operation).items():
            content = response["content"]["application/json"]
            name = "HTTPValidationError" if status == "422" else "ErrorDetail"
            assert content["schema"] == {"$ref": f"#/components/schemas/{name}"}, (method, path, status)
            if status == "422":
                assert all(set(entry) >= {"type", "loc", "msg"} for entry in content["example"]["detail"])
            else:
                OAS30Validator(schemas[name]).validate(content["example"])
    chat = document["paths"]["/v1/chat"]["post"]["responses"]
    assert chat["422"]["content"]["application/json"]["example"]["detail"][0]["loc"] == ["body", "message"]
    assert {"404", "429"} <= set(chat)


def _concrete(path: str) -> str:
    return re.sub(r"\{[^}]+\}", "1", path)


def test_every_booking_operation_refuses_an_unknown_query_parameter_by_name(client, document):
    for method, path, _ in _operations(document, assistant=False):
        response = client.open(_concrete(path), method=method.upper(), query_string={"colour": "red"})
        where = f"{method.upper()} {path}"
        assert response.status_code == 422, (where, response.status_code)
        body = response.get_json()
        assert body["errors"] == {"colour": ["Unknown query parameter."]}, where
        assert body["message"] == "Validation failed: colour: Unknown query parameter."
        assert body["data"] is None


def test_what_a_booking_operation_answers_to_a_malformed_body_is_documented(client, document):
    envelope = OAS30Validator(document["components"]["schemas"]["ErrorEnvelope"])
    for method, path, operation in _operations(document, assistant=False):
        if "application/json" not in operation.get("requestBody", {}).get("content", {}):
            continue
        response = client.open(_concrete(path), method=method.upper(), data="{not json",
                               content_type="application/json")
        assert str(response.status_code) in operation["responses"], (method, path, response.status_code)
        envelope.validate(response.get_json())


def test_search_refuses_the_filters_it_does_not_have_instead_of_ignoring_them(client):
    # currency, amenities, lat/lng/radius_km are real filters now (tests/search); these are not.
    response = client.get("/api/v1/mobile/hotels", query_string={
        "city": "Addis Ababa", "currency": "USD", "children": 1, "pets": "yes", "lat": 9.0,
        "lng": 38.7, "radius_km": 5, "stars_max": 3})
    assert response.status_code == 422
    assert list(response.get_json()["errors"]) == ["children", "pets", "stars_max"]


def test_a_flood_of_unknown_parameters_gets_a_short_answer(client):
    response = client.get("/api/v1/mobile/home", query_string={f"p{i}": i for i in range(500)})
    assert response.status_code == 422
    assert len(response.get_json()["errors"]) == MAX_ERRORS_SHOWN


def test_the_query_parameters_the_spec_fixes_keep_working(client, make):
    hotel = make.hotel(city="Gondar")
    make.room(room_type=make.room_type(hotel=hotel))
    assert client.get(f"/api/v1/mobile/hotels/{hotel.id}/reviews?page=1&limit=50").status_code == 200
    search = client.get("/api/v1/mobile/hotels?city=Gondar&check_in=2030-01-10&check_out=2030-01-12&guests=2")
    assert search.status_code == 200 and search.get_json()["data"]["hotels"]
    # Chapa's callback: GET callback_url?trx_ref=&ref_id=&status= (only the provider is believed).
    callback = client.get("/api/v1/mobile/payments/verify?trx_ref=MRF-unknown&ref_id=APx1&status=success")
    assert callback.status_code == 404
    assert client.get("/api/v1/mobile/auth/verify-email?token=bad").status_code == 400


def test_the_assistant_keeps_fastapis_leniency_for_unknown_query_parameters(client):
    assert client.get("/v1/health?verbose=1").status_code == 200
    spoken = client.get("/v1/tts", query_string={"q": "", "lang": "en", "voice": "x"})
    assert spoken.status_code == 200 and spoken.get_json()["audio_url"] is None
