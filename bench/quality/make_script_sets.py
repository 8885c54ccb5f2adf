"""Writes the script sets of bench/quality: three hand-written OpenStreetMap extracts
(bench/quality/extracts/{cyrillic,devanagari,alpine}.osm) and their labelled cases
(bench/quality/sets/{cyrillic,devanagari,alpine}.jsonl) in the format of the public Monaco set.

Every object comes from the tables in script_sets/ (written by hand for this project, CC0,
fictitious): a Russian town district, a Hindi-speaking town, a German-speaking Alpine village.
The cases are shaped the way people type spreadsheets, blind to enrich's matcher: names in Latin
letters in the romanisations people use (script_sets/romanise.py), one keyboard slip in the
native script, legal forms and quotation marks added or removed, the street type on the other
side of the name or abbreviated, `name:en` typed, umlauts written out, and invented businesses
checked against every name of the extract. Labels come from the tables only.

Deterministic: the same tables always write the same files. Usage: python3 make_script_sets.py
rewrites the six files and prints each set's families on stderr; with --check it writes nothing
and exits 1 when a committed file differs from what the tables make."""
import collections
import json
import math
import os
import random
import re
import sys
import tempfile
import unicodedata
from xml.sax.saxutils import quoteattr

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from script_sets import alpine, cyrillic, devanagari, romanise  # noqa: E402

EXTRACTS = os.path.join(HERE, "extracts")
SETS = os.path.join(HERE, "sets")
ORDER = ["id", "family", "variant", "input", "expected", "acceptable", "expected_name", "lat", "lon", "category",
         "expected_address"]


# ---- text ------------------------------------------------------------------------------------

def is_devanagari(char):
    return "\u0900" <= char <= "\u097f"


def fold(text):
    """What a person would not tell apart: case, Latin and Cyrillic accents (ё = е), quotes and
    punctuation. Devanagari signs are letters and stay."""
    out = []
    for char in unicodedata.normalize("NFD", text.lower()):
        category = unicodedata.category(char)
        if category.startswith("M") and not (out and is_devanagari(out[-1])) and not is_devanagari(char):
            continue
        out.append(char if category[0] in "LNM" else " ")
    return " ".join("".join(out).split())


def has_cyrillic(text):
    return any("\u0400" <= c <= "\u04ff" for c in text)


def has_devanagari(text):
    return any(is_devanagari(c) for c in text)


# ---- tables ----------------------------------------------------------------------------------

def split_address(module, where):
    """(street, number) of `street number`, the street being one of the table's."""
    names = sorted((s[0] for s in module.STREETS), key=len, reverse=True)
    for name in names:
        if where.startswith(name + " "):
            return name, where[len(name) + 1:]
    raise SystemExit(f"{module.NAME}: no street in {where!r}")


def parse_rows(module, text, kind):
    rows = []
    for line in text.strip().splitlines():
        fields = [f.strip() for f in line.split(" | ")]
        key, value = fields[0].split("=", 1)
        row = {"tags": {key: value}, "flags": set(), "extra": {}, "kind": kind}
        rest = fields[1:]
        if kind == "poi":
            row["tags"]["name"] = rest[0]
            rest = rest[1:]
        where = rest[0]
        row["placed_only"] = where.startswith("@")
        row["street"], row["number"] = split_address(module, where.lstrip("@"))
        for field in rest[1:]:
            if "=" in field:
                k, v = field.split("=", 1)
                if k in ("latin", "alt", "hunterian", "iast"):
                    row["extra"][k] = v
                else:
                    row["tags"][k] = v
            else:
                row["flags"].add(field)
        rows.append(row)
    return rows


def category(tags):
    for key in ("amenity", "shop", "tourism", "leisure", "office", "craft", "historic", "healthcare", "railway",
                "building", "place"):
        if key in tags:
            return f"{key}={tags[key]}"
    return None


# ---- geometry --------------------------------------------------------------------------------

class Frame:
    """Metres east/north of the centre to latitude/longitude."""

    def __init__(self, centre):
        self.lat0, self.lon0 = centre
        self.kx = 111320.0 * math.cos(math.radians(self.lat0))

    def point(self, x, y):
        return round(self.lat0 + y / 111320.0, 7), round(self.lon0 + x / self.kx, 7)


class Street:
    def __init__(self, row):
        self.name, (self.x0, self.y0), bearing, self.length, self.highest, self.highway, self.tags = row
        self.dx, self.dy = math.cos(math.radians(bearing)), math.sin(math.radians(bearing))

    def along(self, metres, side=0.0):
        return (self.x0 + self.dx * metres - self.dy * side, self.y0 + self.dy * metres + self.dx * side)

    def address(self, number, side_offset=16.0, shift=0.0):
        """Where house `number` stands: odd numbers on the left, even on the right."""
        digits = re.search(r"\d+", number)
        value = int(digits.group()) if digits else 1
        t = min(max((value - 0.5) / self.highest, 0.02), 0.98)
        side = side_offset if value % 2 else -side_offset
        return self.along(t * self.length + shift, side)

    def vertices(self):
        count = max(2, math.ceil(self.length / 200.0) + 1)
        return [self.along(self.length * i / (count - 1)) for i in range(count)]


def quadrant(x, y):
    return ("N" if y >= 0 else "S") + ("W" if x < 0 else "E")


# ---- the extract -----------------------------------------------------------------------------

