import EnrichCore

/// Where a decision's steps go: a run asks (`RunLedger`), a plan records what would be asked
/// (`PlanLedger`). Both go through the one decision (`decide`) and cascade (`cascade`) below,
/// so the plan `--dry-run` prints and the budget holds is the plan the run carries out.
package protocol DecisionLedger: Sendable {
  /// How the question's decision is reached (`RequestPlanning.choice`); a run in a fleet claims
  /// the question first (`claimed`: it must `finish` it).
  func choice<J>(_ question: ProviderQuestion<J>) async throws -> (
    choice: RequestPlanning.Choice, claimed: Bool
  )
  /// Lets a fleet's other workers go on with a claimed question.
  func finish<J>(_ question: ProviderQuestion<J>)
  /// A kept verdict decides without a request; whether its outcome is known at this step of the
  /// row (a plan after a request whose answer is not known yet cannot tell).
  func recalled<J>(_ question: ProviderQuestion<J>, _ verdict: Verdict) -> Bool
  /// The kept candidates by ID: fetched (a run) or recorded (a plan).
  func fetch<J>(_ ids: [String], content: AnswerContent, for question: ProviderQuestion<J>, verdict: Verdict)
    async throws -> Fetched
  /// The kept candidates asked again gave the verdict's decision again.
  func decidedAgain<J>(_ question: ProviderQuestion<J>)
  /// Asks the question: its judgement (a run, which keeps the verdict), or nil (a plan records it).
  func ask<J>(_ question: ProviderQuestion<J>) async throws -> J?
}

/// What fetching kept candidates by ID gave.
package enum Fetched: Sendable {
  /// The places, in the order asked (fewer when one is gone).
  case places([ProviderPlace])
  /// Only recorded: the verdict's outcome stands (`known`) or is not known at this step.
  case recorded(known: Bool)
}

extension DecisionLedger {
  /// The decision on `question`, reached the cheapest way the kept verdicts allow: a kept
  /// verdict alone, its candidates asked again by ID (when they give the same decision), or the
  /// question asked (and its verdict kept). A provider that keeps no verdicts is just asked.
  package func decide<J>(_ question: ProviderQuestion<J>) async throws -> DecisionOutcome<J> {
    guard question.verdictKey != nil else { return try await asked(question) }
    let (choice, claimed) = try await choice(question)
    defer { if claimed { finish(question) } }
    switch choice {
    case .decided(let verdict):
      return recalled(question, verdict) ? .known(question.recall(verdict)) : .unknown
    case .byID(let ids, let content, let verdict):
      switch try await fetch(ids, content: content, for: question, verdict: verdict) {
      case .recorded(let known):
        return known ? .known(question.recall(verdict)) : .unknown
      case .places(let places):
        // The provider's data changed when a place is gone or the judgement differs: ask again.
        if places.count == ids.count, let rejudge = question.rejudge {
          let judgement = rejudge(places)
          if question.status(judgement) == verdict.status {
            decidedAgain(question)
            return .known(judgement)
          }
        }
      }
    case .ask:
      break
    }
    return try await asked(question)
  }

  private func asked<J>(_ question: ProviderQuestion<J>) async throws -> DecisionOutcome<J> {
    try await ask(question).map { .known($0) } ?? .unknown
  }

  /// Puts `question` to each provider of a cascade in order (`each` sees every outcome) until a
  /// known judgement `settles` the row; a provider for which the stage has no question is passed.
  package func cascade<J>(
    _ providers: [String], question: (String) -> ProviderQuestion<J>?, settles: (J) -> Bool,
    each: (String, DecisionOutcome<J>) throws -> Void = { _, _ in }
  ) async throws {
    for provider in providers {
      guard let question = question(provider) else { continue }
      let outcome = try await decide(question)
      try each(provider, outcome)
      if case .known(let judgement) = outcome, settles(judgement) { return }
    }
  }
}
