#!/usr/bin/env bash
# Time, peak memory and output size of one pathological input each (bench/bounds/make_inputs.py).
# Issue 11: a single-word name of 16 K, 64 K and 1 M letters, a 1 MB single-word address and a
# 1 MB name of many words (local provider, sample index); 200 rows of different 300 KB many-word
# addresses, 70,000 duplicate header names (141 KB file), a JSON field holding a 150,000-element
# array (--provider none).
# Issue 22, hostile files beside ordinary ones of about their size (--provider none): a 1.5 MB
# .xlsx whose shared strings inflate to 1 GiB, one just under the refused ratio, an ordinary
# 1.5 MB workbook; DTDs in an .xlsx; a merged range B2:XFD1048576 over 2,000 empty rows; one KML
# Placemark of N Points or N Data entries (N = 10,000, 40,000, 200,000; 500,000 Points) and
# ordinary KML files of as many bytes.
# Every run is capped at LIMIT_KB of address space (default 4 GiB, `ulimit -v`) and 600 s so a
# quadratic build cannot take the machine down; a run that hits the cap shows its exit status.
# Usage: bash bench/bounds/run.sh [ENRICH_BINARY] [INPUT ...]
#   (default: the release build of this checkout, every input)
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ $# -ge 1 ]; then
  bin=$(realpath "$1")
  shift
else
  swift build -c release --product enrich >/dev/null
  bin=$(realpath .build/release/enrich)
fi
limit=${LIMIT_KB:-4194304}
[ -x /usr/bin/time ] || bash scripts/setup-system.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
local_inputs=(name-16k.csv name-64k.csv name-1m.csv address-1m.csv name-words-1m.csv)
other_inputs=(
  addresses-200x300k.csv headers-70k.csv array-150k.json
  shared-strings-bomb.xlsx shared-strings-at-limit.xlsx ordinary-95k.xlsx
  doctype-entity.xlsx doctype-billion-laughs.xlsx merged-range.xlsx
  kml-points-10k.kml kml-data-10k.kml kml-placemarks-3450.kml
  kml-points-40k.kml kml-data-40k.kml kml-placemarks-13800.kml
  kml-points-200k.kml kml-data-200k.kml kml-placemarks-69000.kml kml-points-500k.kml
)
if [ $# -ge 1 ]; then selected=("$@"); else selected=("${local_inputs[@]}" "${other_inputs[@]}"); fi
python3 bench/bounds/make_inputs.py "$work" "${selected[@]}"
"$bin" index build samples/helsinki.osm.pbf -o "$work/index.sqlite" >/dev/null 2>&1
printf '%-28s %10s %-6s %9s %9s %10s %6s\n' input input_KB provider seconds peak_MiB output_MB exit
run() {
  local input=$1 provider=$2
  local status=0
  rm -f "$work/out.ndjson" "$work/out.csv"
  (
    ulimit -v "$limit"
    XDG_CACHE_HOME=$work timeout 600 /usr/bin/time -f '%e %M' -o "$work/time" "$bin" "$work/$input" \
      -o "$work/out.ndjson" -o "$work/out.csv" --provider "$provider" --index "$work/index.sqlite" \
      --no-open-status --no-journal --quiet 2>/dev/null
  ) || status=$?
  read -r seconds kib < <(tail -n 1 "$work/time")
  local written
  written=$({ cat "$work/out.ndjson" "$work/out.csv" 2>/dev/null || true; } | wc -c)
  printf '%-28s %10s %-6s %9s %9s %10s %6s\n' "$input" "$(($(stat -c %s "$work/$input") / 1024))" "$provider" \
    "$seconds" "$(awk -v k="$kib" 'BEGIN { printf "%.1f", k / 1024 }')" \
    "$(awk -v b="$written" 'BEGIN { printf "%.1f", b / 1000000 }')" "$status"
}
for input in "${selected[@]}"; do
  case " ${local_inputs[*]} " in
    *" $input "*) run "$input" local ;;
    *) run "$input" none ;;
  esac
done
