"""Builds bench/quality/sets/helsinki.jsonl: labelled matching cases over samples/helsinki.osm.pbf
in the families and the format of the public Monaco set (see bench/quality/README.md).

The mess is shaped by hand here, the way people type spreadsheets, and shares no code or word
list with enrich's matcher: typos are one keyboard slip in one word, legal words and business
words are the ones Finnish registers and menus use, street abbreviations are the ones Helsinki's
own signs and letters use, invented businesses are composed from a fixed vocabulary and checked
against every name of the extract, and branches elsewhere are real chains at real addresses in
Espoo, Vantaa and beyond. Labels come from the OSM data only.

Needs pyosmium (Debian: python3-pyosmium). Usage: /usr/bin/python3 make_helsinki_set.py > OUT"""
import collections
import json
import math
import os
import random
import sys
import unicodedata

import osmium

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXTRACT = os.path.join(ROOT, "samples", "helsinki.osm.pbf")
rng = random.Random(14)
POI_KEYS = ("amenity", "shop", "tourism", "leisure", "office", "club", "craft", "historic", "healthcare")
FURNITURE = {"bench", "waste_basket", "bicycle_parking", "vending_machine", "parking_entrance", "post_box",
             "recycling", "telephone", "drinking_water", "clock", "atm"}


class Reader(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.features = []
        self.ways = {}

    def add(self, kind, obj, location):
        tags = {tag.k: tag.v for tag in obj.tags}
        if tags and location:
            self.features.append({"id": f"{kind}/{obj.id}", "tags": tags, "lat": location[0], "lon": location[1]})

    def node(self, node):
        self.add("node", node, (node.location.lat, node.location.lon) if node.location.valid() else None)

    def way(self, way):
        points = [(n.lat, n.lon) for n in way.nodes if n.location.valid()]
        if points:
            centre = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
            self.ways[way.id] = centre
            self.add("way", way, centre)

    def relation(self, relation):
        points = [self.ways[m.ref] for m in relation.members if m.type == "w" and m.ref in self.ways]
        if points:
            self.add("relation", relation,
                     (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)))


def distance(a, b):
    p1, p2 = math.radians(a["lat"]), math.radians(b["lat"])
    dp, dl = p2 - p1, math.radians(b["lon"] - a["lon"])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))


