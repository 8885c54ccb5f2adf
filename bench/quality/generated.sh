#!/usr/bin/env bash
# Match quality of the whole pipeline on the sample index (issue 6's target: at least 95 % of
# findable places matched to the right object, under 2 % wrong matches). Rows are generated
# from the extract's own places with realistic mess (bench/quality/make_rows_issue6.py), so every row
# is findable; a row counts as right when its place id is the expected OSM object, wrong when
# it is matched to another object, and unmatched when it is low_confidence / ambiguous /
# not_found (shown to the user as such, never silently wrong).
# Usage: bash bench/quality/generated.sh [ROWS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=${1:-2000}
seed=${2:-11}
swift build -c release --product enrich >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/release/enrich index build samples/helsinki.osm.pbf -o "$work/index.sqlite" 2>/dev/null
python3 bench/quality/make_rows_issue6.py "$rows" "$seed" > "$work/rows.csv"
ENRICH_INDEX=$work/index.sqlite XDG_CACHE_HOME=$work .build/release/enrich "$work/rows.csv" -o "$work/out.ndjson" \
  --no-open-status --quiet || true
python3 - "$work/out.ndjson" <<'PY'
import collections, json, sys
# A row is findable when it identifies one object: it has a street address, or its name
# belongs to one place only (a chain's name alone cannot say which branch).
places = json.load(open("Tests/Doubles/places-helsinki.json"))["places"]
name_count = collections.Counter(p["displayName"]["text"].lower() for p in places)
name_of = {p["osm"]: p["displayName"]["text"].lower() for p in places}
right = wrong = unmatched = geocoded = 0
findable = findable_right = findable_wrong = 0
by_status = {}
for line in open(sys.argv[1]):
    row = json.loads(line)
    if "row" not in row:
        continue
    status = row["status"]
    by_status[status] = by_status.get(status, 0) + 1
    expected = row["input"]["expected_id"]
    if row["input"]["address"] or name_count[name_of[expected]] == 1:
        findable += 1
        if status == "matched":
            findable_right += row["place"]["id"] == expected
            findable_wrong += row["place"]["id"] != expected
    if status == "matched":
        if row["place"]["id"] == expected:
            right += 1
        else:
            wrong += 1
    elif status == "geocoded":
        geocoded += 1
    else:
        unmatched += 1
total = right + wrong + unmatched + geocoded
print(f"rows {total}: right {right} ({100 * right / total:.1f} %), wrong {wrong} ({100 * wrong / total:.2f} %), "
      f"geocoded address only {geocoded} ({100 * geocoded / total:.1f} %), "
      f"not matched {unmatched} ({100 * unmatched / total:.1f} %)")
print("statuses:", dict(sorted(by_status.items())))
print(f"findable rows {findable}: right {findable_right} ({100 * findable_right / findable:.1f} %), "
      f"wrong {findable_wrong} ({100 * findable_wrong / findable:.2f} %)")
PY
