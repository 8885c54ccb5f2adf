#!/usr/bin/env bash
# Evaluations per second of `enrich hours` in batch mode (JSON Lines on stdin), release build:
# 20,000 (expression, time) requests drawn from the real-world corpus, and 20,000 of one
# common expression. Usage: bash bench/hours/cli-batch.sh [CORPUS.jsonl]
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus=${1:-Tests/EnrichHoursTests/Fixtures/opening-hours-expressions.jsonl}
[ -f "$corpus" ] || { echo "cli-batch: corpus $corpus is missing" >&2; exit 2; }
swift build -c release --product enrich >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$corpus" "$work" <<'PY'
import json, random, sys
rng = random.Random(5)
exprs = [json.loads(line)["expr"] for line in open(sys.argv[1])]
def at():
    return f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
with open(sys.argv[2] + "/corpus.jsonl", "w") as out:
    for _ in range(20000):
        out.write(json.dumps({"expr": rng.choice(exprs), "at": at(), "tz": "Europe/Helsinki",
                              "lat": 60.17, "lng": 24.94, "country": "FI"}) + "\n")
with open(sys.argv[2] + "/simple.jsonl", "w") as out:
    for _ in range(20000):
        out.write(json.dumps({"expr": "Mo-Fr 09:00-17:00; Sa 10:00-14:00; PH off", "at": at(),
                              "tz": "Europe/Helsinki", "country": "FI"}) + "\n")
PY
for set in corpus simple; do
  start=$(date +%s.%N)
  .build/release/enrich hours < "$work/$set.jsonl" > "$work/$set.out"
  end=$(date +%s.%N)
  python3 -c "print('$set: 20000 evaluations in %.2f s = %.0f/s' % ($end - $start, 20000 / ($end - $start)))"
done
