#!/usr/bin/env bash
# Scale benchmark (not part of the test suite): a throwaway PostgreSQL cluster, a large generated
# catalogue, EXPLAIN of the search/availability queries, the app under gunicorn (its default
# config from gunicorn.conf.py), and bench/load.py driving it from a second process on 127.0.0.1.
#
#   bash bench/run.sh                      # full size: 500 hotels ... 500,000 bookings
#   SCALE=0.1 REQUESTS=300 bash bench/run.sh
#   BOOKINGS=50000 bash bench/run.sh     # full catalogue, a tenth of the bookings
#   BENCH_DATABASE_URL=postgresql+psycopg://... bash bench/run.sh   # reuse a generated database
#
#   WRK_REQUESTS=0 bash bench/run.sh      # without the wrk phase (32 connections from a C client)
#
# Output also goes to bench/results/ (git-ignored).
# The festival rush (many guests booking the same rooms at once) has its own runner, with its own
# cluster and hotels: .venv/bin/python bench/rush.py [--runs 2 --pause 120]
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
SCALE=${SCALE:-1.0}
REQUESTS=${REQUESTS:-1000}
CONCURRENCY=${CONCURRENCY:-4}
PORT=${PORT:-8765}
OUT=bench/results
mkdir -p "$OUT"
STATE="$OUT/cluster.json"
GUNICORN_PID=""

cleanup() {
  if [ -n "$GUNICORN_PID" ]; then kill "$GUNICORN_PID" 2>/dev/null || true; wait "$GUNICORN_PID" 2>/dev/null || true; fi
  if [ -f "$STATE" ]; then $PY bench/cluster.py stop "$STATE" || true; fi
}
trap cleanup EXIT

if [ -n "${BENCH_DATABASE_URL:-}" ]; then
  URL=$BENCH_DATABASE_URL
  export DATABASE_URL="$URL" MAREFIYA_ENV=development FLASK_APP=wsgi.py
  .venv/bin/flask db upgrade >/dev/null
else
  URL=$($PY bench/cluster.py start "$STATE")
  echo "PostgreSQL: $URL"
  export DATABASE_URL="$URL" MAREFIYA_ENV=development FLASK_APP=wsgi.py
  .venv/bin/flask db upgrade >/dev/null
  echo "Generating data (scale $SCALE)..."
  $PY bench/generate.py "$URL" --scale "$SCALE" ${BOOKINGS:+--bookings "$BOOKINGS"} \
    | tee "$OUT/generate.txt"
  # COPY bypasses the ORM, so the inventory calendar is built from the bookings afterwards.
  /usr/bin/time -f "rebuild-calendar: %e s, %M KB max RSS" .venv/bin/flask rebuild-calendar 2>&1 \
    | tee -a "$OUT/generate.txt"
  # Likewise each hotel's review count and rating total, which a search orders by.
  .venv/bin/flask recount-ratings | tee -a "$OUT/generate.txt"
  # What autovacuum does in a while on a live database: statistics and the visibility map (the
  # calendar's covering index is read without visiting the table once its pages are all-visible).
  $PY - "$URL" <<'PYEOF'
import sys, psycopg
with psycopg.connect(sys.argv[1].replace("postgresql+psycopg://", "postgresql://"), autocommit=True) as conn:
    conn.execute("VACUUM ANALYZE")
PYEOF
fi

# Holds lapsed since the data was made (a reused database's earlier booking phase) are marked
# expired, as the worker's job does every minute in a running service.
.venv/bin/flask expire-holds

echo "EXPLAIN of the search and availability queries -> $OUT/explain.txt"
$PY bench/explain.py > "$OUT/explain.txt"
grep -E "^===|Index|Seq Scan|Execution Time" "$OUT/explain.txt" | head -60

# Default gunicorn settings of the project (workers = cores + 1, gthread); no access log.
# The rate limits are per-process in memory and would only turn the load into 429s. Workers are
# not recycled: each recycle (max_requests, ~1000 requests a worker) warms a new worker's
# assistant up (~3 s of CPU), and with five workers that lands in whichever phase reaches ~5,000
# requests (the quote's, at REQUESTS=1000) and takes a third of its throughput.
BIND="127.0.0.1:$PORT" GUNICORN_ACCESSLOG=/dev/null RATELIMIT_ENABLED=false GUNICORN_MAX_REQUESTS=0 \
  .venv/bin/gunicorn -c gunicorn.conf.py wsgi:app >"$OUT/gunicorn.log" 2>&1 &
GUNICORN_PID=$!
for _ in $(seq 1 100); do
  if $PY - "$PORT" <<'PYEOF' 2>/dev/null; then break; fi
import http.client, sys
c = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]), timeout=1)
c.request("GET", "/v1/health"); sys.exit(0 if c.getresponse().status == 200 else 1)
PYEOF
  sleep 0.2
done

# Each worker warms the assistant up as it starts (~3 s of CPU; gunicorn.conf.py). The first
# answers while the others still warm up: measured then, the static GET / would share the CPU
# with them and every ratio to it would come out too high. Wait until all are warm.
WORKERS=$($PY -c "from config import web_workers; print(web_workers())")
for _ in $(seq 1 300); do
  if [ "$(grep -c 'Assistant warmed up' "$OUT/gunicorn.log" || true)" -ge "$WORKERS" ]; then break; fi
  sleep 0.2
done

echo "Load: $REQUESTS requests per endpoint, $CONCURRENCY connections (nproc=$(nproc))"
$PY bench/load.py "http://127.0.0.1:$PORT" --requests "$REQUESTS" --concurrency "$CONCURRENCY" \
  --json "$OUT/load.json" | tee "$OUT/load.txt"

# The read paths again at 32 connections from wrk (a C client): at that many connections
# load.py's own Python threads share the server's cores and their GIL wait is in every latency
# (bench/wrk_paths.py). WRK_REQUESTS=0 skips it.
if [ "${WRK_REQUESTS:-1500}" != "0" ]; then
  echo "wrk: ${WRK_REQUESTS:-1500} requests per endpoint, 32 connections"
  $PY bench/wrk_paths.py "http://127.0.0.1:$PORT" --requests "${WRK_REQUESTS:-1500}" --connections 32 \
    --json "$OUT/wrk.json" | tee "$OUT/wrk.txt"
fi
