#!/usr/bin/env python3
"""Writes a CSV of N place rows (Helsinki-like names/addresses, some quoted fields) to stdout."""
import random
import sys

count = int(sys.argv[1])
rng = random.Random(42)
names = ["Café Ekberg", "Fazer Café", "Ravintola Savoy", "Kappeli", "Karl Fazer", "Kahvila Sävy", "Pub \"Vanha\""]
streets = ["Bulevardi", "Kluuvikatu", "Eteläesplanadi", "Mannerheimintie", "Aleksanterinkatu", "Fredrikinkatu"]
out = sys.stdout
out.write("id,name,street,housenumber,postcode,city,note\n")
for i in range(1, count + 1):
    name = rng.choice(names)
    quoted = '"' + name.replace('"', '""') + '"' if '"' in name or rng.random() < 0.2 else name
    note = '"opens at 9, closes at 17"' if rng.random() < 0.1 else ""
    out.write(f"{i},{quoted},{rng.choice(streets)},{rng.randint(1, 99)},00{rng.randint(100, 990)},Helsinki,{note}\n")
