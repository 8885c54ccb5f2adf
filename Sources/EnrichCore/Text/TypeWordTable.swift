/// The rows of `TypeWords`: kinds of places, the words that name them in the EU languages and
/// English (folded; other scripts in `scriptWords`), and the place types that agree with them.
enum TypeWordTable {
  static let food: Set<String> = [
    "restaurant", "fast_food_restaurant", "cafe", "bar", "pub", "night_club", "food", "food_court",
    "ice_cream_shop", "bakery", "meal_takeaway",
  ]
  static let lodging: Set<String> = [
    "lodging", "hotel", "hostel", "motel", "guest_house", "campground", "alpine_hut", "resort_hotel",
  ]
  static let shops: Set<String> = [
    "store", "supermarket", "shopping_mall", "convenience_store", "department_store", "grocery_store",
    "market",
  ]
  static let health: Set<String> = [
    "health", "hospital", "doctor", "dentist", "pharmacy", "drugstore", "veterinary_care", "physiotherapist",
  ]
  static let education: Set<String> = [
    "school", "university", "preschool", "primary_school", "secondary_school", "child_care_agency",
    "library", "driving_school",
  ]
  static let sport: Set<String> = [
    "stadium", "sports_complex", "gym", "fitness_center", "swimming_pool", "sports_club", "club",
    "ice_skating_rink", "golf_course", "sports_activity_location", "park", "playground",
  ]
  static let transit: Set<String> = [
    "transit_station", "train_station", "bus_station", "subway_station", "light_rail_station",
    "bus_stop", "ferry_terminal", "airport", "tram_stop",
  ]
  static let attraction: Set<String> = [
    "tourist_attraction", "museum", "art_gallery", "historical_landmark", "monument", "fountain",
    "park", "plaza", "place_of_worship",
  ]
  static let government: Set<String> = [
    "city_hall", "local_government_office", "government_office", "courthouse", "embassy", "police",
  ]

  /// Every group, with the words of other scripts and of Indian English (`scriptWords`) added
  /// to the group of the same name.
  static let groups: [TypeWords.Group] = latinGroups.map { group in
    guard let extra = scriptWords[group.name] else { return group }
    var seen = Set(group.words)
    let words = group.words + extra.flatMap(TextFolding.tokens).filter { seen.insert($0).inserted }
    return TypeWords.Group(name: group.name, types: group.types, core: group.core, words: words)
  }

