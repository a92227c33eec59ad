"""gunicorn settings. Workers from the CPU count unless WEB_CONCURRENCY is set.

In-memory rate limits are per process: with more than one worker, set RATELIMIT_STORAGE_URI to
Redis. The embedded default (`make run`) therefore runs one worker with threads.

The app is not preloaded: each worker imports it and warms the assistant up itself
(post_worker_init). Preloading would not share the embedding model any further (its 72 MB of
weights are a read-only mmap of the package file, already shared by every worker through the
page cache), and the model's OpenMP threads must not be started in the master before a fork.

Except under scripts/run.sh (MAREFIYA_PREPARE_ON_START=1): there the master builds the app once,
prepares the database on it as `flask prepare` would (on_starting) and forks its workers from
it, so the embedded start builds the app once before serving instead of twice (a separate
`flask prepare` process, then the worker), ~2.5 s of CPU on this machine. Preparing loads no
model, and the master closes its database and queue connections before it forks.
"""

import os
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from config import web_workers  # noqa: E402 - after making the project importable

PREPARE_ON_START = os.environ.get("MAREFIYA_PREPARE_ON_START") == "1"
preload_app = PREPARE_ON_START

bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = web_workers()
threads = int(os.environ.get("GUNICORN_THREADS", 4))
worker_class = "gthread"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", 60))
accesslog = os.environ.get("GUNICORN_ACCESSLOG", "-")
# The path without its query string: queries can carry tokens and emails (a reset link's token,
# a booking lookup), which an access log must not keep.
access_log_format = '%(h)s "%(m)s %(U)s %(H)s" %(s)s %(b)s %(M)sms'
errorlog = "-"
# Recycle each worker after about a thousand requests (jittered so they do not all restart at
# once): whatever memory a large request made Python keep goes back to the system.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", 1000))
max_requests_jitter = int(os.environ.get("GUNICORN_MAX_REQUESTS_JITTER", 100))


def on_starting(server):
    """Under scripts/run.sh: prepare the database on the preloaded app, before the master binds
    its port and forks (a failure stops the server)."""
    if not PREPARE_ON_START:
        return
    from app.cli import prepare
    from app.extensions import db

    app = server.app.wsgi()
    with app.app_context():
        prepare()
        # The workers open their own connections: none the master used may cross the fork.
        db.session.remove()
        for engine in db.engines.values():
            engine.dispose()
    app.extensions["jobs"].huey.storage.close()


def when_ready(server):
    """Listening (and, under scripts/run.sh, prepared): tell the script, which then starts the
    job worker (MAREFIYA_READY_FILE)."""
    ready_file = os.environ.get("MAREFIYA_READY_FILE")
    if ready_file:
        open(ready_file, "w").close()


def post_worker_init(worker):
    """Warm the assistant up (app.services.assistant.chat.warm_up, ~3 s of CPU) in the background
    as the worker starts, unless ASSISTANT_WARM_UP is off; the worker serves at once. Warming up
    before serving held every request after a deploy: all workers start together, and the first
    search waited 92 s on this shared 2-core machine (bench/first_request.py). The warm-up's
    thread runs at the lowest CPU priority (Linux schedules threads on their own), so requests
    come first; a chat that arrives meanwhile waits only for the rest.

    Before serving, the worker reads its copy of the catalogue (docs/booking.md): it was 84% of
    a fresh worker's first search (2.0 s of that search's 2.0 s on the loaded machine, ~50 ms
    for the next)."""
    app = worker.wsgi
    if not hasattr(app, "config"):
        return
    read_catalogue_copy(worker, app)
    if not app.config.get("ASSISTANT_WARM_UP"):
        return

    def warm():
        from app.services.assistant.chat import warm_up

        if hasattr(os, "setpriority"):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
        start = time.perf_counter()
        try:
            with app.app_context():
                warm_up(app.config)
        except Exception:  # noqa: BLE001 - this worker still serves; its first chat pays instead
            worker.log.exception("Assistant warm-up failed")
            return
        worker.log.info("Assistant warmed up in %.1f s", time.perf_counter() - start)

    threading.Thread(target=warm, name="assistant-warm-up", daemon=True).start()


def read_catalogue_copy(worker, app) -> None:
    from app.extensions import db
    from app.services.booking import catalogue_snapshot

    start = time.perf_counter()
    try:
        with app.app_context():
            try:
                catalogue_snapshot.current()
            finally:
                db.session.remove()
    except Exception:  # noqa: BLE001 - the database may be down: the first search reads it then
        worker.log.warning("Catalogue copy not read at start", exc_info=True)
        return
    worker.log.info("Catalogue copy read in %.2f s", time.perf_counter() - start)
