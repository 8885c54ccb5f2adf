import Testing

@testable import EnrichFormats

/// Number formats whose shown text carries meaning, and the text they show.
@Suite struct XLSXTextFormatTests {
  func shown(_ code: String, _ value: String) -> String? { XLSXTextFormat(code: code)?.text(value) }

  @Test func zeroPaddingKeepsTheZeros() {
    #expect(shown("00000", "120") == "00120")
    #expect(shown("00000", "98000") == "98000")
    #expect(shown("0000000000", "401234567") == "0401234567")
    #expect(shown("00000", "1234567") == "1234567")
  }

  @Test func literalTextAroundDigitsIsShown() {
    #expect(shown("\"FI-\"00000", "120") == "FI-00120")
    #expect(shown("000-0000", "5551234") == "555-1234")
    #expect(shown("00000-0000", "123456789") == "12345-6789")
    #expect(shown("[<=9999999]###-####;(###) ###-####", "5551234") == "555-1234")
    #expect(shown("[<=9999999]###-####;(###) ###-####", "2125551234") == "(212) 555-1234")
    #expect(shown("\\(0\\)00 000", "912345") == "(9)12 345")
  }

  @Test func theTextFormatKeepsTheNumbersOwnText() {
    #expect(shown("@", "120") == "120")
    #expect(XLSXTextFormat(code: "@")?.isText == true)
  }

  @Test(arguments: ["General", "0", "#", "0.00", "#,##0", "0%", "0.00E+00", "[Red]0", "yyyy-mm-dd", "# ?/?"])
  func quantitiesStayNumbers(code: String) {
    #expect(XLSXTextFormat(code: code) == nil)
  }

  @Test func fractionsAndNegativesWithoutASectionAreLeftToTheNumber() {
    #expect(shown("00000", "120.5") == nil)
    #expect(shown("00000", "-120") == "-00120")
    #expect(shown("00000;(00000)", "-120") == "(00120)")
  }

  @Test func builtInTextFormatIsRecognised() {
    #expect(XLSXNumberFormats.builtInCode(49) == "@")
    #expect(XLSXNumberFormats.builtInCode(1) == "General")
  }
}
