import Foundation
import Testing

/// No input makes memory or time explode (issue 11): megabyte cells, tens of thousands of
/// columns, values over the per-field limit, and mutated sample files, through the real binary.
/// Timings live in bench/ (bench/RESULTS.md); these tests check the results and the memory.
@Suite struct BoundedWorkTests {
  func write(_ text: String, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func rows(_ ndjson: String) throws -> [[String: Any]] {
    try String(contentsOfFile: ndjson, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }.filter { $0["row"] != nil }
  }

  /// `count` letters that are no word of the sample index.
  static func longWord(_ count: Int) -> String {
    let letters = Array("qwrtypsdfghjklzxcvbnm".unicodeScalars)
    var scalars = String.UnicodeScalarView()
    for index in 0..<count { scalars.append(letters[(index * 7 + index / 21) % letters.count]) }
    return String(scalars)
  }

  @Test func megabyteNameAndAddressWithTheLocalProviderStayUnder200MB() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let word = Self.longWord(1_000_000)
    let input = try write(
      "name,address\n\(word),Bulevardi 9\nCafe Ekberg,\(word)\nKappeli,Eteläesplanadi 1\n", to: "in.csv",
      in: directory)
    let output = directory.appendingPathComponent("out.ndjson").path
    let run = try EnrichProcess.measured(
      [input, "-o", output, "--provider", "local", "--no-open-status"], environment: SampleIndex.environment()
    )
    #expect(run.status == 0, "\(run.stderr)")
    let peak = try #require(run.peakKilobytes, "no figure from /usr/bin/time: \(run.stderr)")
    #expect(peak < 200 * 1024, "peak resident memory \(peak) KB")
    let rows = try rows(output)
    #expect(rows.count == 3)
    #expect(rows.allSatisfy { $0["status"] is String })
    #expect(((rows[0]["input"] as? [String: Any])?["name"] as? String)?.utf8.count == 1_000_000)
    #expect((rows[2]["place"] as? [String: Any])?["id"] as? String == "node/1376320188")
  }

  @Test func seventyThousandDuplicateHeaderNamesAreMadeUniqueAndEveryRowIsKept() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let count = 70_000
    let header = Array(repeating: "a", count: count).joined(separator: ",")
    let lines = (1...3).map { row in (1...count).map { "\(row)-\($0)" }.joined(separator: ",") }
    let input = try write(([header] + lines).joined(separator: "\n") + "\n", to: "wide.csv", in: directory)
    let csv = directory.appendingPathComponent("out.csv").path
    let ndjson = directory.appendingPathComponent("out.ndjson").path
    let result = try EnrichProcess.run([input, "-o", csv, "-o", ndjson, "--provider", "none"])
    #expect(result.status == 0, "\(result.stderr.suffix(500))")
    let expected = ["a"] + (2...count).map { "a_\($0)" }
    let table = try String(contentsOfFile: csv, encoding: .utf8).components(separatedBy: "\r\n")
    let names = table[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    #expect(Array(names.prefix(count)) == expected)
    #expect(Set(names).count == names.count)
    #expect(table.filter { !$0.isEmpty }.count == 4)
    #expect(table[3].hasPrefix("3-1,3-2,3-3,"))
    let rows = try rows(ndjson)
    #expect(rows.count == 3)
    let last = try #require(rows[2]["input"] as? [String: Any])
    #expect(last.count == count && last["a_70000"] as? String == "3-70000")
    #expect(result.stderr.contains("renamed to \"a_2\""))
  }

