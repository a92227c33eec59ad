"""Payments: the provider interface (base), its implementations (chapa, sandbox), the provider
table (providers.PROVIDERS) and the payment service (service: initialize, verify, webhook,
confirmation)."""

from app.services.payments.base import ProviderError, ProviderStatus, Verification
from app.services.payments.providers import PROVIDERS, get_provider
from app.services.payments.service import (
    PAYMENT_METHODS,
    confirm_booking,
    get_payment,
    handle_webhook,
    initialize_payment,
    loyalty_points_for,
    settle_payment,
    verify_payment,
)

__all__ = [
    "PAYMENT_METHODS",
    "PROVIDERS",
    "ProviderError",
    "ProviderStatus",
    "Verification",
    "confirm_booking",
    "get_payment",
    "get_provider",
    "handle_webhook",
    "initialize_payment",
    "loyalty_points_for",
    "settle_payment",
    "verify_payment",
]
