"""Views of the admin panel. They only present data and call app.services.moderation."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from flask import flash, redirect, request, url_for
from flask_admin import AdminIndexView, expose
from flask_admin.actions import action
from flask_admin.contrib.sqla import ModelView
from flask_admin.contrib.sqla.filters import FilterEqual, FilterLike
from flask_admin.contrib.sqla.typefmt import DEFAULT_FORMATTERS
from flask_admin.helpers import is_safe_url
from flask_admin.model.template import BaseListRowAction
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup
from sqlalchemy import case

from app.admin import auth
from app.admin.forms import AdminForm, HotelStatusForm, LoginForm, StaffCreateForm
from app.errors import DomainError, RateLimited
from app.extensions import db
from app.models import (
    Booking,
    BookingStatus,
    Guest,
    GuestStatus,
    Hotel,
    HotelStatus,
    OutboxMessage,
    OutboxStatus,
    Payment,
    PaymentStatus,
    Review,
    ReviewStatus,
    StaffRole,
    StaffUser,
)
from app.services import moderation
from app.services.catalogue import hotel_timezone

BADGES = {
    HotelStatus.PENDING_VERIFICATION: "warning", HotelStatus.VERIFIED: "info",
    HotelStatus.ACTIVE: "success", HotelStatus.INACTIVE: "secondary",
    ReviewStatus.PENDING: "warning", ReviewStatus.APPROVED: "success",
    ReviewStatus.REJECTED: "secondary",
    GuestStatus.ACTIVE: "success", GuestStatus.SUSPENDED: "warning",
    GuestStatus.DEACTIVATED: "secondary",
    BookingStatus.PENDING_PAYMENT: "warning", BookingStatus.CONFIRMED: "success",
    BookingStatus.CHECKED_IN: "info", BookingStatus.COMPLETED: "primary",
    BookingStatus.EXPIRED: "secondary", BookingStatus.CANCELLED: "secondary",
    BookingStatus.NO_SHOW: "danger",
    PaymentStatus.SUCCESS: "success", PaymentStatus.FAILED: "danger",
    PaymentStatus.REFUND_PENDING: "warning", PaymentStatus.REFUNDED: "secondary",
    PaymentStatus.REFUND_FAILED: "danger",
    PaymentStatus.FLAGGED: "danger",
    OutboxStatus.SENT: "success", OutboxStatus.SENDING: "info", OutboxStatus.DEAD: "danger",
}


def _label(value: str) -> str:
    return HotelStatus.LABELS.get(value) or value.replace("_", " ").capitalize()


def status_badge(view, context, model, name):
    value = getattr(model, name)
    return Markup('<span class="badge badge-{}">{}</span>').format(
        BADGES.get(value, "light"), _label(value)
    )


def _options(values) -> list[tuple[str, str]]:
    return [(value, _label(value)) for value in values]


def _etb(view, context, model, name):
    value = getattr(model, name)
    return "" if value is None else f"{value:,.2f} {getattr(model, 'currency', 'ETB')}"


def _local_time(view, value, name=None):
    """Stored timestamps are naive UTC; the panel shows them in Addis Ababa time."""
    local = value.replace(tzinfo=UTC).astimezone(hotel_timezone())
    return local.strftime("%Y-%m-%d %H:%M")


TYPE_FORMATTERS = {**DEFAULT_FORMATTERS, datetime: _local_time}


def _truncated(length: int):
    def formatter(view, context, model, name):
        text = getattr(model, name) or ""
        return text if len(text) <= length else text[: length - 1] + "…"
    return formatter


def _refused(exc: DomainError, *, field_messages: bool = False) -> None:
    """Undo the failed change and flash why it was refused, with the per-field messages of a
    form's ValidationFailed when asked."""
    db.session.rollback()
    messages = [exc.message]
    if field_messages:
        messages += [m for msgs in (exc.errors or {}).values() for m in msgs]
    flash(" ".join(messages), "error")


