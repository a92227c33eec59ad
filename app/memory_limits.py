"""The in-memory rate-limit storage (RATELIMIT_STORAGE_URI memory://, the embedded run mode's,
and app/reserved_limits.py's fallback while Redis is down), with its expiry timer restarted under
a lock.

limits 5.8.0's MemoryStorage restarts its expiry timer from every hit, without a lock: two hits
in the same instant can both find the timer stopped, and one then starts the other's new thread a
second time. That raises "threads can only be started once" inside the request, a 500
(bench/rush.py met one in 1,920 booking attempts; tests/security/test_memory_limits.py makes it
happen at will). Declaring the `memory` scheme again makes every memory:// storage this class
(limits keeps one class per scheme, the last declared); drop this module once a limits release
locks the restart itself.
"""

from __future__ import annotations

import threading

from limits.storage import MemoryStorage


class LockedMemoryStorage(MemoryStorage):
    STORAGE_SCHEME = ["memory"]

    def __init__(self, *args, **kwargs) -> None:
        self._timer_lock = threading.Lock()  # before MemoryStorage starts its first timer
        super().__init__(*args, **kwargs)

    # MemoryStorage calls its private `__schedule_expiry` from every hit; this is that name.
    def _MemoryStorage__schedule_expiry(self) -> None:
        with self._timer_lock:
            super()._MemoryStorage__schedule_expiry()
