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

status=0
echo "=== test suite on SQLite"
MAREFIYA_TEST_DB=sqlite .venv/bin/python -m pytest "$@" || status=$?
echo "=== test suite on PostgreSQL"
MAREFIYA_TEST_DB=postgresql .venv/bin/python -m pytest "$@" || status=$?
exit $status
