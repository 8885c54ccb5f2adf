"""A labelled set's inputs as the CSV a user would give enrich: id, name, address, city, postcode.
Usage: python3 to_csv.py CASES.jsonl > rows.csv"""
import csv
import json
import sys

out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["id", "name", "address", "city", "postcode"])
for line in open(sys.argv[1], encoding="utf-8"):
    case = json.loads(line)
    row = case["input"]
    out.writerow([case["id"]] + [row.get(key) or "" for key in ("name", "address", "city", "postcode")])
