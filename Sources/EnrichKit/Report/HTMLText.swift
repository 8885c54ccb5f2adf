/// Text made safe for HTML element content and attribute values, and the number formats the
/// report uses.
enum HTMLText {
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default:
        // Controls other than tab and line ends cannot appear in HTML text.
        if character.value < 0x20 && character != "\t" && character != "\n" && character != "\r" { continue }
        out.unicodeScalars.append(character)
      }
    }
    return out
  }

  /// `12,345`.
  static func count(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// `93.3 %`.
  static func percent(_ share: Double) -> String {
    let tenths = Int((share * 1000).rounded())
    return "\(tenths / 10).\(tenths % 10) %"
  }

  /// `$1.42`; below a cent, `$0.0050`.
  static func dollars(_ value: Double) -> String {
    let places = value > 0 && value < 0.01 ? 4 : 2
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let units = Int((value * Double(scale)).rounded())
    let fraction = String(units % scale)
    return "$" + count(units / scale) + "." + String(repeating: "0", count: places - fraction.count)
      + fraction
  }

  /// `0.873`.
  static func decimal(_ value: Double, places: Int = 3) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let units = Int((value * Double(scale)).rounded())
    let fraction = String(units % scale)
    return "\(units / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// `1.9 s`, `2 min 05 s`, `1 h 02 min`.
  static func duration(_ seconds: Double) -> String {
    if seconds < 60 { return decimal(seconds, places: 1) + " s" }
    let whole = Int(seconds.rounded())
    if whole < 3600 { return "\(whole / 60) min \(whole % 60 < 10 ? "0" : "")\(whole % 60) s" }
    let minutes = whole / 60 % 60
    return "\(whole / 3600) h \(minutes < 10 ? "0" : "")\(minutes) min"
  }
}
