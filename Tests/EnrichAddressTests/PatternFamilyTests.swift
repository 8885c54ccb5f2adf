import EnrichAddress
import Testing

/// One expected split: the subpremise text, its kind, and the building address left behind.
struct Split: Sendable, CustomTestStringConvertible {
  var address: String
  var subpremise: String
  var kind: SubpremiseKind
  var building: String
  var country: String? = nil

  var testDescription: String { address }

  /// Checks the analyser splits `address` this way and routes it to geocoding.
  func expectAnalysed() {
    let analysis = AddressAnalyzer.analyze(address, country: country)
    #expect(analysis.subpremise == subpremise, "\(address)")
    #expect(analysis.subpremiseKind == kind, "\(address)")
    #expect(analysis.building == building, "\(address)")
    #expect(analysis.route == .geocode, "\(address)")
    #expect(analysis.input == address)
  }
}

@Suite("Subpremise pattern families")
struct PatternFamilyTests {
  static let english: [Split] = [
    Split(
      address: "500 Main St Apt 4B, Springfield, IL 62701", subpremise: "Apt 4B", kind: .apartment,
      building: "500 Main St, Springfield, IL 62701"),
    Split(
      address: "77 Elm Street Apartment 12, Boston", subpremise: "Apartment 12", kind: .apartment,
      building: "77 Elm Street, Boston"),
    Split(
      address: "2200 Mission College Blvd Unit 7", subpremise: "Unit 7", kind: .unit,
      building: "2200 Mission College Blvd"),
    Split(
      address: "1 Market St Suite 300, San Francisco", subpremise: "Suite 300", kind: .suite,
      building: "1 Market St, San Francisco"),
    Split(
      address: "45 Broad St Ste. 12, New York", subpremise: "Ste. 12", kind: .suite,
      building: "45 Broad St, New York"),
    Split(
      address: "910 Pine Ave #12, Long Beach", subpremise: "#12", kind: .unit,
      building: "910 Pine Ave, Long Beach"),
    Split(
      address: "123 Main St Apt # 456 Oakland", subpremise: "Apt # 456", kind: .apartment,
      building: "123 Main St Oakland"),
    Split(
      address: "350 Fifth Avenue Fl 21, New York", subpremise: "Fl 21", kind: .floor,
      building: "350 Fifth Avenue, New York"),
    Split(
      address: "233 S Wacker Dr, 42nd Floor, Chicago", subpremise: "42nd Floor", kind: .floor,
      building: "233 S Wacker Dr, Chicago"),
    Split(
      address: "30 West 26th Street Sixth Floor", subpremise: "Sixth Floor", kind: .floor,
      building: "30 West 26th Street"),
    Split(
      address: "100 Federal St Rm 204, Boston", subpremise: "Rm 204", kind: .room,
      building: "100 Federal St, Boston"),
    Split(
      address: "1600 Amphitheatre Pkwy Bldg 40", subpremise: "Bldg 40", kind: .building,
      building: "1600 Amphitheatre Pkwy"),
    Split(
      address: "Apt 1B 626 E Kilbourn Ave Milwaukee", subpremise: "Apt 1B", kind: .apartment,
      building: "626 E Kilbourn Ave Milwaukee"),
    Split(
      address: "2945 W. Harrison Suite100", subpremise: "Suite100", kind: .suite, building: "2945 W. Harrison"
    ),
    Split(
      address: "801 South Canal Street C1S", subpremise: "C1S", kind: .unit,
      building: "801 South Canal Street"),
    Split(
      address: "212 W. Washington, 1506, Chicago, IL 60606", subpremise: "1506", kind: .unit,
      building: "212 W. Washington, Chicago, IL 60606"),
    Split(
      address: "3520 Okemos Rd PMB 175 Okemos, MI", subpremise: "PMB 175", kind: .mailbox,
      building: "3520 Okemos Rd Okemos, MI"),
    Split(
      address: "123 Main St Unit 5 Bar Harbor ME 04609", subpremise: "Unit 5", kind: .unit,
      building: "123 Main St Bar Harbor ME 04609"),
    Split(
      address: "1800 M Street, NW North Tower, Ste. 700", subpremise: "North Tower, Ste. 700", kind: .suite,
      building: "1800 M Street, NW"),
  ]

