"""gunicorn settings. Workers from the CPU count unless WEB_CONCURRENCY is set.

In-memory rate limits are per process: with more than one worker, set RATELIMIT_STORAGE_URI to
Redis. The embedded default (`make run`) therefore runs one worker with threads.
"""

import multiprocessing
import os

bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1))
threads = int(os.environ.get("GUNICORN_THREADS", 4))
worker_class = "gthread"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", 60))
accesslog = os.environ.get("GUNICORN_ACCESSLOG", "-")
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms'
errorlog = "-"
