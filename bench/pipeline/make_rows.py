"""Writes N place rows drawn from the sample extract's places (names and addresses, with
typos and missing diacritics mixed in), DUP% of them exact repeats of earlier rows.
Usage: python3 make_rows.py N DUP_PERCENT > rows.csv (deterministic)."""
import csv
import json
import os
import random
import sys
import unicodedata

count, duplicates = int(sys.argv[1]), float(sys.argv[2]) / 100
rng = random.Random(7)
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(os.path.join(root, "Tests", "Doubles", "places-helsinki.json"), encoding="utf-8") as source:
    places = json.load(source)["places"]
pool = [(p["displayName"]["text"], p.get("formattedAddress", "")) for p in places]


def messy(text):
    if rng.random() < 0.3:
        text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    if rng.random() < 0.2 and len(text) > 4:
        i = rng.randrange(1, len(text) - 1)
        text = text[:i] + text[i + 1:]
    return text


rows = []
out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["id", "name", "address"])
for i in range(count):
    if rows and rng.random() < duplicates:
        row = rng.choice(rows)
    else:
        name, address = rng.choice(pool)
        row = (messy(name) + (f" {i}" if rng.random() < 0.5 else ""), address.split(",")[0])
        rows.append(row)
    out.writerow([i + 1, *row])
