#!/usr/bin/env bash
# Serves Marefiya on http://127.0.0.1:8000 with embedded defaults and demo data, and runs the
# background job worker beside it (outbox emails, expiring holds, payment reconcile, pruning).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_venv requirements.txt
export FLASK_APP=wsgi.py

# The web server and the job worker run side by side; the worker reads jobs from the embedded
# SQLite queue (JOBS_QUEUE_URL, instance/jobs.db) and runs the periodic jobs. When either stops,
# or on Ctrl-C / SIGTERM, both stop.
# One web process with threads: the embedded in-memory rate limits are per process (see README).
# Its master builds the app once, prepares the database on it (as `flask prepare`: the schema,
# the assistant's search text and the demo data, each a no-op when already done) and forks the
# worker from it (gunicorn.conf.py); it then writes the ready file.
ready_file="$(mktemp -u "${TMPDIR:-/tmp}/marefiya-ready.XXXXXX")"
MAREFIYA_PREPARE_ON_START=1 MAREFIYA_READY_FILE="$ready_file" \
  .venv/bin/gunicorn -c gunicorn.conf.py --workers "${WEB_CONCURRENCY:-1}" --threads 8 wsgi:app &
web_pid=$!
worker_pid=""
stop() { kill -TERM "$web_pid" $worker_pid 2>/dev/null || true; wait || true; rm -f "$ready_file"; }
trap 'stop; exit 130' INT TERM
# The job worker starts on a prepared database (it sweeps its tables at once).
until [ -e "$ready_file" ]; do
  if ! kill -0 "$web_pid" 2>/dev/null; then
    status=0; wait "$web_pid" || status=$?; rm -f "$ready_file"; exit "$((status ? status : 1))"
  fi
  sleep 0.1
done
.venv/bin/flask worker &
worker_pid=$!

url="${PUBLIC_BASE_URL:-http://${BIND:-127.0.0.1:8000}}"
echo "Marefiya on ${url}  (API docs: ${url}/api/docs, health: ${url}/v1/health, admin: ${url}/admin)"
status=0
wait -n "$web_pid" "$worker_pid" || status=$?
stop
exit "$status"