class Extract:
    """The objects of one table as OSM nodes and ways, and the places the cases are about."""

    def __init__(self, module):
        self.module = module
        self.rng = random.Random(module.SEED)
        self.frame = Frame(module.CENTRE)
        self.streets = {row[0]: Street(row) for row in module.STREETS}
        self.nodes = []
        self.ways = []
        self.next_node = 1000001
        self.next_way = 2000001
        self.places = []      # named POIs: dicts with id, tags, lat, lon, street, number, extra, flags
        self.buildings = []   # address-only buildings
        self.build()

    def stamp(self, index):
        return self.module.TIMESTAMP.format(day=1 + index % 28, minute=index % 60)

    def node(self, x, y, tags=None):
        lat, lon = self.frame.point(x, y)
        node_id = self.next_node
        self.next_node += 1
        self.nodes.append((node_id, lat, lon, tags or {}))
        return node_id

    def way(self, refs, tags):
        way_id = self.next_way
        self.next_way += 1
        self.ways.append((way_id, refs, tags))
        return way_id

    def ring(self, x, y, half, tags):
        corners = [(x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half)]
        refs = [self.node(cx, cy) for cx, cy in corners]
        return self.way(refs + refs[:1], tags)

    def address_tags(self, row, x, y):
        m = self.module
        rng = self.rng
        tags = {"addr:street": row["street"], "addr:housenumber": row["number"]}
        if rng.random() < 0.8 or row["kind"] == "building":
            tags["addr:postcode"] = m.POSTCODES[quadrant(x, y)]
        if rng.random() < 0.9:
            tags["addr:city"] = m.CITY
            if m.NAME == "devanagari" and rng.random() < 0.2:
                tags["addr:city"] = m.CITY_NATIVE
        if rng.random() < 0.3:
            tags["addr:country"] = m.COUNTRY
        if m.NAME == "devanagari":
            if rng.random() < 0.5:
                tags["addr:district"] = m.CITY
            if rng.random() < 0.4:
                tags["addr:state"] = m.STATE
        return tags

    def build(self):
        m = self.module
        for street in self.streets.values():
            refs = [self.node(x, y) for x, y in street.vertices()]
            self.way(refs, dict({"highway": street.highway, "name": street.name}, **street.tags))
        for key_value, name, (x, y), extra in m.PLACES:
            key, value = key_value.split("=")
            self.node(x, y, dict({key: value, "name": name}, **extra))
        seen = collections.Counter()
        for row in parse_rows(m, m.POIS, "poi"):
            street = self.streets[row["street"]]
            address = (row["street"], row["number"])
            shift = 7.0 * seen[address]
            seen[address] += 1
            if seen[address] > 1 and "shared" not in row["flags"]:
                raise SystemExit(f"{m.NAME}: {address} used twice")
            if row["placed_only"]:
                x, y = street.address(row["number"], side_offset=90.0)
            else:
                x, y = street.address(row["number"], shift=shift)
            tags = dict(row["tags"])
            name = tags["name"]
            if m.NAME == "cyrillic" and has_cyrillic(name) and self.rng.random() < 0.15:
                tags.setdefault("name:ru", name)
            hindi = m.NAME == "devanagari" and has_devanagari(name) and "nohi" not in row["flags"]
            if hindi and self.rng.random() < 0.6:
                tags.setdefault("name:hi", name)
            if not row["placed_only"]:
                tags.update(self.address_tags(row, x, y))
            if "way" in row["flags"]:
                # a park or a stadium is an area of its own; anything else is drawn as its building
                half = 60.0 if row["placed_only"] else 12.0
                if not row["placed_only"]:
                    tags.setdefault("building", "yes")
                osm_id = f"way/{self.ring(x, y, half, tags)}"
            else:
                osm_id = f"node/{self.node(x, y, tags)}"
            lat, lon = self.frame.point(x, y)
            self.places.append({"id": osm_id, "tags": tags, "lat": lat, "lon": lon, "street": row["street"],
                                "number": row["number"], "has_address": not row["placed_only"],
                                "extra": row["extra"], "flags": row["flags"], "shared": "shared" in row["flags"]})
        for row in parse_rows(m, m.ADDRESS_ONLY, "building"):
            street = self.streets[row["street"]]
            x, y = street.address(row["number"])
            tags = dict(row["tags"])
            tags.update(self.address_tags(row, x, y))
            osm_id = f"way/{self.ring(x, y, 9.0, tags)}"
            lat, lon = self.frame.point(x, y)
            if (row["street"], row["number"]) in seen:
                raise SystemExit(f"{m.NAME}: building at a POI's address {row['street']} {row['number']}")
            self.buildings.append({"id": osm_id, "tags": tags, "lat": lat, "lon": lon, "street": row["street"],
                                   "number": row["number"], "has_address": True, "extra": {}, "flags": set(),
                                   "shared": False})

    def write(self, path):
        lats = [n[1] for n in self.nodes]
        lons = [n[2] for n in self.nodes]
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<osm version="0.6" generator="bench/quality/make_script_sets.py">',
                 f'  <bounds minlat="{min(lats):.7f}" minlon="{min(lons):.7f}" maxlat="{max(lats):.7f}" '
                 f'maxlon="{max(lons):.7f}"/>']
        for index, (node_id, lat, lon, tags) in enumerate(self.nodes):
            head = f'  <node id="{node_id}" version="1" timestamp="{self.stamp(index)}" lat="{lat:.7f}" lon="{lon:.7f}"'
            if not tags:
                lines.append(head + "/>")
                continue
            lines.append(head + ">")
            lines.extend(f"    <tag k={quoteattr(k)} v={quoteattr(v)}/>" for k, v in tags.items())
            lines.append("  </node>")
        for index, (way_id, refs, tags) in enumerate(self.ways):
            lines.append(f'  <way id="{way_id}" version="1" timestamp="{self.stamp(index + 7)}">')
            lines.extend(f'    <nd ref="{ref}"/>' for ref in refs)
            lines.extend(f"    <tag k={quoteattr(k)} v={quoteattr(v)}/>" for k, v in tags.items())
            lines.append("  </way>")
        lines.append("</osm>")
        with open(path, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")

    def all_names(self):
        """Every name of the extract, folded, and the romanisations the tables give them."""
        names = set()
        for _, _, _, tags in self.nodes:
            names.update(fold(v) for k, v in tags.items() if "name" in k or k == "brand")
        for _, _, tags in self.ways:
            names.update(fold(v) for k, v in tags.items() if "name" in k or k == "brand")
        for place in self.places:
            names.update(fold(v) for v in place["extra"].values())
        return names


# ---- the cases -------------------------------------------------------------------------------

class Cases:
    """Families shared by the three sets; each set adds its own."""

    def __init__(self, extract):
        self.x = extract
        self.m = extract.module
        self.rng = random.Random(self.m.SEED + 1)
        self.out = []
        counts = collections.Counter(fold(p["tags"]["name"]) for p in extract.places)
        self.unique = [p for p in extract.places if counts[fold(p["tags"]["name"])] == 1]
        self.chains = [p for p in extract.places if counts[fold(p["tags"]["name"])] > 1]
        self.addressed = [p for p in self.unique if p["has_address"]]
        self.names = extract.all_names()
        self.invented = set()

    def pick(self, pool, count):
        return self.rng.sample(pool, min(count, len(pool)))

    def add(self, family, variant, place, row, **extra):
        tags = place["tags"]
        value = {"family": family, "variant": variant, "input": {k: v for k, v in row.items() if v},
                 "expected": place["id"], "acceptable": [place["id"]], "expected_name": tags.get("name"),
                 "lat": place["lat"], "lon": place["lon"], "category": category(tags),
                 "expected_address": f"{place['street']} {place['number']}" if place["has_address"] else None}
        value.update(extra)
        self.out.append(value)

    def negative(self, variant, row, **extra):
        value = {"family": "negative", "variant": variant, "input": {k: v for k, v in row.items() if v},
                 "expected": None, "acceptable": [], "expected_name": None, "lat": None, "lon": None,
                 "category": None, "expected_address": None}
        value.update(extra)
        self.out.append(value)

    def is_new(self, name, *parts):
        """An invented name that is no name of the extract, neither inside one nor holding one, nor
        the words of one in another order (`Treuhand Kaiser` is `Kaiser Treuhand Anstalt`)."""
        folded = fold(name)
        if folded in self.names or folded in self.invented or any(fold(part) in self.names for part in parts):
            return False
        if any(len(known) > 5 and (known in folded or folded in known) for known in self.names):
            return False
        words = set(folded.split())
        if any(words <= set(known.split()) for known in self.names):
            return False
        self.invented.add(folded)
        return True

    def city(self):
        return self.rng.choice(self.cities)

    # families every set has -------------------------------------------------------------------

    def exact_name(self, count):
        for place in self.pick(self.unique, count):
            self.add("exact_name", "name", place, {"name": place["tags"]["name"], "city": self.city()})

    def name_postcode(self, count):
        pool = [p for p in self.unique if "addr:postcode" in p["tags"]]
        for place in self.pick(pool, count):
            self.add("name_postcode", "name+postcode", place,
                     {"name": place["tags"]["name"], "postcode": place["tags"]["addr:postcode"]})

    def name_typo(self, count, slip):
        done = 0
        for place in self.pick(self.unique, len(self.unique)):
            if done >= count:
                break
            slipped = slip(self.rng, place["tags"]["name"])
            if slipped and fold(slipped[1]) not in self.names:
                done += 1
                self.add("name_typo", slipped[0], place, {"name": slipped[1], "city": self.city()})

    def name_other_language(self, count, key, native_key, native_city):
        pool = [p for p in self.unique if key in p["tags"] and fold(p["tags"][key]) != fold(p["tags"]["name"])]
        for place in self.pick(pool, count):
            self.add("name_other_language", key, place, {"name": place["tags"][key], "city": self.city()})
        for place in self.unique:
            if native_key in place["tags"] and fold(place["tags"][native_key]) != fold(place["tags"]["name"]):
                self.add("name_other_language", native_key, place,
                         {"name": place["tags"][native_key], "city": native_city})

    def legal_words(self, options, count, address, each=lambda place: 2):
        """Every place whose own name carries a legal form (`each` of its variants), then other
        places to `count`; a chain's branch (or a legal entity's name) is given with its address."""
        chosen = []
        for place, mine, bearing in options:
            if bearing:
                chosen += [(place, variant) for variant in self.rng.sample(mine, min(each(place), len(mine)))]
        rest = [(place, mine) for place, mine, bearing in options if not bearing]
        for place, mine in self.pick(rest, max(0, count - len(chosen))):
            chosen.append((place, self.rng.choice(mine)))
        for place, (variant, text) in chosen:
            row = {"name": text, "city": self.city()}
            if place in self.chains or variant.endswith("+address"):
                row = {"name": text, "address": address(place), "city": self.m.CITY}
                variant = variant if variant.endswith("+address") else variant + "+address"
            self.add("name_legal_words", variant, place, row)

    def chain(self, address):
        for place in self.chains:
            if place["has_address"]:
                self.add("chain", "chain", place, {"name": place["tags"]["name"], "address": address(place),
                                                   "city": self.m.CITY},
                         n_same_name_pois=sum(fold(p["tags"]["name"]) == fold(place["tags"]["name"])
                                              for p in self.chains))

    def address_only(self, count, forms):
        """Addresses alone: of a POI (its own point answers) or of a building with no name."""
        pool = [p for p in self.addressed if not p["shared"]]
        targets = self.pick(pool, count) + self.x.buildings
        for place in targets:
            variant, text = self.rng.choice(forms(place))
            self.add("address_only", variant, place, {"address": text, "city": self.m.CITY})

    def negatives(self, invented, at_address, elsewhere):
        for _ in range(14):
            self.negative("fabricated_name_only", {"name": invented(), "city": self.city()})
        for place in self.pick([p for p in self.addressed if not p["shared"]], 8):
            self.negative("fabricated_name_address:address_has_other_poi",
                          {"name": invented(), "address": at_address(place), "city": self.m.CITY},
                          pois_at_address=[place["id"]])
        for building in self.x.buildings[:5]:
            self.negative("fabricated_name_address:address_without_poi",
                          {"name": invented(), "address": at_address(building), "city": self.m.CITY},
                          pois_at_address=[])
        for place in self.pick([p for p in self.unique if "addr:postcode" in p["tags"]], 5):
            self.negative("fabricated_name_postcode", {"name": invented(), "postcode": place["tags"]["addr:postcode"]})
        for name, street, town in self.m.ELSEWHERE:
            self.negative("chain_branch_elsewhere:street_outside_bbox", {"name": name, "address": street, "city": town})
        for name, street, town in getattr(self.m, "ELSEWHERE_SAME_STREET", []):
            self.negative("chain_branch_elsewhere:same_street_name_other_city",
                          {"name": name, "address": street, "city": town})
        for name, street, town in self.m.OUTSIDE:
            self.negative("real_outside_bbox:name+address" if street else "real_outside_bbox:name_only",
                          {"name": name, "address": street, "city": town})
        elsewhere()

    def finish(self):
        for index, value in enumerate(self.out):
            value["id"] = f"{self.m.PREFIX}{index + 1:04d}"
        shuffled = sorted(self.out, key=lambda _: self.rng.random())
        lines = []
        for value in shuffled:
            ordered = {key: value.get(key) for key in ORDER}
            ordered.update({k: v for k, v in value.items() if k not in ordered})
            lines.append(json.dumps(ordered, ensure_ascii=False))
        return lines


# ---- keyboard slips --------------------------------------------------------------------------

def neighbours(rows):
    table = {}
    for row in rows:
        for i, char in enumerate(row):
            table[char] = row[max(0, i - 1):i] + row[i + 1:i + 2]
    return table


CYRILLIC_KEYS = neighbours(["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"])
QWERTZ_KEYS = neighbours(["qwertzuiopü", "asdfghjklöä", "yxcvbnm"])


def letter_slip(rng, name, keys, skip=()):
    """One keyboard slip in the name's longest word of letters: (kind, text) or None."""
    words = name.split(" ")
    candidates = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 5 and w not in skip]
    if not candidates:
        return None
    index = max(candidates, key=lambda i: len(words[i]))
    word = words[index]
    kind = rng.choice(["deletion", "insertion", "substitution", "transposition"])
    i = rng.randrange(1, len(word) - 2)
    if kind == "deletion":
        word = word[:i] + word[i + 1:]
    elif kind == "insertion":
        word = word[:i] + word[i] + word[i:]
    elif kind == "substitution":
        options = keys.get(word[i].lower())
        if not options:
            return None
        word = word[:i] + rng.choice(options) + word[i + 1:]
    else:
        if word[i] == word[i + 1]:
            return None
        word = word[:i] + word[i + 1] + word[i] + word[i + 2:]
    words[index] = word
    return kind, " ".join(words)


