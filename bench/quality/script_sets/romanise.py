"""How people write Russian and Hindi names in Latin letters, for the labelled sets only (written
for this bench from the published systems; it shares nothing with enrich's matcher).

Russian: `scientific` (š, č, ž, x, ju/ja, ' for the soft sign as typed), `iso9` (ISO 9:1995: š, č, ŝ, h, û/â), `bgn` (BGN/PCGN
as road signs and English texts write it, without the primes: zh, kh, ts, shch, ye after vowels),
`passport` (Russian passports since 2013, ICAO Doc 9303: ia/iu, i for й, ie for ъ), `informal`
(as typed without a Cyrillic keyboard: h for х, yo for ё, sch for щ) and `informal_c` (the same
with c for ц and e for ё).

Hindi: `iast` (IAST letters with the inherent vowel dropped where Hindi drops it) and
`hunterian` (Indian official romanisation: no length marks, ch/chh, sh, n for anusvara), both made
from the Devanagari by the rules below; informal romanisations are written by hand in the tables."""

import unicodedata

RU_COMMON = {"а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "з": "z", "и": "i", "к": "k", "л": "l",
             "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f"}
RU_STYLES = {
    "scientific": {"е": "e", "ё": "ë", "ж": "ž", "й": "j", "х": "x", "ц": "c", "ч": "č", "ш": "š", "щ": "šč",
                   "ъ": "ʺ", "ы": "y", "ь": "'", "э": "è", "ю": "ju", "я": "ja"},
    "iso9": {"е": "e", "ё": "ë", "ж": "ž", "й": "j", "х": "h", "ц": "c", "ч": "č", "ш": "š", "щ": "ŝ", "ъ": "ʺ",
             "ы": "y", "ь": "ʹ", "э": "è", "ю": "û", "я": "â"},
    "bgn": {"е": "e", "ё": "e", "ж": "zh", "й": "y", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch",
            "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya"},
    "passport": {"е": "e", "ё": "e", "ж": "zh", "й": "i", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch",
                 "ъ": "ie", "ы": "y", "ь": "", "э": "e", "ю": "iu", "я": "ia"},
    "informal": {"е": "e", "ё": "yo", "ж": "zh", "й": "y", "х": "h", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sch",
                 "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya"},
    "informal_c": {"е": "e", "ё": "e", "ж": "zh", "й": "y", "х": "h", "ц": "c", "ч": "ch", "ш": "sh", "щ": "sch",
                   "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya"},
}
RU_VOWELS = set("аеёиоуыэюяАЕЁИОУЫЭЮЯ")


def russian(text, style):
    """`text` in the Latin letters of `style`; «…» and „…“ become straight quotes, № becomes No."""
    table = dict(RU_COMMON, **RU_STYLES[style])
    text = text.replace("«", "\"").replace("»", "\"").replace("„", "\"").replace("“", "\"").replace("№", "No.")
    words = text.split(" ")
    out = []
    for word in words:
        upper_word = len([c for c in word if c.isalpha()]) > 1 and word.isupper()
        letters = []
        for index, char in enumerate(word):
            lower = char.lower()
            if lower not in table:
                letters.append(char)
                continue
            value = table[lower]
            if style == "bgn" and lower in "её":
                before = word[index - 1] if index else ""
                if not before or not before.isalpha() or before in RU_VOWELS or before.lower() in "йъь":
                    value = "ye"
            if char.isupper():
                value = value.upper() if upper_word else value[:1].upper() + value[1:]
            letters.append(value)
        out.append("".join(letters))
    return " ".join(out)


# Devanagari: consonants (IAST, Hunterian), the nukta letters, vowel signs and independent vowels.
CONSONANTS = {
    "क": ("k", "k"), "ख": ("kh", "kh"), "ग": ("g", "g"), "घ": ("gh", "gh"), "ङ": ("ṅ", "n"),
    "च": ("c", "ch"), "छ": ("ch", "chh"), "ज": ("j", "j"), "झ": ("jh", "jh"), "ञ": ("ñ", "n"),
    "ट": ("ṭ", "t"), "ठ": ("ṭh", "th"), "ड": ("ḍ", "d"), "ढ": ("ḍh", "dh"), "ण": ("ṇ", "n"),
    "त": ("t", "t"), "थ": ("th", "th"), "द": ("d", "d"), "ध": ("dh", "dh"), "न": ("n", "n"),
    "प": ("p", "p"), "फ": ("ph", "ph"), "ब": ("b", "b"), "भ": ("bh", "bh"), "म": ("m", "m"),
    "य": ("y", "y"), "र": ("r", "r"), "ल": ("l", "l"), "व": ("v", "v"), "श": ("ś", "sh"),
    "ष": ("ṣ", "sh"), "स": ("s", "s"), "ह": ("h", "h"),
}
NUKTA_CONSONANTS = {"क": ("q", "q"), "ख": ("x", "kh"), "ग": ("ġ", "gh"), "ज": ("z", "z"), "ड": ("ṛ", "r"),
                    "ढ": ("ṛh", "rh"), "फ": ("f", "f")}
