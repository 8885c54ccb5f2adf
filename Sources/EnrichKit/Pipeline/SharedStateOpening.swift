import EnrichCore
import EnrichSystem
import Foundation

/// Opens a run's shared state: the request cache (SQLite, or the `--state` database) and the
/// fleet's rate limiter, with errors that name the database without its password.
package enum SharedState {
  /// The store the run's cache uses: the `--state` database, else the SQLite file; nil when
  /// the cache is disabled.
  package static func openStore(
    _ configuration: PipelineConfiguration, environment: [String: String], metrics: ProviderMetrics? = nil,
    warn: @escaping @Sendable (String) -> Void = { _ in }, now: @escaping @Sendable () -> Date = { Date() }
  ) throws(PipelineError) -> (any AnswerStore)? {
    let cache = configuration.run.cache
    guard let state = configuration.run.state else {
      return try ProviderDecorators.openStore(
        cache, environment: environment, now: now, metrics: metrics, warn: warn)
    }
    guard cache.enabled else { return nil }
    do throws(PostgresError) {
      return try PostgresCacheStore(
        state, owner: owner(configuration), now: now,
        metrics: metrics, warn: warn)
    } catch {
      throw failure(state, error)
    }
  }

  /// The fleet's rate limiter in the `--state` database.
  package static func rateLimiter(_ state: StateSettings) throws(PipelineError) -> PostgresRateLimiter {
    do throws(PostgresError) {
      return try PostgresRateLimiter(uri: state.url)
    } catch {
      throw failure(state, error)
    }
  }

  /// This worker's name in the leases table: the host and its first output, which stay the
  /// same when a killed worker is started again (so it takes its own leases back at once; two
  /// live runs on one output are refused by the output's lock); the process for a stream.
  static func owner(_ configuration: PipelineConfiguration) -> String {
    let host = ProcessInfo.processInfo.hostName
    guard let output = configuration.outputs.first?.path, output != "-", !output.hasPrefix("/dev/") else {
      return "\(host):pid \(ProcessInfo.processInfo.processIdentifier)"
    }
    return "\(host):\(URL(fileURLWithPath: output).standardizedFileURL.path)"
  }

  private static func failure(_ state: StateSettings, _ error: PostgresError) -> PipelineError {
    PipelineError(.configuration, state.scrub("--state \(state.redacted): \(error.description)"))
  }
}
