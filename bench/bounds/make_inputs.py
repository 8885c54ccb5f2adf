#!/usr/bin/env python3
"""Inputs for bench/bounds/run.sh: one pathological dimension each (issue 11).

Usage: make_inputs.py FOLDER
"""
import os
import sys

folder = sys.argv[1]
LETTERS = "qwrtypsdfghjklzxcvbnm"  # no vowels: no word of the index


def word(length):
    return "".join(LETTERS[(i * 7 + i // 21) % len(LETTERS)] for i in range(length))


def words(size):
    out, total, i = [], 0, 0
    while total < size:
        w = word(3 + i % 6) + str(i)
        out.append(w)
        total += len(w) + 1
        i += 1
    return " ".join(out)


def write(name, text):
    with open(os.path.join(folder, name), "w") as handle:
        handle.write(text)


for length, label in [(16_000, "16k"), (65_536, "64k"), (1_000_000, "1m")]:
    write("name-%s.csv" % label, "name,address\n%s,Bulevardi 9\n" % word(length))
write("address-1m.csv", "name,address\nCafe Ekberg,%s\n" % word(1_000_000))
write("name-words-1m.csv", "name,address\n%s,Bulevardi 9\n" % words(1_000_000))
# 200 rows, each a different address of 300 KB in many words (60 MB): memory must not grow with
# the rows (every memo keyed by text keeps only short texts).
with open(os.path.join(folder, "addresses-200x300k.csv"), "w") as handle:
    handle.write("name,address\n")
    for row in range(200):
        handle.write("Kappeli %d,Aleksanterinkatu %d %s\n" % (row, row, words(300_000).replace(" ", " r%d" % row, 1)))
# 70,000 copies of one header name: a 141 KB file (`a,a,a,...`), three rows.
columns = 70_000
write("headers-70k.csv", ",".join(["a"] * columns) + "\n" + ("\n".join(",".join(["x"] * columns) for _ in range(3))) + "\n")
# One JSON field holding a 150,000-element array (900 KB, under the 1 MiB field limit).
write("array-150k.json", '[{"name":"Kappeli","tags":[%s]}]' % ",".join(str(i % 10) for i in range(150_000)))
