/// The words the analyser recognises, by role. Keys are lower-case with trailing dots removed;
/// accented forms are listed next to their unaccented spellings where both are written.
enum AddressLexicon {
  /// Words written before their identifier: `Apt 4B`, `Whg. 3`, `кв. 40`, `Bât A`.
  static let prefixDesignators: [String: SubpremiseKind] = {
    var table: [String: SubpremiseKind] = [:]
    func add(_ kind: SubpremiseKind, _ words: [String]) { for word in words { table[word] = kind } }
    add(
      .apartment,
      [
        "apt", "apts", "apartment", "appt", "app", "appart", "appartement", "apto", "apartamento", "ap",
        "dpto", "depto", "departamento", "whg", "wohnung", "кв", "квартира", "lgh", "lägenhet",
        "lagenhet", "as", "asunto", "int", "interno", "lejl", "lejlighed", "leil", "leilighet", "condo",
        "top", "kv", "mieszkanie", "dto", "byt", "daire", "ап", "апартамент", "דירה", "شقة", "casa",
      ])
    add(.flat, ["flat", "flt", "फ्लैट", "फ़्लैट", "फलैट"])
    add(
      .unit,
      [
        "unit", "boîte", "boite", "bte", "space", "spc", "trlr", "trailer", "studio", "local", "lokal",
        "loja", "shop", "lok", "пом", "помещение", "kiosk", "stall", "slip",
      ])
    add(.lot, ["lot"])
    add(.mailbox, ["pmb", "pbm"])
    add(
      .suite,
      [
        "suite", "ste", "suit", "office", "ofc", "bureau", "büro", "buro", "oficina", "офис", "оф", "sala",
        "conj", "cj",
      ])
    add(
      .floor,
      [
        "fl", "flr", "floor", "ph", "penthouse", "étage", "etage", "et", "piso", "planta", "piano", "etg",
        "krs", "kerros",
        "vån", "våning", "этаж", "эт", "level", "lvl", "andar", "stock", "geschoss", "मंजिल", "तल", "ет",
        "kat", "tầng", "lantai", "طابق", "patro", "piętro", "poschodie", "etasje", "stockwerk", "etaj", "pis",
      ])
    add(.room, ["rm", "room", "комн", "комната", "कमरा", "salle", "zimmer", "phòng", "ห้อง"])
    add(
      .building,
      [
        "bldg", "bld", "blg", "building", "bâtiment", "batiment", "bât", "bat", "edificio", "edif",
        "gebäude", "gebaude", "tower", "twr", "wing", "bloco", "torre", "haus",
      ])
    add(
      .staircase,
      [
        "esc", "escalier", "escalera", "sc", "scala", "stiege", "stg", "staircase", "entrance", "подъезд",
        "вх",
        "trappuppgång",
      ])
    // English `Door No. 5` is an Indian house number, so only foreign door words are listed.
    add(.door, ["puerta", "pta", "porte", "porta", "tür", "tur", "ajtó", "ajto"])
    return table
  }()

  /// Designators that follow a number or ordinal: `3rd Floor`, `2. OG`, `3e étage`, `1 trappa`.
  static let postfixFloorWords: Set<String> = [
    "floor", "fl", "flr", "floors", "étage", "etage", "stock", "og", "etg", "krs", "kerros", "trappa", "tr",
    "em", "emelet", "kat", "patro", "piętro", "pietro", "poschodie", "etasje", "stockwerk", "etaj", "όροφος",
    "trappor", "piso", "planta", "verdieping", "этаж", "मंजिल", "level", "lvl", "andar", "obergeschoss",
    "vån", "våning", "sal", "piano", "階", "층",
  ]

