"""Views of /api/v1/mobile (folios): the guest's receipt of their own stay."""

from flask import Response, request

from app.blueprints.mobile import blp
from app.security import current_guest
from app.services.frontdesk.folio import Folio, booking_folio

PDF_SCHEMA = {"type": "string", "format": "binary"}
OCTET_STREAM = "application/octet-stream"
# openapi-python-client (and other generators) cannot read application/pdf: the same bytes are
# offered as application/octet-stream to a client that asks for it.
OCTET_STREAM_DESCRIPTION = "The same PDF, with `Accept: application/octet-stream`"


def folio_download(folio: Folio) -> Response:
    """The folio as an attachment, as application/pdf unless the client asks for
    application/octet-stream."""
    best = request.accept_mimetypes.best_match(["application/pdf", OCTET_STREAM])
    return Response(folio.content, mimetype=OCTET_STREAM if best == OCTET_STREAM else
                    "application/pdf", headers={
                        "Content-Disposition": f'attachment; filename="{folio.filename}"',
                        "Cache-Control": "no-store"})


@blp.route("/bookings/<int:booking_id>/folio.pdf", methods=["GET"], operation_id="getBookingFolio")
@blp.guest_required
@blp.response(200, schema=PDF_SCHEMA, content_type="application/pdf",
              description="The folio as a PDF")
@blp.alt_response(200, schema=PDF_SCHEMA, content_type=OCTET_STREAM, success=True,
                  description=OCTET_STREAM_DESCRIPTION)
@blp.error(404, "Unknown booking, or another guest's")
@blp.error(409, "An unpaid or expired booking has no folio")
def booking_folio_pdf(booking_id: int):
    """The folio (receipt) of one of the caller's bookings, with the hotel's TIN: each night at
    its price, service charge, VAT, payments, refunds and the balance."""
    return folio_download(booking_folio(booking_id, guest_id=current_guest().id))
