import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

/// Four workers share one limit through a real PostgreSQL: the start times they are handed
/// form one schedule, never two requests closer than the interval, however they interleave.
@Suite(.enabled(if: PostgresCluster.isAvailable, "needs Debian's postgresql package"))
struct PostgresRateLimiterTests {
  static let cluster = Result { try PostgresCluster() }

  @Test func workersShareOneScheduleTimedByTheServer() async throws {
    let uri = try Self.cluster.get().database("shared_rate")
    let schedule = RateSchedule(perSecond: 1_000, burst: 1)
    let workers = try (0..<4).map { _ in
      try PostgresRateLimiter(uri: uri, schedules: ["echo.search": schedule], batch: 3)
    }
    let starts = try await withThrowingTaskGroup(of: [Double].self) { group in
      for worker in workers {
        group.addTask {
          var starts: [Double] = []
          for _ in 0..<30 { starts += try await worker.grant("echo.search") }
          return starts
        }
      }
      return try await group.reduce(into: [Double]()) { $0 += $1 }
    }
    // 4 workers × 30 round trips × 3 start times: one schedule, no two starts closer than
    // the interval (a millisecond), no start handed out twice.
    let sorted = starts.sorted()
    #expect(sorted.count == 360)
    let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }
    #expect(gaps.allSatisfy { $0 > 0.000_999 })
  }
}
