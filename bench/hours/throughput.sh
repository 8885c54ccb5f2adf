#!/bin/sh
# Evaluations per second of HoursBatch.evaluate (the `enrich hours` batch mode without I/O),
# built with -O. Usage: bench/hours/throughput.sh CASES.jsonl [OUTPUT.jsonl]
# CASES.jsonl: batch input lines, e.g. the cases written by differential.py.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${TMPDIR:-/tmp}/hours-throughput-build
mkdir -p "$out"
cd "$out"
swiftc -O -wmo -parse-as-library -emit-module -emit-library -static -module-name EnrichCore \
  $(find "$root/Sources/EnrichCore" -name '*.swift') -o libEnrichCore.a
swiftc -O -wmo -parse-as-library -emit-module -emit-library -static -module-name EnrichHours -I . \
  $(find "$root/Sources/EnrichHours" -name '*.swift') -o libEnrichHours.a
swiftc -O -I . "$root/bench/hours/ThroughputMain.swift" -L . -lEnrichHours -lEnrichCore -o hours-throughput
./hours-throughput "$@"
