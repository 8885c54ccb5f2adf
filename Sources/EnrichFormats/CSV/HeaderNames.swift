/// Makes a CSV header usable as field names: empty names become `column_N` (N = 1-based
/// position) and repeated names get `_2`, `_3`, ... so every field can be told apart.
enum HeaderNames {
  /// The unique names, and one message per name that had to change.
  static func unique(_ raw: [String]) -> (names: [String], changes: [String]) {
    var taken = Set(raw.filter { !$0.isEmpty })
    var seen: Set<String> = []
    var names: [String] = []
    var changes: [String] = []
    for (index, name) in raw.enumerated() {
      if name.isEmpty {
        let replacement = freeName("column_\(index + 1)", taken: &taken)
        names.append(replacement)
        changes.append("column \(index + 1) has no header name; called it \"\(replacement)\"")
      } else if seen.contains(name) {
        var suffix = 2
        while taken.contains("\(name)_\(suffix)") { suffix += 1 }
        let replacement = "\(name)_\(suffix)"
        taken.insert(replacement)
        names.append(replacement)
        changes.append(
          "duplicate header name \"\(name)\" in column \(index + 1) renamed to \"\(replacement)\"")
      } else {
        names.append(name)
      }
      seen.insert(name)
    }
    return (names, changes)
  }

  private static func freeName(_ base: String, taken: inout Set<String>) -> String {
    var candidate = base
    var suffix = 2
    while taken.contains(candidate) {
      candidate = "\(base)_\(suffix)"
      suffix += 1
    }
    taken.insert(candidate)
    return candidate
  }
}