  /// Words are folded; a kind named by several words (`bureau de poste`) appears by its
  /// telling word.
  static let latinGroups: [TypeWords.Group] = [
    TypeWords.Group(
      name: "restaurant", types: food, core: ["restaurant", "fast_food_restaurant"],
      words: [
        "restaurant", "restaurants", "ravintola", "restaurang", "ristorante", "restaurante", "restauracja",
        "restaurace", "restoran", "bistro", "bistrot", "brasserie", "trattoria", "osteria", "taverna",
        "pizzeria", "pizza", "grill", "steakhouse", "creperie", "ruokala", "lounas", "borda", "tasca",
        "taberna", "gastropub", "kebab", "sushi", "burger", "burgers", "diner", "cantina",
      ]),
    TypeWords.Group(
      name: "cafe", types: food, core: ["cafe", "coffee_shop", "ice_cream_shop"],
      words: [
        "cafe", "cafes", "kahvila", "kafe", "kaffe", "kafeteria", "cafeteria", "kahvio", "caffe", "kavarna",
        "kawiarnia", "koffie", "coffee", "teahouse", "konditoria", "konditorei",
        "patisserie", "pastisseria", "pasteleria", "pasticceria", "gelateria", "glacier", "jaatelo",
      ]),
    TypeWords.Group(
      name: "bar", types: food, core: ["bar", "pub", "night_club"],
      words: [
        "bar", "bars", "baari", "pub", "kneipe", "cerveceria", "birreria", "bodega", "lounge", "tapas",
        "vinoteca", "enoteca", "winebar", "nightclub", "disco", "discotheque", "yokerho", "klubi",
      ]),
    TypeWords.Group(
      name: "bakery", types: food.union(["store"]), core: ["bakery"],
      words: [
        "bakery", "leipomo", "bageri", "backerei", "baeckerei", "boulangerie", "panaderia", "panetteria",
        "padaria", "piekarnia", "pekarna", "forn", "bakkerij",
      ]),
    TypeWords.Group(
      name: "lodging", types: lodging,
      words: [
        "hotel", "hotels", "hotelli", "hotell", "hostel", "hostelli", "motel", "albergo", "hostal", "pension",
        "guesthouse", "auberge", "gasthaus", "gasthof", "majatalo", "aparthotel", "apartaments",
        "apartamentos",
        "camping", "leirintaalue", "resort", "vandrarhem", "retkeilymaja", "inn", "lodge", "posada",
      ]),
    TypeWords.Group(
      name: "hut", types: lodging.union(["shelter", "tourist_attraction"]),
      words: [
        "refugi", "refuge", "rifugio", "refugio", "hutte", "huette", "hut", "cabane", "cabana", "cabanya",
        "shelter", "laavu", "kota", "autiotupa", "stuga", "koja", "baita", "abri",
      ]),
    TypeWords.Group(
      name: "shop", types: shops,
      words: [
        "shop", "shops", "store", "stores", "kauppa", "liike", "myymala", "puoti", "butik", "butiken",
        "boutique", "laden", "geschaft", "negozio", "tienda", "loja", "sklep", "obchod", "winkel", "magasin",
        "botiga", "outlet", "market", "minimarket", "supermarket", "supermarche", "supermercado",
        "supermercato", "hypermarche", "marche", "mercado", "mercato", "markt", "marknad", "kauppahalli",
        "halles", "kiosk", "kioski", "kiosque", "estanc", "tabac", "estanco", "tabaccheria",
      ]),
    TypeWords.Group(
      name: "pharmacy", types: health, core: ["pharmacy", "drugstore"],
      words: [
        "pharmacy", "apteekki", "apotek", "apoteket", "apotheke", "pharmacie", "farmacia", "farmacie",
        "apteka", "lekarna", "drogerie", "drugstore", "parafarmacia", "chemist",
      ]),
    TypeWords.Group(
      name: "health", types: health,
      words: [
        "hospital", "sairaala", "sjukhus", "krankenhaus", "hopital", "ospedale", "szpital", "nemocnice",
        "clinic", "klinikka", "clinique", "clinica", "klinik", "kliniken", "terveysasema", "vardcentral",
        "laakari", "laakarikeskus", "doctor", "docteur", "medecin", "medico", "arzt", "praxis", "lakare",
        "dentist", "dentiste", "dentista", "zahnarzt", "tandlakare", "hammaslaakari", "hammasklinikka",
        "veterinary", "veterinaire", "veterinario", "elainlaakari", "tierarzt", "veterinar", "fysioterapia",
        "physiotherapy", "kinesitherapie", "optician", "optikko", "optiker", "opticien", "optica", "ottico",

      ]),
    TypeWords.Group(
      name: "school", types: education,
      words: [
        "school", "koulu", "skola", "skolan", "schule", "ecole", "escuela", "scuola", "escola", "szkola",
        "skole", "lycee", "liceo", "lukio", "gymnasium", "college", "collegi", "colegio", "collegio",
        "university", "yliopisto", "universitet", "universitat", "universite", "universidad", "universita",
        "academy", "akatemia", "academie", "akademie", "academia", "accademia", "kindergarten", "paivakoti",
        "daghem", "forskola", "creche", "garderie", "guarderia", "asilo", "kita", "institut", "instituto",
        "istituto", "opisto", "library", "kirjasto", "bibliotek", "biblioteket", "bibliothek", "bibliotheque",
        "biblioteca", "biblioteka", "knihovna", "mediatheque",
      ]),
    TypeWords.Group(
      name: "worship",
      types: ["place_of_worship", "church", "mosque", "synagogue", "hindu_temple", "tourist_attraction"],
      words: [
        "church", "kirkko", "kyrka", "kyrkan", "kirche", "eglise", "iglesia", "chiesa", "igreja", "kosciol",
        "kostel", "kerk", "kirke", "esglesia", "cathedral", "tuomiokirkko", "domkyrka", "cathedrale",
        "catedral", "cattedrale", "duomo", "chapel", "kappeli", "kapell", "kapelle", "chapelle",
        "capilla", "cappella", "capella", "ermita", "oratoire", "oratorio", "mosque", "moskeija", "moske",
        "moschee", "mosquee", "mezquita", "moschea", "synagogue", "synagoga", "synagogan", "sinagoga",
        "temple", "temppeli", "tempel", "templo", "tempio", "basilica", "basilique", "sanctuaire", "santuari",
        "santuario", "abbaye", "abbey", "abadia", "abbazia", "monastery", "monastere", "monestir",
        "monasterio", "luostari", "kloster", "convent", "couvent", "convento", "parish", "seurakunta",
        "paroisse", "parroquia", "parrocchia",
      ]),
    TypeWords.Group(
      name: "bank", types: ["bank", "atm", "finance"],
      words: [
        "bank", "banken", "pankki", "banque", "banco", "banca", "banc", "sparkasse", "caixa", "caisse",
        "exchange",
      ]),
    TypeWords.Group(
      name: "parking", types: ["parking", "parking_garage", "parking_lot"],
      words: [
        "parking", "parkki", "pysakointi", "pysakointitalo", "parkkihalli", "parkering", "parkeringshus",
        "parkhaus", "parkplatz", "tiefgarage", "aparcamiento", "aparcament", "parcheggio", "estacionamento",
        "garage", "autoparkki",
      ]),
    TypeWords.Group(
      name: "post", types: ["post_office"],
      words: [
        "post", "posti", "poste", "postitoimisto", "correos", "correus", "postamt", "posten", "postkontor",
      ]),
    TypeWords.Group(
      name: "police", types: ["police"],
      words: [
        "police", "poliisi", "poliisiasema", "polis", "polisen", "polizei", "policia", "polizia", "policie",
        "gendarmerie", "commissariat", "comisaria", "questura", "carabinieri",
      ]),
    TypeWords.Group(
      name: "cinema", types: ["movie_theater"],
      words: ["cinema", "cinemas", "kino", "elokuvateatteri", "bio", "biograf", "cine", "cines", "multiplex"]),
    TypeWords.Group(
      name: "theatre", types: ["performing_arts_theater", "concert_hall", "opera_house", "event_venue"],
      words: [
        "theatre", "theater", "teatteri", "teater", "teatern", "teatro", "teatr", "divadlo", "opera",
        "oopperatalo", "operan", "auditorium", "auditori", "concert", "konserthus", "philharmonie",
      ]),
    TypeWords.Group(
      name: "museum", types: attraction,
      words: [
        "museum", "museo", "musee", "museu", "muzeum", "museet", "muzej", "gallery", "galerie", "galleria",
        "galeria", "galleri", "galleriet", "kunsthalle", "taidehalli", "taidemuseo", "pinacoteca",
        "exhibition", "exposition", "expo", "aquarium", "akvaario", "oceanographique",
      ]),
    TypeWords.Group(
      name: "park",
      types: ["park", "garden", "dog_park", "playground", "national_park", "tourist_attraction"],
      words: [
        "park", "parks", "puisto", "parc", "parque", "parco", "parken", "garden", "gardens", "jardin",
        "jardins", "garten", "giardino", "giardini", "jardim", "jardi", "puutarha", "tradgard", "tradgarden",
        "hage", "roseraie", "arboretum", "playground", "leikkipuisto", "lekplats", "spielplatz",
      ]),
    TypeWords.Group(
      name: "square", types: ["plaza", "square", "tourist_attraction", "market"],
      words: [
        "square", "plaza", "piazza", "placa", "platz", "aukio", "tori", "torget", "torg", "plac", "namesti",
        "praca", "plein",
      ]),
    TypeWords.Group(
      name: "station", types: transit,
      words: [
        "station", "stations", "asema", "rautatieasema", "stationen", "jarnvagsstation", "centralstation",
        "bahnhof", "hauptbahnhof", "gare", "estacion", "estacio", "stazione", "estacao", "dworzec", "nadrazi",
        "metro", "metroasema", "tunnelbana", "ubahn", "terminal", "terminaali", "airport", "lentoasema",
        "aeroport", "aeropuerto", "aeroporto", "flughafen", "heliport", "funicular", "telecabina",
        "telecadira", "telesiege", "halt", "stop", "pysakki", "hallplats", "haltestelle", "arret", "parada",
        "fermata", "przystanek",
      ]),
    TypeWords.Group(
      name: "hair", types: ["hair_salon", "beauty_salon", "barber_shop", "spa", "nail_salon"],
      words: [
        "kampaamo", "parturi", "parturikampaamo", "frisor", "frisorsalong", "friseur", "coiffure", "coiffeur",
        "peluqueria", "perruqueria", "parrucchiere", "barber", "barbershop", "barbier", "barberia", "hair",
        "salon", "salong", "kauneushoitola", "beauty", "estetique", "nails", "kynsistudio",
      ]),
    TypeWords.Group(
      name: "diplomatic", types: ["embassy", "government_office", "corporate_office"],
      words: [
        "embassy", "ambassade", "ambassad", "ambassaden", "botschaft", "embajada", "ambasciata", "embaixada",
        "ambasada", "velvyslanectvi", "suurlahetysto", "consulate", "consulat", "konsulaatti", "konsulat",
        "konsulatet", "consulado", "consolato", "konzulat", "consul", "konsuli", "consule",
        "honoraire", "honorary", "honorar", "honorario", "onorario",
      ]),
    TypeWords.Group(
      name: "government", types: government,
      words: [
        "mairie", "rathaus", "radhus", "radhuset", "raadhus",
        "ayuntamiento", "ajuntament", "municipio", "comune", "kaupungintalo", "kunnantalo", "ministry",
        "ministere", "ministerio", "ministero", "ministerium", "ministerie", "ministeriet", "tribunal",
        "courthouse", "tuomioistuin", "gericht", "tingsratt", "prefecture", "comu",
        "govern", "gobierno", "gouvernement",
      ]),
    TypeWords.Group(
      name: "sport", types: sport,
      words: [
        "stadium", "stade", "stadion", "estadio", "stadio", "estadi", "arena", "areena", "gym", "kuntosali",
        "fitness", "gymnase", "sporthalle", "urheilutalo", "urheiluhalli", "liikuntahalli", "idrottshall",
        "palestra", "polideportivo", "poliesportiu", "piscine", "piscina", "uimahalli", "simhall",
        "schwimmbad",
        "swimming", "pool", "tennis", "golf", "bowling", "keilahalli", "jaahalli", "patinoire",
        "skatepark", "climbing", "kiipeily", "escalade", "velodrome", "hippodrome", "dojo", "yoga",
        "crossfit",
      ]),
    TypeWords.Group(
      name: "club",
      types: ["club", "sports_club", "night_club", "community_center", "association_or_organization"],
      words: [
        "club", "clubs", "klubb", "klubben", "seura", "kerho", "yhdistys", "verein", "cercle", "associacio",
        "association", "asociacion", "associazione", "society", "societe", "sociedad", "circolo",
        "foreningen", "forening", "liitto", "federation", "federacio", "federacion",
      ]),
    TypeWords.Group(
      name: "monument", types: ["historical_landmark", "monument", "tourist_attraction", "fountain", "park"],
      words: [
        "monument", "memorial", "statue", "patsas", "staty", "statyn", "denkmal", "monumento",
        "muistomerkki", "minnesmarke", "buste", "bust", "escultura", "sculpture", "veistos", "skulptur",
        "fountain", "fontaine", "fontana", "fuente", "brunnen", "suihkulahde", "fontan", "font", "obelisk",
        "stele", "plaque", "castle", "linna", "slott", "schloss", "chateau", "castell", "castillo",
        "castello",
        "fort", "fortress", "linnoitus", "fortaleza", "fortezza", "palace", "palais", "palacio", "palazzo",
        "palau", "tower", "torni", "tour", "torre", "turm", "ruins", "raunio", "ruines", "ruinas",
      ]),
    TypeWords.Group(
      name: "beach", types: ["beach", "tourist_attraction", "park", "swimming_pool"],
      words: [
        "beach", "plage", "playa", "platja", "spiaggia", "praia", "strand", "uimaranta", "badstrand",
        "badestrand", "lido",
      ]),
    TypeWords.Group(
      name: "office",
      types: [
        "corporate_office", "government_office", "lawyer", "accounting", "insurance_agency",
        "real_estate_agency", "embassy",
      ],
      words: [
        "office", "offices", "toimisto", "kontor", "kontoret", "buro", "bureau", "ufficio", "oficina",
        "biuro",
        "kancelar", "agency", "agence", "agencia", "agenzia", "toimitila", "headquarters", "siege",
      ]),
    TypeWords.Group(
      name: "spa", types: ["spa", "sauna", "beauty_salon", "swimming_pool", "gym"],
      words: [
        "spa", "sauna", "thermes", "therme", "terme", "termas", "kylpyla", "balneario", "hammam", "wellness",
      ]),
    TypeWords.Group(name: "casino", types: ["casino"], words: ["casino", "kasino", "casinos"]),
    TypeWords.Group(
      name: "florist", types: ["florist", "store"],
      words: [
        "florist", "fleuriste", "kukkakauppa", "blomsterhandel", "blomster", "floristeria", "fioraio",
        "floristik",
      ]),
    TypeWords.Group(
      name: "books", types: ["book_store", "store", "library"],
      words: [
        "bookshop", "bookstore", "librairie", "kirjakauppa", "bokhandel", "bokhandeln", "buchhandlung",
        "libreria", "llibreria", "livraria", "antikvariaatti",
      ]),
  ]
}
