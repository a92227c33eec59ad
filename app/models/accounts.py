"""Accounts: guests of the mobile app, hotel staff with roles, and super admins of the panel."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from sqlalchemy import Boolean, DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.models.base import created_at_column, new_uuid, updated_at_column

if TYPE_CHECKING:
    from app.models.hotels import Hotel


class GuestStatus:
    ACTIVE = "active"
    SUSPENDED = "suspended"
    DEACTIVATED = "deactivated"
    ALL = (ACTIVE, SUSPENDED, DEACTIVATED)


class Guest(db.Model):
    """A guest of the mobile app. Email is stored lower-cased and unique among guests."""

    __tablename__ = "guests"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uuid: Mapped[str] = mapped_column(String(36), unique=True, default=new_uuid, nullable=False)
    first_name: Mapped[str] = mapped_column(String(80), nullable=False)
    last_name: Mapped[str] = mapped_column(String(80), nullable=False)
    email: Mapped[str] = mapped_column(String(254), unique=True, nullable=False)
    phone: Mapped[str] = mapped_column(String(32), nullable=False)
    password_hash: Mapped[str] = mapped_column(String(255), nullable=False)
    avatar_url: Mapped[str | None] = mapped_column(String(500))
    loyalty_points: Mapped[int] = mapped_column(Integer, default=0, nullable=False)
    total_bookings: Mapped[int] = mapped_column(Integer, default=0, nullable=False)
    status: Mapped[str] = mapped_column(String(20), default=GuestStatus.ACTIVE, nullable=False)
    email_verified: Mapped[bool] = mapped_column(Boolean, default=False, nullable=False)
    email_verified_at: Mapped[datetime | None] = mapped_column(DateTime)
    last_login_at: Mapped[datetime | None] = mapped_column(DateTime)
    # Tokens carry the generation they were issued in (`gen`); a password change, reset or
    # account deletion moves it on, so every token issued before stops working.
    token_generation: Mapped[int] = mapped_column(Integer, default=0, server_default="0", nullable=False)
    deleted_at: Mapped[datetime | None] = mapped_column(DateTime)
    # en, am, om or ti (app/i18n.py LANGUAGES); None: the request's Accept-Language, else English.
    preferred_language: Mapped[str | None] = mapped_column(String(8))
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()

    def __repr__(self) -> str:
        return f"<Guest {self.id} {self.email}>"


class StaffRole:
    """Hotel-admin roles (docs/decisions.md D3). `role_slug` is stored on the staff user."""

    HOTEL_ADMIN = "hotel_admin"
    MANAGER = "manager"
    FRONT_DESK = "front_desk"
    NAMES = {HOTEL_ADMIN: "Hotel Admin", MANAGER: "Manager", FRONT_DESK: "Front Desk"}
    ALL = tuple(NAMES)


class StaffUser(db.Model):
    """A hotel's staff account; `hotel_id` scopes every staff API call."""

    __tablename__ = "staff_users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uuid: Mapped[str] = mapped_column(String(36), unique=True, default=new_uuid, nullable=False)
    hotel_id: Mapped[int | None] = mapped_column(
        ForeignKey("hotels.id", ondelete="SET NULL"), index=True
    )
    name: Mapped[str] = mapped_column(String(160), nullable=False)
    email: Mapped[str] = mapped_column(String(254), unique=True, nullable=False)
    password_hash: Mapped[str] = mapped_column(String(255), nullable=False)
    role_slug: Mapped[str] = mapped_column(String(32), default=StaffRole.HOTEL_ADMIN, nullable=False)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True, nullable=False)
    last_login_at: Mapped[datetime | None] = mapped_column(DateTime)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    hotel: Mapped[Hotel | None] = relationship(back_populates="staff")

    @property
    def role_name(self) -> str:
        return StaffRole.NAMES.get(self.role_slug, self.role_slug)

    def __repr__(self) -> str:
        return f"<StaffUser {self.uuid} {self.email} {self.role_slug}>"


