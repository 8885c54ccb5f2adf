#!/usr/bin/env python3
"""Inputs for bench/bounds/run.sh: one pathological dimension each (issue 11), and hostile
files whose cost is out of proportion to their size, each beside an ordinary file of about the
same size to compare with (issue 22).

Usage: make_inputs.py FOLDER [NAME ...]   (default: every input; the end-to-end tests ask for one)
"""
import os
import random
import sys
import zipfile

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


def write(path, text):
    with open(path, "w") as handle:
        handle.write(text)


def addresses_200x300k(path):
    # 200 rows, each a different address of 300 KB in many words (60 MB): memory must not grow
    # with the rows (every memo keyed by text keeps only short texts).
    with open(path, "w") as handle:
        handle.write("name,address\n")
        for row in range(200):
            handle.write("Kappeli %d,Aleksanterinkatu %d %s\n" % (row, row, words(300_000).replace(" ", " r%d" % row, 1)))


def headers_70k(path):
    # 70,000 copies of one header name: a 141 KB file (`a,a,a,...`), three rows.
    columns = 70_000
    write(path, ",".join(["a"] * columns) + "\n" + ("\n".join(",".join(["x"] * columns) for _ in range(3))) + "\n")


# MARK: XLSX (zipped SpreadsheetML as Excel writes it)

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG = "http://schemas.openxmlformats.org/package/2006/relationships"
DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'


def workbook(path, sheet_xml, shared_chunks=None, doctype=""):
    """A one-sheet workbook; `shared_chunks` yields the shared strings part in pieces (streamed
    into the archive, so a gigabyte part never sits in memory); `doctype` goes before the root
    element of the shared strings part."""
    head = DECLARATION
    overrides = ('<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-'
                 'officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml"'
                 ' ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>')
    if shared_chunks is not None:
        overrides += ('<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-'
                      'officedocument.spreadsheetml.sharedStrings+xml"/>')
    relationships = f'<Relationship Id="rId1" Type="{REL}/worksheet" Target="worksheets/sheet1.xml"/>'
    if shared_chunks is not None:
        relationships += f'<Relationship Id="rId2" Type="{REL}/sharedStrings" Target="sharedStrings.xml"/>'
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr("[Content_Types].xml", head + '<Types xmlns="http://schemas.openxmlformats.org/package/'
                         '2006/content-types"><Default Extension="rels" ContentType="application/vnd.'
                         'openxmlformats-package.relationships+xml"/><Default Extension="xml" '
                         f'ContentType="application/xml"/>{overrides}</Types>')
        archive.writestr("_rels/.rels", head + f'<Relationships xmlns="{PKG}"><Relationship Id="rId1" '
                         f'Type="{REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>')
        archive.writestr("xl/workbook.xml", head + f'<workbook xmlns="{MAIN}" xmlns:r="{REL}"><sheets>'
                         '<sheet name="Places" sheetId="1" r:id="rId1"/></sheets></workbook>')
        archive.writestr("xl/_rels/workbook.xml.rels", head + f'<Relationships xmlns="{PKG}">'
                         f'{relationships}</Relationships>')
        archive.writestr("xl/worksheets/sheet1.xml", head + sheet_xml)
        if shared_chunks is not None:
            with archive.open("xl/sharedStrings.xml", "w") as part:
                part.write((head + doctype).encode())
                for chunk in shared_chunks:
                    part.write(chunk.encode())


def sheet(rows, merges=""):
    return f'<worksheet xmlns="{MAIN}" xmlns:r="{REL}"><sheetData>{"".join(rows)}</sheetData>{merges}</worksheet>'


def shared(strings, count):
    yield f'<sst xmlns="{MAIN}" count="{count}" uniqueCount="{count}">'
    yield from strings
    yield "</sst>"


def shared_cell(reference, index):
    return f'<c r="{reference}" t="s"><v>{index}</v></c>'


