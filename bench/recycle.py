"""Are connections reset when a gunicorn worker stops? (issue 34: gunicorn.conf.py's reuse_port)

    .venv/bin/python bench/recycle.py                  # every variant, 12 s of load each
    .venv/bin/python bench/recycle.py --seconds 20 --variant memory

Serves this module's tiny WSGI app (`app`: no database, ~1 ms of CPU a request) with the
project's gunicorn.conf.py on 127.0.0.1 (3 workers), while `--clients` threads open a new
connection for every request (the case where a connection waits in a socket's queue before a
worker accepts it) for `--seconds`. Workers are made to stop often, and every failed request
is counted by kind (reset, refused, closed without an answer). The variants, all but the last
with reuse_port (each worker its own socket):

- `max_requests`: gunicorn's own recycling every 1,000-1,500 requests and its own stop
  (GUNICORN_DRAIN_ON_STOP=0): the worker keeps its socket open, and queueing, through its
  graceful stop, and the kernel resets what is queued on it when the process exits.
- `max_requests_drained`: the same recycling, the stop as gunicorn.conf.py makes it
  (`_drain_socket_on_stop`: the queue taken, the socket closed at once).
- `memory`: gunicorn.conf.py's recycling by memory (the limit set to 1 MB, so each worker
  recycles at its first check, after 1,000-2,000 requests), drained.
- `hup` and `hup_drained`: no recycling; the master is sent SIGHUP (a deploy: every worker
  replaced, the old ones stopped with SIGTERM) every 3 s, with gunicorn's stop and drained.
- `shared`: one shared socket (GUNICORN_REUSE_PORT=0) with max_requests recycling, as before.

It prints, per variant, the requests answered, the failures by kind and how many workers were
started (the recycles). Loopback only, bounded by time.
"""

from __future__ import annotations

import argparse
import http.client
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.pgcluster import free_port  # noqa: E402

REUSE_PORT = {"GUNICORN_REUSE_PORT": "1", "GUNICORN_MAX_REQUESTS": "0",
              "GUNICORN_MEMORY_CHECK_EVERY": "0"}
VARIANTS = {
    "max_requests": {**REUSE_PORT, "GUNICORN_MAX_REQUESTS": "1000",
                     "GUNICORN_MAX_REQUESTS_JITTER": "500", "GUNICORN_DRAIN_ON_STOP": "0"},
    "max_requests_drained": {**REUSE_PORT, "GUNICORN_MAX_REQUESTS": "1000",
                             "GUNICORN_MAX_REQUESTS_JITTER": "500"},
    "memory": {**REUSE_PORT, "GUNICORN_MAX_WORKER_MEMORY_MB": "1",
               "GUNICORN_MEMORY_CHECK_EVERY": "1000"},
    "hup": {**REUSE_PORT, "GUNICORN_DRAIN_ON_STOP": "0"},
    "hup_drained": REUSE_PORT,
    "shared": {"GUNICORN_REUSE_PORT": "0", "GUNICORN_MAX_REQUESTS": "1000",
               "GUNICORN_MAX_REQUESTS_JITTER": "500"},
}


def app(environ, start_response):
    """A request that costs about a millisecond of CPU and names the worker that served it."""
    deadline = time.process_time() + 0.001
    while time.process_time() < deadline:
        pass
    body = f"{os.getpid()}\n".encode()
    start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", str(len(body)))])
    return [body]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", action="append", choices=list(VARIANTS))
    parser.add_argument("--seconds", type=float, default=12.0)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--workers", type=int, default=3)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()}")
    for name in args.variant or list(VARIANTS):
        outcomes, started = run_variant(name, args)
        failed = sum(n for kind, n in outcomes.items() if kind != "ok")
        print(f"{name:13s} answered {outcomes['ok']:6d}, failed {failed:4d} "
              f"({', '.join(f'{k} {v}' for k, v in sorted(outcomes.items()) if k != 'ok') or '-'});"
              f" workers started {started} ({started - args.workers} replacements)")
    print(f"load average {os.getloadavg()}")


def run_variant(name: str, args) -> tuple[Counter, int]:
    port = free_port()
    env = {**os.environ, **VARIANTS[name], "BIND": f"127.0.0.1:{port}",
           "WEB_CONCURRENCY": str(args.workers), "GUNICORN_ACCESSLOG": "/dev/null"}
    log_path = ROOT / "bench/results" / f"recycle-{name}.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with open(log_path, "w") as log:
        server = subprocess.Popen(
            [str(ROOT / ".venv/bin/gunicorn"), "-c", str(ROOT / "gunicorn.conf.py"),
             "--graceful-timeout", "5", "bench.recycle:app"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_until_serving(port)
        time.sleep(1.0)  # every worker booted
        outcomes: Counter = Counter()
        lock = threading.Lock()
        stop_at = time.monotonic() + args.seconds

        def client():
            local: Counter = Counter()
            while time.monotonic() < stop_at:
                local[one_request(port)] += 1
            with lock:
                outcomes.update(local)

        threads = [threading.Thread(target=client) for _ in range(args.clients)]
        for thread in threads:
            thread.start()
        if name.startswith("hup"):
            while time.monotonic() < stop_at - 1:
                time.sleep(3.0)
                server.send_signal(signal.SIGHUP)
        for thread in threads:
            thread.join()
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    started = log_path.read_text().count("Booting worker with pid")
    return outcomes, started


def one_request(port: int) -> str:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", "/", headers={"Connection": "close"})
        response = connection.getresponse()
        response.read()
        return "ok" if response.status == 200 else f"status {response.status}"
    except ConnectionResetError:
        return "reset"
    except ConnectionRefusedError:
        return "refused"
    except http.client.RemoteDisconnected:
        return "closed unanswered"
    except OSError as exc:
        return type(exc).__name__
    finally:
        connection.close()


def wait_until_serving(port: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if one_request(port) == "ok":
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError("gunicorn did not start")


if __name__ == "__main__":
    main()
