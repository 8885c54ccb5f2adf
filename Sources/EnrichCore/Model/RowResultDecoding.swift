/// Reading rows back from their JSON form: the run journal stores each finished row's JSON
/// and a resumed run writes it again, so decoding must give back everything `jsonValue`
/// writes. Members a newer version added land in `extra`, never lost.
extension RowResult {
  /// Rebuilds a result for `record` from a row object written by `jsonValue`.
  package init?(json: JSONValue, record: InputRecord) {
    guard let members = json.objectValue, let status = json["status"]?.stringValue.flatMap(RowStatus.init)
    else {
      return nil
    }
    self.init(record: record, status: status)
    method = json["method"]?.stringValue.flatMap(MatchMethod.init)
    provider = json["provider"]?.stringValue
    query = json["query"]?.stringValue
    confidence = json["confidence"]?.doubleValue
    ambiguous = json["ambiguous"]?.boolValue
    subpremise = json["subpremise"]?.stringValue
    place = json["place"].flatMap { Place(json: $0) }
    geocode = json["geocode"].flatMap { Place(json: $0) }
    candidates = json["candidates"]?.arrayValue?.compactMap(Candidate.init(json:)) ?? []
    warnings = json["warnings"]?.arrayValue?.compactMap(\.stringValue) ?? []
    if let error = json["error"], let code = error["code"]?.stringValue {
      self.error = RowError(code: code, message: error["message"]?.stringValue ?? "")
    }
    let known: Set<String> = [
      "row", "input", "status", "method", "provider", "query", "confidence", "ambiguous", "subpremise",
      "place", "geocode", "candidates", "warnings", "error",
    ]
    extra = members.filter { !known.contains($0.key) }
  }
}

extension Candidate {
  package init?(json: JSONValue) {
    guard let place = Place(json: json), let confidence = json["confidence"]?.doubleValue else { return nil }
    var bare = place
    bare.extra = bare.extra.filter { $0.key != "confidence" && $0.key != "distanceMeters" }
    self.init(place: bare, confidence: confidence, distanceMeters: json["distanceMeters"]?.doubleValue)
  }
}
