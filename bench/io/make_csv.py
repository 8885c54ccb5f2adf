"""Writes N rows of realistic, messy place data as CSV to stdout (deterministic)."""
import csv
import random
import sys

rows = int(sys.argv[1])
rng = random.Random(42)
names = ["Fazer Café", "Cafe Ekberg", "Kappeli", "Teemaa", "Kiila", "Gaijin", "Espresso House",
         "Robert's Coffee", "Hotel Kämp", "Yliopiston Apteekki", "Ravintola Savoy", "Starbucks",
         'Joe & The Juice, "Stockmann"']
streets = ["Aleksanterinkatu", "Bulevardi", "Eteläesplanadi", "Annankatu", "Kalevankatu",
           "Mannerheimintie", "Pohjoisesplanadi", "Keskuskatu"]
out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["id", "name", "address", "city", "notes"])
for i in range(rows):
    address = f"{rng.choice(streets)} {rng.randint(1, 60)}"
    if rng.random() < 0.1:
        address += f" A {rng.randint(1, 30)}"
    note = "" if rng.random() < 0.7 else "line one\nline two"
    out.writerow([i + 1, rng.choice(names), address, "Helsinki", note])
