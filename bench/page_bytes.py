"""What a guest's phone downloads for a search page (issue 34: 20 hotels in at most 30 KB).

    python bench/page_bytes.py http://127.0.0.1:8765 [--limit 20]

Against a running server on 127.0.0.1 (bench/run.sh's, or any): asks for a page of `--limit`
hotels of every city (dated, as the app's search asks) with each Accept-Encoding a phone's
HTTP client sends (none, gzip, br) and prints the bytes over the wire: the status line and
headers as sent plus the body as sent. A handful of requests, loopback only.
"""

from __future__ import annotations

import argparse
import http.client
import json
import zlib
from datetime import date, timedelta
from urllib.parse import urlencode, urlsplit

import brotli


def fetch(host: str, port: int, path: str, encoding: str | None) -> tuple[int, int, str, bytes]:
    conn = http.client.HTTPConnection(host, port, timeout=60)
    headers = {"Accept": "application/json"}
    if encoding:
        headers["Accept-Encoding"] = encoding
    conn.request("GET", path, headers=headers)
    response = conn.getresponse()
    body = response.read()
    head = f"HTTP/1.1 {response.status} {response.reason}\r\n" + "".join(
        f"{k}: {v}\r\n" for k, v in response.getheaders()) + "\r\n"
    conn.close()
    return response.status, len(head.encode()), response.getheader("Content-Encoding") or "", body


def decoded(body: bytes, content_encoding: str) -> bytes:
    if content_encoding == "gzip":
        return zlib.decompress(body, 16 + zlib.MAX_WBITS)
    if content_encoding == "br":
        return brotli.decompress(body)
    return body


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("--limit", type=int, default=20)
    args = parser.parse_args()
    parts = urlsplit(args.base)
    if parts.hostname not in ("127.0.0.1", "localhost"):
        raise SystemExit("loopback only")
    check_in = date.today() + timedelta(days=30)
    path = "/api/v1/mobile/hotels?" + urlencode({
        "check_in": check_in.isoformat(), "check_out": (check_in + timedelta(days=2)).isoformat(),
        "guests": 2, "limit": args.limit})
    for encoding in (None, "gzip", "br"):
        status, head, used, body = fetch(parts.hostname, parts.port, path, encoding)
        hotels = len(json.loads(decoded(body, used))["data"]["hotels"])
        print(f"Accept-Encoding {encoding or '(none)':7} -> {status}, {hotels} hotels, "
              f"Content-Encoding {used or '(none)':5}: body {len(body):,} B + headers {head} B "
              f"= {(len(body) + head) / 1024:.1f} KB")


if __name__ == "__main__":
    main()
