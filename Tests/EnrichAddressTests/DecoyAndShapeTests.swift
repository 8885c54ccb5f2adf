import EnrichAddress
import Testing

@Suite("Decoys, PO boxes and hyphenated numbers")
struct DecoyAndShapeTests {
  @Test(
    "Names that only look like units are not subpremises",
    arguments: [
      "Suite Life Bakery, 120 Main St, Austin, TX 78701",
      "Route 66 Diner, 1205 Route 66, Tulsa, OK 74104",
      "1st Floor Cafe, 45 Market St, Denver, CO 80202",
      "12 Unit Street, Brisbane QLD 4000",
      "Building 42 Restaurant, 88 Harbor Blvd, Seattle, WA 98101",
      "Floor & Decor, 2101 Airport Fwy, Irving, TX 75062",
      "Apartment Therapy, 12 W 27th St, New York, NY 10001",
      "Studio 54 Nightclub, 254 W 54th St, New York, NY 10019",
      "Top Floor Bar, 9 Castle St, Edinburgh EH2 3AH",
      "1234 West U.S. Hwy 50",
      "2104 State Highway No 70, Lakehurst, NJ 08733",
      "28402 CR 561, Tavares, FL 32778",
      "# 2 TURNER RD",
      "133 W COUNTY ROAD LL, AMHERST, WI 54406",
      "9912 S. Avenue H",
      "22B Derwent Parade, South Ockendon RM15 5EE, United Kingdom",
      "Junction Highway 76 37 &#38; 86, Cassville, MO 65625",
      "1090-1092 Berkeley St Forest Cove Apartments, Charleston, SC 29410",
      "Starbucks #1234, 100 Main St, Seattle WA",
      "McDonald's #123, 12 Elm St",
      "10 Sector 15, Noida",
      "Floor 9 Rooftop Bar, 123 Main St, Austin TX",
      "Unit 7 Brewery, 10 Dock St",
      "Apartment 23 Pizza, 55 Elm St",
      "100 Ranch Road 620 N, Austin TX",
      "120 Township Road 45, Ohio",
      "Mannerheimintie 12 B, 00100 Helsinki",
      "Blk 123 Ang Mo Kio Ave 6, Singapore 560123",
    ])
  func decoys(_ address: String) {
    let analysis = AddressAnalyzer.analyze(address)
    #expect(analysis.subpremise == nil, "\(analysis.subpremise ?? "")")
    #expect(analysis.building == address)
  }

  @Test(
    "PO boxes are flagged and are not units",
    arguments: [
      "PO Box 4567, Austin, TX 78765", "P.O.Box 460, Western Springs, IL 60558",
      "Box # 63, Cordova, AK 99574",
      "rr # 1 box 54 loami il 62661", "HC R 32 Box # e3", "Route 7 RR 7 Box, Arlington, VT 05250",
      "Post Office Box 40177", "POB 19060", "Postfach 10 12 34, 80086 München", "Apartado 1234, 28080 Madrid",
    ])
  func poBoxes(_ address: String) {
    let analysis = AddressAnalyzer.analyze(address)
    #expect(analysis.poBox)
    #expect(analysis.subpremise == nil)
    #expect(analysis.route == .geocode)
  }

  @Test("A box street name is not a PO box")
  func boxElder() {
    let analysis = AddressAnalyzer.analyze("176-214 Box Elder St")
    #expect(!analysis.poBox)
    #expect(analysis.hyphenatedStreetNumber)
  }

  @Test("A unit and a PO box together")
  func unitAndBox() {
    let analysis = AddressAnalyzer.analyze("56 main st., 2nd floor pob 130 orleans ma 02653")
    #expect(analysis.poBox)
    #expect(analysis.subpremise == "2nd floor")
  }

  @Test(
    "Hyphenated street numbers are flagged",
    arguments: [
      "23-30 29th St, Queens, NY 11105", "47-380 Kamehameha Hwy, Kaneohe, HI 96744",
      "The Book Club 100-106 Leonard St, London EC2A 4RH", "Nieuwe Binnenweg 17-19, Rotterdam",
      "Cra 18#63-64 B Chapinero Bogotá", "〒601-8446京都市西九条高畠町25-1京都醸造株式会社",
      "Tokyo Tower, 4 Chome-2-8 Shibakoen, Minato City, Tokyo 105-0011",
    ])
  func hyphenated(_ address: String) {
    let analysis = AddressAnalyzer.analyze(address)
    #expect(analysis.hyphenatedStreetNumber)
    #expect(analysis.subpremise == nil)
    #expect(analysis.route == .geocode)
    #expect(analysis.reason.contains("hyphenated"))
  }

  @Test(
    "Postcodes, ZIP+4 and unit numbers are not hyphenated street numbers",
    arguments: [
      "25050 ALESSANDRO BLVD, STE B, MORENO VALLEY, CA, 92553-4313",
      "osaka university, osaka, japan, 565-0871",
      "102 Sottile St The Merchant, Unit 06-305 Charleston, SC 29403", "P O Box 388-317",
      "Pç. Ramos de Azevedo, s/n São Paulo - SP, CEP 01037-010", "ul. Floriańska 15, 31-019 Kraków",
    ])
  func notHyphenated(_ address: String) {
    #expect(!AddressAnalyzer.analyze(address).hyphenatedStreetNumber)
  }
}
