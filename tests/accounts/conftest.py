"""Fixtures of the accounts tests: a real SMTP server on loopback receiving the app's email, and
a real redis-server for the rate-limit storage (when `redis-server` is installed).

`app_config` here extends the suite-wide one: SMTP delivery to the loopback server, a public base
URL for links, and whatever `extra_config` a test module adds (e.g. small rate limits).
"""

from __future__ import annotations

import re

import pytest

from tests import smtp
from tests.accounts.helpers import PUBLIC_BASE_URL

VERIFY_LINK = re.compile(re.escape(PUBLIC_BASE_URL) + r"/api/v1/mobile/auth/verify-email\?token=[\w.\-]+")


class Mailbox(smtp.Mailbox):
    def verification_link(self, address: str) -> str:
        """The verification link of the latest email to `address`; text and HTML must agree."""
        messages = self.to(address)
        assert messages, f"no email to {address}; got {[m['X-Envelope-To'] for m in self.messages]}"
        text, html = self.parts(messages[-1])
        links = VERIFY_LINK.findall(text)
        assert len(links) == 1, text
        assert links[0] in html.replace("&amp;", "&")
        return links[0]


@pytest.fixture(scope="session")
def smtp_server():
    controller = smtp.start_smtp(Mailbox())
    try:
        yield controller
    finally:
        controller.stop()


@pytest.fixture
def mailbox(smtp_server) -> Mailbox:
    smtp_server.handler.messages.clear()
    return smtp_server.handler


@pytest.fixture
def extra_config() -> dict:
    """Config a test module adds on top of this folder's `app_config`."""
    return {}


@pytest.fixture
def ratelimit_storage_uri() -> str:
    return "memory://"


@pytest.fixture
def app_config(tmp_path, smtp_server, ratelimit_storage_uri, extra_config) -> dict:
    return {
        "MAIL_OUTBOX_DIR": str(tmp_path / "outbox"),
        "TTS_CACHE_DIR": str(tmp_path / "tts"),
        "MAIL_SERVER": smtp_server.hostname,
        "MAIL_PORT": smtp_server.port,
        # Flask-Mail suppresses sending when app.testing; these tests want the real delivery.
        "MAIL_SUPPRESS_SEND": False,
        "PUBLIC_BASE_URL": PUBLIC_BASE_URL,
        "RATELIMIT_STORAGE_URI": ratelimit_storage_uri,
        **extra_config,
    }


@pytest.fixture
def redis_storage(redis_url) -> str:
    """The redis URL with an empty database, so that no test sees another's counters."""
    import redis

    with redis.Redis.from_url(redis_url) as client:
        client.flushdb()
    return redis_url
