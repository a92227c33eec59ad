"""A throwaway redis-server on loopback, for the tests that use Redis (rate limits, the queue)
and the ones that stop it to make an outage."""

from __future__ import annotations

import shutil
import subprocess
import time

import pytest
import redis

from tests.smtp import free_port


class RedisServer:
    @classmethod
    def or_skip(cls, workdir) -> RedisServer:
        """Started, or the test skipped when redis-server is not installed."""
        if shutil.which("redis-server") is None:
            pytest.skip("redis-server is not on PATH (scripts/test.sh installs the Debian package)")
        server = cls(workdir)
        server.start()
        return server

    def __init__(self, workdir):
        self.binary = shutil.which("redis-server")
        self.port = free_port()
        self.workdir = workdir
        self.process = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.workdir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis(port=self.port)
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                return
            except redis.ConnectionError:
                if time.monotonic() > deadline:
                    pytest.fail("redis-server did not start")
                time.sleep(0.05)

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)
