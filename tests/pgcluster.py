"""A throwaway PostgreSQL cluster for the test suite, started from the machine's binaries.

PostgreSQL refuses to run as root, so when the tests run as root the cluster is initialised and
started as the `postgres` user. The cluster lives in a temporary folder and is removed afterwards.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path


def find_bindir() -> Path:
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    for candidate in candidates:
        if Path(candidate, "initdb").exists():
            return Path(candidate)
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).resolve().parent
    raise RuntimeError(
        "PostgreSQL binaries not found: install the Debian package 'postgresql' "
        "(scripts/test.sh does this) or set TEST_DATABASE_URL."
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Cluster:
    datadir: Path
    port: int
    bindir: Path
    as_user: list[str]

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/marefiya_test"

    def _run(self, *args: str) -> None:
        subprocess.run([*self.as_user, *args], check=True, capture_output=True, cwd="/")

    def stop(self) -> None:
        try:
            self._run(str(self.bindir / "pg_ctl"), "-D", str(self.datadir), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.datadir, ignore_errors=True)


def start_cluster() -> Cluster:
    bindir = find_bindir()
    datadir = Path(tempfile.mkdtemp(prefix="marefiya-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(datadir, user="postgres", group="postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    cluster = Cluster(datadir=datadir, port=free_port(), bindir=bindir, as_user=as_user)
    cluster._run(str(bindir / "initdb"), "-D", str(datadir), "-U", "postgres", "--auth=trust",
                 "-E", "UTF8", "--no-sync", "--locale=C")
    options = (f"-p {cluster.port} -k {datadir} -c listen_addresses=127.0.0.1 -c fsync=off "
               "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
    cluster._run(str(bindir / "pg_ctl"), "-D", str(datadir), "-o", options, "-w", "-l",
                 str(datadir / "server.log"), "start")
    cluster._run(str(bindir / "createdb"), "-h", "127.0.0.1", "-p", str(cluster.port), "-U",
                 "postgres", "marefiya_test")
    return cluster
