extension HeaderVocabulary {
  /// Header names that mean each role, as people write them: English variants, the EU's
  /// languages, Norwegian, Icelandic, Russian, Hindi, Chinese and Japanese. Folded when the
  /// vocabulary is built (`HeaderVocabulary.key`), so case, accents and punctuation do not
  /// matter here. Earlier roles win when a name appears under two.
  static let roleNames: [(ColumnRole, [String])] = [
    (
      .name,
      [
        // English
        "name", "business name", "business", "company", "company name", "place", "place name", "venue",
        "venue name", "store", "store name", "shop", "shop name", "title", "organisation", "organization",
        "organisation name", "organization name", "poi", "poi name", "location name", "brand", "brand name",
        "site", "site name", "establishment", "establishment name", "restaurant", "restaurant name", "branch",
        "branch name", "outlet", "outlet name", "merchant", "merchant name", "account name", "customer name",
        "client name", "trading name", "trade name", "dba", "facility", "facility name", "hotel name",
        "property name", "point of interest", "display name", "business name dba", "premises", "firm",
        // Finnish
        "nimi", "yritys", "yrityksen nimi", "yritysnimi", "paikka", "paikan nimi", "toimipiste",
        "toimipisteen nimi", "liike", "liikkeen nimi", "kohde", "kohteen nimi", "asiakas", "asiakkaan nimi",
        "ravintola", "myymälä", "myymälän nimi", "kauppa", "toiminimi", "yhtiö", "brändi",
        // Swedish
        "namn", "företag", "företagsnamn", "företagets namn", "plats", "platsnamn", "butik", "butiksnamn",
        "affär", "verksamhet", "kundnamn", "firmanamn", "restaurang", "varumärke", "ställe",
        // Norwegian, Danish
        "navn", "firma", "firmanavn", "bedrift", "bedriftsnavn", "foretak", "foretaksnavn", "stedsnavn",
        "butikk", "butikknavn", "kundenavn", "virksomhet", "virksomhed", "virksomhedsnavn", "forretning",
        // Icelandic
        "nafn", "fyrirtæki", "heiti", "verslun",
        // German
        "firmenname", "unternehmen", "betrieb", "geschäft", "laden", "filiale", "bezeichnung", "marke",
        "kundenname", "name des unternehmens", "einrichtung", "lokal",
        // Dutch
        "naam", "bedrijf", "bedrijfsnaam", "zaak", "winkel", "winkelnaam", "vestiging", "klantnaam", "merk",
        "onderneming", "organisatie", "handelsnaam",
        // French
        "nom", "raison sociale", "entreprise", "société", "nom de l'entreprise", "enseigne", "commerce",
        "établissement", "nom commercial", "magasin", "boutique", "lieu", "nom du lieu", "nom du client",
        "marque", "dénomination",
        // Spanish, Portuguese
        "nombre", "empresa", "razón social", "nombre comercial", "negocio", "establecimiento", "tienda",
        "comercio", "marca", "nombre de la empresa", "denominación", "nome", "razão social",
        "estabelecimento", "loja", "negócio", "denominação",
        // Italian
        "ragione sociale", "azienda", "ditta", "impresa", "esercizio", "negozio", "attività",
        "denominazione", "insegna", "marchio", "locale",
        // Polish, Czech, Slovak, Slovenian, Croatian
        "nazwa", "nazwa firmy", "przedsiębiorstwo", "sklep", "placówka", "marka", "název", "jméno",
        "název firmy", "společnost", "obchod", "provozovna", "značka", "názov", "meno", "názov firmy",
        "spoločnosť", "prevádzka", "ime", "naziv", "podjetje", "trgovina", "tvrtka", "poduzeće",
        "poslovnica", "objekt",
        // Hungarian, Romanian
        "név", "cégnév", "cég", "vállalkozás", "üzlet", "bolt", "üzlet neve", "márka", "megnevezés", "nume",
        "denumire", "firmă", "companie", "societate", "magazin", "afacere", "marcă",
        // Bulgarian, Greek
        "име", "наименование", "име на фирмата", "фирма", "компания", "обект", "магазин", "όνομα",
        "επωνυμία", "εταιρεία", "επιχείρηση", "κατάστημα", "ονομασία",
        // Baltic, Maltese, Irish
        "pavadinimas", "įmonė", "įmonės pavadinimas", "parduotuvė", "nosaukums", "uzņēmums",
        "uzņēmuma nosaukums", "veikals", "nimetus", "ettevõte", "ettevõtte nimi", "kauplus", "pood", "asutus",
        "isem", "kumpanija", "negozju", "ħanut", "ainm", "comhlacht", "gnó", "siopa",
        // Russian
        "название", "имя", "организация", "название компании", "название организации", "заведение",
        "торговая точка", "бренд",
        // Hindi
        "नाम", "व्यवसाय का नाम", "व्यापार का नाम", "कंपनी", "कंपनी का नाम", "दुकान", "दुकान का नाम",
        "स्थान का नाम", "संस्था", "प्रतिष्ठान", "ब्रांड",
        // Chinese
        "名称", "名稱", "店名", "商家", "商家名称", "公司", "公司名称", "企业名称", "单位名称", "门店", "门店名称",
        "商户", "商户名称", "品牌", "地点名称", "场所", "名字", "店鋪名稱",
        // Japanese
        "名前", "店舗名", "会社名", "企業名", "社名", "施設名", "事業所名", "屋号", "店舗", "ブランド", "スポット名",
        "場所名",
      ]
    ),
    (
      .address,
      [
        "address", "full address", "street address", "addr", "address line", "address1", "address line 1",
        "location address", "mailing address", "postal address", "physical address", "site address",
        "business address", "formatted address", "street and number", "address 1",
        "osoite", "katuosoite", "käyntiosoite", "postiosoite", "lähiosoite", "toimipisteen osoite",
        "adress", "gatuadress", "besöksadress", "postadress", "utdelningsadress",
        "adresse", "gateadresse", "besøksadresse", "gadeadresse", "besøgsadresse", "heimilisfang",
        "anschrift", "straße und hausnummer", "postanschrift", "besucheradresse",
        "adres", "straat en huisnummer", "bezoekadres", "postadres", "vestigingsadres",
        "adresse postale", "adresse complète", "dirección", "domicilio", "dirección postal",
        "dirección completa", "endereço", "morada", "endereço completo", "indirizzo", "indirizzo completo",
        "adres pocztowy", "adresa", "sídlo", "naslov", "cím", "székhely", "adresă", "domiciliu", "sediu",
        "адрес", "διεύθυνση", "adresas", "adrese", "aadress", "indirizz", "seoladh",
        "полный адрес", "фактический адрес", "पता", "पूरा पता", "地址", "详细地址", "詳細地址", "街道地址", "住所",
        "所在地",
      ]
    ),
    (
      .street,
      [
        "street", "street name", "road", "katu", "kadunnimi", "kadun nimi", "gata", "gatunamn", "väg", "gate",
        "gatenavn", "vei", "gade", "gadenavn", "vej", "götuheiti", "straße", "strasse", "str", "straßenname",
        "straat", "straatnaam", "rue", "voie", "nom de rue", "nom de voie", "calle", "vía",
        "nombre de la calle", "rua", "logradouro", "via", "strada", "ulica", "ul", "ulice", "utca",
        "közterület", "stradă", "улица", "οδός", "gatvė", "iela", "tänav", "triq", "sráid", "सड़क", "गली", "मार्ग",
        "街道", "通り",
      ]
    ),
    (
      .houseNumber,
      [
        "house number", "housenumber", "house no", "number", "street number", "no", "nr", "building number",
        "talonumero", "numero", "nro", "katunumero", "husnummer", "gatunummer", "nummer", "gatenummer",
        "húsnúmer",
        "hausnummer", "hausnr", "huisnummer", "numéro", "numéro de rue", "número", "num", "número de calle",
        "numero civico", "civico", "numer domu", "nr domu", "numer", "numer budynku", "číslo", "číslo domu",
        "číslo popisné", "hišna številka", "kućni broj", "házszám", "număr", "номер", "αριθμός",
        "namo numeris", "mājas numurs", "majanumber", "дом", "номер дома", "मकान नंबर", "मकान संख्या",
        "门牌号", "門牌號", "番地",
      ]
    ),
    (
      .unit,
      [
        "unit", "apt", "apartment", "suite", "flat", "subpremise", "unit number", "apartment number",
        "huoneisto", "asunto", "lgh", "lägenhet", "lägenhetsnummer", "leilighet", "lejlighed", "wohnung",
        "whg", "appartement", "appt", "piso", "puerta", "apartamento", "depto", "interno", "toevoeging",
        "numer lokalu", "nr lokalu", "mieszkanie", "byt", "číslo bytu", "квартира", "офис", "кв", "फ्लैट",
        "单元", "房间号", "部屋番号", "号室",
      ]
    ),
    (
      .city,
      [
        "city", "town", "locality", "municipality", "city town", "village", "kaupunki", "kunta",
        "postitoimipaikka", "paikkakunta", "kotikunta", "stad", "ort", "postort", "kommun", "by", "poststed",
        "kommune", "tettsted", "postdistrikt", "bynavn", "bær", "staður", "sveitarfélag", "stadt",
        "ortschaft",
        "gemeinde", "wohnort", "plaats", "woonplaats", "gemeente", "plaatsnaam", "ville", "commune",
        "localité", "ciudad", "localidad", "municipio", "población", "cidade", "município", "concelho",
        "città", "comune", "località", "miasto", "miejscowość", "gmina", "město", "obec", "mesto", "občina",
        "grad", "mjesto", "općina", "város", "település", "helység", "oraș", "localitate", "municipiu",
        "comună", "град", "населено място", "πόλη", "δήμος", "miestas", "pilsēta", "linn", "asula", "belt",
        "baile", "cathair", "город", "населенный пункт", "нас пункт", "शहर", "नगर", "城市", "市区町村",
        "都市",
      ]
    ),
    (
      .postcode,
      [
        "postcode", "postal code", "post code", "zip", "zipcode", "zip code", "postal zip code",
        "zip postal code", "postinumero", "postinro", "postnummer", "postnr", "póstnúmer", "plz",
        "postleitzahl", "code postal", "cp", "código postal", "cep", "cap", "codice postale", "kod pocztowy",
        "psč", "poštna številka", "poštanski broj", "irányítószám", "irsz", "cod poștal", "пощенски код",
        "ταχυδρομικός κώδικας", "τκ", "pašto kodas", "pasta indekss", "postiindeks", "sihtnumber",
        "kodiċi postali", "cód poist", "индекс", "почтовый индекс", "पिन कोड", "पिनकोड", "邮编", "邮政编码",
        "郵遞區號", "郵便番号",
      ]
    ),
    (
      .country,
      [
        "country", "country code", "countrycode", "nation", "maa", "maakoodi", "land", "landskod", "staat",
        "pays", "país", "paese", "nazione", "stato", "kraj", "země", "stát", "krajina", "štát", "država",
        "zemlja", "ország", "țară", "държава", "страна", "χώρα", "šalis", "valsts", "riik", "pajjiż", "tír",
        "देश", "国家", "國家", "国", "国名",
      ]
    ),
    (
      .latitude,
      [
        "lat", "latitude", "y", "lat wgs84", "leveys", "leveysaste", "breddgrad", "breite", "breitengrad",
        "breedtegraad", "latitud", "latitudine", "szerokość", "szerokość geograficzna", "zeměpisná šířka",
        "zemepisná šírka", "zemljepisna širina", "geografska širina", "szélesség", "ширина", "широта",
        "географическая широта", "γεωγραφικό πλάτος", "platuma", "platums", "laiuskraad", "leithead",
        "breiddargráða", "अक्षांश", "纬度", "緯度",
      ]
    ),
    (
      .longitude,
      [
        "lng", "lon", "long", "longitude", "x", "lon wgs84", "lng wgs84", "pituus", "pituusaste", "längdgrad",
        "lengdegrad", "længdegrad", "länge", "längengrad", "lengtegraad", "longitud", "longitudine",
        "długość", "długość geograficzna", "zeměpisná délka", "zemepisná dĺžka", "zemljepisna dolžina",
        "geografska dužina", "hosszúság", "долгота", "географическая долгота", "γεωγραφικό μήκος", "ilguma",
        "garums", "pikkuskraad", "domhanfhad", "lengdargráða", "देशांतर", "经度", "經度", "経度",
      ]
    ),
  ]