# Devanagari: letters people confuse or hit beside each other (aspirates, dental/retroflex,
# sibilants, and InScript neighbours).
DEVANAGARI_SWAPS = {
    "क": "खग", "ख": "क", "ग": "घक", "घ": "ग", "च": "छ", "छ": "च", "ज": "झ", "झ": "ज", "ट": "ठत", "ठ": "ट",
    "ड": "ढद", "ढ": "ड", "त": "थट", "थ": "त", "द": "धड", "ध": "द", "न": "ण", "ण": "न", "प": "फ", "फ": "प",
    "ब": "भव", "भ": "ब", "व": "ब", "श": "स", "स": "श", "ष": "श", "र": "ल", "ल": "र", "म": "न",
}
MATRAS = set("ािीुूृेैोौॉ")
VIRAMA = "\u094d"


def aksharas(word):
    """The word as written syllables: a consonant cluster with its signs, or a vowel."""
    word = unicodedata.normalize("NFC", word)
    out = []
    for char in word:
        joins = out and (unicodedata.category(char).startswith("M") or char == "\u094d"
                         or (out[-1].endswith("\u094d")))
        if joins:
            out[-1] += char
        else:
            out.append(char)
    return out


def devanagari_slip(rng, name, skip=()):
    words = name.split(" ")
    candidates = [i for i, w in enumerate(words) if has_devanagari(w) and len(aksharas(w)) >= 3 and w not in skip]
    if not candidates:
        return None
    index = max(candidates, key=lambda i: (len(aksharas(words[i])), -i))
    parts = aksharas(words[index])
    kind = rng.choice(["deletion", "insertion", "substitution", "transposition"])
    i = rng.randrange(1, len(parts))
    part = parts[i]
    if kind == "deletion":
        signs = [c for c in part[1:] if c in MATRAS or c in "ंँ"]
        if signs:
            parts[i] = part.replace(signs[-1], "", 1)
        elif len(parts) >= 4 and len(part) == 1:
            del parts[i]
        else:
            return None
    elif kind == "insertion":
        if len(part) == 1 and part in DEVANAGARI_SWAPS and i < len(parts) - 1:
            parts[i] = part + "ा"
        else:
            return None
    elif kind == "substitution":
        base = part[0]
        if base not in DEVANAGARI_SWAPS:
            return None
        parts[i] = rng.choice(DEVANAGARI_SWAPS[base]) + part[1:]
    else:
        if i >= len(parts) - 1 or parts[i] == parts[i + 1]:
            i = i - 1
        simple = all(len(p) <= 2 and VIRAMA not in p and is_devanagari(p[0]) for p in parts[i:i + 2])
        if i < 1 or parts[i] == parts[i + 1] or not simple:
            return None
        parts[i], parts[i + 1] = parts[i + 1], parts[i]
    words[index] = "".join(parts)
    return kind, " ".join(words)


