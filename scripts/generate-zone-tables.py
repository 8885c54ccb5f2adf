#!/usr/bin/env python3
"""Generates the two time-zone tables of Sources/EnrichHours/Time (run it again when tzdata or
the boundary data changes; the output is deterministic for given inputs).

- CountryZoneTable.swift: every ISO 3166 country's IANA zones, from the tz database's zone.tab
  (public domain), read from the system's tzdata (/usr/share/zoneinfo). A country whose zones all
  keep the same clock from 2024 to 2035 (Germany's Busingen, Argentina's provinces) gets one zone.
- ZoneBoundaryTable.swift: a quadtree over the world (5-degree root cells, split to 1/256 of that,
  about 2 km) whose leaves name the zone on land there, sampled from the timezone-boundary-builder
  polygons packaged by timezonefinder (data ODbL 1.0, (c) OpenStreetMap contributors; the
  timezonefinder code is MIT). Sea is "no zone" and merges with the land next to it.

Usage: python3 -m venv /tmp/tzvenv && /tmp/tzvenv/bin/pip install timezonefinder
       /tmp/tzvenv/bin/python scripts/generate-zone-tables.py
"""
import collections, datetime as dt, os, sys
from zoneinfo import ZoneInfo
from timezonefinder import TimezoneFinder

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "EnrichHours", "Time")
ROOT_DEGREES = 5
MAX_DEPTH = 7
SAMPLES = 4  # per side of a cell
ROWS = 30  # of root cells from 90 N: down to 60 S (Antarctica's stations are left out)
LINE = 96


def same_clock(a, b):
    """Whether two zones show the same wall time at every sampled instant of 2024-2035."""
    za, zb = ZoneInfo(a), ZoneInfo(b)
    t = dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc)
    while t.year < 2036:
        if t.astimezone(za).utcoffset() != t.astimezone(zb).utcoffset():
            return False
        t += dt.timedelta(hours=6)
    return True


def clock_of(classes, name):
    """The tree's name for `name`'s clock (zone.tab may list a zone the boundary data merged)."""
    if name in classes:
        return classes[name]
    signature = clock_signature(name)
    return next((rep for zone, rep in sorted(classes.items()) if clock_signature(zone) == signature), name)


def country_table(classes):
    zones = collections.OrderedDict()
    for line in open("/usr/share/zoneinfo/zone.tab", encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        parts = line.rstrip("\n").split("\t")
        zones.setdefault(parts[0], []).append(parts[2])
    lines = []
    for code in sorted(zones):
        names = zones[code]
        if all(same_clock(names[0], other) for other in names[1:]):
            names = names[:1]
        # A country of several clocks: each zone with the tree's name for its clock.
        lines += [code + " " + name + ("" if len(names) == 1 else " " + clock_of(classes, name)) for name in names]
    return lines


def clock_signature(name):
    zone = ZoneInfo(name)
    t = dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc)
    offsets = []
    while t.year < 2036:
        offsets.append(t.astimezone(zone).utcoffset())
        t += dt.timedelta(hours=12)
    return tuple(offsets)


def area(tf, name):
    total = 0.0
    for polygon in tf.get_geometry(tz_name=name, coords_as_pairs=False):
        lngs, lats = polygon[0]
        total += abs(sum(lngs[i] * lats[i - 1] - lngs[i - 1] * lats[i] for i in range(len(lngs)))) / 2
    return total


def principal_zones():
    seen, principal = set(), set()
    for line in open("/usr/share/zoneinfo/zone.tab", encoding="utf-8"):
        if not line.startswith("#") and line.strip():
            code, _, name = line.split("\t")[:3]
            if code not in seen:
                seen.add(code)
                principal.add(name.strip())
    return principal


def clock_classes(tf, names):
    """Zone -> the zone that stands for every zone keeping the same clock from 2024 to 2035, so the
    tree splits only where clocks differ: the largest that is a country's principal zone (Europe/Paris
    for Central European Time, America/New_York for Eastern Time)."""
    principal = principal_zones()
    members = collections.defaultdict(list)
    for name in sorted(names):
        members[clock_signature(name)].append(name)
    representative = {}
    for group in members.values():
        largest = max(group, key=lambda name: (name in principal, area(tf, name), name))
        for name in group:
            representative[name] = largest
    return representative


def small_polygons(tf, classes):
    """Bounding boxes of polygons smaller than a cell's sample spacing could miss."""
    boxes = []
    for name in tf.timezone_names:
        if name.startswith("Etc/"):
            continue
        for polygon in tf.get_geometry(tz_name=name, coords_as_pairs=False):
            lngs, lats = polygon[0]
            boxes.append((min(lats), max(lats), min(lngs), max(lngs), classes[name]))
    return boxes


