"""Total deadlines for conversations with outside servers (docs/jobs.md).

A per-read timeout does not bound a conversation: a slow server that answers every read just
inside it can hold an attempt for many times the timeout, past its lease, and a second attempt
would then run beside it. These helpers end an attempt at its deadline, whatever the server does.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout


class DeadlineExceeded(Exception):
    """The attempt was cut off at its deadline; its outcome at the server is unknown."""


class SocketDeadline:
    """Shuts down the socket that `get_socket()` returns once `seconds` have passed, so the
    blocking read in progress fails at once (a `with` block around the conversation).
    `expired` says whether it fired."""

    POLL_SECONDS = 0.05

    def __init__(self, seconds: float, get_socket: Callable[[], socket.socket | None]):
        self.ends_at = time.monotonic() + seconds
        self.get_socket = get_socket
        self.expired = False
        self._done = threading.Event()
        self._watchdog = threading.Thread(target=self._watch, name="socket-deadline", daemon=True)

    def remaining(self) -> float:
        return max(self.ends_at - time.monotonic(), 0.0)

    def _watch(self) -> None:
        # Polls rather than sleeping once: the socket may not exist yet when the deadline comes
        # (a slow connect), and must still be shut down as soon as it does.
        while not self._done.wait(min(self.remaining(), self.POLL_SECONDS) or self.POLL_SECONDS):
            if time.monotonic() < self.ends_at:
                continue
            self.expired = True
            sock = self.get_socket()
            if sock is not None:
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass  # already closed
                return

    def __enter__(self) -> SocketDeadline:
        self._watchdog.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self._done.set()
        self._watchdog.join(timeout=1)


def call_with_deadline(seconds: float, function: Callable, *args, **kwargs):
    """`function(*args, **kwargs)`, or DeadlineExceeded after `seconds`. The call runs in a
    thread of its own; past the deadline its result is never read (the caller treats the outcome
    as unknown and asks again later, which must therefore be idempotent)."""
    executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="deadline")
    future = executor.submit(function, *args, **kwargs)
    try:
        return future.result(timeout=seconds)
    except FutureTimeout:
        raise DeadlineExceeded(f"no answer within {seconds:g} s") from None
    finally:
        executor.shutdown(wait=False)
