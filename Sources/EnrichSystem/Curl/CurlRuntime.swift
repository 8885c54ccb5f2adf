import CCurl

/// One-time process setup of libcurl. `curl_global_init` is not thread-safe, so the CLI calls
/// `CurlRuntime.initialize()` from `main` before any task or thread starts; clients call it too
/// (a no-op after the first call) so library users and tests cannot forget it.
package enum CurlRuntime {
  /// Initialises libcurl (SSL and the rest) once per process. Safe to call repeatedly.
  package static func initialize() {
    _ = initialized
  }

  /// The libcurl version string, e.g. `libcurl/7.88.1 OpenSSL/3.0.15 zlib/1.2.13 nghttp2/1.52.0`.
  package static var version: String {
    initialize()
    guard let text = unsafe curl_version() else { return "libcurl" }
    return unsafe String(cString: text)
  }

  /// Swift runs a global's initialiser exactly once, atomically: that is the once-guard.
  private static let initialized: Bool = {
    curl_global_init(Int(CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32)) == CURLE_OK
  }()
}
