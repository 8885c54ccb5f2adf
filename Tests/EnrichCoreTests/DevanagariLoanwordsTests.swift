import Testing

@testable import EnrichCore

/// English words on Hindi signboards come back in their English spelling; other words are read
/// letter by letter; the keys of both spellings meet.
@Suite struct DevanagariLoanwordsTests {
  @Test(arguments: [
    ("डॉ. मेहता क्लिनिक", "dr. mehtaa clinic"),
    ("मोनिका बेकर्स", "monikaa bakers"),
    ("न्यू स्टाइल हेयर कटिंग सैलून", "new style hair cutting salon"),
    ("इन्फोटेक सॉल्यूशंस", "infotech solutions"),
  ])
  func loanwordsAreReadInTheirEnglishSpelling(text: String, latin: String) {
    #expect(Transliteration.latin(text) == latin)
  }

  @Test func nasalConjunctsAndNuktaSpellingsAreOneWord() {
    // ण्ट, न्ट and ं before a consonant; क + nukta written as one letter or two.
    #expect(Transliteration.latin("सेण्टर") == "center")
    #expect(Transliteration.latin("सेन्टर") == "center")
    #expect(Transliteration.latin("सेंटर") == "center")
    #expect(Transliteration.latin("कैफ़े") == Transliteration.latin("कैफ\u{093C}े"))
  }

  @Test func aLatinNameMeetsItsSignboardSpelling() {
    #expect(LooseLatin.name("Khandelwal Sari Center") == LooseLatin.name("खंडेलवाल साड़ी सेंटर"))
    #expect(LooseLatin.name("Vidya Stationers") == LooseLatin.name("विद्या स्टेशनर्स"))
  }

  @Test func otherWordsAreStillReadLetterByLetter() {
    #expect(Transliteration.latin("चांदनी चौक") == "chaandnii chauk")
    #expect(Transliteration.latin("बेकरीवाला") != "bakery")
  }
}
