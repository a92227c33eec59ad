"""All models, imported here so that Alembic and `db.create_all` see the whole schema."""

from app.models.accounts import (
    AdminSession,
    Guest,
    GuestSession,
    GuestStatus,
    LoyaltyEntry,
    LoyaltyKind,
    RevokedToken,
    StaffRole,
    StaffUser,
    SuperAdmin,
)
from app.models.bookings import (
    ActorKind,
    Booking,
    BookingChange,
    BookingChangeStatus,
    BookingEvent,
    BookingStatus,
)
from app.models.catalogue import CatalogueVersion
from app.models.currencies import DisplayRate
from app.models.frontdesk import (
    DocumentType,
    GuestRegisterEntry,
    RegisterExport,
    RoomBlock,
    RoomNight,
)
from app.models.hotels import (
    Amenity,
    BedType,
    Hotel,
    HotelImage,
    HotelStatus,
    Room,
    RoomStatus,
    RoomType,
    hotel_amenities,
)
from app.models.inventory import RoomTypeNight
from app.models.knowledge import (
    ChatMessage,
    ChatSession,
    KnowledgeChunk,
    KnowledgeDocument,
    UnansweredQuestion,
)
from app.models.media import MediaBlob
from app.models.notifications import Notification, NotificationType
from app.models.outbox import OutboxKind, OutboxMessage, OutboxStatus
from app.models.payments import Payment, PaymentEvent, PaymentStatus, Refund, RefundStatus
from app.models.rate_plans import CancellationRule, Meals, PaymentTiming, PriceRule, RatePlan
from app.models.rates import RateKind, RateRule
from app.models.reviews import Review, ReviewStatus


def alembic_include_object(obj, name, type_, reflected, compare_to) -> bool:
    """Alembic filter: leave out what no model owns (the assistant's SQLite FTS5 index and the
    pgvector copy of the chunk vectors, knowledge_chunks.embedding_vector)."""
    if reflected and compare_to is None:
        if type_ == "table" and "_fts" in name:
            return False
        if type_ == "column" and name == "embedding_vector":
            return False
    return True


__all__ = [
    "ActorKind", "AdminSession", "Amenity", "BedType", "Booking", "BookingChange",
    "BookingChangeStatus", "BookingEvent", "BookingStatus",
    "CancellationRule", "CatalogueVersion", "ChatMessage", "ChatSession", "DisplayRate",
    "DocumentType", "Guest",
    "GuestRegisterEntry", "Meals", "PaymentTiming", "PriceRule", "RatePlan",
    "GuestSession", "GuestStatus", "Hotel", "HotelImage", "HotelStatus", "KnowledgeChunk",
    "KnowledgeDocument", "LoyaltyEntry", "LoyaltyKind", "MediaBlob", "Notification",
    "NotificationType", "OutboxKind",
    "OutboxMessage", "OutboxStatus", "Payment", "PaymentEvent", "PaymentStatus", "RateKind",
    "RateRule", "Refund", "RefundStatus", "RegisterExport", "Review", "ReviewStatus",
    "RevokedToken", "Room", "RoomBlock",
    "RoomNight", "RoomStatus", "RoomType", "RoomTypeNight", "StaffRole", "StaffUser", "SuperAdmin",
    "UnansweredQuestion",
    "hotel_amenities",
]
