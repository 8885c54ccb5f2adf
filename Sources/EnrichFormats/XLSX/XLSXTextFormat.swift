/// A number format whose shown text carries meaning beyond the number: zero padding
/// (`00000`: the postcode `00120` stored as 120), literal text around the digits (`"FI-"00000`,
/// `000-0000`, `(###) ###-####`), or the text format `@`. A cell in such a format is read as
/// the text Excel shows, so `00120` stays `00120`. Formats of quantities (`0`, `#,##0`,
/// `0.00`, percentages, scientific) are not text formats: their cells stay numbers.
struct XLSXTextFormat: Equatable {
  enum Token: Equatable {
    /// `0`: a digit, `0` when the number has none left; `#`: a digit or nothing; `?`: a digit
    /// or a space.
    case digit(Character)
    case literal(String)
  }

  struct Section: Equatable {
    var tokens: [Token]
    /// `[<=9999999]`: the section applies when the number compares so.
    var condition: Condition?
  }

  struct Condition: Equatable {
    var comparison: String
    var bound: Double

    func holds(_ value: Double) -> Bool {
      switch comparison {
      case "<": return value < bound
      case "<=": return value <= bound
      case ">": return value > bound
      case ">=": return value >= bound
      case "=": return value == bound
      case "<>": return value != bound
      default: return false
      }
    }
  }

  /// `@`: the number's own text.
  var isText = false
  var sections: [Section] = []

  /// The text format of `code`, nil when the code shows a quantity (or a date).
  init?(code: String) {
    let parts = Self.sections(of: code)
    guard let first = parts.first else { return nil }
    if first.trimmingSpaces() == "@" {
      isText = true
      return
    }
    var parsed: [Section] = []
    for part in parts.prefix(2) {
      guard let section = Self.section(part) else { return nil }
      parsed.append(section)
    }
    let tokens = parsed[0].tokens
    let zeros = tokens.filter { $0 == .digit("0") }.count
    let literals = tokens.contains { if case .literal = $0 { true } else { false } }
    let digits = tokens.contains { if case .digit = $0 { true } else { false } }
    guard digits, zeros >= 2 || literals else { return nil }
    sections = parsed
  }

  /// The text Excel shows for `literal` (a cell's stored number), nil when this format does
  /// not apply to it (a fraction, or a negative number in a one-section format with a sign).
  func text(_ literal: String) -> String? {
    if isText { return literal }
    guard let value = Double(literal), value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
      return nil
    }
    var section = sections[0]
    var sign = ""
    if let condition = section.condition {
      if !condition.holds(value) {
        guard sections.count > 1 else { return nil }
        section = sections[1]
      }
    } else if value < 0 {
      if sections.count > 1 { section = sections[1] } else { sign = "-" }
    }
    return sign + Self.render(String(Int64(abs(value))), section.tokens)
  }

  /// Fills the digit placeholders from the right; digits beyond them go to the first.
  static func render(_ digits: String, _ tokens: [Token]) -> String {
    var remaining = Array(digits)
    var pieces: [String] = []
    let placeholders = tokens.filter { if case .digit = $0 { true } else { false } }.count
    var seen = 0
    for token in tokens.reversed() {
      switch token {
      case .literal(let text): pieces.append(text)
      case .digit(let kind):
        seen += 1
        if seen == placeholders {
          let rest = String(remaining)
          remaining = []
          pieces.append(rest.isEmpty ? (kind == "0" ? "0" : kind == "?" ? " " : "") : rest)
        } else if let last = remaining.popLast() {
          pieces.append(String(last))
        } else {
          pieces.append(kind == "0" ? "0" : kind == "?" ? " " : "")
        }
      }
    }
    return pieces.reversed().joined()
  }

  /// The code's `;`-separated sections (quotes and escapes respected).
  static func sections(of code: String) -> [String] {
    var sections: [String] = []
    var current = ""
    var inQuotes = false
    var escaped = false
    for character in code {
      if escaped {
        escaped = false
        current.append(character)
        continue
      }
      switch character {
      case "\\" where !inQuotes:
        escaped = true
        current.append(character)
      case "\"":
        inQuotes.toggle()
        current.append(character)
      case ";" where !inQuotes:
        sections.append(current)
        current = ""
      default: current.append(character)
      }
    }
    sections.append(current)
    return sections
  }

  /// A section of digit placeholders and literal text, nil when it shows anything else
  /// (decimals, thousands, percent, exponent, dates, text, fill).
  static func section(_ text: String) -> Section? {
    var tokens: [Token] = []
    var condition: Condition?
    var characters = Array(text)[...]
    func literal(_ string: String) {
      if case .literal(let previous)? = tokens.last {
        tokens[tokens.count - 1] = .literal(previous + string)
      } else {
        tokens.append(.literal(string))
      }
    }
    while let character = characters.popFirst() {
      switch character {
      case "0", "#", "?": tokens.append(.digit(character))
      case "\"":
        var quoted = ""
        while let next = characters.popFirst(), next != "\"" { quoted.append(next) }
        literal(quoted)
      case "\\":
        if let next = characters.popFirst() { literal(String(next)) }
      case "[":
        var inside = ""
        while let next = characters.popFirst(), next != "]" { inside.append(next) }
        if let parsed = Self.condition(inside) {
          condition = parsed
        } else if inside.hasPrefix("$") || Self.colours.contains(inside.lowercased())
          || inside.lowercased().hasPrefix("color")
        {
          continue
        } else {
          return nil
        }
      // `/` is left out: `# ?/?` is a fraction, a quantity.
      case " ", "-", "(", ")", "+", ":": literal(String(character))
      case "_", "*":
        // Padding the width of (or filled with) the next character: shows no digits.
        _ = characters.popFirst()
      default: return nil
      }
    }
    return Section(tokens: tokens, condition: condition)
  }

  static let colours: Set<String> = ["black", "blue", "cyan", "green", "magenta", "red", "white", "yellow"]

  static func condition(_ text: String) -> Condition? {
    for comparison in ["<=", ">=", "<>", "<", ">", "="] where text.hasPrefix(comparison) {
      guard let bound = Double(text.dropFirst(comparison.count)) else { return nil }
      return Condition(comparison: comparison, bound: bound)
    }
    return nil
  }
}

extension String {
  fileprivate func trimmingSpaces() -> Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }
}
