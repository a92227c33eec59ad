"""Every input rule of the assistant answers 422 with pydantic's exact entries (docs/assistant.md)."""

from __future__ import annotations

import json

import pytest


def post_raw(client, path, data, content_type="application/json"):
    headers = {"Content-Type": content_type} if content_type else {}
    return client.post(path, data=data, headers=headers)


def test_missing_message_reports_the_body_it_is_missing_from(client):
    response = client.post("/v1/chat", json={"lang": "am"})
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [
            {"type": "missing", "loc": ["body", "message"], "msg": "Field required", "input": {"lang": "am"}}
        ]
    }


def test_empty_message_is_string_too_short(client):
    response = client.post("/v1/chat", json={"message": ""})
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [
            {
                "type": "string_too_short",
                "loc": ["body", "message"],
                "msg": "String should have at least 1 character",
                "input": "",
                "ctx": {"min_length": 1},
            }
        ]
    }


def test_message_over_4000_characters_is_string_too_long(client):
    message = "a" * 4001
    response = client.post("/v1/chat", json={"message": message})
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [
            {
                "type": "string_too_long",
                "loc": ["body", "message"],
                "msg": "String should have at most 4000 characters",
                "input": message,
                "ctx": {"max_length": 4000},
            }
        ]
    }


def test_message_of_exactly_4000_characters_is_accepted(client):
    response = client.post("/v1/chat", json={"message": "a" * 4000, "stream": False})
    assert response.status_code == 200


def test_every_wrong_type_is_reported_in_field_order(client):
    body = {
        "message": 5,
        "lang": None,
        "session_id": 7,
        "product": None,
        "tenant": [],
        "stream": "maybe",
        "unknown_field": "ignored",
    }
    response = client.post("/v1/chat", json=body)
    assert response.status_code == 422
    string = "Input should be a valid string"
    assert response.get_json() == {
        "detail": [
            {"type": "string_type", "loc": ["body", "message"], "msg": string, "input": 5},
            {"type": "string_type", "loc": ["body", "lang"], "msg": string, "input": None},
            {"type": "string_type", "loc": ["body", "session_id"], "msg": string, "input": 7},
            {"type": "string_type", "loc": ["body", "product"], "msg": string, "input": None},
            {"type": "string_type", "loc": ["body", "tenant"], "msg": string, "input": []},
            {
                "type": "bool_parsing",
                "loc": ["body", "stream"],
                "msg": "Input should be a valid boolean, unable to interpret input",
                "input": "maybe",
            },
        ]
    }


@pytest.mark.parametrize("value", [2, "2", "", "nope", 2.0])
def test_stream_values_pydantic_cannot_interpret_are_bool_parsing(client, value):
    response = client.post("/v1/chat", json={"message": "hi", "stream": value})
    assert response.status_code == 422
    assert response.get_json()["detail"] == [
        {
            "type": "bool_parsing",
            "loc": ["body", "stream"],
            "msg": "Input should be a valid boolean, unable to interpret input",
            "input": value,
        }
    ]


@pytest.mark.parametrize("value", [None, 0.5, [], {}])
def test_stream_values_of_other_types_are_bool_type(client, value):
    response = client.post("/v1/chat", json={"message": "hi", "stream": value})
    assert response.status_code == 422
    assert response.get_json()["detail"] == [
        {
            "type": "bool_type",
            "loc": ["body", "stream"],
            "msg": "Input should be a valid boolean",
            "input": value,
        }
    ]


@pytest.mark.parametrize("value", [False, 0, 0.0, "0", "false", "FALSE", "no", "off", "n", "F"])
def test_stream_accepts_pydantic_false_values(client, value):
    response = client.post("/v1/chat", json={"message": "hi", "stream": value})
    assert response.status_code == 200
    assert response.mimetype == "application/json"


@pytest.mark.parametrize("value", ["yes", "On", "t", "1", 1, 1.0])
def test_stream_accepts_pydantic_true_values(client, value):
    response = client.post("/v1/chat", json={"message": "hi", "stream": value})
    assert response.status_code == 200
    assert response.mimetype == "text/event-stream"


def test_null_session_and_tenant_are_allowed(client):
    response = client.post(
        "/v1/chat", json={"message": "hi", "stream": False, "session_id": None, "tenant": None}
    )
    assert response.status_code == 200


