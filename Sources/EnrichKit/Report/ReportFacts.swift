import EnrichCore

/// What the run knows when it ends, beside the rows: the header, the summary, the requests
/// made with their list prices, retries and rate-limit answers, the input and the outputs.
package struct ReportFacts: Sendable {
  /// Requests to one endpoint and what they cost at list price.
  package struct Requests: Sendable, Equatable {
    /// The endpoint's key (`google.places:searchText`) and its provider (`google`).
    package var endpoint: String
    package var provider: String
    /// The SKU the provider bills them under (nil: the endpoint's one price, or free).
    package var sku: String?
    package var count: Int
    /// Requests that are billed (refused ones are not).
    package var billable: Int
    /// Nil when the endpoint is free.
    package var perThousandUSD: Double?

    package init(
      endpoint: String, provider: String, sku: String?, count: Int, billable: Int, perThousandUSD: Double?
    ) {
      self.endpoint = endpoint
      self.provider = provider
      self.sku = sku
      self.count = count
      self.billable = billable
      self.perThousandUSD = perThousandUSD
    }

    package var costUSD: Double { (perThousandUSD ?? 0) * Double(billable) / 1000 }
  }

  package var header: RunHeader
  package var summary: RunSummary
  package var inputName: String
  package var outputs: [String]
  /// The search stage's threshold, drawn on the confidence histogram.
  package var minConfidence: Double?
  package var requests: [Requests]
  package var retries: Int
  package var rateLimited: Int

  package init(
    header: RunHeader, summary: RunSummary, inputName: String, outputs: [String], minConfidence: Double?,
    requests: [Requests], retries: Int, rateLimited: Int
  ) {
    self.header = header
    self.summary = summary
    self.inputName = inputName
    self.outputs = outputs
    self.minConfidence = minConfidence
    self.requests = requests
    self.retries = retries
    self.rateLimited = rateLimited
  }

  package var totalRequests: Int { requests.reduce(0) { $0 + $1.count } }

  /// The summary's estimate when it has one, else the sum of the priced requests.
  package var costUSD: Double { summary.estimatedCostUSD ?? requests.reduce(0) { $0 + $1.costUSD } }

  /// Requests and cost per SKU (free endpoints under their own name), in first-seen order.
  package var bySKU: [(sku: String, count: Int, costUSD: Double)] {
    var order: [String] = []
    var totals: [String: (Int, Double)] = [:]
    for request in requests {
      let key =
        request.sku ?? (request.perThousandUSD == nil ? "free (\(request.provider))" : request.endpoint)
      if totals[key] == nil { order.append(key) }
      let current = totals[key] ?? (0, 0)
      totals[key] = (current.0 + request.count, current.1 + request.costUSD)
    }
    return order.map { ($0, totals[$0]?.0 ?? 0, totals[$0]?.1 ?? 0) }
  }
}
