import EnrichCore
import Testing

@testable import EnrichKit

/// Dotted column names select members of nested input objects.
@Suite struct DottedColumnTests {
  static let record = InputRecord(
    row: 1, line: 1,
    fields: [
      Field("name", .string("Alepa")),
      Field(
        "address",
        .object([
          JSONMember("street", .string("Kaivokatu 8")), JSONMember("addr:city", .string("Helsinki")),
          JSONMember("geo", .object([JSONMember("lat", .number("60.17"))])),
        ])),
      Field("a.b", .string("literal dotted name")),
      Field("tags", .array([.string("shop"), .null, .number("3")])),
    ])

  @Test func pathsSelectNestedMembers() {
    #expect(Self.record.text(of: "address.street") == "Kaivokatu 8")
    #expect(Self.record.text(of: "address.addr:city") == "Helsinki")
    #expect(Self.record.text(of: "address.geo.lat") == "60.17")
    #expect(Self.record.text(of: "a.b") == "literal dotted name")  // an exact field name wins
    #expect(Self.record.text(of: "address.missing") == nil)
    #expect(Self.record.text(of: "name.first") == nil)  // a string has no members
  }

  @Test func objectsAndArraysAreSearchedByTheirValues() {
    #expect(Self.record.text(of: "address") == "Kaivokatu 8, Helsinki, 60.17")
    #expect(Self.record.text(of: "tags") == "shop, 3")
  }

  @Test func pathsIntoPresentColumnsAreNotMissing() {
    var mapping = ColumnMapping()
    mapping.street = "address.street"
    mapping.city = "adress.city"
    mapping.name = "a.b"
    #expect(mapping.missingColumns(in: ["name", "address", "a.b"]) == ["adress.city"])
  }

  @Test func aDetectedAddressTheUserChosePartsInsideIsNotTheWholeAddress() {
    var mapping = ColumnMapping()
    mapping.street = "address.street"
    let completed = mapping.completed(with: ColumnDetection.detect(columns: ["name", "address"]))
    #expect(completed.address.isEmpty)
    #expect(completed.name == "name")
    #expect(
      ColumnMapping().completed(with: ColumnDetection.detect(columns: ["address"])).address == ["address"])
  }
}
