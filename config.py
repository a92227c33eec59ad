"""Settings for development, testing and production.

Every setting can be overridden by an environment variable of the same name. The defaults are the
embedded ones (SQLite, in-memory rate limits, outbox emails, sandbox payments, offline assistant),
so `make run` works on a laptop with nothing else installed.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import secrets
from collections import Counter
from datetime import timedelta
from pathlib import Path

from cryptography.fernet import Fernet
from zxcvbn import zxcvbn

BASE_DIR = Path(__file__).resolve().parent
INSTANCE_DIR = Path(os.environ.get("MAREFIYA_INSTANCE_DIR", BASE_DIR / "instance"))

# Production secrets must carry at least this much entropy (estimated from their characters).
MIN_SECRET_BITS = 128
# Secrets that were once written in this repository: public, whatever their entropy.
PUBLISHED_SECRETS = frozenset({"dev-secret-change-me-not-for-production"})
# The guest register's Fernet key outside production: published here, so it protects nothing
# (production refuses it). Make a real one with the command in REGISTER_KEY_HINT.
DEVELOPMENT_REGISTER_KEY = "JFtw9rhJpDbHWJQi0_rAcWkX_ymB6C0pHg1Z5Jtg9Bo="  # noqa: S105 - public on purpose
REGISTER_KEY_HINT = ('python3 -c "from cryptography.fernet import Fernet; '
                     'print(Fernet.generate_key().decode())"')
SECRET_HINT = 'python3 -c "import secrets; print(secrets.token_urlsafe(48))"'  # noqa: S105 - a command


def env(name: str, default=None):
    return os.environ.get(name, default)


def env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


def instance_secret(name: str) -> str:
    """A random secret made once for this instance and kept in instance/<name> (mode 0600).

    Used where SECRET_KEY / JWT_SECRET_KEY are not set outside production: a secret written in
    the source would let anyone sign a token for any account of a server started with defaults.
    Every process of the instance (web workers, job worker) reads the same file.

    The file appears whole or not at all: the secret is written to a file of this process's own
    and then hard-linked under its name, which fails if another process got there first (then
    theirs is used). Created in place, another process starting at the same moment could read
    it empty, between its creation and the write, and sign with an empty key (it happened to the
    test suite's two databases starting side by side on a fresh clone: "HMAC key must not be
    empty")."""
    path = INSTANCE_DIR / name
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        pass
    INSTANCE_DIR.mkdir(parents=True, exist_ok=True)
    secret = secrets.token_urlsafe(48)
    draft = INSTANCE_DIR / f".{name}.{os.getpid()}.{secrets.token_hex(4)}"
    fd = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w") as file:
            file.write(secret)
        try:
            os.link(draft, path)
        except FileExistsError:  # another process made it first: use theirs
            return path.read_text().strip()
    finally:
        draft.unlink(missing_ok=True)
    return secret


def secret_bits(value: str) -> float:
    """Entropy estimate of a secret, the lower of two: its length times the Shannon entropy of
    its characters ("aaaa…" has none; 48 random url-safe bytes about 380 bits), and zxcvbn's
    estimate of the guesses an attacker with dictionaries, keyboard patterns, sequences and
    repeats needs ("password1234567890password1234567890" has 36 characters of fair variety,
    148 bits by the first, but about 15 by the second)."""
    if not value:
        return 0.0
    counts = Counter(value)
    per_char = -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())
    # zxcvbn reads at most 72 characters: a longer secret is scored in pieces, whose guesses
    # multiply.
    pieces = [value[i:i + 72] for i in range(0, len(value), 72)]
    guessing = sum(zxcvbn(piece)["guesses_log10"] for piece in pieces) * math.log2(10)
    return min(per_char * len(value), guessing)


def web_workers() -> int:
    """gunicorn's worker processes (gunicorn.conf.py uses this too): one a core and one more
    (gunicorn.conf.py's docstring says why not gunicorn's usual two a core)."""
    return int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() + 1))


# The service's own product name: the assistant's knowledge scope when neither the x-product header
# nor the body names one (the assistant's interface document (docs/api.md), ChatRequest.product).
DEFAULT_ASSISTANT_PRODUCT = "marefiya"


