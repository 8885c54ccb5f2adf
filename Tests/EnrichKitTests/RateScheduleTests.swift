import Testing

@testable import EnrichKit

/// The shared limit's arithmetic, with the clock passed in.
@Suite struct RateScheduleTests {
  @Test func startsAreSpacedByTheIntervalAndTheScheduleCarriesOn() {
    let schedule = RateSchedule(perSecond: 50)
    let first = schedule.take(3, tat: 100, now: 100)
    #expect(zip(first.starts, [100, 100.02, 100.04]).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(abs(first.tat - 100.06) < 1e-9)
    // Asked again before those have run: the next ones queue behind them.
    let second = schedule.take(2, tat: first.tat, now: 100.01)
    #expect(abs(second.starts[0] - 100.06) < 1e-9)
  }

  @Test func aQuietSpellLeavesAtMostTheBurstAsCredit() {
    let schedule = RateSchedule(perSecond: 10, burst: 5)
    // The last request was long ago: five may start at once, the sixth waits its interval.
    let taken = schedule.take(6, tat: 0, now: 1_000)
    #expect(taken.starts.filter { $0 <= 1_000 }.count == 5)
    #expect(abs(taken.starts[5] - 1_000.1) < 1e-9)
  }
}
