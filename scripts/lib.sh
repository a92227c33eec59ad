# Shell helpers shared by the scripts (sourced, not run).

apt_install() {
  # Install Debian packages; needs root (or sudo). Runs `apt-get update` once per shell.
  local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if [ -z "${APT_UPDATED:-}" ]; then $sudo apt-get update -qq; export APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_venv() {
  # Create .venv and install the pinned requirements file $1 (skipped when already done).
  local reqs="$1"
  command -v python3 >/dev/null || apt_install python3
  python3 -c "import venv, ensurepip" 2>/dev/null || apt_install python3-venv
  [ -x .venv/bin/python ] || python3 -m venv .venv
  local stamp
  stamp=".venv/.installed-$(cat requirements*.txt | sha256sum | cut -c1-16)-$(basename "$reqs")"
  # requirements-dev.txt includes requirements.txt: its stamp covers both.
  local dev_stamp="${stamp%-*}-requirements-dev.txt"
  if [ ! -f "$stamp" ] && [ ! -f "$dev_stamp" ]; then
    # --no-compile: Python compiles each module when it is first imported; compiling every
    # installed file up front costs seconds on a cold start.
    .venv/bin/python -m pip install -q --no-compile --disable-pip-version-check -r "$reqs"
    touch "$stamp"
  fi
}
