"""Payments: the provider interface (base), its implementations (chapa, sandbox), the provider
table (providers.PROVIDERS), the payment service (service: initialize, verify, webhook,
confirmation) and refunds. The package re-exports what the payment routes call; everything else
is imported from its module."""

from app.services.payments.service import handle_webhook, initialize_payment, verify_payment

__all__ = ["handle_webhook", "initialize_payment", "verify_payment"]
