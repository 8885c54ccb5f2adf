import Foundation
import Testing

/// A new user's first files, the way offices have them — a title above the header, no header
/// at all, headers in their own language, postcodes Excel shows with their zeros, a BOM on a
/// Windows file — and the files that are not tables at all: each is understood and says how,
/// or is refused before any output is touched. Through the binary, on the sample index.
@Suite struct FirstContactTests {
  let directory: URL

  init() throws { directory = try EnrichProcess.temporaryDirectory() }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func write(_ text: String, _ name: String) throws -> String {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    return path(name)
  }

  /// An `.xlsx` written by openpyxl from `spec` (`Tests/Tools/make_workbook.py`).
  func workbook(_ spec: [String: Any], _ name: String) throws -> String {
    let specPath = path(name + ".json")
    try JSONSerialization.data(withJSONObject: spec).write(to: URL(fileURLWithPath: specPath))
    let made = try ExternalTools.run(
      "/bin/sh",
      ["-c", "\(ExternalTools.python) \"$0\" \"$1\" < \"$2\"", Self.maker, path(name), specPath])
    try #require(made.status == 0, "\(made.stderr)")
    return path(name)
  }

  static let maker = EnrichProcess.packageRoot.appendingPathComponent("Tests/Tools/make_workbook.py").path

  func enrich(_ arguments: [String]) throws -> EnrichProcess.Result {
    try EnrichProcess.run(
      arguments + ["--at", "2026-12-06T10:00"], directory: directory,
      environment: try SampleIndex.environment())
  }

