"""One paging vocabulary (app/schemas/common.py PAGING_VOCABULARY), as the OpenAPI document states
it: every operation of the booking API that takes `page` answers `page`, `limit`, `total` and
`total_pages` with its items in one array, except where the interface fixes other names."""

from __future__ import annotations

import json

from app.schemas.common import PAGING_VOCABULARY

PAGED = {"page", "limit", "total", "total_pages"}
# GET /notifications: the spec fixes `count` (the total) and `items`.
SPEC_FIXED = {"/api/v1/mobile/notifications": {"count", "unread", "page", "limit", "total_pages",
                                               "items"}}


def _resolve(document: dict, schema: dict) -> dict:
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def paged_lists(document: dict):
    """(path, the properties of `data`) of every operation with a `page` query parameter."""
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":  # the path's own, not an operation
                continue
            names = {p["name"] for p in operation.get("parameters", []) if p.get("in") == "query"}
            if "page" not in names or not path.startswith("/api/"):
                continue
            body = operation["responses"]["200"]["content"]["application/json"]["schema"]
            data = _resolve(document, _resolve(document, body)["properties"]["data"])
            yield path, names, {name: _resolve(document, value)
                                for name, value in data["properties"].items()}


def test_the_document_states_the_vocabulary_once(client):
    document = json.loads(client.get("/api/openapi.json").data)
    assert document["info"]["description"].count(PAGING_VOCABULARY) == 1


def test_every_paged_list_uses_the_one_vocabulary(client):
    document = json.loads(client.get("/api/openapi.json").data)
    seen = []
    for path, query, properties in paged_lists(document):
        seen.append(path)
        assert "limit" in query, path
        arrays = [name for name, value in properties.items() if value.get("type") == "array"]
        assert len(arrays) == 1, (path, arrays)  # this page's items, under one name
        if path in SPEC_FIXED:
            assert set(properties) == SPEC_FIXED[path], path
        else:
            assert PAGED <= set(properties), (path, sorted(properties))
            assert not {"count", "items"} & set(properties), path
    assert {"/api/v1/mobile/hotels", "/api/v1/mobile/bookings",
            "/api/v1/mobile/notifications"} <= set(seen)
