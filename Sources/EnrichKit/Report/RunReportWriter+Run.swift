import EnrichCore
import EnrichFormats

extension RunReportWriter {
  /// The report of a run of `configuration`, reading the run's request counters and prices
  /// when it ends.
  package static func make(path: String, configuration: PipelineConfiguration, metrics: ProviderMetrics)
    throws
    -> RunReportWriter
  {
    let pricing = RunPricing(configuration.providers)
    let minConfidence = configuration.stages.lazy.compactMap { $0 as? SearchSettings }.first?.minConfidence
    let inputName = configuration.input.path == "-" ? "<stdin>" : configuration.input.path
    let outputs = configuration.outputs.map(\.path)
    return try RunReportWriter(path: path) { header, summary in
      let snapshot = metrics.snapshot
      let requests = Self.requestLines(snapshot, pricing: pricing)
      return ReportFacts(
        header: header, summary: summary, inputName: inputName, outputs: outputs,
        minConfidence: minConfidence,
        requests: requests, retries: snapshot.retries, rateLimited: snapshot.rateLimited)
    }
  }

  /// One line per endpoint, or per endpoint and SKU for answered requests of priced
  /// providers; refused requests count on the endpoint's first line but are not billable.
  static func requestLines(_ snapshot: ProviderMetrics.Snapshot, pricing: RunPricing) -> [ReportFacts
    .Requests]
  {
    let billable = snapshot.billableRequests
    var billedByEndpoint: [RequestEndpoint: [(BilledRequest, Int)]] = [:]
    for (request, count) in snapshot.billed {
      billedByEndpoint[pricing.endpoint(of: request), default: []].append((request, count))
    }
    return snapshot.requests.keys.sorted().flatMap { endpoint -> [ReportFacts.Requests] in
      let sent = snapshot.requests[endpoint] ?? 0
      guard let billed = billedByEndpoint[endpoint]?.sorted(by: { $0.0 < $1.0 }), !billed.isEmpty else {
        return [
          ReportFacts.Requests(
            endpoint: endpoint.key, provider: endpoint.provider, sku: nil, count: sent,
            billable: billable[endpoint] ?? 0, perThousandUSD: nil)
        ]
      }
      let unbilled = max(0, sent - billed.reduce(0) { $0 + $1.1 })
      return billed.enumerated().map { index, entry in
        let price = pricing.pricing(of: entry.0)
        return ReportFacts.Requests(
          endpoint: endpoint.key, provider: endpoint.provider, sku: price?.sku,
          count: entry.1 + (index == 0 ? unbilled : 0), billable: entry.1,
          perThousandUSD: price?.perThousandUSD)
      }
    }
  }
}
