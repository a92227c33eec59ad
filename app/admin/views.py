"""Views of the admin panel, one per list. They only present data and call
app.services.content.moderation; base classes are in app/admin/base.py, formatters in
app/admin/formatters.py, the sign-in pages in app/admin/login.py."""

from __future__ import annotations

from flask import flash, redirect, request, url_for
from flask_admin import AdminIndexView, BaseView, expose
from flask_admin.actions import action
from flask_admin.contrib.sqla.filters import FilterEqual, FilterLike, IntEqualFilter
from markupsafe import Markup
from sqlalchemy import select

from app.admin.base import PostRowAction, ReadOnlyModelView, SecuredModelView, SuperAdminOnly, refused, row_is
from app.admin.formatters import etb, hotel_name, local_time, status_badge, status_options, truncated
from app.admin.forms import DisplayRateForm, HotelStatusForm, StaffCreateForm, TeachAnswerForm
from app.admin.login import LoginViews
from app.errors import DomainError
from app.extensions import db
from app.models import (
    ActorKind,
    Booking,
    BookingEvent,
    BookingStatus,
    Guest,
    GuestStatus,
    Hotel,
    HotelStatus,
    OutboxMessage,
    OutboxStatus,
    Payment,
    PaymentStatus,
    Refund,
    RefundStatus,
    Review,
    ReviewStatus,
    StaffRole,
    StaffUser,
)
from app.services.assistant import unanswered
from app.services.booking import display_currency
from app.services.booking.stays import local_day_bounds, local_today
from app.services.booking.timeline import booking_timeline
from app.services.content import moderation

