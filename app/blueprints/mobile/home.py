"""Views of /api/v1/mobile/home."""

from app.blueprints.mobile import blp
from app.envelope import enveloped, ok
from app.schemas.hotels import HomeSchema
from app.services.booking.catalogue import home_page


@blp.route("/home", methods=["GET"], operation_id="getHome")
@blp.response(200, enveloped(HomeSchema))
def home():
    """Featured hotels and popular cities (hotel count, lowest nightly price, an image)."""
    return ok(home_page())
