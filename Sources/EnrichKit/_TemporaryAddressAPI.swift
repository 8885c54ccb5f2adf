// TEMPORARY: mirrors the agreed EnrichAddress API until the address branch merges.
import EnrichCore

public enum SubpremiseKind: String, Sendable { case unit }
public enum Route: String, Sendable { case textSearch = "text_search", geocode }
public struct AddressAnalysis: Sendable, Equatable {
  public var input: String; public var building: String; public var subpremise: String?;
  public var subpremiseKind: SubpremiseKind?
  public var hyphenatedStreetNumber: Bool; public var poBox: Bool; public var route: Route;
  public var reason: String
  public var jsonValue: JSONValue { .null }
}
public enum AddressAnalyzer {
  public static func analyze(_ address: String, country: String? = nil) -> AddressAnalysis {
    AddressAnalysis(
      input: address, building: address, subpremise: nil, subpremiseKind: nil, hyphenatedStreetNumber: false,
      poBox: false, route: .textSearch, reason: "")
  }
}
