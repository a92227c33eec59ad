"""Hotels in the admin panel: the super admin sets a hotel's status; only live hotels reach guests."""

from __future__ import annotations

from datetime import datetime

import pytest

from app.errors import NotFound
from app.models import HotelStatus
from app.services.booking.catalogue import get_live_hotel
from app.services.content import moderation
from tests.admin.conftest import csrf_from, page, post_action, reload

PENDING, VERIFIED, ACTIVE, INACTIVE = (HotelStatus.PENDING_VERIFICATION, HotelStatus.VERIFIED,
                                       HotelStatus.ACTIVE, HotelStatus.INACTIVE)
HOTEL_DETAIL = "/api/v1/mobile/hotels/{hotel_id}"


def pending_hotel(make, **kwargs):
    return make.hotel(hotel_status=PENDING, verified_at=None, **kwargs)


def guest_api_sees(app, client, hotel_id: int) -> bool:
    """Whether guests can see the hotel: the live-hotel lookup and the HTTP endpoint agree."""
    try:
        get_live_hotel(hotel_id)
        visible = True
    except NotFound:
        visible = False
    status = client.get(HOTEL_DETAIL.format(hotel_id=hotel_id)).status_code
    assert status == (200 if visible else 404)
    return visible


def edit_status(client, hotel_id: int, status: str):
    path = f"/admin/hotel/edit/?id={hotel_id}&url=/admin/hotel/"
    html = page(client, path)
    assert 'name="hotel_status"' in html
    return client.post(path, data={"hotel_status": status, "csrf_token": csrf_from(html)})


def test_edit_form_offers_the_four_statuses_with_their_labels(admin_client, make):
    hotel = pending_hotel(make, name="Simien Lodge")
    html = page(admin_client, f"/admin/hotel/edit/?id={hotel.id}")
    assert "Simien Lodge" in html and "Never verified." in html
    for value, label in HotelStatus.LABELS.items():
        assert f'value="{value}"' in html and label in html
    # Only the status is editable here; the hotel's profile belongs to its admins.
    assert 'name="name"' not in html


def test_verifying_a_pending_hotel_makes_it_live_and_sets_verified_at(app, admin_client, client,
                                                                     make):
    hotel = pending_hotel(make)
    assert not guest_api_sees(app, client, hotel.id)
    response = edit_status(admin_client, hotel.id, VERIFIED)
    assert response.status_code == 302
    reload(hotel)
    assert hotel.hotel_status == VERIFIED
    assert isinstance(hotel.verified_at, datetime)
    assert guest_api_sees(app, client, hotel.id)


@pytest.mark.parametrize("status,live", [(ACTIVE, True), (VERIFIED, True),
                                         (INACTIVE, False), (PENDING, False)])
def test_each_status_decides_whether_guests_see_the_hotel(app, admin_client, client, make,
                                                          status, live):
    hotel = make.hotel(hotel_status=ACTIVE if not live else INACTIVE)
    assert edit_status(admin_client, hotel.id, status).status_code == 302
    assert reload(hotel).hotel_status == status
    assert guest_api_sees(app, client, hotel.id) is live


def test_verified_at_keeps_the_first_verification_date(admin_client, make):
    first = datetime(2026, 1, 5, 9, 30)
    hotel = make.hotel(hotel_status=INACTIVE, verified_at=first)
    edit_status(admin_client, hotel.id, VERIFIED)
    edit_status(admin_client, hotel.id, ACTIVE)
    assert reload(hotel).hotel_status == ACTIVE
    assert hotel.verified_at == first


def test_going_straight_to_active_also_counts_as_verified(admin_client, make):
    hotel = pending_hotel(make)
    edit_status(admin_client, hotel.id, ACTIVE)
    assert reload(hotel).verified_at is not None


def test_unknown_status_is_refused_and_nothing_changes(admin_client, make):
    hotel = pending_hotel(make)
    response = edit_status(admin_client, hotel.id, "deleted")
    assert response.status_code == 200  # the form again, with the error
    assert "Not a valid choice" in response.get_data(as_text=True)
    assert reload(hotel).hotel_status == PENDING
    with pytest.raises(Exception, match="Unknown hotel status"):
        moderation.set_hotel_status(hotel.id, "deleted")


def test_edit_without_csrf_token_is_refused(admin_client, make):
    hotel = pending_hotel(make)
    response = admin_client.post(f"/admin/hotel/edit/?id={hotel.id}",
                                 data={"hotel_status": VERIFIED})
    assert response.status_code == 400
    assert reload(hotel).hotel_status == PENDING


