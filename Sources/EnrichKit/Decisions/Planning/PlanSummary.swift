import EnrichCore

/// The summary's `plan` (and a dry run's summary file): what the run planned before each row,
/// requests by endpoint and by SKU, what is only possible, what earlier runs say to expect, and
/// the list cost of each, to the cent.
package struct PlanSummary: SummarySection {
  package static let key = "plan"

  package var rows: Int
  /// Requests the plan makes for certain, by endpoint key (`google.places:searchText`).
  package var requests: [String: Int]
  /// Requests that depend on answers not known yet, by endpoint key.
  package var possibleRequests: [String: Int]
  /// One line per endpoint and SKU (`bySKU`).
  package var lines: [PlanLine]
  package var duplicatesSkipped: Int
  /// Requests the cache already decides.
  package var cacheHits: Int
  /// Requests `--offline` cannot answer (written when there are any).
  package var offlineMisses: Int
  package var estimatedCostUSD: Double
  /// The cost if every possible request is made too.
  package var maximumCostUSD: Double
  /// The certain requests and the share of the possible ones earlier runs made, and their
  /// cost; nil when no earlier run says anything about them.
  package var expectedRequests: [String: Int]?
  package var expectedCostUSD: Double?

  package init(
    rows: Int, requests: [String: Int], possibleRequests: [String: Int], lines: [PlanLine],
    duplicatesSkipped: Int, cacheHits: Int, offlineMisses: Int, estimatedCostUSD: Double,
    maximumCostUSD: Double, expectedRequests: [String: Int]? = nil, expectedCostUSD: Double? = nil
  ) {
    self.rows = rows
    self.requests = requests
    self.possibleRequests = possibleRequests
    self.lines = lines
    self.duplicatesSkipped = duplicatesSkipped
    self.cacheHits = cacheHits
    self.offlineMisses = offlineMisses
    self.estimatedCostUSD = estimatedCostUSD
    self.maximumCostUSD = maximumCostUSD
    self.expectedRequests = expectedRequests
    self.expectedCostUSD = expectedCostUSD
  }

  /// The plan `tally` adds up, priced with `planning`'s prices.
  package init(_ tally: PlanTally, _ planning: RequestPlanning) {
    let expected = tally.expected(planning)
    self.init(
      rows: tally.rows, requests: tally.requestsByEndpoint(planning),
      possibleRequests: PlanTally.byEndpoint(tally.possible, planning), lines: tally.lines(planning),
      duplicatesSkipped: tally.duplicates, cacheHits: tally.answeredFromCache,
      offlineMisses: tally.offlineMisses,
      estimatedCostUSD: Self.cents(tally.cost(planning)),
      maximumCostUSD: Self.cents(tally.maximumCost(planning)),
      expectedRequests: expected.map { PlanTally.byEndpoint($0, planning) },
      expectedCostUSD: expected.map { Self.cents(PlanTally.cost($0, planning)) })
  }

  static func cents(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("rows", rows)
    object.add("requests", .counts(requests))
    object.add("possibleRequests", .counts(possibleRequests))
    object.add("bySKU", .array(lines.map(\.jsonValue)))
    object.add("duplicatesSkipped", duplicatesSkipped)
    object.add("cacheHits", cacheHits)
    if offlineMisses > 0 { object.add("offlineMisses", offlineMisses) }
    object.add("estimatedCostUSD", estimatedCostUSD)
    object.add("maximumCostUSD", maximumCostUSD)
    if let expectedRequests, let expectedCostUSD {
      object.add("expectedRequests", .counts(expectedRequests))
      object.add("expectedCostUSD", expectedCostUSD)
    }
    return object.value
  }

  package init?(json: JSONValue) {
    guard let rows = json["rows"]?.countValue, let requests = json["requests"]?.countsValue,
      let estimated = json["estimatedCostUSD"]?.doubleValue
    else { return nil }
    var lines: [PlanLine] = []
    for item in json["bySKU"]?.arrayValue ?? [] {
      guard let line = PlanLine(json: item) else { return nil }
      lines.append(line)
    }
    let expected = json["expectedRequests"]?.countsValue
    let expectedCost = json["expectedCostUSD"]?.doubleValue
    self.init(
      rows: rows, requests: requests, possibleRequests: json["possibleRequests"]?.countsValue ?? [:],
      lines: lines, duplicatesSkipped: json["duplicatesSkipped"]?.countValue ?? 0,
      cacheHits: json["cacheHits"]?.countValue ?? 0, offlineMisses: json["offlineMisses"]?.countValue ?? 0,
      estimatedCostUSD: estimated, maximumCostUSD: json["maximumCostUSD"]?.doubleValue ?? estimated,
      expectedRequests: expectedCost == nil ? nil : expected,
      expectedCostUSD: expected == nil ? nil : expectedCost)
  }

  /// Every part's plan added up: counts and costs summed, lines by endpoint, SKU and price.
  /// When some part has expectations, a part without any expects its certain requests (as a
  /// plan counts a possible request no earlier run says anything about).
  package static func merged(_ parts: [PlanSummary?]) -> PlanSummary? {
    let plans = parts.compactMap { $0 }
    guard !plans.isEmpty else { return nil }
    func total(_ count: (PlanSummary) -> Int) -> Int { plans.reduce(0) { $0 + count($1) } }
    func cost(_ amount: (PlanSummary) -> Double) -> Double { cents(plans.reduce(0) { $0 + amount($1) }) }
    func counts(_ of: (PlanSummary) -> [String: Int]) -> [String: Int] {
      plans.reduce(into: [:]) { sum, plan in sum.merge(of(plan), uniquingKeysWith: +) }
    }
    let expects = plans.contains { $0.expectedRequests != nil }
    return PlanSummary(
      rows: total(\.rows), requests: counts(\.requests), possibleRequests: counts(\.possibleRequests),
      lines: PlanLine.merged(plans.map(\.lines)), duplicatesSkipped: total(\.duplicatesSkipped),
      cacheHits: total(\.cacheHits), offlineMisses: total(\.offlineMisses),
      estimatedCostUSD: cost(\.estimatedCostUSD), maximumCostUSD: cost(\.maximumCostUSD),
      expectedRequests: expects ? counts { $0.expectedRequests ?? $0.requests } : nil,
      expectedCostUSD: expects ? cost { $0.expectedCostUSD ?? $0.estimatedCostUSD } : nil)
  }
}

