"""Rate limits whose counted outcome is known only after the work (failed sign-ins, holds made),
enforced atomically.

flask-limiter's `deduct_when` tests a limit before the request and counts after it, so every
concurrent request passes the test before any is counted (24 simultaneous sign-ins had 14
passwords checked against a limit of 5; 16 holds were made from one address against 10). Here a
request first *reserves* its place in each window, an atomic increment of the limiter's storage
(memory or Redis), so no more requests than the limit are ever in flight or counted; when the
work is done the place is kept (the outcome counts) or given back (it does not).

    with reservation(login_windows("login", email), "Too many failed sign-ins",
                     keep_on=Unauthorized):
        ...check the password...

Needs the limiter's fixed-window strategy (the default), whose counters can be given back.

When the limiter's storage (Redis) does not answer, the places are taken in this process's memory
instead, and Redis is tried again after STORAGE_RETRY_SECONDS: sign-ins and bookings go on during
the outage, and each limit still holds per process (at most limit x processes in all). Failing
closed would lock every guest out of signing in and booking for as long as Redis is down, and the
per-process bound keeps password guessing and hold flooding as slow as they were.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Iterator
from contextlib import contextmanager

from flask import current_app
from limits import RateLimitItem, parse, parse_many
from limits.errors import StorageError
from limits.strategies import FixedWindowRateLimiter

from app.errors import RateLimited
from app.extensions import app_state, limiter
from app.i18n import _
from app.memory_limits import LockedMemoryStorage
from app.net import client_address

log = logging.getLogger(__name__)

Window = tuple[RateLimitItem, tuple[str, ...]]


def login_windows(scope: str, email: str) -> list[Window]:
    """LOGIN_FAILURE_LIMIT per email and LOGIN_FAILURE_LIMIT_PER_ADDRESS per client address."""
    config = current_app.config
    return [
        (parse(config["LOGIN_FAILURE_LIMIT"]), (f"{scope}-email", email)),
        (parse(config["LOGIN_FAILURE_LIMIT_PER_ADDRESS"]), (f"{scope}-address", _address())),
    ]


def holds_windows() -> list[Window]:
    """HOLDS_PER_ADDRESS_LIMIT: bookings put on hold per client address."""
    return [(parse(current_app.config["HOLDS_PER_ADDRESS_LIMIT"]), ("holds-address", _address()))]


def synthesis_windows() -> list[Window]:
    """TTS_SYNTHESIS_LIMIT ("10 per minute; 100 per hour") per client address: new speech made."""
    return [(item, ("tts-synthesis", _address()))
            for item in parse_many(current_app.config["TTS_SYNTHESIS_LIMIT"])]


LOOKUP_THROTTLED = _("Too many wrong confirmation codes or emails from this address; try again later")


def lookup_windows() -> list[Window]:
    """BOOKING_LOOKUP_FAILURE_LIMIT per client address: wrong confirmation code and email
    pairs (a lookup, a cancel or a payment by code), so codes cannot be guessed."""
    return [(parse(current_app.config["BOOKING_LOOKUP_FAILURE_LIMIT"]), ("lookup-address", _address()))]


def _address() -> str:
    return client_address() or "-"


class Reservation:
    def __init__(self, taken: list[Window]):
        self.taken = taken
        self.kept = False

    def keep(self) -> None:
        """The outcome counts against the limit: the place stays taken until its window ends."""
        self.kept = True


STORAGE_RETRY_SECONDS = 5.0
_FALLBACK = "reserved_limits_fallback"


class _Fallback:
    """This process's own counters, used while the shared storage is down."""

    def __init__(self):
        self.strategy = FixedWindowRateLimiter(LockedMemoryStorage())
        self.down_until = 0.0


def _fallback() -> _Fallback:
    # Made once per app: a MemoryStorage starts a timer thread as it is made (built on every call
    # before, it cost 13% of a booking in bench/rush.py's profile).
    return app_state(_FALLBACK, _Fallback)


def _strategy() -> FixedWindowRateLimiter:
    """The shared strategy, or this process's fallback while the storage is known to be down."""
    fallback = _fallback()
    if time.monotonic() < fallback.down_until:
        return fallback.strategy
    strategy = limiter.limiter
    if not isinstance(strategy, FixedWindowRateLimiter):
        raise RuntimeError("reserved rate limits need RATELIMIT_STRATEGY fixed-window")
    return strategy


def _storage_errors(strategy: FixedWindowRateLimiter) -> tuple[type[BaseException], ...]:
    errors = strategy.storage.base_exceptions  # one class or a tuple of them
    return (StorageError, *(errors if isinstance(errors, tuple) else (errors,)))


def _give_back(strategy: FixedWindowRateLimiter, taken: list[Window]) -> None:
    for item, key in taken:
        strategy.storage.incr(item.key_for(*key), item.get_expiry(), amount=-1)


def _seconds_until_reset(strategy: FixedWindowRateLimiter, item: RateLimitItem, key: tuple[str, ...]) -> int:
    reset_at = strategy.get_window_stats(item, *key).reset_time
    return max(1, min(item.get_expiry(), math.ceil(reset_at - time.time())))


def _reserve_in(strategy: FixedWindowRateLimiter, windows: list[Window], message: str) -> list[Window]:
    taken: list[Window] = []
    for item, key in windows:
        taken.append((item, key))
        if not strategy.hit(item, *key):  # counted even though refused: give it back too
            _give_back(strategy, taken)
            raise RateLimited(message, retry_after=_seconds_until_reset(strategy, item, key))
    return taken


def _reserve(windows: list[Window], message: str) -> tuple[FixedWindowRateLimiter, list[Window]]:
    strategy = _strategy()
    try:
        return strategy, _reserve_in(strategy, windows, message)
    except _storage_errors(strategy):
        fallback = _fallback()
        if strategy is fallback.strategy:
            raise
        log.warning("rate-limit storage unavailable; counting in this process for %.0f s",
                    STORAGE_RETRY_SECONDS, exc_info=True)
        fallback.down_until = time.monotonic() + STORAGE_RETRY_SECONDS
        # Places taken in the shared storage before it failed are lost with it (the outage
        # forgets them as it forgets every count).
        return fallback.strategy, _reserve_in(fallback.strategy, windows, message)


@contextmanager
def reservation(windows: list[Window], message: str, *,
                keep_on: type[BaseException] | tuple[type[BaseException], ...] = ()
                ) -> Iterator[Reservation]:
    """Take a place in every window or raise RateLimited(message) (429 with Retry-After) when
    one is full; on leaving, give the places back unless `keep()` was called or an exception of
    a `keep_on` type ended the work (a failed sign-in counts)."""
    if not limiter.enabled:
        yield Reservation([])
        return
    strategy, taken = _reserve(windows, message)
    held = Reservation(taken)
    try:
        yield held
    except keep_on:
        held.keep()
        raise
    finally:
        if not held.kept:
            try:
                _give_back(strategy, held.taken)
            except _storage_errors(strategy):  # down since: its count is lost with it
                log.warning("rate-limit storage unavailable; a place was not given back")
