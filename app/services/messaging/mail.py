"""Email: render a template into a message, and the transports that deliver one.

Nothing here is called inside a request: services queue emails in the outbox
(`app.services.messaging.outbox.queue_email`), and the delivery job calls `deliver_email`. With MAIL_SERVER
set, delivery is SMTP with a timeout on the connect and on every read (MAIL_TIMEOUT) and a
deadline on the whole conversation (MAIL_SEND_DEADLINE_SECONDS, shorter than the outbox lease); otherwise
each message is written to the outbox folder (MAIL_OUTBOX_DIR) as an .eml file and logged, so a
laptop needs no mail server.
"""

from __future__ import annotations

import logging
import re
import smtplib
from dataclasses import dataclass
from pathlib import Path

from flask import current_app, render_template
from flask_mail import Message, sanitize_address

from app.deadlines import DeadlineExceeded, SocketDeadline
from app.i18n import DEFAULT_LANGUAGE, LANGUAGES, Translatable, translate
from app.i18n import language as in_language

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RenderedEmail:
    to: str
    subject: str
    text: str
    html: str


def render_email(to: str, subject: str, template: str, *, language: str | None = None,
                 **context) -> RenderedEmail:
    """Render `email/<template>.txt` and `.html` for `to`, and the subject, in `language` (the
    recipient's; English when None, whatever the language of the request that queues it).
    Messages in `context` (app/i18n.py `_()`) are translated too."""
    code = language if language in LANGUAGES else DEFAULT_LANGUAGE
    with in_language(code):
        context = {name: translate(value) if isinstance(value, Translatable) else value
                   for name, value in context.items()}
        return RenderedEmail(
            to=to,
            subject=translate(subject),
            text=render_template(f"email/{template}.txt", email_language=code, **context),
            html=render_template(f"email/{template}.html", email_language=code, **context),
        )


def build_message(email: RenderedEmail, message_id: str) -> Message:
    message = Message(
        subject=email.subject,
        recipients=[email.to],
        body=email.text,
        html=email.html,
        sender=current_app.config["MAIL_DEFAULT_SENDER"],
    )
    message.msgId = message_id
    return message


def deliver_email(email: RenderedEmail, message_id: str, deadline_seconds: float) -> None:
    """Hand one message to the configured transport within `deadline_seconds` in all; raises on
    any failure (the caller retries), DeadlineExceeded when the server was too slow. Every attempt
    carries the same `message_id`."""
    message = build_message(email, message_id)
    if current_app.config.get("MAIL_SERVER"):
        _send_smtp(message, current_app.config, deadline_seconds)
    else:
        _write_to_folder(message, current_app.config.get("MAIL_OUTBOX_DIR"))


def transport_name(config) -> str:
    return "smtp" if config.get("MAIL_SERVER") else "folder"


def _send_smtp(message: Message, config, deadline_seconds: float) -> None:
    # Flask-Mail's own connection has no timeout: a server that accepts and never answers would
    # hold the worker forever. smtplib's timeout covers the connect and every read (MAIL_TIMEOUT),
    # and the deadline the whole conversation: a server that answers each read just in time
    # would otherwise outlive the attempt's lease, and a second attempt would send beside it.
    smtp_class = smtplib.SMTP_SSL if config.get("MAIL_USE_SSL") else smtplib.SMTP
    smtp = smtp_class(timeout=min(config["MAIL_TIMEOUT"], deadline_seconds))
    with SocketDeadline(deadline_seconds, lambda: getattr(smtp, "sock", None)) as deadline:
        try:
            smtp.connect(config["MAIL_SERVER"], int(config["MAIL_PORT"]))
            if config.get("MAIL_USE_TLS"):
                smtp.starttls()
            if config.get("MAIL_USERNAME"):
                smtp.login(config["MAIL_USERNAME"], config.get("MAIL_PASSWORD") or "")
            smtp.sendmail(
                sanitize_address(message.sender),
                [sanitize_address(address) for address in message.send_to],
                message.as_bytes(),
            )
        except (OSError, smtplib.SMTPException):
            if deadline.expired or deadline.remaining() == 0:  # a read timing out at the deadline too
                raise DeadlineExceeded(
                    f"the SMTP conversation passed its {deadline_seconds:g} s deadline") from None
            raise
        else:
            _quit_quietly(smtp)  # the server accepted the message: a failed goodbye changes nothing
        finally:
            smtp.close()


def _quit_quietly(smtp: smtplib.SMTP) -> None:
    try:
        smtp.quit()
    except (OSError, smtplib.SMTPException):
        pass


def _write_to_folder(message: Message, outbox: str | None) -> None:
    log.info("email to %s: %s\n%s", message.recipients, message.subject, message.body)
    if not outbox:
        return
    folder = Path(outbox)
    folder.mkdir(parents=True, exist_ok=True)
    # One file per message: a repeated delivery of the same message overwrites its file.
    name = re.sub(r"[^a-z0-9]+", "-", message.subject.lower()).strip("-")[:40]
    digest = re.sub(r"[^A-Za-z0-9]+", "", message.msgId)[:48]
    (folder / f"{digest}-{name}.eml").write_bytes(message.as_bytes())
