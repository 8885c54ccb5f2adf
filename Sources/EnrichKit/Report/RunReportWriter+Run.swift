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
      let billable = snapshot.billableRequests
      let requests = snapshot.requests.keys.sorted().map { endpoint in
        let price = pricing.pricing(of: endpoint)
        return ReportFacts.Requests(
          endpoint: endpoint.key, provider: endpoint.provider, sku: price?.sku,
          count: snapshot.requests[endpoint] ?? 0,
          billable: billable[endpoint] ?? 0, perThousandUSD: price?.perThousandUSD)
      }
      return ReportFacts(
        header: header, summary: summary, inputName: inputName, outputs: outputs,
        minConfidence: minConfidence,
        requests: requests, retries: snapshot.retries, rateLimited: snapshot.rateLimited)
    }
  }
}