  /// Name headers that say the column holds an organisation's or a business's name: beside a
  /// bare `Name` (in a contact list, the person's), they are the place's name.
  static let organisationNames: [String] = [
    "company", "company name", "business", "business name", "organisation", "organization",
    "organisation name", "organization name", "firm", "trading name", "trade name", "account name",
    "yritys", "yrityksen nimi", "yritysnimi", "toiminimi", "yhtiö", "företag", "företagsnamn",
    "företagets namn", "firmanamn", "firma", "firmanavn", "bedrift", "bedriftsnavn", "foretak",
    "foretaksnavn", "virksomhed", "virksomhedsnavn", "fyrirtæki", "firmenname", "unternehmen",
    "bedrijf", "bedrijfsnaam", "handelsnaam", "raison sociale", "entreprise", "société",
    "nom de l'entreprise", "nom commercial", "empresa", "razón social", "nombre comercial",
    "nombre de la empresa", "razão social", "ragione sociale", "azienda", "ditta", "impresa", "nazwa firmy",
    "przedsiębiorstwo", "název firmy", "společnost", "názov firmy", "spoločnosť", "podjetje", "tvrtka",
    "poduzeće", "cégnév", "cég", "vállalkozás", "companie", "societate", "име на фирмата", "компания",
    "εταιρεία", "επιχείρηση", "įmonė", "įmonės pavadinimas", "uzņēmums", "uzņēmuma nosaukums", "ettevõte",
    "ettevõtte nimi", "kumpanija", "comhlacht", "организация", "название компании", "название организации",
    "कंपनी", "कंपनी का नाम", "公司", "公司名称", "企业名称", "会社名", "企業名", "社名",
  ]