def _hotel_name(missing: str = ""):
    return lambda view, context, model, name: model.hotel.name if model.hotel else missing


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
        return _local_time(self, value)

    #: How one row is called in messages ("1 hotel verified"); the plural is the view's name.
    singular_name: str | None = None

    def _flash_done(self, count: int, what: str) -> None:
        singular = self.singular_name or self.name.lower().removesuffix("s")
        noun = singular if count == 1 else self.name.lower()
        flash(f"{count} {noun} {what}.", "success")

    def _run(self, function: Callable[..., int], ids, what: str) -> None:
        try:
            self._flash_done(function(ids), what)
        except DomainError as exc:
            _refused(exc)


class ReadOnlyModelView(SecuredModelView):
    can_create = False
    can_edit = False
    can_delete = False
    can_view_details = True


# --- hotels --------------------------------------------------------------------------------------

def _is(column: str, *values: str) -> Callable[[object], bool]:
    return lambda row: getattr(row, column) in values


class HotelView(SecuredModelView):
    can_create = False
    can_delete = False
    can_edit = True
    can_view_details = True
    form = HotelStatusForm
    edit_template = "admin/marefiya/hotel_edit.html"
    column_list = ("id", "name", "city", "stars", "hotel_status", "verified_at", "created_at")
    column_details_list = ("id", "name", "slug", "city", "address", "phone", "email", "stars",
                           "hotel_status", "verified_at", "is_featured", "check_in_time",
                           "check_out_time", "service_charge_rate", "vat_rate",
                           "free_cancellation_hours", "created_at", "updated_at")
    column_labels = {"hotel_status": "Status", "verified_at": "First verified"}
    column_searchable_list = ("name", "city")
    column_filters = (
        FilterEqual(Hotel.hotel_status, "Status", options=_options(HotelStatus.ALL)),
        "city",
    )
    column_formatters = {"hotel_status": status_badge}
    column_formatters_detail = {"hotel_status": status_badge}
    column_default_sort = ("name", False)
    status_first = ("hotel_status", HotelStatus.PENDING_VERIFICATION)
    column_extra_row_actions = [
        PostRowAction("verify", "Verify", "btn-outline-success",
                      _is("hotel_status", HotelStatus.PENDING_VERIFICATION, HotelStatus.INACTIVE)),
        PostRowAction("deactivate", "Deactivate", "btn-outline-secondary",
                      _is("hotel_status", *HotelStatus.LIVE)),
    ]

    def update_model(self, form, model) -> bool:
        # The status goes through the service, which owns the verified_at rule.
        try:
            moderation.set_hotel_status(model.id, form.hotel_status.data)
        except DomainError as exc:
            _refused(exc)
            return False
        return True

    def _set(self, ids, status: str) -> None:
        self._run(lambda rows: moderation.set_hotels_status(rows, status), ids,
                  f"set to {HotelStatus.LABELS[status]}")

    @action("verify", "Set Verified", "Mark the selected hotels Verified (live for guests)?")
    def action_verify(self, ids):
        self._set(ids, HotelStatus.VERIFIED)

    @action("activate", "Set Active", "Mark the selected hotels Active (live for guests)?")
    def action_activate(self, ids):
        self._set(ids, HotelStatus.ACTIVE)

    @action("pending", "Set Pending verification",
            "Hide the selected hotels from guests until verified?")
    def action_pending(self, ids):
        self._set(ids, HotelStatus.PENDING_VERIFICATION)

    @action("deactivate", "Set Inactive", "Hide the selected hotels from guests?")
    def action_deactivate(self, ids):
        self._set(ids, HotelStatus.INACTIVE)


# --- reviews -------------------------------------------------------------------------------------

def _guest_name(view, context, model, name):
    guest = model.guest
    return f"{guest.full_name} <{guest.email}>" if guest else ""