@pytest.mark.parametrize("raw", [b'{"message": "hi",}', b'{"message', b"nonsense", b'{"a": 1} x'])
def test_malformed_json_is_json_invalid_at_the_failing_position(client, raw):
    try:
        json.loads(raw)
    except json.JSONDecodeError as exc:
        expected = {
            "type": "json_invalid",
            "loc": ["body", exc.pos],
            "msg": "JSON decode error",
            "input": {},
            "ctx": {"error": exc.msg},
        }
    response = post_raw(client, "/v1/chat", raw)
    assert response.status_code == 422
    assert response.get_json() == {"detail": [expected]}


def test_body_without_content_type_is_parsed_as_json(client):
    response = post_raw(client, "/v1/chat", b'{"message": "hi", "stream": false}', content_type=None)
    assert response.status_code == 200
    response = post_raw(client, "/v1/chat", b'{"message"', content_type=None)
    assert response.get_json()["detail"][0]["type"] == "json_invalid"


def test_absent_body_is_missing(client):
    response = post_raw(client, "/v1/learn", b"")
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [{"type": "missing", "loc": ["body"], "msg": "Field required", "input": None}]
    }


@pytest.mark.parametrize("raw, value", [(b"[1, 2]", [1, 2]), (b'"text"', "text"), (b"3", 3), (b"null", None)])
def test_body_that_is_not_an_object_fails_as_a_whole(client, raw, value):
    response = post_raw(client, "/v1/chat", raw)
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [
            {
                "type": "model_attributes_type",
                "loc": ["body"],
                "msg": "Input should be a valid dictionary or object to extract fields from",
                "input": value,
            }
        ]
    }


def test_body_that_is_not_json_fails_as_a_whole(client):
    response = post_raw(client, "/v1/chat", b"message=hello", content_type="text/plain")
    assert response.status_code == 422
    assert response.get_json()["detail"] == [
        {
            "type": "model_attributes_type",
            "loc": ["body"],
            "msg": "Input should be a valid dictionary or object to extract fields from",
            "input": "message=hello",
        }
    ]


def test_learn_requires_text_of_at_least_one_character(client):
    response = client.post("/v1/learn", json={"url": "https://a.et", "title": "A"})
    assert response.get_json() == {
        "detail": [
            {
                "type": "missing",
                "loc": ["body", "text"],
                "msg": "Field required",
                "input": {"url": "https://a.et", "title": "A"},
            }
        ]
    }
    response = client.post("/v1/learn", json={"text": ""})
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [
            {
                "type": "string_too_short",
                "loc": ["body", "text"],
                "msg": "String should have at least 1 character",
                "input": "",
                "ctx": {"min_length": 1},
            }
        ]
    }


def test_learn_string_fields_refuse_other_types(client):
    response = client.post("/v1/learn", json={"url": 1, "title": False, "text": ["x"], "lang": {}})
    string = "Input should be a valid string"
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [
            {"type": "string_type", "loc": ["body", "url"], "msg": string, "input": 1},
            {"type": "string_type", "loc": ["body", "title"], "msg": string, "input": False},
            {"type": "string_type", "loc": ["body", "text"], "msg": string, "input": ["x"]},
            {"type": "string_type", "loc": ["body", "lang"], "msg": string, "input": {}},
        ]
    }


def test_nothing_is_stored_when_learn_is_refused(client, db):
    from app.models import KnowledgeDocument

    client.post("/v1/learn", json={"text": "", "url": "https://a.et"})
    assert db.session.query(KnowledgeDocument).count() == 0


def test_files_without_a_file_is_missing_with_null_input(client):
    response = client.post("/v1/files", data={"lang": "am"}, content_type="multipart/form-data")
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [{"type": "missing", "loc": ["body", "file"], "msg": "Field required", "input": None}]
    }


def test_files_with_json_instead_of_a_form_is_missing_file(client):
    response = client.post("/v1/files", json={"file": "x"})
    assert response.get_json() == {
        "detail": [{"type": "missing", "loc": ["body", "file"], "msg": "Field required", "input": None}]
    }


def test_files_with_a_plain_value_instead_of_a_file_is_a_value_error(client):
    response = client.post("/v1/files", data={"file": "not a file"}, content_type="multipart/form-data")
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [
            {
                "type": "value_error",
                "loc": ["body", "file"],
                "msg": "Value error, Expected UploadFile, received: <class 'str'>",
                "input": "not a file",
                "ctx": {"error": {}},
            }
        ]
    }


def test_tts_query_has_defaults(client):
    response = client.get("/v1/tts")
    assert response.status_code == 200
    assert response.get_json()["audio_url"] is None


def test_unknown_assistant_path_is_fastapi_not_found(client):
    response = client.get("/v1/nothing-here")
    assert response.status_code == 404
    assert response.get_json() == {"detail": "Not Found"}
