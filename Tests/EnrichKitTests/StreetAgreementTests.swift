import EnrichCore
import Testing

@testable import EnrichKit

/// The remembered street agreement is the one computed, for every pair and at every asking.
@Suite struct StreetAgreementTests {
  static func street(_ text: String) -> RowAddress.Street {
    var request = RowRequest()
    request.street = text
    guard let street = RowAddress(request).street else { preconditionFailure("a street column is a street") }
    return street
  }

  static let pairs: [(String, String)] = [
    ("Aleksanterinkatu", "Aleksanterinkatu"), ("Aleksanterinkatu", "Alexandersgatan"),
    ("Mannerheimintie", "Asemahalli, Mannerheimintie"), ("Pohjoisesplanadi", "Eteläesplanadi"),
    ("Bd des Moulins", "Boulevard des Moulins"), ("av de la Costa", "Avenue de la Costa"),
    ("Kaivokatu", ""), ("", "Kaivokatu"),
  ]

  @Test func rememberedAgreementEqualsComputed() {
    for (row, candidate) in Self.pairs {
      let computed = StreetAgreement.compute(Self.street(row), candidate)
      #expect(StreetAgreement.similarity(Self.street(row), candidate) == computed, "\(row) / \(candidate)")
      #expect(StreetAgreement.similarity(Self.street(row), candidate) == computed, "\(row) / \(candidate)")
    }
    #expect(StreetAgreement.similarity(Self.street("Aleksanterinkatu"), "Aleksanterinkatu") == 1)
    #expect(StreetAgreement.similarity(Self.street("Mannerheimintie"), "Asemahalli, Mannerheimintie") == 1)
    #expect(StreetAgreement.similarity(Self.street("Pohjoisesplanadi"), "Eteläesplanadi") < 0.8)
  }

  @Test func aMegabyteStreetIsComparedWithoutBeingKept() {
    let long = "Aleksanterinkatu " + String(repeating: "x", count: MatchingLimits.memoizedTextBytes)
    let street = Self.street(long)
    #expect(StreetAgreement.similarity(street, long) == StreetAgreement.compute(street, long))
  }
}