  /// Name headers of a brand: less than the place's own name when both are there.
  static let brandNames: [String] = [
    "brand", "brand name", "brändi", "varumärke", "marke", "merk", "marque", "marca", "marchio", "márka",
    "marcă", "бренд", "ब्रांड", "品牌", "ブランド",
  ]

  /// Headers that are not a role but are common in such spreadsheets: they tell a header row
  /// from a data row, and are never guessed to be a role.
  static let otherHeaders: [String] = [
    "id", "#", "no.", "row", "ref", "reference", "code", "phone", "telephone", "tel", "mobile", "fax",
    "email", "e-mail", "website", "web", "url", "www", "homepage", "notes", "note", "comments", "comment",
    "description", "category", "type", "status", "date", "created", "updated", "last updated", "owner",
    "contact", "contact person", "contact name", "opening hours", "hours", "rating", "region", "state",
    "province", "county", "district", "neighbourhood", "neighborhood", "area", "customer id",
    "customer number",
    "account", "account number", "vat", "vat number", "tags", "source", "remarks", "segment", "sales",
    "revenue", "employees", "manager",
    "tunnus", "asiakasnumero", "asiakasnro", "puhelin", "puh", "matkapuhelin", "sähköposti",
    "verkkosivu", "kotisivu", "www-osoite", "huomautukset", "lisätiedot", "huom", "kategoria", "tyyppi",
    "tila", "päivämäärä", "yhteyshenkilö", "aukioloajat", "maakunta", "alue", "y-tunnus", "toimiala",
    "telefon", "e-post", "epost", "hemsida", "anteckningar", "kommentar", "kategori", "typ", "kundnummer",
    "kontaktperson", "öppettider", "län", "område", "org nr", "organisationsnummer", "nettside",
    "webside", "merknad", "kundenummer", "sími", "netfang", "vefsíða", "athugasemdir",
    "webseite", "bemerkung", "anmerkungen", "kategorie", "kundennummer", "ansprechpartner",
    "öffnungszeiten", "bundesland", "telefoon", "website", "opmerkingen", "categorie", "klantnummer",
    "provincie", "téléphone", "courriel", "site web", "remarques", "commentaire", "catégorie", "horaires",
    "région", "département", "teléfono", "correo", "correo electrónico", "sitio web", "notas",
    "comentarios", "categoría", "tipo", "horario", "provincia", "región", "telefone", "observações",
    "telefono", "sito web", "categoria", "orari", "regione", "województwo", "uwagi", "kategoria",
    "telefon", "poznámka", "kategorie", "megjegyzés", "judet", "județ",
    "телефон", "почта", "электронная почта", "сайт", "примечание", "категория", "тип", "район", "область",
    "регион", "फ़ोन", "फोन", "ईमेल", "वेबसाइट", "टिप्पणी", "श्रेणी", "राज्य", "जिला", "电话", "電話",
    "邮箱", "网站", "备注", "类别", "類別", "省", "省份", "区", "营业时间", "電話番号", "メール", "ウェブサイト",
    "備考", "カテゴリ", "種別", "都道府県", "営業時間",
  ]