  static let international: [Split] = [
    Split(
      address: "3/15 Smith St, Fitzroy VIC 3065", subpremise: "3", kind: .unit,
      building: "15 Smith St, Fitzroy VIC 3065", country: "AU"),
    Split(
      address: "12/250 Queen Street, Auckland", subpremise: "12", kind: .unit,
      building: "250 Queen Street, Auckland"),
    Split(
      address: "Flat 2, 10 Downing Street, London SW1A 2AA", subpremise: "Flat 2", kind: .flat,
      building: "10 Downing Street, London SW1A 2AA"),
    Split(
      address: "Ground Floor Flat, 14 Albert Road, Bristol", subpremise: "Ground Floor Flat", kind: .floor,
      building: "14 Albert Road, Bristol"),
    Split(
      address: "Hauptstraße 5, Whg. 12, 10115 Berlin", subpremise: "Whg. 12", kind: .apartment,
      building: "Hauptstraße 5, 10115 Berlin"),
    Split(
      address: "Lindenallee 14, 3. OG, 50968 Köln", subpremise: "3. OG", kind: .floor,
      building: "Lindenallee 14, 50968 Köln"),
    Split(
      address: "12 rue de la Paix, Bât A, 75002 Paris", subpremise: "Bât A", kind: .building,
      building: "12 rue de la Paix, 75002 Paris"),
    Split(
      address: "8 avenue Foch, Esc B, 3e étage, 75116 Paris", subpremise: "Esc B, 3e étage", kind: .floor,
      building: "8 avenue Foch, 75116 Paris"),
    Split(
      address: "25 boulevard Voltaire, Apt 14, 75011 Paris", subpremise: "Apt 14", kind: .apartment,
      building: "25 boulevard Voltaire, 75011 Paris"),
    Split(
      address: "3 place Bellecour, Étage 4, 69002 Lyon", subpremise: "Étage 4", kind: .floor,
      building: "3 place Bellecour, 69002 Lyon"),
    Split(
      address: "Calle Mayor 10, 3º Izq, 28013 Madrid", subpremise: "3º Izq", kind: .floor,
      building: "Calle Mayor 10, 28013 Madrid"),
    Split(
      address: "Paseo de la Castellana, 185 - 5º, 28046 Madrid", subpremise: "5º", kind: .floor,
      building: "Paseo de la Castellana, 185, 28046 Madrid"),
    Split(
      address: "Via Roma 15, int. 4, 00184 Roma", subpremise: "int. 4", kind: .apartment,
      building: "Via Roma 15, 00184 Roma"),
    Split(
      address: "Bulevardi 9 A 12, 00120 Helsinki", subpremise: "A 12", kind: .staircase,
      building: "Bulevardi 9, 00120 Helsinki"),
    Split(
      address: "Hämeenkatu 20 as. 15, 33200 Tampere", subpremise: "as. 15", kind: .apartment,
      building: "Hämeenkatu 20, 33200 Tampere"),
    Split(
      address: "Drottninggatan 50 lgh 1102, 111 21 Stockholm", subpremise: "lgh 1102", kind: .apartment,
      building: "Drottninggatan 50, 111 21 Stockholm"),
    Split(
      address: "Storgatan 1, 1 trappa upp, 112 01 Stockholm", subpremise: "1 trappa upp", kind: .floor,
      building: "Storgatan 1, 112 01 Stockholm"),
    Split(
      address: "Valdemarsgade 42 4 t.v. København", subpremise: "4 t.v.", kind: .floor,
      building: "Valdemarsgade 42 København"),
    Split(
      address: "Москва, ул. Тверская, д. 7, кв. 15", subpremise: "кв. 15", kind: .apartment,
      building: "Москва, ул. Тверская, д. 7"),
    Split(
      address: "東京都渋谷区神宮前1丁目2番3号 405号室", subpremise: "405号室", kind: .room,
      building: "東京都渋谷区神宮前1丁目2番3号"),
    Split(
      address: "日本〒113-0001文京区4丁目3番2号3階323号室", subpremise: "3階323号室", kind: .room,
      building: "日本〒113-0001文京区4丁目3番2号"),
    Split(
      address: "上海市浦东新区世纪大道100号 2号楼 801室", subpremise: "2号楼 801室", kind: .room,
      building: "上海市浦东新区世纪大道100号"),
    Split(
      address: "फ्लैट 12, शांति अपार्टमेंट, नई दिल्ली", subpremise: "फ्लैट 12", kind: .flat,
      building: "शांति अपार्टमेंट, नई दिल्ली"),
    Split(
      address: "फ्लैट नं. 304, गांधी मार्ग, जयपुर", subpremise: "फ्लैट नं. 304", kind: .flat,
      building: "गांधी मार्ग, जयपुर"),
    Split(
      address: "ul. Marszałkowska 10/12, 00-590 Warszawa", subpremise: "12", kind: .apartment,
      building: "ul. Marszałkowska 10, 00-590 Warszawa", country: "PL"),
    Split(
      address: "Flat A, 12/F, Tower 2, Taikoo Shing, Hong Kong", subpremise: "Flat A, 12/F, Tower 2",
      kind: .flat,
      building: "Taikoo Shing, Hong Kong"),
    Split(
      address: "1 Raffles Place, #20-01, Singapore 048616", subpremise: "#20-01", kind: .unit,
      building: "1 Raffles Place, Singapore 048616"),
    Split(
      address: "5F., No. 7, Sec. 5, Xinyi Rd., Taipei", subpremise: "5F.", kind: .floor,
      building: "No. 7, Sec. 5, Xinyi Rd., Taipei"),
    Split(
      address: "1203-55 Bloor St W, Toronto, ON", subpremise: "1203", kind: .unit,
      building: "55 Bloor St W, Toronto, ON", country: "CA"),
    Split(
      address: "Av. Corrientes 1234, Piso 3 Dto B, Buenos Aires", subpremise: "Piso 3 Dto B",
      kind: .apartment,
      building: "Av. Corrientes 1234, Buenos Aires"),
    Split(
      address: "ul. Piękna 20 lok. 5, Warszawa", subpremise: "lok. 5", kind: .unit,
      building: "ul. Piękna 20, Warszawa"),
    Split(
      address: "Vinohradská 12, byt 5, Praha", subpremise: "byt 5", kind: .apartment,
      building: "Vinohradská 12, Praha"),
    Split(
      address: "бул. Витоша 10, ет. 3, ап. 7, София", subpremise: "ет. 3, ап. 7", kind: .apartment,
      building: "бул. Витоша 10, София"),
    Split(
      address: "Atatürk Cad. No: 12 Daire 5 Kat 3, İstanbul", subpremise: "Daire 5 Kat 3", kind: .apartment,
      building: "Atatürk Cad. No: 12, İstanbul"),
    Split(
      address: "123 Nguyễn Huệ, Phòng 405, Quận 1", subpremise: "Phòng 405", kind: .room,
      building: "123 Nguyễn Huệ, Quận 1"),
    Split(
      address: "Národní 12, 3. patro, Praha", subpremise: "3. patro", kind: .floor,
      building: "Národní 12, Praha"),
    Split(
      address: "ul. Nowy Świat 5, II piętro, Warszawa", subpremise: "II piętro", kind: .floor,
      building: "ul. Nowy Świat 5, Warszawa"),
    Split(
      address: "Neubaugasse 12/3/14, 1070 Wien", subpremise: "3/14", kind: .apartment,
      building: "Neubaugasse 12, 1070 Wien"),
    Split(
      address: "Rue de la Loi 16 boîte 5, 1000 Bruxelles", subpremise: "boîte 5", kind: .unit,
      building: "Rue de la Loi 16, 1000 Bruxelles"),
    Split(
      address: "Basement Flat, 3 Princes Square, London W2", subpremise: "Basement Flat", kind: .flat,
      building: "3 Princes Square, London W2"),
    Split(
      address: "Rua das Flores 12, 2º Esq, Lisboa", subpremise: "2º Esq", kind: .floor,
      building: "Rua das Flores 12, Lisboa"),
    Split(
      address: "大阪府大阪市中央区本町1-2-3 ABCビル 5F", subpremise: "5F", kind: .floor,
      building: "大阪府大阪市中央区本町1-2-3 ABCビル"),
    Split(
      address: "부산시 해운대구 센텀로 45, 102동 1501호", subpremise: "102동 1501호", kind: .unit,
      building: "부산시 해운대구 센텀로 45"),
    Split(
      address: "10 Park Ave Penthouse B, New York", subpremise: "Penthouse B", kind: .floor,
      building: "10 Park Ave, New York"),
    Split(
      address: "Mariahilfer Straße 120, Stiege 2, Top 14, 1070 Wien", subpremise: "Stiege 2, Top 14",
      kind: .apartment, building: "Mariahilfer Straße 120, 1070 Wien"),
  ]

