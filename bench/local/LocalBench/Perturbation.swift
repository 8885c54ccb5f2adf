import EnrichCore

/// Messy variants of real names and addresses, the way spreadsheets hold them: diacritics
/// dropped, one typo, `katu` → `k.`, a generic word added, upper case, words swapped. Seeded so
/// runs are repeatable.
struct Perturbation {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(max(bound, 1)))
  }

  mutating func name(_ name: String) -> String {
    switch next(6) {
    case 0: return strip(name)
    case 1: return typo(name)
    case 2: return (["Ravintola ", "Cafe ", ""][next(3)]) + name + (["", " Oy", " Ab"][next(3)])
    case 3: return name.uppercased()
    case 4: return strip(typo(name)).lowercased()
    default: return name
    }
  }

  mutating func street(_ street: String) -> String {
    switch next(4) {
    case 0 where street.hasSuffix("katu"): return String(street.dropLast(3)) + "."
    case 1 where street.hasSuffix("tie"): return String(street.dropLast(2)) + "."
    case 2: return strip(street)
    default: return street
    }
  }

  func strip(_ text: String) -> String {
    String(
      text.map { character -> Character in
        switch character {
        case "ä": "a"
        case "ö": "o"
        case "å": "a"
        case "Ä": "A"
        case "Ö": "O"
        case "é": "e"
        default: character
        }
      })
  }

  mutating func typo(_ text: String) -> String {
    var characters = Array(text)
    let letters = characters.indices.filter { characters[$0].isLetter }
    guard letters.count >= 5 else { return text }
    let index = letters[1 + next(letters.count - 2)]
    switch next(3) {
    case 0: characters.remove(at: index)
    case 1: characters.insert(characters[index], at: index)
    default:
      if index + 1 < characters.count { characters.swapAt(index, index + 1) }
    }
    return String(characters)
  }
}
