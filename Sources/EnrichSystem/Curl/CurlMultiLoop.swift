import CCurl
import Foundation
import Synchronization

/// Runs every transfer of one client on a single thread through libcurl's multi interface:
/// many requests in flight at once, one connection cache (keep-alive, HTTP/2 multiplexing).
///
/// `@unchecked Sendable` because the multi handle and the transfer table are touched only by
/// the loop's own thread; other threads reach it only through `inbox` (a `Mutex`) and
/// `curl_multi_wakeup`, which libcurl documents as callable from any thread.
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe final class CurlMultiLoop: @unchecked Sendable {
  /// A submitted request on its way to the loop thread (Sendable, unlike `CurlTransfer`).
  struct Submission: Sendable {
    var id: UInt64
    var request: HTTPRequest
    var continuation: CheckedContinuation<HTTPResponse, any Error>
  }

  private struct Inbox {
    var pending: [Submission] = []
    var cancelled: Set<UInt64> = []
    var shuttingDown = false
    var nextID: UInt64 = 0
  }

  private let multi: UnsafeMutableRawPointer
  private let configuration: HTTPClientConfiguration
  private let inbox = Mutex(Inbox())
  // Loop-thread state.
  private var active: [UnsafeMutableRawPointer: CurlTransfer] = unsafe [:]
  private var idleHandles: [UnsafeMutableRawPointer] = unsafe []

  init(configuration: HTTPClientConfiguration) throws(CurlError) {
    CurlRuntime.initialize()
    guard let multi = unsafe curl_multi_init() else {
      throw CurlError(kind: .setup, code: 0, message: "curl_multi_init failed", url: "")
    }
    unsafe self.multi = multi
    self.configuration = configuration
    _ = unsafe ccurl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, max(1, configuration.maxConnections))
    _ = unsafe ccurl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
  }

  func start() {
    let thread = Thread { [self] in run() }
    thread.name = "enrich.curl"
    thread.start()
  }

  func nextID() -> UInt64 {
    inbox.withLock {
      $0.nextID += 1
      return $0.nextID
    }
  }

  func submit(_ submission: Submission) {
    let accepted = inbox.withLock { state -> Bool in
      if state.shuttingDown { return false }
      state.pending.append(submission)
      return true
    }
    guard accepted else {
      submission.continuation.resume(
        throwing: CurlError(
          kind: .shutdown, code: 0, message: "HTTP client shut down", url: submission.request.url))
      return
    }
    unsafe curl_multi_wakeup(multi)
  }

  func cancel(_ id: UInt64) {
    inbox.withLock { _ = $0.cancelled.insert(id) }
    unsafe curl_multi_wakeup(multi)
  }

  func shutdown() {
    inbox.withLock { $0.shuttingDown = true }
    unsafe curl_multi_wakeup(multi)
  }

  private func run() {
    var running: Int32 = 0
    while true {
      let (newTransfers, cancelled, shuttingDown) = inbox.withLock { state in
        defer {
          state.pending.removeAll()
          state.cancelled.removeAll()
        }
        return (state.pending, state.cancelled, state.shuttingDown)
      }
      for submission in newTransfers {
        add(
          CurlTransfer(id: submission.id, request: submission.request, continuation: submission.continuation),
          cancelled: cancelled)
      }
      for id in cancelled { cancelActive(id) }
      if shuttingDown {
        failAll()
        break
      }
      unsafe curl_multi_perform(multi, &running)
      collectFinished()
      // Sleeps until a socket is ready, a timeout is due or `curl_multi_wakeup` is called.
      unsafe curl_multi_poll(multi, nil, 0, 1000, nil)
    }
    unsafe idleHandles.forEach { unsafe curl_easy_cleanup($0) }
    unsafe idleHandles.removeAll()
    unsafe curl_multi_cleanup(multi)
  }

  private func add(_ transfer: CurlTransfer, cancelled: Set<UInt64>) {
    if cancelled.contains(transfer.id) {
      transfer.continuation.resume(throwing: CancellationError())
      return
    }
    guard let easy = unsafe idleHandles.popLast() ?? curl_easy_init() else {
      transfer.continuation.resume(
        throwing: CurlError(
          kind: .setup, code: 0, message: "curl_easy_init failed", url: transfer.request.url))
      return
    }
    do {
      unsafe try transfer.configure(easy, client: configuration)
    } catch {
      unsafe recycle(easy)
      transfer.continuation.resume(throwing: error)
      return
    }
    let code = unsafe curl_multi_add_handle(multi, easy)
    guard code == CURLM_OK else {
      unsafe recycle(easy)
      let message =
        unsafe curl_multi_strerror(code).map { unsafe String(cString: $0) } ?? "curl_multi_add_handle failed"
      transfer.continuation.resume(
        throwing: CurlError(
          kind: .setup, code: Int(code.rawValue), message: message, url: transfer.request.url))
      return
    }
    unsafe active[easy] = transfer
  }

  private func cancelActive(_ id: UInt64) {
    guard let (easy, transfer) = unsafe active.first(where: { unsafe $0.value.id == id }) else { return }
    unsafe curl_multi_remove_handle(multi, easy)
    unsafe active[easy] = nil
    unsafe recycle(easy)
    transfer.continuation.resume(throwing: CancellationError())
  }

  private func collectFinished() {
    var remaining: Int32 = 0
    while let message = unsafe curl_multi_info_read(multi, &remaining) {
      guard unsafe message.pointee.msg == CURLMSG_DONE, let easy = unsafe message.pointee.easy_handle else {
        continue
      }
      let result = unsafe message.pointee.data.result
      unsafe curl_multi_remove_handle(multi, easy)
      guard let transfer = unsafe active.removeValue(forKey: easy) else {
        unsafe recycle(easy)
        continue
      }
      let outcome = unsafe transfer.finish(easy, result: result)
      unsafe recycle(easy)
      transfer.continuation.resume(with: outcome.mapError { $0 as any Error })
    }
  }

  private func failAll() {
    let pending = unsafe Array(active)
    for index in unsafe pending.indices {
      let (easy, transfer) = unsafe pending[index]
      unsafe curl_multi_remove_handle(multi, easy)
      unsafe recycle(easy)
      transfer.continuation.resume(
        throwing: CurlError(
          kind: .shutdown, code: 0, message: "HTTP client shut down", url: transfer.request.url))
    }
    unsafe active.removeAll()
  }

  /// Keeps the easy handle for the next request: `curl_easy_reset` clears options but keeps
  /// its DNS and session caches; connections live in the multi handle's cache.
  private func recycle(_ easy: UnsafeMutableRawPointer) {
    unsafe curl_easy_reset(easy)
    if unsafe idleHandles.count < configuration.maxConnections {
      unsafe idleHandles.append(easy)
    } else {
      unsafe curl_easy_cleanup(easy)
    }
  }
}
