/// Makes a CSV header usable as field names: empty names become `column_N` (N = 1-based
/// position) and repeated names get `_2`, `_3`, ... so every field can be told apart.
/// Linear in the number of columns: each base name remembers the next suffix to try, so a
/// header of 70,000 copies of one name does not retry `_2`, `_3`, ... for every copy.
enum HeaderNames {
  /// The unique names, and one message per name that had to change.
  static func unique(_ raw: [String]) -> (names: [String], changes: [String]) {
    var taken = Set(raw.filter { !$0.isEmpty })
    var nextSuffix: [String: Int] = [:]
    var seen: Set<String> = []
    var names: [String] = []
    var changes: [String] = []
    names.reserveCapacity(raw.count)
    for (index, name) in raw.enumerated() {
      if name.isEmpty {
        let replacement = freeName("column_\(index + 1)", taken: &taken, nextSuffix: &nextSuffix)
        names.append(replacement)
        changes.append("column \(index + 1) has no header name; called it \"\(replacement)\"")
      } else if !seen.insert(name).inserted {
        let replacement = suffixedName(name, taken: &taken, nextSuffix: &nextSuffix)
        names.append(replacement)
        changes.append(
          "duplicate header name \"\(name)\" in column \(index + 1) renamed to \"\(replacement)\"")
      } else {
        names.append(name)
      }
    }
    return (names, changes)
  }

  /// `base` itself when free, else `base_2`, `base_3`, ...; taken.
  private static func freeName(_ base: String, taken: inout Set<String>, nextSuffix: inout [String: Int])
    -> String
  {
    guard taken.insert(base).inserted else {
      return suffixedName(base, taken: &taken, nextSuffix: &nextSuffix)
    }
    return base
  }

  /// The first free `base_N` from the suffix `base` last reached (N ≥ 2); taken.
  private static func suffixedName(
    _ base: String, taken: inout Set<String>, nextSuffix: inout [String: Int]
  ) -> String {
    var suffix = nextSuffix[base] ?? 2
    while taken.contains("\(base)_\(suffix)") { suffix += 1 }
    nextSuffix[base] = suffix + 1
    let name = "\(base)_\(suffix)"
    taken.insert(name)
    return name
  }
}
