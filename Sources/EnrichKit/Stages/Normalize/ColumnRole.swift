/// What a column of the input means to the pipeline.
package enum ColumnRole: String, Sendable, CaseIterable {
  case name, address, street, houseNumber, unit, city, postcode, country, latitude, longitude

  /// Header names (folded: lower case, no diacritics, `_` for spaces) that mean this role, in
  /// English, Finnish, Swedish, Norwegian/Danish, German, French, Spanish, Italian and Czech.
  /// Earlier names win when a header matches several roles.
  var headerNames: [String] {
    switch self {
    case .name:
      return [
        "name", "business_name", "business", "company", "company_name", "place", "place_name",
        "venue", "store", "shop", "title", "organisation", "organization", "nimi", "yritys", "paikka",
        "namn", "foretag", "navn", "firma", "nom", "nombre", "nome", "nazev", "jmeno", "poi",
      ]
    case .address:
      return [
        "address", "full_address", "street_address", "addr", "address_line", "address1",
        "address_line_1", "osoite", "katuosoite", "adress", "gatuadress", "adresse", "anschrift",
        "direccion", "indirizzo", "adresa", "location_address",
      ]
    case .street:
      return [
        "street", "street_name", "road", "katu", "kadunnimi", "gata", "gatunamn", "gate", "vej",
        "strasse", "rue", "calle", "via", "ulice",
      ]
    case .houseNumber:
      return [
        "house_number", "housenumber", "house_no", "number", "street_number", "no", "nr", "numero",
        "hausnummer", "husnummer", "talonumero", "cislo", "cislo_domu",
      ]
    case .unit:
      return [
        "unit", "apt", "apartment", "suite", "flat", "subpremise", "huoneisto", "lgh", "lagenhet",
        "leilighet", "lejlighed", "wohnung", "appartement", "piso", "interno", "byt",
      ]
    case .city:
      return [
        "city", "town", "locality", "municipality", "kaupunki", "kunta", "postitoimipaikka", "stad",
        "ort", "postort", "kommune", "by", "stadt", "ville", "ciudad", "localidad", "citta", "comune",
        "mesto", "obec",
      ]
    case .postcode:
      return [
        "postcode", "postal_code", "post_code", "zip", "zipcode", "zip_code", "postinumero",
        "postnummer", "plz", "postleitzahl", "code_postal", "cp", "codigo_postal", "cap", "psc",
      ]
    case .country:
      return [
        "country", "country_code", "countrycode", "maa", "land", "landskod", "pays", "pais", "paese",
        "stat", "zeme",
      ]
    case .latitude:
      return ["lat", "latitude", "y", "leveys", "leveysaste", "breddgrad", "breite", "lat_wgs84"]
    case .longitude:
      return [
        "lng", "lon", "long", "longitude", "x", "pituus", "pituusaste", "langdgrad", "lange",
        "lon_wgs84", "lng_wgs84",
      ]
    }
  }
}
