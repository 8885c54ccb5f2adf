"""Writes N rows for the nightly benchmark, drawn from the Google double's fixture places:
mostly a name and a street address (30 % without diacritics, 20 % with a dropped letter),
8 % an address alone, 4 % an address with a unit (geocoded), 3 % a name nobody knows.
Every row has its own id. Usage: python3 make_rows.py N > rows.csv (deterministic)."""
import csv
import json
import os
import random
import sys
import unicodedata

count = int(sys.argv[1])
rng = random.Random(13)
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(os.path.join(root, "Tests", "Doubles", "places-helsinki.json"), encoding="utf-8") as source:
    places = [p for p in json.load(source)["places"]
              if p["formattedAddress"][:1].isalpha() and any(c.isdigit() for c in p["formattedAddress"].split(",")[0])]


def messy(text):
    if rng.random() < 0.3:
        text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    if rng.random() < 0.2 and len(text) > 5:
        i = rng.randrange(1, len(text) - 1)
        text = text[:i] + text[i + 1:]
    return text


out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["id", "name", "address", "city"])
for i in range(count):
    place = places[(i * 7) % len(places)]
    street = place["formattedAddress"].split(",")[0]
    kind = rng.random()
    if kind < 0.08:
        row = ("", street)
    elif kind < 0.12:
        row = ("", f"{street} A {rng.randrange(1, 40)}")
    elif kind < 0.15:
        row = (f"Nonexistent Bistro {i}", "Keksitynkatu 1")
    else:
        row = (messy(place["displayName"]["text"]), street)
    out.writerow([i + 1, *row, "Helsinki"])