  func json(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func rows(_ name: String) throws -> [[String: Any]] {
    try #require(try json(name)["rows"] as? [[String: Any]])
  }

  func inputMember(_ summary: [String: Any]) -> [String: Any] { summary["input"] as? [String: Any] ?? [:] }

  // MARK: Finding the table

  /// An office export: a merged title, a blank row, then the header on row 3; postcodes as
  /// numbers shown with five digits.
  static func office() -> [String: Any] {
    [
      "sheets": [
        [
          "title": "Asiakkaat",
          "rows": [
            ["Asiakasrekisteri 2026 – Helsingin toimipisteet"], [],
            ["Asiakasnro", "Nimi", "Katuosoite", "Postinumero", "Kaupunki", "Puhelin", "Huom", "Päivitetty"],
            [101, "Levant", "Bulevardi 15", 120, "Helsinki", "09 123 4567", nil, "30.11.2026"],
            [102, "Cafe Ekberg", "Bulevardi 9", 120, "Helsinki", nil, "kahvila", nil],
            [103, "Kappeli", "Eteläesplanadi 1", 130, "Helsinki", nil, nil, nil],
          ],
          "merges": ["A1:H1"], "formats": ["D4:D6": "00000"],
        ] as [String: Any]
      ]
    ]
  }

  @Test func aMergedTitleAndABlankRowAboveTheHeaderAreLeftOutAndSaid() throws {
    let input = try workbook(Self.office(), "asiakkaat.xlsx")
    let result = try enrich([input, "-o", "out.json", "--summary", "summary.json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("sheet 'Asiakkaat': header on row 3 (found); row 1 above it left out"))
    #expect(
      result.stderr.contains(
        "enrich: columns: name=Nimi, address=Katuosoite, city=Kaupunki, postcode=Postinumero"))
    let rows = try rows("out.json")
    #expect(rows.map { $0["status"] as? String } == ["matched", "matched", "matched"])
    let summary = try json("summary.json")
    #expect(inputMember(summary)["header"] as? Int == 3)
    #expect((inputMember(summary)["columns"] as? [String: Any])?["name"] as? String == "Nimi")
  }

  @Test func aTitleAndANoteAboveACsvHeaderAreLeftOut() throws {
    let input = try write(
      "Toimipisteet;;;\nPäivitetty 30.11.2026;;;\n;;;\nNimi;Katuosoite;Postinumero;Kaupunki\n"
        + "Cafe Ekberg;Bulevardi 9;00120;Helsinki\nKappeli;Eteläesplanadi 1;00130;Helsinki\n", "in.csv")
    let result = try enrich([input, "-o", "out.json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("header on line 4 (found); lines 1–3 above it left out ('Toimipisteet', "))
    #expect(try rows("out.json").map { $0["status"] as? String } == ["matched", "matched"])
  }

  @Test func aTitleAboveTheHeaderOfAStreamIsLeftOutToo() throws {
    let running = try EnrichProcess.start(
      ["-", "--input-format", "csv", "-o", "-", "-f", "ndjson", "--provider", "none"], directory: directory)
    // The title and a note come first, without a delimiter; the table follows.
    running.input.fileHandleForWriting.write(Data("Customer list\nExported 2026-11-30\n".utf8))
    running.input.fileHandleForWriting.write(
      Data("name;address;city\nKappeli;Eteläesplanadi 1;Helsinki\n".utf8))
    try running.input.fileHandleForWriting.close()
    let result = try running.wait()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("<stdin>: header on line 3 (found); lines 1–2 above it left out"))
    let rows = result.stdout.split(separator: "\n")
    #expect(rows.count == 1)
    #expect(
      rows.first?.contains(#""input":{"name":"Kappeli","address":"Eteläesplanadi 1","city":"Helsinki"}"#)
        == true)
  }

  @Test func aHeaderlessFileKeepsItsFirstRowAndNamesItsColumns() throws {
    let input = try write("Levant,Bulevardi 15,Helsinki\nKappeli,Eteläesplanadi 1,Helsinki\n", "in.csv")
    let result = try enrich([input, "-o", "out.json", "--summary", "summary.json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("no header row: line 1 already holds data ('Levant', 'Bulevardi 15', "))
    #expect(
      result.stderr.contains("columns: name=column_1 (by its values), address=column_2 (by its values)"))
    let written = try rows("out.json")
    #expect(written.count == 2)
    #expect((written[0]["input"] as? [String: Any])?["column_1"] as? String == "Levant")
    #expect(written.allSatisfy { $0["status"] as? String == "matched" }, "\(written)")
    #expect(inputMember(try json("summary.json"))["header"] is NSNull)
    // A one-row file: the row is data too.
    let single = try write("Levant,Bulevardi 15,Helsinki\n", "single.csv")
    #expect(try enrich([single, "-o", "single.json"]).status == 0)
    #expect(try rows("single.json").first?["status"] as? String == "matched")
  }

  @Test func theHeaderRowCanBeNamedOrRefused() throws {
    let input = try write("Levant,Bulevardi 15,Helsinki\nKappeli,Eteläesplanadi 1,Helsinki\n", "in.csv")
    let named = try enrich([input, "-o", "named.json", "--header-row", "1", "--provider", "none"])
    #expect(named.status == 0, "\(named.stderr)")
    #expect(try rows("named.json").count == 1)
    let none = try enrich([input, "-o", "none.json", "--no-header", "--provider", "none"])
    #expect(none.status == 0, "\(none.stderr)")
    #expect(try rows("none.json").count == 2)
    #expect(!none.stderr.contains("no header row"), "--no-header needs no note: \(none.stderr)")
    let past = try enrich([input, "-o", "past.json", "--header-row", "9"])
    #expect(past.status == 2)
    #expect(past.stderr.contains("in.csv:9: no row starts on line 9 (--header-row)"), "\(past.stderr)")
    let word = try enrich([input, "-o", "word.json", "--header-row", "first"])
    #expect(word.status == 64)
    #expect(word.stderr.contains("--header-row: 'first' is neither a line number"), "\(word.stderr)")
  }

  // MARK: Finding the columns

  @Test(arguments: [
    (
      "Toimipiste;Katuosoite;Postinumero;Postitoimipaikka",
      "name=Toimipiste, address=Katuosoite, city=Postitoimipaikka, postcode=Postinumero"
    ),
    ("Liike;Osoite;Kaupunki", "name=Liike, address=Osoite, city=Kaupunki"),
    ("Location Name;Street Address;City", "name=Location Name, address=Street Address, city=City"),
    ("Brand;Address;Town", "name=Brand, address=Address, city=Town"),
    ("Название;Адрес;Город", "name=Название, address=Адрес, city=Город"),
    ("नाम;पता;शहर", "name=नाम, address=पता, city=शहर"),
    ("店名;住所;市区町村", "name=店名, address=住所, city=市区町村"),
    (
      "Yrityksen nimi;Käyntiosoite;Paikkakunta", "name=Yrityksen nimi, address=Käyntiosoite, city=Paikkakunta"
    ),
  ])
  func headersInManyLanguagesAreRecognisedAndSaid(header: String, mapping: String) throws {
    let row =
      header.split(separator: ";").count == 4
      ? "Cafe Ekberg;Bulevardi 9;00120;Helsinki" : "Cafe Ekberg;Bulevardi 9;Helsinki"
    let input = try write("\(header)\n\(row)\n", "in.csv")
    let result = try enrich([input, "-o", "out.json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("enrich: columns: \(mapping)\n"), "\(result.stderr)")
    #expect(try rows("out.json").first?["status"] as? String == "matched")
  }

  @Test func anUnknownHeaderIsRecognisedByItsValues() throws {
    let input = try write(
      "Kohdetunnus;Nimi;Sijainti;Pnro;Y;X\nA-1;Cafe Ekberg;Bulevardi 9;00120;60.16563;24.93756\n"
        + "A-2;Kappeli;Eteläesplanadi 1;00130;60.16770;24.94918\n", "in.csv")
    let result = try enrich([input, "-o", "out.json", "--no-open-status"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "columns: name=Nimi, address=Sijainti (by its values), postcode=Pnro (by its values), lat=Y, lng=X"),
      "\(result.stderr)")
  }

  @Test func withoutANameColumnRowsAreGeocodedAndTheRunSaysSo() throws {
    let input = try write(
      "Tunnus;Katuosoite;Kaupunki\n1;Bulevardi 9;Helsinki\n2;Eteläesplanadi 1;Helsinki\n", "in.csv")
    let result = try enrich([input, "-o", "out.json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains("no name column: rows are geocoded as addresses (map a name with --name-column)")
    )
    #expect(try rows("out.json").allSatisfy { $0["status"] as? String == "geocoded" })
  }

  @Test func nothingToSearchIsRefusedBeforeAnyOutputIsTouched() throws {
    let output = path("out.json")
    let yesterday = Data("yesterday's output".utf8)
    try yesterday.write(to: URL(fileURLWithPath: output))
    let input = try write("Tunnus;Puhelin;Huom\n1;09 123 4567;soitettu\n2;040 765 4321;\n", "in.csv")
    let result = try enrich([input, "-o", output])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "in.csv: nothing to search: none of its columns ('Tunnus', 'Puhelin', 'Huom') is recognised as a name"
      ),
      "\(result.stderr)")
    #expect(result.stderr.contains("--name-column"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == yesterday)
  }

  @Test func aWorkbookWhoseFirstSheetIsACoverNamesItsOtherSheets() throws {
    var spec = Self.office()
    var sheets = spec["sheets"] as? [[String: Any]] ?? []
    sheets.insert(
      ["title": "Kansilehti", "rows": [["Asiakasrekisteri"], ["Laatija: Matti Meikäläinen"]]], at: 0)
    spec["sheets"] = sheets
    let input = try workbook(spec, "cover.xlsx")
    let result = try enrich([input, "-o", "out.json"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("the workbook's other sheets: 'Asiakkaat' (--sheet NAME reads one)"),
      "\(result.stderr)")
    let chosen = try enrich([input, "--sheet", "Asiakkaat", "-o", "out.json"])
    #expect(chosen.status == 0, "\(chosen.stderr)")
  }

  @Test func pipelineShowWritesTheColumnsAndTheHeaderItFound() throws {
    let input = try workbook(Self.office(), "asiakkaat.xlsx")
    let shown = try enrich(["pipeline", "show", input, "-o", path("piped.json")])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(
      shown.stdout.contains(
        "# \(input): columns: name=Nimi, address=Katuosoite, city=Kaupunki, postcode=Postinumero"),
      "\(shown.stdout)")
    #expect(shown.stdout.contains("\n  header: 3\n"), "\(shown.stdout)")
    #expect(shown.stdout.contains("\n    name: \"Nimi\"\n"), "\(shown.stdout)")
    try Data(shown.stdout.utf8).write(to: URL(fileURLWithPath: path("job.yaml")))
    let piped = try EnrichProcess.run(
      ["run", path("job.yaml")], directory: directory, environment: try SampleIndex.environment())
    #expect(piped.status == 0, "\(piped.stderr)")
    let direct = try enrich([input, "-o", "direct.json"])
    #expect(direct.status == 0, "\(direct.stderr)")
    #expect(NSArray(array: try rows("piped.json")) == NSArray(array: try rows("direct.json")))
  }

  // MARK: Values as typed

  @Test func postcodesKeepTheZerosExcelShows() throws {
    let input = try workbook(Self.office(), "asiakkaat.xlsx")
    let result = try enrich([input, "-o", "out.json", "-o", "out.xlsx"])
    #expect(result.status == 0, "\(result.stderr)")
    let first = try rows("out.json")[0]
    #expect((first["input"] as? [String: Any])?["Postinumero"] as? String == "00120")
    #expect(first["query"] as? String == "Levant, Bulevardi 15, 00120, Helsinki")
    let cell = try ExternalTools.run(
      ExternalTools.python,
      [
        "-c", "import openpyxl,sys; print(repr(openpyxl.load_workbook(sys.argv[1]).active['D2'].value))",
        path("out.xlsx"),
      ])
    #expect(cell.stdout == "'00120'\n", "\(cell.stdout)\(cell.stderr)")
  }

  @Test func anExplicitEncodingWinsOverAByteOrderMark() throws {
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    bytes +=
      Array("name;address\nCaf".utf8) + [0xE9] + Array(" Ekberg;Bulevardi 9\nKappeli;Etel".utf8) + [0xE4]
      + Array("esplanadi 1\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path("in.csv")))
    let result = try enrich([
      path("in.csv"), "-o", "out.json", "--encoding", "windows-1252", "--provider", "none",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try rows("out.json")
    #expect((rows[0]["input"] as? [String: Any])?["name"] as? String == "Café Ekberg")
    #expect((rows[1]["input"] as? [String: Any])?["address"] as? String == "Eteläesplanadi 1")
  }

  // MARK: Never nothing over something

  @Test(arguments: [
    ("empty.csv", "", "holds no rows to enrich"),
    (
      "in.csv",
      "<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>\n",
      "is an HTML page, not a CSV table"
    ),
    ("header.csv", "name,address,city\n", "has a header (line 1: name, address, city) but no rows to enrich"),
    ("error.json", "{\"error\": {\"code\": 502, \"message\": \"Bad Gateway\"}}\n", "nothing to search"),
    (
      "page.kml",
      "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>502 Bad Gateway</p></body></html>\n",
      "holds no rows to enrich"
    ),
    ("blank.csv", "id,name,address\n1,,\n2,,\n", "none of the 2 rows was answered: 2 skipped (empty_row 2)"),
  ])
  func anInputThatYieldsNothingReplacesNoOutput(name: String, content: String, message: String) throws {
    let good = try enrich([EnrichProcess.samples("places.csv"), "-o", "out.json"])
    #expect(good.status == 0, "\(good.stderr)")
    let yesterday = try Data(contentsOf: URL(fileURLWithPath: path("out.json")))
    let input = try write(content, name)
    let result = try enrich([input, "-o", "out.json"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.contains("no output replaced"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path("out.json"))) == yesterday)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.contains(".tmp-") || $0.hasSuffix(".enrich-journal")
    }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  @Test func allowEmptyWritesAnEmptyOutputAndTheReportIsNotGreen() throws {
    let input = try write("id,name,address\n1,,\n", "blank.csv")
    let result = try enrich([input, "-o", "out.json", "--report", "report.html", "--allow-empty"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try rows("out.json").map { $0["status"] as? String } == ["skipped"])
    let page = try String(contentsOfFile: path("report.html"), encoding: .utf8)
    #expect(!page.contains("card good"), "a run that answered nothing shows no green figure")
    let empty = try write("", "empty.csv")
    #expect(try enrich([empty, "-o", "empty.json", "--allow-empty"]).status == 0)
    #expect(try rows("empty.json").isEmpty)
  }
}