def plain(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def simple(text):
    """Case, accents, apostrophes and punctuation ignored: what a person would not tell apart."""
    text = plain(text).lower().replace("'", "").replace("\u2019", "")
    return " ".join("".join(c if c.isalnum() else " " for c in text).split())


NEIGHBOURS = {
    "a": "sq", "b": "vn", "c": "xv", "d": "sf", "e": "wr", "f": "dg", "g": "fh", "h": "gj", "i": "uo",
    "j": "hk", "k": "jl", "l": "k", "m": "n", "n": "bm", "o": "ip", "p": "o", "r": "et", "s": "ad",
    "t": "ry", "u": "yi", "v": "cb", "y": "tu", "ä": "ö", "ö": "ä", "å": "ä",
}


def slip(name):
    """One keyboard slip in the longest word: (variant, text) or None."""
    words = name.split(" ")
    index = max(range(len(words)), key=lambda i: len(words[i]))
    word = words[index]
    if len(word) < 5 or not word.isalpha():
        return None
    kind = rng.choice(["deletion", "insertion", "substitution", "transposition"])
    i = rng.randrange(1, len(word) - 2)
    if kind == "deletion":
        word = word[:i] + word[i + 1:]
    elif kind == "insertion":
        word = word[:i] + word[i] + word[i:]
    elif kind == "substitution":
        options = NEIGHBOURS.get(word[i].lower())
        if not options:
            return None
        word = word[:i] + rng.choice(options) + word[i + 1:]
    else:
        if word[i] == word[i + 1]:
            return None
        word = word[:i] + word[i + 1] + word[i] + word[i + 2:]
    words[index] = word
    return kind, " ".join(words)


def abbreviate(street):
    """How Helsinki letters shorten a street name, or None when this one has no usual short form."""
    lower = street.lower()
    for full, short in (("pohjoisesplanadi", "Pohj. Esplanadi"), ("eteläesplanadi", "Et. Esplanadi"),
                        ("pohjoisranta", "Pohj. ranta")):
        if lower == full:
            return short
    for suffix, short in (("katu", "k."), ("tie", "t."), ("kuja", "kj."), ("polku", "p."), ("tori", "tori")):
        if lower.endswith(suffix) and len(street) > len(suffix) + 3 and short != suffix:
            return street[: -len(suffix)] + short
    for suffix in ("katu", "tie", "kuja"):
        if lower.endswith(suffix) and len(street) > len(suffix) + 3:
            return street[: -len(suffix)] + " " + suffix  # written apart
    return None


LEGAL = ["Oy", "Oy Ab", "Ab", "Oyj", "Ltd", "Ky", "Tmi"]
BUSINESS_WORDS = {
    "restaurant": ["Ravintola", "Restaurant"], "fast_food": ["Ravintola"], "cafe": ["Kahvila", "Café", "Cafe"],
    "bar": ["Baari", "Bar"], "pub": ["Pub", "Baari"], "hotel": ["Hotelli", "Hotel"], "hostel": ["Hostel"],
}


def case(kind, variant, feature, row, **extra):
    tags = feature["tags"]
    value = {"family": kind, "variant": variant, "input": row, "expected": feature["id"],
             "expected_name": tags.get("name"), "lat": round(feature["lat"], 7), "lon": round(feature["lon"], 7),
             "category": category(tags),
             "expected_address": f"{tags['addr:street']} {tags['addr:housenumber']}" if "addr:street" in tags
             and "addr:housenumber" in tags else None}
    value.update(extra)
    return value


def category(tags):
    for key in POI_KEYS:
        if key in tags:
            return f"{key}={tags[key]}"
    return None


def address_line(tags, number=None):
    return f"{tags['addr:street']} {number or tags['addr:housenumber']}"


def main():
    reader = Reader()
    reader.apply_file(EXTRACT, locations=True)
    features = reader.features
    named = [f for f in features if "name" in f["tags"]]
    all_names = {simple(v) for f in features for k, v in f["tags"].items() if "name" in k or k == "brand"}
    pois = [f for f in named if category(f["tags"]) and f["tags"].get("amenity") not in FURNITURE
            and not f["id"].startswith("relation/")]
    by_name = collections.defaultdict(list)
    for f in pois:
        by_name[simple(f["tags"]["name"])].append(f)

    def acceptable(feature):
        """The object, and other objects of the same name within 80 m (a shop and its building)."""
        key = simple(feature["tags"]["name"])
        near = [f["id"] for f in named if f is not feature and simple(f["tags"]["name"]) == key
                and distance(f, feature) <= 80]
        return [feature["id"]] + near

    unique = [f for f in pois if len(by_name[simple(f["tags"]["name"])]) == 1 and len(simple(f["tags"]["name"])) >= 3]
    with_address = [f for f in unique if "addr:street" in f["tags"] and "addr:housenumber" in f["tags"]
                    and f["tags"]["addr:housenumber"][:1].isdigit()]
    cases = []

    def add(kind, variant, feature, row, **extra):
        value = case(kind, variant, feature, row, **extra)
        value["acceptable"] = acceptable(feature)
        cases.append(value)

    def city():
        return rng.choice(["Helsinki", "Helsinki", "Helsinki", "HELSINKI", "helsinki", None])

    def with_city(row):
        town = city()
        if town:
            row["city"] = town
        return row

    for feature in rng.sample(unique, 150):
        add("exact_name", "name", feature, with_city({"name": feature["tags"]["name"]}))
    typos = 0
    for feature in rng.sample(unique, len(unique)):
        slipped = slip(feature["tags"]["name"])
        if slipped and typos < 150:
            typos += 1
            add("name_typo", slipped[0], feature, with_city({"name": slipped[1]}))
    accented = [f for f in unique if plain(f["tags"]["name"]) != f["tags"]["name"]]
    for feature in rng.sample(accented, min(90, len(accented))):
        add("name_nodiacritics", "had_diacritics", feature, with_city({"name": plain(feature["tags"]["name"])}))
    for feature in rng.sample(unique, 40):
        text = feature["tags"]["name"]
        add("name_nodiacritics", "lowercase_only", feature, with_city({"name": plain(text).lower()}))
    legal = 0
    for feature in rng.sample(unique, len(unique)):
        if legal >= 130:
            break
        tags = feature["tags"]
        value = tags.get("amenity") or tags.get("tourism")
        name = tags["name"]
        words = BUSINESS_WORDS.get(value)
        if words and not any(simple(w) in simple(name).split() for w in words):
            word = rng.choice(words)
            text = f"{word} {name}" if word not in ("Restaurant", "Bar", "Pub") or rng.random() < 0.5 else f"{name} {word}"
            add("name_legal_words", f"added:{word}", feature, with_city({"name": text}))
            legal += 1
        elif "shop" in tags or "office" in tags or "craft" in tags:
            word = rng.choice(LEGAL)
            add("name_legal_words", f"added:{word}", feature, with_city({"name": f"{name} {word}"}))
            legal += 1
    postcoded = [f for f in unique if "addr:postcode" in f["tags"]]
    for feature in rng.sample(postcoded, 110):
        add("name_postcode", "name+postcode", feature,
            {"name": feature["tags"]["name"], "postcode": feature["tags"]["addr:postcode"]})
    for feature in rng.sample(with_address, 140):
        tags = feature["tags"]
        roll = rng.random()
        if roll < 0.4:
            postcode = tags.get("addr:postcode")
            tail = f", {postcode} Helsinki" if postcode else ", Helsinki"
            add("name_full_address", "one_cell", feature, {"name": tags["name"], "address": address_line(tags) + tail})
        elif roll < 0.85:
            row = {"name": tags["name"], "address": address_line(tags), "city": "Helsinki"}
            if "addr:postcode" in tags:
                row["postcode"] = tags["addr:postcode"]
            add("name_full_address", "split_columns", feature, row)
        else:
            add("name_full_address", "split_columns_no_postcode", feature,
                {"name": tags["name"], "address": address_line(tags), "city": "Helsinki"})
    wrong = 0
    for feature in rng.sample(with_address, len(with_address)):
        tags = feature["tags"]
        digits = "".join(c for c in tags["addr:housenumber"] if c.isdigit())
        if not digits or digits != tags["addr:housenumber"] or wrong >= 120:
            continue
        step = rng.choice([2, -2])
        if int(digits) + step < 1:
            step = 2
        wrong += 1
        add("name_wrong_housenumber", f"{step:+d}", feature,
            with_city({"name": tags["name"], "address": address_line(tags, int(digits) + step)}),
            query_housenumber=str(int(digits) + step))
    abbreviated = 0
    for feature in rng.sample(with_address, len(with_address)):
        tags = feature["tags"]
        short = abbreviate(tags["addr:street"])
        if short and abbreviated < 90:
            abbreviated += 1
            add("street_abbrev", f"{tags['addr:street']} -> {short}", feature,
                with_city({"name": tags["name"], "address": f"{short} {tags['addr:housenumber']}"}))
    streets_sv = {}
    for f in named:
        t = f["tags"]
        if "highway" in t and "name:sv" in t and t["name:sv"] != t["name"]:
            streets_sv[t["name"]] = t["name:sv"]
    swedish = 0
    for feature in rng.sample(with_address, len(with_address)):
        tags = feature["tags"]
        if tags["addr:street"] in streets_sv and swedish < 20:
            swedish += 1
            add("street_abbrev", "swedish street name", feature,
                {"name": tags["name"], "address": f"{streets_sv[tags['addr:street']]} {tags['addr:housenumber']}",
                 "city": "Helsingfors"})
    chains = [group for group in by_name.values() if len(group) >= 2]
    for group in chains:
        for feature in group:
            tags = feature["tags"]
            # Only a branch that its address tells apart from the others is findable.
            same = [o for o in group if o is not feature and o["tags"].get("addr:street") == tags.get("addr:street")
                    and o["tags"].get("addr:housenumber") == tags.get("addr:housenumber")]
            if "addr:street" in tags and "addr:housenumber" in tags and not same:
                others = min(distance(feature, other) for other in group if other is not feature)
                add("chain", "chain", feature, with_city({"name": tags["name"], "address": address_line(tags)}),
                    n_same_name_pois=len(group), nearest_other_same_name_m=round(others))
    other = 0
    for feature in rng.sample(pois, len(pois)):
        tags = feature["tags"]
        if len(by_name[simple(tags["name"])]) > 1:
            continue
        for key in ("name:sv", "name:en"):
            value = tags.get(key)
            if value and simple(value) != simple(tags["name"]) and other < 110:
                other += 1
                town = "Helsingfors" if key == "name:sv" and rng.random() < 0.6 else city()
                row = {"name": value}
                if town:
                    row["city"] = town
                add("name_other_language", key, feature, row)
                break
    addressed = 0
    for feature in rng.sample(with_address, len(with_address)):
        tags = feature["tags"]
        if addressed >= 90:
            break
        row = {"address": address_line(tags), "city": "Helsinki"}
        # Where the answer is: the address's own point or building when the extract has one.
        points = [f for f in features if f is not feature and f["tags"].get("addr:street") == tags["addr:street"]
                  and f["tags"].get("addr:housenumber") == tags["addr:housenumber"] and not category(f["tags"])]
        extra = {"also_at_address_non_poi": [f["id"] for f in points]}
        if any(distance(a, b) > 40 for a in points for b in points):
            continue  # the address is several places (entrances of a block): no one answer
        if points:
            point = min(points, key=lambda f: distance(f, feature))
            extra.update(lat=round(point["lat"], 7), lon=round(point["lon"], 7))
        addressed += 1
        add("address_only", "street+housenumber", feature, row)
        cases[-1].update(extra)
    cases += negatives(all_names, with_address, postcoded)
    for index, value in enumerate(cases):
        value["id"] = f"h{index + 1:04d}"
    order = ["id", "family", "variant", "input", "expected", "acceptable", "expected_name", "lat", "lon", "category",
             "expected_address"]
    for value in sorted(cases, key=lambda _: rng.random()):
        ordered = {key: value.get(key) for key in order}
        ordered.update({k: v for k, v in value.items() if k not in ordered})
        print(json.dumps(ordered, ensure_ascii=False))


FIRST = ["Kultainen", "Sininen", "Vihreä", "Hopeinen", "Pieni", "Iso", "Vanha", "Uusi", "Hiljainen", "Iloinen",
         "Punainen", "Valkoinen", "Musta", "Lämmin", "Kirkas", "Villi"]
SECOND = ["Hirvi", "Kettu", "Ovi", "Lyhty", "Majakka", "Kivi", "Lintu", "Silta", "Pilvi", "Saari", "Torni", "Tähti",
          "Karhu", "Joutsen", "Myrsky", "Aalto"]
KINDS = ["Ravintola", "Kahvila", "Studio", "Parturi", "Kukkakauppa", "Kirjakauppa", "Galleria", "Baari", "Leipomo",
         "Optikko", "Hammaslääkäri", "Kuntosali", "Design", "Konsultit"]
# Real chains at real addresses outside the extract (Espoo, Vantaa, Tampere, Turku and the rest of Helsinki).
ELSEWHERE = [
    ("Alepa", "Otaniementie 12", "Espoo"), ("K-Market", "Tapiontori 3", "Espoo"),
    ("R-kioski", "Tikkurilantie 10", "Vantaa"), ("Hesburger", "Hämeenkatu 12", "Tampere"),
    ("Espresso House", "Kauppakatu 14", "Tampere"), ("McDonald's", "Aurakatu 8", "Turku"),
    ("Burger King", "Leppävaarankatu 3", "Espoo"), ("Subway", "Myyrmäentie 2", "Vantaa"),
    ("Robert's Coffee", "Itäkatu 1", "Helsinki"), ("Nordea", "Hämeenkatu 6", "Tampere"),
    ("Alko", "Kauppakatu 5", "Jyväskylä"), ("Marimekko", "Yliopistonkatu 25", "Turku"),
    ("Clas Ohlson", "Hatanpään valtatie 1", "Tampere"), ("Hanko Sushi", "Kauppalantie 4", "Espoo"),
    ("Picnic", "Asematie 8", "Vantaa"), ("Gina Tricot", "Vantaanportinkatu 3", "Vantaa"),
    ("Aktia", "Kaivokselantie 5", "Vantaa"), ("Forex Bank", "Kauppakatu 30", "Tampere"),
    ("Handelsbanken", "Hallituskatu 9", "Oulu"), ("Stockmann", "Yliopistonkatu 22", "Turku"),
]
# Real places of Helsinki and nearby that lie outside the extract.
OUTSIDE = [
    ("Linnanmäki", "Tivolikuja 1"), ("Temppeliaukion kirkko", "Lutherinkatu 3"), ("Kansallismuseo", "Mannerheimintie 34"),
    ("Kaapelitehdas", "Tallberginkatu 1"), ("Olympiastadion", "Paavo Nurmen tie 1"), ("Sibelius-monumentti", None),
    ("Hietaniemen uimaranta", None), ("Korkeasaaren eläintarha", "Mustikkamaanpolku 12"), ("Heureka", "Tiedepuisto 1"),
    ("Kauppakeskus Itis", "Itäkatu 1-7"), ("Sello", "Leppävaarankatu 3-9"), ("Lasipalatsi", None),
    ("Taidehalli", "Nervanderinkatu 3"), ("Sinebrychoffin taidemuseo", "Bulevardi 40"), ("Kallion kirjasto", "Viides linja 11"),
    ("Hakaniemen kauppahalli", "Hämeentie 1"), ("Teurastamo", "Työpajankatu 2"), ("Helsingin jäähalli", "Nordenskiöldinkatu 11-13"),
    ("Mannerheimin lastensuojeluliitto", "Toinen linja 17"), ("Cafe Regatta", "Merikannontie 10"),
    ("Löyly", "Hernesaarenranta 4"), ("Allas Sea Pool", None), ("Ravintola Sea Horse", "Kapteeninkatu 11"),
    ("Hotelli Kämp Espoo", None), ("Suomenlinnan kirkko", None), ("Uunisaaren ravintola", None),
    ("Design Museum Espoo", None), ("Tennispalatsi", "Salomonkatu 15"), ("Arabianranta library", "Hämeentie 135"),
    ("Kulttuuritalo", "Sturenkatu 4"),
]


def negatives(all_names, with_address, postcoded):
    out = []

    def invented():
        while True:
            kind = rng.choice(KINDS)
            parts = [rng.choice(FIRST), rng.choice(SECOND)]
            name = f"{kind} {' '.join(parts)}" if rng.random() < 0.6 else f"{' '.join(parts)} {kind}"
            if simple(name) not in all_names and simple(" ".join(parts)) not in all_names:
                return name

    def negative(variant, row, **extra):
        value = {"family": "negative", "variant": variant, "input": row, "expected": None, "acceptable": [],
                 "expected_name": None, "lat": None, "lon": None, "category": None, "expected_address": None}
        value.update(extra)
        out.append(value)

    for _ in range(25):
        row = {"name": invented()}
        if rng.random() < 0.7:
            row["city"] = "Helsinki"
        negative("fabricated_name_only", row)
    for feature in rng.sample(with_address, 25):
        negative("fabricated_name_address:address_has_other_poi",
                 {"name": invented(), "address": address_line(feature["tags"]), "city": "Helsinki"},
                 pois_at_address=[feature["id"]])
    for feature in rng.sample(with_address, 15):
        tags = feature["tags"]
        digits = "".join(c for c in tags["addr:housenumber"] if c.isdigit())
        negative("fabricated_name_address:other_number",
                 {"name": invented(), "address": address_line(tags, int(digits) + 40), "city": "Helsinki"})
    for feature in rng.sample(postcoded, 10):
        negative("fabricated_name_postcode", {"name": invented(), "postcode": feature["tags"]["addr:postcode"]})
    for name, street, town in ELSEWHERE:
        negative("chain_branch_elsewhere:street_outside_bbox", {"name": name, "address": street, "city": town})
    for name, street in OUTSIDE:
        if simple(name) in all_names:
            continue
        row = {"name": name, "city": "Helsinki"}
        if street:
            row["address"] = street
        negative("real_outside_bbox:name+address" if street else "real_outside_bbox:name_only", row)
    return out


main()
