"""What Python's own readers say about an input and about enrich's outputs (see fuzz.py).

`expected_rows(path)` is the number of rows enrich must read from the input, or None when
Python refuses the input or the case is one where enrich's documented rules differ from
Python's (then the fuzzer only checks that enrich neither crashes, hangs nor writes invalid
output).
"""

import csv
import io
import json
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

BOM = b"\xef\xbb\xbf"
KML_NAMESPACES = ("http://www.opengis.net/kml/", "http://earth.google.com/kml/")
# enrich's own limit is 1 MiB per field; Python's default (128 KiB) must not decide.
csv.field_size_limit(sys.maxsize)


def expected_rows(path):
    data = open(path, "rb").read()
    extension = os.path.splitext(path)[1]
    try:
        if extension == ".csv":
            return csv_rows(data)
        if extension == ".kml":
            return kml_rows(data)
        return json_rows(data, extension)
    except (ValueError, LookupError, csv.Error, ElementTree.ParseError, RecursionError, UnicodeError):
        return None


def text_of(data):
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        raise ValueError("UTF-16 input: not compared")
    return data.decode("utf-8-sig")


def csv_rows(data):
    """Rows after the header; blank lines do not count (enrich skips them, as csv yields [])."""
    if other_kind(data):
        raise ValueError("an HTML, XML or JSON text: enrich refuses it as CSV")
    rows = [row for row in csv.reader(io.StringIO(text_of(data), newline=""), strict=True) if row]
    return max(0, len(rows) - 1)


def csv_header_line(data):
    """The line the first non-blank row starts on (the fuzzer names it with --header-row, so
    enrich reads the table the way Python counts it), or None."""
    try:
        reader = csv.reader(io.StringIO(text_of(data), newline=""), strict=True)
        line = 0
        for row in reader:
            if row:
                return line + 1
            line = reader.line_num
    except (ValueError, LookupError, csv.Error, UnicodeError):
        return None
    return None


def other_kind(data):
    """Whether a text that was to be CSV starts like a web page, an XML document or JSON."""
    text = data[3:] if data.startswith(BOM) else data
    text = text.lstrip(b" \t\r\n")
    if text[:1] == b"<":
        return text[1:2].isalpha() or text[1:2] in (b"?", b"!") or b"<html" in text[:512].lower()
    if text[:1] == b"{":
        return True
    return text[:1] == b"[" and text[1:2] in (b"{", b"[", b'"', b"\n", b"\r", b" ")


def refuse_constant(name):
    raise ValueError("non-standard JSON constant " + name)