VOWEL_SIGNS = {"ा": ("ā", "a"), "ि": ("i", "i"), "ी": ("ī", "i"), "ु": ("u", "u"), "ू": ("ū", "u"),
               "ृ": ("ṛ", "ri"), "े": ("e", "e"), "ै": ("ai", "ai"), "ो": ("o", "o"), "ौ": ("au", "au"),
               "ॉ": ("ô", "o"), "ॅ": ("ê", "e")}
VOWELS = {"अ": ("a", "a"), "आ": ("ā", "a"), "इ": ("i", "i"), "ई": ("ī", "i"), "उ": ("u", "u"),
          "ऊ": ("ū", "u"), "ऋ": ("ṛ", "ri"), "ए": ("e", "e"), "ऐ": ("ai", "ai"), "ओ": ("o", "o"),
          "औ": ("au", "au"), "ऑ": ("ô", "o")}
NUKTA, VIRAMA, ANUSVARA, CHANDRABINDU, VISARGA = "\u093c", "\u094d", "\u0902", "\u0901", "\u0903"
LABIALS = {"p", "ph", "b", "bh", "m"}


def _units(word):
    """The word's syllables: (consonants as (iast, hunterian) pairs, vowel pair or 'a' or None, nasal)."""
    word = unicodedata.normalize("NFD", word)
    units = []
    i = 0
    while i < len(word):
        char = word[i]
        if char in VOWELS:
            units.append({"cons": [], "vowel": VOWELS[char], "inherent": False, "nasal": False, "other": ""})
            i += 1
        elif char in CONSONANTS:
            cons = []
            while True:
                base = word[i]
                i += 1
                if i < len(word) and word[i] == NUKTA:
                    cons.append(NUKTA_CONSONANTS.get(base, CONSONANTS[base]))
                    i += 1
                else:
                    cons.append(CONSONANTS[base])
                if i + 1 < len(word) and word[i] == VIRAMA and word[i + 1] in CONSONANTS:
                    i += 1
                    continue
                break
            unit = {"cons": cons, "vowel": ("a", "a"), "inherent": True, "nasal": False, "other": ""}
            if i < len(word) and word[i] == VIRAMA:
                unit["vowel"], unit["inherent"] = None, False
                i += 1
            elif i < len(word) and word[i] in VOWEL_SIGNS:
                unit["vowel"], unit["inherent"] = VOWEL_SIGNS[word[i]], False
                i += 1
            units.append(unit)
        elif char in (ANUSVARA, CHANDRABINDU) and units:
            units[-1]["nasal"] = True
            i += 1
        elif char == VISARGA and units:
            units[-1]["other"] += "ḥ"
            i += 1
        else:
            units.append({"cons": [], "vowel": None, "inherent": False, "nasal": False, "other": char})
            i += 1
    return units


def _drop_schwas(units):
    """Hindi drops the inherent vowel at the end of a word (not after a cluster ending in r, y, v or
    l, nor in -iya) and,
    from the right, between two single consonants whose neighbours keep their vowels."""
    letters = [u for u in units if u["cons"] or u["vowel"]]
    if len(letters) > 1:
        last = letters[-1]
        before = letters[-2]
        # -tra, -ndra, -khya, -dva, -kla keep it; -rsh, -rm (a cluster that ends in a stop) do not
        keeps = (len(last["cons"]) > 1 and last["cons"][-1][0] in ("r", "y", "v", "l")) or (
            last["cons"] and last["cons"][0][0] == "y" and before["vowel"] and before["vowel"][0] in ("i", "ī"))
        if last["inherent"] and not keeps and not last["nasal"]:
            last["vowel"], last["inherent"] = None, False
    for index in range(len(letters) - 2, 0, -1):
        unit, before, after = letters[index], letters[index - 1], letters[index + 1]
        if (unit["inherent"] and len(unit["cons"]) == 1 and not unit["nasal"] and before["vowel"]
                and after["vowel"] and len(after["cons"]) == 1):
            unit["vowel"], unit["inherent"] = None, False


def _word(word, column):
    units = _units(word)
    _drop_schwas(units)
    out = []
    for index, unit in enumerate(units):
        out.extend(c[column] for c in unit["cons"])
        if unit["vowel"]:
            out.append(unit["vowel"][column])
        if unit["nasal"]:
            if column == 0:
                out.append("ṃ")
            else:
                following = units[index + 1]["cons"][0][1] if index + 1 < len(units) and units[index + 1]["cons"] else ""
                out.append("m" if following in LABIALS else "n")
        out.append(unit["other"] if column == 0 else unit["other"].replace("ḥ", "h"))
    text = "".join(out)
    return text[:1].upper() + text[1:]


def hindi(text, style):
    """`text` (Devanagari) in IAST (`iast`) or Hunterian (`hunterian`) letters, words capitalised."""
    column = {"iast": 0, "hunterian": 1}[style]
    return " ".join(_word(word, column) for word in text.split(" "))