class Config:
    """Defaults shared by every environment."""

    ENV_NAME = "base"
    # Unset: a random secret kept in instance/ (production refuses to start without real ones).
    SECRET_KEY = env("SECRET_KEY") or instance_secret("secret_key")
    JWT_SECRET_KEY = env("JWT_SECRET_KEY") or instance_secret("jwt_secret_key")
    JWT_ALGORITHM = "HS256"
    GUEST_TOKEN_LIFETIME = timedelta(seconds=2_592_000)
    STAFF_TOKEN_LIFETIME = timedelta(seconds=86_400)
    JWT_ACCESS_TOKEN_EXPIRES = GUEST_TOKEN_LIFETIME
    # Audience is checked by our own decorators (app/security.py): setting JWT_DECODE_AUDIENCE
    # app-wide would make PyJWT refuse every guest token, which carries no `aud`.
    JWT_DECODE_AUDIENCE = None
    JWT_TOKEN_LOCATION = ["headers"]

    # Argon2id costs (RFC 9106 second recommended option scaled to a small server).
    ARGON2_TIME_COST = env_int("ARGON2_TIME_COST", 3)
    ARGON2_MEMORY_COST = env_int("ARGON2_MEMORY_COST", 65536)

    SQLALCHEMY_DATABASE_URI = env("DATABASE_URL", f"sqlite:///{INSTANCE_DIR / 'marefiya.db'}")
    # No ping before every checkout (a round trip per request): app/db_connections.py pings only
    # a connection idle longer than DB_PING_AFTER_IDLE_SECONDS, and replaces one older than
    # DB_POOL_RECYCLE_SECONDS.
    DB_PING_AFTER_IDLE_SECONDS = float(env("DB_PING_AFTER_IDLE_SECONDS", "10"))
    DB_POOL_RECYCLE_SECONDS = env_int("DB_POOL_RECYCLE_SECONDS", 1800)
    SQLALCHEMY_ENGINE_OPTIONS: dict = {"pool_recycle": DB_POOL_RECYCLE_SECONDS}
    # Seconds to wait for a PostgreSQL connection; an unreachable database then answers 503.
    DB_CONNECT_TIMEOUT = env_int("DB_CONNECT_TIMEOUT", 5)
    # PostgreSQL's plan_cache_mode for the app's sessions (app._postgresql_connect_args): one
    # generic plan per prepared statement instead of planning every run again.
    DB_PLAN_CACHE_MODE = env("DB_PLAN_CACHE_MODE", "force_generic_plan")
    # Retry-After (seconds) of the 503 answered while the database is unreachable.
    DB_UNAVAILABLE_RETRY_AFTER = env_int("DB_UNAVAILABLE_RETRY_AFTER", 5)
    MAX_CONTENT_LENGTH = env_int("MAX_CONTENT_LENGTH", 11 * 1024 * 1024)
    # JSON bodies (larger texts are learned through POST /v1/files).
    MAX_JSON_BODY_BYTES = env_int("MAX_JSON_BODY_BYTES", 1024 * 1024)

    # Public URL used in emails and payment callbacks.
    # Where clients reach this server: emailed links and payment callbacks use it. Unset, it
    # follows BIND (gunicorn's address), so a server started on another port links to itself.
    PUBLIC_BASE_URL = env("PUBLIC_BASE_URL") or f"http://{env('BIND', '127.0.0.1:8000')}"
    PUBLIC_BASE_URL_DEFAULTED = not env("PUBLIC_BASE_URL")
    TIMEZONE = "Africa/Addis_Ababa"

    # /v1/health answers from a report at most this old (per process); /ready is always fresh.
    HEALTH_CACHE_SECONDS = float(env("HEALTH_CACHE_SECONDS", "5"))
    # A worker's catalogue copy reads the catalogue's version at most this often: another
    # process's change to hotels, room types or rates is seen within it (docs/booking.md).
    CATALOGUE_VERSION_MAX_AGE_SECONDS = float(env("CATALOGUE_VERSION_MAX_AGE_SECONDS", "0.5"))

    # Rate limits (flask-limiter). Memory storage is per process: use Redis with several workers.
    RATELIMIT_STORAGE_URI = env("RATELIMIT_STORAGE_URI", "memory://")
    RATELIMIT_ENABLED = env_bool("RATELIMIT_ENABLED", True)
    # A Redis outage never fails a request (docs/operations.md): each process counts in memory
    # until Redis answers again (flask-limiter's fallback; app/reserved_limits.py for sign-ins and
    # holds), so every limit still holds per process. Checked again every few seconds.
    RATELIMIT_IN_MEMORY_FALLBACK_ENABLED = env_bool("RATELIMIT_IN_MEMORY_FALLBACK_ENABLED", True)
    RATELIMIT_SWALLOW_ERRORS = True
    # Off: flask-limiter would put Retry-After on every response; app/errors.py sets it on 429s.
    RATELIMIT_HEADERS_ENABLED = False
    LOGIN_FAILURE_LIMIT = env("LOGIN_FAILURE_LIMIT", "5 per 15 minutes")
    LOGIN_FAILURE_LIMIT_PER_ADDRESS = env("LOGIN_FAILURE_LIMIT_PER_ADDRESS", "20 per 15 minutes")
    REGISTRATION_LIMIT = env("REGISTRATION_LIMIT", "10 per hour")
    RESEND_VERIFICATION_LIMIT = env("RESEND_VERIFICATION_LIMIT", "5 per hour")
    RESEND_VERIFICATION_LIMIT_PER_ADDRESS = env("RESEND_VERIFICATION_LIMIT_PER_ADDRESS", "30 per hour")
    PASSWORD_RESET_LIMIT = env("PASSWORD_RESET_LIMIT", "5 per hour")
    PASSWORD_RESET_LIMIT_PER_ADDRESS = env("PASSWORD_RESET_LIMIT_PER_ADDRESS", "30 per hour")
    # Seconds an emailed password reset link works (once).
    PASSWORD_RESET_MAX_AGE = env_int("PASSWORD_RESET_MAX_AGE", 3600)
    REVIEW_LIMIT = env("REVIEW_LIMIT", "10 per hour")
    CHAT_LIMIT = env("CHAT_LIMIT", "60 per minute")
    # New (not cached) speech per client address: each costs CPU and up to 3 MB of cache.
    TTS_SYNTHESIS_LIMIT = env("TTS_SYNTHESIS_LIMIT", "10 per minute; 100 per hour")
    MAX_UNPAID_HOLDS = env_int("MAX_UNPAID_HOLDS", 3)  # live unpaid holds per guest / email
    # A guest with this many no-shows may no longer book a pay-at-property rate plan.
    PAY_AT_PROPERTY_MAX_NO_SHOWS = env_int("PAY_AT_PROPERTY_MAX_NO_SHOWS", 2)
    HOLDS_PER_ADDRESS_LIMIT = env("HOLDS_PER_ADDRESS_LIMIT", "10 per 15 minutes")
    # Wrong confirmation code + email pairs per address (lookup, cancel or pay by code): guessing.
    BOOKING_LOOKUP_FAILURE_LIMIT = env("BOOKING_LOOKUP_FAILURE_LIMIT", "10 per 15 minutes")

    # Mail: without MAIL_SERVER, emails go to the outbox folder and the log.
    MAIL_SERVER = env("MAIL_SERVER", "")
    MAIL_PORT = env_int("MAIL_PORT", 25)
    MAIL_USE_TLS = env_bool("MAIL_USE_TLS", False)
    MAIL_USE_SSL = env_bool("MAIL_USE_SSL", False)
    MAIL_USERNAME = env("MAIL_USERNAME")
    MAIL_PASSWORD = env("MAIL_PASSWORD")
    MAIL_DEFAULT_SENDER = env("MAIL_DEFAULT_SENDER", "Marefiya <no-reply@marefiya.et>")
    MAIL_OUTBOX_DIR = env("MAIL_OUTBOX_DIR", str(INSTANCE_DIR / "outbox"))
    EMAIL_VERIFICATION_MAX_AGE = env_int("EMAIL_VERIFICATION_MAX_AGE", 48 * 3600)
    # Seconds for the SMTP connect and for each read: a server that stops answering fails the
    # delivery (which is retried) instead of holding a worker.
    MAIL_TIMEOUT = float(env("MAIL_TIMEOUT", "10"))
    # Seconds for one whole SMTP conversation, however quickly each read answers: shorter than
    # OUTBOX_LEASE_SECONDS (checked at start-up), so that no two attempts of a message overlap.
    MAIL_SEND_DEADLINE_SECONDS = float(env("MAIL_SEND_DEADLINE_SECONDS", "90"))

    # Background jobs (Huey, app/jobs.py). sqlite:///<file> (embedded default, no extra service),
    # redis://host:6379/1 (production), or immediate:// (run inline; the tests' default).
    JOBS_QUEUE_URL = env("JOBS_QUEUE_URL", f"sqlite:///{INSTANCE_DIR / 'jobs.db'}")
    JOBS_WORKERS = env_int("JOBS_WORKERS", 2)
    # Outbox (app/services/messaging/outbox.py): retries with exponential backoff, then `dead`.
    OUTBOX_MAX_ATTEMPTS = env_int("OUTBOX_MAX_ATTEMPTS", 8)
    OUTBOX_RETRY_BASE_SECONDS = float(env("OUTBOX_RETRY_BASE_SECONDS", "30"))
    OUTBOX_RETRY_MAX_SECONDS = float(env("OUTBOX_RETRY_MAX_SECONDS", "3600"))
    # A claimed delivery not finished within this many seconds (the worker died) is taken again;
    # longer than MAIL_SEND_DEADLINE_SECONDS.
    OUTBOX_LEASE_SECONDS = float(env("OUTBOX_LEASE_SECONDS", "120"))
    OUTBOX_KEEP_SENT_DAYS = env_int("OUTBOX_KEEP_SENT_DAYS", 14)
    OUTBOX_KEEP_DEAD_DAYS = env_int("OUTBOX_KEEP_DEAD_DAYS", 90)

    # Booking rules.
    BOOKING_HOLD_MINUTES = env_int("BOOKING_HOLD_MINUTES", 15)
    MAX_NIGHTS = 30
    MAX_ROOMS_PER_BOOKING = 9
    # Display currencies: a rate older than this many days is shown flagged `stale`.
    DISPLAY_RATE_MAX_AGE_DAYS = env_int("DISPLAY_RATE_MAX_AGE_DAYS", 7)

    # Payments.
    PAYMENT_PROVIDER = env("PAYMENT_PROVIDER", "sandbox")
    CHAPA_BASE_URL = env("CHAPA_BASE_URL", "https://api.chapa.co/v1")
    CHAPA_SECRET_KEY = env("CHAPA_SECRET_KEY", "")
    CHAPA_WEBHOOK_SECRET = env("CHAPA_WEBHOOK_SECRET", "")
    PAYMENT_HTTP_TIMEOUT = float(env("PAYMENT_HTTP_TIMEOUT", "15"))
    # Where a checkout may send the guest back (`return_url`; app/services/payments/return_urls.py):
    # https URLs on these hosts (`*.marefiya.et`: any subdomain), and the app's deep links with
    # these schemes (`marefiya://pay-done`). Anything else is 422, so no one can use the checkout
    # as an open redirect. Plain http to a loopback host only where PAYMENT_RETURN_LOOPBACK_HTTP
    # is on (development and testing: the offline sandbox).
    PAYMENT_RETURN_HOSTS = env_list("PAYMENT_RETURN_HOSTS", "marefiya.et,*.marefiya.et")
    PAYMENT_RETURN_SCHEMES = env_list("PAYMENT_RETURN_SCHEMES", "marefiya")
    PAYMENT_RETURN_LOOPBACK_HTTP = False
    PAYMENT_VERIFY_LIMIT = env("PAYMENT_VERIFY_LIMIT", "60 per minute")
    # The reconcile job asks the provider about payments still `pending` this long after they
    # started (their return and webhook were lost), at most this many times, then flags them.
    PAYMENT_RECONCILE_AFTER_SECONDS = env_int("PAYMENT_RECONCILE_AFTER_SECONDS", 300)
    PAYMENT_RECONCILE_MAX_ATTEMPTS = env_int("PAYMENT_RECONCILE_MAX_ATTEMPTS", 6)
    # Refund jobs: attempts at growing intervals while the outcome is unknown (no answer, 5xx), then
    # one attempt every REFUND_RETRY_MAX_SECONDS, never given up (the money may have gone back).
    REFUND_MAX_ATTEMPTS = env_int("REFUND_MAX_ATTEMPTS", 6)
    REFUND_RETRY_BASE_SECONDS = float(env("REFUND_RETRY_BASE_SECONDS", "60"))
    REFUND_RETRY_MAX_SECONDS = float(env("REFUND_RETRY_MAX_SECONDS", "3600"))
    # One refund call to the provider ends by its deadline; its lease (a worker that died) lasts
    # longer, so a retry never runs beside a live call.
    REFUND_CALL_DEADLINE_SECONDS = float(env("REFUND_CALL_DEADLINE_SECONDS", "45"))
    REFUND_LEASE_SECONDS = float(env("REFUND_LEASE_SECONDS", "75"))

    # Assistant.
    ASSISTANT_PRODUCT = env("ASSISTANT_PRODUCT", DEFAULT_ASSISTANT_PRODUCT)
    ASSISTANT_RESPONDER = env("ASSISTANT_RESPONDER", "offline")  # offline | openai
    ASSISTANT_LLM_BASE_URL = env("ASSISTANT_LLM_BASE_URL", "")
    ASSISTANT_LLM_MODEL = env("ASSISTANT_LLM_MODEL", "")
    ASSISTANT_LLM_API_KEY = env("ASSISTANT_LLM_API_KEY", "")
    ASSISTANT_LLM_TIMEOUT = float(env("ASSISTANT_LLM_TIMEOUT", "60"))
    # Each gunicorn worker loads the embedding model and its reference vectors as it starts
    # (gunicorn.conf.py), so no guest's first question waits seconds for them.
    ASSISTANT_WARM_UP = env_bool("ASSISTANT_WARM_UP", True)
    # "key" or "key:tenant", comma separated. Empty: learn and files are open (development only).
    ASSISTANT_API_KEYS = env_list("ASSISTANT_API_KEYS")
    # Conversations (and the unanswered questions recorded from them) idle this long are deleted
    # by the nightly purge_chat_sessions job: guests' questions are personal data, kept no longer
    # than an administrator needs them to teach the missing answers.
    ASSISTANT_SESSION_KEEP_DAYS = env_int("ASSISTANT_SESSION_KEEP_DAYS", 90)
    ASSISTANT_MAX_UPLOAD_BYTES = env_int("ASSISTANT_MAX_UPLOAD_BYTES", 10 * 1024 * 1024)
    # Reading one upload's text (in a child process): CPU/wall seconds and address space.
    ASSISTANT_EXTRACT_SECONDS = float(env("ASSISTANT_EXTRACT_SECONDS", "20"))
    # Files read at once per web process; more get a 503 with Retry-After.
    ASSISTANT_MAX_CONCURRENT_EXTRACTIONS = env_int("ASSISTANT_MAX_CONCURRENT_EXTRACTIONS", 1)
    ASSISTANT_EXTRACT_MEMORY_BYTES = env_int("ASSISTANT_EXTRACT_MEMORY_BYTES", 768 * 1024 * 1024)
    TTS_CACHE_DIR = env("TTS_CACHE_DIR", str(INSTANCE_DIR / "tts"))
    # The prune job deletes the least recently used audio above this size.
    TTS_CACHE_MAX_BYTES = env_int("TTS_CACHE_MAX_BYTES", 256 * 1024 * 1024)

    # Uploaded media (hotel and room-type photos, app/storage.py), named by content hash and
    # served at /media/<key>. `database` keeps them in the database (every web node sees them),
    # `local` under MEDIA_DIR (one machine); unset: `database` when DATABASE_URL is PostgreSQL,
    # else `local`. Another back end (object storage) plugs into app.storage.STORAGES. MEDIA_URL
    # is where clients fetch them: the root-relative /media by default, or a CDN in front of it
    # (https://cdn.example.et/media).
    MEDIA_STORAGE = env("MEDIA_STORAGE", "")
    MEDIA_DIR = env("MEDIA_DIR", str(INSTANCE_DIR / "media"))
    MEDIA_URL = env("MEDIA_URL", "/media")
    # Uploaded images: larger files are 413; images of more pixels than this are 422, whatever
    # their file size (a small PNG can declare a huge canvas: a decompression bomb), checked in
    # the header before decoding. Decoding one costs up to 4 bytes a pixel (a JPEG far less: it is
    # decoded at the scale of its largest stored width).
    MAX_IMAGE_BYTES = env_int("MAX_IMAGE_BYTES", 5 * 1024 * 1024)
    MAX_IMAGE_PIXELS = env_int("MAX_IMAGE_PIXELS", 40_000_000)
    # Images decoded at once per process (each up to MAX_IMAGE_PIXELS x 4 bytes and seconds of
    # CPU); an upload beyond waits this long for a slot, then gets 503 with Retry-After.
    IMAGE_DECODE_SLOTS = env_int("IMAGE_DECODE_SLOTS", 2)
    IMAGE_DECODE_WAIT_SECONDS = float(env("IMAGE_DECODE_WAIT_SECONDS", "20"))

    # The guest register (app/services/frontdesk/register.py): identity document and visa numbers
    # are encrypted with Fernet under these keys, comma separated: the first encrypts, all
    # decrypt (put a new key first to rotate).
    REGISTER_ENCRYPTION_KEYS = env_list("REGISTER_ENCRYPTION_KEYS", DEVELOPMENT_REGISTER_KEY)

    # Security.
    CORS_ORIGINS = env_list("CORS_ORIGINS")
    PROXY_FIX_HOPS = env_int("PROXY_FIX_HOPS", 0)
    SESSION_COOKIE_HTTPONLY = True
    # Admin panel sessions (server-side, app/admin/auth.py): absolute and idle lifetimes.
    ADMIN_SESSION_HOURS = env_int("ADMIN_SESSION_HOURS", 12)
    ADMIN_SESSION_IDLE_MINUTES = env_int("ADMIN_SESSION_IDLE_MINUTES", 60)
    SESSION_COOKIE_SAMESITE = "Lax"
    WTF_CSRF_TIME_LIMIT = None

    # OpenAPI (flask-smorest).
    API_TITLE = "Marefiya API"
    API_VERSION = "v1"
    OPENAPI_VERSION = "3.0.3"
    OPENAPI_URL_PREFIX = "/api"
    OPENAPI_JSON_PATH = "openapi.json"

    @classmethod
    def validate(cls) -> None:
        """Hook for environments that must refuse unsafe settings."""


