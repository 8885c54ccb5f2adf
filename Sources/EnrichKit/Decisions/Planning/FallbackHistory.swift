import EnrichCore

/// What earlier runs on a cache showed about the requests a plan can only call possible (a
/// geocode fallback after a search that finds nothing, a later provider of a cascade): of the
/// possible requests they planned, the share they made, by what each is billed as. A plan
/// expects that share of its own possible requests (`PlanTally.expected`), so the dry run of a
/// night whose rows are partly new estimates their fallbacks from the nights before; with no
/// history it expects only its certain requests and says how many more there can be.
///
/// Kept in the cache as a run note: counts of the run's own requests, no provider content.
/// Older runs weigh half as much at each new run, so the share follows the input as it changes.
package struct FallbackHistory: Sendable, Equatable {
  package struct Share: Sendable, Equatable {
    package var possible: Double
    package var made: Double
  }

  /// By `BilledRequest.description`.
  package private(set) var shares: [String: Share] = [:]

  package static let noteName = "plan.fallbacks"
  /// The weight of the runs before the newest, per run.
  static let decay = 0.5
  /// Less evidence than this many possible requests says too little to expect anything from.
  static let minimumEvidence = 20.0

  package init() {}

  /// Adds a finished run: it planned `tally` and made `made` (by what each was billed as).
  /// The possible requests made are those beyond the certain ones.
  package mutating func learn(planned tally: PlanTally, made: [BilledRequest: Int]) {
    for (billed, possible) in tally.possible where possible > 0 {
      let extra = min(possible, max(0, (made[billed] ?? 0) - (tally.requests[billed] ?? 0)))
      let before = shares[billed.description] ?? Share(possible: 0, made: 0)
      shares[billed.description] = Share(
        possible: before.possible * Self.decay + Double(possible),
        made: before.made * Self.decay + Double(extra))
    }
  }

  /// The share of `billed`'s possible requests earlier runs made; nil when they say too little.
  package func share(of billed: BilledRequest) -> Double? {
    guard let share = shares[billed.description], share.possible >= Self.minimumEvidence else { return nil }
    return min(1, share.made / share.possible)
  }

  package var isEmpty: Bool { shares.isEmpty }

  /// The note's text: `{"<billed>": [possible, made], …}`, members sorted.
  package var noteText: String {
    JSONText.compact(
      .object(
        shares.keys.sorted().map { key in
          let share = shares[key] ?? Share(possible: 0, made: 0)
          return JSONMember(key, .array([.number(share.possible), .number(share.made)]))
        }))
  }

  /// The history a note holds; an empty one for a note that does not parse (a note only
  /// sharpens estimates, so a damaged one is forgotten, not an error).
  package init(noteText: String?) {
    guard let noteText, let value = try? JSONParser.parse(noteText, maxDepth: 4),
      let members = value.objectValue
    else { return }
    for member in members {
      guard let pair = member.value.arrayValue, pair.count == 2, let possible = pair[0].doubleValue,
        let made = pair[1].doubleValue, possible >= 0, made >= 0
      else { continue }
      shares[member.key] = Share(possible: possible, made: made)
    }
  }
}