  /// Words that make a following or preceding floor or unit word a floor by themselves.
  static let ordinalWords: Set<String> = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "ground", "lower", "upper", "top", "main", "basement", "mezzanine", "garden",
    "lobby", "penthouse", "premier", "deuxième", "troisième", "पहली", "दूसरी", "तीसरी", "चौथी",
  ]

  /// Words that stand alone as a subpremise after the street: `Rear`, `Mezzanine`, `Bajo`.
  static let standaloneDesignators: [String: SubpremiseKind] = [
    "rear": .unit, "frnt": .unit, "front": .unit, "mezzanine": .floor, "mezzaine": .floor, "mezz": .floor,
    "bsmt": .floor, "basement": .floor, "penthouse": .floor, "lobby": .floor, "upstairs": .floor,
    "downstairs": .floor, "rdc": .floor, "rez-de-chaussée": .floor, "bajo": .floor, "bajos": .floor,
    "entlo": .floor, "entresuelo": .floor, "ático": .floor, "atico": .floor, "erdgeschoss": .floor,
    "eg": .floor, "ll": .floor, "pb": .floor, "souterrain": .floor, "dachgeschoss": .floor, "dg": .floor,
    // Dutch: the ground-floor door of a house with upper floors (`Damrak 70 huis`, `70-hs`).
    "huis": .floor, "hs": .floor,
    // Portuguese rés-do-chão (ground floor).
    "r/c": .floor,
  ]

  /// Articles and prepositions inside street names (`Via del Piano`, `C/ de la Escalera`):
  /// a designator word right after one, before the house number, is part of the name.
  static let nameParticles: Set<String> = [
    "de", "del", "della", "dello", "delle", "dei", "degli", "di", "da", "do", "dos", "das", "du", "des", "la",
    "le", "les", "l", "el", "los", "las", "von", "van", "der", "den", "of", "the", "d", "dal", "al",
  ]

  /// Words written between a designator and its identifier: `Apt No. 5`, `Ste # D`, `फ्लैट नं. 12`.
  static let connectors: Set<String> = ["no", "nº", "n°", "nr", "number", "num", "#", "नं", "№", "n"]

  /// Door or side marks that may follow a floor or unit identifier: `3º Izq`, `4 t.v.`, `1 trappa upp`.
  static let sideWords: Set<String> = [
    "izq", "izda", "izquierda", "esq", "esquerdo", "esquerda", "dto", "direito", "direita", "frente", "dcha",
    "dch", "der", "drcha", "derecha", "ctro", "centro", "tv", "th",
    "mf", "t.v", "t.h", "upp", "ned", "ner", "links", "rechts", "li", "re", "sx", "dx",
  ]

  /// Directions, which may trail an identifier (`Unit 2 East`) or follow a street (`Ave SW`).
  static let directions: Set<String> = [
    "n", "s", "e", "w", "ne", "nw", "se", "sw", "north", "south", "east", "west", "northeast",
    "northwest", "southeast", "southwest", "no", "so", "n.e", "n.w", "s.e", "s.w",
  ]

  /// Words that give a following number to a road, not a unit: `Route 66`, `Hwy 50`, `CR 561`.
  static let routeWords: Set<String> = [
    "route", "rte", "rt", "highway", "hwy", "hghwy", "hiway", "us", "u.s", "sr", "cr", "fm", "rr",
    "interstate", "i", "state", "county", "business", "bus", "loop", "spur", "farm", "ranch",
    "star", "hc", "hcr", "sh", "ih",
  ]

  /// Words that own the number after them, which is therefore no unit: `Sector 15`, `Exit 12`.
  static let numberedPlaceWords: Set<String> = [
    "sector", "block", "blk", "phase", "zone", "ward", "district", "section", "km", "exit", "mile", "gate",
    "pier", "platform", "terminal", "stage", "plot", "tract", "concession", "kingston", "dublin", "paris",
    "arrondissement", "wien", "praha", "bezirk", "distrito", "colonia",
  ]

  /// Road words whose following `#` or `No` gives the road's number, not a unit.
  static let numberedRouteWords: Set<String> = [
    "route", "rte", "rt", "highway", "hwy", "hghwy", "hiway", "rr", "sr", "cr", "fm", "hc", "hcr", "sh", "ih",
  ]

  /// Words that make a following road word a numbered route: `County Rd 312`, `State Highway 70`.
  static let routeQualifiers: Set<String> = [
    "state", "us", "u.s", "county", "co", "c", "farm", "fm", "interstate", "federal", "township", "twp",
    "ranch", "provincial", "national", "country", "and", "&",
  ]

  /// Street types, after which a bare identifier reads as a unit: `801 South Canal Street C1S`.
  static let streetSuffixes: Set<String> = [
    "street", "st", "str", "strt", "avenue", "ave", "av", "avn", "road", "rd", "drive", "dr", "lane", "ln",
    "boulevard", "blvd", "bvd", "boulevar", "court", "ct", "place", "pl", "terrace", "ter", "terr", "way",
    "circle", "cir", "parkway", "pkwy", "square", "sq", "trail", "trl", "highway", "hwy", "park",
    "plaza", "plz", "mall", "prom", "promenade", "crescent", "cres", "close", "grove", "row", "walk",
    "path", "pike", "alley", "aly", "expressway", "expy", "freeway", "fwy", "commons", "point", "pt",
    "run", "loop", "cove", "cv", "crossing", "xing", "ridge", "view", "vw", "heights", "hts", "landing",
    "manor", "green", "gardens", "gdns", "center", "ctr", "centre", "concourse", "causeway", "cswy",
  ]

  /// Nouns that make a preceding "unit" look-alike part of a business name: `1st Floor Cafe`.
  static let venueWords: Set<String> = [
    "cafe", "café", "restaurant", "bakery", "bar", "grill", "pizza", "pizzeria", "deli", "pub", "store",
    "lounge", "kitchen", "bistro", "salon", "diner", "club", "nightclub", "gallery", "hotel", "inn",
    "market", "coffee", "tavern", "brewery", "brewing", "cinema", "theatre", "theater", "gym", "fitness",
    "boutique", "cantina", "taqueria", "sushi", "ramen", "bbq", "burger", "burgers", "eatery", "foods",
    "liquor", "pharmacy", "studios", "records", "books", "bookstore", "barbershop", "spa", "tattoo",
    "productions", "media", "music", "games", "arcade", "cocktail", "wine", "winery", "beer", "taproom",
    "bakeshop", "creamery", "donuts", "bagels", "noodle", "noodles", "bistrot", "trattoria", "osteria",
    "ristorante", "brasserie", "kebab", "shawarma", "tacos", "grille", "saloon", "dance", "yoga",
    "hair", "nails", "beauty", "barber", "food", "trucks", "truck", "tea", "juice", "steakhouse", "seafood",
    "cakes", "chocolate", "dental", "clinic", "law", "realty", "church", "academy", "daycare", "auto",
    "motors", "repair", "cleaners", "laundry", "florist", "pets", "crossfit", "pilates", "boxing", "karate",
    "restaurante", "ristorante", "cafetería", "cafeteria", "padaria", "panadería", "boulangerie",
    "bäckerei", "gasthaus", "kneipe", "imbiss",
  ]

  /// Short letter codes that are states or provinces, not units, when they end a US/CA address.
  static let regionCodes: Set<String> = [
    "al", "ak", "az", "ar", "ca", "co", "ct", "de", "dc", "fl", "ga", "hi", "id", "il", "in", "ia", "ks",
    "ky", "la", "me", "md", "ma", "mi", "mn", "ms", "mo", "mt", "ne", "nv", "nh", "nj", "nm", "ny", "nc",
    "nd", "oh", "ok", "or", "pa", "ri", "sc", "sd", "tn", "tx", "ut", "vt", "va", "wa", "wv", "wi", "wy",
    "pr", "on", "qc", "bc", "ab", "mb", "sk", "ns", "nb", "nl", "pe", "yt", "nt", "nu", "ll",
  ]

  /// Words that may not serve as a letter-only identifier even when short: `Suite of`, `Unit St`.
  static let notIdentifiers: Set<String> = [
    "of", "at", "in", "on", "st", "rd", "dr", "ln", "ct", "to", "is", "de", "la", "le", "el", "du", "di",
    "and", "the", "an", "&", "or", "by", "pl", "av", "sq",
  ]

  /// Building words that, after a direction, name a wing of the same building: `North Tower`, `S Bldg`.
  static let wingWords: Set<String> = ["tower", "hall", "wing", "bldg", "building", "annex"]
}
