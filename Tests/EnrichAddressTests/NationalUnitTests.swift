import EnrichAddress
import Testing

/// Units the way each country writes them (`NationalUnitRule` and the lexicon), and the shapes
/// that look like units but are not: PO boxes and `No.`/`Nº` house numbers. Addresses written
/// for these tests.
@Suite("Units by country")
struct NationalUnitTests {
  static let units: [Split] = [
    Split(
      address: "U3/15 Smith Street, Fitzroy VIC 3065", subpremise: "U3", kind: .unit,
      building: "15 Smith Street, Fitzroy VIC 3065"),
    Split(
      address: "Unit3/42 Beach Road, Bondi NSW 2026", subpremise: "Unit3", kind: .unit,
      building: "42 Beach Road, Bondi NSW 2026"),
    Split(
      address: "12/2F1 Marchmont Road, Edinburgh EH9 1HZ", subpremise: "2F1", kind: .flat,
      building: "12 Marchmont Road, Edinburgh EH9 1HZ"),
    Split(
      address: "2F1, 7 Warrender Park Terrace, Edinburgh", subpremise: "2F1", kind: .flat,
      building: "7 Warrender Park Terrace, Edinburgh"),
    Split(
      address: "Mariahilfer Straße 45/Top 12, 1060 Wien", subpremise: "Top 12", kind: .apartment,
      building: "Mariahilfer Straße 45, 1060 Wien"),
    Split(
      address: "Landstraßer Hauptstraße 3/Top7, 1030 Wien", subpremise: "Top7", kind: .apartment,
      building: "Landstraßer Hauptstraße 3, 1030 Wien"),
    Split(
      address: "Rua Augusta 100, R/C, 1100-053 Lisboa", subpremise: "R/C", kind: .floor,
      building: "Rua Augusta 100, 1100-053 Lisboa"),
    Split(
      address: "Rua do Ouro 40, 2º Dto, 1100-060 Lisboa", subpremise: "2º Dto", kind: .floor,
      building: "Rua do Ouro 40, 1100-060 Lisboa"),
    Split(
      address: "Rua da Prata 8, 3º Esq., 1100-419 Lisboa", subpremise: "3º Esq.", kind: .floor,
      building: "Rua da Prata 8, 1100-419 Lisboa"),
    Split(
      address: "Av. Reforma 222, Of. 501, Ciudad de México", subpremise: "Of. 501", kind: .suite,
      building: "Av. Reforma 222, Ciudad de México"),
    Split(
      address: "Calle Alcalá 20, Depto. 3B, Madrid", subpremise: "Depto. 3B", kind: .apartment,
      building: "Calle Alcalá 20, Madrid"),
    Split(
      address: "Calle Alcalá 20, Piso 3, Madrid", subpremise: "Piso 3", kind: .floor,
      building: "Calle Alcalá 20, Madrid"),
    Split(
      address: "Via Nazionale 10, piano 2, interno 5, 00184 Roma", subpremise: "piano 2, interno 5",
      kind: .apartment, building: "Via Nazionale 10, 00184 Roma"),
    Split(
      address: "Prinsengracht 263-II, 1016 GV Amsterdam", subpremise: "II", kind: .unit,
      building: "Prinsengracht 263, 1016 GV Amsterdam"),
    Split(
      address: "Prinsengracht 263hs, 1016 GV Amsterdam", subpremise: "hs", kind: .unit,
      building: "Prinsengracht 263, 1016 GV Amsterdam"),
    Split(
      address: "Prinsengracht 263-2, 1016 GV Amsterdam", subpremise: "2", kind: .unit,
      building: "Prinsengracht 263, 1016 GV Amsterdam"),
    Split(
      address: "Keizersgracht 12-3, Amsterdam", subpremise: "3", kind: .unit,
      building: "Keizersgracht 12, Amsterdam", country: "NL"),
    Split(
      address: "Karl Johans gate 10 H0304, 0154 Oslo", subpremise: "H0304", kind: .apartment,
      building: "Karl Johans gate 10, 0154 Oslo"),
    Split(
      address: "ul. Marszałkowska 10/25, 00-590 Warszawa", subpremise: "25", kind: .apartment,
      building: "ul. Marszałkowska 10, 00-590 Warszawa"),
    Split(
      address: "Váci utca 10. fszt. 2., 1052 Budapest", subpremise: "fszt. 2.", kind: .floor,
      building: "Váci utca 10., 1052 Budapest"),
    Split(
      address: "Andrássy út 5. 3. em. 12. ajtó, 1061 Budapest", subpremise: "3. em. 12. ajtó", kind: .door,
      building: "Andrássy út 5., 1061 Budapest"),
    Split(
      address: "Ερμού 25, 3ος όροφος, Αθήνα", subpremise: "3ος όροφος", kind: .floor,
      building: "Ερμού 25, Αθήνα"),
    Split(
      address: "شارع الملك فهد 12، شقة 5، الرياض", subpremise: "شقة 5", kind: .apartment,
      building: "شارع الملك فهد 12، الرياض"),
    Split(
      address: "東京都千代田区丸の内1-1-1 502号室", subpremise: "502号室", kind: .room,
      building: "東京都千代田区丸の内1-1-1"),
  ]

  @Test("Each country's way of writing a unit", arguments: units)
  func unitsByCountry(_ split: Split) { split.expectAnalysed() }

  @Test(
    "Never a unit: PO boxes, No./Nº house numbers, ranges outside the Netherlands, Czech numbers",
    arguments: [
      ("BP 123, 75001 Paris", nil), ("Postfach 1234, 8000 Zürich", nil), ("Apartado 45, 28080 Madrid", nil),
      ("Caixa Postal 100, São Paulo", nil), ("No. 12 Baker Street, London", nil),
      ("Nº 12 Rua Augusta, Lisboa", nil),
      ("Calle Mayor Nº 5, Madrid", nil), ("23-30 29th St, Queens, NY", nil),
      ("Damrak 12-14, Amsterdam", "BE"),
      ("Stroupežnického 3191/17, Praha", "CZ"), ("The House of 2 Doors, Main Street 4", nil),
      ("Office of 5 Lawyers, High Street 10", nil),
    ] as [(String, String?)])
  func neverAUnit(address: String, country: String?) {
    let analysis = AddressAnalyzer.analyze(address, country: country)
    #expect(analysis.subpremise == nil || analysis.subpremiseKind == .conscriptionNumber, "\(address)")
  }
}
