import Synchronization

/// Holds back the requests to an endpoint until the first one sent to it has been answered.
/// A bad key, a disabled API or billing turned off then costs one refused request instead of
/// one per row in flight, and the price is one round trip once per endpoint and run.
final class FirstAnswerGate: Sendable {
  private enum Phase {
    /// The next caller sends the first request.
    case untried
    /// The first request is on its way; these callers wait for its answer.
    case waiting([CheckedContinuation<Void, Never>])
    case open
  }

  private let phases = Mutex<[GoogleEndpoint: Phase]>([:])

  /// Returns at once when the endpoint was already answered, or with true for the caller that
  /// must send the first request (and then call `open`); others wait for that answer.
  func enter(_ endpoint: GoogleEndpoint) async -> Bool {
    let first = phases.withLock { phases -> Bool? in
      switch phases[endpoint] ?? .untried {
      case .untried:
        phases[endpoint] = .waiting([])
        return true
      case .open: return false
      case .waiting: return nil
      }
    }
    if let first { return first }
    await withCheckedContinuation { continuation in
      let resumeNow = phases.withLock { phases -> Bool in
        guard case .waiting(var waiters) = phases[endpoint] ?? .untried else { return true }
        waiters.append(continuation)
        phases[endpoint] = .waiting(waiters)
        return false
      }
      if resumeNow { continuation.resume() }
    }
    return false
  }

  /// Lets every waiting and later request to `endpoint` through.
  func open(_ endpoint: GoogleEndpoint) {
    let waiters = phases.withLock { phases -> [CheckedContinuation<Void, Never>] in
      defer { phases[endpoint] = .open }
      if case .waiting(let waiters) = phases[endpoint] ?? .untried { return waiters }
      return []
    }
    for waiter in waiters { waiter.resume() }
  }
}
