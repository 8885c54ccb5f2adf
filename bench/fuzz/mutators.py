"""Input mutations for fuzz.py: raw byte edits (break the syntax anywhere) and edits that keep
the document well-formed (so the readers' and the pipeline's handling of odd values is reached,
not only their syntax errors)."""

import json
import re
from xml.sax.saxutils import escape

TOKENS = [
    b'"', b",", b"\n", b"\r", b"\r\n", b";", b"\t", b"|", b"{", b"}", b"[", b"]", b":", b"\\",
    b"<", b">", b"&", b"\x00", b"\xef\xbb\xbf", b"\xc3", b"\xff", b"\xe4", b"]]>", b"<![CDATA[",
    b"<!--", b"-->", b"&amp;", b"&#0;", b"&#x1F600;", b"\\u0000", b"\\ud800", b"\\u00e4", b"null",
    b"1e999", b"-", b"0", b'"FeatureCollection"', b'"features"', b'"properties"', b"</Placemark>",
    b"<Placemark>", b"<name>", b"</name>", b'"name":', b"\xe2\x80\xa8", b"k.", b" 12-14 ", b" A 12",
    b" as. 5", b"PL 123", b"\xcc\x81",
]

# Text put into values: address and name shapes, scripts, controls, separators, long words.
TEXTS = [
    "", " ", "Bulevardi 9 A 12", "Mannerheimintie 14-20", "PL 123, 00101 Helsinki", "Kalevank. 1 as. 5",
    "東京都千代田区丸の内1-9-1", "Ελληνικά", "ß æ ø œ þ", "e\u0301", "\u202e", "\u2028", "\x00", "\x7f",
    '"quoted, with comma"', "a\nb\r\nc", "=1+2", "-12.5", "1e999", "0,0", "60.17,24.94", "null", "true",
    "\ud83d\ude00", "  padded  ", "Ravintola Ravintola Ravintola", "St. Johns Rd. 5", "katu katu katu",
]


def long_text(rng):
    unit = rng.choice(["a", "ab ", "9", "1 ", "k. ", "ä", "-", ", ", "x katu "])
    return unit * rng.choice([100, 3000, 30000])


