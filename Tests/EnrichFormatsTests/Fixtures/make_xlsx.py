"""Writes the XLSX fixtures of the reader tests (run with Debian's python3; needs python3-openpyxl
for openpyxl-made.xlsx). The hand-written workbooks are zipped XML as Excel writes it, with the
features a reader meets in the wild; regenerate with: /usr/bin/python3 make_xlsx.py"""
import datetime
import zipfile

import openpyxl

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG = "http://schemas.openxmlformats.org/package/2006/relationships"


def content_types(sheets):
    overrides = "".join(
        f'<Override PartName="/xl/worksheets/sheet{i}.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        for i in range(1, sheets + 1))
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/xl/workbook.xml" '
            'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
            '<Override PartName="/xl/sharedStrings.xml" '
            'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
            '<Override PartName="/xl/styles.xml" '
            'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
            + overrides + '</Types>')


def workbook(sheets, date1904=False):
    entries = "".join(
        f'<sheet name="{name}" sheetId="{i}"{state} r:id="rId{i}"/>'
        for i, (name, state) in enumerate(sheets, start=1))
    pr = '<workbookPr date1904="1"/>' if date1904 else '<workbookPr/>'
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="{MAIN}" '
            f'xmlns:r="{REL}">{pr}<sheets>{entries}</sheets></workbook>')


def workbook_rels(count):
    entries = "".join(
        f'<Relationship Id="rId{i}" Type="{REL}/worksheet" Target="worksheets/sheet{i}.xml"/>'
        for i in range(1, count + 1))
    return (f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{PKG}">{entries}'
            f'<Relationship Id="rId90" Type="{REL}/sharedStrings" Target="sharedStrings.xml"/>'
            f'<Relationship Id="rId91" Type="{REL}/styles" Target="/xl/styles.xml"/></Relationships>')


ROOT_RELS = (f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{PKG}">'
             f'<Relationship Id="rId1" Type="{REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>')

# Styles: 0 general, 1 built-in date (14), 2 custom date-time, 3 time only (20), 4 elapsed [h]:mm
# (a duration: stays a number), 5 percentage.
STYLES = (f'<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="{MAIN}">'
          '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm"/>'
          '<numFmt numFmtId="165" formatCode="[h]:mm"/></numFmts>'
          '<cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/>'
          '<xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="20" applyNumberFormat="1"/>'
          '<xf numFmtId="165" applyNumberFormat="1"/><xf numFmtId="10" applyNumberFormat="1"/></cellXfs>'
          '</styleSheet>')

# Shared strings: plain, with an entity, rich text in runs, a phonetic run to leave out, and a
# string with leading spaces kept.
SHARED = ["id", "name", "Address", "opened", "Fazer Café", "Kappeli &amp; Co", None, "Helsinki",
          "open", "  spaced"]


def shared_strings():
    items = []
    for text in SHARED:
        if text is None:
            items.append('<si><r><rPr><b/></rPr><t>Cafe </t></r><r><t>Ekberg</t></r>'
                         '<rPh sb="0" eb="1"><t>カフェ</t></rPh></si>')
        else:
            items.append(f'<si><t xml:space="preserve">{text}</t></si>')
    return (f'<?xml version="1.0" encoding="UTF-8"?><sst xmlns="{MAIN}" count="{len(items)}" '
            f'uniqueCount="{len(items)}">{"".join(items)}</sst>')


def sheet(rows, merges=()):
    data = "".join(rows)
    merged = ""
    if merges:
        merged = (f'<mergeCells count="{len(merges)}">'
                  + "".join(f'<mergeCell ref="{ref}"/>' for ref in merges) + '</mergeCells>')
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="{MAIN}" '
            f'xmlns:r="{REL}"><dimension ref="A1:F7"/><sheetData>{data}</sheetData>{merged}'
            '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>'
            '</worksheet>')


FIRST = sheet([
    # Header: shared strings; "Address" merged over C1:D1; E1 inline; F1 a number.
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>'
    '<c r="D1"/><c r="E1" t="inlineStr"><is><t>open</t></is></c><c r="F1"><v>2024</v></c></row>',
    # An empty row (cells without values) is skipped.
    '<row r="2"><c r="A2" s="1"/></row>',
    # Numbers, a date, a rich shared string, a boolean, a formula's cached value.
    '<row r="3"><c r="A3"><v>1</v></c><c r="B3" t="s"><v>4</v></c><c r="C3" t="inlineStr"><is><t>Aleksanterinkatu</t>'
    '</is></c><c r="D3"><v>52</v></c><c r="E3" t="b"><v>1</v></c><c r="F3" s="1"><v>45352</v></c></row>',
    # Cells without r attributes follow each other; a date-time, a time, an elapsed time.
    '<row r="4"><c><v>2.5</v></c><c t="s"><v>6</v></c><c t="str"><f>UPPER("x")</f><v>X</v></c>'
    '<c s="3"><v>0.75</v></c><c t="b"><v>0</v></c><c s="2"><v>45352.5</v></c></row>',
    # An error value, an entity in a shared string, a percentage, a cell right of the header.
    '<row r="6"><c r="A6" t="e"><v>#N/A</v></c><c r="B6" t="s"><v>5</v></c><c r="C6" s="5"><v>0.125</v></c>'
    '<c r="D6" s="4"><v>1.5</v></c><c r="F6" t="s"><v>9</v></c><c r="H6" t="inlineStr"><is><t>stray</t></is></c></row>',
    # Vertical merge B7:B8: the name fills both rows.
    '<row r="7"><c r="A7"><v>7</v></c><c r="B7" t="s"><v>7</v></c></row>',
    '<row r="8"><c r="A8"><v>8</v></c></row>',
], merges=["C1:D1", "B7:B8"])

