/// Typed reads of one settings node, each failing with the node's key path and location.
package struct SettingsReader: Sendable {
  package let node: SettingsNode
  package let path: String
  package let context: SettingsContext

  package init(node: SettingsNode, path: String, context: SettingsContext) {
    self.node = node
    self.path = path
    self.context = context
  }

  package func error(_ message: String) -> SettingsError { context.error(path, node.location, message) }

  /// Any scalar as text (a plain `08` stays `08`); nil for null.
  package func string() throws(SettingsError) -> String? {
    if node.isNull { return nil }
    guard case .scalar(let text, _) = node.content else {
      throw error("expected a text value, got \(node.kindName)")
    }
    return text
  }

  package func requiredString() throws(SettingsError) -> String {
    guard let text = try string(), !text.isEmpty else { throw error("a value is required here") }
    return text
  }

  package func double(in range: ClosedRange<Double>) throws(SettingsError) -> Double? {
    if node.isNull { return nil }
    guard case .scalar(let text, let plain) = node.content else {
      throw error("expected a number, got \(node.kindName)")
    }
    guard plain else { throw error("expected a number, got \(node.kindName) (remove the quotes)") }
    guard let value = Double(text), value.isFinite else { throw error("expected a number, got '\(text)'") }
    guard range.contains(value) else {
      throw error(
        "must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), got \(text)")
    }
    return value
  }

  /// A number above 0 and at most `maximum` (durations, budgets: 0 would mean nothing).
  package func positiveDouble(upTo maximum: Double) throws(SettingsError) -> Double? {
    guard let value = try double(in: 0...maximum) else { return nil }
    guard value > 0 else {
      throw error("must be more than 0 and at most \(Self.format(maximum)), got \(Self.format(value))")
    }
    return value
  }

  package func int(in range: ClosedRange<Int>) throws(SettingsError) -> Int? {
    if node.isNull { return nil }
    guard case .scalar(let text, let plain) = node.content else {
      throw error("expected a whole number, got \(node.kindName)")
    }
    guard plain else { throw error("expected a whole number, got \(node.kindName) (remove the quotes)") }
    guard let value = Int(text) else { throw error("expected a whole number, got '\(text)'") }
    guard range.contains(value) else {
      throw error("must be between \(range.lowerBound) and \(range.upperBound), got \(value)")
    }
    return value
  }

  /// A size in bytes: `65536`, or with a binary suffix `64K`, `32M`, `1G` (`KiB`, `MiB`, `GiB`
  /// also read).
  package func byteCount(in range: ClosedRange<Int>) throws(SettingsError) -> Int? {
    guard let text = try string() else { return nil }
    let units: [(String, Int)] = [
      ("KIB", 1 << 10), ("MIB", 1 << 20), ("GIB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30),
    ]
    let upper = text.uppercased()
    let unit = units.first { upper.hasSuffix($0.0) }
    let digits = unit.map { String(text.dropLast($0.0.count)) } ?? text
    guard let number = Int(digits), number >= 0 else {
      throw error("'\(text)' is not a size in bytes (e.g. 33554432, 64K, 32M, 1G)")
    }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: unit?.1 ?? 1)
    guard !overflow, range.contains(bytes) else {
      throw error("must be between \(range.lowerBound) and \(range.upperBound) bytes, got \(text)")
    }
    return bytes
  }

  package func bool() throws(SettingsError) -> Bool? {
    if node.isNull { return nil }
    guard case .scalar(let text, let plain) = node.content else {
      throw error("expected true or false, got \(node.kindName)")
    }
    guard plain else { throw error("expected true or false, got \(node.kindName) (remove the quotes)") }
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: throw error("expected true or false, got '\(text)'")
    }
  }

  /// A list of texts; a single text counts as a one-item list.
  package func strings() throws(SettingsError) -> [String] {
    if node.isNull { return [] }
    switch node.content {
    case .scalar(let text, _): return [text]
    case .sequence(let items, _):
      var values: [String] = []
      for (index, item) in items.enumerated() {
        let reader = SettingsReader(
          node: item, path: SettingsNode.join(path, String(index)), context: context)
        values.append(try reader.requiredString())
      }
      return values
    case .mapping: throw error("expected a list of names, got \(node.kindName)")
    }
  }

  package func items() throws(SettingsError) -> [SettingsReader] {
    guard case .sequence(let items, _) = node.content else {
      throw error("expected a list ('- item' lines or [a, b]), got \(node.kindName)")
    }
    return items.enumerated().map { index, item in
      SettingsReader(node: item, path: SettingsNode.join(path, String(index)), context: context)
    }
  }

  /// The node as a section whose keys must all be in `allowed`.
  package func section(allowed: [String]) throws(SettingsError) -> SettingsSection {
    guard case .mapping(let entries) = node.content else {
      throw error("expected a section (key: value lines), got \(node.kindName)")
    }
    for entry in entries where !allowed.contains(entry.key) {
      throw context.error(
        SettingsNode.join(path, entry.key), entry.keyLocation,
        "unknown key" + KeySuggestion.hint(for: entry.key, among: allowed))
    }
    return SettingsSection(reader: self, entries: entries)
  }

  /// A file path, resolved against the context's folder.
  package func filePath() throws(SettingsError) -> String? {
    try string().map(context.resolve)
  }

  package func requiredFilePath() throws(SettingsError) -> String {
    context.resolve(try requiredString())
  }

  /// The reader of `item`, a child at `key`.
  package func child(_ key: String, _ node: SettingsNode) -> SettingsReader {
    SettingsReader(node: node, path: SettingsNode.join(path, key), context: context)
  }

  package func enumValue<T>(_ names: [String], _ make: (String) -> T?) throws(SettingsError) -> T? {
    guard let text = try string() else { return nil }
    guard let value = make(text) else {
      throw error("'\(text)' is not one of \(names.joined(separator: ", "))")
    }
    return value
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
