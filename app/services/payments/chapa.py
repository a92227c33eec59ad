"""Chapa (https://chapa.co), the Ethiopian gateway, over its plain HTTP API.

- `POST {CHAPA_BASE_URL}/transaction/initialize` starts a hosted checkout (`data.checkout_url`).
- `GET {CHAPA_BASE_URL}/transaction/verify/{tx_ref}` says what happened (`data.status`, `amount`,
  `currency`, `reference`).
- `POST {CHAPA_BASE_URL}/refund/{tx_ref}` (form fields `reason`, `amount`, `reference` unique per
  refund, `meta[...]`) refunds all or part of a paid transaction; `{"status": "success"}` on 200.
- Webhooks (`charge.success`, `charge.failed`, ... with a flat JSON body) carry
  `x-chapa-signature` (or `chapa-signature`) = hex HMAC-SHA256 of the raw body keyed with
  CHAPA_WEBHOOK_SECRET. A webhook only tells us which tx_ref to verify; it is never believed.

Every call sends `Authorization: Bearer CHAPA_SECRET_KEY` and times out after
PAYMENT_HTTP_TIMEOUT seconds.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import re
from collections.abc import Mapping
from urllib.parse import quote

import requests

from app.errors import Unauthorized, ValidationFailed
from app.services.payments.base import (
    AlreadyRefunded,
    CheckoutRequest,
    ProviderError,
    ProviderStatus,
    RefundDeclined,
    RefundReceipt,
    RefundRequest,
    Verification,
    parse_amount,
)

log = logging.getLogger(__name__)

SIGNATURE_HEADERS = ("x-chapa-signature", "chapa-signature")
# Chapa's statuses of a transaction; anything else (e.g. "pending") is still open.
FAILED_STATUSES = {"failed", "failure", "cancelled", "canceled", "reversed", "expired"}
# Chapa's answer to a refund whose reference was used before ("Refund reference has been used
# before"), and to a transaction refunded already ("Transaction already refunded").
REFERENCE_USED = re.compile(
    r"reference\s+(has\s+been|was|is\s+already)\s+used|duplicate\s+(refund\s+)?reference",
    re.IGNORECASE)
ALREADY_REFUNDED = re.compile(r"already\s+(been\s+)?refunded", re.IGNORECASE)
# Chapa limits customization: title up to 16 characters, description to letters, digits,
# spaces, hyphens, underscores and dots.
TITLE_MAX = 16
_DESCRIPTION_UNSAFE = re.compile(r"[^A-Za-z0-9 ._-]")


class ChapaProvider:
    name = "chapa"

    def __init__(self, *, base_url: str, secret_key: str, webhook_secret: str, timeout: float):
        self.base_url = base_url.rstrip("/")
        self.secret_key = secret_key
        self.webhook_secret = webhook_secret
        self.timeout = timeout

    @classmethod
    def from_config(cls, config: Mapping) -> ChapaProvider:
        return cls(
            base_url=config["CHAPA_BASE_URL"],
            secret_key=config["CHAPA_SECRET_KEY"],
            webhook_secret=config["CHAPA_WEBHOOK_SECRET"],
            timeout=float(config["PAYMENT_HTTP_TIMEOUT"]),
        )

    # --- checkout ------------------------------------------------------------------------

    def create_checkout(self, request: CheckoutRequest) -> str:
        body = {
            "amount": str(request.amount),
            "currency": request.currency,
            "tx_ref": request.tx_ref,
            "email": request.email,
            "first_name": request.first_name,
            "last_name": request.last_name,
            "callback_url": request.callback_url,
            "customization": {
                "title": request.title[:TITLE_MAX],
                "description": _DESCRIPTION_UNSAFE.sub("", request.description),
            },
        }
        if request.phone_number:
            body["phone_number"] = request.phone_number
        if request.return_url:
            body["return_url"] = request.return_url
        status, payload = self._call("POST", "/transaction/initialize", json=body)
        checkout_url = (payload.get("data") or {}).get("checkout_url") if status == 200 else None
        if not checkout_url:
            log.warning("chapa initialize refused %s: HTTP %s %s", request.tx_ref, status, payload)
            if status == 400:  # the customer's details (e.g. email, phone): worth showing
                raise ProviderError(f"The payment provider refused the payment: {_message(payload)}")
            raise ProviderError()  # our key or Chapa itself: nothing the guest can act on
        return checkout_url

    # --- verify --------------------------------------------------------------------------

    def verify(self, tx_ref: str) -> Verification:
        status, payload = self._call("GET", f"/transaction/verify/{quote(tx_ref, safe='')}")
        data = payload.get("data")
        if status == 200 and isinstance(data, dict):
            raw_status = str(data.get("status") or "").lower()
            if raw_status == "success":
                normalised = ProviderStatus.SUCCESS
            elif raw_status in FAILED_STATUSES:
                normalised = ProviderStatus.FAILED
            else:
                normalised = ProviderStatus.PENDING
            return Verification(
                status=normalised,
                amount=parse_amount(data.get("amount")),
                currency=(str(data["currency"]).upper() if data.get("currency") else None),
                reference=(str(data["reference"]) if data.get("reference") else None),
                message=_message(payload),
                raw=payload,
            )
        if status in (400, 404):
            # "Payment not paid yet" / "Transaction not found": nothing is settled, so the
            # payment stays open until the hold lapses; Chapa confirms nothing here.
            return Verification(status=ProviderStatus.PENDING, message=_message(payload), raw=payload)
        log.warning("chapa verify %s failed: HTTP %s %s", tx_ref, status, payload)
        raise ProviderError()

    # --- refund --------------------------------------------------------------------------

    def refund(self, request: RefundRequest) -> RefundReceipt:
        form = {"reason": request.reason[:200], "amount": str(request.amount),
                "reference": request.reference, "meta[tx_ref]": request.tx_ref}
        status, payload = self._call("POST", f"/refund/{quote(request.tx_ref, safe='')}", data=form)
        if status == 200 and str(payload.get("status") or "").lower() == "success":
            data = payload.get("data") if isinstance(payload.get("data"), dict) else {}
            reference = data.get("ref_id") or data.get("reference") or data.get("refund_reference")
            return RefundReceipt(reference=str(reference) if reference else None,
                                 message=_message(payload), raw=payload)
        if 400 <= status < 500 and REFERENCE_USED.search(_message(payload)):
            # Our reference is unique per refund: an earlier call with it went through (its
            # answer was lost, or came after our deadline). The money went back.
            log.info("chapa refund %s: already made (%s)", request.tx_ref, _message(payload))
            raise AlreadyRefunded(_message(payload), raw=payload)
        if 400 <= status < 500 and ALREADY_REFUNDED.search(_message(payload)):
            # The transaction is refunded: by this refund's earlier call, or by another refund
            # of the same payment (the refund job tells the two apart).
            log.info("chapa refund %s: transaction already refunded (%s)", request.tx_ref,
                     _message(payload))
            raise AlreadyRefunded(_message(payload), raw=payload, whole_transaction=True)
        if 400 <= status < 500 and status not in (401, 408, 429):
            # Chapa looked at this refund and said no (not paid, balance, too much): asking again
            # will not change that. 401/408/429 are ours or transient.
            log.warning("chapa refund %s refused: HTTP %s %s", request.tx_ref, status, payload)
            raise RefundDeclined(f"Chapa refused the refund: {_message(payload)}")
        log.warning("chapa refund %s failed: HTTP %s %s", request.tx_ref, status, payload)
        raise ProviderError()

    # --- webhook -------------------------------------------------------------------------

    def webhook_tx_ref(self, raw_body: bytes, headers: Mapping[str, str]) -> str:
        if not self.webhook_secret:
            # Without a secret anyone could forge webhooks: refuse them all.
            log.error("chapa webhook refused: CHAPA_WEBHOOK_SECRET is not set")
            raise Unauthorized("Webhook signature cannot be checked")
        expected = hmac.new(self.webhook_secret.encode(), raw_body, hashlib.sha256).hexdigest()
        supplied = [headers.get(name) for name in SIGNATURE_HEADERS if headers.get(name)]
        if not supplied:
            raise Unauthorized("Missing webhook signature")
        if not any(hmac.compare_digest(expected, value.strip().lower()) for value in supplied):
            raise Unauthorized("Invalid webhook signature")
        try:
            event = json.loads(raw_body)
        except (ValueError, UnicodeDecodeError):
            raise ValidationFailed("Webhook body is not JSON") from None
        tx_ref = event.get("tx_ref") or event.get("trx_ref") if isinstance(event, dict) else None
        if not isinstance(tx_ref, str) or not tx_ref:
            raise ValidationFailed("tx_ref is missing", field="tx_ref")
        return tx_ref

    # --- HTTP ----------------------------------------------------------------------------

    def _call(self, method: str, path: str, **kwargs) -> tuple[int, dict]:
        if not self.secret_key:
            log.error("chapa call refused: CHAPA_SECRET_KEY is not set")
            raise ProviderError("The payment provider is not configured")
        try:
            response = requests.request(
                method,
                f"{self.base_url}{path}",
                headers={
                    "Authorization": f"Bearer {self.secret_key}",
                    "Accept": "application/json",
                },
                timeout=self.timeout,
                **kwargs,
            )
        except requests.RequestException as exc:
            log.warning("chapa %s %s unreachable: %s", method, path, exc)
            raise ProviderError() from None
        try:
            payload = response.json()
        except ValueError:
            payload = None
        if not isinstance(payload, dict):
            log.warning("chapa %s %s answered HTTP %s without JSON", method, path, response.status_code)
            raise ProviderError()
        return response.status_code, payload


def _message(payload: dict) -> str:
    message = payload.get("message")
    if isinstance(message, dict):  # validation errors come as {field: [messages]}
        message = "; ".join(
            f"{k}: {', '.join(map(str, v)) if isinstance(v, list) else v}" for k, v in message.items()
        )
    return str(message or "no reason given")[:300]
