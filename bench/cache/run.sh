#!/usr/bin/env bash
# Requests made through the cache and de-duplication wrappers with the real local provider:
# 10,000 rows with 30% repeats must cost exactly the distinct queries; an immediate re-run on
# the same cache file must cost 0. Writes bench/out/cache/figures.md; see bench/RESULTS-cache.md.
#
# usage: bench/cache/run.sh [ROWS=10000] [DUPLICATE_SHARE=0.3]
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=${1:-10000}
share=${2:-0.3}
work=bench/out/cache
mkdir -p "$work"

swift build --build-tests
if [ ! -f "$work/helsinki.sqlite" ]; then
  .build/debug/enrich index build samples/helsinki.osm.pbf -o "$work/helsinki.sqlite"
fi
python3 bench/cache/make-rows.py "$work/helsinki.sqlite" "$work/rows.txt" "$rows" "$share"

ENRICH_CACHE_BENCH_INDEX="$PWD/$work/helsinki.sqlite" \
ENRICH_CACHE_BENCH_ROWS="$PWD/$work/rows.txt" \
ENRICH_CACHE_BENCH_OUT="$PWD/$work/figures.md" \
  swift test --skip-build --filter CacheBenchmark

cat "$work/figures.md"
