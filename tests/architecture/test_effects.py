"""The side effects of each booking event are one table (app/effects.py), documented in
docs/jobs.md, and sit above the services: no service imports the table. What the effects do on
the way (one refund, one notice of each kind, nothing for a rolled-back change):
tests/payments/test_refunds.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.effects import EFFECTS
from app.events import EVENTS, check_table
from tests.architecture.test_import_cycles import import_graph

DOC = Path(__file__).resolve().parents[2] / "docs" / "jobs.md"
ROW = re.compile(r"^\| `(\w+)` \|[^|]*\| (.+) \|$")


def handler_name(handler) -> str:
    """As docs/jobs.md writes it: bare in app/effects.py, else the module under app/services/."""
    module = handler.__module__
    if module == "app.effects":
        return handler.__name__
    return f"{module.removeprefix('app.services.')}.{handler.__name__}"


def documented_table() -> dict[str, list[str]]:
    section = DOC.read_text().split("## Side effects", 1)[1].split("\n## ", 1)[0]
    rows = (ROW.match(line) for line in section.splitlines())
    return {row[1]: re.findall(r"`([\w.]+)`", row[2]) for row in rows if row}


def test_each_event_has_the_handlers_docs_jobs_md_lists_in_that_order():
    assert documented_table() == {event: [handler_name(h) for h in handlers]
                                  for event, handlers in EFFECTS.items()}


def test_every_event_has_a_row_and_every_row_is_an_event():
    assert set(EFFECTS) == set(EVENTS)
    check_table(EFFECTS)
    with pytest.raises(RuntimeError, match="missing"):
        check_table({name: () for name in EVENTS[1:]})
    with pytest.raises(RuntimeError, match="unknown"):
        check_table({**EFFECTS, "booking_misspelt": ()})


def test_the_app_runs_its_registered_table(app):
    assert app.extensions["effects"] is EFFECTS


def test_no_service_imports_the_table_or_the_job_queue():
    graph = import_graph()
    above = {"app.effects", "app.jobs"}
    offenders = sorted(f"{module} -> {target}" for module, targets in graph.items()
                       if module.startswith("app.services") for target in targets & above)
    assert offenders == []
