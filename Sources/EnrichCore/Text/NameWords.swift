/// Words of a name that identify nothing: articles, prepositions and conjunctions
/// (`de la`, `of the`, `och`), and legal forms (`Oy`, `SAM`, `GmbH`, `ООО`, `Pvt Ltd`,
/// `प्रा. लि.`, `Anstalt`), in the EU languages, English, Russian, Ukrainian, Serbian,
/// Bulgarian, Greek and Hindi, folded (see `TextFolding`; an elided article, `l'` or `d'`, is
/// its own word).
/// Matching gives them no weight as name evidence; only an exact name (all words equal) scores
/// higher than one that differs in them.
package enum NameWords {
  package static let articles: Set<String> = Set([
    // English
    "the", "a", "an", "of", "and", "at", "in", "on", "by", "for", "to", "n",
    // French, Catalan, Spanish, Italian, Portuguese
    "le", "la", "les", "l", "de", "du", "des", "d", "et", "au", "aux", "en", "sur", "chez", "el", "els",
    "los", "las", "del", "dels", "y", "e", "i", "al", "als", "amb", "per", "il", "lo", "gli", "di",
    "della", "dello", "delle", "dei", "degli", "da", "dal", "dalla", "ed", "alla", "allo", "nel", "nella",
    "sul", "sulla", "dell", "all", "nell", "sull", "o", "os", "as", "do", "dos", "das", "em", "no", "na",
    "com", "sa", "ses", "es",
    // German, Dutch
    "der", "die", "das", "den", "dem", "und", "am", "im", "zum", "zur", "von", "vom", "zu", "bei", "an",
    "auf", "het", "een", "van", "op", "ter", "ten",
    // Nordic, Finnish, Estonian
    "och", "og", "av", "pa", "vid", "det", "ja", "ning",
    // Polish, Czech, Slovak
    "w", "z", "u", "v", "ve", "pod", "nad",
    // German "with" (`Gesellschaft mit beschränkter Haftung`)
    "mit",
  ]).union(nonLatinArticles.flatMap(TextFolding.tokens))

  /// Articles, prepositions and conjunctions of other scripts, as written (folded at load:
  /// folding drops some Devanagari vowel signs, so the table says what people write).
  static let nonLatinArticles = [
    // Russian, Ukrainian, Bulgarian, Serbian
    "и", "в", "на", "с", "у", "і", "та", "й", "за", "и", "од", "до",
    // Greek
    "ο", "η", "το", "οι", "τα", "του", "της", "των", "και",
    // Hindi
    "का", "की", "के", "और", "एवं",
  ]

  package static let legalForms: Set<String> = Set([
    "oy", "oyj", "ab", "abp", "ky", "tmi", "ry", "ltd", "limited", "inc", "llc", "llp", "gmbh", "ag",
    "kg", "ohg", "ug", "ev", "as", "asa", "aps", "sa", "sam", "sarl", "sas", "sasu", "eurl", "snc", "sci",
    "srl", "spa", "snc", "sl", "slu", "sau", "sccl", "lda", "bv", "nv", "vof", "plc", "co", "corp",
    "company", "cie", "sprl", "sro", "spzoo", "ou", "hb", "kb",
    // Indian English
    "pvt", "private", "opc",
    // German-speaking Alpine countries, spelled out too
    "anstalt", "est", "stiftung", "aktiengesellschaft", "gesellschaft", "mbh", "beschrankter", "haftung",
    "genossenschaft", "kollektivgesellschaft", "kommanditgesellschaft",
    // Serbian, Croatian, Slovene, Turkish written in Latin letters
    "doo", "dd", "sti",
  ]).union(nonLatinLegalForms.flatMap(TextFolding.tokens))

  /// Legal forms in other scripts, as written (folded at load), with the words of the forms
  /// spelled out (`Общество с ограниченной ответственностью`).
  static let nonLatinLegalForms = [
    // Russian, Ukrainian, Belarusian, Kazakh: abbreviations
    "ООО", "ОАО", "ЗАО", "АО", "ПАО", "НАО", "ИП", "ТОО", "ТОВ", "ПП", "ФОП", "ПрАТ", "ПАТ", "ЧП", "ГУП",
    "МУП", "ФГУП", "АНО", "НКО",
    // spelled out
    "общество ограниченной ответственностью акционерное публичное закрытое открытое",
    "индивидуальный предприниматель товариство обмеженою відповідальністю",
    // Bulgarian, Serbian
    "ЕООД", "ООД", "ЕАД", "АД", "ДОО",
    // Greek
    "ΑΕ", "ΕΠΕ", "ΙΚΕ", "ΟΕ", "ΕΕ",
    // Hindi (`प्रा. लि.`, `प्राइवेट लिमिटेड`)
    "प्रा", "लि", "प्राइवेट", "लिमिटेड", "एलएलपी",
  ]

  package static func isArticle(_ word: String) -> Bool { articles.contains(word) }

  package static func isLegalForm(_ word: String) -> Bool { legalForms.contains(word) }
}
