/// Command-line arguments after parsing: option values by name, flags, positionals.
public struct ParsedArguments: Sendable {
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  public var positionals: [String] = []

  public func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The last value given for `name`, or nil.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeatable option, in order.
  public func all(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether the option was given at all (flag or value).
  public func isSet(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

  public func int(_ name: String, in range: ClosedRange<Int>? = nil) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text) else {
      throw UsageError("--\(name): '\(text)' is not a whole number")
    }
    if let range, !range.contains(number) {
      throw UsageError("--\(name): \(number) is outside \(range.lowerBound)...\(range.upperBound)")
    }
    return number
  }

  public func double(_ name: String, in range: ClosedRange<Double>? = nil) throws(UsageError) -> Double? {
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
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
