"""Payments taken at the hotel's desk (cash or a POS terminal) for walk-ins: recorded by staff as
`success` when they are made, so there is nothing to check out or verify. Money going back is
handed over at the desk, never by a provider: a refund the refund job asks of this "provider"
is declined (the payment becomes `refund_failed`, which the admin lists with the reason)."""

from __future__ import annotations

from collections.abc import Mapping

from app.services.payments.base import (
    CheckoutRequest,
    ProviderError,
    RefundDeclined,
    RefundReceipt,
    RefundRequest,
    Verification,
)

DESK = "desk"
DESK_METHODS = ("cash", "pos")


class DeskProvider:
    name = DESK

    @classmethod
    def from_config(cls, config: Mapping) -> DeskProvider:
        return cls()

    def create_checkout(self, request: CheckoutRequest) -> str:
        raise ProviderError("Desk payments are recorded by staff; there is no checkout")

    def verify(self, tx_ref: str) -> Verification:
        raise ProviderError("Desk payments are recorded by staff when they are made")

    def refund(self, request: RefundRequest) -> RefundReceipt:
        raise RefundDeclined("Paid at the hotel desk (cash or POS): give the money back at the "
                             "desk; no provider can refund it")

    def webhook_tx_ref(self, raw_body: bytes, headers: Mapping[str, str]) -> str:
        raise ProviderError("Desk payments have no webhook")
