#!/usr/bin/env python3
"""Rows for the throughput bench: names and street addresses of an index's own places (built by
`enrich index build` from a real extract), with the mess spreadsheets have, made distinct-ish
by a branch or floor suffix so a run cannot answer most rows from its memo.

    python3 bench/scale/make_rows.py INDEX.sqlite ROWS [SEED] > rows.csv
"""
import csv
import random
import sqlite3
import sys
import unicodedata

index, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 5)
places = sqlite3.connect(index).execute(
    "SELECT name, street, housenumber, city FROM places WHERE name IS NOT NULL").fetchall()


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def typo(text):
    if len(text) < 5:
        return text
    i = rng.randrange(1, len(text) - 1)
    return text[:i] + text[i + 1:]


writer = csv.writer(sys.stdout, lineterminator="\n")
writer.writerow(["id", "name", "address", "city"])
for row in range(count):
    name, street, number, city = rng.choice(places)
    if rng.random() < 0.3:
        name = strip_accents(name)
    if rng.random() < 0.2:
        name = typo(name)
    # About a third of the rows get a suffix of their own: distinct queries, same place.
    if rng.random() < 0.35:
        name = f"{name} {rng.choice(['', 'shop ', 'branch ', 'kiosk '])}{rng.randrange(1, 400)}"
    address = f"{street} {number}" if street and number and rng.random() < 0.8 else (street or "")
    writer.writerow([row + 1, name, address, city or ""])
