"""Opens enrich's outputs with the tools people use and checks what they see. Run with Debian's
python3 (python3-gdal, python3-openpyxl, python3-pandas; scripts/setup-system.sh installs them).
Each command prints what it found and exits 1 with the reasons when a check fails.

  check_outputs.py gpkg FILE ROWS
  check_outputs.py geojson FILE ROWS
  check_outputs.py xlsx-roundtrip INPUT OUTPUT [SHEET]
  check_outputs.py pandas ROWS COLUMNS_FILE CSV NDJSON XLSX
  check_outputs.py ogr-json FILE [SQL]     what OGR reads (field types, features), as JSON
  check_outputs.py xlsx-json FILE          openpyxl's header, column formats and values, as JSON
  check_outputs.py pandas-json FILE        pandas' dtypes and records (CSV or XLSX), as JSON
"""
import datetime
import json
import csv as csv_module
import sys

problems = []


def check(condition, message):
    if not condition:
        problems.append(message)


def finish():
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print("ok")


def ogr_fields(path):
    from osgeo import gdal, ogr
    gdal.UseExceptions()
    messages = []
    gdal.PushErrorHandler(lambda level, number, text: messages.append(f"{level}: {text}"))
    source = ogr.Open(path)
    layer = source.GetLayer(0)
    definition = layer.GetLayerDefn()
    fields = {}
    for i in range(definition.GetFieldCount()):
        field = definition.GetFieldDefn(i)
        kind = field.GetTypeName()
        if field.GetSubType() == ogr.OFSTBoolean:
            kind = "Boolean"
        fields[field.GetName()] = kind
    features = list(layer)
    gdal.PopErrorHandler()
    return source, layer, fields, features, messages


def gpkg(path, rows):
    from osgeo_utils.samples import validate_gpkg
    errors = validate_gpkg.check(path, abort_at_first_error=False, extra_checks=True, warning_as_error=True)
    check(not errors, f"validate_gpkg: {errors}")
    _, layer, fields, features, messages = ogr_fields(path)
    check(not messages, f"GDAL warned: {messages}")
    check(len(features) == rows, f"{len(features)} features, expected {rows}")
    check(layer.GetGeomType() == 1, f"geometry type {layer.GetGeomType()}, expected Point (1)")
    expected = {"enrich_row": "Integer64", "enrich_confidence": "Real", "enrich_lat": "Real",
                "enrich_ambiguous": "Boolean", "enrich_partial_match": "Boolean", "enrich_status": "String",
                "enrich_candidate_count": "Integer64", "enrich_candidate1_confidence": "Real"}
    for name, kind in expected.items():
        check(fields.get(name) == kind, f"{name} is {fields.get(name)}, expected {kind}")
    located = [f for f in features if f.GetGeometryRef() is not None]
    for feature in located:
        point = feature.GetGeometryRef()
        lat = feature.GetField("enrich_lat")
        if lat is not None:
            check(abs(point.GetY() - lat) < 1e-7, f"row {feature.GetField('enrich_row')}: point and enrich_lat differ")
    rows_in_order = [f.GetField("enrich_row") for f in features]
    check(rows_in_order == list(range(1, rows + 1)), f"rows out of order: {rows_in_order[:10]}")
    print(f"gpkg: {len(features)} features, {len(located)} located, {len(fields)} fields")


def geojson(path, rows):
    _, _, fields, features, messages = ogr_fields(path)
    check(not messages, f"GDAL warned: {messages}")
    check(len(features) == rows, f"{len(features)} features, expected {rows}")
    expected = {"enrich_row": "Integer", "enrich_confidence": "Real", "enrich_lat": "Real",
                "enrich_status": "String", "enrich_candidate_count": "Integer"}
    for name, kind in expected.items():
        check(fields.get(name) == kind, f"{name} is {fields.get(name)}, expected {kind}")
    check(all(kind != "String(JSON)" for kind in fields.values()), f"JSON text fields: {fields}")
    print(f"geojson: {len(features)} features, {len(fields)} fields")


