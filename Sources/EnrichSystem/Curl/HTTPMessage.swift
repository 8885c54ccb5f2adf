import Foundation

/// One header line. Names compare case-insensitively where the response is searched.
package struct HTTPHeader: Sendable, Equatable, Hashable {
  package var name: String
  package var value: String

  package init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// A request for `CurlHTTPClient`.
package struct HTTPRequest: Sendable, Equatable {
  package enum Method: String, Sendable, Equatable {
    case get = "GET"
    case post = "POST"
  }

  package var method: Method
  /// Absolute `http://` or `https://` URL, already percent-encoded.
  package var url: String
  package var headers: [HTTPHeader]
  package var body: Data?
  /// Overrides the client's total timeout for this request.
  package var timeout: Duration?

  package init(
    method: Method = .get, url: String, headers: [HTTPHeader] = [], body: Data? = nil,
    timeout: Duration? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }
}

/// A complete response: status, headers of the final response, and the decoded body.
package struct HTTPResponse: Sendable, Equatable {
  package var status: Int
  package var headers: [HTTPHeader]
  /// The body after content decoding (gzip is undone by libcurl).
  package var body: Data
  /// `1.1`, `2`, ... as negotiated.
  package var httpVersion: String

  package init(status: Int, headers: [HTTPHeader] = [], body: Data = Data(), httpVersion: String = "1.1") {
    self.status = status
    self.headers = headers
    self.body = body
    self.httpVersion = httpVersion
  }

  /// The first header named `name` (case-insensitive).
  package func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }
}

/// Connection and timeout settings shared by every request of one client.
package struct HTTPClientConfiguration: Sendable, Equatable {
  /// Time allowed to establish the connection (TCP + TLS).
  package var connectTimeout: Duration
  /// Time allowed for the whole request, connection included.
  package var requestTimeout: Duration
  /// Connections kept open for reuse (libcurl's connection cache size).
  package var maxConnections: Int
  package var userAgent: String
  /// Largest response body accepted, counted both as received (compressed) and as decoded:
  /// a larger one aborts the transfer with `CurlError.Kind.tooLarge`, so a gzip bomb or an
  /// endless body costs at most this much memory per request in flight.
  package var maxResponseBytes: Int
  /// Largest total size of the response's header lines (same error when exceeded); below the
  /// 300 KB libcurl itself allows, so the client, not libcurl, reports it.
  package var maxHeaderBytes: Int

  /// 32 MiB: a page of 20 places with every field is well under 1 MiB.
  package static let defaultMaxResponseBytes = 32 << 20

  package init(
    connectTimeout: Duration = .seconds(10), requestTimeout: Duration = .seconds(30),
    maxConnections: Int = 64, userAgent: String = "enrich",
    maxResponseBytes: Int = HTTPClientConfiguration.defaultMaxResponseBytes, maxHeaderBytes: Int = 256 << 10
  ) {
    self.connectTimeout = connectTimeout
    self.requestTimeout = requestTimeout
    self.maxConnections = maxConnections
    self.userAgent = userAgent
    self.maxResponseBytes = maxResponseBytes
    self.maxHeaderBytes = maxHeaderBytes
  }
}

extension HTTPClientConfiguration {
  /// `33554432 bytes (32 MiB)`.
  package static func describe(bytes: Int) -> String {
    let units: [(Int, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    guard let (size, unit) = units.first(where: { bytes >= $0.0 }) else { return "\(bytes) bytes" }
    let amount = Double(bytes) / Double(size)
    let text = amount == amount.rounded() ? String(Int(amount)) : String(format: "%.1f", amount)
    return "\(bytes) bytes (\(text) \(unit))"
  }
}

extension Duration {
  /// Whole milliseconds, rounded up so a tiny positive timeout never becomes "no timeout" (0).
  var millisecondsRoundedUp: Int {
    let (seconds, attoseconds) = components
    let millis = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int(max(1, millis))
  }
}
