/// Typed reads of one pipeline node, each failing with the node's key path and location.
struct PipelineValueReader {
  let node: PipelineNode
  let path: String
  let context: PipelineFileContext

  func error(_ message: String) -> PipelineFileError { context.error(path, node.location, message) }

  /// Any scalar as text (a plain `08` stays `08`); nil for null.
  func string() throws(PipelineFileError) -> String? {
    if node.isNull { return nil }
    guard case .scalar(let text, _) = node.content else {
      throw error("expected a text value, got \(node.kindName)")
    }
    return text
  }

  func requiredString() throws(PipelineFileError) -> String {
    guard let text = try string(), !text.isEmpty else { throw error("a value is required here") }
    return text
  }

  func double(in range: ClosedRange<Double>) throws(PipelineFileError) -> Double? {
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

  func int(in range: ClosedRange<Int>) throws(PipelineFileError) -> Int? {
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

  func bool() throws(PipelineFileError) -> Bool? {
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
  func strings() throws(PipelineFileError) -> [String] {
    if node.isNull { return [] }
    switch node.content {
    case .scalar(let text, _): return [text]
    case .sequence(let items):
      var values: [String] = []
      for (index, item) in items.enumerated() {
        let reader = PipelineValueReader(
          node: item, path: PipelineNode.join(path, String(index)), context: context)
        values.append(try reader.requiredString())
      }
      return values
    case .mapping: throw error("expected a list of names, got \(node.kindName)")
    }
  }

  func items() throws(PipelineFileError) -> [PipelineValueReader] {
    guard case .sequence(let items) = node.content else {
      throw error("expected a list ('- item' lines or [a, b]), got \(node.kindName)")
    }
    return items.enumerated().map { index, item in
      PipelineValueReader(node: item, path: PipelineNode.join(path, String(index)), context: context)
    }
  }

  /// The node as a section whose keys must all be in `allowed`.
  func section(allowed: [String]) throws(PipelineFileError) -> PipelineSection {
    guard case .mapping(let entries) = node.content else {
      throw error("expected a section (key: value lines), got \(node.kindName)")
    }
    for entry in entries where !allowed.contains(entry.key) {
      throw context.error(
        PipelineNode.join(path, entry.key), entry.keyLocation,
        "unknown key" + KeySuggestion.hint(for: entry.key, among: allowed))
    }
    return PipelineSection(reader: self, entries: entries)
  }

  func enumValue<T>(_ names: [String], _ make: (String) -> T?) throws(PipelineFileError) -> T? {
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
