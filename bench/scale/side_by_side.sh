#!/usr/bin/env bash
# Side by side: CPU (user+sys) and peak RSS of two enrich builds on the same 50,000 rows,
# alternating, and whether their answers are identical.
# Usage: bash bench/scale/side_by_side.sh OLD_BIN NEW_BIN [ROUNDS]
# Each build indexes the extracts itself; every run starts with an empty cache.
set -euo pipefail
old=$1; new=$2; rounds=${3:-3}
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
at=2026-12-06T10:00
for extract in samples/helsinki.osm.pbf ../shared/data/monaco.osm.pbf; do
  name=$(basename "$extract" .osm.pbf)
  for tag in old new; do
    bin=${!tag}
    "$bin" index build "$extract" -o "$work/$name-$tag.sqlite" 2>/dev/null
  done
  python3 bench/scale/make_rows.py "$work/$name-old.sqlite" 50000 >"$work/$name.csv"
  for round in $(seq 1 $rounds); do
    order="old new"; [ $((round % 2)) = 0 ] && order="new old"
    for tag in $order; do
      bin=${!tag}
      rm -rf "$work/cache-$tag"
      /usr/bin/time -f "%e %U %S %M" -o $work/time env ENRICH_INDEX="$work/$name-$tag.sqlite" XDG_CACHE_HOME="$work/cache-$tag" \
        "$bin" "$work/$name.csv" -o "$work/$name-$tag.ndjson" -j 16 --at "$at" --quiet --no-journal || true
      read -r wall user sys peak <$work/time
      echo "$name round $round $tag wall $wall cpu $(python3 -c "print(round($user+$sys,2))") peakMiB $((peak/1024))"
    done
  done
  if cmp -s <(grep -v '"generatedAt"' $work/$name-old.ndjson) <(grep -v '"generatedAt"' $work/$name-new.ndjson); then
    echo "$name: answers identical"
  else
    echo "$name: ANSWERS DIFFER: $(diff <(grep -v '"generatedAt"' $work/$name-old.ndjson) <(grep -v '"generatedAt"' $work/$name-new.ndjson) | grep -c '^<') lines"
  fi
done
