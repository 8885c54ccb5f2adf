import Testing

@testable import EnrichCore

/// Streets written with initials, including a word that joins two names (`JLN` for
/// `Jawaharlal Nehru`), and initials that spell out nothing.
@Suite struct StreetInitialsTests {
  @Test(arguments: [
    (["mg", "road"], ["mahatma", "gandhi", "road"]), (["m", "g", "road"], ["mahatma", "gandhi", "road"]),
    (["jln", "marg"], ["jawaharlal", "nehru", "marg"]),
    (["j", "l", "n", "marg"], ["jawaharlal", "nehru", "marg"]),
  ])
  func initialsSpellOutTheWords(written: [String], full: [String]) throws {
    let spelled = try #require(StreetMatch.spellingOutInitials(written, full))
    #expect(spelled.0 == full)
  }

  @Test(arguments: [
    (["jln", "marg"], ["jawaharnagar", "marg"]),  // one word cannot give all three
    (["jln", "marg"], ["nehru", "jawaharlal", "marg"]),  // out of order
    (["abc", "road"], ["mahatma", "gandhi", "road"]),
    (["jn", "marg"], ["jawaharlal", "marg"]),  // one word alone never gives two initials
  ])
  func otherInitialsSpellOutNothing(written: [String], full: [String]) {
    #expect(StreetMatch.spellingOutInitials(written, full) == nil)
  }
}
