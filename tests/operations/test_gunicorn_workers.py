"""gunicorn.conf.py's workers: a socket of their own (reuse_port), two threads, recycled by memory,
and a stop that takes the connections queued on its socket before closing it (issue 34)."""

from __future__ import annotations

import importlib.util
import os
import selectors
import socket
from pathlib import Path

import pytest
from gunicorn.config import Config
from gunicorn.glogging import Logger
from gunicorn.sock import create_sockets
from gunicorn.workers.gthread import ThreadWorker

from tests.pgcluster import free_port

CONF = Path(__file__).resolve().parents[2] / "gunicorn.conf.py"
ENV = ("GUNICORN_REUSE_PORT", "GUNICORN_THREADS", "GUNICORN_MAX_REQUESTS",
       "GUNICORN_DRAIN_ON_STOP", "GUNICORN_MEMORY_CHECK_EVERY", "GUNICORN_MAX_WORKER_MEMORY_MB")


def gunicorn_settings():
    spec = importlib.util.spec_from_file_location("gunicorn_conf_workers", CONF)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def clean_env(monkeypatch):
    for name in ENV:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_each_worker_has_its_own_socket_two_threads_and_no_recycling_by_count(clean_env):
    settings = gunicorn_settings()
    assert (settings.reuse_port, settings.threads, settings.max_requests) == (True, 2, 0)
    assert settings.MAX_WORKER_MEMORY_MB > 0 and settings.MEMORY_CHECK_EVERY > 0


def test_one_worker_a_core_and_one_more_unless_web_concurrency_says(clean_env):
    """Not gunicorn's usual two a core and one: fewer workers rushed faster (the docstring)."""
    clean_env.delenv("WEB_CONCURRENCY", raising=False)
    assert gunicorn_settings().workers == os.cpu_count() + 1
    clean_env.setenv("WEB_CONCURRENCY", "5")
    assert gunicorn_settings().workers == 5


def test_the_environment_still_overrides_it(clean_env):
    clean_env.setenv("GUNICORN_REUSE_PORT", "0")
    clean_env.setenv("GUNICORN_THREADS", "4")
    settings = gunicorn_settings()
    # A shared socket: recycling by count is safe again, and on as before.
    assert (settings.reuse_port, settings.threads, settings.max_requests) == (False, 4, 1000)
    clean_env.setenv("GUNICORN_MAX_REQUESTS", "50")
    assert gunicorn_settings().max_requests == 50


def a_worker_on_its_own_socket(port: int) -> ThreadWorker:
    """A gthread worker as gunicorn makes it with reuse_port, polling its socket, and
    post_worker_init applied; the connections it accepts are kept in `taken`, not served."""
    cfg = Config()
    cfg.set("bind", [f"127.0.0.1:{port}"])
    cfg.set("reuse_port", True)
    log = Logger(cfg)
    worker = ThreadWorker(1, 0, create_sockets(cfg, log), None, 30, cfg, log)
    worker.wsgi = None  # as load_wsgi sets it: here no app
    worker.taken = []
    worker.enqueue_req = worker.taken.append
    worker.poller = selectors.DefaultSelector()
    worker.alive = True
    gunicorn_settings().post_worker_init(worker)  # no app: only the socket's stop is set up
    worker.set_accept_enabled(True)
    return worker


def queued_clients(port: int, count: int) -> list[socket.socket]:
    """Connections the kernel has completed and queued on the listening socket, not accepted."""
    return [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(count)]


def test_a_stopping_worker_takes_every_queued_connection_then_closes_its_socket(clean_env):
    port = free_port()
    worker = a_worker_on_its_own_socket(port)
    clients = queued_clients(port, 3)

    # What gthread's main loop does once it is no longer alive (SIGTERM, a recycle).
    worker.alive = False
    worker.set_accept_enabled(False)

    assert len(worker.taken) == 3 and worker.nr_conns == 3
    assert all(listener.sock is None for listener in worker.sockets)  # closed at once
    # Each queued client is answered by the worker, not reset.
    for conn, client in zip(worker.taken, clients, strict=True):
        conn.sock.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")
        assert client.recv(64).startswith(b"HTTP/1.1 200 OK")
        conn.sock.close()
        client.close()
    # The socket left the kernel's group: with no other worker, nothing listens on the port.
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", port), timeout=5)


def test_gunicorns_own_stop_leaves_them_queued_on_an_open_socket(clean_env):
    """The behaviour the drain replaces: the socket stays open (queueing) until the process
    exits, when the kernel resets whatever is still queued on it."""
    clean_env.setenv("GUNICORN_DRAIN_ON_STOP", "0")
    port = free_port()
    worker = a_worker_on_its_own_socket(port)
    clients = queued_clients(port, 2)
    worker.alive = False
    worker.set_accept_enabled(False)
    assert worker.taken == [] and all(listener.sock is not None for listener in worker.sockets)
    for listener in worker.sockets:
        listener.close()  # the process exits
    for client in clients:
        with pytest.raises(ConnectionResetError):
            client.recv(64)
        client.close()


def test_pausing_a_live_worker_does_not_close_its_socket(clean_env):
    """gthread also stops polling while it holds worker_connections connections: not a stop."""
    port = free_port()
    worker = a_worker_on_its_own_socket(port)
    worker.set_accept_enabled(False)
    assert worker.taken == [] and all(listener.sock is not None for listener in worker.sockets)
    client = socket.create_connection(("127.0.0.1", port), timeout=5)  # still queues
    worker.set_accept_enabled(True)
    worker.sockets[0].setblocking(True)
    worker.accept(worker.sockets[0])
    assert len(worker.taken) == 1
    client.close()
    for listener in worker.sockets:
        listener.close()
