#!/usr/bin/env python3
"""Mutation fuzzing of enrich's readers, normalisation and writers, through the binary.

Seeds: the sample CSV, JSON and KML files, a GeoJSON and a JSON Lines file made from
samples/places.json, and enrich's own outputs of samples/places.csv in every format (so the
read-back paths are fuzzed too). Each iteration applies 1-4 random mutations (byte flips,
inserted syntax characters and broken UTF-8, deleted, duplicated or swapped spans,
truncation, long runs of one character) to one seed, runs

    enrich MUTATED -o out.ndjson -o out.json -o out.csv -o out.geojson -o out.kml --provider none \
        --allow-empty [--header-row LINE]

(`--allow-empty` writes even a file whose every row is broken, so its rows are counted; a CSV's
header is named as the line of its first non-blank row, where Python's count puts it)

and checks:

- no crash (a signal) and no hang (a timeout), and only the documented exit codes 0, 1, 2;
- exit 0 or 1: every output exists and is valid (parsed by Python), holds the same number of
  rows, numbered 1..N with a status; nothing on stdout; no temporary file left behind;
- exit 2: an `enrich: error:` message naming the input, and no output written;
- when Python's own readers accept the input (csv with strict=True; json with NaN, Infinity
  and lone surrogates refused; xml.etree for KML), the run succeeds (exit 0 or 1) with as many
  rows as Python counts.

Deterministic for a given --seed. Exit status 1 when anything was found; the inputs that failed
are kept in --keep for reproduction.

Usage: bench/fuzz/fuzz.py [--iterations N] [--seed S] [--binary PATH] [--index PATH] [--keep DIR]
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutators  # noqa: E402
import oracle  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUTPUTS = ["out.ndjson", "out.json", "out.csv", "out.geojson", "out.kml"]

def make_seeds(binary, folder):
    """The sample files, GeoJSON/NDJSON made from places.json, and enrich's outputs."""
    import json

    seeds = []
    for name in ["places.csv", "places.json", "places.kml"]:
        path = os.path.join(folder, "seed-" + name)
        shutil.copy(os.path.join(ROOT, "samples", name), path)
        seeds.append(path)
    rows = json.load(open(os.path.join(ROOT, "samples", "places.json")))
    features = []
    for index, row in enumerate(rows):
        geometry = {"type": "Point", "coordinates": [24.94 + index / 1000, 60.17]} if index % 2 else None
        features.append({"type": "Feature", "geometry": geometry, "properties": row})
    path = os.path.join(folder, "seed-places.geojson")
    json.dump({"type": "FeatureCollection", "features": features}, open(path, "w"), ensure_ascii=False, indent=1)
    seeds.append(path)
    path = os.path.join(folder, "seed-places.ndjson")
    with open(path, "w") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    seeds.append(path)
    outputs = [os.path.join(folder, "seed-output." + ext) for ext in ["json", "ndjson", "csv", "geojson", "kml"]]
    command = [binary, os.path.join(ROOT, "samples", "places.csv"), "--provider", "none", "--no-journal", "-q"]
    for output in outputs:
        command += ["-o", output]
    subprocess.run(command, check=False, capture_output=True, cwd=folder)
    seeds += [path for path in outputs if os.path.exists(path)]
    return seeds


def run_once(binary, path, work, index, timeout):
    for name in OUTPUTS:
        if os.path.exists(os.path.join(work, name)):
            os.remove(os.path.join(work, name))
    # --allow-empty: a file whose every row is broken is still written, so its rows are counted.
    command = [binary, path, "--no-journal", "--no-cache", "-q", "--no-open-status", "--allow-empty"]
    command += ["--provider", "local", "--index", index] if index else ["--provider", "none"]
    if path.endswith(".csv"):
        command += ["--delimiter", "comma"]
        # The header is the first row, as Python's count assumes (enrich would look for it).
        line = oracle.csv_header_line(open(path, "rb").read())
        if line:
            command += ["--header-row", str(line)]
    for name in OUTPUTS:
        command += ["-o", os.path.join(work, name)]
    env = dict(os.environ, XDG_CACHE_HOME=work, TERM="dumb")
    started = time.monotonic()
    try:
        result = subprocess.run(command, capture_output=True, timeout=timeout, cwd=work, env=env)
    except subprocess.TimeoutExpired:
        return ["hang: no exit within %d s" % timeout], None, time.monotonic() - started
    return check(result, path, work), result, time.monotonic() - started


