#!/usr/bin/env bash
# Read → write throughput and peak memory of each output format with --provider none, for CSV
# inputs of 10^5 and 10^6 rows (bench/io/make_csv.py): the new writers (XLSX, GeoPackage, flat
# GeoJSON, the NDJSON sidecar, the run report) against CSV. Peak memory must not grow with the
# input size. Usage: bash bench/outputs/run.sh [ROWS...]   (default: 100000 1000000)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product enrich >/dev/null
bin=.build/release/enrich
[ -x /usr/bin/time ] || apt-get install -y -qq time >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100000 1000000)
printf '%-10s %-8s %10s %12s %12s %8s\n' rows output seconds rows/s peak_MiB vs_csv
for rows in "${sizes[@]}"; do
  python3 bench/io/make_csv.py "$rows" > "$work/in.csv"
  csv_seconds=
  for format in csv ndjson geojson xlsx gpkg report; do
    outputs=(-o "$work/out.$format")
    [ "$format" = report ] && outputs=(-o "$work/out.csv" --report "$work/report.html")
    /usr/bin/time -f '%e %M' -o "$work/time" "$bin" "$work/in.csv" "${outputs[@]}" --provider none --quiet
    read -r seconds kib < "$work/time"
    [ "$format" = csv ] && csv_seconds=$seconds
    python3 -c "import sys; s=float('$seconds'); c=float('$csv_seconds'); print('%-10s %-8s %10.2f %12.0f %12.1f %7.0f%%' % ('$rows', '$format', s, $rows/s, $kib/1024, 100*s/c))"
    rm -f "$work"/out.* "$work"/report.html
  done
done
