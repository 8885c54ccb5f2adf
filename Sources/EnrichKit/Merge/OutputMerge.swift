import EnrichCore
import EnrichFormats
import Foundation

/// `enrich merge OUT PART...`: the partial outputs of N workers (`--shard K/N`) as one output
/// in input-row order, with one summary (counts summed) and the union of the attributions.
/// Each part is already in row order, so a k-way merge streams from every part at once:
/// memory holds one row per part. The output is written like a run's (a temporary file
/// renamed into place when complete, under a lock, through the ownership rule); parts that
/// are not enrich outputs, overlap, or come from different shard counts are refused before
/// it is opened, or (rows found twice) before it is renamed.
package struct OutputMerge {
  package var parts: [String]
  package var output: OutputSettings
  /// Typed provider columns of flat outputs, for the providers the parts name.
  package var placeColumns: (_ providers: [String]) -> [PlaceColumn] = { _ in [] }
  package var now = Date()

  package init(parts: [String], output: OutputSettings) {
    self.parts = parts
    self.output = output
  }

  /// What the merge wrote: the combined summary.
  package func run() throws(PipelineError) -> RunSummary {
    guard !parts.isEmpty else {
      throw PipelineError(.configuration, "give the parts to merge: enrich merge OUT PART...")
    }
    let files = RunFiles(merging: parts, into: output)
    try files.check()
    try files.prepareFolders()
    let locks = try PipelineRun.lock(files)
    defer { locks.forEach { $0.release() } }
    // First the parts' summaries, which say the shards: an NDJSON part's sidecar holds it, a
    // JSON document's comes after its rows.
    let summaries = try parts.map { path throws(PipelineError) -> JSONValue in
      let part = try OutputPart(path: path)
      if part.summary == nil { try part.skipToEnd() }
      return part.summary ?? .object([])
    }
    try ShardCover.check(parts: parts, summaries: summaries)
    let opened = try parts.map { path throws(PipelineError) in try OutputPart(path: path) }
    let header = try Self.header(of: opened, now: now)
    let writer: any RecordWriter
    do {
      var options = output.writerOptions
      options.placeColumns = placeColumns(header.providers)
      writer = try FormatRegistry.makeWriter(path: output.path, options: options)
    } catch let error as OutputError {
      throw PipelineError(.output, "cannot write \(error.description)")
    } catch {
      throw PipelineError(.configuration, "\(error)")
    }
    do {
      var columns: [String] = []
      for field in opened.compactMap(\.current).flatMap(\.record.fields) where !columns.contains(field.name) {
        columns.append(field.name)
      }
      try writer.begin(header, inputColumns: columns)
      try Self.mergeRows(opened, into: writer)
      let summary = MergedSummary.combine(opened.map { $0.summary ?? .object([]) })
      try writer.finish(summary)
      try writer.commit()
      return summary
    } catch let error as PipelineError {
      writer.abandon()
      throw error
    } catch let error as OutputError {
      writer.abandon()
      if error.readerClosed {
        throw PipelineError(.outputClosed, "\(error.path) was closed by its reader (no output replaced)")
      }
      throw PipelineError(.output, "cannot write \(error.description) (no output replaced)")
    } catch {
      writer.abandon()
      throw PipelineError(.internal, "\(error) (no output replaced)")
    }
  }

  /// Writes the rows of every part in row order: the smallest row number next. Two parts
  /// holding one row number overlap.
  static func mergeRows(_ parts: [OutputPart], into writer: any RecordWriter) throws {
    while true {
      var next: OutputPart?
      for part in parts {
        guard let row = part.current?.record.row else { continue }
        guard let best = next, let bestRow = best.current?.record.row else {
          next = part
          continue
        }
        if row == bestRow {
          throw PipelineError(
            .configuration,
            "\(best.path) and \(part.path) both hold row \(row): parts must not overlap "
              + "(give each shard's output once; no output replaced)")
        }
        if row < bestRow { next = part }
      }
      guard let next, let row = next.current else { return }
      try writer.write(row)
      try next.advance()
    }
  }

  /// The merged output's header: the parts' generator, provider and `openAt` (which must
  /// agree), this merge's time, and the union of their attributions in first-seen order.
  static func header(of parts: [OutputPart], now: Date) throws(PipelineError) -> RunHeader {
    let first = parts[0].header
    let provider = first["provider"]?.stringValue ?? "none"
    for part in parts.dropFirst() {
      let other = part.header["provider"]?.stringValue ?? "none"
      if other != provider {
        throw PipelineError(
          .configuration,
          "\(parts[0].path) was made with provider \(provider) but \(part.path) with \(other): "
            + "merge the parts of one run")
      }
    }
    var attributions: [Attribution] = []
    for value in parts.flatMap({ $0.header["attributions"]?.arrayValue ?? [] }) {
      guard let name = value["provider"]?.stringValue, let text = value["text"]?.stringValue else { continue }
      let attribution = Attribution(
        provider: name, text: text, url: value["url"]?.stringValue, license: value["license"]?.stringValue)
      if !attributions.contains(attribution) { attributions.append(attribution) }
    }
    return RunHeader(
      generator: first["generator"]?.stringValue ?? "enrich",
      generatedAt: ISO8601DateFormatter().string(from: now),
      providers: provider == "none" ? [] : provider.split(separator: ",").map(String.init),
      openAt: first["openAt"]?.stringValue, attributions: attributions)
  }
}
