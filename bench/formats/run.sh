#!/usr/bin/env bash
# Reader/writer throughput of the formats layer for a generated CSV (default 10^5 rows).
# Usage: bench/formats/run.sh [ROWS]
set -euo pipefail
cd "$(dirname "$0")/../.."
rows="${1:-100000}"
input="$(mktemp -d)/bench-${rows}.csv"
python3 bench/formats/make-csv.py "$rows" > "$input"
echo "input: $input ($(du -h "$input" | cut -f1), $rows rows)"
# -enable-testing: the test target uses @testable imports (it costs little optimisation).
swift build -c release --build-tests -Xswiftc -enable-testing >/dev/null
binary=".build/release/enrichPackageTests.xctest"
ENRICH_BENCH_CSV="$input" /usr/bin/time -f "peak RSS: %M KB, wall: %e s" \
  "$binary" --testing-library swift-testing --filter ThroughputBenchmark 2>&1 | grep -E "BENCH|peak RSS"
rm -f "$input"
