#!/usr/bin/env bash
# Makes docs/report.png, the README's picture of a run report: 400 messy rows
# (bench/pipeline/make_rows.py) through the local index, then Google (the local double of its
# APIs) for what local leaves unmatched, with open status; headless Chromium takes the shot.
# Usage: bash scripts/report-screenshot.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product enrich >/dev/null
bin=$PWD/.build/debug/enrich
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
"$bin" index build samples/helsinki.osm.pbf -o "$work/index.sqlite" 2>/dev/null
python3 bench/pipeline/make_rows.py 400 7 >"$work/places.csv"
key=AIzaTestKey-0123456789abcdefghijklmno
coproc DOUBLE { exec python3 Tests/Doubles/google_double.py --key "$key" --port 0 --exit-on-stdin-eof; }
read -r port <&"${DOUBLE[0]}"
(cd "$work" && ENRICH_INDEX=index.sqlite GOOGLE_MAPS_API_KEY=$key XDG_CACHE_HOME=$work/cache \
  ENRICH_PLACES_ENDPOINT=http://127.0.0.1:$port ENRICH_GEOCODING_ENDPOINT=http://127.0.0.1:$port \
  "$bin" places.csv -o places.xlsx --provider local,google --at 2026-12-06T10:00 --report report.html --quiet)
chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
  --user-data-dir="$work/profile" --window-size=1280,2350 --host-resolver-rules='MAP * ~NOTFOUND' \
  --screenshot="$PWD/docs/report.png" "file://$work/report.html" 2>/dev/null
echo "wrote docs/report.png" >&2
