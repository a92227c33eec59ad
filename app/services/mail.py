"""Outgoing email. With MAIL_SERVER set, Flask-Mail sends over SMTP; otherwise each message is
written to the outbox folder (MAIL_OUTBOX_DIR) as an .eml file and logged, so a laptop needs
no mail server.
"""

from __future__ import annotations

import logging
import re
from datetime import UTC, datetime
from pathlib import Path

from flask import current_app, render_template
from flask_mail import Message

from app.extensions import mail

log = logging.getLogger(__name__)


def send_email(to: str, subject: str, template: str, **context) -> Message:
    """Render `email/<template>.txt` and `.html` and deliver them to `to`."""
    message = Message(
        subject=subject,
        recipients=[to],
        body=render_template(f"email/{template}.txt", **context),
        html=render_template(f"email/{template}.html", **context),
        sender=current_app.config["MAIL_DEFAULT_SENDER"],
    )
    if current_app.config.get("MAIL_SERVER"):
        mail.send(message)
    else:
        _write_to_outbox(message)
    return message


def _write_to_outbox(message: Message) -> None:
    outbox = current_app.config.get("MAIL_OUTBOX_DIR")
    log.info("email to %s: %s\n%s", message.recipients, message.subject, message.body)
    if not outbox:
        return
    folder = Path(outbox)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
    name = re.sub(r"[^a-z0-9]+", "-", message.subject.lower()).strip("-")[:40]
    (folder / f"{stamp}-{name}.eml").write_bytes(message.as_bytes())