class SuperAdmin(db.Model):
    """A super admin of the admin panel (session login, never an API token)."""

    __tablename__ = "super_admins"
    __table_args__ = (UniqueConstraint("email"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    name: Mapped[str] = mapped_column(String(160), nullable=False)
    password_hash: Mapped[str] = mapped_column(String(255), nullable=False)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True, nullable=False)
    last_login_at: Mapped[datetime | None] = mapped_column(DateTime)
    created_at: Mapped[datetime] = created_at_column()


class AdminSession(db.Model):
    """A signed-in admin panel session, kept on the server so that signing out ends it for good
    (the cookie only names it: a copied cookie is worthless once the row is gone)."""

    __tablename__ = "admin_sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # sha256 of the random token in the signed cookie: a database leak does not give sessions.
    token_hash: Mapped[str] = mapped_column(String(64), nullable=False, unique=True)
    super_admin_id: Mapped[int] = mapped_column(
        ForeignKey("super_admins.id", ondelete="CASCADE"), nullable=False, index=True)
    # Of the password hash at sign-in: a password change ends the session.
    password_fingerprint: Mapped[str] = mapped_column(String(16), nullable=False)
    created_at: Mapped[datetime] = created_at_column()
    last_seen_at: Mapped[datetime] = mapped_column(DateTime, nullable=False)
    address: Mapped[str | None] = mapped_column(String(64))
    user_agent: Mapped[str | None] = mapped_column(String(255))


class GuestSession(db.Model):
    """One sign-in of a guest (a login, or the new token of a password change): the token names
    it in its `sid` claim, so the guest can list where they are signed in and end one or all.
    Ended when signed out; every session of the guest ends when the token generation moves on."""

    __tablename__ = "guest_sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uuid: Mapped[str] = mapped_column(String(36), unique=True, default=new_uuid, nullable=False)
    guest_id: Mapped[int] = mapped_column(ForeignKey("guests.id", ondelete="CASCADE"), index=True,
                                          nullable=False)
    created_at: Mapped[datetime] = created_at_column()
    # When its token expires; the session is forgotten some time after (purge_revoked_tokens).
    expires_at: Mapped[datetime] = mapped_column(DateTime, nullable=False, index=True)
    ended_at: Mapped[datetime | None] = mapped_column(DateTime)
    user_agent: Mapped[str | None] = mapped_column(String(255))
    address: Mapped[str | None] = mapped_column(String(64))


class RevokedToken(db.Model):
    """A bearer token signed out before it expired (by its `jti`); kept until it would have
    expired anyway, then purged."""

    __tablename__ = "revoked_tokens"

    jti: Mapped[str] = mapped_column(String(64), primary_key=True)
    expires_at: Mapped[datetime] = mapped_column(DateTime, nullable=False, index=True)
    created_at: Mapped[datetime] = created_at_column()


class LoyaltyKind:
    AWARD = "award"  # a completed stay (app/services/accounts/loyalty.py)
    REVERSAL = "reversal"  # an award taken back (the stay's money went back)
    CORRECTION = "correction"  # migration 0015: counts made under the old rule (points at payment)
    ALL = (AWARD, REVERSAL, CORRECTION)


class LoyaltyEntry(db.Model):
    """A change of a guest's `loyalty_points` and `total_bookings`, with why: the counters are
    the sum of these lines. A booking has at most one award and one reversal."""

    __tablename__ = "loyalty_entries"
    __table_args__ = (UniqueConstraint("booking_id", "kind", name="uq_loyalty_entries_booking_id_kind"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    guest_id: Mapped[int] = mapped_column(ForeignKey("guests.id", ondelete="CASCADE"), index=True,
                                          nullable=False)
    booking_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id", ondelete="SET NULL"))
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    points: Mapped[int] = mapped_column(Integer, nullable=False)
    stays: Mapped[int] = mapped_column(Integer, nullable=False)
    reason: Mapped[str] = mapped_column(String(500), default="", nullable=False)
    created_at: Mapped[datetime] = created_at_column()
