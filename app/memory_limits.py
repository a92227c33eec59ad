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

The timer also fires less often: limits starts a new timer thread 10 ms after the last one
ended, so under steady traffic every request or two paid for a thread start (3-7% of the samples
of a booking rush, bench/rush.py). Counters are checked against their expiry on every read, so
the timer only frees memory: once a second is enough.
"""

from __future__ import annotations

import threading

from limits.storage import MemoryStorage

EXPIRY_SWEEP_SECONDS = 1.0


class LockedMemoryStorage(MemoryStorage):
    STORAGE_SCHEME = ["memory"]

    def __init__(self, *args, **kwargs) -> None:
        self._timer_lock = threading.Lock()  # before MemoryStorage starts its first timer
        super().__init__(*args, **kwargs)

    # MemoryStorage calls its private `__schedule_expiry` from every hit; this is that name.
    def _MemoryStorage__schedule_expiry(self) -> None:
        if self.timer.is_alive():  # the common case, without taking the lock
            return
        with self._timer_lock:
            if not self.timer.is_alive():
                self.timer = threading.Timer(EXPIRY_SWEEP_SECONDS, self._MemoryStorage__expire_events)
                self.timer.daemon = True  # a process exiting does not wait for the sweep
                self.timer.start()
