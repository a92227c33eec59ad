"""A gunicorn worker warms the assistant up as it starts; tests and other processes never do
unless they ask."""

from __future__ import annotations

import gc
import importlib.util
import logging
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from app.services.assistant import chat, embeddings, product_knowledge, retrieval
from app.services.booking import catalogue_snapshot

GUNICORN_CONF = Path(__file__).resolve().parents[2] / "gunicorn.conf.py"


def gunicorn_settings():
    spec = importlib.util.spec_from_file_location("gunicorn_conf_under_test", GUNICORN_CONF)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def frozen(monkeypatch):
    """What a worker would freeze (gunicorn.conf.py `_freeze_loaded_objects`) is recorded, not
    frozen: the test process's own objects stay collectable."""
    calls = []
    monkeypatch.setattr(gc, "collect", lambda *args: calls.append("collect") or 0)
    monkeypatch.setattr(gc, "freeze", lambda: calls.append("freeze"))
    return calls


def test_warm_up_computes_what_the_first_chat_would(app, learn, monkeypatch):
    learn("Breakfast is served from 6:30 to 10:00.", url="https://kb/breakfast")
    engine_calls = []
    real = embeddings.embed_passages
    monkeypatch.setattr(embeddings, "embed_passages", lambda texts: engine_calls.append(texts) or real(texts))
    chat.warm_up(app.config)
    assert product_knowledge.topic_vectors() and retrieval.background_cosines(embeddings.embed_query("x"))
    engine_calls.clear()
    app.test_client().post("/v1/chat", json={"message": "When is breakfast?", "stream": False})
    assert engine_calls == []  # no reference text is embedded during the guest's turn


def join_warm_up() -> None:
    for thread in threading.enumerate():
        if thread.name == "assistant-warm-up":
            thread.join(5)


@pytest.mark.parametrize("workers", [3, 1])
def test_a_worker_serves_at_once_while_the_assistant_warms_up_in_the_background(
        app, monkeypatch, workers):
    """Warming up before serving held the first request after a deploy (bench/first_request.py)."""
    warmed = []
    monkeypatch.setattr(chat, "warm_up", lambda config: warmed.append(threading.current_thread()))
    app.config["ASSISTANT_WARM_UP"] = True
    worker = SimpleNamespace(wsgi=app, cfg=SimpleNamespace(workers=workers), log=logging.getLogger("t"))
    gunicorn_settings().post_worker_init(worker)
    join_warm_up()
    assert len(warmed) == 1 and warmed[0] is not threading.main_thread()


def test_a_worker_reads_its_catalogue_copy_before_serving(app, make):
    make.hotel(name="Read At Start")
    app.config["ASSISTANT_WARM_UP"] = False
    worker = SimpleNamespace(wsgi=app, cfg=SimpleNamespace(workers=3), log=logging.getLogger("t"))
    gunicorn_settings().post_worker_init(worker)
    copy = app.extensions[catalogue_snapshot.EXTENSION].snapshot
    assert copy is not None and "Read At Start" in [hotel.name for hotel in copy.hotels.values()]


def test_a_worker_freezes_what_it_loaded_before_serving(app, monkeypatch, frozen):
    """The modules, the app and the catalogue copy are moved out of the collector's reach once
    collected, after the copy is read and before the worker takes its socket: a full collection
    walking them was 175 ms of CPU with the GIL held (gunicorn.conf.py)."""
    app.config["ASSISTANT_WARM_UP"] = False
    order = []
    real_read = catalogue_snapshot.current
    monkeypatch.setattr(catalogue_snapshot, "current",
                        lambda: order.append("catalogue") or real_read())
    monkeypatch.setattr(gc, "freeze", lambda: order.append("freeze"))
    worker = SimpleNamespace(wsgi=app, cfg=SimpleNamespace(workers=3), log=logging.getLogger("t"))
    gunicorn_settings().post_worker_init(worker)
    assert order == ["catalogue", "freeze"] and frozen == ["collect"]


def test_gunicorn_gc_freeze_0_leaves_the_collector_as_python_sets_it(app, monkeypatch, frozen):
    monkeypatch.setenv("GUNICORN_GC_FREEZE", "0")
    app.config["ASSISTANT_WARM_UP"] = False
    worker = SimpleNamespace(wsgi=app, cfg=SimpleNamespace(workers=3), log=logging.getLogger("t"))
    gunicorn_settings().post_worker_init(worker)
    assert frozen == []


def test_warm_up_can_be_turned_off(app, monkeypatch):
    warmed = []
    monkeypatch.setattr(chat, "warm_up", lambda config: warmed.append(config))
    app.config["ASSISTANT_WARM_UP"] = False
    worker = SimpleNamespace(wsgi=app, cfg=SimpleNamespace(workers=3), log=logging.getLogger("t"))
    gunicorn_settings().post_worker_init(worker)
    assert warmed == []


def test_a_failed_warm_up_does_not_stop_the_worker(app, monkeypatch, caplog):
    def broken(config):
        raise RuntimeError("database down")

    monkeypatch.setattr(chat, "warm_up", broken)
    app.config["ASSISTANT_WARM_UP"] = True
    worker = SimpleNamespace(wsgi=app, cfg=SimpleNamespace(workers=3), log=logging.getLogger("t"))
    gunicorn_settings().post_worker_init(worker)
    join_warm_up()
    assert "Assistant warm-up failed" in caplog.text
