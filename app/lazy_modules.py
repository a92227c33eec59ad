"""A third-party library loaded at its first use instead of at start.

Every process (the web workers, `flask worker`, each `flask` command) builds the whole app at
start, so a library imported at module level is paid for by all of them, whether or not they
ever use it: fpdf2 with fontTools took ~0.6 s of every start for the guest register's PDF export
alone. `library("fpdf")` stands for the module and imports it on its first attribute access;
Python's import lock makes that safe from several threads at once.

Third-party libraries only: a lazily loaded module of app/ would be an import the cycle check
(tests/architecture/test_import_cycles.py) cannot see.
"""

from __future__ import annotations

import importlib
from types import ModuleType


class LazyLibrary:
    def __init__(self, name: str):
        if name == "app" or name.startswith(("app.", "config")):
            raise ValueError(f"{name}: only third-party libraries load lazily; import app modules")
        self._name = name
        self._module: ModuleType | None = None

    def __getattr__(self, attribute: str):
        if self._module is None:
            self._module = importlib.import_module(self._name)
        return getattr(self._module, attribute)

    def __repr__(self) -> str:
        state = "loaded" if self._module is not None else "not loaded yet"
        return f"<library {self._name!r}, {state}>"


def library(name: str) -> LazyLibrary:
    return LazyLibrary(name)
