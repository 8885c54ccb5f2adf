import EnrichFormats
import EnrichSystem
import Foundation

/// Every file a run reads or writes, checked before any work against the ownership rule:
/// enrich writes, replaces or deletes only files it creates for this run — the outputs it
/// was asked to write, its temporary files, and its own journal, summary, review, lock and
/// cache files, which it recognises by their content. So:
/// - a journal, summary or review path that holds anything else (or a folder) is refused;
/// - no written path may name the input, the index, the cache or another written path, however
///   it is spelled (symlinks, `..` and hard links are resolved to device + inode);
/// - no stream written in place (stdout, `/dev/fd/N`) may be open on any of the run's files: its
///   descriptor is examined, so `-o - >> in.csv` or `-o /dev/fd/3 3>>index.sqlite` is refused.
/// Each is `PipelineError.configuration` (exit 64), raised before any request or file change.
package struct RunFiles {
  /// What a path is to the run.
  package enum Role: Sendable, Equatable {
    case input, index, cache, previousOutput, output, summary, journal, summarySidecar
    /// A file of an output kind (the review file, the report).
    case sideOutput(SideOutputRole)
    /// A partial output `enrich merge` reads.
    case part

    var label: String {
      switch self {
      case .input: return "the input"
      case .index: return "the index"
      case .cache: return "the cache"
      case .previousOutput: return "the previous output (--compare)"
      case .output: return "the output"
      case .summary: return "the summary file"
      case .journal: return "the journal"
      case .sideOutput(let kind): return kind.label
      case .summarySidecar: return "the NDJSON summary sidecar"
      case .part: return "the part"
      }
    }

    /// Written (and so checked against every other path).
    var isWritten: Bool {
      switch self {
      case .output, .summary, .journal, .cache, .sideOutput, .summarySidecar: return true
      case .input, .index, .previousOutput, .part: return false
      }
    }
  }

  /// One path of the run, resolved.
  package struct Entry: Sendable {
    package var role: Role
    /// As given.
    package var path: String
    /// Absolute, with symlinks and `..` resolved.
    package var canonical: String
    /// What is there now (after symlinks; for a stream, what its descriptor is open on: `-` is
    /// stdin for the input, stdout for an output); nil when nothing is.
    package var status: FileStatus?

    init(_ role: Role, _ path: String) {
      self.role = role
      self.path = path
      canonical = path == "-" ? "-" : CanonicalPath.writeTarget(of: path)
      let descriptor = path == "-" && !role.isWritten ? 0 : OutputDestination.descriptor(of: path)
      status = descriptor.map { FileStatus.of(descriptor: $0) } ?? FileStatus.of(path)
    }

    /// Written in place rather than replaced (stdout, FIFOs, devices).
    var isStream: Bool { OutputDestination.isStream(path) }

    var described: String {
      path == "-" ? "\(role.label) (\(role.isWritten ? "stdout" : "stdin"))" : "\(role.label) \(path)"
    }
  }

  package private(set) var entries: [Entry] = []

  /// The files of `configuration`; `journalPath` is the journal it will keep, if any.
  package init(_ configuration: PipelineConfiguration, journalPath: String?, environment: [String: String]) {
    entries.append(Entry(.input, configuration.input.path))
    for provider in configuration.providers {
      entries += provider.filesRead(environment: environment).map { Entry(.index, $0) }
    }
    if let cache = configuration.cachePath(environment: environment) {
      entries.append(Entry(.cache, cache))
    }
    if let previous = configuration.stage(CompareSettings.self)?.previousOutput {
      entries.append(Entry(.previousOutput, previous))
    }
    entries += configuration.outputs.map { Entry(.output, $0.path) }
    for sidecar in configuration.outputs.compactMap(\.summarySidecarPath) {
      entries.append(Entry(.summarySidecar, sidecar))
    }
    if let summary = configuration.run.summaryPath { entries.append(Entry(.summary, summary)) }
    for output in configuration.sideOutputs {
      let kind = type(of: output)
      entries.append(
        Entry(.sideOutput(SideOutputRole(label: kind.label, isOwnFile: { kind.isOwnFile($0) })), output.path))
    }
    if let journalPath { entries.append(Entry(.journal, journalPath)) }
  }

  /// The files of `enrich merge`: the parts it reads (and an NDJSON part's sidecar) and the
  /// output it writes (with its sidecar).
  package init(merging parts: [String], into output: OutputSettings) {
    for part in parts {
      entries.append(Entry(.part, part))
      if let sidecar = SummarySidecar.path(beside: part), FileStatus.of(sidecar) != nil {
        entries.append(Entry(.part, sidecar))
      }
    }
    entries.append(Entry(.output, output.path))
    if let sidecar = output.summarySidecarPath { entries.append(Entry(.summarySidecar, sidecar)) }
  }

  /// The regular files the run will replace or delete, by canonical path: each gets a lock.
  package var lockedPaths: [String] {
    var seen = Set<String>()
    return entries.filter { $0.role.isWritten && $0.role != .cache && !$0.isStream }.map(\.canonical)
      .filter { seen.insert($0).inserted }
  }

  /// Throws when a path breaks the ownership rule or two paths name one file.
  package func check() throws(PipelineError) {
    for (index, written) in entries.enumerated() where written.role.isWritten {
      for other in entries[..<index] where collide(written, other) {
        if written.isStream || other.isStream,
          !(written.path == "-" && other.path == "-" && other.role.isWritten)
        {
          let (stream, file) = written.isStream ? (written, other) : (other, written)
          throw PipelineError(
            .configuration,
            "\(stream.described) is open on the same file as \(file.described): writing would change it; "
              + "give each its own file")
        }
        throw PipelineError(
          .configuration,
          "\(other.described) and \(written.described) are the same file; give each its own path")
      }
    }
    for entry in entries { try checkOwnership(entry) }
  }

  /// Creates the missing folders of the files the run writes (an output folder on the first
  /// night of a cron job; creating a folder replaces nothing), then throws (`.output`, exit 70)
  /// when one cannot be created or is read-only, naming that file rather than a lock or
  /// temporary file. Call after `check`, so a refused run creates nothing.
  package func prepareFolders() throws(PipelineError) {
    for entry in entries where entry.role.isWritten && entry.role != .cache && !entry.isStream {
      let folder = URL(fileURLWithPath: entry.canonical).deletingLastPathComponent().path
      if FileStatus.of(folder) == nil {
        do {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw PipelineError(
            .output,
            "cannot write \(entry.described): the folder \(folder) cannot be created (\(Self.reason(error)))")
        }
      }
      guard FileStatus.of(folder)?.kind == .directory else {
        throw PipelineError(.output, "cannot write \(entry.described): \(folder) is not a folder")
      }
      guard FileStatus.isWritable(folder) else {
        throw PipelineError(.output, "cannot write \(entry.described): the folder \(folder) is not writable")
      }
    }
  }

  /// The system's words for why a folder could not be made.
  static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.localizedDescription ?? (error as NSError).localizedDescription
  }

  func checkOwnership(_ entry: Entry) throws(PipelineError) {
    guard let status = entry.status, !entry.isStream else { return }
    if status.kind == .directory, entry.role.isWritten {
      throw PipelineError(.configuration, "\(entry.described) is a folder; give a file name")
    }
    let owned: Bool
    switch entry.role {
    case .journal: owned = RunJournal.isOwnFile(entry.canonical)
    case .summary: owned = SummaryFile.isOwnFile(entry.canonical)
    case .summarySidecar: owned = SummaryFile.isOwnFile(entry.canonical)
    case .sideOutput(let kind): owned = kind.isOwnFile(entry.canonical)
    default: return
    }
    if !owned {
      throw PipelineError(
        .configuration,
        "\(entry.described) already exists and was not written by enrich; "
          + "enrich replaces only its own files: choose another path or move that file away")
    }
  }

  /// Whether writing `written` would change `other`. A previous output may be replaced by a
  /// new output (the nightly pattern: compare with last night's file, then replace it), but not
  /// written into by a stream. A stream collides only when it is open on a regular file (two
  /// streams on one terminal, or `/dev/null`, are no one's data).
  func collide(_ written: Entry, _ other: Entry) -> Bool {
    if written.path == "-", other.path == "-", other.role.isWritten { return true }
    if written.isStream || other.isStream {
      guard let mine = written.status, let theirs = other.status, mine.kind == .regular else { return false }
      return mine.isSameFile(as: theirs)
    }
    if written.role == .output, other.role == .previousOutput { return false }
    if written.canonical == other.canonical { return true }
    guard let mine = written.status, let theirs = other.status else { return false }
    return mine.isSameFile(as: theirs)
  }
}

/// What a file of an output kind is to the run: how messages name it, and how its own files are
/// recognised (`OutputKind.isOwnFile`).
package struct SideOutputRole: Sendable, Equatable {
  package var label: String
  package var isOwnFile: @Sendable (String) -> Bool

  package static func == (lhs: SideOutputRole, rhs: SideOutputRole) -> Bool { lhs.label == rhs.label }
}
