"""Real SMTP peers on loopback for the mail tests: an aiosmtpd server that records what it
receives, a tarpit that accepts connections and never answers, and free ports (nothing listens
on a free port, so a connection to it is refused), and a live server that answers slowly."""

from __future__ import annotations

import email
import email.policy
import select
import socket
import threading
import time
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


class SlowSmtp:
    """A live SMTP server on loopback that answers every command `delay` seconds late (just under
    the client's per-read timeout), so that a whole conversation outlasts its deadline. `delays`
    gives each connection's delay in turn (the last one repeats). It records when each
    connection opened and closed, and every message it accepted (DATA ended by "250")."""

    def __init__(self, delays: list[float]):
        self.delays = list(delays)
        self.connections: list[list[float]] = []  # [opened, closed] per connection, monotonic
        self.accepted: list[bytes] = []
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            index = len(self.connections)
            self.connections.append([time.monotonic(), None])
            delay = self.delays[min(index, len(self.delays) - 1)]
            threading.Thread(target=self._serve, args=(conn, index, delay), daemon=True).start()

    def _serve(self, conn: socket.socket, index: int, delay: float) -> None:
        reader = conn.makefile("rb")

        def reply(line: str) -> None:
            # Wait `delay`, but notice at once when the client hangs up meanwhile, so that the
            # recorded close is the client's.
            ends_at = time.monotonic() + delay
            while (remaining := ends_at - time.monotonic()) > 0:
                readable, _, _ = select.select([conn], [], [], remaining)
                if readable:
                    if conn.recv(1, socket.MSG_PEEK) == b"":
                        raise ConnectionError("client hung up")
                    time.sleep(max(ends_at - time.monotonic(), 0))
                    break
            conn.sendall(line.encode() + b"\r\n")

        try:
            reply("220 slow.example ESMTP")
            while line := reader.readline():
                verb = line[:4].upper()
                if verb == b"DATA":
                    conn.sendall(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                    body = b""
                    while (part := reader.readline()) not in (b".\r\n", b""):
                        body += part
                    reply("250 2.0.0 Queued")
                    self.accepted.append(body)
                elif verb == b"QUIT":
                    conn.sendall(b"221 Bye\r\n")
                    break
                else:  # EHLO, HELO, MAIL, RCPT, RSET, NOOP
                    reply("250 OK")
        except OSError:
            pass  # the client hung up (its deadline)
        finally:
            self.connections[index][1] = time.monotonic()
            conn.close()

    def overlapping(self) -> bool:
        """Whether two connections were ever open at the same time."""
        spans = sorted((opened, closed or time.monotonic()) for opened, closed in self.connections)
        return any(later[0] < earlier[1] for earlier, later in zip(spans, spans[1:], strict=False))

    def close(self) -> None:
        self.sock.close()
