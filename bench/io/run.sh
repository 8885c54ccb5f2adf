#!/usr/bin/env bash
# Read → normalize → write throughput and peak memory with --provider none, for CSV inputs of
# 10^5 and 10^6 rows, into JSON and CSV. Peak memory must not grow with input size.
# Usage: bash bench/io/run.sh   (figures go to stdout; copy them into bench/RESULTS.md)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product enrich >/dev/null
bin=.build/release/enrich
[ -x /usr/bin/time ] || apt-get install -y -qq time >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/io/make_csv.py 100000 > "$work/100k.csv"
python3 bench/io/make_csv.py 1000000 > "$work/1m.csv"
printf '%-10s %-6s %10s %12s %12s\n' rows out seconds rows/s peak_MiB
for size in 100k 1m; do
  rows=$([ "$size" = 100k ] && echo 100000 || echo 1000000)
  for format in json csv; do
    /usr/bin/time -f '%e %M' -o "$work/time" "$bin" "$work/$size.csv" -o "$work/out.$format" --provider none --quiet
    read -r seconds kib < "$work/time"
    python3 -c "import sys; s=float('$seconds'); print('%-10s %-6s %10.2f %12.0f %12.1f' % ('$rows', '$format', s, $rows/s, $kib/1024))"
  done
done