def ogr_json(path, sql=None):
    """Every layer OGR opens in `path` (or the result of `sql` on it): field types as ogrinfo
    names them (`Integer(Boolean)` for a boolean subtype), and each feature's fields and
    geometry (WKT, or null), with any warning GDAL printed."""
    from osgeo import gdal, ogr
    gdal.UseExceptions()
    messages = []
    gdal.PushErrorHandler(lambda level, number, text: messages.append(text))
    source = ogr.Open(path)
    layers = [source.ExecuteSQL(sql)] if sql else [source.GetLayer(i) for i in range(source.GetLayerCount())]
    dumped = []
    for layer in layers:
        definition = layer.GetLayerDefn()
        fields = {}
        for i in range(definition.GetFieldCount()):
            field = definition.GetFieldDefn(i)
            kind = field.GetTypeName()
            if field.GetSubType() == ogr.OFSTBoolean:
                kind += "(Boolean)"
            fields[field.GetName()] = kind
        features = []
        for feature in layer:
            geometry = feature.GetGeometryRef()
            features.append({"properties": feature.items(), "geometry": geometry.ExportToWkt() if geometry else None})
        dumped.append({"name": layer.GetName(), "driver": source.GetDriver().GetName(), "fields": fields,
                       "features": features})
    gdal.PopErrorHandler()
    print(json.dumps({"layers": dumped, "warnings": messages}, default=str))


def xlsx_json(path):
    """The first sheet as openpyxl reads it: the header, each column's own number format (what
    an empty cell shows), and the rows' values and their Python types (`float` for `1.0`)."""
    import openpyxl
    from openpyxl.utils import get_column_letter
    sheet = openpyxl.load_workbook(path).worksheets[0]
    rows = [[cell.value for cell in row] for row in sheet.iter_rows()]
    header = rows[0]
    formats = {name: sheet.column_dimensions[get_column_letter(i + 1)].number_format for i, name in enumerate(header)}
    types = [[type(value).__name__ for value in row] for row in rows[1:]]
    print(json.dumps({"header": header, "formats": formats, "rows": rows[1:], "types": types}, default=str))


def pandas_json(path):
    """What pandas infers: each column's dtype, and the records (NaN as null), read the way a
    data team reads a file (default options)."""
    import pandas
    frame = pandas.read_excel(path) if path.endswith(".xlsx") else pandas.read_csv(path)
    records = json.loads(frame.to_json(orient="records"))
    print(json.dumps({"dtypes": {name: str(kind) for name, kind in frame.dtypes.items()}, "records": records}))


def filled(sheet):
    """The sheet's values with merged ranges filled from their top-left cell, as enrich reads them."""
    grid = [[cell.value for cell in row] for row in sheet.iter_rows()]
    for merged in sheet.merged_cells.ranges:
        value = sheet.cell(row=merged.min_row, column=merged.min_col).value
        for r in range(merged.min_row, merged.max_row + 1):
            for c in range(merged.min_col, merged.max_col + 1):
                while len(grid) < r:
                    grid.append([])
                while len(grid[r - 1]) < c:
                    grid[r - 1].append(None)
                if grid[r - 1][c - 1] is None:
                    grid[r - 1][c - 1] = value
    return [row for row in grid if any(v not in (None, "") for v in row)]


def same(expected, actual):
    if isinstance(expected, datetime.time):
        return isinstance(actual, str) and actual == expected.strftime("%H:%M:%S")
    if isinstance(expected, datetime.timedelta):
        return actual == expected.total_seconds() / 86400
    if isinstance(expected, bool) or isinstance(actual, bool):
        return expected is actual or expected == actual and type(expected) is type(actual)
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return abs(expected - actual) < 1e-9
    return expected == actual


