"""Real SMTP peers on loopback for the mail tests: an aiosmtpd server that records what it
receives, a tarpit that accepts connections and never answers, and free ports (nothing listens
on a free port, so a connection to it is refused)."""

from __future__ import annotations

import email
import email.policy
import socket
import threading
from email.message import EmailMessage

from aiosmtpd.controller import Controller


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Mailbox:
    """What the loopback SMTP server received, parsed (aiosmtpd handler protocol)."""

    def __init__(self):
        self.messages: list[EmailMessage] = []

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        message["X-Envelope-To"] = ", ".join(envelope.rcpt_tos)
        self.messages.append(message)
        return "250 Message accepted for delivery"

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.messages if m["X-Envelope-To"] == address]

    @staticmethod
    def parts(message: EmailMessage) -> tuple[str, str]:
        """(text body, html body) of a message."""
        text = message.get_body(preferencelist=("plain",)).get_content()
        html = message.get_body(preferencelist=("html",)).get_content()
        return text, html


def start_smtp(handler, port: int | None = None) -> Controller:
    controller = Controller(handler, hostname="127.0.0.1", port=port or free_port())
    controller.start()
    return controller


class Tarpit:
    """A TCP server that accepts every connection and never sends a byte (not even the SMTP
    greeting): a mail server that hangs."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(128)
        self.port = self.sock.getsockname()[1]
        self.accepted: list[socket.socket] = []
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.accepted.append(conn)

    def close(self) -> None:
        self.sock.close()
        for conn in self.accepted:
            conn.close()
