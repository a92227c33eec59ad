"""`ApiBlueprint`: a flask-smorest Blueprint that knows our tokens and documents their errors."""

from __future__ import annotations

from flask_smorest import Blueprint

from app import security
from app.envelope import ErrorEnvelopeSchema

BEARER = [{"bearerAuth": []}]


class ApiBlueprint(Blueprint):
    """Adds `guest_required`, `guest_optional` and `staff_required(roles)` with their OpenAPI docs."""

    def _documented(self, view, *, optional: bool = False):
        view = self.alt_response(401, schema=ErrorEnvelopeSchema, description="Missing or invalid token")(view)
        view = self.alt_response(403, schema=ErrorEnvelopeSchema, description="Wrong kind of token or not allowed")(view)
        security_doc = BEARER + ([{}] if optional else [])
        return self.doc(security=security_doc)(view)

    def guest_required(self, view):
        return self._documented(security.guest_required(view))

    def guest_optional(self, view):
        return self._documented(security.guest_optional(view), optional=True)

    def staff_required(self, roles: tuple[str, ...] | None = None):
        def decorator(view):
            return self._documented(security.staff_required(roles)(view))

        return decorator

    def error(self, status: int, description: str):
        """Document an error status in the envelope."""
        return self.alt_response(status, schema=ErrorEnvelopeSchema, description=description)
