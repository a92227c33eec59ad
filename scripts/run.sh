#!/usr/bin/env bash
# Serves Marefiya on http://127.0.0.1:8000 with embedded defaults and demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_venv requirements.txt
export FLASK_APP=wsgi.py
.venv/bin/flask db upgrade
.venv/bin/flask seed-demo
echo "Marefiya on http://127.0.0.1:8000  (API docs: /api/docs, health: /v1/health, admin: /admin)"
# One worker with threads: the embedded in-memory rate limits are per process (see README).
exec .venv/bin/gunicorn -c gunicorn.conf.py --workers "${WEB_CONCURRENCY:-1}" --threads 8 wsgi:app
