"""Scores enrich's output on a labelled matching set by the claim rule of the public Monaco set
(data README): a `matched` row claims a POI and is right when its id is in `acceptable`; a
`geocoded` row claims an address: right for an address-only case within 40 m of the answer,
a wrong claim when more than 150 m away (for any positive); an invented business (`expected`
null) is right when it is not `matched`, and a wrong claim when it is.
Usage: python3 score.py CASES.jsonl OUT.ndjson [--show FAMILY] [--json]"""
import collections
import json
import math
import sys


def distance(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(a))


def judge(case, row):
    """(right, wrong_claim, what) for one case and its output row."""
    status = row["status"]
    place = row.get("place") or {}
    acceptable = set(case.get("acceptable") or [])
    if case["expected"] is None:
        if status == "matched":
            return False, True, f"matched {place.get('id')} {place.get('name')!r}"
        return True, False, status
    if status == "matched":
        if place.get("id") in acceptable:
            return True, False, "matched"
        return False, True, f"matched {place.get('id')} {place.get('name')!r}"
    if status == "geocoded" and place.get("location") and case.get("lat") is not None:
        where = place["location"]
        metres = distance(where["latitude"], where["longitude"], case["lat"], case["lon"])
        if metres > 150:
            return False, True, f"geocoded {metres:.0f} m away ({place.get('formattedAddress')})"
        if case["family"] == "address_only" and metres <= 40:
            return True, False, "geocoded"
        return False, False, f"geocoded {metres:.0f} m away"
    return False, False, status


def main():
    cases = {c["id"]: c for c in map(json.loads, open(sys.argv[1], encoding="utf-8"))}
    show = sys.argv[sys.argv.index("--show") + 1] if "--show" in sys.argv else None
    rows = {}
    for line in open(sys.argv[2], encoding="utf-8"):
        row = json.loads(line)
        if "row" in row:
            rows[row["input"]["id"]] = row
    families = collections.defaultdict(lambda: [0, 0, 0])
    totals = [0, 0, 0]
    positives = [0, 0]
    for key, case in cases.items():
        row = rows.get(key)
        if row is None:
            raise SystemExit(f"case {key} has no output row")
        right, wrong, what = judge(case, row)
        for bucket in (families[case["family"]], totals):
            bucket[0] += 1
            bucket[1] += right
            bucket[2] += wrong
        if case["expected"] is not None:
            positives[0] += 1
            positives[1] += right
        if show and (show == "all" or show == case["family"]) and not right:
            print(f"  {key} {case['family']}/{case.get('variant')}: {json.dumps(case['input'], ensure_ascii=False)}"
                  f" -> {what}; want {case.get('expected')} {case.get('expected_name')!r}"
                  f" conf={row.get('confidence')}", file=sys.stderr)
    negatives = families.get("negative", [0, 0, 0])
    summary = {
        "rows": totals[0],
        "positives_correct": round(positives[1] / max(positives[0], 1), 4),
        "wrong_claims": round(totals[2] / max(totals[0], 1), 4),
        "invented_not_matched": round(negatives[1] / max(negatives[0], 1), 4),
        "families": {name: {"rows": n, "correct": round(r / n, 3), "wrong_claims": round(w / n, 3)}
                     for name, (n, r, w) in sorted(families.items())},
    }
    if "--json" in sys.argv:
        print(json.dumps(summary, indent=1))
        return
    print(f"{'family':<26}{'rows':>6}{'correct':>9}{'wrong':>8}")
    for name, value in summary["families"].items():
        print(f"{name:<26}{value['rows']:>6}{value['correct']:>9.3f}{value['wrong_claims']:>8.3f}")
    print(f"positives correct {summary['positives_correct']:.3f}, wrong claims {summary['wrong_claims']:.4f} "
          f"of {totals[0]} rows, invented businesses not matched {summary['invented_not_matched']:.3f}")


main()