extension PlanLine {
  var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("endpoint", endpoint)
    object.add("sku", sku)
    object.add("perThousandUSD", perThousandUSD)
    object.add("requests", requests)
    object.add("possible", possible)
    if let expected { object.add("expected", expected) }
    return object.value
  }

  init?(json: JSONValue) {
    guard let endpoint = json["endpoint"]?.stringValue, let requests = json["requests"]?.countValue else {
      return nil
    }
    self.init(
      endpoint: endpoint, sku: json["sku"]?.stringValue, perThousandUSD: json["perThousandUSD"]?.doubleValue,
      requests: requests, possible: json["possible"]?.countValue ?? 0, expected: json["expected"]?.countValue)
  }

  /// The lines of several plans, one per endpoint, SKU and price, in the order a plan lists them.
  static func merged(_ plans: [[PlanLine]]) -> [PlanLine] {
    var lines: [PlanLine] = []
    for line in plans.joined() {
      guard
        let index = lines.firstIndex(where: {
          ($0.endpoint, $0.sku, $0.perThousandUSD) == (line.endpoint, line.sku, line.perThousandUSD)
        })
      else {
        lines.append(line)
        continue
      }
      var merged = lines[index]
      if merged.expected != nil || line.expected != nil {
        merged.expected = (merged.expected ?? merged.requests) + (line.expected ?? line.requests)
      }
      merged.requests += line.requests
      merged.possible += line.possible
      lines[index] = merged
    }
    return lines.sorted {
      ($0.endpoint, $0.sku ?? "", $0.perThousandUSD ?? 0) < (
        $1.endpoint, $1.sku ?? "", $1.perThousandUSD ?? 0
      )
    }
  }
}
