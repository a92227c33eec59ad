"""gunicorn settings. Workers from the CPU count unless WEB_CONCURRENCY is set.

In-memory rate limits are per process: with more than one worker, set RATELIMIT_STORAGE_URI to
Redis. The embedded default (`make run`) therefore runs one worker with threads.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from config import web_workers  # noqa: E402 - after making the project importable

bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = web_workers()
threads = int(os.environ.get("GUNICORN_THREADS", 4))
worker_class = "gthread"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", 60))
accesslog = os.environ.get("GUNICORN_ACCESSLOG", "-")
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms'
errorlog = "-"
# Recycle each worker after about a thousand requests (jittered so they do not all restart at
# once): whatever memory a large request made Python keep goes back to the system.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", 1000))
max_requests_jitter = int(os.environ.get("GUNICORN_MAX_REQUESTS_JITTER", 100))
