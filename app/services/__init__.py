"""The domain: plain functions over models, no HTTP. They raise app.errors.DomainError."""
