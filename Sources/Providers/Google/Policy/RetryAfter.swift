import Foundation

/// Reads a server's requested delay: the `Retry-After` header (seconds or an HTTP date) or a
/// `google.rpc.RetryInfo` detail's `retryDelay` (`"41s"`, `"1.5s"`).
package enum RetryAfter {
  /// `Retry-After: 120` or `Retry-After: Wed, 21 Oct 2026 07:28:00 GMT` (relative to `now`).
  package static func parseHeader(_ value: String, now: Date = Date()) -> Duration? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Double(text), seconds >= 0, seconds.isFinite {
      return .milliseconds(Int64(seconds * 1000))
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: text) else { return nil }
    let seconds = max(0, date.timeIntervalSince(now))
    return .milliseconds(Int64(seconds * 1000))
  }

  /// A protobuf JSON duration: decimal seconds followed by `s`.
  package static func parseProtoDuration(_ value: String) -> Duration? {
    guard value.hasSuffix("s"), let seconds = Double(value.dropLast()), seconds >= 0, seconds.isFinite else {
      return nil
    }
    return .milliseconds(Int64(seconds * 1000))
  }
}
