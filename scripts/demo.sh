#!/usr/bin/env bash
# The main job on the embedded default: build enrich, index the sample OpenStreetMap extract,
# and enrich the sample spreadsheet (open status for next Sunday 10:00 local time).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh
swift build -c release --product enrich 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
bin=.build/release/enrich
[ -x "$bin" ] || { echo "demo: build failed" >&2; exit 1; }
export ENRICH_INDEX=samples/helsinki.sqlite
# Rebuilt when missing, older than the extract, or made by another version (index schema).
if [ ! -f "$ENRICH_INDEX" ] || [ samples/helsinki.osm.pbf -nt "$ENRICH_INDEX" ] ||
  ! "$bin" index info "$ENRICH_INDEX" >/dev/null 2>&1; then
  "$bin" index build samples/helsinki.osm.pbf -o "$ENRICH_INDEX"
fi
sunday=$(date -d "next sunday" +%Y-%m-%dT10:00)
mkdir -p out
"$bin" samples/places.csv -o out/places.json -o out/places.csv -o out/places.geojson --at "$sunday"
echo "demo: open out/places.json, out/places.csv or out/places.geojson" >&2
