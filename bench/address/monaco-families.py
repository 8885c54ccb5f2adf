#!/usr/bin/env python3
"""Scores the local provider on the public Monaco set (../shared/data/match-monaco.jsonl over
monaco.osm.pbf) per family, with issue 14's claim rule: `matched` claims a POI (right when its
OSM id is acceptable, wrong otherwise); `geocoded` claims an address (right for an address-only
row within 40 m of the answer; wrong anywhere more than 150 m away); a negative (invented
business) is right when it is not `matched`.

Usage: python3 bench/address/monaco-families.py [--binary .build/release/enrich] [--data ../shared/data]
Prints one line per family: rows, share right, share of wrong claims. Used for the address
families (street abbreviations, full addresses, wrong numbers, address-only, chains).
"""
import argparse, collections, csv, json, math, os, subprocess, tempfile


def distance(a_lat, a_lon, b_lat, b_lon):
    r = 6371000.0
    p1, p2 = math.radians(a_lat), math.radians(b_lat)
    dp, dl = p2 - p1, math.radians(b_lon - a_lon)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(root, ".build", "release", "enrich"))
    parser.add_argument("--data", default=os.path.join(os.path.dirname(root), "shared", "data"))
    args = parser.parse_args()
    cases = [json.loads(line) for line in open(os.path.join(args.data, "match-monaco.jsonl"), encoding="utf-8")]
    work = tempfile.mkdtemp()
    index = os.path.join(work, "monaco.sqlite")
    subprocess.run([args.binary, "index", "build", os.path.join(args.data, "monaco.osm.pbf"), "-o", index],
                   check=True, capture_output=True)
    rows = os.path.join(work, "rows.csv")
    with open(rows, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["name", "address", "city", "postcode"])
        for case in cases:
            row = case["input"]
            writer.writerow([row.get("name", ""), row.get("address", ""), row.get("city", ""), row.get("postcode", "")])
    out = os.path.join(work, "out.ndjson")
    env = dict(os.environ, ENRICH_INDEX=index, XDG_CACHE_HOME=work)
    subprocess.run([args.binary, rows, "-o", out, "--no-open-status", "--no-journal", "--quiet"], env=env,
                   check=False)
    results = [json.loads(line) for line in open(out, encoding="utf-8")]
    results = [r for r in results if "row" in r]
    tally = collections.defaultdict(lambda: [0, 0, 0])
    for case, result in zip(cases, results):
        family = case["family"]
        status = result.get("status")
        place = result.get("place") or {}
        right = wrong = False
        if case["expected"] is None:
            right = status != "matched"
            wrong = status == "matched"
        elif status == "matched":
            right = place.get("id") in (case.get("acceptable") or [case["expected"]])
            wrong = not right
        elif status == "geocoded" and place.get("location"):
            far = distance(case["lat"], case["lon"], place["location"]["latitude"], place["location"]["longitude"])
            right = family == "address_only" and far <= 40
            wrong = far > 150
        entry = tally[family]
        entry[0] += 1
        entry[1] += right
        entry[2] += wrong
    total = [sum(v[i] for v in tally.values()) for i in range(3)]
    print(f"{'family':<24} {'rows':>5} {'right':>7} {'wrong':>7}")
    for family in sorted(tally):
        n, r, w = tally[family]
        print(f"{family:<24} {n:>5} {r / n:>7.3f} {w / n:>7.3f}")
    print(f"{'all':<24} {total[0]:>5} {total[1] / total[0]:>7.3f} {total[2] / total[0]:>7.3f}")


if __name__ == "__main__":
    main()
