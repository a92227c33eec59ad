"""Views of /api/v1/mobile/notifications: the guest's in-app notifications and their read state."""

from app.blueprints.mobile import blp
from app.envelope import enveloped, ok
from app.schemas.notifications import (
    MarkAllReadSchema,
    NotificationListSchema,
    NotificationQueryArgsSchema,
    NotificationReadSchema,
)
from app.security import current_guest
from app.services.messaging import notifications as service


@blp.route("/notifications", methods=["GET"], operation_id="listNotifications")
@blp.guest_required
@blp.arguments(NotificationQueryArgsSchema, location="query")
@blp.response(200, enveloped(NotificationListSchema))
def list_notifications(args):
    """List the guest's notifications, newest first, with total and unread counts."""
    return ok(service.list_notifications(current_guest(), page=args["page"], limit=args["limit"]))


@blp.route("/notifications/<int:notification_id>/read", methods=["PATCH", "POST"],
           operation_id={"PATCH": "patchNotificationRead", "POST": "markNotificationRead"})
@blp.guest_required
@blp.error(404, "Unknown notification, or another guest's")
@blp.response(200, enveloped(NotificationReadSchema))
def mark_notification_read(notification_id):
    """Mark one notification read; `affected` is 0 when it was already read."""
    return ok(service.mark_read(current_guest(), notification_id))


@blp.route("/notifications/mark-all-read", methods=["POST"], operation_id="markAllNotificationsRead")
@blp.guest_required
@blp.response(200, enveloped(MarkAllReadSchema))
def mark_all_notifications_read():
    """Mark every notification of the guest read."""
    affected, unread = service.mark_all_read(current_guest())
    return ok({"affected": affected, "unread": unread})