  @Test(arguments: ["csv", "json", "kml"])
  func valueOverTheFieldLimitMakesOnlyItsRowInvalid(_ format: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let long = String(repeating: "x", count: 1_048_577)
    let text: String
    switch format {
    case "csv": text = "name,notes\nKappeli,ok\nBig,\(long)\nTeema,ok\n"
    case "json":
      text = "[{\"name\":\"Kappeli\"},\n{\"name\":\"Big\",\"notes\":\"\(long)\"},\n{\"name\":\"Teema\"}]"
    default:
      text = """
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Kappeli</name></Placemark>
        <Placemark><name>Big</name><description>\(long)</description></Placemark>
        <Placemark><name>Teema</name></Placemark></Document></kml>
        """
    }
    let input = try write(text, to: "in.\(format)", in: directory)
    let output = directory.appendingPathComponent("out.ndjson").path
    let result = try EnrichProcess.run([input, "-o", output, "--provider", "none"])
    #expect(result.status == 1, "\(result.stderr)")
    let rows = try rows(output)
    #expect(rows.map { $0["status"] as? String } == ["skipped", "invalid", "skipped"])
    let message = try #require((rows[1]["error"] as? [String: Any])?["message"] as? String)
    let field = format == "kml" ? "description" : "notes"
    #expect(message.contains("field \"\(field)\" is longer than 1 MiB (1048576 bytes)"), "\(message)")
    #expect(message.contains("in.\(format), line \(format == "csv" ? 3 : 2)"), "\(message)")
    #expect((rows[1]["input"] as? [String: Any])?["name"] as? String == "Big")
    #expect(result.stderr.contains("in.\(format):\(format == "csv" ? 3 : 2): warning: row 2: field"))
  }

  @Test(arguments: ["json", "geojson", "ndjson"])
  func outputWithAByteOrderMarkReadsBackAsItsRows(_ format: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.\(format)")
    let first = try EnrichProcess.run([
      EnrichProcess.samples("places.csv"), "-o", output.path, "--provider", "none",
    ])
    #expect(first.status == 0, "\(first.stderr)")
    // As a Windows editor saves it: a UTF-8 byte-order mark in front.
    let withMark = directory.appendingPathComponent("saved.\(format)")
    try Data([0xEF, 0xBB, 0xBF] + Array(try Data(contentsOf: output))).write(to: withMark)
    for input in [output.path, withMark.path] {
      let back = directory.appendingPathComponent("back.ndjson").path
      let result = try EnrichProcess.run([input, "-o", back, "--provider", "none"])
      #expect(result.status == 0, "\(result.stderr)")
      let rows = try rows(back)
      #expect(rows.count == 30, "\(input)")
      #expect(rows.map { $0["row"] as? Int } == (1...30).map { $0 })
    }
  }

