#!/usr/bin/env bash
# Runs the whole suite twice: on SQLite, then on a throwaway PostgreSQL cluster.
# Installs what it needs: the virtual environment, pip packages, and missing Debian packages.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_venv requirements-dev.txt

missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v chromium >/dev/null || missing+=(chromium)
# The guest register's PDF: a Unicode font and an Ethiopic one for Amharic names.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/abyssinica/AbyssinicaSIL-Regular.ttf ] || missing+=(fonts-sil-abyssinica)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  apt_install "${missing[@]}" || echo "warning: could not install ${missing[*]}; tests needing them skip"
fi

# pgvector: the assistant's dense search runs inside PostgreSQL where the extension exists (its
# test compares it with the brute-force search, which is tested either way). Debian 12's own
# archive has no postgresql-15-pgvector (later releases and the PGDG archive do): then it skips.
for bindir in /usr/lib/postgresql/*/bin; do
  [ -d "$bindir" ] || continue
  major=$(basename "$(dirname "$bindir")")
  [ -f "/usr/share/postgresql/$major/extension/vector.control" ] && continue
  # Only when the archive offers it: otherwise every run would pay an `apt-get update` for nothing.
  if apt-cache show "postgresql-$major-pgvector" >/dev/null 2>&1; then
    apt_install "postgresql-$major-pgvector" 2>/dev/null \
      || echo "note: postgresql-$major-pgvector could not be installed; the pgvector test skips"
  else
    echo "note: no postgresql-$major-pgvector package here; the pgvector test skips"
  fi
done

# The two databases' runs are independent (every server a test starts takes a free port, every
# temporary directory is the run's own), so on a machine with two cores or more they run side by
# side: about 12 minutes instead of 20 on a 2-core machine. MAREFIYA_TEST_SERIAL=1 runs them one
# after the other, printing as they go.
run_suite() {  # database, then a name for the run's temporary folder (pytest empties it at start)
  local database=$1 name=$2
  shift 2
  # --durations: each log ends with its slowest tests, where to look when the suite nears its budget.
  MAREFIYA_TEST_DB=$database .venv/bin/python -m pytest --basetemp="$work/$name" --durations=30 "$@"
}
work=$(mktemp -d "${TMPDIR:-/tmp}/marefiya-tests.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Compiled bytecode for the run, kept in its own folder (nothing is written beside the sources,
# which is what PYTHONDONTWRITEBYTECODE, set on some machines, is there to prevent). Without it,
# every Python process compiles each module it imports from source again: ~2.7 s of CPU for the
# app's imports, paid by both runs and by every process the tests start (job workers, gunicorn
# masters and workers, the assistant's file-reading children, the generated client's builder).
export PYTHONPYCACHEPREFIX="$work/bytecode"
unset PYTHONDONTWRITEBYTECODE
status=0
if [ "${MAREFIYA_TEST_SERIAL:-}" = 1 ] || [ "$(nproc)" -lt 2 ]; then
  echo "=== test suite on SQLite"
  run_suite sqlite sqlite "$@" || status=$?
  echo "=== test suite on PostgreSQL"
  run_suite postgresql postgresql "$@" || status=$?
  exit $status
fi

# The PostgreSQL run is the longer one (13.4 min against SQLite's 10.8 on 2 cores): run whole, it
# went on alone for its last 2.5 minutes while the other core idled. So, when the whole suite
# runs, the PostgreSQL run leaves one folder (TAIL) to a second PostgreSQL run started after the
# SQLite one, on the SQLite run's core: both cores stay busy to the end. The second run has its own
# throwaway cluster; every test still runs once on each database. Pick TAIL again if one side
# keeps finishing well before the other (each log's last line says how long it took).
TAIL=tests/staff
if [ $# -gt 0 ]; then TAIL=""; fi  # arguments choose the tests: each database runs them whole
echo "=== test suite on SQLite and on PostgreSQL, side by side (logs follow when both are done)"
(
  lane_status=0
  run_suite sqlite sqlite "$@" >"$work/sqlite.log" 2>&1 || lane_status=$?
  if [ -n "$TAIL" ]; then
    run_suite postgresql postgresql-tail "$TAIL" >"$work/postgresql-tail.log" 2>&1 || lane_status=$?
  fi
  exit $lane_status
) &
sqlite_run=$!
run_suite postgresql postgresql ${TAIL:+--ignore="$TAIL"} "$@" >"$work/postgresql.log" 2>&1 &
postgresql_run=$!
progress() {  # the last "[ NN%]" pytest printed in a log
  grep -o '\[ *[0-9]*%\]' "$work/$1.log" 2>/dev/null | tail -n 1 | tr -d '[] ' || true
}
started=$SECONDS
while kill -0 $sqlite_run 2>/dev/null || kill -0 $postgresql_run 2>/dev/null; do
  sleep 30
  tail_progress=""
  [ -z "$TAIL" ] || tail_progress=", PostgreSQL $TAIL $(progress postgresql-tail)"
  echo "  $(( (SECONDS - started) / 60 )) min: SQLite $(progress sqlite), PostgreSQL $(progress postgresql)$tail_progress"
done
wait $sqlite_run || status=$?
sqlite_status=$status
wait $postgresql_run || status=$?
echo "=== test suite on SQLite (exit $sqlite_status${TAIL:+, with PostgreSQL on $TAIL after it})"
cat "$work/sqlite.log"
echo "=== test suite on PostgreSQL${TAIL:+, all but $TAIL}"
cat "$work/postgresql.log"
if [ -n "$TAIL" ]; then
  echo "=== test suite on PostgreSQL, $TAIL"
  cat "$work/postgresql-tail.log"
fi
exit $status
