/// A transfer that failed below HTTP: no connection, a timeout, a reset, a broken body.
/// The URL is always stored redacted (`key=REDACTED`), so the error can be logged as is.
package struct CurlError: Error, Sendable, Equatable, CustomStringConvertible {
  package enum Kind: String, Sendable, Equatable {
    /// The host name did not resolve.
    case couldNotResolve = "could_not_resolve"
    /// The TCP (or proxy) connection was refused or failed.
    case couldNotConnect = "could_not_connect"
    /// The connect or total timeout expired.
    case timedOut = "timed_out"
    /// The connection broke while sending or receiving (reset, closed early, empty reply).
    case connectionLost = "connection_lost"
    /// The response was cut short or could not be decoded (truncated body, bad gzip).
    case badResponse = "bad_response"
    /// The response went over the client's size limit (`HTTPClientConfiguration.maxResponseBytes`
    /// for the body, compressed or decoded, `maxHeaderBytes` for the headers); the transfer
    /// was aborted so a hostile or broken server cannot exhaust memory.
    case tooLarge = "too_large"
    /// TLS handshake or certificate verification failed.
    case tls
    /// libcurl refused the request setup (bad URL, out of memory).
    case setup
    /// The client was shut down while the request was pending.
    case shutdown
    /// Anything else libcurl reported.
    case other
  }

  package var kind: Kind
  /// The libcurl `CURLcode` value (0 when the error did not come from libcurl).
  package var code: Int
  package var message: String
  /// The request URL with any API key removed.
  package var url: String

  package init(kind: Kind, code: Int, message: String, url: String) {
    self.kind = kind
    self.code = code
    self.message = message
    self.url = URLRedaction.redact(url)
  }

  /// Whether trying again later can succeed (network trouble rather than a wrong request).
  package var isTransient: Bool {
    switch self.kind {
    case .couldNotResolve, .couldNotConnect, .timedOut, .connectionLost, .badResponse: return true
    case .tooLarge, .tls, .setup, .shutdown, .other: return false
    }
  }

  package var description: String {
    "\(message) (\(url); curl error \(code), \(kind.rawValue))"
  }
}