  /// Words that make a header about something else when they appear beside a role's word
  /// (`Contact Name`, `street_view_url`, `Product Code`): such a header is never guessed.
  static let otherSubjects: [String] = [
    "contact", "person", "first", "last", "given", "family", "surname", "user", "owner", "manager",
    "employee", "file", "product", "item", "event", "campaign", "domain", "url", "link", "image", "photo",
    "view", "id", "email", "mail", "phone", "date", "time", "count", "type", "status", "previous", "old",
    "category", "description", "note", "notes", "comment", "comments", "hours", "rating", "website", "web",
    "code", "number", "size", "group", "class", "kind", "tag", "tags", "opening", "sales", "revenue",
    "kategoria", "tyyppi", "kuvaus", "huomautus", "puhelin", "numero",
    "yhteyshenkilö", "yhteyshenkilön", "henkilö", "henkilön", "etunimi", "sukunimi", "tiedosto", "tuote",
    "kontaktperson", "förnamn",
    "efternamn", "ansprechpartner", "vorname", "nachname", "datei", "produkt", "prénom", "fichier",
    "produit", "apellido", "archivo", "producto", "cognome", "prodotto", "imię", "nazwisko", "контакт",
    "контактное", "фамилия", "отчество", "संपर्क", "व्यक्ति", "联系人", "担当者", "氏名", "連絡先",
  ]
}
