import Foundation
import Testing

/// enrich's own outputs given back as input, and nested input fields chosen with dotted
/// column names, through the binary on the sample index.
@Suite struct ReadBackRunTests {
  static func rows(_ stdout: String) throws -> [[String: Any]] {
    let document = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
    return document?["rows"] as? [[String: Any]] ?? []
  }

  /// The first run's output in each JSON form, read back: every row searches what the original
  /// row searched, the `input` of the re-run is the original input (not the first run's row),
  /// and the statuses agree.
  @Test(arguments: ["json", "ndjson", "geojson"])
  func ownOutputReadsBackAsTheOriginalRows(_ format: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let first = directory.appendingPathComponent("first.\(format)").path
    let environment = try SampleIndex.environment()
    let at = ["--at", "2026-12-06T10:00", "--no-journal"]
    let original = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", first, "-o", "-"] + at, environment: environment)
    #expect(original.status == 0, "\(original.stderr)")
    let again = try EnrichProcess.run([first, "-o", "-"] + at, environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
    let before = try Self.rows(original.stdout)
    let after = try Self.rows(again.stdout)
    #expect(after.count == before.count)
    for (old, new) in zip(before, after) {
      #expect(new["query"] as? String == old["query"] as? String, "row \(old["row"] ?? "")")
      #expect(new["status"] as? String == old["status"] as? String, "row \(old["row"] ?? "")")
      let input = new["input"] as? [String: Any]
      #expect(input?["input"] == nil && input?["place"] == nil)
      #expect(input?["name"] as? String == (old["input"] as? [String: Any])?["name"] as? String)
    }
    #expect(after.first?["query"] as? String == "Fazer Cafe, Aleksanterinkatu 52, Helsinki")
  }

  /// A nested address object: searched by its values (never as JSON text), and its members
  /// selected with dotted column names.
  @Test func nestedFieldsAreSearchedByTheirValuesAndSelectedByDottedNames() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("nested.ndjson")
    try Data(
      #"""
      {"name": "Alepa", "address": {"street": "Kaivokatu 8", "city": "Helsinki"}}
      {"name": "Fazer Cafe", "address": {"street": "Aleksanterinkatu", "number": "52"}}

      """#.utf8
    ).write(to: input)
    let environment = try SampleIndex.environment()
    let plain = try EnrichProcess.run(
      [input.path, "-o", "-", "--no-open-status", "--no-journal"], environment: environment)
    #expect(plain.status == 0, "\(plain.stderr)")
    let plainRows = try Self.rows(plain.stdout)
    #expect(plainRows.first?["query"] as? String == "Alepa, Kaivokatu 8, Helsinki")
    #expect(!(plain.stdout.contains("{\\\"street")))
    let dotted = try EnrichProcess.run(
      [
        input.path, "-o", "-", "--no-open-status", "--no-journal", "--street-column", "address.street",
        "--housenumber-column", "address.number",
      ], environment: environment)
    #expect(dotted.status == 0, "\(dotted.stderr)")
    let dottedRows = try Self.rows(dotted.stdout)
    #expect(dottedRows.count == 2)
    #expect(dottedRows.last?["query"] as? String == "Fazer Cafe, Aleksanterinkatu 52")
    let fazer = dottedRows.last?["place"] as? [String: Any]
    #expect(fazer?["id"] as? String == "node/6049453018")
    // A path into a field that does not exist is still refused, naming it.
    let typo = try EnrichProcess.run(
      [input.path, "-o", "-", "--no-open-status", "--street-column", "adress.street"],
      environment: environment)
    #expect(typo.status != 0)
    #expect(typo.stderr.contains("adress.street"))
  }
}
