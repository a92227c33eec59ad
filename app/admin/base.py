"""Base classes of the admin views: access for super admins only, list row buttons, and the
model view every admin list uses (work-queue order, local times, flashed results)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from flask import flash, redirect, request, url_for
from flask_admin.contrib.sqla import ModelView
from flask_admin.model.template import BaseListRowAction
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup
from sqlalchemy import case

from app.admin import auth
from app.admin.formatters import TYPE_FORMATTERS, local_time
from app.admin.forms import AdminForm
from app.errors import DomainError
from app.extensions import db


def refused(exc: DomainError, *, field_messages: bool = False) -> None:
    """Undo the failed change and flash why it was refused, with the per-field messages of a
    form's ValidationFailed when asked."""
    db.session.rollback()
    messages = [exc.message]
    if field_messages:
        messages += [m for msgs in (exc.errors or {}).values() for m in msgs]
    flash(" ".join(messages), "error")


class PostRowAction(BaseListRowAction):
    """A one-click button in a list row that POSTs a list action (with the CSRF token) for that
    row alone, so one-by-one and bulk changes share one handler."""

    def __init__(self, action_name: str, title: str, css: str = "btn-outline-primary",
                 show_if: Callable[[object], bool] | None = None):
        super().__init__(title=title)
        self.action_name = action_name
        self.css = css
        self.show_if = show_if

    def render(self, context, row_id, row):
        if self.show_if is not None and not self.show_if(row):
            return ""
        url = context.resolve("get_url")(".action_view")
        return_url = context.resolve("return_url")
        return Markup(
            '<form method="POST" action="{url}" class="d-inline-block mb-1">'
            '<input type="hidden" name="csrf_token" value="{token}">'
            '<input type="hidden" name="action" value="{action}">'
            '<input type="hidden" name="rowid" value="{row_id}">'
            '<input type="hidden" name="url" value="{return_url}">'
            '<button type="submit" class="btn btn-sm {css}" data-action="{action}">{title}</button>'
            "</form> "
        ).format(url=url, token=generate_csrf(), action=self.action_name, row_id=row_id,
                 return_url=return_url, css=self.css, title=self.title)


class SuperAdminOnly:
    """Every page of a view refuses anyone not signed in as an active super admin."""

    def is_accessible(self) -> bool:
        return auth.current_super_admin() is not None

    def inaccessible_callback(self, name, **kwargs):
        # Come back to the page after signing in; a refused POST (a form or action) cannot be
        # replayed, so it comes back to the dashboard instead.
        if request.method == "GET":
            return redirect(url_for("admin.login_view", next=request.full_path.rstrip("?")))
        return redirect(url_for("admin.login_view"))


@dataclass
class Report:
    count: int = 0


class SecuredModelView(SuperAdminOnly, ModelView):
    form_base_class = AdminForm
    column_type_formatters = TYPE_FORMATTERS
    column_type_formatters_detail = TYPE_FORMATTERS
    can_export = False
    can_set_page_size = True
    page_size = 20
    # (column, value): rows with that value come first in the default order (a work queue).
    status_first: tuple[str, str] | None = None

    def _get_default_order(self):
        if self.status_first is not None:
            column, value = self.status_first
            yield case((getattr(self.model, column) == value, 0), else_=1), [], False
        yield from super()._get_default_order()

    def local_time(self, value) -> str:
        return local_time(self, value)

    #: How one row is called in messages ("1 hotel verified"); the plural is the view's name.
    singular_name: str | None = None

    def _flash_done(self, count: int, what: str) -> None:
        singular = self.singular_name or self.name.lower().removesuffix("s")
        noun = singular if count == 1 else self.name.lower()
        flash(f"{count} {noun} {what}.", "success")

    @contextmanager
    def reporting(self, what: str) -> Iterator[Report]:
        """The one context of a list action: the action calls its service inside it and sets
        `report.count`; it flashes "N hotels <what>", or why the service refused."""
        report = Report()
        try:
            yield report
        except DomainError as exc:
            refused(exc)
        else:
            self._flash_done(report.count, what)


class ReadOnlyModelView(SecuredModelView):
    can_create = False
    can_edit = False
    can_delete = False
    can_view_details = True
    # No create or edit page, so no form to show: without this, Flask-Admin scaffolds a WTForms
    # field for every column of the model when the view is made, in every app that is built
    # (every worker, every test): about 10 ms of the 110 ms of CPU that create_app takes.
    form = AdminForm


def row_is(column: str, *values: str) -> Callable[[object], bool]:
    """The `show_if` of a PostRowAction: the row's `column` holds one of `values`."""
    return lambda row: getattr(row, column) in values
