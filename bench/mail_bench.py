"""Mail benchmark (not part of the test suite): the API while the mail server hangs, and the job
queue's delivery throughput. Everything runs on 127.0.0.1 with bounded request counts.

    .venv/bin/python bench/mail_bench.py                 # SQLite queue; Redis too if installed
    REQUESTS=200 EMAILS=1000 .venv/bin/python bench/mail_bench.py

1. Tarpit: gunicorn (as scripts/run.sh runs it) and one `flask worker` whose SMTP server accepts
   connections and never answers. Registrations (each queues a verification email), /v1/health
   and /home are timed before and while the worker is stuck on the tarpit; the ratio to
   /v1/health's p50 from the same run is printed.
2. Throughput: EMAILS outbox rows committed in one transaction, delivered by one `flask worker`
   (JOBS_WORKERS threads) to an aiosmtpd server; emails/s from the commit to the last `sent`.
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.smtp import Mailbox, Tarpit, free_port, start_smtp  # noqa: E402

PY = str(ROOT / ".venv" / "bin" / "python")
REQUESTS = int(os.environ.get("REQUESTS", 120))  # per endpoint and phase
EMAILS = int(os.environ.get("EMAILS", 500))
CONCURRENCY = int(os.environ.get("CONCURRENCY", 4))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class Deployment:
    """A web server and a worker sharing one SQLite database, queue and settings."""

    def __init__(self, workdir: Path, queue_url: str, **settings):
        self.workdir = workdir
        workdir.mkdir(parents=True, exist_ok=True)
        self.env = {
            **os.environ,
            "MAREFIYA_ENV": "development",
            "FLASK_APP": "wsgi.py",
            "DATABASE_URL": f"sqlite:///{workdir / 'bench.db'}",
            "JOBS_QUEUE_URL": queue_url,
            "MAIL_SERVER": "127.0.0.1",
            "MAIL_OUTBOX_DIR": str(workdir / "outbox"),
            "TTS_CACHE_DIR": str(workdir / "tts"),
            "RATELIMIT_ENABLED": "false",  # the load would only measure 429s
            "GUNICORN_ACCESSLOG": "/dev/null",
            **{name: str(value) for name, value in settings.items()},
        }
        self.processes: list[subprocess.Popen] = []
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"

    def flask(self, *args: str) -> None:
        subprocess.run([PY, "-m", "flask", *args], env=self.env, cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def spawn(self, args: list[str], log: str) -> subprocess.Popen:
        out = open(self.workdir / log, "ab")  # noqa: SIM115 - closed with the process
        process = subprocess.Popen(args, env=self.env, cwd=ROOT, stdout=out, stderr=out)
        self.processes.append(process)
        return process

    def start_web(self) -> None:
        self.spawn([str(ROOT / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py", "--workers", "1",
                    "--threads", "8", "--bind", f"127.0.0.1:{self.port}", "wsgi:app"], "web.log")
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.base + "/v1/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError(f"web server did not start; see {self.workdir / 'web.log'}")

    def start_worker(self, workers: int = 2) -> subprocess.Popen:
        return self.spawn([PY, "-m", "flask", "worker", "--workers", str(workers)], "worker.log")

    def stop(self) -> None:
        for process in self.processes:
            process.send_signal(signal.SIGINT)
        for process in self.processes:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
        self.processes.clear()


def timed_calls(base: str, calls: list[tuple[str, str, dict]]) -> dict[str, list[float]]:
    """Run the calls CONCURRENCY at a time; seconds per call, by path. Any non-2xx is fatal."""
    with httpx.Client(base_url=base, timeout=60) as client:
        def one(call):
            method, path, kwargs = call
            started = time.perf_counter()
            response = client.request(method, path, **kwargs)
            elapsed = time.perf_counter() - started
            if response.status_code >= 300:
                raise RuntimeError(f"{method} {path}: {response.status_code} {response.text[:200]}")
            return path, elapsed

        with ThreadPoolExecutor(CONCURRENCY) as pool:
            results = list(pool.map(one, calls))
    by_path: dict[str, list[float]] = {}
    for path, seconds in results:
        by_path.setdefault(path, []).append(seconds)
    return by_path


def mixed_calls(tag: str) -> list[tuple[str, str, dict]]:
    calls = []
    for n in range(REQUESTS):
        body = {"email": f"{tag}{n}@example.et", "password": "Bench1234!", "first_name": "Abebe",
                "last_name": "Kebede", "phone": "+251911000000"}
        calls += [("POST", "/api/v1/mobile/auth/register", {"json": body}),
                  ("GET", "/v1/health", {}), ("GET", "/api/v1/mobile/home", {})]
    return calls


def report(title: str, by_path: dict[str, list[float]], health_p50: float) -> None:
    print(f"\n{title}")
    print(f"  {'endpoint':34} {'n':>4} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'p50/health':>11}")
    for path, seconds in by_path.items():
        p50 = statistics.median(seconds)
        print(f"  {path:34} {len(seconds):4} {p50 * 1000:8.1f} {percentile(seconds, 0.95) * 1000:8.1f}"
              f" {max(seconds) * 1000:8.1f} {p50 / health_p50:11.2f}")


def tarpit_phase(workdir: Path) -> None:
    tarpit = Tarpit()
    deployment = Deployment(workdir, f"sqlite:///{workdir / 'jobs.db'}", MAIL_PORT=tarpit.port,
                            MAIL_TIMEOUT=10)
    try:
        deployment.flask("db", "upgrade")
        deployment.flask("seed-demo")
        deployment.start_web()
        # Warm up, then the baseline without a worker: emails only queue.
        timed_calls(deployment.base, [("GET", "/v1/health", {}), ("GET", "/api/v1/mobile/home", {})] * 10)
        baseline = timed_calls(deployment.base, mixed_calls("before"))
        health_p50 = statistics.median(baseline["/v1/health"])
        report("Baseline (no worker running)", baseline, health_p50)

        deployment.start_worker()
        deadline = time.monotonic() + 30
        while len(tarpit.accepted) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        print(f"\n  worker connected to the tarpit {len(tarpit.accepted)} times (MAIL_TIMEOUT=10 s)")
        hanging = timed_calls(deployment.base, mixed_calls("during"))
        report("While SMTP is a tarpit (worker threads stuck on it)", hanging, health_p50)
        health = httpx.get(deployment.base + "/v1/health").json()
        print(f"  health: status={health['status']} mail={health['mail']} queue={health['queue']}")
    finally:
        deployment.stop()
        tarpit.close()


def throughput_phase(workdir: Path, queue_url: str, workers: int) -> float:
    mailbox = Mailbox()
    smtp = start_smtp(mailbox)
    deployment = Deployment(workdir, queue_url, MAIL_PORT=smtp.port, MAIL_TIMEOUT=10)
    try:
        deployment.flask("db", "upgrade")
        deployment.start_worker(workers)
        time.sleep(2)  # the worker's start-up (imports, first sweep) is not throughput

        from sqlalchemy import func, select

        from app import create_app
        from app.extensions import db
        from app.models import OutboxMessage, OutboxStatus
        from app.services.messaging import outbox

        app = create_app("development", SQLALCHEMY_DATABASE_URI=deployment.env["DATABASE_URL"],
                         JOBS_QUEUE_URL=queue_url, MAIL_SERVER="127.0.0.1", MAIL_PORT=smtp.port)
        with app.app_context():
            for n in range(EMAILS):
                outbox.queue_email(f"guest{n}@example.et", "Verify your email for Marefiya",
                                   "verify_email", guest=None, verify_url="https://x/verify",
                                   valid_hours=48)
            started = time.perf_counter()
            db.session.commit()  # hands EMAILS delivery jobs to the queue
            queued_in = time.perf_counter() - started
            sent = 0
            while sent < EMAILS:
                time.sleep(0.1)
                db.session.rollback()
                sent = db.session.scalar(select(func.count()).where(
                    OutboxMessage.status == OutboxStatus.SENT))
                if time.perf_counter() - started > 300:
                    raise RuntimeError(f"only {sent} of {EMAILS} sent in 300 s")
            seconds = time.perf_counter() - started
        assert len(mailbox.messages) == EMAILS, len(mailbox.messages)
        rate = EMAILS / seconds
        print(f"  {queue_url.split(':')[0]:6} queue, {workers} worker threads: {EMAILS} emails in "
              f"{seconds:.2f} s = {rate:.0f} emails/s (enqueueing took {queued_in:.2f} s)")
        return rate
    finally:
        deployment.stop()
        smtp.stop()


def main() -> None:
    logging.getLogger("mail.log").setLevel(logging.WARNING)  # aiosmtpd logs every SMTP line
    print(f"Mail benchmark: {REQUESTS} requests per endpoint and phase, {CONCURRENCY} connections, "
          f"nproc={os.cpu_count()}")
    with tempfile.TemporaryDirectory(prefix="marefiya-mail-bench-") as tmp:
        tarpit_phase(Path(tmp) / "tarpit")
    print("\nOutbox delivery throughput (one worker process, aiosmtpd on loopback)")
    queues = ["sqlite"] + (["redis"] if shutil.which("redis-server") else [])
    for queue in queues:
        for workers in (2, 4):
            with tempfile.TemporaryDirectory(prefix="marefiya-mail-bench-") as tmp:
                workdir = Path(tmp)
                redis = None
                if queue == "redis":
                    port = free_port()
                    redis = subprocess.Popen(["redis-server", "--port", str(port), "--save", "",
                                              "--appendonly", "no"], stdout=subprocess.DEVNULL)
                    time.sleep(0.5)
                    url = f"redis://127.0.0.1:{port}/0"
                else:
                    url = f"sqlite:///{workdir / 'jobs.db'}"
                try:
                    throughput_phase(workdir, url, workers)
                finally:
                    if redis:
                        redis.terminate()
                        redis.wait()


if __name__ == "__main__":
    main()
