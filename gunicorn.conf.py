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

Each worker has its own listening socket (`reuse_port`, SO_REUSEPORT): the kernel spreads new
connections over the workers by their addresses. With one shared socket, a kept-alive
connection stays with the worker that accepted it and one worker accepted nearly all of a
burst: in the festival rush (bench/rush.py --timings) all 64 clients landed on one of five
workers, and the wait in front of it was 75-95% of an attempt's latency. GUNICORN_REUSE_PORT=0
shares one socket again.

Workers: one a core and one more (config.web_workers; WEB_CONCURRENCY sets it), not gunicorn's
usual two a core and one: on two cores, three instead of five. Fewer workers make the hash's
unevenness smaller beside the share (at 32 clients the busiest of three held a median of 12-13
against a mean of 10.7, of five 8-10 against 6.4), and fewer processes contend for the two cores,
which the load driver and PostgreSQL share, and for the room type's lock. Four rush runs each,
three workers and five alternated (load average 6-9 from other work): Timkat p95 295, 189, 293,
282 ms against 673, 545, 535, 754 ms, 318-494 against 148-209 attempts/s; Genna 395, 324, 448,
749 ms against 692, 629, 452, 577 ms; two more at load 4-7: Timkat 260, 288 against 359, 370 ms,
Genna 334, 415 against 332, 391 ms. At 32 clients the search p95 did not move beyond the noise
(142-233 ms with three, 149-234 ms with five, three runs each at load 7-12; 69 and 67 against 59
and 106 ms at load 4-7); at 4 clients the ratios to the static page in two pairs were search
0.31 and 0.40 with three against 0.37 and 0.35 with five, quote 0.38 and 0.48 against 0.42 and
0.39, booking 0.12 and 0.17 against 0.15 and 0.15. A slow request still holds one thread, not its
worker (two threads each, below).

Balancing the connections themselves was measured and not kept (load 8-13, 2026-11-26): each
worker's count in memory shared with the master, and either a worker over its share answering
"Connection: close" (its client connects again and is hashed anew) or, with one shared socket,
only the worker holding the fewest accepting. The busiest of five then held 6.5-7 and 5-5.5
connections at 32 clients instead of 8-9, but the search p95 did not improve (66-324 and 172-289
ms against 58-237 ms) and the rush got slower (Timkat p95 440-887 and 588-866 ms against
292-965 ms): in the rush the counts read at the start are stale, and closing moved each client
over about two workers.

