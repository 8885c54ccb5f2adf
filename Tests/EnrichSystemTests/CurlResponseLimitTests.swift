import EnrichSystem
import Foundation
import Testing

/// The client's bounds against a hostile loopback server: every oversized or endless answer
/// ends in a `tooLarge` (or timeout) error after at most the limit, and the client goes on.
@Suite("libcurl HTTP client response limits")
struct CurlResponseLimitTests {
  static let limit = 4 << 20  // above the bomb's 2 MB on the wire, far below its 2 GiB decoded

  func search(_ server: CurlTestServer) -> HTTPRequest {
    HTTPRequest(
      method: .post, url: server.baseURL + "/v1/places:searchText",
      headers: [
        HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-Goog-Api-Key", CurlTestServer.key),
        HTTPHeader("X-Goog-FieldMask", "places.id,places.displayName"),
      ],
      body: Data(#"{"textQuery":"Kappeli"}"#.utf8))
  }

  func client(limit: Int = Self.limit, timeout: Duration = .seconds(30)) throws -> CurlHTTPClient {
    try CurlHTTPClient(
      configuration: HTTPClientConfiguration(requestTimeout: timeout, maxResponseBytes: limit))
  }

  @Test(arguments: [
    ("gzip_bomb", "limit once decoded"), ("endless", "limit once decoded"),
    ("gzip_flood", "body over the 4194304 bytes (4 MiB) limit; transfer"),
    ("huge_length", "body over the 4194304 bytes (4 MiB) limit; transfer"),
    ("huge_headers", "headers over the"),
  ])
  func anOversizedAnswerIsRefusedAndTheClientGoesOn(fault: String, words: String) async throws {
    let server = try CurlTestServer()
    let client = try client()
    _ = try await server.json(client, "/__double/script", post: #"{"faults":["\#(fault)"]}"#)
    let error = await #expect(throws: CurlError.self) { _ = try await client.send(search(server)) }
    #expect(error?.kind == .tooLarge)
    #expect(error?.isTransient == false)
    #expect(error?.message.contains(words) == true, "\(String(describing: error))")
    let limitText = fault == "huge_headers" ? "262144 bytes (256 KiB)" : "4194304 bytes (4 MiB)"
    #expect(error?.message.contains(limitText) == true, "\(String(describing: error))")
    // The next request on the same client is answered normally.
    #expect(try await client.send(search(server)).status == 200)
  }

  @Test func aBodyJustUnderTheLimitArrivesWhole() async throws {
    let server = try CurlTestServer()
    let whole = try await client().send(search(server))
    #expect(whole.status == 200)
    let size = whole.body.count
    #expect(try await client(limit: size).send(search(server)).body == whole.body)
    let error = await #expect(throws: CurlError.self) {
      _ = try await client(limit: size - 1).send(search(server))
    }
    #expect(error?.kind == .tooLarge)
  }

  @Test func aDrippingBodyEndsAtTheRequestTimeout() async throws {
    let server = try CurlTestServer()
    let client = try client(timeout: .milliseconds(800))
    _ = try await server.json(client, "/__double/script", post: #"{"faults":["drip"]}"#)
    // Bytes keep coming, so only the total timeout can end it.
    let error = await #expect(throws: CurlError.self) { _ = try await client.send(search(server)) }
    #expect(error?.kind == .timedOut)
  }

  @Test func sizesAreDescribedInBytesAndUnits() {
    #expect(HTTPClientConfiguration.describe(bytes: 33_554_432) == "33554432 bytes (32 MiB)")
    #expect(HTTPClientConfiguration.describe(bytes: 1536) == "1536 bytes (1.5 KiB)")
    #expect(HTTPClientConfiguration.describe(bytes: 100) == "100 bytes")
  }
}
