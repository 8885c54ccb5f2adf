/// Which number formats show a cell as a date or a time: the built-in ones by id, custom
/// codes by their letters (`yyyy-mm-dd`, `d.m.yy h:mm`), with quoted text, escapes, colours and
/// conditions ignored. Elapsed times (`[h]:mm`) are durations and stay numbers.
enum XLSXNumberFormats {
  struct Kind: Equatable {
    var showsDate: Bool
    var showsTime: Bool
  }

  /// The kind of built-in format `id`, nil when it is not a date or time.
  static func builtIn(_ id: Int) -> Kind? {
    switch id {
    case 14...17, 27...31, 34...36, 50...58: return Kind(showsDate: true, showsTime: false)
    case 18...21, 32, 33, 45, 47: return Kind(showsDate: false, showsTime: true)
    case 22: return Kind(showsDate: true, showsTime: true)
    default: return nil
    }
  }

  /// The code of built-in format `id` where it matters to reading (the text format `@`);
  /// `General` otherwise.
  static func builtInCode(_ id: Int) -> String { id == 49 ? "@" : "General" }

  /// The kind of a custom format code, nil when it is not a date or time.
  static func kind(of code: String) -> Kind? {
    var letters = ""
    var inQuotes = false
    var inBrackets = false
    var escaped = false
    var bracket = ""
    for character in code.lowercased() {
      if escaped {
        escaped = false
        continue
      }
      if inQuotes {
        if character == "\"" { inQuotes = false }
        continue
      }
      if inBrackets {
        if character == "]" {
          inBrackets = false
          // [h], [mm], [ss]: elapsed time, a duration rather than a moment.
          if bracket.allSatisfy({ "hms".contains($0) }), !bracket.isEmpty { return nil }
        } else {
          bracket.append(character)
        }
        continue
      }
      switch character {
      case "\"": inQuotes = true
      case "\\": escaped = true
      case "[":
        inBrackets = true
        bracket = ""
      case "_", "*": escaped = true  // the next character is padding
      case ";": break
      default: letters.append(character)
      }
    }
    if letters.contains("general") { return nil }
    let time =
      letters.contains("h") || letters.contains("s") || letters.contains("am/pm") || letters.contains("a/p")
    let date = letters.contains("y") || letters.contains("d") || (letters.contains("m") && !time)
    guard date || time else { return nil }
    return Kind(showsDate: date, showsTime: time)
  }
}
