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
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager

from flask import current_app
from limits import RateLimitItem, parse
from limits.strategies import FixedWindowRateLimiter

from app.errors import RateLimited
from app.extensions import limiter
from app.net import client_address

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


def _address() -> str:
    return client_address() or "-"


class Reservation:
    def __init__(self, taken: list[Window]):
        self.taken = taken
        self.kept = False

    def keep(self) -> None:
        """The outcome counts against the limit: the place stays taken until its window ends."""
        self.kept = True


def _strategy() -> FixedWindowRateLimiter:
    strategy = limiter.limiter
    if not isinstance(strategy, FixedWindowRateLimiter):
        raise RuntimeError("reserved rate limits need RATELIMIT_STRATEGY fixed-window")
    return strategy


def _give_back(taken: list[Window]) -> None:
    storage = _strategy().storage
    for item, key in taken:
        storage.incr(item.key_for(*key), item.get_expiry(), amount=-1)


def _seconds_until_reset(item: RateLimitItem, key: tuple[str, ...]) -> int:
    reset_at = _strategy().get_window_stats(item, *key).reset_time
    return max(1, min(item.get_expiry(), math.ceil(reset_at - time.time())))


def _reserve(windows: list[Window], message: str) -> list[Window]:
    strategy = _strategy()
    taken: list[Window] = []
    for item, key in windows:
        taken.append((item, key))
        if not strategy.hit(item, *key):  # counted even though refused: give it back too
            _give_back(taken)
            raise RateLimited(message, retry_after=_seconds_until_reset(item, key))
    return taken


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
    held = Reservation(_reserve(windows, message))
    try:
        yield held
    except keep_on:
        held.keep()
        raise
    finally:
        if not held.kept:
            _give_back(held.taken)
