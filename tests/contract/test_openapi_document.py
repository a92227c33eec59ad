"""The OpenAPI document (GET /api/openapi.json) is a contract client teams generate code from:
it must be valid OpenAPI, as openapi-spec-validator (the validator generators rely on) reads it."""

from __future__ import annotations

from openapi_spec_validator import OpenAPIV30SpecValidator


def test_the_document_is_valid_openapi_with_zero_errors(client):
    document = client.get("/api/openapi.json").get_json()
    errors = [f"{'/'.join(map(str, error.path))}: {error.message[:200]}"
              for error in OpenAPIV30SpecValidator(document).iter_errors()]
    assert errors == []


def test_reset_password_takes_a_json_body_not_parameters(client):
    document = client.get("/api/openapi.json").get_json()
    for prefix in ("/api/v1/auth", "/api/v1/mobile/auth"):
        operation = document["paths"][f"{prefix}/reset-password"]["post"]
        assert "parameters" not in operation
        schema = operation["requestBody"]["content"]["application/json"]["schema"]
        assert schema == {"$ref": "#/components/schemas/ResetPassword"}


def test_chat_request_product_shows_the_services_product_as_its_default(client, app):
    product = client.get("/api/openapi.json").get_json()["components"]["schemas"]["ChatRequest"][
        "properties"]["product"]
    assert product["default"] == "marefiya" == app.config["ASSISTANT_PRODUCT"]
    assert product["type"] == "string" and not product.get("nullable")
