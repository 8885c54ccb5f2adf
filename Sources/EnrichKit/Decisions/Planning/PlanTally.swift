import EnrichCore

/// Row plans added up: requests by what they are billed as, identical requests once (the run
/// shares them; a possible one identical to a certain one is not counted again). Possible
/// requests are the upper bound; `expected` adds the share of them earlier runs made.
package struct PlanTally: Sendable {
  package var rows = 0
  /// Requests the plan makes for certain, by what they are billed as.
  package var requests: [BilledRequest: Int] = [:]
  /// Requests that depend on answers not known yet (fallbacks, later providers, hours).
  package var possible: [BilledRequest: Int] = [:]
  package var duplicates = 0
  package var answeredFromCache = 0
  package var offlineMisses = 0
  private var seen: Set<CacheKey> = []
  private var seenPossible: Set<CacheKey> = []

  package init() {}

  package mutating func add(_ plan: RowPlan) {
    rows += 1
    answeredFromCache += plan.answeredFromCache
    offlineMisses += plan.offlineMisses
    for request in plan.requests {
      if request.isConditional {
        if !seen.contains(request.key), seenPossible.insert(request.key).inserted {
          possible[request.billed, default: 0] += 1
        }
      } else if seen.insert(request.key).inserted {
        requests[request.billed, default: 0] += 1
      } else {
        duplicates += 1
      }
    }
  }

  /// The list cost of the certain requests.
  package func cost(_ planning: RequestPlanning) -> Double { Self.cost(requests, planning) }

  /// The list cost if every possible request is made too.
  package func maximumCost(_ planning: RequestPlanning) -> Double {
    cost(planning) + Self.cost(possible, planning)
  }

  /// The certain requests and the share of the possible ones that earlier runs on this cache
  /// made (`RequestPlanning.history`); nil when the history says nothing about any of them.
  package func expected(_ planning: RequestPlanning) -> [BilledRequest: Int]? {
    var counts = requests
    var learned = false
    for (billed, count) in possible {
      guard let share = planning.history.share(of: billed) else { continue }
      learned = true
      counts[billed, default: 0] += Int((share * Double(count)).rounded())
    }
    return learned ? counts : nil
  }

  package static func cost(_ counts: [BilledRequest: Int], _ planning: RequestPlanning) -> Double {
    counts.reduce(0) { $0 + planning.cost($1.key.provider, $1.key.kind, $1.key.content) * Double($1.value) }
  }

  /// Certain requests by endpoint key (`google.places:searchText`).
  package func requestsByEndpoint(_ planning: RequestPlanning) -> [String: Int] {
    Self.byEndpoint(requests, planning)
  }

  static func byEndpoint(_ counts: [BilledRequest: Int], _ planning: RequestPlanning) -> [String: Int] {
    counts.reduce(into: [:]) { $0[planning.endpoint(of: $1.key).key, default: 0] += $1.value }
  }

  /// One line per endpoint and SKU: `{endpoint, sku, perThousandUSD, requests, possible}`.
  package func lines(_ planning: RequestPlanning) -> [PlanLine] {
    let expected = expected(planning)
    return Set(requests.keys).union(possible.keys).map { billed in
      let pricing = planning.pricing(billed.provider, billed.kind, billed.content)
      return PlanLine(
        endpoint: planning.endpoint(of: billed).key, sku: pricing?.sku,
        perThousandUSD: pricing?.perThousandUSD,
        requests: requests[billed] ?? 0, possible: possible[billed] ?? 0,
        expected: possible[billed] == nil ? nil : expected?[billed])
    }.sorted { ($0.endpoint, $0.sku ?? "") < ($1.endpoint, $1.sku ?? "") }
  }
}

/// One endpoint and SKU of a plan.
package struct PlanLine: Sendable, Equatable {
  package var endpoint: String
  package var sku: String?
  /// nil: free.
  package var perThousandUSD: Double?
  package var requests: Int
  package var possible: Int
  /// The certain requests and the share of the possible ones earlier runs made; nil without
  /// possible requests or a history of them.
  package var expected: Int?
}