# --- hotels --------------------------------------------------------------------------------------

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
                           "free_cancellation_hours", "tin", "created_at", "updated_at")
    column_labels = {"hotel_status": "Status", "verified_at": "First verified", "tin": "TIN"}
    column_searchable_list = ("name", "city")
    column_filters = (
        FilterEqual(Hotel.hotel_status, "Status", options=status_options(HotelStatus.ALL)),
        "city",
    )
    column_formatters = {"hotel_status": status_badge}
    column_formatters_detail = {"hotel_status": status_badge}
    column_default_sort = ("name", False)
    status_first = ("hotel_status", HotelStatus.PENDING_VERIFICATION)
    column_extra_row_actions = [
        PostRowAction("verify", "Verify", "btn-outline-success",
                      row_is("hotel_status", HotelStatus.PENDING_VERIFICATION, HotelStatus.INACTIVE)),
        PostRowAction("deactivate", "Deactivate", "btn-outline-secondary",
                      row_is("hotel_status", *HotelStatus.LIVE)),
    ]

    def update_model(self, form, model) -> bool:
        # The status goes through the service, which owns the verified_at rule.
        try:
            moderation.set_hotel_status(model.id, form.hotel_status.data)
        except DomainError as exc:
            refused(exc)
            return False
        return True

    def _set(self, ids, status: str) -> None:
        with self.reporting(f"set to {HotelStatus.LABELS[status]}") as report:
            report.count = moderation.set_hotels_status(ids, status)

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
        FilterEqual(Review.status, "Status", options=status_options(ReviewStatus.ALL)),
        "rating",
        FilterLike("hotel.name", "Hotel"),
    )
    column_formatters = {"status": status_badge, "guest": _guest_name,
                         "hotel": hotel_name(),
                         "comment": truncated(160)}
    column_formatters_detail = {"status": status_badge, "guest": _guest_name,
                                "hotel": hotel_name()}
    # The pending queue first, oldest first: moderation is first come, first served.
    status_first = ("status", ReviewStatus.PENDING)
    column_default_sort = ("created_at", False)
    column_extra_row_actions = [
        PostRowAction("approve", "Approve", "btn-outline-success",
                      row_is("status", ReviewStatus.PENDING, ReviewStatus.REJECTED)),
        PostRowAction("reject", "Reject", "btn-outline-danger",
                      row_is("status", ReviewStatus.PENDING, ReviewStatus.APPROVED)),
    ]

    @action("approve", "Approve", "Publish the selected reviews?")
    def action_approve(self, ids):
        with self.reporting("approved") as report:
            report.count = moderation.set_reviews_status(ids, ReviewStatus.APPROVED)

    @action("reject", "Reject", "Hide the selected reviews from guests?")
    def action_reject(self, ids):
        with self.reporting("rejected") as report:
            report.count = moderation.set_reviews_status(ids, ReviewStatus.REJECTED)


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
                         "hotel": hotel_name("—")}
    column_formatters_detail = column_formatters
    column_default_sort = ("created_at", True)
    column_extra_row_actions = [
        PostRowAction("deactivate", "Deactivate", "btn-outline-danger", row_is("is_active", True)),
        PostRowAction("reactivate", "Reactivate", "btn-outline-success", row_is("is_active", False)),
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
            refused(exc, field_messages=True)
            return False

    @action("deactivate", "Deactivate", "Deactivate the selected staff accounts?")
    def action_deactivate(self, ids):
        with self.reporting("deactivated") as report:
            report.count = moderation.set_staff_active(ids, active=False)

    @action("reactivate", "Reactivate", "Reactivate the selected staff accounts?")
    def action_reactivate(self, ids):
        with self.reporting("reactivated") as report:
            report.count = moderation.set_staff_active(ids, active=True)


class GuestView(ReadOnlyModelView):
    column_list = ("id", "first_name", "last_name", "email", "phone", "status", "email_verified",
                   "total_bookings", "last_login_at", "created_at")
    column_details_list = column_list + ("uuid", "loyalty_points", "email_verified_at",
                                         "updated_at")
    column_labels = {"last_login_at": "Last login", "email_verified": "Email verified"}
    column_searchable_list = ("first_name", "last_name", "email", "phone")
    column_filters = (
        FilterEqual(Guest.status, "Status", options=status_options(GuestStatus.ALL)),
        "email_verified",
    )
    column_formatters = {"status": status_badge}
    column_formatters_detail = column_formatters
    column_default_sort = ("created_at", True)
    column_extra_row_actions = [
        PostRowAction("deactivate", "Deactivate", "btn-outline-danger",
                      row_is("status", GuestStatus.ACTIVE, GuestStatus.SUSPENDED)),
        PostRowAction("reactivate", "Reactivate", "btn-outline-success",
                      row_is("status", GuestStatus.DEACTIVATED, GuestStatus.SUSPENDED)),
    ]

    @action("deactivate", "Deactivate", "Deactivate the selected guests? They cannot log in.")
    def action_deactivate(self, ids):
        with self.reporting("deactivated") as report:
            report.count = moderation.set_guests_status(ids, GuestStatus.DEACTIVATED)

    @action("reactivate", "Reactivate", "Reactivate the selected guests?")
    def action_reactivate(self, ids):
        with self.reporting("reactivated") as report:
            report.count = moderation.set_guests_status(ids, GuestStatus.ACTIVE)


# --- bookings and payments (read only) -----------------------------------------------------------

def _history(view, context, model, name):
    """A booking's audit trail on its detail page, oldest first, in Addis Ababa time."""
    rows = Markup("").join(
        Markup("<li>{} &middot; {} &rarr; {} &middot; {} by {} ({}){}</li>").format(
            local_time(view, event.created_at), event.from_status or "new", event.to_status,
            event.action, event.actor_name or event.actor_kind, event.actor_kind,
            f": {event.reason}" if event.reason else "")
        for event in model.events)
    return Markup("<ol class=\"mb-0\">{}</ol>").format(rows)


def _timeline(view, context, model, name):
    """Everything that happened to the booking (state changes, changes, payments, refunds,
    emails), oldest first, in Addis Ababa time."""
    rows = Markup("").join(
        Markup("<li>{} &middot; <span class=\"badge text-bg-light\">{}</span> {}</li>").format(
            local_time(view, entry.at), entry.kind, entry.text)
        for entry in booking_timeline(model))
    return Markup("<ol class=\"mb-0\">{}</ol>").format(rows)


class BookingView(ReadOnlyModelView):
    column_list = ("confirmation_code", "hotel", "room_type", "contact_email", "check_in",
                   "check_out", "nights", "rooms", "total", "status", "created_at")
    column_details_list = ("id", "confirmation_code", "hotel", "room_type", "guest",
                           "contact_first_name", "contact_last_name", "contact_email",
                           "contact_phone", "check_in", "check_out", "nights", "rooms", "guests",
                           "nightly_price", "subtotal", "service_charge", "vat", "total",
                           "currency", "status", "hold_expires_at", "special_requests",
                           "confirmed_at", "checked_in_at", "checked_out_at", "cancelled_at",
                           "cancellation_reason", "refund_amount", "created_at", "updated_at",
                           "events", "timeline")
    column_labels = {"confirmation_code": "Code", "contact_email": "Contact email",
                     "contact_last_name": "contact last name", "room_type": "Room type",
                     "events": "History", "timeline": "Timeline"}
    column_searchable_list = ("confirmation_code", "contact_email", "contact_last_name")
    column_filters = (
        FilterEqual(Booking.status, "Status", options=status_options(BookingStatus.ALL)),
        FilterLike("hotel.name", "Hotel"),
        "check_in",
        "check_out",
        "created_at",
    )
    money = {name: etb for name in ("total", "nightly_price", "subtotal", "service_charge",
                                     "vat", "refund_amount")}
    column_formatters = {"status": status_badge,
                         "hotel": hotel_name(),
                         "room_type": lambda v, c, m, n: m.room_type.name if m.room_type else "",
                         "guest": lambda v, c, m, n: m.guest.email if m.guest else "guest checkout",
                         **money}
    column_formatters_detail = {**column_formatters, "events": _history, "timeline": _timeline}
    column_default_sort = ("created_at", True)


class _DeskTodayView(BookingView):
    """Bookings of every hotel the desks deal with today (Addis Ababa): a fixed selection of the
    booking list, with its columns, search and filters."""

    column_list = ("confirmation_code", "hotel", "room_type", "contact_email", "check_in",
                   "check_out", "rooms", "total", "status", "checked_in_at")
    column_default_sort = ("check_in", False)

    def _today(self, query):
        raise NotImplementedError

    def get_query(self):
        return self._today(super().get_query())

    def get_count_query(self):
        return self._today(super().get_count_query())


class ArrivalsTodayView(_DeskTodayView):
    """Arriving today: confirmed (not yet in) or checked in already."""

    def _today(self, query):
        return query.filter(Booking.check_in == local_today(),
                            Booking.status.in_((BookingStatus.CONFIRMED, BookingStatus.CHECKED_IN)))


class NoShowsTodayView(_DeskTodayView):
    """Marked no-show today, by a desk or by the no-show job."""

    def _today(self, query):
        start, end = local_day_bounds(local_today())
        marked_today = select(BookingEvent.booking_id).where(
            BookingEvent.action == "no_show", BookingEvent.created_at >= start,
            BookingEvent.created_at < end)
        return query.filter(Booking.status == BookingStatus.NO_SHOW, Booking.id.in_(marked_today))


class BookingEventView(ReadOnlyModelView):
    """Every booking's audit trail: status changes and desk actions, who, when and why."""

    singular_name = "booking change"
    column_list = ("created_at", "booking", "hotel", "from_status", "to_status", "action",
                   "actor_kind", "actor_name", "reason")
    column_details_list = ("id", "created_at", "booking", "hotel", "from_status", "to_status",
                           "action", "actor_kind", "actor_id", "actor_name", "reason")
    column_labels = {"created_at": "When", "from_status": "From", "to_status": "To",
                     "actor_kind": "Who", "actor_name": "Name",
                     "booking.confirmation_code": "booking code"}
    column_searchable_list = ("booking.confirmation_code", "actor_name")
    column_filters = (
        IntEqualFilter(BookingEvent.booking_id, "Booking id"),
        FilterEqual(BookingEvent.to_status, "To", options=status_options(BookingStatus.ALL)),
        FilterEqual(BookingEvent.actor_kind, "Who", options=[(k, k.replace("_", " "))
                                                              for k in ActorKind.ALL]),
        "action",
        FilterLike("booking.hotel.name", "Hotel"),
        "created_at",
    )
    column_formatters = {
        "booking": lambda v, c, m, n: m.booking.confirmation_code if m.booking else "",
        "hotel": lambda v, c, m, n: m.booking.hotel.name if m.booking and m.booking.hotel else "",
        "to_status": status_badge,
        "from_status": lambda v, c, m, n: status_badge(v, c, m, n) if m.from_status else "new",
        "reason": truncated(200),
    }
    column_formatters_detail = column_formatters
    column_default_sort = ("id", True)


class PaymentView(ReadOnlyModelView):
    """Payments; failed refunds first (money owed that the provider would not give back)."""

    status_first = ("status", PaymentStatus.REFUND_FAILED)
    column_list = ("id", "tx_ref", "booking", "hotel", "provider", "method", "amount", "status",
                   "refund_amount", "verified_at", "created_at")
    # Its refunds (each with its attempts and problem) are listed under Refunds.
    column_details_list = ("id", "tx_ref", "booking", "hotel", "provider", "method", "amount",
                           "currency", "status", "provider_reference", "paid_amount",
                           "paid_currency", "failure_reason", "verified_at", "reconcile_attempts",
                           "reconcile_gave_up_at", "refund_amount", "refund_reason", "refunds",
                           "refunded_at", "created_at", "updated_at")
    column_labels = {"tx_ref": "Reference", "verified_at": "Confirmed",
                     "refund_amount": "Refunds (owed or given back)",
                     "booking.confirmation_code": "booking code",
                     "reconcile_attempts": "Reconcile checks",
                     "reconcile_gave_up_at": "Reconcile gave up (check with the provider)"}
    column_searchable_list = ("tx_ref", "booking.confirmation_code")
    column_filters = (
        FilterEqual(Payment.status, "Status", options=status_options(PaymentStatus.ALL)),
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
        "amount": etb, "paid_amount": etb, "refund_amount": etb,
        "refunds": lambda v, c, m, n: "; ".join(
            f"{r.reference}: {r.amount} {r.status}" + (f" ({r.error})" if r.error else "")
            for r in m.refunds),
    }
    column_formatters_detail = column_formatters
    column_default_sort = ("created_at", True)

    @action("retry_refund", "Retry refund",
            "Ask the payment provider again to refund the selected payments?")
    def action_retry_refund(self, ids):
        with self.reporting("refund queued again") as report:
            report.count = moderation.retry_refunds(ids)


class RefundView(ReadOnlyModelView):
    """Refunds, one row each (a payment may have several); failed ones first (money owed that
    the provider would not give back)."""

    status_first = ("status", RefundStatus.FAILED)
    column_list = ("id", "reference", "payment", "amount", "status", "cause", "attempts",
                   "next_attempt_at", "error", "refunded_at", "created_at")
    column_details_list = ("id", "reference", "payment", "amount", "status", "reason", "cause",
                           "requested_by", "booking_change_id", "attempts", "next_attempt_at",
                           "locked_until", "error", "refunded_at", "created_at", "updated_at")
    column_labels = {"error": "Refund problem", "next_attempt_at": "Next try",
                     "requested_by": "Requested by"}
    column_searchable_list = ("reference",)
    column_filters = (
        FilterEqual(Refund.status, "Status", options=status_options(RefundStatus.ALL)),
        "cause",
        "created_at",
        "refunded_at",
    )
    column_formatters = {
        "status": status_badge,
        "payment": lambda v, c, m, n: m.payment.tx_ref,
        "amount": etb,
        "error": truncated(200),
    }
    column_formatters_detail = column_formatters
    column_default_sort = ("created_at", True)

    @action("retry_refund", "Retry refund", "Ask the payment provider again for the selected refunds?")
    def action_retry_refund(self, ids):
        with self.reporting("refund queued again") as report:
            report.count = moderation.retry_refund_rows(ids)


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
        FilterEqual(OutboxMessage.status, "Status", options=status_options(OutboxStatus.ALL)),
        "created_at",
    )
    column_formatters = {"status": status_badge, "last_error": truncated(200)}
    column_formatters_detail = {"status": status_badge}
    status_first = ("status", OutboxStatus.DEAD)
    column_default_sort = ("created_at", True)
    column_extra_row_actions = [
        PostRowAction("retry", "Retry", "btn-outline-primary",
                      row_is("status", OutboxStatus.DEAD, OutboxStatus.PENDING)),
    ]

    @action("retry", "Retry now", "Try the selected deliveries again now, with a fresh round of attempts?")
    def action_retry(self, ids):
        with self.reporting("queued again") as report:
            report.count = moderation.retry_deliveries(ids)


