"""Forms of the admin panel. Every one carries Flask-WTF's CSRF token (the same token the global
CSRFProtect checks), so edit forms, list actions and the login form are all protected."""

from __future__ import annotations

from flask_admin.form import BaseForm
from flask_wtf import FlaskForm
from wtforms import (
    DateField,
    DecimalField,
    EmailField,
    HiddenField,
    PasswordField,
    SelectField,
    StringField,
    TextAreaField,
)
from wtforms.validators import DataRequired, Length

from app.models import HotelStatus, StaffRole
from app.passwords import MIN_PASSWORD_LENGTH
from app.services.assistant import languages


class AdminForm(BaseForm, FlaskForm):
    """Flask-Admin's form base (it keeps the edited object for unique checks) with Flask-WTF's
    CSRF meta. Flask-Admin's own SecureForm signs a different token than CSRFProtect, which
    would then refuse every admin POST."""


class LoginForm(AdminForm):
    email = EmailField("Email", validators=[DataRequired(), Length(max=254)])
    password = PasswordField("Password", validators=[DataRequired(), Length(max=1024)])


class HotelStatusForm(AdminForm):
    hotel_status = SelectField(
        "Status", choices=list(HotelStatus.LABELS.items()), validators=[DataRequired()]
    )


class StaffCreateForm(AdminForm):
    """Hotel choices are filled per request by the view (hotels change)."""

    hotel_id = SelectField("Hotel", coerce=int, validators=[DataRequired()])
    name = StringField("Name", validators=[DataRequired(), Length(max=160)])
    email = EmailField("Email", validators=[DataRequired(), Length(max=254)])
    role_slug = SelectField("Role", choices=list(StaffRole.NAMES.items()),
                            default=StaffRole.HOTEL_ADMIN, validators=[DataRequired()])
    password = PasswordField(
        "Initial password",
        validators=[DataRequired(), Length(min=MIN_PASSWORD_LENGTH, max=1024)],
        description=f"At least {MIN_PASSWORD_LENGTH} characters, not a common password. Give it "
                    "to the hotel admin "
                    "privately; it is stored only as a hash.",
    )


class DisplayRateForm(AdminForm):
    """A display currency's rate; the service checks it (display_currency.check_rate)."""

    currency = StringField("Currency", validators=[DataRequired(), Length(min=3, max=3)],
                           description="ISO 4217 code, e.g. USD")
    etb_per_unit = DecimalField("ETB per unit", places=6, validators=[DataRequired()],
                                description="How many birr one unit of the currency is worth")
    rate_date = DateField("Rate date", validators=[DataRequired()],
                          description="When the rate was taken; older than "
                                      "DISPLAY_RATE_MAX_AGE_DAYS days, guests see it flagged")


class TeachAnswerForm(AdminForm):
    """The answer to a group of unanswered questions, learned as a passage in any language.
    `ids`: the group's questions (space-separated), marked answered once it is learned."""

    ids = HiddenField(validators=[DataRequired()])
    lang = SelectField("Language", validators=[DataRequired()],
                       choices=[(code, language.name) for code, language in languages.LANGUAGES.items()])
    title = StringField("Title", validators=[Length(max=300)],
                        description="Optional; the first question when empty")
    url = StringField("URL", validators=[Length(max=1000)],
                      description="Optional; the same URL in another language is its translation")
    text = TextAreaField("Answer", validators=[DataRequired(), Length(max=20_000)])