def check_strings(value, depth=0):
    """Lone surrogates (`\\ud800`) are not text, and enrich nests at most 512 levels."""
    if depth > 512:
        raise ValueError("too deep")
    if isinstance(value, str):
        value.encode("utf-8")
    elif isinstance(value, list):
        for item in value:
            check_strings(item, depth + 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            key.encode("utf-8")
            check_strings(item, depth + 1)


def json_values(text):
    """The values of a JSON Lines / text sequence input (whitespace-separated)."""
    decoder = json.JSONDecoder(parse_constant=refuse_constant)
    values = []
    index = 0
    whitespace = " \t\n\r"
    while True:
        while index < len(text) and text[index] in whitespace:
            index += 1
        if index == len(text):
            return values
        value, index = decoder.raw_decode(text, index)
        check_strings(value)
        values.append(value)


def is_enrich_trailer(value):
    return (isinstance(value, dict) and "summary" in value and "row" not in value
            and str(value.get("generator", "")).startswith("enrich"))


def json_rows(data, extension):
    text = text_of(data)
    body = data[3:] if data.startswith(BOM) else data
    first = text.lstrip(" \t\n\r")[:1]
    head = data[:4096]
    if extension in (".ndjson", ".jsonl"):
        layout = "lines"
    elif first == "[":
        layout = "array"
    elif first == "{" and b'"FeatureCollection"' in head:
        layout = "collection"
    elif first == "{" and extension == ".geojson":
        layout = "lines"
    elif first == "{":
        compact = bytes(byte for byte in body[:512] if byte not in b" \t\n\r")
        layout = "document" if compact.startswith(b'{"generator":"enrich') else "lines"
    else:
        return None
    if layout == "lines":
        values = json_values(text)
        if values and is_enrich_trailer(values[-1]):
            values.pop()
        return len(values)
    value = json.loads(text, parse_constant=refuse_constant)
    check_strings(value)
    if layout == "array":
        return len(value) if isinstance(value, list) else None
    member = "features" if layout == "collection" else "rows"
    if isinstance(value, dict) and isinstance(value.get(member), list):
        # enrich takes the first such member; Python keeps the last of duplicates.
        return len(value[member]) if text.count('"%s"' % member) == 1 else None
    return None


def kml_rows(data):
    """Placemarks in the KML namespace (or none), outside elements of other namespaces."""
    if b"<!DOCTYPE" in data.upper() or b"<!ENTITY" in data.upper():
        return None
    # libxml2 refuses a namespace name that is not a URI reference; expat accepts any text.
    for match in re.finditer(rb'xmlns(?::[^=\s]*)?\s*=\s*("[^"]*"|\'[^\']*\')', data):
        if re.search(rb'[\s\[\]<>"{}|\\^`\x80-\xff]', match.group(1)[1:-1]):
            return None
    root = ElementTree.fromstring(data)

    def namespace(tag):
        return tag[1:].split("}")[0] if tag.startswith("{") else ""

    def is_kml(tag):
        uri = namespace(tag)
        return uri == "" or uri.startswith(KML_NAMESPACES)

    def count(element, inside_placemark):
        if not is_kml(element.tag):
            return 0
        local = element.tag.split("}")[-1]
        if local == "Placemark":
            if inside_placemark:
                raise ValueError("nested Placemark: not compared")
            return 1 + sum(count(child, True) for child in element)
        return sum(count(child, inside_placemark) for child in element)

    return count(root, False)


def output_rows(folder):
    """Row count of each output, after checking it is valid; raises on anything invalid."""
    counts = {}
    lines = open(os.path.join(folder, "out.ndjson"), "rb").read().decode("utf-8").split("\n")
    if lines[-1] != "":
        raise ValueError("NDJSON output does not end with a newline")
    # One row object a line, nothing else; the summary is in the sidecar beside it.
    rows = [json.loads(line) for line in lines[:-1]]
    for number, row in enumerate(rows, start=1):
        if row.get("row") != number or not isinstance(row.get("status"), str):
            raise ValueError("NDJSON row %d is %r" % (number, str(row)[:200]))
    sidecar = json.load(open(os.path.join(folder, "out.ndjson.summary.json"), encoding="utf-8"))
    if not sidecar.get("generator", "").startswith("enrich") or sidecar["summary"].get("rows") != len(rows):
        raise ValueError("the NDJSON sidecar says %s rows, %d written" % (sidecar["summary"].get("rows"), len(rows)))
    counts["out.ndjson"] = len(rows)
    document = json.load(open(os.path.join(folder, "out.json"), encoding="utf-8"))
    counts["out.json"] = len(document["rows"])
    collection = json.load(open(os.path.join(folder, "out.geojson"), encoding="utf-8"))
    if collection.get("type") != "FeatureCollection":
        raise ValueError("GeoJSON output is not a FeatureCollection")
    counts["out.geojson"] = len(collection["features"])
    with open(os.path.join(folder, "out.csv"), encoding="utf-8", newline="") as handle:
        table = list(csv.reader(handle, strict=True))
    if len(set(table[0])) != len(table[0]):
        raise ValueError("CSV output header has duplicate names")
    if any(len(row) != len(table[0]) for row in table[1:]):
        raise ValueError("CSV output rows differ in length from the header")
    counts["out.csv"] = len(table) - 1
    kml = ElementTree.parse(os.path.join(folder, "out.kml")).getroot()
    counts["out.kml"] = sum(1 for element in kml.iter() if element.tag.endswith("}Placemark"))
    return counts
