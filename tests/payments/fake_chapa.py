"""A small Chapa stand-in on loopback: speaks Chapa's request and response shapes, checks the
bearer key and the initialize body, and keeps its own transactions, as the real gateway would."""

from __future__ import annotations

import json
import secrets
import threading
import time
from dataclasses import dataclass, field
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

SECRET_KEY = "CHASECK_TEST-fake-secret-key"  # noqa: S105 - test value
WEBHOOK_SECRET = "whsec-fake-webhook-secret"  # noqa: S105 - test value
REQUIRED_INITIALIZE_FIELDS = (
    "amount",
    "currency",
    "tx_ref",
    "email",
    "first_name",
    "last_name",
    "callback_url",
)


@dataclass
class FakeChapa:
    url: str = ""
    # tx_ref -> {"status", "amount", "currency", "reference", "email", ...}
    transactions: dict[str, dict] = field(default_factory=dict)
    requests: list[dict] = field(default_factory=list)
    # tx_refs whose verify answers 400 "Payment not paid yet" (Chapa's answer before payment).
    unpaid_answer_400: set[str] = field(default_factory=set)
    # Refunds made: reference -> {"tx_ref", "amount", "reason"}.
    refunds: dict[str, dict] = field(default_factory=dict)
    # How the refund endpoint answers: "ok", "refuse" (400, e.g. insufficient balance) or
    # "down" (HTTP 503, as a gateway under maintenance).
    refund_mode: str = "ok"
    # Seconds the refund endpoint takes to answer, after it made the refund (a slow gateway that
    # paid, answering after the caller's deadline).
    refund_delay: float = 0.0

    def pay(self, tx_ref: str, *, amount=None, currency=None, status="success") -> None:
        """The customer completes (or fails) the hosted checkout."""
        tx = self.transactions[tx_ref]
        tx["status"] = status
        if amount is not None:
            tx["amount"] = amount
        if currency is not None:
            tx["currency"] = currency

    def verify_calls(self, tx_ref: str | None = None) -> list[dict]:
        return [
            r
            for r in self.requests
            if r["method"] == "GET" and (tx_ref is None or r["path"].endswith(f"/{tx_ref}"))
        ]