def check(result, path, work):
    problems = []
    status = result.returncode
    if status < 0:
        return ["crash: signal %d; stderr: %s" % (-status, result.stderr[-500:])]
    if status not in (0, 1, 2):
        problems.append("exit status %d; stderr: %s" % (status, result.stderr[-500:]))
    if result.stdout:
        problems.append("data on stdout without -o -")
    leftovers = [name for name in os.listdir(work) if ".tmp-" in name]
    if leftovers:
        problems.append("temporary files left: %s" % leftovers)
    expected = oracle.expected_rows(path)
    if status == 2:
        if b"enrich: error:" not in result.stderr:
            problems.append("exit 2 without an error message")
        written = [name for name in OUTPUTS if os.path.exists(os.path.join(work, name))]
        if written:
            problems.append("exit 2 but outputs written: %s" % written)
        if expected is not None:
            problems.append("Python reads %d rows but enrich refused the input: %s"
                            % (expected, result.stderr.decode(errors="replace")[-300:]))
        return problems
    if status in (0, 1):
        try:
            counts = oracle.output_rows(work)
        except Exception as error:  # noqa: BLE001 - any failure to read an output is a finding
            problems.append("invalid output: %s" % error)
            return problems
        if len(set(counts.values())) != 1:
            problems.append("outputs disagree on the row count: %s" % counts)
        rows = counts.get("out.ndjson")
        if expected is not None and rows != expected:
            problems.append("enrich wrote %s rows, Python reads %d" % (rows, expected))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "enrich"))
    parser.add_argument("--index", help="also run the local provider on this index (slower)")
    parser.add_argument("--keep", help="folder for inputs that failed (default: a temporary one)")
    parser.add_argument("--timeout", type=int, default=60)
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="enrich-fuzz-")
    keep = args.keep or os.path.join(work, "findings")
    os.makedirs(keep, exist_ok=True)
    seeds = make_seeds(args.binary, work)
    findings = 0
    by_status = {}
    compared = 0
    slowest = (0.0, "")
    for iteration in range(args.iterations):
        seed = rng.choice(seeds)
        data = mutators.mutate(open(seed, "rb").read(), os.path.splitext(seed)[1], rng)
        extension = os.path.splitext(seed)[1]
        path = os.path.join(work, "input" + extension)
        with open(path, "wb") as out:
            out.write(data)
        problems, result, seconds = run_once(args.binary, path, work, args.index, args.timeout)
        if seconds > slowest[0]:
            slowest = (seconds, "iteration %d (%s)" % (iteration, os.path.basename(seed)))
        if result is not None:
            by_status[result.returncode] = by_status.get(result.returncode, 0) + 1
        if oracle.expected_rows(path) is not None:
            compared += 1
        if problems:
            findings += 1
            kept = os.path.join(keep, "finding-%d%s" % (iteration, extension))
            shutil.copy(path, kept)
            print("FINDING iteration %d (seed %s, input kept as %s):" % (iteration, os.path.basename(seed), kept))
            for problem in problems:
                print("  - " + problem)
    print("fuzz: %d iterations, seed %d, %d findings; exit statuses %s; %d inputs compared with Python's "
          "count; slowest run %.2f s (%s)" % (args.iterations, args.seed, findings, dict(sorted(by_status.items())),
                                              compared, slowest[0], slowest[1]))
    if not args.keep and findings == 0:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
