"""Messy spreadsheet rows about the sample extract's places, each with the OSM id it should
match (`expected_id`, a column enrich carries through untouched). Mess: missing diacritics,
one dropped or swapped letter, lower/upper case, `katu` → `k.`, generic words added or dropped
(`Ravintola`, `Cafe`, `Oy`), no address for 30 % of rows, postcode/city sometimes appended.
Usage: python3 make_rows.py N SEED > rows.csv"""
import csv
import json
import os
import random
import sys
import unicodedata

count, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(os.path.join(root, "Tests", "Doubles", "places-helsinki.json"), encoding="utf-8") as source:
    places = [p for p in json.load(source)["places"] if p.get("osm") and p.get("formattedAddress")]


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def typo(text):
    if len(text) < 6:
        return text
    i = rng.randrange(1, len(text) - 2)
    if rng.random() < 0.5:
        return text[:i] + text[i + 1:]
    return text[:i] + text[i + 1] + text[i] + text[i + 2:]


def mess_name(name):
    if rng.random() < 0.4:
        name = strip_accents(name)
    if rng.random() < 0.25:
        name = typo(name)
    roll = rng.random()
    if roll < 0.15:
        name = name.lower()
    elif roll < 0.2:
        name = name.upper()
    if rng.random() < 0.1 and not name.lower().startswith("ravintola"):
        name = "Ravintola " + name
    return name


def mess_address(address):
    street = address.split(",")[0]
    if rng.random() < 0.3:
        street = strip_accents(street)
    if rng.random() < 0.2:
        street = street.replace("katu ", "k. ")
    if rng.random() < 0.3:
        street += ", Helsinki"
    return street


out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["expected_id", "name", "address"])
for _ in range(count):
    place = rng.choice(places)
    street_line = place["formattedAddress"].split(",")[0]
    has_street = any(c.isdigit() for c in street_line)  # a street and a number, not just a city
    address = mess_address(place["formattedAddress"]) if has_street and rng.random() < 0.7 else ""
    out.writerow([place["osm"], mess_name(place["displayName"]["text"]), address])
