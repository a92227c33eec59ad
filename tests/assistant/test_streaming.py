"""Server-sent events over a real HTTP server (parsed by httpx-sse), and the OpenAI-compatible
responder against a loopback server that streams chat-completion chunks."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from httpx_sse import connect_sse

from tests.assistant.conftest import BLUE_NILE, PAYMENTS


class FakeLLM:
    """A chat-completions server: records requests, streams `pieces` as chunks; with `gate`
    it sends the first piece, then waits for `release` before sending the rest."""

    def __init__(self, pieces, *, gate=False, status=200):
        self.pieces, self.gate, self.status = pieces, gate, status
        self.requests: list[dict] = []
        self.release = threading.Event()
        self.timed_out = False
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                self.send_response(fake.status)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                if fake.status != 200:
                    return
                for index, piece in enumerate(fake.pieces):
                    chunk = {
                        "id": "c1",
                        "object": "chat.completion.chunk",
                        "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}],
                    }
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    self.wfile.flush()
                    if fake.gate and index == 0:
                        fake.timed_out = not fake.release.wait(timeout=5)
                self.wfile.write(
                    b'data: {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}\n\n'
                )
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_port}/v1"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


def use_llm(app, fake: FakeLLM) -> None:
    app.config.update(
        ASSISTANT_RESPONDER="openai",
        ASSISTANT_LLM_BASE_URL=fake.base_url,
        ASSISTANT_LLM_MODEL="tiny-model",
        ASSISTANT_LLM_API_KEY="sk-test",
    )


def test_sse_events_parsed_by_a_real_client(live_server, learn):
    lodge = learn(BLUE_NILE, url="https://kb/lodge", title="Blue Nile Lodge")
    with httpx.Client(base_url=live_server, timeout=10) as http:
        with connect_sse(
            http, "POST", "/v1/chat", json={"message": "When is breakfast served at Blue Nile Lodge?"}
        ) as source:
            assert source.response.headers["content-type"].startswith("text/event-stream")
            assert source.response.headers["cache-control"] == "no-cache"
            assert source.response.headers["x-accel-buffering"] == "no"
            events = [(event.event, event.json()) for event in source.iter_sse()]
    names = [name for name, _ in events]
    assert names[0] == "meta" and names[-2:] == ["sources", "done"] and set(names[1:-2]) == {"delta"}
    assert "6:30 to 10:00" in "".join(data["text"] for name, data in events if name == "delta")
    assert [s["id"] for s in events[-2][1]["sources"]] == [lodge["document_id"]]


def test_first_event_arrives_before_the_reply_is_complete(app, live_server, learn):
    learn(BLUE_NILE, url="https://kb/lodge", title="Blue Nile Lodge")
    with FakeLLM(["Breakfast ", "is from ", "6:30 [1]."], gate=True) as fake:
        use_llm(app, fake)
        received = []
        with httpx.Client(base_url=live_server, timeout=15) as http:
            with connect_sse(
                http, "POST", "/v1/chat", json={"message": "When is breakfast served at Blue Nile Lodge?"}
            ) as source:
                for event in source.iter_sse():
                    received.append((event.event, event.json()))
                    if event.event == "delta" and not fake.release.is_set():
                        # The LLM has not sent the rest yet: this delta was flushed on its own.
                        assert [name for name, _ in received] == ["meta", "delta"]
                        fake.release.set()
    assert fake.timed_out is False
    assert [name for name, _ in received][:2] == ["meta", "delta"]
    assert "".join(d["text"] for n, d in received if n == "delta") == "Breakfast is from 6:30 [1]."


def test_openai_compatible_client_streams_and_cites_only_what_it_used(app, client, learn):
    # Another product than Marefiya's own: only learned passages, none of its built-in rules.
    scope = {"x-product": "lodge-kb"}
    learn(BLUE_NILE, url="https://kb/lodge", title="Blue Nile Lodge", headers=scope)
    payments = learn(PAYMENTS, url="https://kb/payments", title="Payments", headers=scope)
    with FakeLLM(["You can pay ", "with telebirr ", "[1]."]) as fake:
        use_llm(app, fake)
        reply = client.post(
            "/v1/chat",
            json={"message": "Can I pay with telebirr at the lodge?", "stream": False, "lang": "am"},
            headers=scope,
        ).get_json()
    assert reply["reply"] == "You can pay with telebirr [1]."
    request = fake.requests[0]
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    body = request["body"]
    assert body["model"] == "tiny-model" and body["stream"] is True
    system = body["messages"][0]
    assert system["role"] == "system" and "Reply in Amharic" in system["content"]
    assert "[1] Payments" in system["content"]  # the best passage is numbered first
    assert body["messages"][-1] == {"role": "user", "content": "Can I pay with telebirr at the lodge?"}
    assert [s["id"] for s in reply["sources"]] == [payments["document_id"]]
    health = client.get("/v1/health").get_json()
    assert health["responder"] == "openai"


def test_history_is_sent_to_the_model(app, client, learn):
    learn(BLUE_NILE, url="https://kb/lodge", title="Blue Nile Lodge")
    with FakeLLM(["From 6:30 [1]."]) as fake:
        use_llm(app, fake)
        first = client.post(
            "/v1/chat", json={"message": "Breakfast at Blue Nile Lodge?", "stream": False}
        ).get_json()
        client.post(
            "/v1/chat",
            json={
                "message": "And check-out at the lodge?",
                "stream": False,
                "session_id": first["session_id"],
            },
        )
    messages = fake.requests[1]["body"]["messages"]
    assert messages[1:3] == [
        {"role": "user", "content": "Breakfast at Blue Nile Lodge?"},
        {"role": "assistant", "content": "From 6:30 [1]."},
    ]


def test_failing_llm_server_falls_back_to_the_offline_answer(app, client, learn):
    lodge = learn(BLUE_NILE, url="https://kb/lodge", title="Blue Nile Lodge")
    with FakeLLM([], status=500) as fake:
        use_llm(app, fake)
        reply = client.post(
            "/v1/chat", json={"message": "When is breakfast served at Blue Nile Lodge?", "stream": False}
        ).get_json()
    assert "6:30 to 10:00" in reply["reply"]
    assert [s["id"] for s in reply["sources"]] == [lodge["document_id"]]


def test_model_is_not_asked_when_nothing_relevant_is_known(app, client):
    with FakeLLM(["Invented answer"]) as fake:
        use_llm(app, fake)
        reply = client.post(
            "/v1/chat", json={"message": "Who won the 1998 world cup?", "stream": False}
        ).get_json()
    assert fake.requests == []
    assert "don't know" in reply["reply"]


@pytest.mark.parametrize(
    "reply, expected", [("No citation.", []), ("See [2] and [1] and [2].", [2, 1]), ("Bad [9] index.", [])]
)
def test_cited_sources_follow_the_markers(reply, expected):
    from app.services.assistant.responders import cited_sources

    numbered = [{"type": "document", "source": {"id": 1}}, {"type": "document", "source": {"id": 2}}]
    assert [s["id"] for s in cited_sources(reply, numbered)] == expected


def test_a_failure_mid_stream_ends_with_an_error_event(live_server, learn, monkeypatch):
    from app.services.assistant import chat as chat_service

    learn(BLUE_NILE, url="https://kb/lodge", title="Blue Nile Lodge")

    def pieces_then_failure(self):
        yield "Breakfast "
        raise RuntimeError("responder died")

    monkeypatch.setattr(chat_service.ChatTurn, "pieces", pieces_then_failure)
    with httpx.Client(base_url=live_server, timeout=10) as http:
        with connect_sse(http, "POST", "/v1/chat",
                         json={"message": "When is breakfast served at Blue Nile Lodge?"}) as source:
            events = [(event.event, event.json()) for event in source.iter_sse()]
    assert [name for name, _ in events] == ["meta", "delta", "error"]
    assert "try again" in events[-1][1]["detail"]
