import EnrichSystem
import EnrichTestSupport
import Foundation

/// The curl client's tests talk to the Google double (a real loopback HTTP server with
/// scriptable faults and request counters), started by the shared test support.
typealias CurlTestServer = GoogleDouble

extension GoogleDouble {
  /// A control endpoint's JSON answer, fetched with the client under test.
  func json(_ client: CurlHTTPClient, _ path: String, post body: String? = nil) async throws -> [String: Any]
  {
    let request = HTTPRequest(
      method: body == nil ? .get : .post, url: baseURL + path, body: body.map { Data($0.utf8) })
    let response = try await client.send(request)
    return (try JSONSerialization.jsonObject(with: response.body) as? [String: Any]) ?? [:]
  }
}
