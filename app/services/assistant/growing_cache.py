"""Indexes built from a set of words (the spelling vocabulary's speller, the Amharic words by
their consonants), kept for the last few sets.

A learn only adds words to a scope's vocabulary (spelling.vocabulary reads the new document's
words and adds them), so the next set is the last one and a few words more: its index is the
last one's, extended by the new words, not all of them indexed again (tens of thousands of words
on a large scope: the seconds an admin's teaching would otherwise cost the next guest's turn).
"""

from __future__ import annotations

from collections.abc import Callable
from threading import Lock
from typing import Generic, TypeVar

Index = TypeVar("Index")


class GrowingCache(Generic[Index]):
    """`build(words)` indexes a set from scratch; `grow(index, words)` returns `index` (built for a
    subset of `words`) extended by the rest. Keeps `size` sets, the oldest dropped first."""

    def __init__(self, build: Callable[[frozenset[str]], Index],
                 grow: Callable[[Index, frozenset[str]], Index], size: int):
        self._build, self._grow, self._size = build, grow, size
        self._kept: dict[frozenset[str], Index] = {}
        self._lock = Lock()

    def get(self, words: frozenset[str]) -> Index:
        found = self._kept.get(words)
        if found is not None:
            return found
        # The newest kept set this one grew from (a subset), else none.
        base = next((kept for kept in reversed(list(self._kept)) if kept <= words), None)
        found = self._build(words) if base is None else self._grow(self._kept[base], words)
        with self._lock:
            if words not in self._kept and len(self._kept) >= self._size:
                self._kept.pop(next(iter(self._kept)))
            self._kept[words] = found
        return found

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
