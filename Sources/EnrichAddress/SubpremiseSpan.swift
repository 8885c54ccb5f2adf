/// A piece of the input that names a subpremise, with the slightly wider range to cut out of
/// the building address (a dash before `5º`, the slash after the `3` of `3/15`).
struct SubpremiseSpan: Sendable, Equatable {
  var kind: SubpremiseKind
  /// The subpremise text as it appears in the input.
  var range: Range<String.Index>
  /// What to remove from the input to leave the building address.
  var removal: Range<String.Index>

  init(kind: SubpremiseKind, range: Range<String.Index>, removal: Range<String.Index>? = nil) {
    self.kind = kind
    self.range = range
    self.removal = removal ?? range
  }

  /// How specific a kind is, so a merged `Bldg 171, Ste 7002` reports the suite.
  var specificity: Int {
    switch kind {
    case .apartment, .flat, .room, .suite, .unit, .lot, .door, .mailbox: return 3
    case .floor: return 2
    case .staircase: return 1
    case .building, .conscriptionNumber: return 0
    }
  }
}