# ---- Russian ---------------------------------------------------------------------------------

def russian_street(street):
    words = street.split(" ")
    if words[0] in cyrillic.STREET_TYPES:
        return words[0], " ".join(words[1:]), "first"
    return words[-1], " ".join(words[:-1]), "last"


def russian_street_forms(street):
    """(variant, form) of a street as Russians write it besides the OSM form."""
    kind, core, position = russian_street(street)
    short = cyrillic.STREET_TYPES[kind]
    forms = []
    if position == "first":
        forms += [("abbrev", f"{short[0]} {core}"), ("type_after_abbrev", f"{core} {short[0]}"),
                  ("type_after", f"{core} {kind}")]
        if short[1] != short[0] and not short[1].endswith("."):
            forms.append(("fias", f"{short[1]} {core}"))
    else:
        forms += [("type_before", f"{kind} {core}"), ("type_before_abbrev", f"{short[0]} {core}"),
                  ("abbrev", f"{core} {short[0]}")]
    if kind == "улица" and not any(c.isdigit() for c in core):
        forms.append(("no_type", core))
    if len(short) > 2:
        forms.append(("abbrev", f"{short[2]} {core}" if position == "first" else f"{core} {short[2]}"))
    return forms


def russian_number_forms(number):
    forms = [number, f"д. {number}", f"д.{number}", f"дом {number}"]
    if re.fullmatch(r"\d+[А-Я]", number):
        forms += [number.lower(), f"{number[:-1]} {number[-1]}"]
    match = re.fullmatch(r"(\d+) к(\d+)", number)
    if match:
        house, block = match[1], match[2]
        forms = [number, f"{house}к{block}", f"д. {house}, корп. {block}", f"д. {house} к. {block}"]
    return forms


