"""A guest's sign-ins (sessions): one per login, and one for the new token a password change
hands out. The token names its session (`sid`, app/security.py), so:

- the guest can list where they are signed in (created, device's user agent, address);
- signing out (POST /auth/logout) ends the token's session, and a session can be ended from
  another device;
- signing out everywhere moves the token generation on (every token ends, those issued before
  sessions existed too) and ends every session; a password change, reset or account deletion
  does the same (guest_account).

The login result is unchanged (spec §2): the session is only inside the token.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select, update

from app.errors import NotFound
from app.extensions import db
from app.i18n import _
from app.models import Guest, GuestSession
from app.models.base import utcnow
from app.security import guest_token_lifetime, issue_guest_token

_USER_AGENT_MAX = 255
_ADDRESS_MAX = 64


@dataclass(frozen=True)
class SignInClient:
    """Where a sign-in comes from, as the request tells it (the view fills it in)."""

    user_agent: str | None = None
    address: str | None = None


@dataclass(frozen=True)
class SessionView:
    session: GuestSession
    current: bool


def open_session(guest: Guest, client: SignInClient | None) -> tuple[str, int]:
    """A new session and its token (and lifetime in seconds); the caller commits."""
    client = client or SignInClient()
    session = GuestSession(
        guest_id=guest.id,
        created_at=utcnow(),
        expires_at=utcnow() + guest_token_lifetime(),
        user_agent=(client.user_agent or None) and client.user_agent[:_USER_AGENT_MAX],
        address=(client.address or None) and client.address[:_ADDRESS_MAX],
    )
    db.session.add(session)
    db.session.flush()
    return issue_guest_token(guest, session)


def _open_sessions(guest: Guest):
    return (GuestSession.guest_id == guest.id, GuestSession.ended_at.is_(None),
            GuestSession.expires_at > utcnow())


def list_sessions(guest: Guest, current_sid: str | None) -> list[SessionView]:
    """The guest's open sessions, newest first; `current` marks the caller's own."""
    sessions = db.session.scalars(
        select(GuestSession).where(*_open_sessions(guest))
        .order_by(GuestSession.created_at.desc(), GuestSession.id.desc()))
    return [SessionView(session, session.uuid == current_sid) for session in sessions]


def end_session(guest: Guest, session_uuid: str) -> None:
    """End one of the guest's open sessions (its token stops working). Raises NotFound for an
    unknown, already ended or another guest's session (the same answer for each)."""
    ended = db.session.execute(
        update(GuestSession).where(GuestSession.uuid == session_uuid, *_open_sessions(guest))
        .values(ended_at=utcnow()).execution_options(synchronize_session=False))
    if ended.rowcount != 1:
        db.session.rollback()
        raise NotFound(_("Session not found"))
    db.session.commit()


def end_session_of_token(claims: dict) -> None:
    """End the session a token names (signing out); the caller commits. Staff tokens and tokens
    from before sessions name none."""
    if sid := claims.get("sid"):
        db.session.execute(
            update(GuestSession).where(GuestSession.uuid == str(sid), GuestSession.ended_at.is_(None))
            .values(ended_at=utcnow()).execution_options(synchronize_session=False))


def end_every_session(guest: Guest) -> None:
    """Every token of the guest stops working: the generation moves on (tokens without a
    session end too) and every session ends. The caller commits."""
    guest.token_generation += 1
    db.session.execute(
        update(GuestSession).where(GuestSession.guest_id == guest.id, GuestSession.ended_at.is_(None))
        .values(ended_at=utcnow()).execution_options(synchronize_session=False))


def sign_out_everywhere(guest: Guest) -> None:
    end_every_session(guest)
    db.session.commit()
