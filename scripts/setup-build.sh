#!/usr/bin/env bash
# Checks the Swift toolchain, then installs the Debian packages enrich builds against (the C
# libraries behind the system-library targets) if any is missing: all `make demo` needs.
# Packages named as arguments are installed too, without recommends (scripts/setup-system.sh
# adds the test tools that way). Idempotent.
set -euo pipefail
# First, so a machine without Swift is told so before anything is installed.
if ! command -v swift >/dev/null 2>&1; then
  echo "setup: swift is not on PATH: install the Swift 6 toolchain (https://www.swift.org/install/linux/)," \
    "put its usr/bin on PATH and try again; nothing was installed" >&2
  exit 1
fi
major=$(swift --version 2>/dev/null | sed -nE 's/.*Swift version ([0-9]+)\..*/\1/p' | head -n 1)
if [ -z "$major" ] || [ "$major" -lt 6 ]; then
  echo "setup: enrich needs Swift 6 or later, and 'swift --version' says:" \
    "$(swift --version 2>&1 | head -n 1); nothing was installed" >&2
  exit 1
fi
packages=(libcurl4-openssl-dev libsqlite3-dev libreadosm-dev libxml2-dev libyaml-dev zlib1g-dev libzip-dev
  libpq-dev pkg-config)
tools=("$@")
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