A worker's own socket changes how a worker may stop: the connections the kernel has queued on
it (handshake done, not yet accepted) are reset when it closes (the kernel hands them to
another worker's socket only with net.ipv4.tcp_migrate_req, 0 on this kernel and not ours to
set), and gunicorn keeps a stopping worker's socket open, queueing, through its whole graceful
stop. So:
- A worker that stops (SIGTERM: a deploy's HUP, a scale-down; a recycle) first takes every
  connection already queued on its socket and closes the socket at once, then serves what it
  took within the graceful timeout (`_drain_socket_on_stop`); the kernel sends new connections
  to the other workers' sockets from then on. What is left is the moment between its last
  accept and the close. bench/recycle.py (3 workers, 16 clients opening a connection per
  request, 12 s a variant, load 7-12): gunicorn's own stop reset 23 connections over 3
  max_requests recycles and 15 over 4 HUPs; drained, 0 over 5 recycles and 0 over 4 HUPs, and
  1 over 4 memory recycles.
- No recycling by request count (`max_requests` is 0 with reuse_port; GUNICORN_MAX_REQUESTS
  sets one): each recycle is such a stop, every thousand requests. Instead, the count's
  purpose: a worker whose resident memory passes GUNICORN_MAX_WORKER_MEMORY_MB (checked every
  100-200 requests, GUNICORN_MEMORY_CHECK_EVERY, each worker its own number so that workers
  started together do not stop together) is recycled.
- A worker that crashes still loses its queue, as any socket of its own would.
GUNICORN_DRAIN_ON_STOP=0 leaves gunicorn's own stop (for comparison).

A deploy's reload (HUP) hands the port over instead of leaving it to booting workers. Gunicorn
forks the new workers and at once sends the old ones SIGTERM, and each new worker's socket was
open from its fork: the kernel queued new connections on workers still importing the app, and
the old ones stopped. bench/first_request.py's client waited 4.7 s on the idle machine; a HUP on
the loaded one (bench/hup_probe.py: a dated search every 25 ms) held every search sent in the 15 s after
it for 47-57 s, the new workers' boot. So, with reuse_port:
- a new worker opens its socket only once it can serve: after the app is loaded and the
  catalogue copy read (`post_fork` closes the one gunicorn made, `_join_the_port` opens it);
- an old worker told to stop while a newer one is still booting keeps serving until every
  newer one is ready, at most GUNICORN_REPLACEMENT_WAIT seconds (60), then stops as above
  (`_stay_until_replaced`). Which workers are booting or ready is kept as empty files in a
  directory of the master's (`pre_fork`, `_join_the_port`, `child_exit`).
A stop with no newer worker booting (the master's shutdown, a scale-down, a memory recycle) is
at once, as before. On a cold start no worker listens until one is ready: a client is refused
(and retries, as a load balancer does) instead of waiting on a booting worker.

Threads per worker: 2 (GUNICORN_THREADS). In the rush one thread a worker was fastest on two
cores (fewer threads contending for the GIL and the room type's lock: Timkat 416/s, p95 280 ms
against 302/s, 426 ms with 4), but a worker's thread is held for a whole slow request: a chat
streamed from a slow model, a 20 s upload on a phone network. With one thread that request
holds the whole worker, and every connection the kernel hashed to its socket (and its
kept-alive clients) waits behind it: with reuse_port a new connection cannot go to an idle
worker instead. Two threads keep a worker answering beside one slow request at a small cost in
the rush (Timkat 393/s, p95 306 ms on the same idle machine).
"""

import gc
import os
import random
import shutil
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

from gunicorn import sock as gunicorn_sock
from gunicorn import util as gunicorn_util

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from config import web_workers  # noqa: E402 - after making the project importable

PREPARE_ON_START = os.environ.get("MAREFIYA_PREPARE_ON_START") == "1"
preload_app = PREPARE_ON_START

bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = web_workers()
reuse_port = os.environ.get("GUNICORN_REUSE_PORT", "1") != "0"
threads = int(os.environ.get("GUNICORN_THREADS", 2))
worker_class = "gthread"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", 60))
accesslog = os.environ.get("GUNICORN_ACCESSLOG", "-")
# The path without its query string: queries can carry tokens and emails (a reset link's token,
# a booking lookup), which an access log must not keep.
access_log_format = '%(h)s "%(m)s %(U)s %(H)s" %(s)s %(b)s %(M)sms'
errorlog = "-"
# Recycling gives back whatever memory a large request made Python keep. With a shared socket,
# after about a thousand requests (jittered so the workers do not all restart at once); with
# reuse_port, by memory instead (the docstring says why).
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", 0 if reuse_port else 1000))
max_requests_jitter = int(os.environ.get("GUNICORN_MAX_REQUESTS_JITTER", 100))
# GUNICORN_DRAIN_ON_STOP=0: gunicorn's own stop (bench/recycle.py compares the two).
DRAIN_ON_STOP = os.environ.get("GUNICORN_DRAIN_ON_STOP", "1") != "0"
# How long an old worker told to stop keeps serving while newer ones boot (the docstring).
REPLACEMENT_WAIT_SECONDS = float(os.environ.get("GUNICORN_REPLACEMENT_WAIT", 60))
MAX_WORKER_MEMORY_MB = int(os.environ.get("GUNICORN_MAX_WORKER_MEMORY_MB", 1024))
MEMORY_CHECK_EVERY = int(os.environ.get("GUNICORN_MEMORY_CHECK_EVERY", 100))
# GUNICORN_GC_FREEZE=0: the collector keeps walking what a worker loaded at its start
# (`_freeze_loaded_objects` says why it does not).
GC_FREEZE = os.environ.get("GUNICORN_GC_FREEZE", "1") != "0"


def on_starting(server):
    """Under scripts/run.sh: prepare the database on the preloaded app, before the master binds
    its port and forks (a failure stops the server). First, the handoff's notes of an earlier
    master that had this pid and was killed before `on_exit` (`_handoff_directory`) go."""
    if reuse_port:  # in the master: its pid is the directory's
        shutil.rmtree(_handoff_directory(os.getpid()), ignore_errors=True)
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
    if reuse_port:
        _drain_socket_on_stop(worker)
    app = worker.wsgi
    if hasattr(app, "config"):
        read_catalogue_copy(worker, app)
        _freeze_loaded_objects(worker)
    if reuse_port and hasattr(worker, "sockets"):  # a worker gunicorn made (not a test's stand-in)
        _join_the_port(worker)
    if not hasattr(app, "config") or not app.config.get("ASSISTANT_WARM_UP"):
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


def _freeze_loaded_objects(worker) -> None:
    """Before the worker serves: collect once, then move every object it has made so far (the
    modules, the app, the catalogue copy: 315,000 objects the collector tracks) out of the
    collector's reach for good (gc.freeze). Python's full collection walks every tracked object,
    175 ms of CPU in one process with the GIL held, so every thread of the worker stops, and
    a loaded worker ran one every few thousand requests: in four runs of bench/load.py and
    wrk at 32 clients (8,500 requests), two of the three workers ran one, 405-1,073 ms of wall
    time each on the shared two cores, in the measured phases (a search p99 of 1,172 ms in
    the run one landed in); in the festival rush, one a worker a run, 146-790 ms. Frozen, a
    full collection walks only what was made since: 1.2 ms of CPU after 3,000 searches in one
    process (2,200 objects). (Python still counts the frozen objects in the threshold of its
    next full collection, so those come no more often than before; none came in the frozen
    runs.) What the worker loads later (the assistant's warm-up, ~1,400 objects; a new
    catalogue copy after an edit) is collected as before. The objects frozen are never
    collected, even once unreachable: only garbage cycles among them would stay in memory,
    and the collection first frees those that exist."""
    if not GC_FREEZE:
        return
    start = time.perf_counter()
    gc.collect()
    gc.freeze()
    worker.log.info("%d objects frozen in %.2f s", gc.get_freeze_count(),
                    time.perf_counter() - start)


def post_request(worker, req, environ, resp):
    """With reuse_port: every MEMORY_CHECK_EVERY requests or so (a worker's own count, drawn
    at its start so that workers started together do not all stop together), a worker whose
    resident memory has passed MAX_WORKER_MEMORY_MB stops as on SIGTERM (gthread's
    handle_exit: the main loop is woken and stops, `_drain_socket_on_stop`); the master starts
    another."""
    every = getattr(worker, "memory_check_every", 0)
    if not every or worker.nr % every:
        return
    resident_mb = _resident_mb()
    if resident_mb > MAX_WORKER_MEMORY_MB and worker.alive:
        worker.log.info("Worker using %d MB (over %d MB): recycling it", resident_mb,
                        MAX_WORKER_MEMORY_MB)
        worker.handle_exit(signal.SIGTERM, None)


def _resident_mb() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 2**20


def _drain_socket_on_stop(worker) -> None:
    """A gthread worker with a socket of its own (reuse_port) that stops (SIGTERM, a memory
    recycle, max_requests if set) takes every connection already queued on its socket and
    closes the socket at once, then serves what it took within the graceful timeout. Gunicorn
    itself only stops polling the socket and keeps it open until the process exits, so the
    kernel went on queueing connections on it through the whole graceful stop and reset them
    all at the exit. Closed, it leaves the kernel's group at once: new connections go to the
    other workers' sockets.

    Done where the main loop stops polling the socket (`set_accept_enabled(False)` once it is
    no longer alive): no event for the socket is dispatched after that."""
    worker.memory_check_every = (MEMORY_CHECK_EVERY + random.randrange(MEMORY_CHECK_EVERY)
                                 if MEMORY_CHECK_EVERY > 0 else 0)
    if not DRAIN_ON_STOP or not hasattr(worker, "set_accept_enabled"):  # gthread's
        return
    set_accept_enabled = worker.set_accept_enabled

    def set_accept_enabled_draining(enabled: bool) -> None:
        set_accept_enabled(enabled)
        if enabled or worker.alive:
            return
        for listener in worker.sockets:
            if listener.sock is None:
                continue
            listener.setblocking(False)
            while True:
                held = worker.nr_conns
                worker.accept(listener)  # one connection to the thread pool; none queued: none
                if worker.nr_conns == held:
                    break
            listener.close()

    worker.set_accept_enabled = set_accept_enabled_draining


def _handoff_directory(master_pid: int) -> Path:
    """Where the master notes each worker it forked (`spawned-<age>`) and each worker notes that
    it listens (`ready-<age>`): empty files, read by a stopping worker (`_booting_newer`)."""
    return Path(tempfile.gettempdir()) / f"marefiya-gunicorn-{master_pid}"


def pre_fork(server, worker):
    """In the master, before the fork: note the worker as booting. Before the fork, so that an
    old worker stopped by the same reload already sees it."""
    if reuse_port:
        directory = _handoff_directory(server.pid)
        directory.mkdir(exist_ok=True)
        (directory / f"spawned-{worker.age}").touch()


def post_fork(server, worker):
    """With reuse_port, gunicorn gives the new worker its socket at the fork; it leaves the
    port until it can serve (`_join_the_port`), so the kernel queues nothing on it meanwhile.
    Its SIGTERM is `_stay_until_replaced`'s (set before gunicorn installs its signal handlers,
    which take the worker's `handle_exit`)."""
    if reuse_port:
        for listener in worker.sockets:
            listener.close()
        worker.sockets = []
        _stay_until_replaced(worker)


def child_exit(server, worker):
    """A worker gone (stopped, or dead while booting) is waited for by nobody."""
    if reuse_port:
        for kind in ("spawned", "ready"):
            (_handoff_directory(server.pid) / f"{kind}-{worker.age}").unlink(missing_ok=True)


def on_exit(server):
    if reuse_port:
        shutil.rmtree(_handoff_directory(server.pid), ignore_errors=True)


def _join_the_port(worker) -> None:
    """Open the worker's socket(s) on the port, now that it can serve, and say so."""
    if not worker.sockets:
        worker.sockets = gunicorn_sock.create_sockets(worker.cfg, worker.log)
        for listener in worker.sockets:
            gunicorn_util.close_on_exec(listener)  # as gunicorn's init_process does
    directory = _handoff_directory(worker.ppid)
    directory.mkdir(exist_ok=True)
    (directory / f"ready-{worker.age}").touch()


def _booting_newer(worker) -> set[int]:
    """The workers forked after this one that do not listen yet."""
    try:
        names = os.listdir(_handoff_directory(worker.ppid))
    except FileNotFoundError:
        return set()
    ages = {"spawned": set(), "ready": set()}
    for name in names:
        kind, _, age = name.partition("-")
        if kind in ages and age.isdigit():
            ages[kind].add(int(age))
    return {age for age in ages["spawned"] - ages["ready"] if age > worker.age}


def _stay_until_replaced(worker) -> None:
    """SIGTERM (and a memory recycle) while a newer worker boots: keep serving until every newer
    one listens (or REPLACEMENT_WAIT_SECONDS pass), then stop as gunicorn does. A second SIGTERM
    meanwhile (the master's loop, once it sends them again) is ignored.

    Gunicorn 27's reload waits (blocking its loop, at most graceful_timeout, 30 s) for the old
    workers to exit: so the master handles its next signal, its own stop included, once the new
    workers serve. A stop asked during a deploy waits for the boot (tests/operations/
    test_deploy_handoff.py)."""
    stop = worker.handle_exit
    waiting = threading.Event()

    def handle_exit(sig, frame) -> None:
        if waiting.is_set():
            return
        if not _booting_newer(worker):
            stop(sig, frame)
            return
        waiting.set()
        worker.log.info("Stopping once the workers booting now serve (at most %.0f s)",
                        REPLACEMENT_WAIT_SECONDS)

        def stop_when_replaced() -> None:
            deadline = time.monotonic() + REPLACEMENT_WAIT_SECONDS
            while _booting_newer(worker) and time.monotonic() < deadline:
                time.sleep(0.05)
            stop(sig, None)  # gthread's: alive off, the main loop woken through its queue

        threading.Thread(target=stop_when_replaced, name="stop-when-replaced",
                         daemon=True).start()

    worker.handle_exit = handle_exit