def russian_cases(extract):
    c = Cases(extract)
    m = cyrillic
    c.cities = [m.CITY, m.CITY, m.CITY, f"г. {m.CITY}", None]
    rng = c.rng

    def address(place):
        return f"{place['street']}, {place['number']}"

    c.exact_name(30)

    for place in c.pick(c.addressed, 30):
        tags = place["tags"]
        postcode = tags.get("addr:postcode")
        roll = rng.random()
        if roll < 0.4:
            c.add("name_full_address", "split_columns", place,
                  {"name": tags["name"], "address": address(place), "city": m.CITY, "postcode": postcode})
        elif roll < 0.65:
            tail = f", {postcode}" if postcode else ""
            c.add("name_full_address", "one_cell", place, {"name": tags["name"],
                                                           "address": f"{address(place)}, {m.CITY}{tail}"})
        elif roll < 0.9 and postcode:
            c.add("name_full_address", "one_cell_postal_order", place,
                  {"name": tags["name"],
                   "address": f"{postcode}, г. {m.CITY}, {place['street']}, д. {place['number']}"})
        else:
            c.add("name_full_address", "split_columns_no_postcode", place,
                  {"name": tags["name"], "address": address(place), "city": m.CITY})

    c.name_postcode(20)

    # Latin letters: every style on names with no name:en of that spelling.
    styles = list(romanise.RU_STYLES)
    pool = []
    for place in c.unique:
        name = place["tags"]["name"]
        english = fold(place["tags"].get("name:en", ""))
        if has_cyrillic(name) and not any(fold(romanise.russian(name, s)) == english for s in styles):
            pool.append(place)
    chosen = c.pick(pool, 60)
    for index, place in enumerate(chosen):
        style = styles[index % len(styles)]
        text = romanise.russian(place["tags"]["name"], style)
        if style.startswith("informal") and rng.random() < 0.5:
            text = text.replace("\"", "")
        c.add("name_transliterated", style, place,
              {"name": text, "city": rng.choice([m.CITY_LATIN, m.CITY_LATIN, None])})
    for index, place in enumerate(c.pick([p for p in pool if p["has_address"] and not p["shared"]], 12)):
        style = ["bgn", "passport", "informal", "scientific"][index % 4]
        c.add("name_transliterated", f"{style}+address", place,
              {"name": romanise.russian(place["tags"]["name"], style),
               "address": romanise.russian(address(place), style), "city": m.CITY_LATIN})

    c.name_typo(35, lambda r, name: letter_slip(r, name, CYRILLIC_KEYS, skip=m.LEGAL_SHORT))

    # Legal forms and quotation marks.
    options = []
    for place in c.unique + c.chains:
        name = place["tags"]["name"]
        words = name.split(" ")
        quoted = re.fullmatch(r"(.*?)\s*«(.+)»", name)
        mine = []
        if words[0] in m.LEGAL_SHORT:
            form, rest = words[0], " ".join(words[1:])
            core = rest.strip("«»")
            if form != "ИП":
                mine.append((f"removed:{form}", core))
            mine.append((f"reordered:{form}", f"{core}, {form}" if rng.random() < 0.5 else f"{rest} {form}"))
            if quoted:
                mine += [("quotes_straight", f'{form} "{core}"'), ("quotes_removed", f"{form} {core}")]
            if form in m.LEGAL_LONG:
                mine.append((f"spelled_out:{form}", f"{m.LEGAL_LONG[form]} {rest}"))
        elif name in m.CHAIN_LEGAL:
            mine += [("added:legal_name", legal) for legal in m.CHAIN_LEGAL[name]]
        elif quoted:
            kind, core = quoted[1], quoted[2]
            mine += [("quotes_straight", f'{kind} "{core}"'), ("quotes_removed", f"{kind} {core}"),
                     ("quotes_low_high", f"{kind} „{core}“")]
            if not any(fold(core) in fold(p["tags"]["name"]) for p in extract.places if p is not place):
                mine += [(f"removed:{kind}", f"«{core}»"), ("legal_entity:ООО+address", f"ООО «{core}»")]
        elif " " not in name and category(place["tags"]) in m.TYPE_WORDS and name not in m.GENERIC_NAMES:
            for word in m.TYPE_WORDS[category(place["tags"])]:
                mine.append((f"added:{word}", f"{word} «{name}»"))
        if mine:
            options.append((place, mine, words[0] in m.LEGAL_SHORT or name in m.CHAIN_LEGAL))
    c.legal_words(options, 45, address)

    # ё written е, and names in lower case.
    yo = [p for p in c.unique if "ё" in p["tags"]["name"].lower()]
    for place in yo:
        c.add("name_nodiacritics", "ё->е", place,
              {"name": place["tags"]["name"].replace("ё", "е").replace("Ё", "Е"), "city": c.city()})
    for place in c.pick([p for p in c.unique if p not in yo and has_cyrillic(p["tags"]["name"])], 8):
        c.add("name_nodiacritics", "lowercase_only", place, {"name": place["tags"]["name"].lower(), "city": c.city()})

    for place in c.pick([p for p in c.addressed if not p["shared"]], 30):
        variant, form = rng.choice(russian_street_forms(place["street"]))
        number = rng.choice(russian_number_forms(place["number"]))
        c.add("street_order", f"{variant}: {place['street']} -> {form}", place,
              {"name": place["tags"]["name"], "address": f"{form}, {number}", "city": m.CITY})

    c.name_other_language(30, "name:en", "name:ru", m.CITY)

    def address_forms(place):
        numbers = russian_number_forms(place["number"])
        forms = [("as_data", f"{place['street']}, {place['number']}")]
        forms += [(f"{v}: {place['street']} -> {f}", f"{f}, {rng.choice(numbers)}")
                  for v, f in russian_street_forms(place["street"])]
        return forms

    c.address_only(22, address_forms)
    c.chain(address)

    def invented():
        while True:
            kind, first, second = rng.choice(m.KINDS), rng.choice(m.FIRST), rng.choice(m.SECOND)
            name = f"{kind} «{first} {second}»"
            if c.is_new(name, f"{first} {second}"):
                return name

    def elsewhere():
        for _ in range(6):
            name = invented()
            c.negative("fabricated_name_only:latin", {"name": romanise.russian(name, rng.choice(["bgn", "informal"])),
                                                      "city": m.CITY_LATIN})
        # A name of the extract with another kind of business: not that place.
        quoted = [p for p in c.unique if re.fullmatch(r"(Кафе|Ресторан|Аптека) «.+»", p["tags"]["name"])]
        for place in c.pick(quoted, 4):
            core = re.fullmatch(r".*«(.+)»", place["tags"]["name"])[1]
            kind = rng.choice(["Автосервис", "Ювелирный салон", "Ателье", "Зоомагазин"])
            name = f"{kind} «{core}»"
            if fold(name) not in c.names:
                c.negative("fabricated:known_name_other_kind", {"name": name, "city": m.CITY},
                           similar_to=place["id"])

    c.negatives(invented, address, elsewhere)
    return c


