"""Paging of every list the API returns: one page of a query's rows, with the facts of the whole
list (`page`, `limit`, `total`, `total_pages`) that the list schemas dump."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Select, func, select

from app.extensions import db


@dataclass(frozen=True)
class Page:
    """One page of a list; `total` counts the rows of all pages."""

    items: list
    total: int
    page: int
    limit: int
    total_pages: int


def page_count(total: int, limit: int) -> int:
    """How many pages of `limit` items `total` items fill (0 when there are none)."""
    return -(-total // limit) if total else 0


def paginate(query: Select, page: int, limit: int, *, total: int | None = None) -> Page:
    """Page `page` (from 1) of `limit` rows of `query`, in the query's order. `total` is counted
    from the query unless the caller already knows it."""
    if total is None:
        total = db.session.scalar(select(func.count()).select_from(query.order_by(None).subquery()))
    items = db.session.scalars(query.offset((page - 1) * limit).limit(limit)).all()
    return Page(list(items), total, page, limit, page_count(total, limit))
