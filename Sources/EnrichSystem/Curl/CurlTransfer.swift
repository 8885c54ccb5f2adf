import CCurl
import Foundation

/// The state of one request while libcurl runs it: the easy handle's options, the buffers its
/// callbacks fill, and the continuation to resume. Lives on the multi loop's thread only.
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe final class CurlTransfer {
  let id: UInt64
  let request: HTTPRequest
  let continuation: CheckedContinuation<HTTPResponse, any Error>
  private(set) var body = Data()
  private(set) var headers: [HTTPHeader] = []
  /// Size limits of this transfer (from the client's configuration), and what went over one.
  private var maxBodyBytes = HTTPClientConfiguration.defaultMaxResponseBytes
  private var maxHeaderBytes = 256 << 10
  private var headerBytes = 0
  private(set) var overflow: Overflow?
  private var headerList: UnsafeMutablePointer<curl_slist>?
  /// libcurl writes its detailed message here (CURLOPT_ERRORBUFFER); freed in deinit.
  private let errorBuffer: UnsafeMutablePointer<CChar>

  init(id: UInt64, request: HTTPRequest, continuation: CheckedContinuation<HTTPResponse, any Error>) {
    self.id = id
    self.request = request
    self.continuation = continuation
    let size = Int(CURL_ERROR_SIZE)
    unsafe errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: size)
    unsafe errorBuffer.initialize(repeating: 0, count: size)
  }

  deinit {
    if let headerList = unsafe headerList { unsafe curl_slist_free_all(headerList) }
    unsafe errorBuffer.deallocate()
  }

  /// Sets every option of `easy` for this request. The handle comes reset from the pool.
  func configure(_ easy: UnsafeMutableRawPointer, client: HTTPClientConfiguration) throws(CurlError) {
    let context = unsafe Unmanaged.passUnretained(self).toOpaque()
    unsafe try set(easy, CURLOPT_URL, request.url)
    unsafe try set(easy, CURLOPT_NOSIGNAL, 1)
    unsafe try set(easy, CURLOPT_ERRORBUFFER, pointer: UnsafeMutableRawPointer(errorBuffer))
    // Empty string: offer every encoding this libcurl can decode (gzip, deflate, br...).
    unsafe try set(easy, CURLOPT_ACCEPT_ENCODING, "")
    unsafe try set(easy, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
    unsafe try set(easy, CURLOPT_SSL_VERIFYPEER, 1)
    unsafe try set(easy, CURLOPT_SSL_VERIFYHOST, 2)
    unsafe try set(easy, CURLOPT_CONNECTTIMEOUT_MS, client.connectTimeout.millisecondsRoundedUp)
    unsafe try set(easy, CURLOPT_TIMEOUT_MS, (request.timeout ?? client.requestTimeout).millisecondsRoundedUp)
    unsafe try set(easy, CURLOPT_USERAGENT, client.userAgent)
    unsafe try set(easy, CURLOPT_FOLLOWLOCATION, 0)
    unsafe try set(easy, CURLOPT_PROTOCOLS_STR, "http,https")
    unsafe try limitSize(easy, client: client, context: context)

    var list: UnsafeMutablePointer<curl_slist>?
    for header in request.headers {
      unsafe list = curl_slist_append(list, "\(header.name): \(header.value)")
    }
    // No `Expect: 100-continue` round trip before small JSON bodies.
    unsafe list = curl_slist_append(list, "Expect:")
    unsafe headerList = list
    guard unsafe ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, list) == CURLE_OK else {
      throw setupError("could not set request headers")
    }

    switch request.method {
    case .get:
      unsafe try set(easy, CURLOPT_HTTPGET, 1)
    case .post:
      let payload = request.body ?? Data()
      unsafe try set(easy, CURLOPT_POST, 1)
      guard
        unsafe ccurl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(payload.count))
          == CURLE_OK
      else { throw setupError("could not set the body size") }
      // COPYPOSTFIELDS copies the bytes, so `payload` need not outlive this call.
      let code = unsafe payload.withUnsafeBytes { bytes -> CURLcode in
        guard let base = bytes.baseAddress else {
          return unsafe ccurl_easy_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, "")
        }
        return unsafe ccurl_easy_setopt_pointer(
          easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: base))
      }
      guard code == CURLE_OK else { throw setupError("could not set the request body") }
    }

    guard
      unsafe ccurl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION, curlTransferWriteBody) == CURLE_OK,
      unsafe ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context) == CURLE_OK,
      unsafe ccurl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION, curlTransferWriteHeader)
        == CURLE_OK,
      unsafe ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context) == CURLE_OK
    else { throw setupError("could not install the response callbacks") }
  }

  /// What made a transfer too large.
  enum Overflow: Equatable {
    /// The decoded body (after gzip) passed the limit.
    case decodedBody
    /// The bytes on the wire (before decoding), or the declared `Content-Length`, passed it.
    case receivedBody
    /// The header lines passed `maxHeaderBytes`.
    case headers
  }

  /// Caps what a response may cost: libcurl refuses a declared `Content-Length` over the limit
  /// (MAXFILESIZE, which this libcurl applies to declared sizes only); the progress callback
  /// counts the bytes actually received, compressed; the write callback counts decoded bytes.
  private func limitSize(
    _ easy: UnsafeMutableRawPointer, client: HTTPClientConfiguration, context: UnsafeMutableRawPointer
  ) throws(CurlError) {
    maxBodyBytes = max(1, client.maxResponseBytes)
    maxHeaderBytes = max(1, client.maxHeaderBytes)
    guard
      unsafe ccurl_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maxBodyBytes)) == CURLE_OK,
      unsafe ccurl_easy_setopt_long(easy, CURLOPT_NOPROGRESS, 0) == CURLE_OK,
      unsafe ccurl_easy_setopt_xferinfo_callback(easy, CURLOPT_XFERINFOFUNCTION, curlTransferProgress)
        == CURLE_OK,
      unsafe ccurl_easy_setopt_pointer(easy, CURLOPT_XFERINFODATA, context) == CURLE_OK
    else { throw setupError("could not install the response size limits") }
  }

  /// Appends decoded body bytes; false (abort the transfer) once they pass the limit.
  func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard body.count + bytes.count <= maxBodyBytes else {
      overflow = .decodedBody
      return false
    }
    unsafe body.append(contentsOf: bytes)
    return true
  }

  /// False (abort the transfer) once more than the limit was received, compressed.
  func received(_ bytes: Int64) -> Bool {
    guard bytes <= Int64(maxBodyBytes) else {
      overflow = .receivedBody
      return false
    }
    return true
  }

  /// Counts a header line against the limit; false (abort the transfer) once over it.
  func admitHeader(_ length: Int) -> Bool {
    headerBytes += length
    guard headerBytes <= maxHeaderBytes else {
      overflow = .headers
      return false
    }
    return true
  }

  /// Called once per header line; a status line starts a new response (after 1xx).
  func appendHeaderLine(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("HTTP/") {
      headers.removeAll()
      return
    }
    guard let colon = trimmed.firstIndex(of: ":") else { return }
    let name = String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces)
    let value = String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
    headers.append(HTTPHeader(name, value))
  }

  /// Builds the response or the error once libcurl reports the transfer done.
  func finish(_ easy: UnsafeMutableRawPointer, result: CURLcode) -> Result<HTTPResponse, CurlError> {
    if let overflow { return .failure(tooLarge(overflow, code: result)) }
    if result == CURLE_FILESIZE_EXCEEDED { return .failure(tooLarge(.receivedBody, code: result)) }
    guard result == CURLE_OK else { return .failure(error(for: result)) }
    var status = 0
    _ = unsafe ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
    var version = 0
    _ = unsafe ccurl_easy_getinfo_long(easy, CURLINFO_HTTP_VERSION, &version)
    let versionText: String
    switch version {
    case CURL_HTTP_VERSION_2_0: versionText = "2"
    case CURL_HTTP_VERSION_3: versionText = "3"
    case CURL_HTTP_VERSION_1_0: versionText = "1.0"
    default: versionText = "1.1"
    }
    return .success(HTTPResponse(status: status, headers: headers, body: body, httpVersion: versionText))
  }

  private func error(for code: CURLcode) -> CurlError {
    let detail = unsafe String(cString: errorBuffer)
    let summary = unsafe curl_easy_strerror(code).map { unsafe String(cString: $0) } ?? "libcurl error"
    let message = detail.isEmpty ? summary : "\(summary): \(detail)"
    let kind: CurlError.Kind
    switch code {
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: kind = .couldNotResolve
    case CURLE_COULDNT_CONNECT: kind = .couldNotConnect
    case CURLE_OPERATION_TIMEDOUT: kind = .timedOut
    case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
      kind = .connectionLost
    case CURLE_PARTIAL_FILE, CURLE_BAD_CONTENT_ENCODING, CURLE_WEIRD_SERVER_REPLY: kind = .badResponse
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE,
      CURLE_SSL_CERTPROBLEM:
      kind = .tls
    case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL, CURLE_OUT_OF_MEMORY: kind = .setup
    default: kind = .other
    }
    // The message may quote the URL; redact it the same way as the URL field.
    return CurlError(
      kind: kind, code: Int(code.rawValue), message: URLRedaction.redactText(message), url: request.url)
  }

  private func tooLarge(_ overflow: Overflow, code: CURLcode) -> CurlError {
    let message: String
    switch overflow {
    case .decodedBody:
      message =
        "response body over the \(HTTPClientConfiguration.describe(bytes: maxBodyBytes)) limit once decoded; transfer aborted"
    case .receivedBody:
      message =
        "response body over the \(HTTPClientConfiguration.describe(bytes: maxBodyBytes)) limit; transfer aborted"
    case .headers:
      message =
        "response headers over the \(HTTPClientConfiguration.describe(bytes: maxHeaderBytes)) limit; transfer aborted"
    }
    return CurlError(kind: .tooLarge, code: Int(code.rawValue), message: message, url: request.url)
  }

  private func setupError(_ message: String) -> CurlError {
    CurlError(kind: .setup, code: 0, message: message, url: request.url)
  }

  private func set(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, _ value: Int) throws(CurlError) {
    guard unsafe ccurl_easy_setopt_long(easy, option, value) == CURLE_OK else {
      throw setupError("libcurl rejected option \(option.rawValue) = \(value)")
    }
  }

  private func set(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, _ value: String) throws(CurlError) {
    guard unsafe ccurl_easy_setopt_string(easy, option, value) == CURLE_OK else {
      throw setupError("libcurl rejected option \(option.rawValue)")
    }
  }

  private func set(
    _ easy: UnsafeMutableRawPointer, _ option: CURLoption, pointer: UnsafeMutableRawPointer
  ) throws(CurlError) {
    guard unsafe ccurl_easy_setopt_pointer(easy, option, pointer) == CURLE_OK else {
      throw setupError("libcurl rejected option \(option.rawValue)")
    }
  }
}