class DisplayRateView(SecuredModelView):
    """The rates amounts are shown at in other currencies (`currency=` in the guest API). ETB is
    always what is charged."""

    singular_name = "display rate"
    can_view_details = False
    form = DisplayRateForm
    column_list = ("currency", "etb_per_unit", "rate_date", "updated_at")
    column_labels = {"etb_per_unit": "ETB per unit", "rate_date": "Rate date"}
    column_default_sort = ("currency", False)

    def create_model(self, form):
        return self._save(form, None)

    def update_model(self, form, model):
        return self._save(form, model) is not False

    def _save(self, form, model):
        try:
            return display_currency.set_display_rate(form.currency.data, form.etb_per_unit.data,
                                                     form.rate_date.data, model)
        except DomainError as exc:
            refused(exc, field_messages=True)
            return False


# --- the assistant's unanswered questions -------------------------------------------------------

class UnansweredView(SuperAdminOnly, BaseView):
    """Questions the assistant did not know or was unsure of, grouped by similarity, the most
    asked first, each group with a "Teach an answer" form (app/services/assistant/unanswered.py)."""

    @expose("/")
    def index(self):
        groups = unanswered.groups()
        forms = [TeachAnswerForm(ids=" ".join(map(str, group.ids)), lang=group.questions[0].lang,
                                 formdata=None) for group in groups]
        return self.render("admin/marefiya/unanswered.html", groups=list(zip(groups, forms, strict=True)),
                           local_time=lambda value: local_time(self, value))

    @expose("/teach/", methods=("POST",))
    def teach(self):
        form = TeachAnswerForm(request.form)
        if not form.validate():
            flash(" ".join(m for messages in form.errors.values() for m in messages), "error")
            return redirect(url_for(".index"))
        ids = [int(i) for i in form.ids.data.split() if i.isdigit()]
        try:
            learned = unanswered.teach(ids=ids, text=form.text.data, lang=form.lang.data,
                                       title=form.title.data or "", url=form.url.data or "")
        except DomainError as exc:
            refused(exc, field_messages=True)
        else:
            flash(f"Learned \"{learned.title}\" ({learned.lang}); {len(ids)} question"
                  f"{'' if len(ids) == 1 else 's'} marked answered.", "success")
        return redirect(url_for(".index"))


# --- dashboard -----------------------------------------------------------------------------------

class DashboardView(LoginViews, SuperAdminOnly, AdminIndexView):
    """The admin index: today's numbers. It also serves the login and logout pages."""

    @expose("/")
    def index(self):
        return self.render("admin/marefiya/dashboard.html",
                           numbers=moderation.dashboard_numbers())
