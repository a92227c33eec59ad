"""The payment-provider interface every provider implements (chapa, sandbox), and its values.

A provider does four things: start a hosted checkout for a `tx_ref`, answer "what happened to
`tx_ref`" (verify), refund (part of) a paid `tx_ref`, and, if it has webhooks, authenticate one
and say which `tx_ref` it is about. The payment service never trusts anything but the verify
answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Protocol

from app.errors import DomainError


class ProviderError(DomainError):
    """The payment provider could not be reached or refused the call (the API answers 502)."""

    status_code = 502
    default_message = "The payment provider is unavailable, please try again"


class RefundDeclined(DomainError):
    """The provider answered and refused the refund (not worth retrying as it is)."""

    status_code = 409
    default_message = "The payment provider refused the refund"


class AlreadyRefunded(DomainError):
    """The provider says this refund was made already: the reference we send is unique per
    refund, so its "reference used before" means an earlier attempt went through, even if its
    answer was lost. `whole_transaction`: it said the transaction is refunded already instead,
    which for a payment with an earlier refund may be about that one
    (app/services/payments/refunds.py). `raw` is what the provider said."""

    status_code = 409
    default_message = "The payment was refunded already"

    def __init__(self, message: str | None = None, raw: dict | None = None, *,
                 whole_transaction: bool = False):
        super().__init__(message)
        self.raw = raw or {}
        self.whole_transaction = whole_transaction


class ProviderStatus:
    """What a provider says about a transaction, normalised."""

    SUCCESS = "success"
    FAILED = "failed"
    PENDING = "pending"


@dataclass(frozen=True)
class CheckoutRequest:
    tx_ref: str
    amount: Decimal
    currency: str
    email: str
    first_name: str
    last_name: str
    phone_number: str | None
    callback_url: str
    return_url: str | None
    title: str
    description: str


@dataclass(frozen=True)
class Verification:
    """The provider's answer for one tx_ref. `raw` is what it said, kept as a PaymentEvent."""

    status: str
    amount: Decimal | None = None
    currency: str | None = None
    reference: str | None = None
    message: str | None = None
    raw: dict = field(default_factory=dict)


@dataclass(frozen=True)
class RefundRequest:
    tx_ref: str
    amount: Decimal
    currency: str
    # Ours, unique per refund: a retried call with it cannot refund twice.
    reference: str
    reason: str


@dataclass(frozen=True)
class RefundReceipt:
    """The provider accepted the refund. `raw` is what it said, kept as a PaymentEvent."""

    reference: str | None = None
    message: str | None = None
    raw: dict = field(default_factory=dict)


class PaymentProvider(Protocol):
    name: str

    def create_checkout(self, request: CheckoutRequest) -> str:
        """Start a hosted checkout; returns the URL the guest opens. Raises ProviderError."""

    def verify(self, tx_ref: str) -> Verification:
        """Ask what happened to `tx_ref`. Raises ProviderError."""

    def refund(self, request: RefundRequest) -> RefundReceipt:
        """Give back `request.amount` of a paid tx_ref. Raises AlreadyRefunded (an earlier call
        with this reference went through), RefundDeclined (refused for good: the refund did not
        happen) or ProviderError (unreachable or failing: retry later)."""

    def webhook_tx_ref(self, raw_body: bytes, headers: Mapping[str, str]) -> str:
        """Authenticate a webhook and return the tx_ref it concerns. Raises Unauthorized (bad or
        missing signature) or ValidationFailed (unreadable body)."""


def parse_amount(value) -> Decimal | None:
    """A provider's amount (number or string) as Decimal, None when absent or unreadable."""
    if value is None or isinstance(value, bool):
        return None
    try:
        amount = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    return amount if amount.is_finite() else None


def json_safe(value):
    """A provider's answer as plain JSON (Decimals and other objects as strings), to keep as a
    PaymentEvent."""
    if isinstance(value, dict):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v) for v in value]
    if isinstance(value, Decimal):
        return str(value)
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)
