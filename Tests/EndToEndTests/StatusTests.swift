import EnrichTestSupport
import Foundation
import Testing

/// Statuses of rows that find nothing: an address alone that no provider finds is `not_found`
/// with a reason (local and Google alike), so a filter on `not_found` sees it.
@Suite(.serialized) struct StatusTests {
  static let rows = "id,address,city\n1,Nowhere Street 99,Helsinki\n2,Bulevardi 9 A 12,Helsinki\n"

  func check(_ rows: [[String: Any]]) {
    #expect(rows[0]["status"] as? String == "not_found", "\(rows[0])")
    #expect(rows[0]["method"] as? String == "geocode")
    let error = rows[0]["error"] as? [String: Any]
    #expect(error?["code"] as? String == "no_result")
    #expect((error?["message"] as? String)?.contains("Nowhere Street 99") == true)
    #expect(rows[1]["status"] as? String == "geocoded")
  }

  @Test func anAddressNoOneFindsIsNotFoundWithAReasonOnTheLocalIndex() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    try Data(Self.rows.utf8).write(to: input)
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run(
      [input.path, "-o", output], environment: try SampleIndex.environment())
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    check(try #require(document["rows"] as? [[String: Any]]))
  }

  @Test func anAddressNoOneFindsIsNotFoundWithAReasonOnGoogle() throws {
    let scene = try GoogleScenario(rows: Self.rows)
    let result = try scene.run("out.json", ["--no-cache"])
    #expect(result.status == 0, "\(result.stderr)")
    check(try scene.rows("out.json"))
  }

  /// A chain named with only its city (`Picnic, Helsinki`): the geocoder answers with one
  /// branch's building, a precision the row's address does not have, so it is no address
  /// claim: the row is not `geocoded` there (before: every such row was, at 0.765).
  @Test func aGeocodeMorePreciseThanTheRowsAddressIsNoAddressClaim() throws {
    let scene = try GoogleScenario(
      rows: "id,name,address\n1,Picnic,Helsinki\n2,La Torrefazione,Helsinki\n3,Picnic,Mikonkatu 8\n")
    let result = try scene.run("out.json", ["--no-cache"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try scene.rows("out.json")
    for row in rows.prefix(2) {
      #expect(row["status"] as? String != "geocoded", "\(row)")
      #expect(row["place"] == nil, "\(row)")
    }
    // With the number in the row, the same building is an address the row gave.
    #expect(rows[2]["status"] as? String == "geocoded" || rows[2]["status"] as? String == "matched")
  }
}
