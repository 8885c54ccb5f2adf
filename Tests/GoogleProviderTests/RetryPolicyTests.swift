import Foundation
import Testing

@testable import GoogleProvider

@Suite("Retry policy (pure, injected randomness)")
struct RetryPolicyTests {
  let policy = RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(250), maxDelay: .seconds(2))

  @Test(arguments: [(1, 250), (2, 500), (3, 1000), (4, 2000), (5, 2000), (40, 2000)])
  func ceilingDoublesUpToTheCap(retry: Int, ceilingMilliseconds: Int) {
    let almostOne = policy.delay(forRetry: retry, serverDelay: nil, random: 0.999_999)
    #expect(almostOne <= .milliseconds(ceilingMilliseconds))
    #expect(almostOne > .milliseconds(ceilingMilliseconds) * 0.99)
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.75])
  func fullJitterIsUniformBelowTheCeiling(random: Double) {
    #expect(policy.delay(forRetry: 3, serverDelay: nil, random: random) == .milliseconds(1000) * random)
  }

  @Test func serverDelayWinsAndIsCapped() {
    #expect(policy.delay(forRetry: 1, serverDelay: .seconds(3), random: 0.1) == .seconds(3))
    #expect(policy.delay(forRetry: 1, serverDelay: .seconds(3600), random: 0.1) == .seconds(60))
  }

  @Test func attemptsAreBounded() {
    #expect(policy.allowsRetry(after: 4))
    #expect(!policy.allowsRetry(after: 5))
    #expect(!RetryPolicy(maxAttempts: 0).allowsRetry(after: 1))
  }

  @Test func retryAfterHeaderInSecondsOrAsADate() {
    #expect(RetryAfter.parseHeader("2") == .seconds(2))
    #expect(RetryAfter.parseHeader(" 0.5 ") == .milliseconds(500))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let header = formatter.string(from: now.addingTimeInterval(30))
    #expect(RetryAfter.parseHeader(header, now: now) == .seconds(30))
    #expect(RetryAfter.parseHeader("soon") == nil)
    #expect(RetryAfter.parseHeader("-3") == nil)
  }

  @Test func retryInfoDurations() {
    #expect(RetryAfter.parseProtoDuration("41s") == .seconds(41))
    #expect(RetryAfter.parseProtoDuration("1.5s") == .milliseconds(1500))
    #expect(RetryAfter.parseProtoDuration("41") == nil)
  }
}
