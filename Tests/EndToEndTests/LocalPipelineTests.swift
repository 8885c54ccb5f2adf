import Foundation
import Testing

/// The whole pipeline on the embedded default: the sample spreadsheet against the index of
/// the sample extract, through the real binary.
@Suite struct LocalPipelineTests {
  func run(_ arguments: [String], stdin: String? = nil) throws -> (EnrichProcess.Result, [[String: Any]]) {
    let result = try EnrichProcess.run(
      arguments + ["-o", "-"], stdin: stdin, environment: try SampleIndex.environment())
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (result, document?["rows"] as? [[String: Any]] ?? [])
  }

  func place(_ row: [String: Any]) -> [String: Any] { row["place"] as? [String: Any] ?? [:] }

  @Test func sampleSpreadsheetRowsGetTheRightPlacesAndStatuses() throws {
    let (result, rows) = try run([EnrichProcess.samples("places.csv"), "--at", "2026-12-06T10:00"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(rows.count == 30)
    // Missing diacritic, typo, abbreviated street, a chain branch picked by its address.
    #expect(place(rows[0])["id"] as? String == "node/6049453018")
    #expect(place(rows[3])["name"] as? String == "Teemaa")
    #expect(place(rows[4])["id"] as? String == "node/615217034")
    #expect(place(rows[8])["id"] as? String == "node/2626760676")
    #expect(rows[0]["method"] as? String == "text_search")
    #expect((rows[0]["confidence"] as? Double ?? 0) > 0.9)
    // An apartment address goes to the geocoder and keeps its unit.
    #expect(rows[22]["status"] as? String == "geocoded")
    #expect(rows[22]["method"] as? String == "geocode")
    #expect(rows[22]["subpremise"] as? String == "A 12")
    // Coordinates only: the current place at that point.
    #expect(rows[24]["method"] as? String == "nearby")
    #expect(place(rows[24])["name"] as? String == "Kappeli")
    // Outside the extract: not found, never a wrong match.
    #expect(rows[25]["status"] as? String == "not_found")
    #expect(rows[25]["place"] == nil)
    #expect(rows[26]["status"] as? String == "skipped")
    // Open on Sunday 6 December 2026 at 10:00 local time.
    #expect(place(rows[2])["openStatus"] as? String == "open")  // Kappeli Mo-Su 10:00-24:00
    #expect(place(rows[0])["openStatus"] as? String == "closed")  // Fazer: Su 11:00-18:00
    #expect(place(rows[0])["nextChange"] as? String == "2026-12-06T11:00:00+02:00")
    #expect(place(rows[11])["openStatus"] as? String == "unknown")  // no opening_hours
    #expect(result.stderr.contains("row 27: nothing to search"))
  }

  @Test func anInstantAndAWallTimeAreBothUnderstood() throws {
    let (instant, rows) = try run([EnrichProcess.samples("places.csv"), "--at", "2026-12-06T08:30:00Z"])
    #expect(instant.status == 0, "\(instant.stderr)")
    // 08:30Z is 10:30 in Helsinki: Kappeli (10-24) is open, Fazer (Su from 11) closed.
    #expect(place(rows[2])["openStatus"] as? String == "open")
    #expect(place(rows[0])["openStatus"] as? String == "closed")
    let (_, early) = try run([EnrichProcess.samples("places.csv"), "--at", "2026-12-06T09:59"])
    #expect(place(early[2])["openStatus"] as? String == "closed")
  }

  @Test func ambiguousAndLowConfidenceRowsListCandidatesAndGoToTheReviewFile() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    try Data("name,address\nEspresso House,\nFazer Cafe,Mannerheimintie 99\n".utf8).write(to: input)
    let review = directory.appendingPathComponent("review.csv").path
    let (result, rows) = try run([input.path, "--review", review])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(rows[0]["status"] as? String == "ambiguous")
    #expect(rows[0]["ambiguous"] as? Bool == true)
    #expect(((rows[0]["candidates"] as? [Any])?.count ?? 0) >= 2)
    #expect(rows[1]["status"] as? String != "matched")
    let text = try String(contentsOfFile: review, encoding: .utf8)
    #expect(text.hasPrefix("row,status,method,confidence,why,name,address,match_name"))
    #expect(text.contains("1,ambiguous,text_search"))
    #expect(text.contains("Espresso House"))
  }

  @Test func searchCommandShowsRankedCandidatesAsJson() throws {
    let result = try EnrichProcess.run(
      ["search", "Fazer Cafe, Aleksanterinkatu 52"], environment: try SampleIndex.environment())
    #expect(result.status == 0, "\(result.stderr)")
    let row = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(row["status"] as? String == "matched")
    let candidates = try #require(row["candidates"] as? [[String: Any]])
    #expect(candidates.first?["id"] as? String == "node/6049453018")
    #expect(candidates.count >= 2)
  }

  @Test func suggestCompletesAPrefix() throws {
    let result = try EnrichProcess.run(
      ["suggest", "Kapp", "--origin", "60.1699,24.9384"], environment: try SampleIndex.environment())
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let suggestions = try #require(document["suggestions"] as? [[String: Any]])
    let attributions = try #require(document["attributions"] as? [[String: Any]])
    #expect(attributions.first?["text"] as? String == "© OpenStreetMap contributors, ODbL 1.0")
    #expect(suggestions.count <= 5)
    #expect(suggestions.contains { ($0["mainText"] as? String) == "Kappeli" })
    #expect(suggestions.first?["distanceMeters"] != nil)
  }

  @Test func missingIndexSaysHowToBuildOneAndExits3() throws {
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", "-"],
      environment: ["ENRICH_INDEX": "/nonexistent/index.sqlite"])
    #expect(result.status == 3)
    #expect(result.stderr.contains("enrich index build"))
    #expect(result.stdout.isEmpty)
  }

  @Test func brokenExtractLeavesNoIndexBehind() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let bogus = directory.appendingPathComponent("bogus.osm.pbf")
    try Data(repeating: 0x42, count: 4096).write(to: bogus)
    let index = directory.appendingPathComponent("index.sqlite").path
    let result = try EnrichProcess.run(["index", "build", bogus.path, "-o", index])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("bogus.osm.pbf"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bogus.osm.pbf"])
  }

  @Test func hoursAndAddressCommandsReadJsonLinesFromStdin() throws {
    let hours = try EnrichProcess.run(
      ["hours"],
      stdin: """
        {"expr": "Mo-Fr 09:00-17:00", "at": "2026-12-07T10:00", "tz": "Europe/Helsinki"}
        {"expr": "Mo-Fr 09:00-17:00; PH off", "at": "2026-12-24T10:00", "tz": "Europe/Helsinki", "country": "FI"}
        not json
        """)
    let lines = hours.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].contains("\"openStatus\":\"open\""))
    #expect(lines[1].contains("\"openStatus\":\"closed\""))
    #expect(lines[2].contains("\"error\""))
    #expect(hours.status == 1)
    let address = try EnrichProcess.run(
      ["address"], stdin: "Bulevardi 9 A 12, Helsinki\n23-30 29th St, Queens\n")
    #expect(address.status == 0)
    let analyses = address.stdout.split(separator: "\n")
    #expect(analyses.count == 2)
    #expect(analyses[0].contains("\"route\":\"geocode\""))
    #expect(analyses[1].contains("\"hyphenatedStreetNumber\":true"))
  }
}
