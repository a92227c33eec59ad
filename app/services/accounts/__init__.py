"""Accounts: registration, email verification and sign-in (auth), and a guest's self-service
(guest_account)."""