  /// bench/fuzz/fuzz.py with a fixed seed: mutated sample files must never crash or hang the
  /// binary, outputs must be valid, and row counts must agree with Python's readers.
  @Test(arguments: [(11, 150, false), (12, 40, true)])
  func mutatedSamplesNeverCrashHangOrLoseRows(_ seed: Int, _ iterations: Int, _ local: Bool) throws {
    var arguments = [
      EnrichProcess.packageRoot.appendingPathComponent("bench/fuzz/fuzz.py").path,
      "--seed", "\(seed)", "--iterations", "\(iterations)", "--binary", EnrichProcess.binary.path,
    ]
    if local { arguments += ["--index", try SampleIndex.path()] }
    let run = try EnrichProcess.run(["python3"] + arguments, timeout: 600, executable: "/usr/bin/env")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("fuzz: \(iterations) iterations, seed \(seed), 0 findings"), "\(run.stdout)")
  }

  /// Writes input `name` of `bench/bounds/make_inputs.py` (the benchmark's own reproductions)
  /// into `directory`.
  static func benchInput(_ name: String, in directory: URL) throws -> String {
    let script = EnrichProcess.packageRoot.appendingPathComponent("bench/bounds/make_inputs.py").path
    let made = try EnrichProcess.run(
      ["python3", script, directory.path, name], timeout: 300, executable: "/usr/bin/env")
    guard made.status == 0 else {
      throw EnrichProcess.Failure(description: "make_inputs.py \(name): \(made.stderr)")
    }
    return directory.appendingPathComponent(name).path
  }

  /// 1.5 MB whose shared strings inflate to a gigabyte of `<si/>`: refused from the sizes the
  /// archive declares, before a byte is inflated (it used to take 204 s and 4.3 GB).
  @Test func aSharedStringsBombIsRefusedBeforeItInflates() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // inputs of megabytes
    let input = try Self.benchInput("shared-strings-bomb.xlsx", in: directory)
    let output = directory.appendingPathComponent("out.ndjson").path
    let run = try EnrichProcess.measured([input, "-o", output, "--provider", "none"])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(
      run.stderr.contains("enrich: error: \(input): refusing xl/sharedStrings.xml: its 15"), "\(run.stderr)")
    #expect(run.stderr.contains("zip bomb"))
    let peak = try #require(run.peakKilobytes, "no figure from /usr/bin/time: \(run.stderr)")
    #expect(peak < 100 * 1024, "peak resident memory \(peak) KB")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// One Placemark with 500,000 Points in a MultiGeometry, or 200,000 ExtendedData entries: one
  /// row, read in time linear in them (the quadratic reader took 9 and 20 s for 40,000, so it
  /// could not finish these in the test's five minutes; the linear one takes seconds).
  @Test(arguments: ["kml-points-500k.kml", "kml-data-200k.kml"])
  func aPlacemarkWithHundredsOfThousandsOfMembersIsOneRow(_ name: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // inputs of megabytes
    let input = try Self.benchInput(name, in: directory)
    let output = directory.appendingPathComponent("out.ndjson").path
    let run = try EnrichProcess.measured([input, "-o", output, "--provider", "none", "--quiet"])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try rows(output)
    #expect(rows.count == 1)
    let fields = try #require(rows.first?["input"] as? [String: Any])
    #expect(fields["name"] as? String == "Kappeli")
    #expect(fields.count == (name.hasPrefix("kml-data") ? 200_003 : 3))
    #expect(fields["field199999"] as? String == (name.hasPrefix("kml-data") ? "199999" : nil))
    // The first Point is the position.
    #expect(
      (fields["lat"] as? Double).map { abs($0 - 60.1) < 1e-9 } == true, "\(String(describing: fields["lat"]))"
    )
    let peak = try #require(run.peakKilobytes, "no figure from /usr/bin/time: \(run.stderr)")
    #expect(peak < 400 * 1024, "peak resident memory \(peak) KB")
  }

  /// A 6.5 KB sheet with a range merged from B2 to the sheet's last row and column over 2,000
  /// empty rows: every row is written, as wide as the table (it used to fill 16,383 columns a
  /// row: 2.4 GB of output in 146 s).
  @Test func aRangeMergedToTheSheetsLastColumnFillsOnlyTheTable() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try Self.benchInput("merged-range.xlsx", in: directory)
    let output = directory.appendingPathComponent("out.ndjson").path
    let csv = directory.appendingPathComponent("out.csv").path
    let run = try EnrichProcess.run([input, "-o", output, "-o", csv, "--provider", "none", "--quiet"])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try rows(output)
    #expect(rows.count == 2_001)
    #expect(rows.allSatisfy { ($0["input"] as? [String: Any])?.count == 2 })
    let size = (try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? .max
    #expect(size < 1_000_000, "\(size) bytes of NDJSON from a 6.5 KB workbook")
  }

  /// A DTD in an .xlsx part is refused as in KML: no entity is read as "" (nor expanded).
  @Test(arguments: ["doctype-entity.xlsx", "doctype-billion-laughs.xlsx"])
  func anXLSXWithADoctypeIsRefusedNamingTheFileAndPart(_ name: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // inputs of megabytes
    let input = try Self.benchInput(name, in: directory)
    let output = directory.appendingPathComponent("out.ndjson").path
    let result = try EnrichProcess.run([input, "-o", output, "--provider", "none"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "enrich: error: \(input): xl/sharedStrings.xml, line 2: refusing a <!DOCTYPE> declaration"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
