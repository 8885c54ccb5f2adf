#!/usr/bin/env python3
"""The nightly path against the Google double: what each night costs, whether `--dry-run`
says so beforehand, what a crash costs, and whether a project-wide quota is used well.

    bash bench/nightly/run.sh          # release build, then this
    ROWS=1000 bash bench/nightly/run.sh

1. Cost per 1,000 rows (open status on): the first run on an empty cache, an immediate re-run,
   and a night whose input lost its first 10 % of rows and gained as many new ones; each
   preceded by `--dry-run`, whose prediction per endpoint (certain, possible, expected from
   earlier runs) and in dollars is set beside what the double counted and billed (its own SKU
   table). Rows are compared with the first run's. (A run 31 days on, when every kept coordinate
   has expired, and `--offline` then need the run's clock moved, which only an in-process run is
   given: Tests/EnrichKitTests/CacheClockTests.)
2. Five kill -9 during a first run, then the same command: rows against a clean run, the
   requests the double answered twice (repeatedAfterSuccess) per kill.
3. One quota for the whole project (the double: --quota-per project, 50/s, 200 ms latency):
   enrich with --qps 50 --quota-scope project; share of the quota used, and 429 answers.

Figures on stdout (Markdown); raw numbers in bench/out/nightly/results.json.
"""
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "bench", "out", "nightly")
BIN = os.path.join(ROOT, ".build", "release", "enrich")
KEY = "AIzaBenchKey-0000000000000000000000"
ROWS = int(os.environ.get("ROWS", 1000))
CONCURRENCY = int(os.environ.get("CONCURRENCY", 16))
QUOTA_ROWS = int(os.environ.get("QUOTA_ROWS", 3000))
ENDPOINTS = {"searchText": "google.places:searchText", "details": "google.places.get", "geocode": "google.geocode",
             "searchNearby": "google.places:searchNearby"}


class Double:
    def __init__(self, *arguments):
        self.process = subprocess.Popen(
            [sys.executable, os.path.join(ROOT, "Tests", "Doubles", "google_double.py"), "--key", KEY,
             "--exit-on-stdin-eof", *arguments], stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True)
        self.port = int(self.process.stdout.readline())

    def call(self, path, body=None):
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}",
                                         data=None if body is None else json.dumps(body).encode(),
                                         method="GET" if body is None else "POST")
        with urllib.request.urlopen(request) as response:
            return json.load(response)

    def stats(self):
        return self.call("/__double/stats")

    def reset(self):
        self.call("/__double/reset", {})

    def close(self):
        self.process.stdin.close()
        self.process.terminate()
        self.process.wait()

    @property
    def environment(self):
        return dict(os.environ, GOOGLE_MAPS_API_KEY=KEY, ENRICH_PLACES_ENDPOINT=f"http://127.0.0.1:{self.port}",
                    ENRICH_GEOCODING_ENDPOINT=f"http://127.0.0.1:{self.port}", XDG_CACHE_HOME=os.path.join(OUT, "xdg"))


