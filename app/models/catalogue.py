"""The catalogue's version: a number that changes with every committed change to what a search
shows (hotels, their photos, room types, rates), so that each worker can keep the catalogue in
memory and know, with one small read, whether its copy is current
(app/services/booking/catalogue_snapshot.py).

Database triggers bump it (migration 0014), so every writer counts: the API, the admin panel,
the CLI, SQL typed by hand. On PostgreSQL they are deferred constraint triggers: the row is
updated at commit, after every other lock the transaction takes, so two writers never wait on
each other in opposite orders; a rolled-back change bumps nothing.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Integer
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db

# The one row's id.
THE_VERSION = 1


class CatalogueVersion(db.Model):
    __tablename__ = "catalogue_versions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
