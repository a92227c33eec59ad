"""Views of /api/v1/mobile/destinations: city autocomplete for the search box."""

from app.blueprints.mobile import blp
from app.envelope import enveloped, ok
from app.schemas.hotels import DestinationQueryArgsSchema, DestinationSchema
from app.services.booking.destinations import suggest_destinations


@blp.route("/destinations", methods=["GET"], operation_id="searchDestinations")
@blp.arguments(DestinationQueryArgsSchema, location="query", as_kwargs=True)
@blp.response(200, enveloped(DestinationSchema, many=True))
def list_destinations(q=None, limit=None):
    """Cities with live hotels matching what the guest typed, best match first.

    `q` matches the start of a city's English or Amharic name or of a common other spelling,
    ignoring case, accents, spaces and hyphens and the Amharic letter variants (ሀ/ሐ/ኀ/ሃ,
    ሰ/ሠ, አ/ዐ/ኣ, ጸ/ፀ): `Addis`, `AA`, `addis-ababa` and `አዲስ አበባ` all find Addis Ababa,
    `bah` and `ባህር` find Bahir Dar. Exact spellings come first, then prefixes of the name, of
    another spelling, of a later word (`minch`), then the cities with the most hotels. Without
    `q`: the most popular destinations. Only cities with at least one live hotel are listed.
    """
    return ok(suggest_destinations(q, limit))