SECOND = sheet([
    '<row r="1"><c r="A1" t="inlineStr"><is><t>city</t></is></c><c r="B1" t="inlineStr"><is><t>when</t></is></c></row>',
    '<row r="2"><c r="A2" t="s"><v>7</v></c><c r="B2" s="1"><v>1</v></c></row>',
])


# An office's layout: a title merged over the table, an empty row, the header on row 3; postcodes
# and phone numbers stored as numbers in formats that show their zeros (00000, 0000000000) or
# as text (@); then a range merged from B6 to the sheet's last row and column over empty rows.
OFFICE_STYLES = (f'<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="{MAIN}">'
                 '<numFmts count="2"><numFmt numFmtId="164" formatCode="00000"/>'
                 '<numFmt numFmtId="165" formatCode="0000000000"/></numFmts>'
                 '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/>'
                 '<xf numFmtId="165" applyNumberFormat="1"/><xf numFmtId="49" applyNumberFormat="1"/></cellXfs>'
                 '</styleSheet>')


def inline(ref, text):
    return f'<c r="{ref}" t="inlineStr"><is><t>{text}</t></is></c>'


OFFICE = sheet([
    '<row r="1">' + inline("A1", "Asiakasrekisteri 2026") + '<c r="B1"/><c r="C1"/><c r="D1"/><c r="E1"/></row>',
    '<row r="2"/>',
    '<row r="3">' + "".join(inline(f"{column}3", name) for column, name in zip(
        "ABCDE", ["Asiakasnro", "Nimi", "Katuosoite", "Postinumero", "Puhelin"])) + '</row>',
    '<row r="4"><c r="A4"><v>101</v></c>' + inline("B4", "Levant") + inline("C4", "Bulevardi 15")
    + '<c r="D4" s="1"><v>120</v></c><c r="E4" s="2"><v>401234567</v></c></row>',
    '<row r="5"><c r="A5"><v>102</v></c>' + inline("B5", "Kappeli") + inline("C5", "Eteläesplanadi 1")
    + '<c r="D5" s="1"><v>130</v></c><c r="E5" s="3"><v>912345678</v></c></row>',
    '<row r="6">' + inline("B6", "Merged") + '</row>',
] + [f'<row r="{row}"/>' for row in range(7, 57)], merges=["A1:E1", "B6:XFD1048576"])


def write(path, sheets, sheet_xml, date1904=False, styles=STYLES):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", content_types(len(sheets)))
        archive.writestr("_rels/.rels", ROOT_RELS)
        archive.writestr("xl/workbook.xml", workbook(sheets, date1904))
        archive.writestr("xl/_rels/workbook.xml.rels", workbook_rels(len(sheets)))
        archive.writestr("xl/sharedStrings.xml", shared_strings())
        archive.writestr("xl/styles.xml", styles)
        for i, xml in enumerate(sheet_xml, start=1):
            archive.writestr(f"xl/worksheets/sheet{i}.xml", xml)


def openpyxl_made(path):
    """A workbook as openpyxl writes it: dates, numbers, shared strings, a merged header, 2 sheets."""
    book = openpyxl.Workbook()
    places = book.active
    places.title = "Places"
    places.append(["id", "name", "Address", None, "visited", "rating", "open"])
    places.merge_cells("C1:D1")
    places.append([1, "Fazer Café", "Aleksanterinkatu", "52", datetime.date(2024, 3, 1), 4.5, True])
    places.append([2, "Cafe Ekberg", "Bulevardi", "9", datetime.datetime(2024, 3, 2, 10, 30), 4, False])
    places.append([3, "Kappeli", "Eteläesplanadi", "1", datetime.date(1999, 12, 31), -0.25, None])
    places.cell(row=3, column=5).number_format = "yyyy-mm-dd hh:mm"
    other = book.create_sheet("Notes")
    other.append(["note"])
    other.append(["second sheet"])
    book.save(path)


def forged_size(path):
    """A workbook whose sheet inflates to far more than its zip headers declare (a zip bomb's
    trick): the reader must stop at the declared size with an error, not read on."""
    rows = [f'<row r="{i}"><c r="A{i}" t="inlineStr"><is><t>{"x" * 200}</t></is></c></row>'
            for i in range(1, 2001)]
    write(path, [("Only", "")], [sheet(rows)])
    data = bytearray(open(path, "rb").read())
    name = b"xl/worksheets/sheet1.xml"
    with zipfile.ZipFile(path) as archive:
        info = archive.getinfo(name.decode())
    declared = 1000
    # Local header: size at offset 22; central directory entry: size at offset 24.
    local = info.header_offset
    data[local + 22:local + 26] = declared.to_bytes(4, "little")
    central = data.find(b"PK\x01\x02")
    while central != -1 and data[central + 46:central + 46 + len(name)] != name:
        central = data.find(b"PK\x01\x02", central + 4)
    assert central != -1, "the sheet's central directory entry"
    data[central + 24:central + 28] = declared.to_bytes(4, "little")
    open(path, "wb").write(bytes(data))


BEYOND = sheet([
    '<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>',
    '<row r="2"><c r="XFE2" t="inlineStr"><is><t>past column XFD</t></is></c></row>',
])


if __name__ == "__main__":
    # The first sheet is hidden: the reader takes the first visible one unless --sheet says.
    write("hand-made.xlsx", [("Hidden", ' state="hidden"'), ("Places", "")], [SECOND, FIRST])
    write("date1904.xlsx", [("Only", "")], [SECOND], date1904=True)
    openpyxl_made("openpyxl-made.xlsx")
    forged_size("forged-size.xlsx")
    write("beyond-grid.xlsx", [("Only", "")], [BEYOND])
    write("office-layout.xlsx", [("Asiakkaat", "")], [OFFICE], styles=OFFICE_STYLES)