# ---- Hindi -----------------------------------------------------------------------------------

NASAL_OF_CLASS = {**{c: "ङ" for c in "कखगघ"}, **{c: "ञ" for c in "चछजझ"}, **{c: "ण" for c in "टठडढ"},
                  **{c: "न" for c in "तथदध"}, **{c: "म" for c in "पफबभ"}}


def hindi_spellings(name):
    """Informal Devanagari spellings of `name`: (variant, text) for each that changes it."""
    text = unicodedata.normalize("NFC", name)
    out = []
    if "\u093c" in unicodedata.normalize("NFD", text):
        plain = unicodedata.normalize("NFD", text).replace("\u093c", "")
        out.append(("nukta_dropped", unicodedata.normalize("NFC", plain)))
    if "ँ" in text:
        out.append(("chandrabindu->anusvara", text.replace("ँ", "ं")))
    spelled = re.sub("ं([क-ह])", lambda mt: (NASAL_OF_CLASS.get(mt[1], "न") + VIRAMA + mt[1]), text)
    if spelled != text:
        out.append(("anusvara->nasal_conjunct", spelled))
    joined = re.sub(f"([ङञणनम]){VIRAMA}([क-ह])", lambda mt: "ं" + mt[2]
                    if NASAL_OF_CLASS.get(mt[2]) == mt[1] else mt[0], text)
    if joined != text:
        out.append(("nasal_conjunct->anusvara", joined))
    long_short = {"ी": "ि", "ि": "ी", "ू": "ु", "ु": "ू"}
    for sign, other in long_short.items():
        if sign in text:
            index = text.index(sign)
            out.append(("vowel_length", text[:index] + other + text[index + 1:]))
            break
    if "ै" in text:
        out.append(("ai->e", text.replace("ै", "े", 1)))
    if "ॉ" in text:
        out.append(("ô->ā", text.replace("ॉ", "ा")))
    final_conjunct = re.sub(f"([क-ह]){VIRAMA}स(?=\\s|$)", r"\1स", text)
    if final_conjunct != text:
        out.append(("halant_dropped", final_conjunct))
    return out


def hindi_cases(extract):
    c = Cases(extract)
    m = devanagari
    c.cities = [m.CITY, m.CITY, m.CITY_NATIVE, None]
    rng = c.rng
    street_native = {s[0]: s[6].get("name:hi", s[0]) for s in m.STREETS}

    def address(place):
        return f"{place['number']}, {place['street']}"

    def latin_street(street):
        return street if not has_devanagari(street) else m.STREET_LATIN[street]

    c.exact_name(30)

    for place in c.pick(c.addressed, 30):
        tags = place["tags"]
        postcode = tags.get("addr:postcode")
        roll = rng.random()
        if roll < 0.35:
            c.add("name_full_address", "split_columns", place,
                  {"name": tags["name"], "address": address(place), "city": m.CITY, "postcode": postcode})
        elif roll < 0.6:
            tail = f", {m.STATE} {postcode}" if postcode else f", {m.STATE}"
            c.add("name_full_address", "one_cell", place,
                  {"name": tags["name"], "address": f"{address(place)}, {m.CITY}{tail}"})
        elif roll < 0.85:
            tail = f" - {postcode}" if postcode else ""
            c.add("name_full_address", "one_cell_devanagari", place,
                  {"name": tags["name"],
                   "address": f"{place['number']}, {street_native[place['street']]}, {m.CITY_NATIVE}{tail}"})
        else:
            c.add("name_full_address", "split_columns_no_postcode", place,
                  {"name": tags["name"], "address": address(place), "city": m.CITY})

    c.name_postcode(20)

    # Latin letters: the hand-written informal spellings, and Hunterian/IAST of Hindi names.
    def differs(place, text):
        known = {fold(place["tags"].get("name:en", ""))}
        return fold(text) not in known

    informal = [p for p in c.unique if "latin" in p["extra"] and differs(p, p["extra"]["latin"])]
    for place in c.pick(informal, 24):
        c.add("name_transliterated", "informal", place,
              {"name": place["extra"]["latin"], "city": rng.choice([m.CITY, m.CITY, None])})
    alternative = [p for p in c.unique if "alt" in p["extra"] and differs(p, p["extra"]["alt"])]
    for place in c.pick(alternative, 16):
        c.add("name_transliterated", "informal_alt", place,
              {"name": place["extra"]["alt"], "city": rng.choice([m.CITY, None])})
    for style, count in (("hunterian", 12), ("iast", 12)):
        pool = []
        for place in c.unique:
            if "hi" not in place["flags"]:
                continue
            text = place["extra"].get(style) or romanise.hindi(place["tags"]["name"], style)
            typed = {fold(place["extra"].get(k, "")) for k in ("latin", "alt")}
            if differs(place, text) and (style == "iast" or fold(text) not in typed):
                pool.append((place, text))
        for place, text in c.pick(pool, count):
            c.add("name_transliterated", style, place, {"name": text, "city": rng.choice([m.CITY, None])})
    for place in c.pick([p for p in informal if p["has_address"] and not p["shared"]], 10):
        c.add("name_transliterated", "informal+address", place,
              {"name": place["extra"]["latin"],
               "address": f"{place['number']}, {latin_street(place['street'])}", "city": m.CITY})

    spelled = [(p, hindi_spellings(p["tags"]["name"])) for p in c.unique if has_devanagari(p["tags"]["name"])]
    spelled = [(p, s) for p, s in spelled if s]
    for place, options in c.pick(spelled, 30):
        variant, text = rng.choice(options)
        c.add("name_native_spelling", variant, place, {"name": text, "city": c.city()})

    legal_words = {w for form in m.LEGAL_FORMS_NATIVE + ["एलएलपी"] for w in form.split(" ")}
    c.name_typo(35, lambda r, name: devanagari_slip(r, name, legal_words) if has_devanagari(name) else None)

    options = []
    for place in c.unique + c.chains:
        name = place["tags"]["name"]
        english = place["tags"].get("name:en")
        mine = []
        ending = next((f for f in m.LEGAL_FORMS_NATIVE + ["एलएलपी"] if name.endswith(" " + f)), None)
        if ending:
            core = name[: -len(ending) - 1]
            mine.append((f"removed:{ending}", core))
            others = [f for f in m.LEGAL_FORMS_NATIVE if f != ending] if ending != "एलएलपी" else ["LLP"]
            mine += [(f"swapped:{ending}->{f}", f"{core} {f}") for f in others]
            if english:
                english_core = re.sub(r"\s+(Pvt\.? Ltd\.?|Private Limited)$", "", english)
                if english_core != english:
                    mine.append(("name:en,removed:legal", english_core))
                    mine += [(f"name:en,swapped:{f}", f"{english_core} {f}") for f in m.LEGAL_FORMS_LATIN
                             if f not in english and f != "LLP"]
        elif has_devanagari(name) and any(place["tags"].get(k) for k in ("shop", "office", "craft")):
            mine += [("added:प्रा. लि.", f"{name} प्रा. लि."), ("added:मैसर्स", f"मैसर्स {name}"),
                     ("quotes_curly", f"“{name}”")]
            if english:
                mine += [("name:en,added:Pvt Ltd", f"{english} Pvt Ltd"), ("name:en,added:M/s", f"M/s {english}"),
                         ("name:en,added:Private Limited", f"{english} Private Limited")]
        if mine:
            options.append((place, mine, ending is not None))
    c.legal_words(options, 35, address)

    road_pool = [p for p in c.addressed if not p["shared"] and p["street"] in m.ROAD_FORMS]
    for place in c.pick(road_pool, 25):
        form = rng.choice(m.ROAD_FORMS[place["street"]])
        c.add("street_order", f"{place['street']} -> {form}", place,
              {"name": place["tags"]["name"], "address": f"{place['number']}, {form}", "city": m.CITY})

    c.name_other_language(30, "name:en", "name:hi", m.CITY_NATIVE)

    def address_forms(place):
        street, number = place["street"], place["number"]
        forms = [("as_data", f"{number}, {street}")]
        if street_native[street] != street:
            forms.append(("name:hi street", f"{number}, {street_native[street]}"))
        if has_devanagari(street):
            forms.append(("latin street", f"{number}, {latin_street(street)}"))
        forms += [(f"{street} -> {f}", f"{number}, {f}") for f in m.ROAD_FORMS.get(street, [])]
        return forms

    c.address_only(20, address_forms)
    c.chain(address)

    def invented():
        while True:
            index = rng.randrange(len(m.KINDS))
            first = rng.randrange(len(m.FIRST))
            name = f"{m.FIRST[first]} {m.KINDS[index]}"
            if c.is_new(name, f"{m.FIRST_LATIN[first]} {m.KINDS_LATIN[index]}", m.FIRST[first]):
                return name

    def elsewhere():
        for _ in range(8):
            while True:
                index, first = rng.randrange(len(m.KINDS)), rng.randrange(len(m.FIRST))
                name = f"{m.FIRST_LATIN[first]} {m.KINDS_LATIN[index]}"
                if c.is_new(name, m.FIRST[first], m.FIRST_LATIN[first]):
                    break
            c.negative("fabricated_name_only:latin", {"name": name, "city": m.CITY})

    c.negatives(invented, address, elsewhere)
    return c


