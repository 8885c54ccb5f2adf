#!/usr/bin/env bash
# Installs the Debian packages enrich builds against, if any is missing. Idempotent.
set -euo pipefail
packages=(libcurl4-openssl-dev libsqlite3-dev sqlite3 libreadosm-dev libxml2-dev libyaml-dev zlib1g-dev libpq-dev pkg-config python3 time postgresql)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null 2>&1 || { echo "setup: swift is not on PATH (expected the Swift 6 toolchain)" >&2; exit 1; }