class ReviewView(ReadOnlyModelView):
    column_list = ("id", "hotel", "guest", "rating", "title", "comment", "status", "created_at",
                   "moderated_at")
    column_details_list = ("id", "hotel", "guest", "booking_id", "rating", "title", "comment",
                           "status", "created_at", "moderated_at", "reply", "replied_at")
    column_searchable_list = ("title", "comment", "hotel.name")
    column_labels = {"hotel": "Hotel", "guest": "Guest", "moderated_at": "Moderated",
                     "hotel.name": "hotel"}
    column_filters = (
        FilterEqual(Review.status, "Status", options=_options(ReviewStatus.ALL)),
        "rating",
        FilterLike("hotel.name", "Hotel"),
    )
    column_formatters = {"status": status_badge, "guest": _guest_name,
                         "hotel": _hotel_name(),
                         "comment": _truncated(160)}
    column_formatters_detail = {"status": status_badge, "guest": _guest_name,
                                "hotel": _hotel_name()}
    # The pending queue first, oldest first: moderation is first come, first served.
    status_first = ("status", ReviewStatus.PENDING)
    column_default_sort = ("created_at", False)
    column_extra_row_actions = [
        PostRowAction("approve", "Approve", "btn-outline-success",
                      _is("status", ReviewStatus.PENDING, ReviewStatus.REJECTED)),
        PostRowAction("reject", "Reject", "btn-outline-danger",
                      _is("status", ReviewStatus.PENDING, ReviewStatus.APPROVED)),
    ]

    @action("approve", "Approve", "Publish the selected reviews?")
    def action_approve(self, ids):
        self._run(moderation.approve_reviews, ids, "approved")

    @action("reject", "Reject", "Hide the selected reviews from guests?")
    def action_reject(self, ids):
        self._run(moderation.reject_reviews, ids, "rejected")


# --- accounts ------------------------------------------------------------------------------------

def _role(view, context, model, name):
    return StaffRole.NAMES.get(model.role_slug, model.role_slug)


class StaffView(SecuredModelView):
    """Hotel admins: created here with an initial password (hashed), never edited or shown."""

    can_create = True
    can_edit = False
    can_delete = False
    can_view_details = True
    form = StaffCreateForm
    column_list = ("id", "name", "email", "hotel", "role_slug", "is_active", "last_login_at",
                   "created_at")
    column_details_list = column_list + ("uuid", "updated_at")
    column_labels = {"role_slug": "Role", "is_active": "Active", "last_login_at": "Last login",
                     "hotel.name": "hotel"}
    column_searchable_list = ("name", "email", "hotel.name")
    column_filters = (
        FilterEqual(StaffUser.role_slug, "Role", options=list(StaffRole.NAMES.items())),
        "is_active",
        FilterLike("hotel.name", "Hotel"),
    )
    column_formatters = {"role_slug": _role,
                         "hotel": _hotel_name("—")}
    column_formatters_detail = column_formatters
    column_default_sort = ("created_at", True)
    column_extra_row_actions = [
        PostRowAction("deactivate", "Deactivate", "btn-outline-danger", _is("is_active", True)),
        PostRowAction("reactivate", "Reactivate", "btn-outline-success", _is("is_active", False)),
    ]

    def create_form(self, obj=None):
        form = super().create_form(obj)
        form.hotel_id.choices = [
            (hotel.id, f"{hotel.name} ({hotel.city})")
            for hotel in db.session.scalars(db.select(Hotel).order_by(Hotel.name))
        ]
        return form

    def create_model(self, form):
        try:
            return moderation.create_staff_account(
                form.hotel_id.data, form.name.data, form.email.data, form.role_slug.data,
                form.password.data,
            )
        except DomainError as exc:
            _refused(exc, field_messages=True)
            return False

    @action("deactivate", "Deactivate", "Deactivate the selected staff accounts?")
    def action_deactivate(self, ids):
        self._run(moderation.deactivate_staff_accounts, ids, "deactivated")

    @action("reactivate", "Reactivate", "Reactivate the selected staff accounts?")
    def action_reactivate(self, ids):
        self._run(moderation.reactivate_staff_accounts, ids, "reactivated")