# ---- German (Alpine) -------------------------------------------------------------------------

UMLAUTS = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}
NORDIC = {"å": "aa", "Å": "Aa", "æ": "ae", "Æ": "Ae", "ø": "oe", "Ø": "Oe"}


def replace_all(text, table):
    return "".join(table.get(char, char) for char in text)


def german_street_forms(street):
    """The abbreviations letters use for a street: `Hagstr.`, `Feldkircher Str.`."""
    forms = []
    if street.endswith("strasse"):
        stem = street[: -len("strasse")]
        forms += [("-str.", f"{stem}str."), ("-str", f"{stem}str")]
    elif street.endswith(" Strasse") or street.endswith("-Strasse"):
        stem = street[: -len("Strasse")]
        forms += [("Str.", f"{stem}Str.")]
    return forms


def alpine_cases(extract):
    c = Cases(extract)
    m = alpine
    c.cities = [m.CITY, m.CITY, None]
    rng = c.rng

    def address(place):
        return f"{place['street']} {place['number']}"

    c.exact_name(20)
    for place in c.pick(c.addressed, 16):
        tags = place["tags"]
        postcode = tags.get("addr:postcode")
        roll = rng.random()
        if roll < 0.4:
            c.add("name_full_address", "split_columns", place,
                  {"name": tags["name"], "address": address(place), "city": m.CITY, "postcode": postcode})
        elif roll < 0.7:
            c.add("name_full_address", "one_cell", place,
                  {"name": tags["name"], "address": f"{address(place)}, {postcode or ''} {m.CITY}".replace("  ", " ")})
        elif roll < 0.85 and postcode:
            c.add("name_full_address", "one_cell_country_prefix", place,
                  {"name": tags["name"], "address": f"{address(place)}, FL-{postcode} {m.CITY}"})
        else:
            c.add("name_full_address", "split_columns_no_postcode", place,
                  {"name": tags["name"], "address": address(place), "city": m.CITY})
    c.name_postcode(10)
    c.name_typo(16, lambda r, name: letter_slip(r, name, QWERTZ_KEYS, skip=m.LEGAL_FORMS))

    # Umlauts written out or dropped, ß for ss, Nordic letters written out, and the way back.
    for place in c.unique:
        name = place["tags"]["name"]
        row = {"city": rng.choice([m.CITY, m.CITY_LATIN, None])}
        if any(ch in name for ch in UMLAUTS):
            if rng.random() < 0.7:
                c.add("umlaut_ascii", "ä/ö/ü->ae/oe/ue", place, dict(row, name=replace_all(name, UMLAUTS)))
            else:
                c.add("umlaut_ascii", "ä/ö/ü->a/o/u", place,
                      dict(row, name=replace_all(name, {k: v[0] for k, v in UMLAUTS.items()})))
        if "ss" in name:
            c.add("umlaut_ascii", "ss->ß", place, dict(row, name=name.replace("ss", "ß")))
        if any(ch in name for ch in NORDIC):
            c.add("umlaut_ascii", "å/æ/ø->aa/ae/oe", place, dict(row, name=replace_all(name, NORDIC)))
            c.add("umlaut_ascii", "å/ø->a/o", place,
                  dict(row, name=replace_all(name, {"å": "a", "ø": "o", "Å": "A", "Ø": "O"})))
        if "Oe" in name:
            c.add("umlaut_ascii", "oe->ö (data has oe)", place, dict(row, name=name.replace("Oe", "Ö")))
    streets_with = [p for p in c.addressed if not p["shared"] and any(ch in p["street"] for ch in UMLAUTS)]
    for place in c.pick(streets_with, 8):
        c.add("umlaut_ascii", "street ä/ö/ü->ae/oe/ue", place,
              {"name": place["tags"]["name"], "address": replace_all(address(place), UMLAUTS), "city": m.CITY_LATIN})
    streets_ss = [p for p in c.addressed if not p["shared"] and "sse" in p["street"]]
    for place in c.pick(streets_ss, 6):
        c.add("umlaut_ascii", "street ss->ß", place,
              {"name": place["tags"]["name"], "address": address(place).replace("ss", "ß"), "city": m.CITY})

    abbreviated = [p for p in c.addressed if not p["shared"] and german_street_forms(p["street"])]
    for place in c.pick(abbreviated, 26):
        variant, form = rng.choice(german_street_forms(place["street"]))
        c.add("street_abbrev", f"{place['street']} -> {form}", place,
              {"name": place["tags"]["name"], "address": f"{form} {place['number']}", "city": c.city()})

    options = []
    for place in c.unique + c.chains:
        name = place["tags"]["name"]
        words = name.split(" ")
        mine = []
        last = words[-1]
        if last in ("AG", "GmbH", "Anstalt", "Est.", "reg.") or last.endswith("-AG"):
            core = " ".join(words[:-1])
            if last.endswith("-AG"):
                mine += [("removed:AG", name[: -len("-AG")]), ("spelled_out:AG", name[: -len("AG")] + "Aktiengesellschaft")]
            else:
                mine.append((f"removed:{last}", core))
            if last == "AG":
                mine.append(("spelled_out:AG", f"{core} Aktiengesellschaft"))
            if last == "GmbH":
                mine += [("spelled_out:GmbH", f"{core} Gesellschaft mit beschränkter Haftung"),
                         ("G.m.b.H.", f"{core} G.m.b.H.")]
            if last == "Anstalt":
                mine.append(("Anstalt->Est.", f"{core} Est."))
            if last == "Est.":
                mine += [("Est.->Anstalt", f"{core} Anstalt"), ("Est.->Establishment", f"{core} Establishment")]
        elif words[0] == "Stiftung":
            mine.append(("reordered:Stiftung", f"{' '.join(words[1:])} Stiftung"))
        elif any(k in place["tags"] for k in ("office", "craft", "shop")) and len(words) >= 2:
            mine += [(f"added:{form}", f"{name} {form}") for form in ("AG", "GmbH", "Anstalt", "Est.")]
        if len(words) == 2 and words[0] in ("Gasthaus", "Restaurant", "Hotel", "Café", "Gasthof", "Pension"):
            for opening, closing in m.QUOTES:
                mine.append((f"quotes {opening}{closing}", f"{words[0]} {opening}{words[1]}{closing}"))
        if mine:
            bearing = last in ("AG", "GmbH", "Anstalt", "Est.", "reg.") or last.endswith("-AG") or words[0] == "Stiftung"
            options.append((place, mine, bearing))
    # Anstalt and Est. are the forms the country's registers write either way: both variants of those
    c.legal_words(options, 40, address,
                  each=lambda place: 2 if place["tags"]["name"].split(" ")[-1] in ("Anstalt", "Est.") else 1)

    c.name_other_language(8, "name:en", "name:de", m.CITY)

    def address_forms(place):
        forms = [("as_data", address(place))]
        forms += [(f"{place['street']} -> {f}", f"{f} {place['number']}") for _, f in german_street_forms(place["street"])]
        if any(ch in place["street"] for ch in UMLAUTS):
            forms.append(("street ä/ö/ü->ae/oe/ue", replace_all(address(place), UMLAUTS)))
        return forms

    c.address_only(10, address_forms)
    c.chain(address)

    def invented():
        while True:
            name = f"{rng.choice(m.KINDS)} {rng.choice(m.FIRST)}"
            if c.is_new(name):
                return name

    def elsewhere():
        for _ in range(4):
            c.negative("fabricated_name_only:with_legal_form",
                       {"name": f"{invented()} {rng.choice(['AG', 'GmbH', 'Anstalt', 'Est.'])}", "city": m.CITY})

    c.negatives(invented, address, elsewhere)
    return c


