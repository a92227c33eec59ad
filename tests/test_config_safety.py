"""Safe defaults (hardening round two, finding 4): no public secret anywhere, and production
refuses to start with weak secrets, per-process rate limits behind several workers, the
sandbox payment provider or missing provider keys, no mail server, an open assistant."""

from __future__ import annotations

import secrets

import pytest
from cryptography.fernet import Fernet

from app import create_app
from config import (
    DEVELOPMENT_REGISTER_KEY,
    MIN_SECRET_BITS,
    Config,
    ProductionConfig,
    instance_secret,
    secret_bits,
)

STRONG = {
    "SECRET_KEY": secrets.token_urlsafe(48),
    "JWT_SECRET_KEY": secrets.token_urlsafe(48),
    "RATELIMIT_STORAGE_URI": "redis://127.0.0.1:6379/0",
    "MAIL_SERVER": "smtp.example.et",
    "ASSISTANT_API_KEYS": ["key"],
    "PAYMENT_PROVIDER": "chapa",
    "CHAPA_SECRET_KEY": "CHASECK-xxxxxxxx",
    "CHAPA_WEBHOOK_SECRET": "whsec",
    "JOBS_QUEUE_URL": "redis://127.0.0.1:6379/1",
    "PUBLIC_BASE_URL": "https://marefiya.et",
    "PUBLIC_BASE_URL_DEFAULTED": False,
    "REGISTER_ENCRYPTION_KEYS": [Fernet.generate_key().decode()],
}


def production(**changes):
    return type("Production", (ProductionConfig,), {**STRONG, **changes})


def test_a_well_configured_production_starts():
    production().validate()


@pytest.mark.parametrize("name", ["SECRET_KEY", "JWT_SECRET_KEY"])
@pytest.mark.parametrize("weak", ["", "too-short", "a" * 64, "ab" * 40,
                                  "dev-secret-change-me-not-for-production",
                                  "password1234567890password1234567890",
                                  "correcthorsebatterystaplecorrecthorsebatterystaple12",
                                  "qwertyuiopasdfghjklzxcvbnm1234567890qwertyuiop"])
def test_production_refuses_a_guessable_secret(name, weak):
    with pytest.raises(RuntimeError, match=f"{name} is guessable"):
        production(**{name: weak}).validate()


def test_production_refuses_the_instance_secret_made_for_development(monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    with pytest.raises(RuntimeError, match="set the SECRET_KEY environment variable"):
        production(SECRET_KEY=Config.SECRET_KEY).validate()


def test_production_refuses_one_secret_for_both():
    same = secrets.token_urlsafe(48)
    with pytest.raises(RuntimeError, match="must differ"):
        production(SECRET_KEY=same, JWT_SECRET_KEY=same).validate()


def test_production_refuses_memory_rate_limits_with_several_workers(monkeypatch):
    monkeypatch.setenv("WEB_CONCURRENCY", "3")
    with pytest.raises(RuntimeError, match="3 web workers"):
        production(RATELIMIT_STORAGE_URI="memory://").validate()
    monkeypatch.setenv("WEB_CONCURRENCY", "1")
    production(RATELIMIT_STORAGE_URI="memory://").validate()


@pytest.mark.parametrize("changes, message", [
    ({"PAYMENT_PROVIDER": "sandbox"}, "sandbox payment provider"),
    ({"CHAPA_SECRET_KEY": ""}, "needs CHAPA_SECRET_KEY"),
    ({"CHAPA_SECRET_KEY": "", "CHAPA_WEBHOOK_SECRET": ""}, "needs CHAPA_SECRET_KEY and CHAPA_WEBHOOK_SECRET"),
    ({"MAIL_SERVER": ""}, "without MAIL_SERVER"),
    ({"ASSISTANT_API_KEYS": []}, "ASSISTANT_API_KEYS"),
    ({"JOBS_QUEUE_URL": "immediate://"}, "JOBS_QUEUE_URL=immediate://"),
    ({"JOBS_QUEUE_URL": "sqlite:////srv/jobs.db"}, "JOBS_QUEUE_URL=sqlite://"),
    ({"PUBLIC_BASE_URL_DEFAULTED": True}, "without PUBLIC_BASE_URL"),
    ({"REGISTER_ENCRYPTION_KEYS": []}, "without REGISTER_ENCRYPTION_KEYS"),
    ({"REGISTER_ENCRYPTION_KEYS": [DEVELOPMENT_REGISTER_KEY]}, "published development key"),
    ({"REGISTER_ENCRYPTION_KEYS": [Fernet.generate_key().decode(), DEVELOPMENT_REGISTER_KEY]},
     "published development key"),
    ({"REGISTER_ENCRYPTION_KEYS": ["not-a-key"]}, "is not a Fernet key"),
])
def test_production_refuses_unsafe_settings(changes, message):
    with pytest.raises(RuntimeError, match=message):
        create_app(production(**changes))


def test_secret_entropy_estimate():
    assert secret_bits("") == 0 and secret_bits("a" * 100) == 0
    # The secrets the hint says to make pass with room to spare, every time: the estimate of a
    # random value varies with its letters (64 hex digits: 194-256 bits over 2,000 draws), so a
    # fixed "> 200" failed about one run in a hundred.
    for _ in range(200):
        assert secret_bits(secrets.token_urlsafe(48)) > 1.25 * MIN_SECRET_BITS
        assert secret_bits(secrets.token_hex(32)) > 1.25 * MIN_SECRET_BITS
    assert secret_bits("password1234567890password1234567890") < 32  # dictionary + sequence + repeat


def test_without_configured_secrets_each_instance_makes_its_own(tmp_path, monkeypatch):
    import config

    monkeypatch.setattr(config, "INSTANCE_DIR", tmp_path)
    first = instance_secret("jwt_secret_key")
    assert first == instance_secret("jwt_secret_key")  # kept: every process agrees
    assert (tmp_path / "jwt_secret_key").stat().st_mode & 0o777 == 0o600
    assert secret_bits(first) > 200
    monkeypatch.setattr(config, "INSTANCE_DIR", tmp_path / "other")
    assert instance_secret("jwt_secret_key") != first


def test_a_token_signed_with_a_guessable_key_is_refused(client, make):
    """The finding: the development JWT key was public, so anyone could sign a guest token."""
    import jwt

    guest = make.guest()
    forged = jwt.encode({"sub": str(guest.id), "type": "access", "fresh": False, "jti": "x"},
                        "dev-secret-change-me-not-for-production", algorithm="HS256")
    response = client.get("/api/v1/mobile/auth/me", headers={"Authorization": f"Bearer {forged}"})
    assert response.status_code == 401


def _instance_secret_after(barrier, directory, name, results):
    import config

    config.INSTANCE_DIR = directory
    barrier.wait()
    results.put(instance_secret(name))


def test_processes_starting_together_all_get_the_one_whole_secret(tmp_path):
    """Two processes of a fresh instance (the suite's two databases, a web and a job worker)
    reading the secret while the first writes it must not get it empty."""
    import multiprocessing

    context = multiprocessing.get_context("fork")
    for round_number in range(30):
        directory = tmp_path / str(round_number)
        barrier, results = context.Barrier(8), context.Queue()
        workers = [context.Process(target=_instance_secret_after, args=(barrier, directory, "key", results))
                   for _ in range(8)]
        for worker in workers:
            worker.start()
        seen = [results.get(timeout=30) for _ in workers]
        for worker in workers:
            worker.join()
        assert len(set(seen)) == 1 and secret_bits(seen[0]) > 200
        assert [p.name for p in directory.iterdir()] == ["key"]  # no draft left behind
