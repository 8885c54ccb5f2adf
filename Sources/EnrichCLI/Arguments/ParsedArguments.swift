/// Command-line arguments after parsing: option values by name, flags, positionals.
package struct ParsedArguments: Sendable {
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  package var positionals: [String] = []

  package func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The last value given for `name`, or nil.
  package func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeatable option, in order.
  package func all(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether the option was given at all (flag or value).
  package func isSet(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

  package func int(_ name: String, in range: ClosedRange<Int>? = nil) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text) else {
      throw UsageError("--\(name): '\(text)' is not a whole number")
    }
    if let range, !range.contains(number) {
      throw UsageError("--\(name): \(number) is outside \(range.lowerBound)...\(range.upperBound)")
    }
    return number
  }

  /// A size in bytes: `65536`, or with a binary suffix `64K`, `32M`, `1G` (`KiB`, `MiB`, `GiB`
  /// also read).
  package func byteCount(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    let units: [(String, Int)] = [
      ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30),
    ]
    let unit = units.first { text.uppercased().hasSuffix($0.0.uppercased()) }
    let digits = unit.map { String(text.dropLast($0.0.count)) } ?? text
    guard let number = Int(digits), number >= 0 else {
      throw UsageError("--\(name): '\(text)' is not a size in bytes (e.g. 33554432, 64K, 32M, 1G)")
    }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: unit?.1 ?? 1)
    guard !overflow, range.contains(bytes) else {
      throw UsageError("--\(name): \(text) is outside \(range.lowerBound)...\(range.upperBound) bytes")
    }
    return bytes
  }

  package func double(_ name: String, in range: ClosedRange<Double>? = nil) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text), number.isFinite else {
      throw UsageError("--\(name): '\(text)' is not a number")
    }
    if let range, !range.contains(number) {
      throw UsageError("--\(name): \(text) is outside \(range.lowerBound)...\(range.upperBound)")
    }
    return number
  }
}

/// A mistake on the command line: printed with a usage hint, exit status 64.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}
