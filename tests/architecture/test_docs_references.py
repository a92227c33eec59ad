"""Every reference the code makes to documentation resolves inside the repository: a page of
docs/ that exists (and its link targets), never a file outside the repository such as the
shared design document. docs/decisions.md restates those decisions; docs/ explains the code."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [p for pattern in ("app/**/*.py", "app/templates/**/*", "tests/**/*.py", "bench/**/*.py",
                             "bench/**/*.sh", "scripts/*.sh", "migrations/**/*.py", "*.py", "*.md")
           for p in ROOT.glob(pattern) if p.is_file() and ".venv" not in p.parts]
DOC_REFERENCE = re.compile(r"\bdocs/([\w-]+\.md)")
OUTSIDE = re.compile(r"DESIGN\.md|STYLE\.md|\bspec/[\w-]+\.md|\.\./shared/")
MARKDOWN_LINK = re.compile(r"\]\(([^)#\s]+\.md)(#[^)]*)?\)")


def test_code_references_name_existing_pages_of_docs():
    dangling = sorted({f"{path.relative_to(ROOT)}: docs/{page}"
                       for path in SOURCES if path != Path(__file__)
                       for page in DOC_REFERENCE.findall(path.read_text(errors="ignore"))
                       if not (ROOT / "docs" / page).is_file()})
    assert dangling == []


def _is_a_blind_sets_record(path: Path) -> bool:
    """A blind evaluation set's files (bench/assistant_blind*/) say which files outside the
    repository their writer read, the specs: a record of how the set was made, not a reference."""
    return any(part.startswith("assistant_blind") for part in path.relative_to(ROOT).parts[:2])


def test_no_reference_to_a_file_outside_the_repository():
    outside = sorted(f"{path.relative_to(ROOT)}: {match}"
                     for path in SOURCES if path != Path(__file__) and not _is_a_blind_sets_record(path)
                     for match in OUTSIDE.findall(path.read_text(errors="ignore")))
    assert outside == []


def test_links_between_the_pages_of_docs_resolve():
    broken = sorted(f"{page.name} -> {target}"
                    for page in (ROOT / "docs").glob("*.md")
                    for target, _ in MARKDOWN_LINK.findall(page.read_text())
                    if not (page.parent / target).resolve().is_file())
    assert broken == []


def test_the_check_sees_references():
    """The test would pass on nothing if the patterns found nothing."""
    found = {page for path in SOURCES for page in DOC_REFERENCE.findall(path.read_text(errors="ignore"))}
    assert {"booking.md", "jobs.md", "api.md"} <= found
