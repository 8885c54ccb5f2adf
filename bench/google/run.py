#!/usr/bin/env python3
"""Throughput of enrich's Google provider against the local double, side by side with the
Python clients users would otherwise use, all pointed at the same double.

    bench/google/run.sh                 # creates the peers' venv, then runs this
    ROWS=2000 PEER_ROWS=300 QPS=50 LATENCY_MS=200 CONCURRENCY=64 bench/google/run.sh

The double runs with LATENCY_MS of latency per request and a quota of QPS requests per
second per method (429 RESOURCE_EXHAUSTED beyond it, OVER_QUERY_LIMIT for geocoding).
enrich runs twice: the real `enrich` binary (release build) on a CSV of the queries with
`--provider google --qps QPS -j CONCURRENCY --no-cache` (the whole pipeline: read, search, write),
and the provider alone through the opt-in harness test GoogleThroughputHarness; peers are called
row by row as their documentation shows. Results: bench/out/google/results.json and a Markdown table on stdout.
"""
import json
import os
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "bench", "out", "google")
KEY = "AIzaBenchKey-0000000000000000000000"
ROWS = int(os.environ.get("ROWS", 2000))
PEER_ROWS = int(os.environ.get("PEER_ROWS", 300))
QPS = int(os.environ.get("QPS", 50))
LATENCY_MS = int(os.environ.get("LATENCY_MS", 200))
CONCURRENCY = int(os.environ.get("CONCURRENCY", 64))
VENV_PYTHON = os.environ.get("BENCH_PYTHON", os.path.join(ROOT, ".build", "bench-venv", "bin", "python"))


def control(port, path, body=None):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body and json.dumps(body).encode(),
                                     method="POST" if body is not None else "GET")
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def queries(count):
    with open(os.path.join(ROOT, "Tests", "Doubles", "places-helsinki.json"), encoding="utf-8") as source:
        places = json.load(source)["places"]
    names = [p["displayName"]["text"] for p in places]
    addresses = [p["formattedAddress"] for p in places if p["formattedAddress"][:1].isalpha()]
    return [names[i % len(names)] for i in range(count)], [addresses[i % len(addresses)] for i in range(count)]


def main():
    os.makedirs(OUT, exist_ok=True)
    names, addresses = queries(max(ROWS, PEER_ROWS))
    with open(os.path.join(OUT, "queries.txt"), "w", encoding="utf-8") as out:
        out.write("\n".join(names[:ROWS]) + "\n")
    with open(os.path.join(OUT, "addresses.txt"), "w", encoding="utf-8") as out:
        out.write("\n".join(addresses[:PEER_ROWS]) + "\n")
    double = subprocess.Popen(
        [sys.executable, os.path.join(ROOT, "Tests", "Doubles", "google_double.py"), "--key", KEY,
         "--latency-ms", str(LATENCY_MS), "--quota-qps", str(QPS), "--exit-on-stdin-eof"],
        stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True)
    port = int(double.stdout.readline())
    results = {"quotaQPS": QPS, "latencyMs": LATENCY_MS, "runs": []}
    try:
        subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["swift", "build", "-c", "release", "--product", "enrich"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        csv_path = os.path.join(OUT, "queries.csv")
        with open(csv_path, "w", encoding="utf-8") as out:
            out.write("name\n" + "".join('"' + n.replace('"', '""') + '"\n' for n in names[:ROWS]))
        control(port, "/__double/reset", {})
        cli_env = dict(os.environ, GOOGLE_MAPS_API_KEY=KEY, ENRICH_PLACES_ENDPOINT=f"http://127.0.0.1:{port}",
                       ENRICH_GEOCODING_ENDPOINT=f"http://127.0.0.1:{port}")
        started = time.monotonic()
        subprocess.run([os.path.join(ROOT, ".build", "release", "enrich"), csv_path, "-o",
                        os.path.join(OUT, "enrich-cli.ndjson"), "--provider", "google", "--qps", str(QPS),
                        "-j", str(CONCURRENCY), "--no-cache", "--no-journal", "--no-open-status", "--quiet"],
                       cwd=ROOT, env=cli_env, check=False)
        seconds = time.monotonic() - started
        stats = control(port, "/__double/stats")
        sent = stats["requests"].get("searchText", 0) + stats["requests"].get("geocode", 0)
        results["runs"].append({"client": f"enrich CLI (-j {CONCURRENCY}, --qps {QPS})", "endpoint": "places:searchText",
                                "rows": ROWS, "failed": 0, "seconds": seconds, "requestsPerSecond": sent / seconds,
                                "rowsPerSecond": ROWS / seconds, "status429": stats["rateLimited"], "retries": 0})
        summary_path = os.path.join(OUT, "enrich.json")
        env = dict(os.environ, ENRICH_GOOGLE_BENCH=summary_path, ENRICH_BENCH_QUERIES=os.path.join(OUT, "queries.txt"),
                   ENRICH_BENCH_KEY=KEY, ENRICH_BENCH_ENDPOINT=f"http://127.0.0.1:{port}",
                   ENRICH_BENCH_QPS=str(QPS), ENRICH_BENCH_CONCURRENCY=str(CONCURRENCY))
        control(port, "/__double/reset", {})
        subprocess.run(["swift", "test", "--skip-build", "--filter", "GoogleThroughputHarness"], cwd=ROOT, env=env,
                       check=True, stdout=subprocess.DEVNULL)
        with open(summary_path) as source:
            enrich = json.load(source)
        stats = control(port, "/__double/stats")
        results["runs"].append({"client": f"enrich google provider (concurrency {CONCURRENCY}, --qps {QPS})",
                                "endpoint": "places:searchText", "rows": enrich["rows"], "failed": enrich["failed"],
                                "seconds": enrich["seconds"], "requestsPerSecond": enrich["requestsPerSecond"],
                                "rowsPerSecond": enrich["rowsPerSecond"], "status429": stats["rateLimited"],
                                "retries": enrich["retries"]})
        for peer in ("geopy", "googlemaps", "google-maps-places"):
            control(port, "/__double/reset", {})
            completed = subprocess.run(
                [VENV_PYTHON, os.path.join(ROOT, "bench", "google", "peers.py"), peer, "--port", str(port),
                 "--key", KEY, "--qps", str(QPS), "--names", os.path.join(OUT, "queries.txt"),
                 "--addresses", os.path.join(OUT, "addresses.txt"), "--rows", str(PEER_ROWS)],
                check=True, capture_output=True, text=True)
            run = json.loads(completed.stdout.strip().splitlines()[-1])
            run["status429"] = control(port, "/__double/stats")["rateLimited"]
            results["runs"].append(run)
    finally:
        double.stdin.close()
        double.terminate()
        double.wait()
    with open(os.path.join(OUT, "results.json"), "w") as out:
        json.dump(results, out, indent=2)
    best_peer = max(r["requestsPerSecond"] for r in results["runs"][2:])
    print(f"Double: {LATENCY_MS} ms latency, quota {QPS} requests/s per method.\n")
    print("| client | endpoint | rows | failed | seconds | requests/s | share of quota | 429s / over-limit |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for r in results["runs"]:
        print(f"| {r['client']} | {r['endpoint']} | {r['rows']} | {r['failed']} | {r['seconds']:.1f} | "
              f"{r['requestsPerSecond']:.1f} | {100 * r['requestsPerSecond'] / QPS:.0f}% | {r['status429']} |")
    ours = results["runs"][0]["requestsPerSecond"]
    print(f"\nenrich / best peer: {ours / best_peer:.1f}x")


if __name__ == "__main__":
    main()