class DevelopmentConfig(Config):
    ENV_NAME = "development"
    DEBUG = False
    PAYMENT_RETURN_LOOPBACK_HTTP = env_bool("PAYMENT_RETURN_LOOPBACK_HTTP", True)


class TestingConfig(Config):
    ENV_NAME = "testing"
    TESTING = True
    SQLALCHEMY_DATABASE_URI = env("TEST_DATABASE_URL", "sqlite:///:memory:")
    RATELIMIT_STORAGE_URI = env("TEST_RATELIMIT_STORAGE_URI", "memory://")
    ARGON2_TIME_COST = 1
    ARGON2_MEMORY_COST = 8192
    MAIL_OUTBOX_DIR = env("MAIL_OUTBOX_DIR", "")
    WTF_CSRF_ENABLED = True
    PUBLIC_BASE_URL = "http://localhost"
    PAYMENT_RETURN_LOOPBACK_HTTP = True
    ASSISTANT_API_KEYS: list[str] = []
    # Jobs run inline, right after the commit that queued them, so a test sees their effect at
    # once; the tests of the queue itself start real workers on SQLite or Redis storage.
    JOBS_QUEUE_URL = env("TEST_JOBS_QUEUE_URL", "immediate://")
    # Tests read health right after changing what it reports.
    HEALTH_CACHE_SECONDS = 0.0
    CATALOGUE_VERSION_MAX_AGE_SECONDS = 0.0


