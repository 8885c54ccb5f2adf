extension OutputKinds {
  /// The kinds of file enrich writes beside its outputs: the one list the front ends use.
  package static let standard = OutputKinds([ReviewOutput.self, ReportOutput.self])
}