def raw(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(8)
        position = rng.randrange(len(data) + 1)
        if kind == 0 and data:
            data[min(position, len(data) - 1)] = rng.randrange(256)
        elif kind in (1, 2):
            data[position:position] = rng.choice(TOKENS)
        elif kind == 3 and data:
            del data[position:min(len(data), position + rng.randint(1, 64))]
        elif kind == 4 and data:
            start = rng.randrange(len(data))
            data[position:position] = data[start:start + rng.randint(1, 256)]
        elif kind == 5:
            del data[position:]
        elif kind == 6:
            data[position:position] = bytes([rng.choice(b"a9 ,.-\xc3")]) * rng.choice([100, 5000, 70000])
        elif kind == 7 and len(data) > 2:
            a, b = sorted(rng.sample(range(len(data)), 2))
            length = min(rng.randint(1, 32), b - a)
            data[a:a + length], data[b:b + length] = data[b:b + length], data[a:a + length]
    return bytes(data)


def odd_value(rng, depth=0):
    kind = rng.randrange(10)
    if kind < 4:
        return rng.choice(TEXTS)
    if kind == 4:
        return long_text(rng)
    if kind == 5:
        return rng.choice([0, -1, 1.5, 10**30, 60.17, 24.94, True, False, None])
    if kind == 6 and depth < 3:
        return [odd_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    if kind == 7 and depth < 3:
        return {rng.choice(["name", "street", "", "lat", "x"]): odd_value(rng, depth + 1)}
    return rng.choice(TEXTS) + rng.choice(TEXTS)


def edit_record(record, rng):
    """One edit of a row object (or of what stands in its place)."""
    if not isinstance(record, dict) or rng.random() < 0.1:
        return odd_value(rng)
    keys = list(record)
    kind = rng.randrange(4)
    if kind == 0 and keys:
        record[rng.choice(keys)] = odd_value(rng)
    elif kind == 1:
        record[rng.choice(["name", "address", "city", "lat", "lng", "postcode", "", "name ", "NIMI"])] = odd_value(rng)
    elif kind == 2 and keys:
        del record[rng.choice(keys)]
    else:
        record[long_text(rng)[:rng.choice([1, 200])]] = odd_value(rng)
    return record


def edit_json_document(value, rng):
    rows = None
    if isinstance(value, list):
        rows = value
    elif isinstance(value, dict):
        rows = value.get("features", value.get("rows"))
    if not isinstance(rows, list) or not rows:
        return odd_value(rng)
    for _ in range(rng.randint(1, 4)):
        index = rng.randrange(len(rows))
        kind = rng.randrange(6)
        if kind == 0:
            rows.insert(index, json.loads(json.dumps(rows[index])))
        elif kind == 1 and len(rows) > 1:
            del rows[index]
        elif kind == 2 and isinstance(rows[index], dict) and isinstance(rows[index].get("properties"), dict):
            rows[index]["properties"] = edit_record(rows[index]["properties"], rng)
        elif kind == 3 and isinstance(rows[index], dict) and "geometry" in rows[index]:
            rows[index]["geometry"] = rng.choice([
                None, {"type": "Point", "coordinates": [odd_value(rng), 60]},
                {"type": "Point", "coordinates": [200, 100]},
                {"type": "LineString", "coordinates": [[24.9, 60.1], [25, 60.2]]},
                {"type": "Polygon", "coordinates": []}, {"type": "Nope"}, odd_value(rng)])
        elif kind == 4 and isinstance(rows[index], dict) and isinstance(rows[index].get("input"), dict):
            rows[index]["input"] = edit_record(rows[index]["input"], rng)
        else:
            rows[index] = edit_record(rows[index], rng)
    return value


def dump(value, rng):
    indent = rng.choice([None, 1, 2])
    return json.dumps(value, ensure_ascii=rng.random() < 0.3, indent=indent).encode("utf-8", "surrogatepass")


def structured(data, extension, rng):
    text = data.decode("utf-8-sig")
    if extension == ".csv":
        lines = text.splitlines(keepends=True)
        import csv
        import io
        table = list(csv.reader(io.StringIO(text, newline="")))
        for _ in range(rng.randint(1, 3)):
            row = rng.choice(table) if table else []
            if row:
                row[rng.randrange(len(row))] = str(odd_value(rng))
            elif lines:
                table.append([str(odd_value(rng))])
        out = io.StringIO()
        csv.writer(out, lineterminator=rng.choice(["\r\n", "\n"])).writerows(table)
        return out.getvalue().encode("utf-8")
    if extension == ".kml":
        # New text inside existing text nodes, escaped so the XML stays well-formed.
        spots = [match.end() for match in re.finditer(r">[^<]", text)]
        for _ in range(rng.randint(1, 3)):
            if not spots:
                break
            spot = rng.choice(spots) - 1
            value = str(odd_value(rng)).encode("utf-8", "surrogatepass").decode("utf-8", "replace")
            value = "".join(ch for ch in value if ch in "\t\n\r" or ord(ch) >= 0x20)
            text = text[:spot] + escape(value) + text[spot:]
            spots = [match.end() for match in re.finditer(r">[^<]", text)]
        return text.encode("utf-8")
    if extension in (".ndjson", ".jsonl"):
        values = [json.loads(line) for line in text.splitlines() if line.strip()]
        values = edit_json_document(values, rng)
        if not isinstance(values, list):
            values = [values]
        return b"\n".join(dump(value, rng).replace(b"\n", b"") for value in values) + b"\n"
    return dump(edit_json_document(json.loads(text), rng), rng)


def mutate(data, extension, rng):
    """Byte edits half of the time, well-formed edits the other half (then maybe a byte edit)."""
    if rng.random() < 0.5:
        return raw(data, rng)
    try:
        data = structured(data, extension, rng)
    except (ValueError, UnicodeError):
        return raw(data, rng)
    return raw(data, rng) if rng.random() < 0.2 else data
