"""Requests that start together: each on its own connection to a real threaded server, released
by one barrier, so they reach the service as close to the same instant as the machine allows.
The races of the test suite (last room, changes, check-ins) are built from this."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from threading import Barrier

import requests


@dataclass(frozen=True)
class Post:
    path: str
    json: dict
    headers: dict = field(default_factory=dict)


def post_at_once(base_url: str, posts: list[Post], timeout: float = 60) -> list[requests.Response]:
    """POST every request at once; the responses in the order the requests were given."""
    start = Barrier(len(posts))

    def send(post: Post) -> requests.Response:
        with requests.Session() as session:
            start.wait()
            return session.post(f"{base_url}{post.path}", json=post.json, headers=post.headers,
                                timeout=timeout)

    with ThreadPoolExecutor(max_workers=len(posts)) as pool:
        return list(pool.map(send, posts))
