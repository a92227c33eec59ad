"""How the OpenAPI document names and groups operations (the rules live here, MarefiyaApi applies
them as it documents each blueprint mount).

- One tag per audience (TAGS): who calls the operation, not which module serves it.
- operationIds are stated by each route (`operation_id=`, app/blueprints/base.py); a blueprint
  mounted a second time prefixes them, so that both mounts stay unique
  (`login` at /api/v1/auth/login, `mobileLogin` at /api/v1/mobile/auth/login).
"""

from __future__ import annotations

from dataclasses import dataclass

TAGS = {
    "auth": "Registration, email verification, unified login and the guest's own account. Served "
            "at /api/v1/auth and at /api/v1/mobile/auth by the same handlers; operations of the "
            "second prefix are named `mobile…`.",
    "guest": "The guest app: destinations, hotels, quotes, bookings, payments, reviews, notifications.",
    "staff": "Hotel admins: their hotel, rooms, room types, rates, calendar, photos, bookings, reviews.",
    "payment-provider": "Called by the payment provider or its checkout page, not by the app: "
                        "Chapa's webhook and the offline sandbox checkout.",
    "assistant": "The multilingual assistant. Its errors are FastAPI's `{\"detail\": ...}`, not the "
                 "booking API's envelope.",
}


@dataclass(frozen=True)
class Mount:
    """How one registered blueprint is documented: its audience's tag and an operationId prefix."""

    tag: str
    operation_prefix: str = ""

    def operation_id(self, name: str) -> str:
        if not self.operation_prefix:
            return name
        return self.operation_prefix + name[0].upper() + name[1:]


class MountedSpec:
    """The APISpec as seen by one blueprint mount while flask-smorest documents it: each path's
    operations get the mount's tag (unless the route chose its own) and operationId prefix."""

    def __init__(self, spec, *, name: str, mount: Mount):
        self._spec, self._name, self._mount = spec, name, mount

    def path(self, *, operations: dict, **kwargs):
        for operation in operations.values():
            if operation.get("tags") == [self._name]:
                operation["tags"] = [self._mount.tag]
            if "operationId" in operation:
                operation["operationId"] = self._mount.operation_id(operation["operationId"])
        return self._spec.path(operations=operations, **kwargs)

    def __getattr__(self, attribute):
        return getattr(self._spec, attribute)
