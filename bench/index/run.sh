#!/usr/bin/env bash
# Country-scale index build (issue 16): a synthetic extract of N shifted copies of the sample
# (LocalBench synth: ids offset, coordinates moved 0.05° north per copy, .osm XML), then side by
# side on the same file: a bare libreadosm parse (LocalBench parse: "raw" = no Swift values),
# the index build (`enrich index build`, release), peak memory (/usr/bin/time -v), and the time
# to open the built index and answer the first query (LocalBench open). The machine is shared:
# parse and build alternate ROUNDS times and every figure is printed, so ratios are side by side.
# Usage: bash bench/index/run.sh [COPIES (default 50)] [ROUNDS (default 3)]
#   OLD_ENRICH=path  also builds with another binary (the one before a change) for comparison.
set -euo pipefail
cd "$(dirname "$0")/../.."
copies=${1:-50}
rounds=${2:-3}
swift build -c release --product LocalBench >/dev/null
swift build -c release --product enrich >/dev/null
bench=.build/release/LocalBench
enrich=.build/release/enrich
work=${BENCH_DIR:-$(mktemp -d)}
[ -n "${BENCH_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
extract=$work/helsinki-x$copies.osm
[ -f "$extract" ] || "$bench" synth samples/helsinki.osm.pbf "$extract" "$copies"
echo "== extract: $(du -m "$extract" | cut -f1) MB, $copies copies of samples/helsinki.osm.pbf; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
measure() { # label, command...: wall, user, sys, peak RSS from /usr/bin/time -v
  local label=$1
  shift
  /usr/bin/time -v "$@" >"$work/out" 2>"$work/time" || { cat "$work/out" "$work/time"; exit 1; }
  awk -v label="$label" -F': ' '
    /Elapsed \(wall clock\)/ { n = split($2, t, ":"); wall = (n == 3) ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2] }
    /User time/ { user = $2 } /System time/ { sys = $2 } /Maximum resident/ { rss = $2 }
    END { printf "%-8s wall %6.2f s  user %6.2f s  sys %5.2f s  peak RSS %7.1f MiB\n", label, wall, user, sys, rss / 1024 }
  ' "$work/time"
}
for round in $(seq "$rounds"); do
  echo "-- round $round (load $(cut -d' ' -f1 /proc/loadavg))"
  measure parse "$bench" parse "$extract"
  sed 's/^/         /' "$work/out"
  rm -f "$work/index.sqlite"
  measure build "$enrich" index build "$extract" -o "$work/index.sqlite"
  grep 'enrich: indexed' "$work/time" | sed 's/^/         /'
done
if [ -n "${OLD_ENRICH:-}" ]; then
  rm -f "$work/old.sqlite"
  measure old "$OLD_ENRICH" index build "$extract" -o "$work/old.sqlite"
fi
echo "-- open the index and answer the first query (new process each time)"
for query in "Stockmann" "Kapelli" "Fazer Cafe, Aleksanterinkatu 52"; do
  "$bench" open "$work/index.sqlite" "$query" | sed "s/^/$query: /"
done
