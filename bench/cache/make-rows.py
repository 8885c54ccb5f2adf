#!/usr/bin/env python3
"""Writes N query rows (one per line) from a local index: D distinct queries (distinct after
enrich's key normalisation: NFC, trimmed, whitespace collapsed, case-folded) plus N - D
repeats of earlier queries spelled differently (case, spacing), shuffled with a fixed seed.

usage: make-rows.py INDEX.sqlite OUT.txt [ROWS=10000] [DUPLICATE_SHARE=0.3] [SEED=7]
"""
import random
import sqlite3
import sys
import unicodedata


def normalise(text):
    return " ".join(unicodedata.normalize("NFC", text).split()).lower()


def main():
    index, out = sys.argv[1], sys.argv[2]
    rows = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
    share = float(sys.argv[4]) if len(sys.argv) > 4 else 0.3
    rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 7)
    db = sqlite3.connect(index)
    candidates = []
    for name, street, number, city in db.execute(
            "SELECT name, street, housenumber, coalesce(city, 'Helsinki') FROM places ORDER BY id"):
        candidates += [name, f"{name}, {city}", f"{name} {city}"]
        if street:
            candidates.append(f"{name}, {street} {number or ''}".strip())
    for street, number, postcode, city in db.execute(
            "SELECT street, housenumber, postcode, coalesce(city, 'Helsinki') FROM addresses ORDER BY id"):
        candidates += [f"{street} {number}", f"{street} {number}, {city}", f"{street} {number} {city}",
                       f"{street} {number}, {postcode or ''} {city}"]
    seen, distinct = set(), []
    for text in candidates:
        if normalise(text) not in seen:
            seen.add(normalise(text))
            distinct.append(text)
    wanted = rows - int(rows * share)
    if len(distinct) < wanted:
        sys.exit(f"only {len(distinct)} distinct queries in {index}, {wanted} needed")
    distinct = rng.sample(distinct, wanted)
    repeats = []
    for _ in range(rows - wanted):
        text = rng.choice(distinct)
        repeats.append(rng.choice([text.upper(), text.lower(), "  " + text.replace(" ", "   ") + " "]))
    lines = distinct + repeats
    rng.shuffle(lines)
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"{len(lines)} rows, {wanted} distinct queries, {len(repeats)} repeats -> {out}")


main()
