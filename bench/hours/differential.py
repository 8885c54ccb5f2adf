#!/usr/bin/env python3
"""Differential check of EnrichHours against opening-hours-py (the Rust opening-hours crate).

Generates (expression, local time) cases from the shared corpus, evaluates them with the
Swift batch function (through `swift test --filter runBatchFileForBench`) and with the
reference, and reports agreement on open/closed/unknown and on the next change.

Usage (from the repository root):
  python3 bench/hours/differential.py [--per-expr 8] [--seed 1] [--venv /tmp/ohvenv]
The reference is installed with pip into the venv on first use.
"""
import argparse, json, os, random, subprocess, sys, collections, datetime as dt

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The copy of the shared corpus kept with the tests (Tests/EnrichHoursTests/Fixtures/README.md).
CORPUS = os.path.join(ROOT, "Tests", "EnrichHoursTests", "Fixtures", "opening-hours-expressions.jsonl")
ZONE, COUNTRY, LAT, LNG = "Europe/Helsinki", "FI", 60.1699, 24.9384


def ensure_reference(venv):
    python = os.path.join(venv, "bin", "python")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", "opening-hours-py"], check=True)
    return python


def make_cases(per_expr, seed):
    rng = random.Random(seed)
    corpus = [json.loads(l) for l in open(CORPUS, encoding="utf-8")]
    cases = []
    start = dt.datetime(2024, 1, 1)
    span_minutes = 5 * 366 * 1440
    for entry in corpus:
        if not entry.get("reference_parses"):
            continue
        for _ in range(per_expr):
            t = start + dt.timedelta(minutes=rng.randrange(span_minutes))
            cases.append({"expr": entry["expr"], "at": t.strftime("%Y-%m-%dT%H:%M"),
                          "tz": ZONE, "country": COUNTRY, "lat": LAT, "lng": LNG})
    return cases


REFERENCE_SCRIPT = r'''
import json, sys, datetime as dt
from zoneinfo import ZoneInfo
from opening_hours import OpeningHours
zone = ZoneInfo(sys.argv[3])
out = open(sys.argv[2], "w")
cache = {}
for line in open(sys.argv[1]):
    case = json.loads(line)
    expr = case["expr"]
    try:
        if expr not in cache:
            # Same horizon as ours for year/week selectors (8 years); without it the reference
            # searches to year 9999 for expressions that never change (minutes per case).
            cache[expr] = OpeningHours(expr, timezone=zone, country=case["country"],
                                       coords=(case["lat"], case["lng"]), max_interval_days=8 * 366)
        oh = cache[expr]
        t = dt.datetime.fromisoformat(case["at"]).replace(tzinfo=zone)
        state = "open" if oh.is_open(t) else "closed" if oh.is_closed(t) else "unknown"
        nxt = oh.next_change(t)
        out.write(json.dumps({"status": state, "next": nxt.strftime("%Y-%m-%dT%H:%M") if nxt else None}) + "\n")
    except Exception as error:
        out.write(json.dumps({"error": str(error).splitlines()[0]}) + "\n")
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--per-expr", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--venv", default="/tmp/ohvenv")
    parser.add_argument("--out", default="/tmp/hours-differential")
    parser.add_argument("--reuse-reference", action="store_true",
                        help="keep reference.jsonl from an earlier run with the same cases")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    python = ensure_reference(args.venv)
    cases = make_cases(args.per_expr, args.seed)
    case_path = os.path.join(args.out, "cases.jsonl")
    with open(case_path, "w") as f:
        for c in cases:
            f.write(json.dumps(c) + "\n")
    ours_path = os.path.join(args.out, "ours.jsonl")
    env = dict(os.environ, HOURS_BATCH_INPUT=case_path, HOURS_BATCH_OUTPUT=ours_path)
    subprocess.run(["swift", "test", "--filter", "runBatchFileForBench"], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    ref_path = os.path.join(args.out, "reference.jsonl")
    script = os.path.join(args.out, "reference.py")
    open(script, "w").write(REFERENCE_SCRIPT)
    if not (args.reuse_reference and os.path.exists(ref_path)):
        subprocess.run([python, script, case_path, ref_path, ZONE], check=True)
    ours = [json.loads(l) for l in open(ours_path)]
    refs = [json.loads(l) for l in open(ref_path)]
    compared = status_agree = next_agree = 0
    sh_cases = sh_disagree = 0
    classes = collections.Counter()
    disagreements = []
    for case, mine, ref in zip(cases, ours, refs):
        if "error" in ref:
            continue
        compared += 1
        uses_sh = "SH" in case["expr"].upper().replace("SHOP", "")
        sh_cases += uses_sh
        my_next = mine.get("nextChange")
        my_next = my_next[:16] if my_next else None
        if mine.get("openStatus") == ref["status"]:
            status_agree += 1
            if my_next == ref["next"]:
                next_agree += 1
        else:
            key = f'{ref["status"]}->{mine.get("openStatus")}'
            if uses_sh:
                sh_disagree += 1
                key += " (SH)"
            classes[key] += 1
            disagreements.append({"case": case, "ours": mine, "reference": ref})
    with open(os.path.join(args.out, "disagreements.jsonl"), "w") as f:
        for d in disagreements:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    stats = json.load(open(ours_path + ".stats"))
    print(f"cases compared: {compared} (expressions the reference parses: {len(set(c['expr'] for c in cases))})")
    print(f"status agreement: {status_agree}/{compared} = {100.0 * status_agree / compared:.2f}%")
    print(f"status and nextChange agreement: {next_agree}/{compared} = {100.0 * next_agree / compared:.2f}%")
    rest = compared - sh_cases
    rest_agree = status_agree - (sh_cases - sh_disagree)
    print(f"status agreement without SH expressions (SH is unknown by design): {rest_agree}/{rest} = "
          f"{100.0 * rest_agree / rest:.2f}%")
    print("disagreement classes (reference->ours):", dict(classes.most_common()))
    print(f"Swift batch: {stats['lines']} lines in {stats['seconds']:.3f} s = {stats['perSecond']} evaluations/s")
    print("details:", os.path.join(args.out, "disagreements.jsonl"))


if __name__ == "__main__":
    main()
