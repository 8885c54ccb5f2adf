#!/usr/bin/env bash
# The main job on the embedded default: build enrich, index the sample OpenStreetMap extract,
# and enrich the sample spreadsheet (open status for next Sunday 10:00 local time). Checks the
# Swift toolchain first and installs only the build packages (the test tools are `make test`'s).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-build.sh
echo "demo: building enrich (release; the first build takes several minutes)" >&2
# Its messages go to stderr, progress lines left out. A failed build stops the demo here, so a
# binary left by an earlier build is never run.
if ! swift build -c release --product enrich 2>&1 | { grep -vE '^\[[0-9]+/[0-9]+\]' >&2 || true; }; then
  echo "demo: the build failed (see above); nothing was run" >&2
  exit 1
fi
bin=.build/release/enrich
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