def xlsx_shared_strings_bomb(path):
    # 1.5 MB whose shared strings part inflates to 1 GiB of empty strings (`<si/>`), with a
    # header and one row that use the first strings.
    count = (1 << 30) // 5
    empty = "<si/>" * 100_000
    rows = ['<row r="1">' + shared_cell("A1", 0) + shared_cell("B1", 1) + "</row>",
            '<row r="2">' + shared_cell("A2", 2) + shared_cell("B2", 3) + "</row>"]

    def strings():
        yield "<si><t>name</t></si><si><t>address</t></si><si><t>Kappeli</t></si><si><t>Bulevardi 9</t></si>"
        for _ in range((count - 4) // 100_000):
            yield empty

    workbook(path, sheet(rows), shared(strings(), count))


def xlsx_shared_strings_at_limit(path):
    # The most a file of the bomb's size may carry: shared strings that inflate about 97 times
    # (150 MB, 31 million strings, nearly all empty), just under the ratio that is refused.
    rng = random.Random(22)
    rows = ['<row r="1">' + shared_cell("A1", 0) + shared_cell("B1", 1) + "</row>",
            '<row r="2">' + shared_cell("A2", 2) + shared_cell("B2", 3) + "</row>"]
    groups = 280_000

    def strings():
        yield "<si><t>name</t></si><si><t>address</t></si><si><t>Kappeli</t></si><si><t>Bulevardi 9</t></si>"
        for _ in range(groups):
            yield "<si/>" * 110 + "<si><t>%04d</t></si>" % rng.randrange(10_000)

    workbook(path, sheet(rows), shared(strings(), 4 + groups * 111))


def xlsx_ordinary(path):
    # An ordinary workbook of about the bomb's size: 95,000 rows of different names and
    # addresses in shared strings, as Excel writes them.
    rows = ['<row r="1">' + shared_cell("A1", 0) + shared_cell("B1", 1) + "</row>"]
    texts = ["<si><t>name</t></si>", "<si><t>address</t></si>"]
    for row in range(2, 95_002):
        texts.append(f"<si><t>Kahvila {word(4 + row % 9)} {row}</t></si>")
        texts.append(f"<si><t>{word(6 + row % 7).capitalize()}katu {row % 97 + 1}</t></si>")
        rows.append(f'<row r="{row}">' + shared_cell(f"A{row}", len(texts) - 2)
                    + shared_cell(f"B{row}", len(texts) - 1) + "</row>")
    workbook(path, sheet(rows), shared(texts, len(texts)))


def xlsx_doctype(entities, value):
    # A DTD in the shared strings part, its entity used in a cell.
    def make(path):
        rows = ['<row r="1">' + shared_cell("A1", 0) + "</row>", '<row r="2">' + shared_cell("A2", 1) + "</row>"]
        strings = ["<si><t>name</t></si>", "<si><t>%s</t></si>" % value]
        workbook(path, sheet(rows), shared(strings, 2), doctype="<!DOCTYPE sst [%s]>\n" % entities)
    return make


# Ten levels of entities, each ten of the one before: a "billion laughs" (10^10 copies of "lol"
# if anything expanded them).
LAUGHS = '<!ENTITY lol0 "lol">' + "".join(
    '<!ENTITY lol%d "%s">' % (level, "&lol%d;" % (level - 1) * 10) for level in range(1, 11))


def xlsx_merged_range(path):
    # 7 KB: a merge from B2 to the last cell of the grid over 2,000 empty rows; each row is
    # filled with B2's value in 16,383 columns.
    rows = ['<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c>'
            '<c r="B1" t="inlineStr"><is><t>address</t></is></c></row>',
            '<row r="2"><c r="A2" t="inlineStr"><is><t>Kappeli</t></is></c>'
            '<c r="B2" t="inlineStr"><is><t>Eteläesplanadi 1</t></is></c></row>']
    rows += [f'<row r="{row}"/>' for row in range(3, 2003)]
    workbook(path, sheet(rows, '<mergeCells count="1"><mergeCell ref="B2:XFD1048576"/></mergeCells>'))


# MARK: KML

KML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>\n'


def point(index):
    return "<Point><coordinates>%.6f,%.6f</coordinates></Point>" % (24.9 + index % 1000 / 10_000, 60.1 + index // 1000 / 10_000)


def kml_points(count):
    # One Placemark whose MultiGeometry holds `count` Points.
    def make(path):
        with open(path, "w") as handle:
            handle.write(KML_HEAD + "<Placemark><name>Kappeli</name><MultiGeometry>\n")
            for index in range(count):
                handle.write(point(index) + "\n")
            handle.write("</MultiGeometry></Placemark>\n</Document></kml>\n")
    return make


def kml_data(count):
    # One Placemark with `count` ExtendedData entries, each its own field.
    def make(path):
        with open(path, "w") as handle:
            handle.write(KML_HEAD + "<Placemark><name>Kappeli</name><ExtendedData>\n")
            for index in range(count):
                handle.write('<Data name="field%d"><value>%d</value></Data>\n' % (index, index))
            handle.write("</ExtendedData>" + point(0) + "</Placemark>\n</Document></kml>\n")
    return make


def kml_placemarks(count):
    # The ordinary shape: `count` Placemarks of a name, one Data and one Point each (180 bytes
    # a Placemark, so 0.345 N of them are the size of N Points).
    def make(path):
        with open(path, "w") as handle:
            handle.write(KML_HEAD)
            for index in range(count):
                handle.write('<Placemark><name>Place %d</name><ExtendedData><Data name="ref"><value>%d</value>'
                             "</Data></ExtendedData>%s</Placemark>\n" % (index, index, point(index)))
            handle.write("</Document></kml>\n")
    return make


INPUTS = {}
for length, label in [(16_000, "16k"), (65_536, "64k"), (1_000_000, "1m")]:
    INPUTS["name-%s.csv" % label] = (lambda text: lambda path: write(path, text))(
        "name,address\n%s,Bulevardi 9\n" % word(length))
INPUTS["address-1m.csv"] = lambda path: write(path, "name,address\nCafe Ekberg,%s\n" % word(1_000_000))
INPUTS["name-words-1m.csv"] = lambda path: write(path, "name,address\n%s,Bulevardi 9\n" % words(1_000_000))
INPUTS["addresses-200x300k.csv"] = addresses_200x300k
INPUTS["headers-70k.csv"] = headers_70k
# One JSON field holding a 150,000-element array (900 KB, under the 1 MiB field limit).
INPUTS["array-150k.json"] = lambda path: write(
    path, '[{"name":"Kappeli","tags":[%s]}]' % ",".join(str(i % 10) for i in range(150_000)))
INPUTS["merged-range.xlsx"] = xlsx_merged_range
INPUTS["shared-strings-bomb.xlsx"] = xlsx_shared_strings_bomb
INPUTS["shared-strings-at-limit.xlsx"] = xlsx_shared_strings_at_limit
INPUTS["ordinary-95k.xlsx"] = xlsx_ordinary
INPUTS["doctype-entity.xlsx"] = xlsx_doctype('<!ENTITY place "Kappeli">', "&place;")
INPUTS["doctype-billion-laughs.xlsx"] = xlsx_doctype(LAUGHS, "&lol10;")
for count, label in [(10_000, "10k"), (40_000, "40k"), (200_000, "200k")]:
    INPUTS["kml-points-%s.kml" % label] = kml_points(count)
    INPUTS["kml-data-%s.kml" % label] = kml_data(count)
    ordinary = count * 345 // 1000
    INPUTS["kml-placemarks-%d.kml" % ordinary] = kml_placemarks(ordinary)
# Where a quadratic reader cannot finish in the end-to-end tests' time (40,000 took 9 s).
INPUTS["kml-points-500k.kml"] = kml_points(500_000)

if __name__ == "__main__":
    folder = sys.argv[1]
    names = sys.argv[2:] or list(INPUTS)
    unknown = [name for name in names if name not in INPUTS]
    if unknown:
        sys.exit("make_inputs.py: no input called %s; known: %s" % (", ".join(unknown), ", ".join(INPUTS)))
    for name in names:
        INPUTS[name](os.path.join(folder, name))
