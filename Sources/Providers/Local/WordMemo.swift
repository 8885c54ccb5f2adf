import EnrichCore

/// Answers about words (the provider asks for every word of every query).
typealias WordMemo<Value: Sendable> = BoundedMemo<String, Value>
