#!/usr/bin/env bash
# The run journal's cost on the local provider's throughput: the default command on 50,000
# rows of the sample index, with the journal and with --no-journal, in alternating pairs (the
# machine is shared: pairs side by side, medians of ROUNDS). Wall seconds and CPU seconds
# (user + system, less sensitive to other load).
# Usage: bash bench/pipeline/journal.sh   (ROUNDS=5 ROWS=50000; figures on stdout)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product enrich >/dev/null
bin=.build/release/enrich
rounds=${ROUNDS:-5}
rows=${ROWS:-50000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" index build samples/helsinki.osm.pbf -o "$work/index.sqlite" 2>/dev/null
export ENRICH_INDEX=$work/index.sqlite XDG_CACHE_HOME=$work/cache
python3 bench/pipeline/make_rows.py "$rows" 0 > "$work/rows.csv"
: > "$work/times"
for _ in $(seq "$rounds"); do
  for mode in journal no-journal; do
    extra=()
    [ "$mode" = no-journal ] && extra=(--no-journal)
    /usr/bin/time -f "$mode %e %U %S" -a -o "$work/times" "$bin" "$work/rows.csv" -o "$work/out.json" \
      --no-open-status --quiet "${extra[@]}"
  done
done
python3 - "$work/times" "$rows" <<'PY'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    mode, wall, user, system = line.split()
    runs.setdefault(mode, []).append((float(wall), float(user) + float(system)))
rows = int(sys.argv[2])
print("| run | rounds | median wall s | median rows/s | median CPU s |")
print("|---|---:|---:|---:|---:|")
for mode in ("journal", "no-journal"):
    walls = [w for w, _ in runs[mode]]
    cpus = [c for _, c in runs[mode]]
    print(f"| {mode} | {len(walls)} | {statistics.median(walls):.2f} | {rows / statistics.median(walls):,.0f} | "
          f"{statistics.median(cpus):.2f} |")
j, n = (statistics.median([w for w, _ in runs[m]]) for m in ("journal", "no-journal"))
jc, nc = (statistics.median([c for _, c in runs[m]]) for m in ("journal", "no-journal"))
print(f"\njournal overhead: {100 * (j - n) / n:+.1f} % wall, {100 * (jc - nc) / nc:+.1f} % CPU")
PY
