#!/usr/bin/env bash
# Match quality on labelled sets (issue 14): the public Monaco set (bench/quality/sets/monaco.jsonl
# over samples/monaco.osm.pbf) and the Helsinki set (bench/quality/sets/helsinki.jsonl over
# samples/helsinki.osm.pbf, made by make_helsinki_set.py), each row's status read as its claim
# (score.py). Targets on both: positives correct >= 0.95, wrong claims <= 0.005 of all rows,
# invented businesses not matched >= 0.98, every family >= 0.85.
# The script sets (names in every script): cyrillic, devanagari and alpine, over the hand-written
# extracts bench/quality/extracts/SET.osm, made with their sets by make_script_sets.py.
# Usage: bash bench/quality/run.sh [SET ...] [--show FAMILY|all]
#   SET: monaco, helsinki (the default: both), cyrillic, devanagari, alpine
# ENRICH_BINARY=path scores another build (e.g. the one before a change).
set -euo pipefail
cd "$(dirname "$0")/../.."
sets=()
show=()
while [ $# -gt 0 ]; do
  case $1 in
    --show) show=(--show "$2"); shift 2 ;;
    *) sets+=("$1"); shift ;;
  esac
done
[ ${#sets[@]} -gt 0 ] || sets=(monaco helsinki)
bin=${ENRICH_BINARY:-}
if [ -z "$bin" ]; then
  swift build -c release --product enrich >/dev/null
  bin=.build/release/enrich
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for set in "${sets[@]}"; do
  extract=samples/$set.osm.pbf
  [ -f "$extract" ] || extract=bench/quality/extracts/$set.osm
  [ -f "$extract" ] || { echo "run.sh: no extract for set '$set'" >&2; exit 64; }
  "$bin" index build "$extract" -o "$work/$set.sqlite" 2>/dev/null
  python3 bench/quality/to_csv.py "bench/quality/sets/$set.jsonl" >"$work/$set.csv"
  ENRICH_INDEX=$work/$set.sqlite XDG_CACHE_HOME=$work "$bin" "$work/$set.csv" -o "$work/$set.ndjson" \
    --no-open-status --no-journal --quiet || true
  echo "== $set ($(($(wc -l <"bench/quality/sets/$set.jsonl"))) cases)"
  python3 bench/quality/score.py "bench/quality/sets/$set.jsonl" "$work/$set.ndjson" "${show[@]}"
done
