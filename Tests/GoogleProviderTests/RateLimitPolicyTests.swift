import Testing

@testable import GoogleProvider

@Suite("Rate limiting policy (pure, injected time)")
struct RateLimitPolicyTests {
  @Test func bucketPacesReservationsAtTheRate() {
    var bucket = TokenBucket(rate: 10, capacity: 1, now: 0)
    let waits = (0..<5).map { _ in bucket.reserve(at: 0) }
    // One token in hand, then one every 100 ms.
    #expect(waits.map { ($0 * 1000).rounded() } == [0, 100, 200, 300, 400])
  }

  @Test func bucketRefillsWhileIdleButNotBeyondCapacity() {
    var bucket = TokenBucket(rate: 10, capacity: 3, now: 0)
    let first = (0..<4).map { _ in bucket.reserve(at: 0) }
    #expect(first.prefix(3).allSatisfy { $0 == 0 })
    #expect(first[3] > 0)
    // After 100 s idle only `capacity` tokens are available, not 1,000.
    let later = (0..<4).map { _ in bucket.reserve(at: 100) }
    #expect(later.prefix(3).allSatisfy { $0 == 0 })
    #expect(later[3] > 0)
  }

  @Test(arguments: [(qps: 50.0, seconds: 10.0), (qps: 5.0, seconds: 60.0), (qps: 0.5, seconds: 100.0)])
  func reservationsNeverExceedTheRateOverAnyWindow(qps: Double, seconds: Double) {
    var limit = EndpointRateLimit(qps: qps, qpm: nil, now: 0)
    var sendTimes: [Double] = []
    var clock = 0.0
    // Callers arrive faster than the rate; each sends at now + wait.
    while clock < seconds {
      sendTimes.append(clock + limit.reserve(at: clock))
      clock += 1 / (qps * 3)
    }
    let burst = max(1, qps / 10)
    for start in stride(from: 0.0, to: seconds - 1, by: 0.25) {
      let inWindow = sendTimes.filter { $0 >= start && $0 < start + 1 }.count
      #expect(Double(inWindow) <= qps + burst + 0.001)
    }
  }

  @Test func perMinuteLimitCapsAHighPerSecondRate() {
    var limit = EndpointRateLimit(qps: 100, qpm: 600, now: 0)
    #expect(limit.effectiveQPS == 10)
    let times = (0..<601).map { _ in limit.reserve(at: 0) }
    // 600 requests per minute with a one-second burst (10): the 601st waits (601 - 10) / 10 s.
    #expect(abs(times[600] - 59.1) < 1e-6)
    // The per-second pacing (100/s, no burst) still spaces the first ten.
    #expect(abs(times[9] - 0.09) < 1e-9)
  }

  @Test func adaptiveRateCutsOncePerHoldThenRecovers() {
    var rate = AdaptiveRate()
    let firstCut = rate.rateLimited(at: 10)
    #expect(firstCut)
    #expect(rate.factor == 0.9)
    // Answers already in flight do not cut again within the hold time.
    let cutDuringHold = rate.rateLimited(at: 10.5)
    #expect(!cutDuringHold)
    #expect(rate.factor == 0.9)
    let secondCut = rate.rateLimited(at: 11.2)
    #expect(secondCut)
    // 0.2 s of calm after the hold (+0.004), then the cut: (0.9 + 0.004) × 0.9.
    #expect(abs(rate.factor - 0.8136) < 1e-9)
    // Calm: +0.02 per second once the hold after the last cut is over, back to full speed.
    rate.recover(at: 12.2)
    #expect(abs(rate.factor - 0.8136) < 1e-9)
    rate.recover(at: 14.2)
    #expect(abs(rate.factor - 0.8536) < 1e-9)
    rate.recover(at: 100)
    #expect(rate.factor == 1)
  }

  @Test func adaptiveRateNeverDropsBelowTheFloor() {
    var rate = AdaptiveRate()
    for second in 0..<100 { rate.rateLimited(at: Double(second)) }
    #expect(rate.factor == rate.minimumFactor)
  }

  @Test func endpointLimitSlowsDownAfterRateLimitAndSpeedsUpAgain() {
    var limit = EndpointRateLimit(qps: 50, qpm: nil, now: 0)
    limit.rateLimited(at: 1)
    #expect(limit.effectiveQPS == 45)
    _ = limit.reserve(at: 30)
    #expect(limit.effectiveQPS == 50)
  }

  @Test func headroomScalesTheLimitsAndNoBurstAtStart() {
    var limit = EndpointRateLimit(qps: 50, qpm: nil, headroom: 0.95, now: 0)
    #expect(limit.effectiveQPS == 47.5)
    let waits = (0..<3).map { _ in limit.reserve(at: 0) }
    #expect(waits[0] == 0)
    #expect(abs(waits[1] - 1 / 47.5) < 1e-9)
    #expect(abs(waits[2] - 2 / 47.5) < 1e-9)
  }

  @Test func configurationDefaultsFollowGoogleQuotas() {
    var configuration = GoogleConfiguration(apiKey: "k")
    #expect(configuration.limits(for: .searchText).qpm == 600)
    #expect(configuration.limits(for: .geocode).qpm == 3000)
    configuration.qps = 50
    #expect(configuration.limits(for: .searchText).qps == 50)
    #expect(configuration.limits(for: .searchText).qpm == nil)
  }
}
