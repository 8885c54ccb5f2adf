#!/usr/bin/env bash
# A fleet on one Google quota (issue 16): N workers (default 4), each on a part of one input,
# with their state in one PostgreSQL database (--state), against the Google double enforcing
# 50 requests a second per method with 200 ms latency. Prints the share of the quota the fleet
# used over its busy period (Text Search requests per second / 50), the 429 answers, and the
# searches paid twice; and the same workers without --state for comparison.
# Usage: bash bench/fleet/run.sh [DISTINCT_PLACES] [WORKERS]
set -euo pipefail
cd "$(dirname "$0")/../.."
places=${1:-1000}
workers=${2:-4}
swift build -c release --product enrich >/dev/null
bin=$PWD/.build/release/enrich
work=$(mktemp -d)
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_pg=()
if [ "$(id -u)" = 0 ]; then as_pg=(runuser -u postgres --); chown postgres "$work"; fi
port=$(python3 -c "import socket; s=socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
"${as_pg[@]}" "$pgbin/initdb" -D "$work/pg" -A trust -U enrich --no-sync >/dev/null
"${as_pg[@]}" "$pgbin/pg_ctl" -D "$work/pg" -l "$work/pg.log" -w \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
double_pid=
cleanup() {
  [ -n "$double_pid" ] && kill "$double_pid" 2>/dev/null || true
  "${as_pg[@]}" "$pgbin/pg_ctl" -D "$work/pg" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# The double's own places by name and street, then a fifth of them again (spread over the input).
python3 - "$places" "$workers" "$work" <<'PY'
import json, sys
count, workers, work = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
places = json.load(open("Tests/Doubles/places-helsinki.json"))["places"]
rows, seen = [], set()
for place in places:
    name = place.get("displayName", {}).get("text", "")
    street = place.get("formattedAddress", "").split(",")[0]
    if not name or name in seen or "," in name or '"' in name or not street or street[0].isdigit():
        continue
    seen.add(name)
    rows.append(f"{name},{street},Helsinki")
    if len(rows) == count:
        break
for copy in range(len(rows) // 5):
    rows.insert(copy * 5 + 2, rows[(copy * 37) % len(rows)])
quarter = -(-len(rows) // workers)
for worker in range(workers):
    with open(f"{work}/part-{worker + 1}.csv", "w") as out:
        out.write("id,name,address,city\n")
        for index, row in enumerate(rows[worker * quarter:(worker + 1) * quarter]):
            out.write(f"{worker * quarter + index + 1},{row}\n")
print(f"{len(rows)} rows, {len(seen)} distinct places, {workers} parts", file=sys.stderr)
PY

fleet() {  # $1: database name, or "" for no --state
  rm -f "$work/double.port"
  python3 Tests/Doubles/google_double.py --key AIzaBenchKey-0123456789abcdefghijklmno \
    --quota-qps 50 --latency-ms 200 >"$work/double.port" 2>/dev/null &
  double_pid=$!
  until [ -s "$work/double.port" ]; do sleep 0.05; done
  read -r double_port <"$work/double.port"
  local state=()
  if [ -n "$1" ]; then
    psql -h 127.0.0.1 -p "$port" -U enrich -d postgres -qc "CREATE DATABASE $1" >/dev/null
    state=(--state "postgresql://enrich@127.0.0.1:$port/$1")
  fi
  local pids=()
  for worker in $(seq 1 "$workers"); do
    GOOGLE_MAPS_API_KEY=AIzaBenchKey-0123456789abcdefghijklmno \
      ENRICH_PLACES_ENDPOINT="http://127.0.0.1:$double_port" ENRICH_GEOCODING_ENDPOINT="http://127.0.0.1:$double_port" \
      XDG_CACHE_HOME="$work/cache-$1-$worker" \
      "$bin" "$work/part-$worker.csv" -o "$work/out-$1-$worker.json" --provider google --qps 50 \
      --at 2026-12-06T10:00 --quiet --no-journal "${state[@]}" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || true; done
  curl -s "http://127.0.0.1:$double_port/__double/stats" >"$work/stats.json"
  kill "$double_pid" 2>/dev/null || true
  double_pid=
  python3 - "$work/stats.json" "${1:-none}" "$workers" <<'PY'
import json, sys
stats, label, workers = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
search = stats["requests"].get("searchText", 0)
span = stats["arrivalSpanSeconds"] or 1
limited, total = stats["rateLimited"], stats["total"]
repeats = stats["repeatedAfterSuccess"].get("searchText", 0)
details, geocodes = stats["requests"].get("details", 0), stats["requests"].get("geocode", 0)
print(f"| {workers} workers, state {label} | {search} | {details} | {geocodes} | {span:.1f} | {search / span:.1f} "
      f"| {search / span / 50:.2f} | {limited} of {total} ({100 * limited / max(total, 1):.1f} %) | {repeats} |")
PY
}

echo "| fleet | Text Search requests | Place Details | Geocoding | busy seconds | Text Search/s | share of 50 QPS | 429 answers | searches paid twice |"
echo "|---|---|---|---|---|---|---|---|---|"
fleet fleet
fleet ""