def test_bulk_actions_set_many_hotels_at_once(app, admin_client, client, make):
    a, b = pending_hotel(make), pending_hotel(make)
    untouched = pending_hotel(make)
    response = post_action(admin_client, "hotel", "verify", [a.id, b.id])
    assert response.status_code == 302
    assert "2 hotels set to Verified." in page(admin_client, "/admin/hotel/")
    for hotel in (a, b):
        assert reload(hotel).hotel_status == VERIFIED and hotel.verified_at is not None
        assert guest_api_sees(app, client, hotel.id)
    assert reload(untouched).hotel_status == PENDING

    post_action(admin_client, "hotel", "activate", [a.id])
    post_action(admin_client, "hotel", "deactivate", [b.id])
    post_action(admin_client, "hotel", "pending", [untouched.id])
    assert [reload(h).hotel_status for h in (a, b, untouched)] == [ACTIVE, INACTIVE, PENDING]
    assert not guest_api_sees(app, client, b.id)


def test_bulk_action_without_csrf_token_is_refused(admin_client, make):
    hotel = pending_hotel(make)
    response = admin_client.post("/admin/hotel/action/",
                                 data={"action": "verify", "rowid": [str(hotel.id)]})
    assert response.status_code == 400
    assert reload(hotel).hotel_status == PENDING


def test_row_buttons_verify_a_pending_hotel_and_deactivate_a_live_one(admin_client, make):
    pending = pending_hotel(make, name="Awaiting Lodge")
    live = make.hotel(name="Open Lodge")
    html = page(admin_client, "/admin/hotel/")
    assert html.count('data-action="verify"') == 1
    assert html.count('data-action="deactivate"') == 1
    post_action(admin_client, "hotel", "verify", [pending.id])
    post_action(admin_client, "hotel", "deactivate", [live.id])
    assert reload(pending).hotel_status == VERIFIED
    assert reload(live).hotel_status == INACTIVE


def test_list_shows_pending_hotels_first(admin_client, make):
    make.hotel(name="Aaa Active")
    pending_hotel(make, name="Zzz Pending")
    html = page(admin_client, "/admin/hotel/")
    assert html.index("Zzz Pending") < html.index("Aaa Active")


def test_search_by_name_or_city_and_filter_by_status_and_city(admin_client, make):
    make.hotel(name="Blue Nile Resort", city="Bahir Dar")
    pending_hotel(make, name="Fasil Inn", city="Gondar")
    make.hotel(name="Sheraton", city="Addis Ababa", hotel_status=INACTIVE)

    html = page(admin_client, "/admin/hotel/?search=nile")
    assert "Blue Nile Resort" in html and "Fasil Inn" not in html
    html = page(admin_client, "/admin/hotel/?search=gondar")
    assert "Fasil Inn" in html and "Blue Nile Resort" not in html

    html = page(admin_client, "/admin/hotel/")
    # Flask-Admin numbers filters in declaration order: 0 is Status (equals), then City ones.
    html = page(admin_client, f"/admin/hotel/?flt0_0={INACTIVE}")
    assert "Sheraton" in html and "Blue Nile Resort" not in html and "Fasil Inn" not in html
    html = page(admin_client, "/admin/hotel/?flt0_1=Bahir Dar")
    assert "Blue Nile Resort" in html and "Sheraton" not in html


def test_hotels_cannot_be_created_or_deleted_from_the_panel(admin_client, make):
    hotel = make.hotel()
    assert admin_client.get("/admin/hotel/new/").status_code == 302
    token = csrf_from(page(admin_client, "/admin/hotel/"))
    admin_client.post("/admin/hotel/delete/", data={"id": hotel.id, "csrf_token": token})
    assert reload(hotel) is not None


def test_service_bulk_update_ignores_unknown_ids_and_refuses_non_integers(make):
    hotel = pending_hotel(make)
    assert moderation.set_hotels_status([hotel.id, 999_999], VERIFIED) == 1
    assert moderation.set_hotels_status([], VERIFIED) == 0
    with pytest.raises(Exception, match="Row ids must be integers"):
        moderation.set_hotels_status(["1; DROP TABLE hotels"], VERIFIED)
    with pytest.raises(NotFound):
        moderation.set_hotel_status(999_999, VERIFIED)
