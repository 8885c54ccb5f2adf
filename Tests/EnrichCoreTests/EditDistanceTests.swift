import EnrichCore
import Testing

@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("provider", "provder", 1),
    ("ab", "ba", 2), ("max_requests", "max-requests", 1), ("Töölö", "Toolo", 3), ("café", "cafe", 1),
  ])
  func levenshteinOverCharacters(_ a: String, _ b: String, _ expected: Int) {
    #expect(EditDistance.between(a, b) == expected)
    #expect(EditDistance.between(b, a) == expected)
  }

  /// On ASCII words, the bounded test is the full distance ≤ 1, or one swap of neighbours.
  @Test func withinOneAgreesWithTheDistance() {
    let words = [
      "kappeli", "kapeli", "kappelli", "kapepli", "kapelil", "kappel", "xappeli", "akppeli", "", "k",
    ]
    func swapsOnce(_ a: String, _ b: String) -> Bool {
      let chars = Array(a)
      return chars.indices.dropLast().contains { index in
        var swapped = chars
        swapped.swapAt(index, index + 1)
        return String(swapped) == b
      }
    }
    for a in words {
      for b in words {
        let expected = EditDistance.between(a, b) <= 1 || swapsOnce(a, b)
        #expect(EditDistance.withinOne(Array(a.utf8), Array(b.utf8)) == expected, "\(a) \(b)")
      }
    }
    // Letters, not bytes: `ä` is two bytes but one letter, so one insertion.
    #expect(EditDistance.withinOne(Array("kappeliä".utf8), Array("kappeli".utf8)))
    #expect(!EditDistance.withinOne(Array("kappeliää".utf8), Array("kappeli".utf8)))
  }
}
