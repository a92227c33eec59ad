#!/usr/bin/env bash
# A/B benchmark (not part of the test suite): the working tree against an older revision, on one
# generated database, runs alternating, so that both see the same machine state. On a shared
# 2-core machine a single run's numbers swing by half; alternating pairs are what to compare.
#
#   BENCH_DATABASE_URL=postgresql+psycopg://... [CONCURRENCY=4] bash bench/compare.sh REV [PAIRS]
#
# BENCH_DATABASE_URL is a database that bench/run.sh generated and kept (the generated data is
# reused as it is; its schema must suit both revisions). REV is checked out into a temporary
# worktree and served from there with this checkout's virtualenv, then removed. Each run serves
# one revision with gunicorn (its own gunicorn.conf.py) on 127.0.0.1 and drives it with this
# checkout's bench/load.py. Output: bench/results/compare-<rev>-<n>.txt and compare-HEAD-<n>.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
REV=${1:?usage: BENCH_DATABASE_URL=... bash bench/compare.sh REV [PAIRS]}
PAIRS=${2:-2}
URL=${BENCH_DATABASE_URL:?set BENCH_DATABASE_URL to a database bench/run.sh generated}
REQUESTS=${REQUESTS:-300}
PORT=${PORT:-8766}
ROOT=$(pwd)
OUT=bench/results
mkdir -p "$OUT"
OLD=$(mktemp -d)/old
git worktree add -q --detach "$OLD" "$REV"
GUNICORN_PID=""
cleanup() {
  if [ -n "$GUNICORN_PID" ]; then kill "$GUNICORN_PID" 2>/dev/null || true; wait "$GUNICORN_PID" 2>/dev/null || true; fi
  git worktree remove --force "$OLD" 2>/dev/null || true
}
trap cleanup EXIT

serve_and_load() {  # serve_and_load DIR OUTFILE
  (cd "$ROOT" && DATABASE_URL=$URL MAREFIYA_ENV=development FLASK_APP=wsgi.py \
     .venv/bin/flask expire-holds >/dev/null)
  (cd "$1" && DATABASE_URL=$URL MAREFIYA_ENV=development BIND="127.0.0.1:$PORT" \
     GUNICORN_ACCESSLOG=/dev/null RATELIMIT_ENABLED=false ASSISTANT_WARM_UP=false \
     exec "$ROOT/.venv/bin/gunicorn" -c gunicorn.conf.py wsgi:app >"$ROOT/$OUT/compare-gunicorn.log" 2>&1) &
  GUNICORN_PID=$!
  for _ in $(seq 1 150); do
    if .venv/bin/python - "$PORT" <<'PYEOF' 2>/dev/null; then break; fi
import http.client, sys
c = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]), timeout=1)
c.request("GET", "/v1/health"); sys.exit(0 if c.getresponse().status == 200 else 1)
PYEOF
    sleep 0.2
  done
  .venv/bin/python bench/load.py "http://127.0.0.1:$PORT" --requests "$REQUESTS" --concurrency "${CONCURRENCY:-4}" \
    | tee "$2"
  kill "$GUNICORN_PID"; wait "$GUNICORN_PID" 2>/dev/null || true; GUNICORN_PID=""
}

for pair in $(seq 1 "$PAIRS"); do
  echo "== $REV, run $pair (load $(cut -d' ' -f1 /proc/loadavg))"
  serve_and_load "$OLD" "$OUT/compare-$REV-$pair.txt"
  echo "== working tree, run $pair (load $(cut -d' ' -f1 /proc/loadavg))"
  serve_and_load "$ROOT" "$OUT/compare-HEAD-$pair.txt"
done
