import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

/// Request coalescing across workers, on a real PostgreSQL.
@Suite(.enabled(if: PostgresCluster.isAvailable, "needs Debian's postgresql package"))
struct PostgresLeasesTests {
  static let cluster = Result { try PostgresCluster() }

  @Test func oneWorkerOfManyClaimsARequestAndAnExpiredClaimIsTakenOver() async throws {
    let uri = try Self.cluster.get().database("shared_leases")
    let workers = try (0..<4).map { try PostgresLeases(uri: uri, owner: "worker-\($0)", duration: 30) }
    let claims = try await withThrowingTaskGroup(of: Bool.self) { group in
      for worker in workers { group.addTask { try worker.claim("search|kappeli") } }
      return try await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
    }
    #expect(claims == 1)
    // Released: the next worker to ask gets it.
    let holder = try #require(try workers.first { try $0.claim("search|kappeli") })
    try holder.release("search|kappeli")
    #expect(try workers[3].claim("search|kappeli"))

    // A dead worker's lease (duration 0: already expired) is taken over.
    let dead = try PostgresLeases(uri: uri, owner: "dead", duration: -1)
    #expect(try dead.claim("geocode|bulevardi 9"))
    #expect(try workers[0].claim("geocode|bulevardi 9"))
  }
}
