"""Payments: the provider interface (base), its implementations (chapa, sandbox), the provider
table (providers.PROVIDERS), the payment service (service: initialize, verify, webhook,
confirmation, reconcile) and refunds. Import each from its module."""
