#!/usr/bin/env bash
# Time and peak memory of one pathological input each (issue 11): a single-word name of 16 K,
# 64 K and 1 M letters, a 1 MB single-word address and a 1 MB name of many words (local
# provider, sample index); 200 rows of different 300 KB many-word addresses, 70,000 duplicate
# header names (141 KB file), a JSON field holding a 150,000-element array (--provider none).
# Every run is capped at LIMIT_KB of address space (default 4 GiB, `ulimit -v`) and 600 s so a
# quadratic build cannot take the machine down; a run that hits the cap shows its exit status.
# Usage: bash bench/bounds/run.sh [ENRICH_BINARY]   (default: the release build of this checkout)
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ $# -ge 1 ]; then
  bin=$(realpath "$1")
else
  swift build -c release --product enrich >/dev/null
  bin=$(realpath .build/release/enrich)
fi
limit=${LIMIT_KB:-4194304}
[ -x /usr/bin/time ] || bash scripts/setup-system.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/bounds/make_inputs.py "$work"
"$bin" index build samples/helsinki.osm.pbf -o "$work/index.sqlite" >/dev/null 2>&1
printf '%-22s %-6s %9s %9s %6s\n' input provider seconds peak_MiB exit
run() {
  local input=$1 provider=$2
  local status=0
  (
    ulimit -v "$limit"
    XDG_CACHE_HOME=$work timeout 600 /usr/bin/time -f '%e %M' -o "$work/time" "$bin" "$work/$input" \
      -o "$work/out.ndjson" -o "$work/out.csv" --provider "$provider" --index "$work/index.sqlite" \
      --no-open-status --no-journal --quiet 2>/dev/null
  ) || status=$?
  read -r seconds kib < <(tail -n 1 "$work/time")
  printf '%-22s %-6s %9s %9s %6s\n' "$input" "$provider" "$seconds" "$(awk -v k="$kib" 'BEGIN { printf "%.1f", k / 1024 }')" "$status"
}
for input in name-16k.csv name-64k.csv name-1m.csv address-1m.csv name-words-1m.csv; do run "$input" local; done
run addresses-200x300k.csv none
run headers-70k.csv none
run array-150k.json none
