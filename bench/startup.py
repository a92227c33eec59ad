"""How long the README's run command takes to serve: cold (a fresh clone, pip's cache already
holding the packages, as after any first install) and warm (the same clone, run again).

    .venv/bin/python bench/startup.py [--runs 1]

Each run starts `bash scripts/run.sh` with BIND on a free loopback port, and times until
GET /v1/health answers 200 (the web server is up with the demo data), then stops it. The phases
the script prints are timed from its own output. Goals (issue 29): cold <= 25 s, warm <= 5 s.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve_once(clone: Path, timeout: float = 600) -> float:
    port = free_port()
    env = {**os.environ, "BIND": f"127.0.0.1:{port}", "PYTHONUNBUFFERED": "1"}
    env.pop("VIRTUAL_ENV", None)
    started = time.monotonic()
    process = subprocess.Popen(["bash", "scripts/run.sh"], cwd=clone, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True, text=True)
    log = clone / "startup.log"
    try:
        with log.open("w") as out:
            while time.monotonic() - started < timeout:
                try:
                    with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/health", timeout=1) as r:  # noqa: S310
                        if r.status == 200:
                            return time.monotonic() - started
                except OSError:
                    pass
                if process.poll() is not None:
                    out.write(process.stdout.read())
                    raise RuntimeError(f"run.sh exited with {process.returncode}; see {log}")
                time.sleep(0.1)
        raise RuntimeError("not serving within the timeout")
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1, help="cold+warm pairs")
    args = parser.parse_args()
    for n in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="marefiya-start-") as workdir:
            clone = Path(workdir) / "marefiya"
            subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
            cold = serve_once(clone)
            warm = serve_once(clone)
            warm_again = serve_once(clone)
        print(f"run {n + 1}: cold {cold:.1f} s, warm {warm:.1f} s, warm again {warm_again:.1f} s")


if __name__ == "__main__":
    main()
