"""A deploy's reload (HUP) under gunicorn.conf.py: the old workers keep serving until the new
ones can, so no request waits for a new worker's boot; a stop with nothing booting is at once.

Real gunicorn, the project's config, two workers, and an app whose import takes BOOT_SECONDS
after the HUP (tests/operations/slow_boot_app.py): before the handoff, requests the kernel put on
a booting worker's socket waited the whole boot."""

from __future__ import annotations

import http.client
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.pgcluster import free_port

ROOT = Path(__file__).resolve().parents[2]
BOOT_SECONDS = 4


def _get(port: int) -> tuple[int | str, float, str]:
    """(status or the error's name, seconds, the serving worker's pid) of one request on a
    new connection, as a phone or a load balancer without keep-alive sends it."""
    started = time.monotonic()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request("GET", "/")
        response = connection.getresponse()
        body = response.read().decode()
        connection.close()
        return response.status, time.monotonic() - started, body
    except OSError as error:
        return type(error).__name__, time.monotonic() - started, ""


def _serving(port: int, seconds: float) -> set[str]:
    """The pids answering once the server answers at all (it refuses until a worker is ready)."""
    deadline = time.monotonic() + seconds
    pids: set[str] = set()
    while time.monotonic() < deadline and len(pids) < 2:
        status, _, pid = _get(port)
        if status == 200:
            pids.add(pid)
        else:
            time.sleep(0.1)
    return pids


def _start_gunicorn(tmp_path: Path, replacement_wait: int):
    """The project's gunicorn config with two workers of the slow-booting app, booting at once
    until the test writes BOOT_SECONDS to the returned file: (master, port, that file, log)."""
    port = free_port()
    boot = tmp_path / "boot-seconds"
    boot.write_text("0")
    env = {**os.environ, "BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "2",
           "GUNICORN_ACCESSLOG": "/dev/null", "SLOW_BOOT_FILE": str(boot),
           "GUNICORN_REUSE_PORT": "1", "GUNICORN_REPLACEMENT_WAIT": str(replacement_wait)}
    log = (tmp_path / "gunicorn.log").open("w")
    master = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py",
         "tests.operations.slow_boot_app:app"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    return master, port, boot, log


def test_a_reload_keeps_the_old_workers_serving_until_the_new_ones_can(tmp_path):
    master, port, boot, log = _start_gunicorn(tmp_path, replacement_wait=30)
    try:
        old = _serving(port, 60)
        assert old, (tmp_path / "gunicorn.log").read_text()

        boot.write_text(str(BOOT_SECONDS))
        master.send_signal(signal.SIGHUP)
        answers = []
        # Past the boot with room to spare on a loaded machine: the last answers are the new pids'.
        deadline = time.monotonic() + BOOT_SECONDS + 6
        while time.monotonic() < deadline:
            answers.append(_get(port))
            time.sleep(0.05)

        assert {status for status, _, _ in answers} == {200}, answers
        slowest = max(seconds for _, seconds, _ in answers)
        # Half the boot: a request the kernel queued on a booting worker waits all of it, while
        # a loaded CI machine can still hold a plain answer for some hundreds of milliseconds.
        assert slowest < BOOT_SECONDS / 2, f"a request waited {slowest:.1f} s for a booting worker"
        # The old workers served through the boot, and the new ones took over after it.
        assert {pid for _, _, pid in answers[:10]} <= old
        assert not {pid for _, _, pid in answers[-10:]} & old
    finally:
        # Nothing is booting now: the workers stop at once, not after the replacement wait.
        started = time.monotonic()
        master.send_signal(signal.SIGTERM)
        master.wait(timeout=60)
        log.close()
    assert time.monotonic() - started < 10


def test_a_stop_asked_during_a_deploy_waits_for_the_boot_not_for_the_replacement_wait(
        tmp_path):
    master, port, boot, log = _start_gunicorn(tmp_path, replacement_wait=60)
    try:
        assert _serving(port, 60), (tmp_path / "gunicorn.log").read_text()
        boot.write_text(str(BOOT_SECONDS))
        master.send_signal(signal.SIGHUP)
        time.sleep(1)
        started = time.monotonic()
        master.send_signal(signal.SIGTERM)
        master.wait(timeout=90)
        # Gunicorn's reload holds its loop until the old workers exit; they exit once the new
        # ones serve (the rest of the boot), then the stop is at once: not the 60 s wait.
        assert time.monotonic() - started < BOOT_SECONDS + 6, (
            tmp_path / "gunicorn.log").read_text()
    finally:
        if master.poll() is None:
            master.kill()
        log.close()
