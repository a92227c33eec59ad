"""The skeleton: envelope, error shapes per blueprint, OpenAPI, migration matches the models."""

import json
import re

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from app.extensions import db
from app.models import Booking, BookingStatus, SuperAdmin, alembic_include_object


def test_migration_and_models_agree(app):
    with db.engine.connect() as conn:
        context = MigrationContext.configure(
            conn, opts={"compare_type": True, "include_object": alembic_include_object}
        )
        diff = compare_metadata(context, db.metadata)
    assert diff == []


def test_unknown_booking_path_answers_404_in_the_envelope(client):
    response = client.get("/api/v1/mobile/no-such-thing")
    assert response.status_code == 404
    body = response.get_json()
    assert body["status"] == "error" and body["data"] is None
    assert set(body) >= {"status", "message", "timestamp", "data"}


def test_unknown_assistant_path_answers_fastapi_404(client):
    response = client.get("/v1/no-such-thing")
    assert response.status_code == 404
    assert response.get_json() == {"detail": "Not Found"}


def test_wrong_method_answers_405(client):
    response = client.delete("/v1/health")
    assert response.status_code == 405


def test_openapi_document_and_offline_docs(client):
    spec = json.loads(client.get("/api/openapi.json").data)
    assert spec["info"]["title"] == "Marefiya API"
    assert "bearerAuth" in spec["components"]["securitySchemes"]
    page = client.get("/api/docs/")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "swagger-ui" in html and "cdn" not in html.lower() and "unpkg" not in html


def test_the_document_lists_every_api_route_and_is_built_once_under_concurrent_first_reads(app):
    # The views are documented at the first read of the document (app/extensions.py,
    # MarefiyaApi.spec), here by 8 threads at once on an app that has not been read yet.
    from concurrent.futures import ThreadPoolExecutor

    def read(_):
        with app.test_client() as reader:
            return reader.get("/api/openapi.json").get_data(as_text=True)

    with ThreadPoolExecutor(8) as pool:
        documents = list(pool.map(read, range(8)))
    assert len(set(documents)) == 1
    paths = json.loads(documents[0])["paths"]
    api_rules = {re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule) for rule in app.url_map.iter_rules()
                 if rule.endpoint.split(".")[0] in {"auth", "mobile_auth", "mobile", "staff", "assistant"}}
    assert api_rules and api_rules <= set(paths)


def test_health_reports_database(client):
    body = client.get("/v1/health").get_json()
    assert body["status"] == "ok" and body["database"] == "ok"


def test_seed_demo_loads_live_hotels_in_ten_cities(runner, db):
    from app.models import Hotel, HotelStatus

    result = runner.invoke(args=["seed-demo"])
    assert result.exit_code == 0, result.output
    live = db.session.scalars(db.select(Hotel).where(Hotel.hotel_status.in_(HotelStatus.LIVE))).all()
    assert len(live) >= 40
    assert len({h.city for h in live}) == 10
    assert all(h.room_types and h.rooms for h in live)
    again = runner.invoke(args=["seed-demo"])
    assert "already present" in again.output


def test_ids_beyond_a_database_integer_are_404_not_500(client):
    response = client.get("/api/v1/mobile/hotels/99999999999999999999999")
    assert response.status_code == 404
    assert response.get_json()["status"] == "error"


def test_page_beyond_the_cap_is_422(client, make, auth):
    guest = make.guest()
    response = client.get("/api/v1/mobile/notifications?page=10000000000000", headers=auth.guest(guest))
    assert response.status_code == 422
    assert "page" in response.get_json()["errors"]


def test_nul_characters_in_any_input_are_422_naming_the_field(client, make, auth):
    response = client.post("/api/v1/auth/login", json={"email": "a\x00@example.et", "password": "x" * 8})
    assert response.status_code == 422
    assert "email" in response.get_json()["errors"]
    guest = make.guest()
    response = client.get("/api/v1/mobile/hotels?city=Ad%00dis", headers=auth.guest(guest))
    assert response.status_code == 422
    assert "city" in response.get_json()["errors"]


def test_create_staff_command_makes_a_hashed_account_and_refuses_duplicates(runner, make, db):
    from app.models import StaffUser

    hotel = make.hotel()
    args = ["create-staff", "--hotel-id", str(hotel.id), "--email", "Desk@Hotel.et", "--name", "Desk",
            "--role", "front_desk", "--password", "long-enough-1"]
    result = runner.invoke(args=args)
    assert result.exit_code == 0, result.output
    staff = db.session.scalars(db.select(StaffUser)).one()
    assert (staff.email, staff.role_slug, staff.hotel_id) == ("desk@hotel.et", "front_desk", hotel.id)
    assert staff.password_hash.startswith("$argon2")
    again = runner.invoke(args=args)
    assert again.exit_code != 0 and "already exists" in again.output
    unknown = runner.invoke(args=[*args[:2], "999", *args[3:4], "x@hotel.et", *args[5:]])
    assert unknown.exit_code != 0 and "Hotel not found" in unknown.output
    assert db.session.query(StaffUser).count() == 1


def test_flask_shell_starts_with_db_and_the_models(app):
    context = app.make_shell_context()
    assert context["db"] is db
    assert context["Booking"] is Booking and context["SuperAdmin"] is SuperAdmin
    assert context["BookingStatus"] is BookingStatus


def test_create_superadmin_command(runner, db):
    from app.models import SuperAdmin

    result = runner.invoke(args=["create-superadmin", "--email", "Root@Marefiya.et",
                                 "--password", "long-enough-1"])
    assert result.exit_code == 0, result.output
    assert db.session.scalars(db.select(SuperAdmin.email)).all() == ["root@marefiya.et"]
    short = runner.invoke(args=["create-superadmin", "--email", "b@marefiya.et", "--password", "short"])
    assert short.exit_code != 0 and "8 characters" in short.output


def test_expire_holds_command_marks_lapsed_holds(runner, make, db):
    from datetime import timedelta

    from app.models import Booking
    from app.models.base import utcnow

    lapsed = make.booking(status="pending_payment", hold_expires_at=utcnow() - timedelta(minutes=1))
    live = make.booking(status="pending_payment", hold_expires_at=utcnow() + timedelta(minutes=10))
    result = runner.invoke(args=["expire-holds"])
    assert result.exit_code == 0 and "1 booking(s) expired" in result.output
    db.session.expire_all()
    assert db.session.get(Booking, lapsed.id).status == "expired"
    assert db.session.get(Booking, live.id).status == "pending_payment"
