/// Street types and their abbreviations per language: the EU's languages, English, Catalan,
/// Galician, Basque, Norwegian, Icelandic, Russian, Ukrainian, Serbian and Hindi (with Indian
/// English `Marg`, `Road`). Written for this project from the languages'
/// own conventions (postal guides, street signs); no external list was copied.
///
/// Each entry: `word: abbreviation abbreviation ...`, folded (lower case, no diacritics,
/// `ß` as `ss`). An abbreviation ending in `.` or `/` is recognised only when written with it
/// (`Av.`, `C/`); others also bare (`Avda`, `Blvd`); one with a hyphen is read as one word
/// (`пр-кт`, `b-dul`). Words of one kind in every language are
/// compared as one (`StreetTypes.concepts`): `Av. de la Costa` = `Avenida de la Costa` =
/// `Avenue de la Costa`, so an abbreviation shared by several languages needs no guess.
package enum StreetTypes {
  /// Where a language writes the type: before the name (`Calle Mayor`), after it as a word
  /// (`Brīvības iela`), or joined to it (`Hauptstraße`, `Aleksanterinkatu`).
  package enum Position: Sendable { case before, after, joined }

  package struct Language: Sendable {
    package var code: String
    package var position: Position
    /// `word: abbreviations` entries, `;`-separated.
    package var entries: String
  }

  package static let languages: [Language] = [
    Language(
      code: "en", position: .after,
      entries: """
        street: st st. str str.; avenue: ave ave. av av.; road: rd rd.; boulevard: blvd blvd. bvd bd;
        drive: dr dr.; lane: ln ln.; court: ct ct.; place: pl.; square: sq sq.; terrace: terr tce;
        crescent: cres cres.; close: cl.; highway: hwy hwy.; parkway: pkwy pkwy.; circle: cir cir.;
        alley: aly aly.; way: wy.; quay: qy.
        """),
    Language(
      code: "fr", position: .before,
      entries: """
        rue: r.; avenue: av av. ave; boulevard: bd bd. bld bvd boul boul.; place: pl.; quai: q.;
        route: rte rte.; chemin: ch. chem chem.; allee: all.; impasse: imp imp.; passage: pass. psg;
        square: sq.; cours: crs; esplanade: esp.; faubourg: fbg fbg.; promenade: prom prom.
        """),
    Language(
      code: "es", position: .before,
      entries: """
        calle: c/ c. cl cl. cll; avenida: avda avda. avd avd. av av.; plaza: pza pza. plza pl.;
        carretera: ctra ctra. carr.; paseo: pso pso. po. p.; pasaje: pje pje. psje; camino: cno cno. cmno;
        ronda: rda rda.; travesia: trva trav.; glorieta: gta gta.; callejon: cjon cjon.; bulevar: blvr;
        muelle: mlle
        """),
    Language(
      code: "ca", position: .before,
      entries: """
        carrer: c/ c. cr.; avinguda: av av. avda avgda avgda. avg.; placa: pl.; passeig: pg pg. psg.;
        passatge: ptge ptge.; carretera: ctra ctra.; rambla: rbla rbla.; ronda: rda rda.;
        travessera: trav.; cami: cm.
        """),
    Language(
      code: "gl", position: .before, entries: "rua: r.; avenida: av av. avda; praza: pza; estrada: estr."),
    Language(code: "eu", position: .after, entries: "kalea: kal.; etorbidea: etorb.; pasealekua: pas."),
    Language(
      code: "pt", position: .before,
      entries: """
        rua: r.; avenida: av av. avda; praca: pc. pca pca.; estrada: estr. est.; travessa: tv. trav.;
        largo: lg. lgo; alameda: al.; calcada: calc.; rodovia: rod.; passeio: pass.
        """),
    Language(
      code: "it", position: .before,
      entries: """
        via: v.; viale: v.le vle; piazza: p.za p.zza pza pza. p.; corso: c.so; largo: l.go lgo;
        vicolo: v.lo vic.; strada: str. sda; piazzale: p.le ple; contrada: c.da cda; lungomare: l.mare;
        lungotevere: lgt. lungot.; salita: sal.; traversa: trav.
        """),
    Language(
      code: "de", position: .joined,
      entries: """
        strasse: str.; platz: pl.; weg: wg.; allee: al.; gasse: gs.; ring: rg.; damm: d.; ufer: uf.;
        chaussee: ch.
        """),
    Language(
      code: "nl", position: .joined,
      entries: "straat: str.; laan: ln.; weg: wg.; plein: pln.; gracht: gr.; kade: kd.; singel: sngl."),
    Language(code: "da", position: .joined, entries: "gade: g.; vej: v.; alle: al.; plads: pl.; torv: tv."),
    Language(
      code: "sv", position: .joined,
      entries: "gatan: g.; vagen: v.; torget: torg.; grand: gr.; allen: al."),
    Language(
      code: "nb", position: .joined, entries: "gate: gt.; gata: g.; veien: vn.; vegen: vg.; plass: pl."),
    Language(
      code: "fi", position: .joined,
      entries: "katu: k.; tie: t.; kuja: kj.; polku: pk.; tori: tr.; aukio: auk.; puistikko: pko."),
    Language(code: "is", position: .joined, entries: "gata: g.; vegur: v.; torg: t."),
    Language(code: "et", position: .after, entries: "tanav: tn tn.; maantee: mnt mnt.; puiestee: pst pst."),
    Language(
      code: "lv", position: .after,
      entries: "iela: iel.; bulvaris: bulv.; prospekts: pr. prosp.; laukums: lauk."),
    Language(
      code: "lt", position: .after,
      entries: "gatve: gatv.; prospektas: pr.; aleja: alj.; aikste: aikst.; plentas: pl-tas"),
    Language(
      code: "pl", position: .before,
      entries: "ulica: ul. ul; aleja: al.; plac: pl.; osiedle: os.; rondo: rd.; bulwar: bulw.; skwer: skw."),
    Language(
      code: "cs", position: .before,
      entries: "ulice: ul. ul; namesti: nam. nam; trida: tr.; nabrezi: nabr. nabr; sady: s."),
    Language(
      code: "sk", position: .before,
      entries: "ulica: ul. ul; namestie: nam. nam; trieda: tr.; nabrezie: nabr."),
    Language(code: "sl", position: .after, entries: "ulica: ul. ul; cesta: c.; trg: tg.; nabrezje: nabr."),
    Language(
      code: "hr", position: .before,
      entries: "ulica: ul. ul; trg: tg.; avenija: av. av; cesta: c.; obala: ob."),
    Language(
      code: "hu", position: .after,
      entries: "utca: u.; ut: ut.; korut: krt krt.; rakpart: rkp rkp.; sugarut: sgt sgt.; fasor: fs."),
    Language(
      code: "ro", position: .before,
      entries: """
        strada: str. str; bulevardul: bd bd. bdul bdul. b-dul blvd; calea: cal.; soseaua: sos.;
        piata: pta pta. p-ta; aleea: al.; splaiul: spl.; intrarea: intr intr.
        """),
    Language(code: "bg", position: .before, entries: "улица: ул. ул; булевард: бул. бул; площад: пл. пл"),
    Language(
      code: "ru", position: .before,
      entries: """
        улица: ул. ул; проспект: пр. просп. просп пркт пр-т пр-кт; переулок: пер. пер; бульвар: бр б-р;
        площадь: пл. пл; набережная: наб. наб; шоссе: ш.; тупик: туп.; аллея: ал.; микрорайон: мкр. мкр
        мкрн; проезд: пр-д
        """),
    Language(
      code: "uk", position: .before,
      entries: "вулиця: вул. вул; провулок: пров. пров; бульвар: бульв. бульв; площа: пл.; набережна: наб."),
    Language(code: "sr", position: .before, entries: "улица: ул. ул; булевар: бул. бул; трг: тр."),
    Language(code: "hi", position: .after, entries: "marg: mg."),
    Language(code: "el", position: .before, entries: "οδος: οδ. οδ; λεωφορος: λεωφ. λεωφ; πλατεια: πλ. πλ"),
    Language(code: "mt", position: .before, entries: "triq: tq.; pjazza: pj.; vjal: vj."),
    Language(code: "ga", position: .before, entries: "sraid: sr.; bothar: b.; ascaill: asc."),
  ]

  /// Words (any language) that name the same kind of street, compared as the first word.
  package static let concepts: [[String]] = [
    [
      "street", "rue", "calle", "carrer", "rua", "via", "strada", "strasse", "straat", "ulica", "ulice",
      "utca", "iela", "gatve", "sraid", "triq", "οδος", "улица", "вулиця",
    ],
    ["avenue", "avenida", "avinguda", "avenija", "etorbidea", "λεωφορος", "trida", "trieda"],
    [
      "square", "place", "plaza", "placa", "praca", "praza", "piazza", "platz", "plac", "plein", "plads",
      "plass",
      "trg", "namesti", "namestie", "laukums", "aikste", "piata", "pjazza", "πλατεια", "площад", "площадь",
      "площа",
    ],
    ["boulevard", "bulevar", "bulevardul", "bulvaris", "bulwar", "булевард", "бульвар", "булевар"],
    ["alley", "allee", "aleja", "alameda", "aleea"],
    ["quay", "quai", "muelle", "kade", "nabrezi", "nabrezie", "nabrezje", "rakpart", "splaiul"],
    [
      "road", "route", "carretera", "estrada", "cesta", "soseaua", "chaussee", "maantee", "marg", "मारग",
      "रोड", "सडक",
    ],
    ["passage", "pasaje", "passatge"],
    ["promenade", "paseo", "passeig", "passeio", "pasealekua"],
    ["cross", "travesia", "travessera", "travessa", "traversa"],
    ["prospect", "prospekts", "prospektas", "проспект"],
    ["quay", "набережная", "набережна"],
    ["lane", "переулок", "провулок"],
  ]
}
