"""Request facts that depend on the deployment (client address behind ProxyFix)."""

from flask import request


def client_address() -> str:
    """The caller's address; ProxyFix (PROXY_FIX_HOPS) makes this the real client behind a proxy."""
    return request.remote_addr or "unknown"
