#!/usr/bin/env bash
# Installs the Debian packages enrich builds against, and the tools its tests open outputs
# with, if any is missing. Idempotent.
set -euo pipefail
# Build: the C libraries behind the system-library targets.
packages=(libcurl4-openssl-dev libsqlite3-dev sqlite3 libreadosm-dev libxml2-dev libyaml-dev zlib1g-dev
  libzip-dev libpq-dev pkg-config python3 time)
# Tests only: GDAL (validate_gpkg.py, ogrinfo), openpyxl, pandas and LibreOffice Calc for the outputs, headless
# Chromium (and a font) for the run report, zsh and fish for the completion scripts, groff for
# the man page, PostgreSQL for the shared-state tests. Installed without recommends, which keeps CI's install short.
tools=(python3-gdal gdal-bin python3-openpyxl python3-pandas libreoffice-calc-nogui chromium fonts-dejavu-core zsh fish groff-base
  postgresql)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
missing_tools=()
for package in "${tools[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing_tools+=("$package")
done
if [ ${#missing[@]} -gt 0 ] || [ ${#missing_tools[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]} ${missing_tools[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  if [ ${#missing[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  if [ ${#missing_tools[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
      "${missing_tools[@]}" >/dev/null
  fi
fi
command -v swift >/dev/null 2>&1 || { echo "setup: swift is not on PATH (expected the Swift 6 toolchain)" >&2; exit 1; }
