/// Words of a name that identify nothing: articles, prepositions and conjunctions
/// (`de la`, `of the`, `och`), and legal forms (`Oy`, `SAM`, `GmbH`), in the EU languages and
/// English, folded (see `TextFolding`; an elided article, `l'` or `d'`, is its own word).
/// Matching gives them no weight as name evidence; only an exact name (all words equal) scores
/// higher than one that differs in them.
package enum NameWords {
  package static let articles: Set<String> = [
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
  ]

  package static let legalForms: Set<String> = [
    "oy", "oyj", "ab", "abp", "ky", "tmi", "ry", "ltd", "limited", "inc", "llc", "llp", "gmbh", "ag",
    "kg", "ohg", "ug", "ev", "as", "asa", "aps", "sa", "sam", "sarl", "sas", "sasu", "eurl", "snc", "sci",
    "srl", "spa", "snc", "sl", "slu", "sau", "sccl", "lda", "bv", "nv", "vof", "plc", "co", "corp",
    "company", "cie", "sprl", "sro", "spzoo", "ou", "hb", "kb",
  ]

  package static func isArticle(_ word: String) -> Bool { articles.contains(word) }

  package static func isLegalForm(_ word: String) -> Bool { legalForms.contains(word) }
}
