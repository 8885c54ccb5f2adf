import EnrichCore
import EnrichKit
import EnrichSystem
import Foundation

/// Declarative pipeline files: YAML that maps one to one onto `PipelineConfiguration`. This
/// front end only translates YAML into the settings tree (with `${VAR}`, `--set` overrides
/// and every value's line and column); the engine's `ConfigurationDecoder` checks it.
///
/// Every mistake (unknown key, wrong type, impossible combination) is a `PipelineFileError`
/// naming the file, the key path and its line and column, raised before any request is made.
/// See docs/pipelines.md for the reference of every key.
package enum PipelineFile {
  /// Reads and checks the pipeline at `path`. Relative paths inside it are relative to its folder.
  ///
  /// - Parameters:
  ///   - overrides: `key.path=value` strings from `--set`, applied in order.
  ///   - environment: for `${VAR}` in values and `~` in paths.
  ///   - plugins: the providers a file may name.
  package static func load(
    path: String, overrides: [String] = [], environment: [String: String], plugins: ProviderPlugins
  ) throws(PipelineFileError) -> PipelineConfiguration {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw PipelineFileError(
        file: path, keyPath: "", message: "cannot read the pipeline file (\(Self.reason(error)))")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw PipelineFileError(file: path, keyPath: "", message: "the file is not UTF-8 text")
    }
    let base = (path as NSString).deletingLastPathComponent
    return try parse(
      text, name: path, baseDirectory: base, overrides: overrides, environment: environment, plugins: plugins)
  }

  /// Checks pipeline `text`. `name` is how errors name the file; relative paths are joined
  /// to `baseDirectory` (kept as they are when it is empty or `.`). `stageTypes`: the stages
  /// it may list (the registry's).
  package static func parse(
    _ text: String, name: String, baseDirectory: String, overrides: [String] = [],
    environment: [String: String], plugins: ProviderPlugins, outputKinds: OutputKinds = .standard,
    stageTypes: [any StageConfiguration.Type] = StageRegistry.types
  ) throws(PipelineFileError) -> PipelineConfiguration {
    let context = PipelineFileContext(file: name, baseDirectory: baseDirectory, environment: environment)
    let yaml: YAMLNode?
    do {
      yaml = try YAMLParser().parse(text)
    } catch {
      throw PipelineFileError(
        file: name, line: error.line, column: error.column, keyPath: "", message: error.message)
    }
    guard let yaml else {
      throw PipelineFileError(
        file: name, keyPath: "", message: "the file holds no pipeline; it needs at least input and outputs")
    }
    var root = try YAMLSettings.convert(yaml, path: "", context: context)
    for argument in overrides {
      try PipelineOverride.apply(argument, to: &root, context: context)
    }
    do {
      return try ConfigurationDecoder(
        plugins: plugins, outputKinds: outputKinds, stageTypes: stageTypes, context: context.settings
      ).decode(root)
    } catch {
      throw context.error(error)
    }
  }

  /// A pipeline file for `configuration` that `parse` reads back to an equal value (paths are
  /// written as they are in the configuration). `enrich pipeline show` prints it.
  package static func render(_ configuration: PipelineConfiguration) -> String {
    YAMLPrinter.document(configuration.settingsTree, comment: "enrich pipeline; reference: docs/pipelines.md")
  }

  static func reason(_ error: any Error) -> String { SystemError.reason(error) }
}