def xlsx_roundtrip(source, output, sheet_name=None):
    import openpyxl
    # data_only: a formula cell's cached value, which is what enrich reads.
    book = openpyxl.load_workbook(source, data_only=True)
    sheet = book[sheet_name] if sheet_name else next(s for s in book if s.sheet_state == "visible")
    expected = filled(sheet)
    written = openpyxl.load_workbook(output)
    check(written.sheetnames[0] == "enrich", f"sheets {written.sheetnames}")
    out = written["enrich"]
    check(out.freeze_panes == "A2", f"freeze panes {out.freeze_panes}")
    rows = [[cell.value for cell in row] for row in out.iter_rows()]
    header, body = rows[0], rows[1:]
    width = max(i for i, name in enumerate(expected[0]) if name not in (None, "")) + 1
    check(len(body) == len(expected) - 1, f"{len(body)} rows written, {len(expected) - 1} in the input")
    check(header[width] == "enrich_row", f"the contract does not follow the input's columns: {header[:width + 2]}")
    for index, (want, got) in enumerate(zip(expected[1:], body), start=1):
        for column in range(width):
            value = want[column] if column < len(want) else None
            if not same(value, got[column]):
                problems.append(f"row {index} column {header[column]}: {value!r} became {got[column]!r}")
        check(got[header.index("enrich_row")] == index, f"row {index}: enrich_row {got[header.index('enrich_row')]!r}")
    print(f"xlsx: {len(body)} rows, {width} input columns compared, {len(header)} columns")


def frames(rows, columns_file, csv_path, ndjson_path, xlsx_path):
    import pandas
    columns = json.load(open(columns_file))
    csv = pandas.read_csv(csv_path, dtype=str, keep_default_na=False)
    ndjson = pandas.read_json(ndjson_path, lines=True)
    xlsx = pandas.read_excel(xlsx_path)
    for name, frame in (("csv", csv), ("ndjson", ndjson), ("xlsx", xlsx)):
        check(len(frame) == rows, f"{name}: {len(frame)} rows, expected {rows}")
    check(list(csv.columns) == columns, f"csv columns {list(csv.columns)}")
    check(list(xlsx.columns) == columns, f"xlsx columns {list(xlsx.columns)}")
    check(list(ndjson["row"]) == list(range(1, rows + 1)), "ndjson rows out of order")
    check("summary" not in ndjson.columns, "ndjson has a summary record")
    check(str(xlsx["enrich_confidence"].dtype) == "float64", f"xlsx confidence {xlsx['enrich_confidence'].dtype}")
    check(str(xlsx["enrich_row"].dtype) == "int64", f"xlsx enrich_row {xlsx['enrich_row'].dtype}")
    print(f"pandas: {rows} rows in csv, ndjson and xlsx; {len(columns)} columns")


def same_cells(calc_csv, our_csv, rows):
    """LibreOffice's CSV of enrich's XLSX against enrich's own CSV: the same cells, booleans as
    Calc shows typed booleans (TRUE/FALSE)."""
    with open(calc_csv, encoding="utf-8", newline="") as source:
        calc = list(csv_module.reader(source))
    with open(our_csv, encoding="utf-8-sig", newline="") as source:
        ours = list(csv_module.reader(source))
    check(len(calc) == rows + 1 and len(ours) == rows + 1, f"{len(calc)} and {len(ours)} lines, expected {rows + 1}")
    check(calc[:1] == ours[:1], f"headers differ: {calc[:1]} / {ours[:1]}")
    for line, (calc_row, our_row) in enumerate(zip(calc[1:], ours[1:]), start=2):
        expected = [{"true": "TRUE", "false": "FALSE"}.get(cell, cell) for cell in our_row]
        for name, got, want in zip(ours[0], calc_row, expected):
            check(got == want, f"line {line}, {name}: Calc shows {got!r}, the CSV holds {want!r}")
        check(len(calc_row) == len(expected), f"line {line}: {len(calc_row)} cells, expected {len(expected)}")
    if not problems:
        print(f"calc: {rows} rows, {len(ours[0])} columns, the same cells as the CSV")


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    if command == "gpkg":
        gpkg(args[0], int(args[1]))
    elif command == "geojson":
        geojson(args[0], int(args[1]))
    elif command == "xlsx-roundtrip":
        xlsx_roundtrip(*args)
    elif command == "pandas":
        frames(int(args[0]), *args[1:])
    elif command == "calc-cells":
        same_cells(args[0], args[1], int(args[2]))
    elif command in ("ogr-json", "xlsx-json", "pandas-json"):
        {"ogr-json": ogr_json, "xlsx-json": xlsx_json, "pandas-json": pandas_json}[command](*args)
        sys.exit(0)
    else:
        sys.exit(f"unknown command {command}")
    finish()
