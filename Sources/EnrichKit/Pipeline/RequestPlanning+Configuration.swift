import EnrichCore

extension RequestPlanning {
  /// The planning of `configuration`, with the verdict memories of its opened providers.
  package static func of(_ configuration: PipelineConfiguration, memories: [DecisionMemory])
    -> RequestPlanning
  {
    var planning = RequestPlanning(
      plugins: configuration.providers,
      memories: Dictionary(memories.map { ($0.provider, $0) }, uniquingKeysWith: { first, _ in first }),
      openStatus: configuration.stages.contains { $0 is OpenStatusSettings },
      scorer: MatchScorer.judging(configuration.stages.lazy.compactMap { $0 as? SearchSettings }.first))
    // A run's memories share its one store, and so does the history of the runs before.
    planning.history = FallbackHistory(
      noteText: memories.first?.store.runNote(named: FallbackHistory.noteName))
    return planning
  }
}
