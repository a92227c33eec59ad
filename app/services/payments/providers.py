"""The provider table (`PROVIDERS`): a payment records its provider's name, and that name picks
the implementation that verifies it, whatever PAYMENT_PROVIDER says today."""

from __future__ import annotations

from flask import current_app

from app.services.payments.base import PaymentProvider
from app.services.payments.chapa import ChapaProvider
from app.services.payments.desk import DeskProvider
from app.services.payments.sandbox import SandboxProvider

PROVIDERS: dict[str, type] = {
    "chapa": ChapaProvider,
    "sandbox": SandboxProvider,
    "desk": DeskProvider,  # cash and POS at the property (walk-ins), recorded by staff
}


def get_provider(name: str | None = None) -> PaymentProvider:
    """The provider called `name`, or the configured one (PAYMENT_PROVIDER)."""
    name = name or current_app.config["PAYMENT_PROVIDER"]
    try:
        provider_class = PROVIDERS[name]
    except KeyError:
        raise RuntimeError(
            f"Unknown payment provider {name!r}; PAYMENT_PROVIDER must be one of {sorted(PROVIDERS)}"
        ) from None
    return provider_class.from_config(current_app.config)
