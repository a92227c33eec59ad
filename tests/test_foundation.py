"""The skeleton: envelope, error shapes per blueprint, OpenAPI, migration matches the models."""

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from app import create_app
from app.extensions import db
from app.models import alembic_include_object


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
    spec = client.get("/api/openapi.json").get_json()
    assert spec["info"]["title"] == "Marefiya API"
    assert "bearerAuth" in spec["components"]["securitySchemes"]
    page = client.get("/api/docs/")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "swagger-ui" in html and "cdn" not in html.lower() and "unpkg" not in html


def test_health_reports_database(client):
    body = client.get("/v1/health").get_json()
    assert body["status"] == "ok" and body["database"] == "ok"


def test_production_refuses_default_secret(monkeypatch):
    import pytest

    from config import ProductionConfig

    monkeypatch.setattr(ProductionConfig, "SECRET_KEY", "too-short")
    with pytest.raises(RuntimeError, match="SECRET_KEY"):
        create_app(ProductionConfig)


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
