"""A WSGI app for tests/operations/test_deploy_handoff.py: importing it takes as long as the file
named by SLOW_BOOT_FILE says (seconds; a deploy's new workers importing the real app), and it
answers with the pid of the worker that served."""

from __future__ import annotations

import os
import time
from pathlib import Path

_boot = Path(os.environ["SLOW_BOOT_FILE"])
time.sleep(float(_boot.read_text() or 0) if _boot.exists() else 0)


def app(environ, start_response):
    body = str(os.getpid()).encode()
    start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", str(len(body)))])
    return [body]
