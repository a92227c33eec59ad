"""Display currencies: the exchange rates the super admin sets (admin panel, "Display rates").
ETB is what is charged and stored; these only show amounts in another currency."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import CheckConstraint, Date, Integer, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.models.base import updated_at_column


class DisplayRate(db.Model):
    """How many ETB one unit of `currency` (ISO 4217, upper case) is worth, as of `rate_date`."""

    __tablename__ = "display_rates"
    __table_args__ = (CheckConstraint("etb_per_unit > 0", name="positive_rate"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    currency: Mapped[str] = mapped_column(String(3), unique=True, nullable=False)
    etb_per_unit: Mapped[Decimal] = mapped_column(Numeric(14, 6), nullable=False)
    rate_date: Mapped[date] = mapped_column(Date, nullable=False)
    updated_at: Mapped[datetime] = updated_at_column()

    def __repr__(self) -> str:
        return f"<DisplayRate {self.currency} {self.etb_per_unit} {self.rate_date}>"
