import EnrichCore
import Testing

@testable import EnrichFormats

/// Which row of a grid is the header, found from names and values alike.
@Suite struct TableFinderTests {
  func rows(_ lines: [[String]]) -> [TableFinder.Row] {
    lines.enumerated().map { TableFinder.Row(line: $0.offset + 1, cells: $0.element) }
  }

  func header(_ lines: [[String]], _ choice: HeaderChoice = .detect) -> Int? {
    TableFinder.choose(rows(lines), header: choice).header
  }

  @Test func aHeaderOnTheFirstRowIsTheHeader() {
    #expect(header([["name", "address"], ["Kappeli", "Eteläesplanadi 1"]]) == 0)
    #expect(header([["Nimi", "Osoite", "Kaupunki"], ["Kappeli", "Eteläesplanadi 1", "Helsinki"]]) == 0)
  }

  @Test func aTitleANoteAndAnEmptyRowAboveTheHeaderAreLeftOut() {
    let choice = TableFinder.choose(
      rows([
        ["Asiakasrekisteri 2026", "", "", ""], ["Päivitetty 30.11.2026", "", "", ""],
        ["Asiakasnro", "Nimi", "Katuosoite", "Kaupunki"], ["1", "Kappeli", "Eteläesplanadi 1", "Helsinki"],
      ]), header: .detect)
    #expect(choice.header == 2)
    #expect(choice.skipped == [0, 1])
    #expect(choice.firstData == 3)
  }

  @Test func aOneWordTitleThatIsAHeaderWordDoesNotHideTheRealHeader() {
    #expect(
      header([
        ["Asiakas", "", ""], ["Nimi", "Osoite", "Kaupunki"], ["Kappeli", "Eteläesplanadi 1", "Helsinki"],
      ]) == 1)
  }

  @Test func aGroupTitleMergedOverColumnsIsNotTheHeader() {
    // Row 1 after the merge filled it: "Perustiedot" over two columns, "Osoite" over three.
    let grid = [
      TableFinder.Row(
        line: 1, cells: ["Perustiedot", "Perustiedot", "Osoite", "Osoite", "Osoite"], width: 2),
      TableFinder.Row(line: 2, cells: ["Nro", "Nimi", "Katuosoite", "Postinumero", "Kaupunki"]),
      TableFinder.Row(line: 3, cells: ["1", "Kappeli", "Eteläesplanadi 1", "00130", "Helsinki"]),
    ]
    #expect(TableFinder.choose(grid, header: .detect).header == 1)
  }

  @Test func aFirstRowOfDataMakesTheTableHeaderless() {
    #expect(
      header([["Levant", "Bulevardi 15", "Helsinki"], ["Kappeli", "Eteläesplanadi 1", "Helsinki"]]) == nil)
    #expect(header([["Levant", "Bulevardi 15", "Helsinki"]]) == nil)
    #expect(header([["Kappeli", "60.1677", "24.9492"], ["Levant", "60.1658", "24.9377"]]) == nil)
  }

  @Test func wordsAboveColumnsOfDigitsAreAHeaderWhateverTheWords() {
    #expect(header([["Kohde", "Katu ja numero", "Pnro"], ["Kappeli", "Eteläesplanadi 1", "00130"]]) == 0)
    #expect(header([["Foo", "Bar"], ["Levant", "Bulevardi 15"]]) == 0)
  }

  @Test func aHeaderOfRepeatedOrMissingNamesIsStillTheHeader() {
    #expect(header([["a", "a", "a"], ["1-1", "1-2", "1-3"], ["2-1", "2-2", "2-3"]]) == 0)
    #expect(header([["name", ""], ["A", "B"]]) == 0)
  }

  @Test func theUserChoiceWins() {
    let lines = [["Levant", "Bulevardi 15"], ["Kappeli", "Eteläesplanadi 1"]]
    #expect(header(lines, .line(1)) == 0)
    #expect(header(lines, .line(2)) == 1)
    #expect(TableFinder.choose(rows(lines), header: .line(2)).skipped == [0])
    #expect(header([["name"], ["Kappeli"]], .none) == nil)
    #expect(TableFinder.choose(rows([["name"], ["Kappeli"]]), header: .none).firstData == 0)
  }

  @Test func theNoteSaysWhatWasLeftOutAndHowToChooseOtherwise() {
    var layout = TableLayout(
      headerLine: 4, skipped: [.init(line: 1, text: "Toimipisteet"), .init(line: 2, text: "")], given: false,
      width: 4)
    #expect(layout.note == "header on line 4 (found); lines 1–2 above it left out ('Toimipisteet')")
    layout.sheet = "Asiakkaat"
    #expect(layout.note?.hasPrefix("sheet 'Asiakkaat': header on row 4") == true)
    var headerless = TableLayout(headerLine: nil, skipped: [], given: false, width: 3)
    headerless.firstRow = ["Levant", "Bulevardi 15", "Helsinki"]
    headerless.firstRowLine = 1
    #expect(
      headerless.note
        == "no header row: line 1 already holds data ('Levant', 'Bulevardi 15', 'Helsinki'), so the columns are "
        + "named column_1 … column_3; give --header-row 1 if it is a header")
    #expect(TableLayout(headerLine: 1, skipped: [], given: false, width: 2).note == nil)
    #expect(TableLayout.lines([1, 2, 3, 5, 7, 8]) == "1–3, 5, 7–8")
  }
}