class GuestView(ReadOnlyModelView):
    column_list = ("id", "first_name", "last_name", "email", "phone", "status", "email_verified",
                   "total_bookings", "last_login_at", "created_at")
    column_details_list = column_list + ("uuid", "loyalty_points", "email_verified_at",
                                         "updated_at")
    column_labels = {"last_login_at": "Last login", "email_verified": "Email verified"}
    column_searchable_list = ("first_name", "last_name", "email", "phone")
    column_filters = (
        FilterEqual(Guest.status, "Status", options=_options(GuestStatus.ALL)),
        "email_verified",
    )
    column_formatters = {"status": status_badge}
    column_formatters_detail = column_formatters
    column_default_sort = ("created_at", True)
    column_extra_row_actions = [
        PostRowAction("deactivate", "Deactivate", "btn-outline-danger",
                      _is("status", GuestStatus.ACTIVE, GuestStatus.SUSPENDED)),
        PostRowAction("reactivate", "Reactivate", "btn-outline-success",
                      _is("status", GuestStatus.DEACTIVATED, GuestStatus.SUSPENDED)),
    ]

    @action("deactivate", "Deactivate", "Deactivate the selected guests? They cannot log in.")
    def action_deactivate(self, ids):
        self._run(moderation.deactivate_guests, ids, "deactivated")

    @action("reactivate", "Reactivate", "Reactivate the selected guests?")
    def action_reactivate(self, ids):
        self._run(moderation.reactivate_guests, ids, "reactivated")


# --- bookings and payments (read only) -----------------------------------------------------------

class BookingView(ReadOnlyModelView):
    column_list = ("confirmation_code", "hotel", "room_type", "contact_email", "check_in",
                   "check_out", "nights", "rooms", "total", "status", "created_at")
    column_details_list = ("id", "confirmation_code", "hotel", "room_type", "guest",
                           "contact_first_name", "contact_last_name", "contact_email",
                           "contact_phone", "check_in", "check_out", "nights", "rooms", "guests",
                           "nightly_price", "subtotal", "service_charge", "vat", "total",
                           "currency", "status", "hold_expires_at", "special_requests",
                           "confirmed_at", "cancelled_at", "cancellation_reason",
                           "refund_amount", "created_at", "updated_at")
    column_labels = {"confirmation_code": "Code", "contact_email": "Contact email",
                     "contact_last_name": "contact last name", "room_type": "Room type"}
    column_searchable_list = ("confirmation_code", "contact_email", "contact_last_name")
    column_filters = (
        FilterEqual(Booking.status, "Status", options=_options(BookingStatus.ALL)),
        FilterLike("hotel.name", "Hotel"),
        "check_in",
        "check_out",
        "created_at",
    )
    money = {name: _etb for name in ("total", "nightly_price", "subtotal", "service_charge",
                                     "vat", "refund_amount")}
    column_formatters = {"status": status_badge,
                         "hotel": _hotel_name(),
                         "room_type": lambda v, c, m, n: m.room_type.name if m.room_type else "",
                         "guest": lambda v, c, m, n: m.guest.email if m.guest else "guest checkout",
                         **money}
    column_formatters_detail = column_formatters
    column_default_sort = ("created_at", True)


class PaymentView(ReadOnlyModelView):
    """Payments; failed refunds first (money owed that the provider would not give back)."""

    status_first = ("status", PaymentStatus.REFUND_FAILED)
    column_list = ("id", "tx_ref", "booking", "hotel", "provider", "method", "amount", "status",
                   "refund_amount", "verified_at", "created_at")
    column_details_list = ("id", "tx_ref", "booking", "hotel", "provider", "method", "amount",
                           "currency", "status", "provider_reference", "paid_amount",
                           "paid_currency", "failure_reason", "verified_at", "reconcile_attempts",
                           "reconcile_gave_up_at", "refund_amount", "refund_reason",
                           "refund_reference", "refund_attempts", "refund_next_attempt_at",
                           "refund_error", "refunded_at", "created_at", "updated_at")
    column_labels = {"tx_ref": "Reference", "verified_at": "Confirmed",
                     "refund_error": "Refund problem", "refund_next_attempt_at": "Next refund try",
                     "booking.confirmation_code": "booking code",
                     "reconcile_attempts": "Reconcile checks",
                     "reconcile_gave_up_at": "Reconcile gave up (check with the provider)"}
    column_searchable_list = ("tx_ref", "booking.confirmation_code")
    column_filters = (
        FilterEqual(Payment.status, "Status", options=_options(PaymentStatus.ALL)),
        "provider",
        FilterLike("booking.hotel.name", "Hotel"),
        "created_at",
        "verified_at",
        "reconcile_gave_up_at",
    )
    column_formatters = {
        "status": status_badge,
        "booking": lambda v, c, m, n: m.booking.confirmation_code if m.booking else "",
        "hotel": lambda v, c, m, n: m.booking.hotel.name if m.booking and m.booking.hotel else "",
        "amount": _etb, "paid_amount": _etb, "refund_amount": _etb,
    }
    column_formatters_detail = column_formatters
    column_default_sort = ("created_at", True)

    @action("retry_refund", "Retry refund",
            "Ask the payment provider again to refund the selected payments?")
    def action_retry_refund(self, ids):
        self._run(moderation.retry_refunds, ids, "refund queued again")


