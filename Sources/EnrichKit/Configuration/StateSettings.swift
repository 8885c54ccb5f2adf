import EnrichCore
import Foundation

/// Where a fleet of workers keeps its shared state (`--state postgresql://…`, or `state:` in a
/// pipeline file): the cache, one rate limit per provider endpoint, and the leases that make
/// workers wait for each other's answers instead of paying twice. Absent: the single-machine
/// SQLite cache and a per-process rate limit.
///
/// The URL may carry a password; it never leaves this type except to libpq: `redacted` is what
/// the settings render, errors quote and `scrub` removes from any text.
package struct StateSettings: Sendable, Equatable {
  /// The libpq connection URI, as given.
  package var url: String
  /// How long a worker's claim on a request holds without being released: after that, the
  /// worker is taken for dead and another worker asks instead.
  package var leaseSeconds: Double = 30

  package init(url: String, leaseSeconds: Double = 30) {
    self.url = url
    self.leaseSeconds = leaseSeconds
  }

  static let schemes = ["postgresql://", "postgres://"]

  /// `state: postgresql://…` or `state: {url: postgresql://…, lease_seconds: 30}`.
  static func decode(_ reader: SettingsReader?) throws(SettingsError) -> StateSettings? {
    guard let reader, !reader.node.isNull else { return nil }
    if case .scalar = reader.node.content { return try parse(reader) }
    let section = try reader.section(allowed: ["url", "lease_seconds"])
    var state = try parse(try section.required("url"))
    if let seconds = try section["lease_seconds"]?.positiveDouble(upTo: 86_400) {
      state.leaseSeconds = seconds
    }
    return state
  }

  private static func parse(_ reader: SettingsReader) throws(SettingsError) -> StateSettings {
    let text = try reader.requiredString().trimmingCharacters(in: .whitespaces)
    guard schemes.contains(where: { text.lowercased().hasPrefix($0) }) else {
      let shown = text.contains("://") ? redact(text) : "'\(text)'"
      throw reader.error(
        "\(shown) is not a PostgreSQL URL: give postgresql://USER@HOST:PORT/DATABASE "
          + "(the password is best kept in PGPASSWORD or ~/.pgpass)")
    }
    guard URLComponents(string: text) != nil else {
      throw reader.error("\(redact(text)) is not a valid URL (percent-encode special characters)")
    }
    return StateSettings(url: text)
  }

  func render() -> SettingsNode {
    if leaseSeconds == 30 { return .text(redacted) }
    var out = SettingsEntries()
    out.add("url", .text(redacted))
    out.add("lease_seconds", .number(leaseSeconds))
    return out.node
  }

  /// The URL with its password (in the user part or a `password=` parameter) replaced.
  package var redacted: String { Self.redact(url) }

  /// `text` with every form of this URL's password replaced, for messages from libpq or the server.
  package func scrub(_ text: String) -> String {
    var out = text.replacingOccurrences(of: url, with: redacted)
    for secret in Self.passwords(in: url) where !secret.isEmpty {
      out = out.replacingOccurrences(of: secret, with: "REDACTED")
      if let decoded = secret.removingPercentEncoding, !decoded.isEmpty {
        out = out.replacingOccurrences(of: decoded, with: "REDACTED")
      }
    }
    return out
  }

  static func redact(_ url: String) -> String {
    var out = url
    for secret in passwords(in: url) where !secret.isEmpty {
      out = out.replacingOccurrences(of: secret, with: "REDACTED")
    }
    return out
  }

  /// The password spellings in `url`: `user:PASSWORD@` and `password=PASSWORD`.
  static func passwords(in url: String) -> [String] {
    var found: [String] = []
    let rest = url.range(of: "://").map { url[$0.upperBound...] } ?? Substring(url)
    let authority = rest.prefix { $0 != "/" && $0 != "?" }
    if let at = authority.lastIndex(of: "@") {
      let user = authority[..<at]
      if let colon = user.firstIndex(of: ":") { found.append(String(user[user.index(after: colon)...])) }
    }
    if let query = url.firstIndex(of: "?") {
      for pair in url[url.index(after: query)...].split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == "password" { found.append(String(parts[1])) }
      }
    }
    return found
  }
}