def enrich(double, output, *options, environment=None, background=False, rows_file="rows.csv"):
    arguments = [BIN, os.path.join(OUT, rows_file), "-o", os.path.join(OUT, output), "--provider", "google",
                 "--at", "2026-12-06T10:00", "--qps", "500", "-j", str(CONCURRENCY), "--quiet", *options]
    env = dict(double.environment, **(environment or {}))
    if background:
        return subprocess.Popen(arguments, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return subprocess.run(arguments, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def rows(output):
    with open(os.path.join(OUT, output), encoding="utf-8") as source:
        return json.load(source)["rows"]


def per_thousand(value):
    return value * 1000 / ROWS


def night(double, label, output, cache, environment=None, extra=(), rows_file="rows.csv"):
    """Dry run, then the run; the double's counts and bill, the plan beside them."""
    plan_path = os.path.join(OUT, f"{output}.plan.json")
    options = ["--cache", cache, *extra]
    dry = enrich(double, "never.json", *options, "--dry-run", "--summary", plan_path, environment=environment,
                 rows_file=rows_file)
    assert dry.returncode == 0, dry.stderr
    with open(plan_path) as source:
        plan = json.load(source)
    double.reset()
    started = time.monotonic()
    run = enrich(double, output, *options, "--summary", os.path.join(OUT, f"{output}.summary.json"),
                 environment=environment, rows_file=rows_file)
    seconds = time.monotonic() - started
    stats = double.stats()
    with open(os.path.join(OUT, f"{output}.summary.json")) as source:
        summary = json.load(source)
    made = {ENDPOINTS[name]: count for name, count in stats["requests"].items() if name in ENDPOINTS}
    return {"label": label, "status": run.returncode, "seconds": seconds, "made": made, "billing": stats["billing"],
            "costUSD": stats["costUSD"], "enrichCostUSD": summary.get("estimatedCostUSD", 0),
            "planned": plan.get("requests", {}), "possible": plan.get("possibleRequests", {}),
            "expected": plan.get("expectedRequests"), "expectedCostUSD": plan.get("expectedCostUSD"),
            "plannedCostUSD": plan.get("estimatedCostUSD", 0), "maximumCostUSD": plan.get("maximumCostUSD", 0)}


def deviation(planned, made):
    if made == 0:
        return "exact" if planned == 0 else "—"
    return f"{100 * (planned - made) / made:+.1f} %"


def cost_and_plans(double, results):
    cache = os.path.join(OUT, "cache.sqlite")
    nights = [
        night(double, "first run (empty cache)", "first.json", cache),
        night(double, "immediate re-run", "again.json", cache),
        night(double, "a night with 10 % new rows", "changed.json", cache, rows_file="changed.csv"),
    ]
    reference = rows("first.json")
    nights[1]["rowsIdentical"] = rows("again.json") == reference
    statuses = {}
    for row in reference:
        statuses[row["status"]] = statuses.get(row["status"], 0) + 1
    results["statuses"] = statuses
    results["nights"] = nights
    print(f"### Cost per 1,000 rows ({ROWS} rows, open status, -j {CONCURRENCY})\n")
    print("First run's statuses: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())) + "\n")
    print("| run | requests / 1,000 rows (by endpoint) | list cost / 1,000 rows (double) | enrich's estimate | rows as the first run |")
    print("|---|---|---:|---:|---|")
    for entry in nights:
        made = ", ".join(f"{k.split('.', 1)[1]} {per_thousand(v):.0f}" for k, v in sorted(entry["made"].items())) or "none"
        same = entry.get("rowsIdentical", True)
        kind = "identical" if same else "DIFFER"
        if entry is nights[0]:
            kind = "(reference)"
        elif entry is nights[2]:
            kind = "(another input)"
        print(f"| {entry['label']} | {made} | ${per_thousand(entry['costUSD']):.2f} | ${per_thousand(entry['enrichCostUSD']):.2f} | {kind} |")
    print("\n### `--dry-run` beside the run\n")
    print("Expected = certain + the share of the possible requests earlier runs on the cache made "
          "(none before the first run: then the certain count).\n")
    print("| run | endpoint | certain | possible | expected | made | expected vs made |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for entry in nights:
        for endpoint in sorted(set(entry["planned"]) | set(entry["made"]) | set(entry["possible"])):
            planned, made = entry["planned"].get(endpoint, 0), entry["made"].get(endpoint, 0)
            expected = (entry["expected"] or entry["planned"]).get(endpoint, 0)
            print(f"| {entry['label']} | {endpoint} | {planned} | {entry['possible'].get(endpoint, 0)} | {expected} | "
                  f"{made} | {deviation(expected, made)} |")
        expected_cost = entry["expectedCostUSD"] if entry["expectedCostUSD"] is not None else entry["plannedCostUSD"]
        print(f"| {entry['label']} | cost | ${entry['plannedCostUSD']:.2f} | up to ${entry['maximumCostUSD']:.2f} | "
              f"${expected_cost:.2f} | ${entry['costUSD']:.2f} | {deviation(expected_cost, entry['costUSD'])} |")


def distinct_rows(count):
    """Rows that share no request: a place each, no two with the same name or street address
    (a crash then repeats only work it lost, not requests other rows share)."""
    with open(os.path.join(ROOT, "Tests", "Doubles", "places-helsinki.json"), encoding="utf-8") as source:
        places = json.load(source)["places"]
    names, streets, lines = set(), set(), ["id,name,address,city"]
    for place in places:
        name, street = place["displayName"]["text"], place["formattedAddress"].split(",")[0]
        if name in names or street in streets or "," in name or '"' in name or not any(c.isdigit() for c in street):
            continue
        names.add(name)
        streets.add(street)
        lines.append(f"{len(lines)},{name},{street},Helsinki")
        if len(lines) > count:
            break
    with open(os.path.join(OUT, "distinct.csv"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    return len(lines) - 1


def kills(double, results):
    count = distinct_rows(ROWS)
    double.call("/__double/config", {"latency_ms": 30})
    cache = os.path.join(OUT, "kill.sqlite")
    clean = os.path.join(OUT, "kill-clean.sqlite")
    for path in (cache, clean):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(path + suffix):
                os.remove(path + suffix)
    double.reset()
    assert enrich(double, "kill-clean.json", "--cache", clean, rows_file="distinct.csv").returncode == 0
    clean_requests = sum(double.stats()["requests"].values())
    double.reset()
    killed = 0
    for share in (0.1, 0.25, 0.4, 0.55, 0.7):
        process = enrich(double, "killed.json", "--cache", cache, background=True, rows_file="distinct.csv")
        target = int(clean_requests * share)
        while process.poll() is None and sum(double.stats()["requests"].values()) < target:
            time.sleep(0.01)
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
            process.wait()
            killed += 1
    final = enrich(double, "killed.json", "--cache", cache, rows_file="distinct.csv")
    stats = double.stats()
    made = sum(stats["requests"].values())
    repeated = sum(stats["repeatedAfterSuccess"].values())
    identical = rows("killed.json") == rows("kill-clean.json")
    results["kills"] = {"kills": killed, "cleanRequests": clean_requests, "made": made, "repeated": repeated,
                        "repeatedByEndpoint": stats["repeatedAfterSuccess"], "identical": identical,
                        "status": final.returncode, "concurrency": CONCURRENCY, "rows": count}
    double.call("/__double/config", {"latency_ms": 0})
    print(f"\n### Five kill -9, then the same command ({count} rows sharing no request, -j {CONCURRENCY}, "
          "30 ms latency)\n")
    print("| kills | requests, clean run | requests, killed runs + the last | answered twice (repeatedAfterSuccess) | per kill | rows as the clean run |")
    print("|---:|---:|---:|---:|---:|---|")
    print(f"| {killed} | {clean_requests} | {made} | {repeated} | {repeated / max(killed, 1):.1f} | {'identical' if identical else 'DIFFER'} |")


def quota(results):
    double = Double("--latency-ms", "200", "--quota-qps", "50", "--quota-per", "project")
    rows_file = os.path.join(OUT, "quota.csv")
    with open(rows_file, "w", encoding="utf-8") as out:
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "nightly", "make_rows.py"), str(QUOTA_ROWS)],
                       stdout=out, check=True)
    try:
        started = time.monotonic()
        run = subprocess.run(
            [BIN, rows_file, "-o", os.path.join(OUT, "quota.json"), "--provider", "google",
             "--at", "2026-12-06T10:00", "--qps", "50", "--quota-scope", "project", "-j", "64", "--no-cache",
             "--no-journal", "--quiet"], env=double.environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            text=True)
        seconds = time.monotonic() - started
        stats = double.stats()
        sent = stats["total"]
        answered = sent - stats["rateLimited"]
        span = stats["arrivalSpanSeconds"]
        results["quota"] = {"seconds": seconds, "sent": sent, "rateLimited": stats["rateLimited"],
                            "requests": stats["requests"], "status": run.returncode, "arrivalSpanSeconds": span}
        print(f"\n### One quota for the whole project ({QUOTA_ROWS} rows; double: 50 requests/s across endpoints, "
              "200 ms latency)\n")
        print("| requests (by endpoint) | wall s | answered / wall s | share | first to last request | answered / s there | share | 429 answers |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        by = ", ".join(f"{k} {v}" for k, v in sorted(stats["requests"].items()))
        print(f"| {by} | {seconds:.1f} | {answered / seconds:.1f} | {100 * answered / seconds / 50:.1f} % | "
              f"{span:.1f} s | {answered / span:.1f} | {100 * answered / span / 50:.1f} % | "
              f"{stats['rateLimited']} ({100 * stats['rateLimited'] / max(sent, 1):.2f} %) |")
    finally:
        double.close()


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        path = os.path.join(OUT, name)
        if os.path.isfile(path):
            os.remove(path)
    with open(os.path.join(OUT, "rows.csv"), "w", encoding="utf-8") as out:
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "nightly", "make_rows.py"), str(ROWS)],
                       stdout=out, check=True)
    # The next night's spreadsheet: the first 10 % of rows gone, as many new ones at the end.
    more = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "nightly", "make_rows.py"),
                           str(ROWS + ROWS // 10)], capture_output=True, text=True, check=True).stdout.splitlines()
    with open(os.path.join(OUT, "changed.csv"), "w", encoding="utf-8") as out:
        out.write("\n".join([more[0]] + more[1 + ROWS // 10:]) + "\n")
    results = {"rows": ROWS}
    parts = os.environ.get("PARTS", "cost,kills,quota").split(",")
    double = Double()
    try:
        if "cost" in parts:
            cost_and_plans(double, results)
        if "kills" in parts:
            kills(double, results)
    finally:
        double.close()
    if "quota" in parts:
        quota(results)
    with open(os.path.join(OUT, "results.json"), "w") as out:
        json.dump(results, out, indent=2)


if __name__ == "__main__":
    main()
