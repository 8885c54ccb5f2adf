import Synchronization

/// `TermCorrector` answers already worked out, shared by all calls of one provider. Bounded:
/// when full it is emptied and refills with the words used next, so memory stays flat on
/// inputs with many distinct words.
final class CorrectionMemo: Sendable {
  private let answers = Mutex<[String: [String]]>([:])
  /// At most this many words.
  let capacity: Int

  init(capacity: Int = 50_000) { self.capacity = capacity }

  func corrections(of word: String) -> [String]? {
    answers.withLock { $0[word] }
  }

  func insert(_ corrections: [String], for word: String) {
    answers.withLock { memo in
      if memo.count >= capacity { memo.removeAll(keepingCapacity: true) }
      memo[word] = corrections
    }
  }
}
