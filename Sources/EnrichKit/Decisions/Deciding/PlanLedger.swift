import EnrichCore

/// The ledger of a plan: nothing is asked, every step is written into the row's plan — the
/// request itself (`askKey`), a details call per kept ID, or a decision a kept verdict gives —
/// and what the row's search will conclude (`RowPlan.outlook`). After a request whose answer
/// is not known yet, the row's outcome is not known either: later requests of the stage are
/// possible, not certain (`conditional`).
package final class PlanLedger: DecisionLedger, @unchecked Sendable {
  // Used by one stage's plan of one row at a time, never shared across tasks.
  package private(set) var plan: RowPlan
  private let planning: RequestPlanning
  /// Whether this stage's next requests depend on an answer not known yet.
  private var conditional: Bool

  package init(plan: RowPlan, planning: RequestPlanning, conditional: Bool = false) {
    self.plan = plan
    self.planning = planning
    self.conditional = conditional
  }

  package func choice<J>(_ question: ProviderQuestion<J>) async throws -> (
    choice: RequestPlanning.Choice, claimed: Bool
  ) {
    guard let key = question.verdictKey else { return (.ask, false) }
    let choice = planning.choice(
      provider: question.provider, kind: question.kind, key: key, listsCandidates: question.listsCandidates,
      noiseFloor: question.noiseFloor)
    return (choice, false)
  }

  package func finish<J>(_ question: ProviderQuestion<J>) {}

  package func recalled<J>(_ question: ProviderQuestion<J>, _ verdict: Verdict) -> Bool {
    let known = knows(question)
    if known { plan.answeredFromCache += 1 }
    settle(question, verdict, carriesHours: false)
    return known
  }

  /// Whether a kept verdict's outcome is known at this step: a row search's is not after an
  /// earlier provider's answer that is not known yet (the row may have matched there); a
  /// geocode's verdict tells its own answer whatever came before (whether the geocode runs at
  /// all is the plan's `conditional`, not the verdict's).
  private func knows<J>(_ question: ProviderQuestion<J>) -> Bool {
    !question.isRowSearch || !conditional
  }

  package func fetch<J>(
    _ ids: [String], content: AnswerContent, for question: ProviderQuestion<J>, verdict: Verdict
  ) async throws -> Fetched {
    for id in ids {
      plan.add(
        question.provider, .details, content, key: RowPlan.byIDKey(question.provider, id, content),
        conditional: conditional, planning: planning)
    }
    settle(question, verdict, carriesHours: content.contains(.openingHours))
    return .recorded(known: knows(question))
  }

  package func decidedAgain<J>(_ question: ProviderQuestion<J>) {}

  package func ask<J>(_ question: ProviderQuestion<J>) async throws -> J? {
    plan.add(
      question.provider, question.kind, question.content, key: question.askKey(), conditional: conditional,
      planning: planning)
    if question.isRowSearch { plan.outlook = .unknown }
    conditional = true
    return nil
  }

  /// A kept verdict decides the row's search (as far as the plan can tell).
  private func settle<J>(_ question: ProviderQuestion<J>, _ verdict: Verdict, carriesHours: Bool) {
    guard question.isRowSearch else { return }
    plan.outlook =
      conditional
      ? .unknown : .decided(verdict.status, provider: question.provider, carriesHours: carriesHours)
  }
}
