"""The in-memory rate-limit storage restarts its expiry timer under a lock (app/memory_limits.py):
hits arriving together never start one timer thread twice, which answered a 500."""

from __future__ import annotations

import sys
import threading
import time

from limits.storage import storage_from_string

from app import memory_limits
from app.memory_limits import LockedMemoryStorage

ROUNDS, HITS = 150, 16


def test_memory_uris_get_the_locked_storage():
    assert type(storage_from_string("memory://")) is LockedMemoryStorage


def test_simultaneous_hits_on_a_stopped_timer_never_start_a_thread_twice(monkeypatch):
    """Each round waits for the timer to stop, then lets 16 hits in at once; with threads switched
    every microsecond, MemoryStorage without the lock failed about one round in seventy here (2
    of 3 runs of this test). The timer is limits' own 10 ms here, not the app's 1 s sweep: each
    round waits for it to stop (150 s a run with the sweep)."""
    monkeypatch.setattr(memory_limits, "EXPIRY_SWEEP_SECONDS", 0.01)
    storage = LockedMemoryStorage()
    failures: list[BaseException] = []
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for round_number in range(ROUNDS):
            while storage.timer.is_alive():
                time.sleep(0.001)
            together = threading.Barrier(HITS)

            def hit(n: int, round_number=round_number, together=together) -> None:
                together.wait()
                try:
                    storage.incr(f"round{round_number}-hit{n}", 60)
                except RuntimeError as error:  # "threads can only be started once"
                    failures.append(error)

            threads = [threading.Thread(target=hit, args=(n,)) for n in range(HITS)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert failures == []
