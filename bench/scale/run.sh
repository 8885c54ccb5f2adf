#!/usr/bin/env bash
# Throughput of the local provider on both cores (issue 16): 50,000 rows made from a real
# extract's own places, the default command (open status, journal, -j 16) against -j 1, with
# CPU time over wall time and peak memory from /usr/bin/time; answers must be byte-identical
# between the two.
# Usage: bash bench/scale/run.sh [ROWS]
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=${1:-50000}
swift build -c release --product enrich >/dev/null
bin=.build/release/enrich
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
at=2026-12-06T10:00
for extract in samples/helsinki.osm.pbf ../shared/data/monaco.osm.pbf; do
  [ -f "$extract" ] || { echo "scale: $extract is missing (the Monaco extract is in ../shared/data)" >&2; continue; }
  name=$(basename "$extract" .osm.pbf)
  "$bin" index build "$extract" -o "$work/$name.sqlite" 2>/dev/null
  python3 bench/scale/make_rows.py "$work/$name.sqlite" "$rows" >"$work/$name.csv"
  distinct=$(python3 -c "import csv,sys; r=list(csv.reader(open(sys.argv[1])))[1:]; print(len({(x[1],x[2],x[3]) for x in r}))" "$work/$name.csv")
  for jobs in 16 1; do
    out="$work/$name-j$jobs.ndjson"
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" env ENRICH_INDEX="$work/$name.sqlite" XDG_CACHE_HOME="$work" \
      "$bin" "$work/$name.csv" -o "$out" -j "$jobs" --at "$at" --quiet --no-journal || true
    read -r wall user sys peak <"$work/time"
    python3 - "$name" "$jobs" "$rows" "$distinct" "$wall" "$user" "$sys" "$peak" <<'PY'
import sys
name, jobs, rows, distinct, wall, user, sys_, peak = sys.argv[1:]
wall, cpu = float(wall), float(user) + float(sys_)
print(f"| {name} | {rows} ({distinct} distinct) | -j {jobs} | {wall:.2f} | {int(rows)/wall:,.0f} | {cpu/wall:.2f} | {int(peak)/1024:.1f} |")
PY
  done
  # The parallel path must answer exactly what one row at a time answers.
  if cmp -s <(grep -v '"generatedAt"' "$work/$name-j16.ndjson") <(grep -v '"generatedAt"' "$work/$name-j1.ndjson"); then
    echo "| $name | answers of -j 16 and -j 1 byte-identical |"
  else
    echo "| $name | ANSWERS DIFFER between -j 16 and -j 1 |"
  fi
done
