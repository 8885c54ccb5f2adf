import EnrichCore
import Testing

/// Memos keep what is asked again, up to their bound, and never a megabyte text as a key.
@Suite struct BoundedMemoTests {
  @Test func keepsValuesUpToItsBoundThenStartsAgain() {
    let memo = BoundedMemo<Int, String>(capacity: 2)
    memo.insert("one", for: 1)
    memo.insert("two", for: 2)
    #expect(memo.value(for: 1) == "one")
    memo.insert("three", for: 3)  // full: emptied, then this one kept
    #expect(memo.value(for: 1) == nil)
    #expect(memo.value(for: 3) == "three")
  }

  @Test func aTextLongerThanTheLimitIsNotKept() {
    let memo = BoundedMemo<String, Int>(capacity: 10)
    let long = String(repeating: "x", count: MatchingLimits.memoizedTextBytes + 1)
    let limit = String(repeating: "x", count: MatchingLimits.memoizedTextBytes)
    #expect(memo.value(for: long, orMake: { $0.utf8.count }) == long.utf8.count)
    #expect(memo.value(for: long) == nil)
    memo.insert(limit.utf8.count, for: limit)
    #expect(memo.value(for: limit) == limit.utf8.count)
  }
}
