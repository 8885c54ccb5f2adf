/// The one HTTP client every remote call goes through: libcurl's multi interface on a
/// dedicated thread, so any number of requests share a connection cache (keep-alive, HTTP/2
/// when the server offers it), gzip, connect and total timeouts, TLS verification (always on)
/// and the proxy settings of the environment (`https_proxy`, `no_proxy`, as libcurl reads them).
///
/// ```swift
/// let client = try CurlHTTPClient()
/// let response = try await client.send(HTTPRequest(url: "http://127.0.0.1:8765/health"))
/// ```
package final class CurlHTTPClient: Sendable {
  package let configuration: HTTPClientConfiguration
  private let loop: CurlMultiLoop

  /// Starts the transfer thread. Throws `CurlError` (`.setup`) if libcurl cannot be set up.
  package init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) throws(CurlError) {
    self.configuration = configuration
    loop = try CurlMultiLoop(configuration: configuration)
    loop.start()
  }

  deinit { loop.shutdown() }

  /// Sends `request` and returns the response whatever its HTTP status.
  /// Throws `CurlError` when no complete response arrived, `CancellationError` if the task was
  /// cancelled (the transfer is aborted at once).
  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let id = loop.nextID()
    let loop = self.loop
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        loop.submit(CurlMultiLoop.Submission(id: id, request: request, continuation: continuation))
      }
    } onCancel: {
      loop.cancel(id)
    }
  }
}
