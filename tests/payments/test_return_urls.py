"""return_url: https on an allowed host, the app's deep links, plain http to loopback only in
development and testing; everything else 422, so the checkout is no open redirect."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from app.extensions import db
from app.models import Payment
from app.services.payments.return_urls import NOT_ALLOWED, ReturnUrlPolicy
from config import Config, DevelopmentConfig, ProductionConfig, TestingConfig
from tests.payments.conftest import API, initialize

TESTING = ReturnUrlPolicy.from_config(vars(Config) | vars(TestingConfig))
PRODUCTION = ReturnUrlPolicy.from_config(vars(Config) | vars(ProductionConfig))

ACCEPTED = [
    "https://marefiya.et/paid",
    "https://app.marefiya.et/paid?from=app",
    "https://APP.Marefiya.ET:8443/paid",
    "marefiya://pay-done",
    "MAREFIYA://pay-done?x=1",
    "marefiya:pay-done",
]
REFUSED = [
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "https://evil.example/paid",
    "https://marefiya.et.evil.example/",
    "https://evilmarefiya.et/",
    "https://marefiya.et@evil.example/",
    "https://user:pw@app.marefiya.et/",
    "https://app.marefiya.et\\@evil.example/",
    "https://app.marefiya.et /x",
    "//evil.example/paid",
    "/relative/path",
    "http://app.marefiya.et/paid",  # plain http, not loopback
    "http://10.0.0.5/paid",
    "https://app.marefiya.et:99999/",
    "otherapp://pay-done",
    "marefiya:",
]


@pytest.mark.parametrize("url", ACCEPTED)
def test_allowed_return_urls(url):
    assert TESTING.refusal(url) is None
    assert PRODUCTION.refusal(url) is None


@pytest.mark.parametrize("url", REFUSED)
def test_refused_return_urls(url):
    assert TESTING.refusal(url) == NOT_ALLOWED


@pytest.mark.parametrize("url", ["http://127.0.0.1:8000/done", "http://localhost/done", "http://[::1]:5000/"])
def test_plain_http_only_to_loopback_and_never_in_production(url):
    assert TESTING.refusal(url) is None
    assert PRODUCTION.refusal(url) == NOT_ALLOWED
    assert DevelopmentConfig.PAYMENT_RETURN_LOOPBACK_HTTP is True
    assert ProductionConfig.PAYMENT_RETURN_LOOPBACK_HTTP is False


def test_web_schemes_cannot_be_listed_as_app_schemes():
    policy = ReturnUrlPolicy.from_config({"PAYMENT_RETURN_HOSTS": [], "PAYMENT_RETURN_LOOPBACK_HTTP": False,
                                          "PAYMENT_RETURN_SCHEMES": ["javascript", "data", "http", "myapp"]})
    assert policy.schemes == ("myapp",)
    assert policy.refusal("javascript:alert(1)") == NOT_ALLOWED
    assert policy.refusal("myapp://done") is None


def test_a_deep_link_return_url_gets_the_outcome_from_the_sandbox(client, make, auth, pending_booking):
    guest = make.guest()
    booking = pending_booking(guest=guest)

    started = initialize(client, booking, auth.guest(guest), return_url="marefiya://pay-done")

    assert started.status_code == 200, started.json
    tx_ref = started.json["data"]["tx_ref"]
    paid = client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay"})
    assert paid.status_code == 303
    target = urlsplit(paid.headers["Location"])
    assert (target.scheme, target.netloc) == ("marefiya", "pay-done")
    assert parse_qs(target.query) == {"tx_ref": [tx_ref], "status": ["success"]}


@pytest.mark.parametrize("url", ["javascript:alert(1)", "data:text/html,hi", "https://evil.example/x"])
def test_a_refused_return_url_is_422_naming_it_and_starts_nothing(client, make, auth, pending_booking, url):
    guest = make.guest()
    booking = pending_booking(guest=guest)

    response = initialize(client, booking, auth.guest(guest), return_url=url)

    assert response.status_code == 422
    assert response.json["errors"] == {"return_url": [NOT_ALLOWED]}
    assert db.session.query(Payment).count() == 0


class TestAConfiguredAllowlist:
    @pytest.fixture
    def app_config(self, app_config):
        return {**app_config, "PAYMENT_RETURN_HOSTS": ["partner.example"],
                "PAYMENT_RETURN_SCHEMES": ["partnerapp"]}

    def test_the_allowlist_comes_from_the_configuration(self, client, make, auth, pending_booking):
        guest = make.guest()
        headers = auth.guest(guest)
        assert initialize(client, pending_booking(guest=guest), headers,
                          return_url="https://partner.example/back").status_code == 200
        assert initialize(client, pending_booking(guest=guest), headers,
                          return_url="partnerapp://done").status_code == 200
        assert initialize(client, pending_booking(guest=guest), headers,
                          return_url="https://app.marefiya.et/paid").status_code == 422
