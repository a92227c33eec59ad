"""Heavy uploads beside guests (issue 28): 12 concurrent /v1/files uploads of a 1,999-page PDF
while a guest's /api/v1/mobile/home is timed every 100 ms, against the README's run mode (SQLite,
one gunicorn worker with 8 threads). Loopback only, bounded. Prints /home's p50/p95 during the
uploads and before them, and what the uploads got (200, or 503 with Retry-After past the
per-process extraction slots).

    .venv/bin/python bench/upload_probe.py
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
from fpdf import FPDF

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.smtp import free_port  # noqa: E402

UPLOADS = 12
PAGES = 1999


def heavy_pdf() -> bytes:
    pdf = FPDF()
    pdf.set_font("helvetica", size=11)
    for page in range(PAGES):
        pdf.add_page()
        pdf.multi_cell(0, 6, f"Page {page}: the airport shuttle leaves every hour; breakfast is "
                             f"served from 6:30 to 10:00; late check-out costs 1,000 birr. " * 3)
    return bytes(pdf.output())


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    data = heavy_pdf()
    with tempfile.TemporaryDirectory(prefix="marefiya-upload-probe-") as tmp:
        work = Path(tmp)
        port = free_port()
        env = {**os.environ, "MAREFIYA_ENV": "development", "FLASK_APP": "wsgi.py",
               "MAREFIYA_INSTANCE_DIR": str(work), "DATABASE_URL": f"sqlite:///{work / 'marefiya.db'}",
               "JOBS_QUEUE_URL": f"sqlite:///{work / 'jobs.db'}", "MAIL_OUTBOX_DIR": str(work / "outbox"),
               "RATELIMIT_ENABLED": "false", "GUNICORN_ACCESSLOG": "/dev/null", "ASSISTANT_API_KEYS": ""}
        python = str(ROOT / ".venv/bin/python")
        subprocess.run([python, "-m", "flask", "prepare"], cwd=ROOT, env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        log = open(work / "server.log", "wb")  # noqa: SIM115 - closed below
        server = subprocess.Popen([str(ROOT / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py",
                                   "--workers", "1", "--threads", "8", "--bind", f"127.0.0.1:{port}",
                                   "wsgi:app"], cwd=ROOT, env=env, stdout=log, stderr=log)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 120
            while True:
                try:
                    if httpx.get(base + "/ready", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("server did not start")
                time.sleep(0.2)
            quiet = [timed(base) for _ in range(30)]
            busy: list[float] = []
            done = threading.Event()

            def probe() -> None:
                while not done.is_set():
                    busy.append(timed(base))
                    time.sleep(0.1)

            prober = threading.Thread(target=probe)
            prober.start()
            started = time.monotonic()
            with ThreadPoolExecutor(max_workers=UPLOADS) as pool:
                results = list(pool.map(lambda n: upload(base, n, data), range(UPLOADS)))
            done.set()
            prober.join()
            elapsed = time.monotonic() - started
        finally:
            server.terminate()
            server.wait(timeout=30)
            log.close()
    statuses = Counter(status for status, _ in results)
    print(f"PDF: {PAGES} pages, {len(data) / 1024:.0f} KB; {UPLOADS} uploads at once took {elapsed:.1f} s")
    print(f"uploads: {dict(statuses)}; slowest {max(s for _, s in results):.1f} s")
    print(f"/home quiet: p50 {statistics.median(quiet):.1f} ms, p95 {percentile(quiet, .95):.1f} ms")
    print(f"/home during the uploads ({len(busy)} probes): p50 {statistics.median(busy):.1f} ms, "
          f"p95 {percentile(busy, .95):.1f} ms, max {max(busy):.1f} ms")


def timed(base: str) -> float:
    started = time.perf_counter()
    httpx.get(base + "/api/v1/mobile/home", timeout=60).raise_for_status()
    return (time.perf_counter() - started) * 1000


def upload(base: str, n: int, data: bytes) -> tuple[int, float]:
    started = time.monotonic()
    response = httpx.post(base + "/v1/files", files={"file": (f"guide{n}.pdf", data, "application/pdf")},
                          timeout=600)
    return response.status_code, time.monotonic() - started


if __name__ == "__main__":
    main()
