/// A rate limit shared by every worker of a fleet (`--state postgresql://…`), which a provider
/// paces its requests with besides its own per-process limiter, so N workers on one quota send
/// one quota's worth of requests. The engine supplies it through `ProviderContext`; it names no
/// vendor: a provider picks its endpoint keys (`google:searchText`) and their rates.
package protocol SharedRatePacer: Sendable {
  /// Waits until one request to `endpoint` may start at no more than `perSecond` requests a
  /// second across the fleet.
  func acquire(_ endpoint: String, perSecond: Double) async throws
}
