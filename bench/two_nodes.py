"""A second node, proven (issue 28): two web instances and two workers (one with the scheduler) on
one PostgreSQL and one Redis, all on 127.0.0.1, with bounded traffic.

    .venv/bin/python bench/two_nodes.py

Checks, each printed with its numbers:
1. bookings racing across both nodes for one room type's last rooms: sold exactly;
2. paid bookings cancelled on one node and verified on the other: each refund made once, each
   confirmation and refund email delivered once (a loopback SMTP server counts them);
3. a photo uploaded on one node is served by the other (media in a store both share);
4. a catalogue change on one node is found by the other's search within a second;
5. failed sign-ins alternating between the nodes stop at the one limit (Redis counts for both).
"""

from __future__ import annotations

import io
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import date, timedelta
from pathlib import Path

import httpx
import psycopg
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.pgcluster import start_cluster  # noqa: E402
from tests.smtp import Mailbox, free_port, start_smtp  # noqa: E402

PY = str(ROOT / ".venv/bin/python")
RESULTS: list[tuple[str, bool, str]] = []


def report(name: str, ok: bool, detail: str) -> None:
    RESULTS.append((name, ok, detail))
    print(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}", flush=True)


class Nodes:
    def __init__(self, work: Path, database_url: str, redis_port: int, smtp_port: int):
        self.work = work
        self.ports = [free_port(), free_port()]
        self.bases = [f"http://127.0.0.1:{port}" for port in self.ports]
        self.common = {
            **os.environ, "MAREFIYA_ENV": "development", "FLASK_APP": "wsgi.py",
            "DATABASE_URL": database_url,
            "RATELIMIT_STORAGE_URI": f"redis://127.0.0.1:{redis_port}/0",
            "JOBS_QUEUE_URL": f"redis://127.0.0.1:{redis_port}/1",
            "MAIL_SERVER": "127.0.0.1", "MAIL_PORT": str(smtp_port),
            "SECRET_KEY": secrets.token_urlsafe(48), "JWT_SECRET_KEY": secrets.token_urlsafe(48),
            "PUBLIC_BASE_URL": self.bases[0], "HOLDS_PER_ADDRESS_LIMIT": "10000 per 15 minutes",
            "MAX_UNPAID_HOLDS": "1000", "ASSISTANT_WARM_UP": "false", "GUNICORN_ACCESSLOG": "/dev/null",
            "WEB_CONCURRENCY": "2",
        }
        self.processes: list[subprocess.Popen] = []

    def env(self, node: int) -> dict:
        return {**self.common, "MAREFIYA_INSTANCE_DIR": str(self.work / f"node{node}"),
                "MEDIA_DIR": str(self.work / f"node{node}" / "media")}

    def flask(self, *args: str) -> None:
        subprocess.run([PY, "-m", "flask", *args], cwd=ROOT, env=self.env(0), check=True,
                       stdout=subprocess.DEVNULL)

    def start(self) -> None:
        for node, port in enumerate(self.ports):
            log = open(self.work / f"web{node}.log", "wb")  # noqa: SIM115
            self.processes.append(subprocess.Popen(
                [str(ROOT / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py", "--bind",
                 f"127.0.0.1:{port}", "wsgi:app"], cwd=ROOT, env=self.env(node), stdout=log, stderr=log))
            worker = [PY, "-m", "flask", "worker"] + ([] if node == 0 else ["--no-periodic"])
            log = open(self.work / f"worker{node}.log", "wb")  # noqa: SIM115
            self.processes.append(subprocess.Popen(worker, cwd=ROOT, env=self.env(node), stdout=log,
                                                   stderr=log))
        for base in self.bases:
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                try:
                    if httpx.get(base + "/ready", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    time.sleep(0.2)
            else:
                raise RuntimeError(f"{base} did not start")

    def stop(self) -> None:
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            process.wait(timeout=30)


def main() -> None:
    work = Path(tempfile.mkdtemp(prefix="marefiya-two-nodes-"))
    cluster = start_cluster()
    redis_port = free_port()
    redis = subprocess.Popen(["redis-server", "--port", str(redis_port), "--bind", "127.0.0.1",
                              "--save", "", "--appendonly", "no", "--dir", str(work)],
                             stdout=subprocess.DEVNULL)
    mailbox = Mailbox()
    smtp = start_smtp(mailbox)
    nodes = Nodes(work, cluster.url, redis_port, smtp.port)
    try:
        nodes.flask("db", "upgrade")
        nodes.flask("seed-demo")
        nodes.start()
        dsn = cluster.url.replace("postgresql+psycopg://", "postgresql://")
        race(nodes)
        refunds_and_emails(nodes, mailbox, dsn)
        photo(nodes)
        catalogue_change(nodes)
        shared_limit(nodes)
    finally:
        nodes.stop()
        smtp.stop()
        redis.terminate()
        cluster.stop()
        shutil.rmtree(work, ignore_errors=True)
    failed = [name for name, ok, _ in RESULTS if not ok]
    print(f"\n{len(RESULTS) - len(failed)} of {len(RESULTS)} checks passed" + (f"; failed: {failed}" if failed else ""))
    sys.exit(1 if failed else 0)


def staff_headers(base: str) -> dict:
    token = httpx.post(base + "/api/v1/auth/login", json={
        "email": "hoteladmin@marefiya.et", "password": "Hotel1234!"}).json()["data"]["token"]
    return {"Authorization": f"Bearer {token}"}


def first_room_type(base: str) -> tuple[int, int]:
    hotel_id = httpx.get(base + "/api/v1/staff/hotel", headers=staff_headers(base)).json()["data"]["hotel_id"]
    detail = httpx.get(f"{base}/api/v1/mobile/hotels/{hotel_id}").json()["data"]
    return hotel_id, detail["room_types"][0]["room_type_id"]


def stay(days_ahead: int) -> dict:
    check_in = date.today() + timedelta(days=days_ahead)
    return {"check_in": check_in.isoformat(), "check_out": (check_in + timedelta(days=2)).isoformat()}


def guest(n: int) -> dict:
    return {"first_name": "Node", "last_name": "Guest", "email": f"node{n}@example.et",
            "phone": "0911223344"}


def race(nodes: Nodes) -> None:
    hotel_id, room_type_id = first_room_type(nodes.bases[0])
    dates = stay(200)
    free = httpx.get(f"{nodes.bases[1]}/api/v1/mobile/hotels/{hotel_id}/availability",
                     params={**dates, "guests": 1}).json()["data"]["room_types"]
    rooms = next(rt["available_rooms"] for rt in free if rt["room_type_id"] == room_type_id)
    callers = 3 * rooms + 4

    def book(n: int) -> int:
        return httpx.post(nodes.bases[n % 2] + "/api/v1/mobile/bookings", timeout=60, json={
            "hotel_id": hotel_id, "room_type_id": room_type_id, "guests": 1, "rooms": 1, **dates,
            "guest": guest(1000 + n)}).status_code

    with ThreadPoolExecutor(max_workers=16) as pool:
        statuses = list(pool.map(book, range(callers)))
    created, refused = statuses.count(201), statuses.count(409)
    report("bookings racing across nodes", created == rooms and refused == callers - rooms,
           f"{rooms} rooms, {callers} callers on 2 nodes: {created} x 201, {refused} x 409, "
           f"others {sorted(s for s in statuses if s not in (201, 409))}")


def refunds_and_emails(nodes: Nodes, mailbox: Mailbox, dsn: str) -> None:
    hotel_id, room_type_id = first_room_type(nodes.bases[0])
    codes = []
    for n in range(6):
        a, b = nodes.bases[n % 2], nodes.bases[(n + 1) % 2]
        contact = guest(n)
        booking = httpx.post(a + "/api/v1/mobile/bookings", json={
            "hotel_id": hotel_id, "room_type_id": room_type_id, "guests": 1, "rooms": 1,
            **stay(220 + 3 * n), "guest": contact}).json()["data"]
        credentials = {"confirmation_code": booking["confirmation_code"], "email": contact["email"]}
        tx_ref = httpx.post(b + "/api/v1/mobile/payments/initialize", json={
            "booking_id": booking["booking_id"], "method": "telebirr", **credentials}).json()["data"]["tx_ref"]
        httpx.post(f"{a}/api/v1/mobile/payments/sandbox/{tx_ref}", data={"decision": "pay"})
        for base in (a, b, a):  # verified three times on both nodes: confirmed once
            httpx.get(base + "/api/v1/mobile/payments/verify", params={"tx_ref": tx_ref})
        httpx.post(b + "/api/v1/mobile/bookings/lookup/cancel", json=credentials)
        codes.append(booking["confirmation_code"])
    deadline = time.monotonic() + 60
    with psycopg.connect(dsn) as conn:
        while time.monotonic() < deadline:
            refunded = conn.execute(
                "SELECT count(*) FROM payments p JOIN bookings b ON b.id = p.booking_id "
                "WHERE b.confirmation_code = ANY(%s) AND p.status = 'refunded'", (codes,)).fetchone()[0]
            if refunded == len(codes):
                break
            time.sleep(0.2)
        events = conn.execute(
            "SELECT b.confirmation_code, count(*) FROM payment_events e JOIN payments p ON p.id = e.payment_id "
            "JOIN bookings b ON b.id = p.booking_id WHERE e.source = 'refund' AND b.confirmation_code = ANY(%s) "
            "GROUP BY 1", (codes,)).fetchall()
    time.sleep(3)  # let any duplicate delivery arrive before counting
    subjects = [m["Subject"] for m in mailbox.messages]
    confirmed = [sum(code in s and s.startswith("Booking confirmed") for s in subjects) for code in codes]
    refund_mails = [sum(s == f"Refund issued for booking {code}" for s in subjects) for code in codes]
    report("refunds once", refunded == len(codes) and sorted(c for _, c in events) == [1] * len(codes),
           f"{refunded}/{len(codes)} refunded, refund events per payment {sorted(c for _, c in events)}")
    report("emails once", confirmed == [1] * len(codes) and refund_mails == [1] * len(codes),
           f"confirmation emails per booking {confirmed}, refund emails {refund_mails}")


def photo(nodes: Nodes) -> None:
    buffer = io.BytesIO()
    Image.new("RGB", (640, 480), (200, 120, 40)).save(buffer, "JPEG")
    upload = httpx.post(nodes.bases[0] + "/api/v1/staff/hotel/images", headers=staff_headers(nodes.bases[0]),
                        files={"file": ("lobby.jpg", buffer.getvalue(), "image/jpeg")},
                        data={"caption": "Lobby"})
    if upload.status_code != 201:
        report("photo from one node served by the other", False, f"upload answered {upload.status_code}")
        return
    url = upload.json()["data"]["url"]
    path = url.split("://", 1)[-1].split("/", 1)[-1] if "://" in url else url.lstrip("/")
    served = httpx.get(f"{nodes.bases[1]}/{path}")
    report("photo from one node served by the other", served.status_code == 200,
           f"uploaded on node 1, GET on node 2: {served.status_code}, {len(served.content)} bytes")


def catalogue_change(nodes: Nodes) -> None:
    name = f"Node Two Test Hotel {secrets.token_hex(3)}"
    changed = httpx.put(nodes.bases[0] + "/api/v1/staff/hotel", headers=staff_headers(nodes.bases[0]),
                        json={"hotel_name": name})
    started = time.monotonic()
    seen = None
    while time.monotonic() - started < 5:
        hotels = httpx.get(nodes.bases[1] + "/api/v1/mobile/hotels", params={"q": name}).json()["data"]["hotels"]
        if any(h["name"] == name for h in hotels):
            seen = time.monotonic() - started
            break
        time.sleep(0.05)
    report("catalogue change seen by the other node", changed.status_code == 200 and seen is not None
           and seen <= 1.0, f"renamed on node 1 ({changed.status_code}); found by node 2's search after "
           f"{'never' if seen is None else f'{seen * 1000:.0f} ms'}")


def shared_limit(nodes: Nodes) -> None:
    statuses = [httpx.post(nodes.bases[n % 2] + "/api/v1/auth/login", json={
        "email": "guest@marefiya.et", "password": "Wrong-password-1"}).status_code for n in range(7)]
    report("a rate limit counts across both nodes", statuses == [401] * 5 + [429] * 2,
           f"failed sign-ins alternating nodes: {statuses}")


if __name__ == "__main__":
    main()