  @Test("English designators", arguments: english)
  func englishDesignators(_ split: Split) {
    check(split)
  }

  @Test("International designators", arguments: international)
  func internationalDesignators(_ split: Split) {
    check(split)
  }

  private func check(_ split: Split) { split.expectAnalysed() }

  @Test(
    "Fractional house numbers stay in the building address",
    arguments: [
      "2615 1/2 Gary Avenue, Dodge City, KS 67801", "16½ Windward Road Kingston 2 Jamaica",
      "12 1/2 Oak Street",
    ])
  func fractions(_ address: String) {
    let analysis = AddressAnalyzer.analyze(address, country: "US")
    #expect(analysis.subpremise == nil)
    #expect(analysis.building == address)
    #expect(analysis.route == .textSearch)
  }

  @Test("Czech conscription/orientation numbers are labelled and routed to geocoding")
  func czechConscriptionNumber() {
    let analysis = AddressAnalyzer.analyze("Stroupežnického 3191/17, Praha")
    #expect(analysis.subpremise == nil)
    #expect(analysis.subpremiseKind == .conscriptionNumber)
    #expect(analysis.building == "Stroupežnického 3191/17, Praha")
    #expect(analysis.route == .geocode)
    #expect(analysis.reason.contains("3191/17"))
  }
}
