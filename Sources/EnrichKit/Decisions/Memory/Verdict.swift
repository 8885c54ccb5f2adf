import EnrichCore

/// What a stage decided about a row from one provider's answer, in the only terms an ID-only
/// provider's cache may keep: the place IDs of the answer (in answer order), their coordinates
/// (while the terms allow), and enrich's own judgement of them — the row's status, each
/// candidate's confidence, which one was best. No Places content is in it. A later run decides
/// from it what to ask again (a matched row: only its place, by ID) and `--offline` writes the
/// decision from it.
package struct Verdict: Sendable, Equatable {
  package struct Candidate: Sendable, Equatable {
    package var id: String
    package var confidence: Double
    package var location: Coordinate?

    package init(id: String, confidence: Double, location: Coordinate?) {
      self.id = id
      self.confidence = confidence
      self.location = location
    }
  }

  package var status: RowStatus
  package var ambiguous: Bool
  /// Every candidate of the answer, in answer order.
  package var candidates: [Candidate]
  /// Index in `candidates` of the decision's best candidate; nil when there was none.
  package var best: Int?

  package init(status: RowStatus, ambiguous: Bool, candidates: [Candidate], best: Int?) {
    self.status = status
    self.ambiguous = ambiguous
    self.candidates = candidates
    self.best = best
  }

  /// The verdict of `decision` over `scored` (the whole answer, in answer order).
  package init(_ decision: MatchScorer.Decision, scored: [MatchScorer.Scored]) {
    status = decision.status
    ambiguous = decision.ambiguous
    candidates = scored.map {
      Candidate(id: $0.candidate.place.id, confidence: $0.confidence, location: $0.candidate.place.location)
    }
    let bestID = decision.best?.candidate.place.id
    best = bestID.flatMap { id in scored.firstIndex { $0.candidate.place.id == id } }
  }

  /// The IDs a decision must see again to be made again: the best alone for a matched row
  /// (its runners-up are not written), else every candidate above the noise floor (the others
  /// never count), in answer order.
  package func idsToDecideAgain(noiseFloor: Double, listsCandidates: Bool) -> [String] {
    if status == .matched, !listsCandidates, let best { return [candidates[best].id] }
    return candidates.filter { $0.confidence >= noiseFloor }.map(\.id)
  }

  /// The decision written from the verdict alone (`--offline`): the places carry their IDs and
  /// kept coordinates only.
  package func decision(origin: Coordinate?, noiseFloor: Double) -> MatchScorer.Decision {
    let scored = candidates.map { candidate -> MatchScorer.Scored in
      let place = Place(id: candidate.id, location: candidate.location)
      return MatchScorer.Scored(
        candidate: ProviderPlace(place: place, distanceMeters: place.distance(from: origin)),
        confidence: candidate.confidence, warnings: [])
    }
    let bestScored = best.map { scored[$0] }
    var ranked = scored.filter { $0.confidence >= noiseFloor }.sorted { $0.confidence > $1.confidence }
    if let bestScored,
      let index = ranked.firstIndex(where: { $0.candidate.place.id == bestScored.candidate.place.id })
    {
      ranked.insert(ranked.remove(at: index), at: 0)
    }
    return MatchScorer.Decision(
      status: status, best: bestScored, ambiguous: ambiguous, ranked: Array(ranked.prefix(5)))
  }

  // MARK: Stored form

  /// `{"verdict": {"status", "ambiguous", "ids", "confidences", "best"}}`.
  var payload: String {
    var object = JSONObjectBuilder()
    object.add("status", status.rawValue)
    object.add("ambiguous", ambiguous)
    object.add("ids", .array(candidates.map { .string($0.id) }))
    object.add("confidences", .array(candidates.map { .number($0.confidence) }))
    object.add("best", best)
    return JSONText.compact(.object([JSONMember("verdict", object.value)]))
  }

  /// Coordinates aligned with the IDs, in the cache's `points` form.
  var coordinates: String? {
    CachePayload.coordinates(of: candidates.map { Place(id: $0.id, location: $0.location) })
  }

  /// The verdict of a stored entry; nil when it does not read.
  init?(entry: CacheEntry) {
    guard let json = CachePayload.parse(entry.payload)?["verdict"],
      let status = json["status"]?.stringValue.flatMap(RowStatus.init(rawValue:)),
      let stored = CachePayload.idsAndCoordinates(
        CacheEntry(
          payload: JSONText.compact(.object([JSONMember("ids", json["ids"] ?? .null)])),
          coordinates: entry.coordinates, storedAt: entry.storedAt)),
      let confidences = json["confidences"]?.arrayValue.flatMap({ CachePayload.all($0, CachePayload.number) }
      ),
      confidences.count == stored.count
    else { return nil }
    let best = json["best"]?.doubleValue.map { Int($0) }
    if let best, !stored.indices.contains(best) { return nil }
    self.status = status
    ambiguous = json["ambiguous"] == .bool(true)
    candidates = zip(stored, confidences).map { Candidate(id: $0.id, confidence: $1, location: $0.location) }
    self.best = best
  }
}
