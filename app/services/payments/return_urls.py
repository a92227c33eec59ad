"""Where a checkout may send the guest back (a payment's `return_url`): the rule that keeps the
checkout from becoming an open redirect.

Accepted, from the allowlist in the configuration (config.py):
- `https://` URLs on a listed host (PAYMENT_RETURN_HOSTS; `*.example.et` is any subdomain of
  example.et, not example.et itself);
- the app's deep links, `<scheme>://...` with a listed custom scheme (PAYMENT_RETURN_SCHEMES,
  `marefiya://pay-done`);
- plain `http://` only to a loopback host (127.0.0.0/8, ::1, localhost), and only where
  PAYMENT_RETURN_LOOPBACK_HTTP is on (development and testing), so the offline sandbox works.
Everything else is refused: other hosts, `javascript:`, `data:`, `file:`, credentials in the URL,
and the web schemes (http, https, ftp, ...) used as "custom" schemes.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

from app.i18n import _

# Schemes that are never an app's deep link, whatever the configuration says.
NEVER_APP_SCHEMES = frozenset({"http", "https", "javascript", "data", "file", "ftp", "ws", "wss", "blob",
                               "about", "vbscript", "mailto", "tel", "intent"})
NOT_ALLOWED = _("Not an allowed return URL: use https on an allowed host, or the app's own link.")


@dataclass(frozen=True)
class ReturnUrlPolicy:
    hosts: tuple[str, ...]
    schemes: tuple[str, ...]
    loopback_http: bool

    @classmethod
    def from_config(cls, config) -> ReturnUrlPolicy:
        return cls(
            hosts=tuple(host.lower() for host in config["PAYMENT_RETURN_HOSTS"]),
            schemes=tuple(scheme.lower() for scheme in config["PAYMENT_RETURN_SCHEMES"]
                          if scheme.lower() not in NEVER_APP_SCHEMES),
            loopback_http=config["PAYMENT_RETURN_LOOPBACK_HTTP"],
        )

    def refusal(self, url: str) -> str | None:
        """Why `url` may not be a return URL, or None when it may."""
        if any(ord(character) < 0x21 or character == "\\" for character in url):
            return NOT_ALLOWED  # spaces, controls, backslashes: read differently by browsers
        try:
            parts = urlsplit(url)
            port = parts.port  # noqa: F841 - reading it validates it
        except ValueError:
            return NOT_ALLOWED
        scheme, host = parts.scheme.lower(), (parts.hostname or "").lower()
        if parts.username is not None or parts.password is not None:
            return NOT_ALLOWED
        if scheme == "https":
            return None if host and self._listed(host) else NOT_ALLOWED
        if scheme == "http":
            return None if self.loopback_http and _is_loopback(host) else NOT_ALLOWED
        if scheme in self.schemes and parts.netloc + parts.path:
            return None
        return NOT_ALLOWED

    def _listed(self, host: str) -> bool:
        for allowed in self.hosts:
            if allowed.startswith("*."):
                if host.endswith(allowed[1:]) and host != allowed[2:]:
                    return True
            elif host == allowed:
                return True
        return False


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
