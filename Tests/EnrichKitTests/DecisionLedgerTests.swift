import EnrichCore
import EnrichTestSupport
import GoogleProvider
import Testing

@testable import EnrichKit

/// One decision, two ledgers: what a plan records for a question is what the run then asks —
/// nothing kept, a kept match asked again by ID, a kept verdict that decides alone, a kept place
/// that is gone — on a real cache file and an ID-only provider's terms.
@Suite struct DecisionLedgerTests {
  let fixture: CacheFixture
  let fake: FakeProvider

  init() throws {
    fake = FakeProvider(id: "google", answers: .invented(goneIDs: ["id-gone-1"]))
    fixture = try CacheFixture(provider: fake)
  }

  /// A run's planning over the fixture's store (a new one per run: a run does not read back
  /// the verdicts it kept itself).
  func planning() throws -> RequestPlanning {
    let memory = DecisionMemory(
      provider: "google", store: try fixture.store(),
      policy: try CachePolicy(terms: storageTerms(for: "google"), ttlDays: nil), mode: .normal,
      stamp: fixture.clock.now)
    return RequestPlanning(plugins: [GooglePlugin()], memories: ["google": memory], openStatus: false)
  }

  /// A row named `name` at Testikatu 1 whose search text is `query` (the invented provider
  /// answers a query `Q` with the places `Q 1` and `Q 2` at Testikatu 1 and 2).
  func row(_ name: String, query: String) -> RowRequest {
    var row = RowRequest()
    row.name = name
    row.street = "Testikatu"
    row.houseNumber = "1"
    row.queryText = query
    return row
  }

  func question(_ row: RowRequest, _ planning: RequestPlanning) throws -> ProviderQuestion<
    MatchScorer.Decision
  > {
    let settings = SearchSettings()
    let base = try #require(settings.request(for: row))
    return settings.question(base, row: row, provider: "google", planning: planning)
  }

  /// The plan of `row` on a fresh planning, then the run's decision on another, and the calls
  /// the provider saw.
  func planThenRun(_ row: RowRequest) async throws -> (
    plan: RowPlan, outcome: DecisionOutcome<MatchScorer.Decision>, calls: [FakeProvider.Endpoint: Int]
  ) {
    let ledger = PlanLedger(plan: RowPlan(), planning: try planning())
    _ = try await ledger.decide(try question(row, try planning()))
    let before = Dictionary(uniqueKeysWithValues: FakeProvider.Endpoint.allCases.map { ($0, fake.count($0)) })
    let running = try planning()
    let run = RunLedger(planning: running, providers: [fake], metrics: fixture.metrics)
    let outcome = try await run.decide(try question(row, running))
    let calls = Dictionary(
      uniqueKeysWithValues: FakeProvider.Endpoint.allCases.map { ($0, fake.count($0) - (before[$0] ?? 0)) })
    return (ledger.plan, outcome, calls)
  }

  func status(_ outcome: DecisionOutcome<MatchScorer.Decision>) -> RowStatus? {
    if case .known(let decision) = outcome { return decision.status }
    return nil
  }

  @Test func withNothingKeptThePlanAsksAndTheRunAsksOnce() async throws {
    let (plan, outcome, calls) = try await planThenRun(row("Regatta 1", query: "Regatta"))
    #expect(plan.requests.map(\.billed.kind) == [.searchText])
    #expect(plan.outlook == .unknown)
    #expect(calls[.searchText] == 1 && calls[.details] == 0)
    #expect(status(outcome) == .matched)
  }

  @Test func aKeptMatchIsAskedAgainByIDInThePlanAndInTheRun() async throws {
    _ = try await planThenRun(row("Regatta 1", query: "Regatta"))  // the first night keeps the verdict
    let (plan, outcome, calls) = try await planThenRun(row("Regatta 1", query: "Regatta"))
    #expect(plan.requests.map(\.billed.kind) == [.details])
    #expect(plan.outlook == .decided(.matched, provider: "google", carriesHours: false))
    #expect(calls[.searchText] == 0 && calls[.details] == 1)
    #expect(status(outcome) == .matched)
  }

  @Test func aKeptVerdictWithNothingToSeeAgainDecidesAloneInBoth() async throws {
    var far = row("Elsewhere 9", query: "Nowhere")
    far.street = "Muukatu"
    far.houseNumber = "9"
    _ = try await planThenRun(far)  // nothing found is near the row: every candidate is noise
    let hitsBefore = fixture.metrics.snapshot.cacheHits
    let (plan, outcome, calls) = try await planThenRun(far)
    #expect(plan.requests.isEmpty)
    #expect(plan.answeredFromCache == 1)
    #expect(calls.values.allSatisfy { $0 == 0 })
    #expect(fixture.metrics.snapshot.cacheHits == hitsBefore + 1)
    #expect(status(outcome) == .notFound || status(outcome) == .lowConfidence)
  }

  @Test func aKeptPlaceThatIsGoneIsAskedAgainWhole() async throws {
    _ = try await planThenRun(row("Gone 1", query: "Gone"))
    let (plan, outcome, calls) = try await planThenRun(row("Gone 1", query: "Gone"))
    // The plan cannot know the place is gone; the run finds out and searches again.
    #expect(plan.requests.map(\.billed.kind) == [.details])
    #expect(calls[.details] == 1 && calls[.searchText] == 1)
    #expect(status(outcome) != nil)
  }

  @Test func aCascadeStopsWhereTheRowSettlesInThePlanAndInTheRun() async throws {
    _ = try await planThenRun(row("Regatta 1", query: "Regatta"))
    let planning = try planning()
    let ledger = PlanLedger(plan: RowPlan(), planning: planning)
    var planned: [String] = []
    try await ledger.cascade(
      ["google", "google"], question: { _ in try? question(row("Regatta 1", query: "Regatta"), planning) },
      settles: { $0.status == .matched }
    ) { provider, _ in planned.append(provider) }
    #expect(planned == ["google"])
    let running = try self.planning()
    let run = RunLedger(planning: running, providers: [fake], metrics: fixture.metrics)
    var asked: [String] = []
    try await run.cascade(
      ["google", "google"], question: { _ in try? question(row("Regatta 1", query: "Regatta"), running) },
      settles: { $0.status == .matched }
    ) { provider, _ in asked.append(provider) }
    #expect(asked == planned)
  }
}
