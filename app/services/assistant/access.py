"""Who may teach the assistant: API keys (ASSISTANT_API_KEYS = "key" or "key:tenant", comma
separated) and the product/tenant scope a request works in."""

from __future__ import annotations

import hmac

from app.errors import Unauthorized

UNBOUND = object()  # the key carries no tenant: the body's tenant (if any) applies


def parse_keys(entries: list[str]) -> list[tuple[str, str | None]]:
    keys = []
    for entry in entries:
        key, _, tenant = entry.strip().partition(":")
        if key:
            keys.append((key, tenant.strip() or None))
    return keys


def key_tenant(authorization: str | None, entries: list[str], *, required: bool):
    """The tenant bound to the bearer key, UNBOUND for a key without tenant (or when no keys are
    configured). Raises Unauthorized when keys are configured and `required` and the header
    does not carry one of them. A key is compared in constant time."""
    keys = parse_keys(entries)
    if not keys:
        return UNBOUND
    scheme, _, token = (authorization or "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() == "bearer" and token:
        for key, tenant in keys:
            if hmac.compare_digest(key.encode(), token.encode()):
                return UNBOUND if tenant is None else tenant
        if required:
            raise Unauthorized("Invalid API key")
        return UNBOUND
    if required:
        raise Unauthorized("Missing API key: send Authorization: Bearer <key>")
    return UNBOUND


def resolve_scope(
    *,
    header_product: str | None,
    body_product: str | None,
    default_product: str,
    body_tenant: str | None,
    bound_tenant,
) -> tuple[str, str | None]:
    """(product, tenant): x-product header over body product over the default; a key's tenant
    over the body's tenant."""
    product = (header_product or "").strip() or (body_product or "").strip() or default_product
    tenant = body_tenant if bound_tenant is UNBOUND else bound_tenant
    tenant = (tenant or "").replace("\x00", "").strip() or None
    product = product.replace("\x00", "") or default_product
    return product.lower()[:60], tenant[:120] if tenant else None
