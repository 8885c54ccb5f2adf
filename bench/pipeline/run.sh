#!/usr/bin/env bash
# End-to-end figures of the batch pipeline on the sample index (release build):
#   1. rows/s with the local provider (default command, -j 1, -j 2; 10,000 and 50,000 rows),
#      and peak memory;
#   2. the run journal's overhead on rows/s (journal on vs --no-journal);
#   3. requests for 10,000 rows with 30% duplicate rows (must equal the distinct queries),
#      and for an immediate re-run with the cache (must be 0).
# Usage: bash bench/pipeline/run.sh   (figures on stdout; copy them into bench/RESULTS.md)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product enrich >/dev/null
bin=.build/release/enrich
[ -x /usr/bin/time ] || apt-get install -y -qq time >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
index=$work/helsinki.sqlite
"$bin" index build samples/helsinki.osm.pbf -o "$index" 2>/dev/null
export ENRICH_INDEX=$index XDG_CACHE_HOME=$work/cache
python3 bench/pipeline/make_rows.py 10000 0 > "$work/rows.csv"
python3 bench/pipeline/make_rows.py 10000 30 > "$work/dup.csv"
python3 bench/pipeline/make_rows.py 50000 0 > "$work/rows50k.csv"

run() {  # label, then enrich arguments; prints seconds, rows/s, peak MiB
  local label=$1
  shift
  /usr/bin/time -f '%e %M' -o "$work/time" "$bin" "$@" --quiet --summary "$work/summary.json" 2>/dev/null || true
  read -r seconds kib < "$work/time"
  python3 - "$label" "$seconds" "$kib" "$work/summary.json" <<'PY'
import json, sys
label, seconds, kib, path = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
summary = json.load(open(path))
requests = summary.get("requests", {})
searches = requests.get("local.searchText", 0)
others = sum(requests.values()) - searches
print(f"| {label} | {summary['rows']} | {seconds:.2f} | {summary['rows'] / seconds:,.0f} | {kib / 1024:.1f} | {searches} + {others} | {summary.get('cacheHits', 0)} |")
PY
}

echo "| run | rows | seconds | rows/s | peak MiB | requests: searchText + other | cache hits |"
echo "|---|---:|---:|---:|---:|---:|---:|"
run "default command (open status, -j 16, journal)" "$work/rows.csv" -o "$work/out.json"
run "local, -j 1, no cache, journal" "$work/rows.csv" -o "$work/out.json" -j 1 --no-cache --no-open-status
run "local, -j 2, no cache, journal" "$work/rows.csv" -o "$work/out.json" -j 2 --no-cache --no-open-status
run "local, -j 2, no cache, --no-journal" "$work/rows.csv" -o "$work/out.json" -j 2 --no-cache --no-journal --no-open-status
run "local, -j 2, no cache, journal (again)" "$work/rows.csv" -o "$work/out.json" -j 2 --no-cache --no-open-status
run "local, -j 2, open status, cache cold" "$work/rows.csv" -o "$work/out.json" -j 2 --cache "$work/c1.sqlite"
run "50,000 rows, default command" "$work/rows50k.csv" -o "$work/out.json"
run "50,000 rows, --no-open-status" "$work/rows50k.csv" -o "$work/out.json" --no-open-status
run "50,000 rows, --no-open-status --no-journal" "$work/rows50k.csv" -o "$work/out.json" --no-open-status --no-journal
run "50,000 rows, -j 1 --no-open-status" "$work/rows50k.csv" -o "$work/out.json" -j 1 --no-open-status
run "30% duplicate rows, cache cold" "$work/dup.csv" -o "$work/dup.json" --cache "$work/c2.sqlite"
run "30% duplicate rows, immediate re-run" "$work/dup.csv" -o "$work/dup.json" --cache "$work/c2.sqlite"
python3 - "$work/dup.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
named = {(r['name'], r['address']) for r in rows if r['name']}
print(f"\ndistinct named queries in the 30%-duplicate input: {len(named)}")
PY