def build(tf, boxes, classes):
    names = sorted(set(classes.values()))
    index = {n: i for i, n in enumerate(names)}
    tokens = []  # preorder: 0 = split, 1 = no zone, k + 2 = names[k]

    def node(lat, lng, size, depth, candidates):
        samples = collections.Counter()
        step = size / SAMPLES
        for i in range(SAMPLES):
            for j in range(SAMPLES):
                zone = tf.timezone_at_land(lng=lng + (j + 0.5) * step, lat=lat + (i + 0.5) * step)
                if zone and not zone.startswith("Etc/"):
                    samples[classes[zone]] += 1
        inside = [b for b in candidates if b[0] <= lat + size and b[1] >= lat and b[2] <= lng + size and b[3] >= lng]
        hidden = {b[4] for b in inside if max(b[1] - b[0], b[3] - b[2]) < 2 * step} - set(samples)
        if depth == MAX_DEPTH or (len(samples) <= 1 and not hidden):
            zone = samples.most_common(1)[0][0] if samples else None
            return [1 if zone is None else index[zone] + 2]
        half = size / 2
        children = [node(lat + half * a, lng + half * b, half, depth + 1, inside) for a in (1, 0) for b in (0, 1)]
        leaves = {c[0] for c in children if len(c) == 1}
        if all(len(c) == 1 for c in children) and len(leaves - {1}) <= 1:
            return [max(leaves)]  # one zone (sea merges into it), or all sea
        return [0] + [t for c in children for t in c]

    for row in range(ROWS):
        lat = 90 - (row + 1) * ROOT_DEGREES
        for column in range(360 // ROOT_DEGREES):
            lng = -180 + column * ROOT_DEGREES
            tokens += node(lat, lng, ROOT_DEGREES, 0, boxes)
        print(f"row {row + 1}/{ROWS}: {len(tokens)} tokens", file=sys.stderr)
    return names, tokens


# One character for tokens below 80, two for the rest; no quote or backslash.
ALPHABET = [chr(c) for c in range(35, 127) if chr(c) != "\\"]


def encode(tokens):
    out = []
    for t in tokens:
        if t < 80:
            out.append(ALPHABET[t])
        else:
            rest = t - 80
            out.append(ALPHABET[80 + rest // len(ALPHABET)] + ALPHABET[rest % len(ALPHABET)])
    return "".join(out)


def chunks(text, width):
    return [text[i:i + width] for i in range(0, len(text), width)]


def main():
    tf = TimezoneFinder()
    classes = clock_classes(tf, [n for n in tf.timezone_names if not n.startswith("Etc/")])
    countries = country_table(classes)
    with open(os.path.join(OUT, "CountryZoneTable.swift"), "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/generate-zone-tables.py from the tz database's zone.tab (public\n")
        f.write("// domain). Do not edit by hand.\n\n")
        f.write("/// Each country's IANA zones, one a line after its ISO 3166-1 alpha-2 code, the principal first;\n"
                "/// for a country of several clocks, then the name `ZoneBoundaryTable` gives that zone's clock.\n")
        f.write("enum CountryZoneTable {\n")
        f.write('  static let lines = """\n')
        for line in countries:
            f.write("    " + line + "\n")
        f.write('    """\n}\n')
    names, tokens = build(tf, small_polygons(tf, classes), classes)
    encoded = encode(tokens)
    with open(os.path.join(OUT, "ZoneBoundaryTable.swift"), "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/generate-zone-tables.py from the timezone-boundary-builder polygons\n")
        f.write(f"// packaged by timezonefinder (data {tf.data_version}; ODbL 1.0, (c) OpenStreetMap\n")
        f.write("// contributors). Do not edit by hand.\n\n")
        f.write("/// The zone on land in each cell of a world quadtree (decoded by `ZoneQuadtree`).\n")
        f.write("enum ZoneBoundaryTable {\n")
        f.write(f"  static let rootDegrees = {ROOT_DEGREES}\n")
        f.write(f"  static let alphabet =\n    \"{''.join(ALPHABET)}\"\n")
        f.write('  static let zones = """\n')
        line = ""
        for name in names:
            if len(line) + len(name) + 1 > LINE:
                f.write("    " + line.rstrip() + "\n")
                line = ""
            line += name + " "
        f.write("    " + line.rstrip() + "\n")
        f.write('    """\n')
        f.write("  /// Preorder tokens, root cells from the north-west, row by row: 0 splits a cell into its\n")
        f.write("  /// north-west, north-east, south-west and south-east quarters, 1 is no zone, k + 2 is zones[k].\n")
        f.write('  static let tree = """\n')
        for chunk in chunks(encoded, LINE):
            f.write("    " + chunk + "\n")
        f.write('    """\n}\n')
    print(f"{len(countries)} countries, {len(names)} zones, {len(tokens)} tokens, {len(encoded)} characters",
          file=sys.stderr)


if __name__ == "__main__":
    main()
