#!/usr/bin/env bash
# Installs what `make test` needs if any is missing: the build packages (scripts/setup-build.sh,
# which checks the Swift toolchain first) and the tools the tests open outputs with. Idempotent.
set -euo pipefail
# Tests only: python3 and time (peak memory) for the test tools; the sqlite3 shell (another
# process on a cache file); GDAL (validate_gpkg.py, ogrinfo), openpyxl, pandas and LibreOffice
# Calc for the outputs; headless Chromium (and a font) for the run report; zsh and fish for the
# completion scripts; groff for the man page; PostgreSQL for the shared-state tests. Installed
# without recommends, which keeps CI's install short.
tools=(python3 time sqlite3 python3-gdal gdal-bin python3-openpyxl python3-pandas libreoffice-calc-nogui chromium
  fonts-dejavu-core zsh fish groff-base postgresql)
exec bash "$(dirname "$0")/setup-build.sh" "${tools[@]}"