# ---- main ------------------------------------------------------------------------------------

def write_all(extracts, sets):
    for module, cases in ((cyrillic, russian_cases), (devanagari, hindi_cases), (alpine, alpine_cases)):
        extract = Extract(module)
        extract.write(os.path.join(extracts, f"{module.NAME}.osm"))
        built = cases(extract)
        lines = built.finish()
        with open(os.path.join(sets, f"{module.NAME}.jsonl"), "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
        families = collections.Counter(value["family"] for value in built.out)
        print(f"{module.NAME}: {len(extract.places)} named places, {len(extract.buildings)} address-only buildings, "
              f"{len(lines)} cases: " + ", ".join(f"{k} {v}" for k, v in sorted(families.items())), file=sys.stderr)


def main():
    if "--check" not in sys.argv[1:]:
        os.makedirs(EXTRACTS, exist_ok=True)
        write_all(EXTRACTS, SETS)
        return
    with tempfile.TemporaryDirectory() as scratch:
        write_all(scratch, scratch)
        stale = []
        for module in (cyrillic, devanagari, alpine):
            for folder, name in ((EXTRACTS, f"{module.NAME}.osm"), (SETS, f"{module.NAME}.jsonl")):
                committed = os.path.join(folder, name)
                with open(os.path.join(scratch, name), "rb") as made:
                    wanted = made.read()
                if not os.path.exists(committed) or open(committed, "rb").read() != wanted:
                    stale.append(os.path.relpath(committed, HERE))
    if stale:
        raise SystemExit("not what the tables make (run make_script_sets.py): " + ", ".join(stale))
    print("the extracts and sets are what the tables make", file=sys.stderr)


main()