/// CURLOPT_WRITEFUNCTION: appends body bytes to the transfer named by `context`.
private func curlTransferWriteBody(
  _ data: UnsafeMutablePointer<CChar>, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let context = unsafe context else { return 0 }
  let transfer = unsafe Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  let length = size * count
  // Any other count than `length` makes libcurl abort the transfer.
  return unsafe transfer.appendBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// CURLOPT_XFERINFOFUNCTION: `received` is the body bytes on the wire so far (before gzip is
/// undone); non-zero aborts the transfer.
private func curlTransferProgress(
  _ context: UnsafeMutableRawPointer?, _ expected: curl_off_t, _ received: curl_off_t,
  _ sendTotal: curl_off_t,
  _ sent: curl_off_t
) -> Int32 {
  guard let context = unsafe context else { return 0 }
  let transfer = unsafe Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  return transfer.received(Int64(received)) ? 0 : 1
}

/// CURLOPT_HEADERFUNCTION: one complete header line per call.
private func curlTransferWriteHeader(
  _ data: UnsafeMutablePointer<CChar>, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let context = unsafe context else { return 0 }
  let transfer = unsafe Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  let length = size * count
  guard transfer.admitHeader(length) else { return 0 }
  let bytes = unsafe UnsafeRawBufferPointer(start: data, count: length)
  unsafe transfer.appendHeaderLine(String(decoding: bytes, as: UTF8.self))
  return length
}
