import Foundation
import Synchronization

/// Request coalescing across the workers of a fleet: before paying for a request whose answer
/// (or verdict) is not in the shared store, a worker claims its key; a worker that finds the key
/// claimed by another live worker waits for that worker's answer to appear in the store (polled
/// with a growing pause, at most the lease's lifetime a few times over) instead of paying again.
/// A lease whose worker died (SIGKILL, power loss) expires and is taken over; a restarted worker
/// keeps its name, so it takes its own leases back at once.
package final class FleetLeases: FleetTurns {
  private let leases: PostgresLeases
  /// Held keys, each with the timer that renews its lease while the request is slow (retries,
  /// a long backoff), so a live worker is never taken for dead: released when the answer is
  /// stored or the request failed.
  private let held = Mutex([String: any DispatchSourceTimer]())
  /// Renewals run on a queue of their own, not in the tasks' thread pool: rows busy in
  /// blocking calls there must not keep a lease from being renewed.
  private let renewals = DispatchQueue(label: "enrich-lease-renewal")
  /// Database trouble while coalescing is told once; the worker then asks instead of waiting.
  private let failed = Mutex(false)
  private let warn: @Sendable (String) -> Void

  package init(_ leases: PostgresLeases, warn: @escaping @Sendable (String) -> Void = { _ in }) {
    self.leases = leases
    self.warn = warn
  }

  deinit {
    held.withLock { held in
      for renewal in held.values { renewal.cancel() }
    }
  }

  /// Waits until `answered()` (the answer is in the shared store) or this worker holds `key`.
  package func turn(for key: CacheKey, answered: () -> Bool) async throws -> FleetTurn {
    let text = key.description
    let deadline = Date().addingTimeInterval(max(1, leases.duration) * 4)
    var pause = 0.01
    while true {
      if answered() { return .answered }
      do {
        if try leases.claim(text) {
          // The holder may have stored its answer and let go between the look and the claim.
          if answered() {
            try? leases.release(text)
            return .answered
          }
          hold(text)
          return .mine
        }
      } catch {
        if failed.withLock({ flag in
          defer { flag = true }; return !flag
        }) {
          warn("shared state: cannot coordinate requests with other workers (\(error.message)); asking alone")
        }
        return .mine
      }
      // A lease outliving its worker several times over is a stuck worker: ask rather than hang.
      if Date() > deadline { return .mine }
      try await Task.sleep(for: .seconds(pause))
      pause = min(pause * 2, 0.25)
    }
  }

  /// Lets go of `key` (its answer is stored, or its request failed), if this worker holds it.
  package func finish(_ key: CacheKey) {
    let text = key.description
    guard let renewal = held.withLock({ $0.removeValue(forKey: text) }) else { return }
    renewal.cancel()
    try? leases.release(text)
  }

  /// Keeps `text`'s lease alive, a third of its lifetime before it would expire, until `finish`.
  private func hold(_ text: String) {
    let pause = max(0.1, leases.duration / 3)
    let queue = renewals
    held.withLock { held in
      let renewal = DispatchSource.makeTimerSource(queue: queue)
      renewal.schedule(deadline: .now() + pause, repeating: pause)
      renewal.setEventHandler { [weak self] in self?.renew(text) }
      renewal.resume()
      held[text] = renewal
    }
  }

  /// Under the lock, so a renewal never lands after `finish` let the key go.
  private func renew(_ text: String) {
    held.withLock { held in
      guard held[text] != nil else { return }
      _ = try? leases.claim(text)
    }
  }
}