class ProductionConfig(Config):
    ENV_NAME = "production"
    SESSION_COOKIE_SECURE = True
    REMEMBER_COOKIE_SECURE = True

    @classmethod
    def validate(cls) -> None:
        for name in ("SECRET_KEY", "JWT_SECRET_KEY"):
            if not os.environ.get(name) and getattr(cls, name) == Config.__dict__[name]:
                raise RuntimeError(
                    f"Refusing to start in production: set the {name} environment variable, "
                    f"e.g. to the output of {SECRET_HINT}")
            value = getattr(cls, name)
            if value in PUBLISHED_SECRETS or secret_bits(value) < MIN_SECRET_BITS:
                raise RuntimeError(
                    f"Refusing to start in production: {name} is guessable (under "
                    f"{MIN_SECRET_BITS} bits of entropy); use the output of {SECRET_HINT}")
        if cls.SECRET_KEY == cls.JWT_SECRET_KEY:
            raise RuntimeError(
                "Refusing to start in production: SECRET_KEY and JWT_SECRET_KEY must differ "
                "(one signs admin sessions, the other API tokens).")
        if cls.RATELIMIT_STORAGE_URI.startswith("memory://") and web_workers() > 1:
            raise RuntimeError(
                f"Refusing to start in production: RATELIMIT_STORAGE_URI is memory:// with "
                f"{web_workers()} web workers, so every limit would be {web_workers()} times "
                "too high; set it to redis://… (or WEB_CONCURRENCY=1).")
        if cls.PUBLIC_BASE_URL_DEFAULTED:
            raise RuntimeError(
                "Refusing to start in production without PUBLIC_BASE_URL: emailed links and "
                "payment callbacks would point at the server's own bind address.")
        queue_scheme = cls.JOBS_QUEUE_URL.split("://", 1)[0]
        if queue_scheme in ("immediate", "sqlite"):
            raise RuntimeError(
                f"Refusing to start in production with JOBS_QUEUE_URL={queue_scheme}://: "
                "immediate:// runs emails and refunds inside requests, and an SQLite queue "
                "cannot be shared by several machines; set it to redis://….")
        if not cls.MAIL_SERVER:
            raise RuntimeError(
                "Refusing to start in production without MAIL_SERVER: verification and booking "
                "emails would only be written to a folder.")
        if not cls.ASSISTANT_API_KEYS:
            raise RuntimeError(
                "Refusing to start in production: set ASSISTANT_API_KEYS so that /v1/learn and "
                "/v1/files are not open to everyone."
            )
        if cls.PAYMENT_PROVIDER == "sandbox":
            # The sandbox's checkout page marks a payment paid at the press of a button.
            raise RuntimeError(
                "Refusing to start in production with the sandbox payment provider: set "
                "PAYMENT_PROVIDER=chapa with CHAPA_SECRET_KEY and CHAPA_WEBHOOK_SECRET."
            )
        if not cls.REGISTER_ENCRYPTION_KEYS or DEVELOPMENT_REGISTER_KEY in cls.REGISTER_ENCRYPTION_KEYS:
            raise RuntimeError(
                "Refusing to start in production without REGISTER_ENCRYPTION_KEYS: guests' "
                "identity documents would be encrypted under the published development key. "
                f"Make one with {REGISTER_KEY_HINT}")
        for key in cls.REGISTER_ENCRYPTION_KEYS:
            try:
                Fernet(key)
            except ValueError:
                raise RuntimeError(
                    "Refusing to start in production: a REGISTER_ENCRYPTION_KEYS entry is not a "
                    f"Fernet key (32 url-safe base64-encoded bytes); make one with "
                    f"{REGISTER_KEY_HINT}") from None
        missing = [name for name in ("CHAPA_SECRET_KEY", "CHAPA_WEBHOOK_SECRET") if not getattr(cls, name)]
        if cls.PAYMENT_PROVIDER == "chapa" and missing:
            raise RuntimeError(
                f"Refusing to start in production: PAYMENT_PROVIDER=chapa needs {' and '.join(missing)}.")


CONFIGS = {
    "development": DevelopmentConfig,
    "testing": TestingConfig,
    "production": ProductionConfig,
}