class OutboxView(ReadOnlyModelView):
    """Emails and other side effects waiting, failing or dead; failed ones first."""

    singular_name = "delivery"

    column_list = ("id", "created_at", "recipient", "subject", "status", "attempts",
                   "next_attempt_at", "last_error", "sent_at")
    column_details_list = ("id", "kind", "message_id", "recipient", "subject", "status",
                           "attempts", "next_attempt_at", "locked_until", "last_error",
                           "created_at", "sent_at", "body_text")
    column_labels = {"next_attempt_at": "Next attempt", "last_error": "Last error",
                     "body_text": "Text"}
    column_searchable_list = ("recipient", "subject")
    column_filters = (
        FilterEqual(OutboxMessage.status, "Status", options=_options(OutboxStatus.ALL)),
        "created_at",
    )
    column_formatters = {"status": status_badge, "last_error": _truncated(200)}
    column_formatters_detail = {"status": status_badge}
    status_first = ("status", OutboxStatus.DEAD)
    column_default_sort = ("created_at", True)
    column_extra_row_actions = [
        PostRowAction("retry", "Retry", "btn-outline-primary",
                      _is("status", OutboxStatus.DEAD, OutboxStatus.PENDING)),
    ]

    @action("retry", "Retry now", "Try the selected deliveries again now, with a fresh round of attempts?")
    def action_retry(self, ids):
        self._run(moderation.retry_deliveries, ids, "queued again")


# --- dashboard and sign-in -----------------------------------------------------------------------

class DashboardView(SuperAdminOnly, AdminIndexView):
    """The admin index: today's numbers. It also serves the login and logout pages."""

    PUBLIC = ("login_view",)

    def _handle_view(self, name, **kwargs):
        if name in self.PUBLIC:
            return None
        return super()._handle_view(name, **kwargs)

    @expose("/")
    def index(self):
        return self.render("admin/marefiya/dashboard.html",
                           numbers=moderation.dashboard_numbers())

    @expose("/login/", methods=("GET", "POST"))
    def login_view(self):
        form = LoginForm(request.form if request.method == "POST" else None)
        target = request.args.get("next", "")
        if not (target.startswith("/admin") and is_safe_url(target)):
            target = url_for(".index")
        if auth.current_super_admin() is not None and request.method == "GET":
            return redirect(target)
        status = 200
        if form.validate_on_submit():
            try:
                admin = auth.authenticate(form.email.data, form.password.data)
            except RateLimited as exc:
                flash(exc.message, "error")
                status = 429
            else:
                if admin is not None:
                    auth.sign_in(admin)
                    return redirect(target)
                flash("Wrong email or password.", "error")
                status = 401
        elif request.method == "POST":
            status = 400
        return self.render("admin/marefiya/login.html", form=form), status

    @expose("/logout/", methods=("POST",))
    def logout_view(self):
        # POST only (with the CSRF token): a link or image elsewhere cannot sign the admin out.
        auth.sign_out()
        flash("Signed out.", "info")
        return redirect(url_for(".login_view"))
