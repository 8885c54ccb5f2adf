#!/usr/bin/env bash
# Google provider throughput vs. the Python peers, against the local double.
# Creates a venv with the peers from PyPI (once), then runs bench/google/run.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV="${BENCH_VENV:-.build/bench-venv}"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import geopy, googlemaps, google.maps.places_v1" 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q geopy googlemaps google-maps-places
fi
BENCH_PYTHON="$VENV/bin/python" exec python3 bench/google/run.py