def make_handler(state: FakeChapa):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):  # keep test output clean
            pass

        def _send(self, status: int, body: dict) -> None:
            raw = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def _authorised(self) -> bool:
            if self.headers.get("Authorization") != f"Bearer {SECRET_KEY}":
                self._send(
                    401,
                    {"message": "Invalid API Key or User doesn't exist", "status": "failed", "data": None},
                )
                return False
            return True

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            state.requests.append(
                {"method": "POST", "path": self.path, "headers": dict(self.headers), "body": raw}
            )
            if not self._authorised():
                return
            if self.path.startswith("/v1/refund/"):
                self._refund(self.path[len("/v1/refund/"):], raw)
                return
            if self.path != "/v1/transaction/initialize":
                self._send(404, {"message": "Not found", "status": "failed", "data": None})
                return
            try:
                body = json.loads(raw)
            except ValueError:
                self._send(400, {"message": "Invalid JSON", "status": "failed", "data": None})
                return
            missing = [name for name in REQUIRED_INITIALIZE_FIELDS if not body.get(name)]
            if missing:
                self._send(
                    400,
                    {
                        "message": {name: [f"The {name} field is required."] for name in missing},
                        "status": "failed",
                        "data": None,
                    },
                )
                return
            if "@" not in body["email"]:
                self._send(
                    400,
                    {
                        "message": {"email": ["validation.email"]},
                        "status": "failed",
                        "data": None,
                    },
                )
                return
            if body["tx_ref"] in state.transactions:
                self._send(
                    400,
                    {
                        "message": "Transaction reference has been used before",
                        "status": "failed",
                        "data": None,
                    },
                )
                return
            state.transactions[body["tx_ref"]] = {
                "status": "pending",
                "amount": body["amount"],
                "currency": body["currency"],
                "reference": "AP" + secrets.token_hex(5),
                "email": body["email"],
                "first_name": body["first_name"],
                "last_name": body["last_name"],
            }
            self._send(
                200,
                {
                    "message": "Hosted Link",
                    "status": "success",
                    "data": {"checkout_url": f"https://checkout.chapa.co/checkout/payment/{body['tx_ref']}"},
                },
            )

        def _refund(self, tx_ref: str, raw: bytes) -> None:
            """Chapa's refund: a form body (reason, amount, reference, meta[...])."""
            form = {key: values[-1] for key, values in parse_qs(raw.decode()).items()}
            tx = state.transactions.get(tx_ref)
            if state.refund_mode == "down":
                self._send(503, {"message": "Service Unavailable", "status": "failed", "data": None})
                return
            if state.refund_mode == "refuse":
                self._send(400, {"message": "Insufficient balance to process refund",
                                 "status": "failed", "data": None})
                return
            if tx is None or tx["status"] != "success":
                self._send(400, {"message": "Transaction not found or not successful",
                                 "status": "failed", "data": None})
                return
            reference = form.get("reference")
            if reference in state.refunds:
                self._send(400, {"message": "Refund reference has been used before",
                                 "status": "failed", "data": None})
                return
            if tx.get("refunded"):
                self._send(400, {"message": "Transaction already refunded", "status": "failed",
                                 "data": None})
                return
            # Partial refunds, each with its own reference, up to the transaction's amount; the
            # transaction counts as refunded once they reach it. (Chapa's documentation says a
            # refund may be partial and its reference unique; it says nothing of a second partial
            # refund of one transaction. This fake allows it.)
            amount = Decimal(form.get("amount") or str(tx["amount"]))
            before = sum((r["amount"] for r in state.refunds.values() if r["tx_ref"] == tx_ref),
                         Decimal(0))
            if before + amount > Decimal(str(tx["amount"])):
                self._send(400, {"message": "Refund amount exceeds the transaction amount",
                                 "status": "failed", "data": None})
                return
            state.refunds[reference] = {"tx_ref": tx_ref, "amount": amount, "reason": form.get("reason")}
            tx["refunded"] = before + amount >= Decimal(str(tx["amount"]))
            time.sleep(state.refund_delay)
            self._send(200, {
                "message": "Refund processed successfully",
                "status": "success",
                "data": {"ref_id": "RF" + secrets.token_hex(5), "tx_ref": tx_ref,
                         "amount": float(amount), "currency": tx["currency"], "status": "refunded"},
            })

        def do_GET(self):
            state.requests.append(
                {"method": "GET", "path": self.path, "headers": dict(self.headers), "body": b""}
            )
            if not self._authorised():
                return
            prefix = "/v1/transaction/verify/"
            tx_ref = self.path[len(prefix) :] if self.path.startswith(prefix) else None
            tx = state.transactions.get(tx_ref) if tx_ref else None
            if tx is None:
                self._send(
                    404,
                    {
                        "message": "Invalid transaction or Transaction not found",
                        "status": "failed",
                        "data": None,
                    },
                )
                return
            if tx["status"] == "pending" and tx_ref in state.unpaid_answer_400:
                self._send(400, {"message": "Payment not paid yet", "status": "failed", "data": None})
                return
            self._send(
                200,
                {
                    "message": "Payment details",
                    "status": "success",
                    "data": {
                        "first_name": tx["first_name"],
                        "last_name": tx["last_name"],
                        "email": tx["email"],
                        "currency": tx["currency"],
                        # Chapa answers amounts as numbers.
                        "amount": float(tx["amount"]),
                        "charge": 0.35,
                        "mode": "test",
                        "method": "test",
                        "type": "API",
                        "status": tx["status"],
                        "reference": tx["reference"],
                        "tx_ref": tx_ref,
                        "customization": {"title": "Marefiya", "description": None, "logo": None},
                        "meta": None,
                        "created_at": "2026-11-21T05:00:00.000000Z",
                        "updated_at": "2026-11-21T05:01:00.000000Z",
                    },
                },
            )

    return Handler


def start_fake_chapa() -> tuple[FakeChapa, ThreadingHTTPServer, threading.Thread]:
    state = FakeChapa()
    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(state))
    state.url = f"http://127.0.0.1:{server.server_port}/v1"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return state, server, thread
