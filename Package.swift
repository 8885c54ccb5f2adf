// swift-tools-version: 6.2
// enrich: batch geocoding and place enrichment. Read this file as the table of contents.
import PackageDescription

let package = Package(
  name: "enrich",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "enrich", targets: ["enrich"])
  ],
  targets: [
    // MARK: Executable (one file: parses nothing, runs EnrichCLI, exits)
    .executableTarget(name: "enrich", dependencies: ["EnrichCLI"]),

    // MARK: Command line front end and composition root (the list of provider plugins)
    .target(
      name: "EnrichCLI",
      dependencies: [
        "EnrichKit", "EnrichPipelineFile", "EnrichCore", "EnrichFormats", "EnrichHours", "EnrichAddress",
        "LocalProvider", "EnrichSystem", "GoogleProvider",
      ]),

    // MARK: Pipeline-file front end: YAML into the engine's settings tree, and back
    .target(name: "EnrichPipelineFile", dependencies: ["EnrichKit", "EnrichCore", "EnrichSystem"]),

    // MARK: Engine: configuration, stages, runner, cache, run (knows no provider)
    .target(
      name: "EnrichKit",
      dependencies: ["EnrichCore", "EnrichFormats", "EnrichHours", "EnrichAddress", "EnrichSystem"]),

    // MARK: Model and protocols every layer shares (no C, no I/O)
    .target(name: "EnrichCore"),

    // MARK: Formats (readers and writers as peers)
    .target(name: "EnrichFormats", dependencies: ["EnrichCore", "EnrichSystem"]),

    // MARK: Pure policy modules
    .target(name: "EnrichHours", dependencies: ["EnrichCore"]),
    .target(name: "EnrichAddress", dependencies: ["EnrichCore"]),

    // MARK: Providers (plugins behind EnrichCore.ProviderPlugin and PlaceProvider)
    .target(
      name: "LocalProvider", dependencies: ["EnrichCore", "EnrichHours", "EnrichSystem"],
      path: "Sources/Providers/Local"),
    .target(
      name: "GoogleProvider", dependencies: ["EnrichCore", "EnrichHours", "EnrichSystem"],
      path: "Sources/Providers/Google"),

    // MARK: All unsafe C interop: one folder per C library, safe Swift wrappers
    .target(
      name: "EnrichSystem",
      dependencies: [
        "CSQLite", "CCurl", "CReadOSM", "CYAML", "CXMLReader", "CZip", "CZlib", "CPostgres",
      ]),
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    .systemLibrary(
      name: "CReadOSM", pkgConfig: "readosm", providers: [.apt(["libreadosm-dev"])]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    // PostgreSQL's client library, for the shared state of many workers (`--state postgresql://…`).
    .systemLibrary(name: "CPostgres", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
    // libxml2 carries only flags here; its headers are included in CXMLReader's .c file alone,
    // because they pull in system ICU, which clashes with Foundation's ICU in Swift modules.
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    // CXMLReader also streams .xlsx parts out of their zip container (libzip) into libxml2.
    .target(name: "CXMLReader", dependencies: ["CLibXML2", "CZip"]),
    .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

    // MARK: Benchmarks (not a product; run with `swift run -c release LocalBench`, see bench/local/)
    .executableTarget(
      name: "LocalBench", dependencies: ["LocalProvider", "EnrichCore", "EnrichSystem"],
      path: "bench/local/LocalBench"),

    // MARK: Tests
    // Shared test helpers (the Google double's launcher), used by several test targets.
    .target(
      name: "EnrichTestSupport", dependencies: ["EnrichCore", "EnrichSystem", "EnrichFormats"],
      path: "Sources/EnrichTestSupport"),
    .testTarget(name: "EnrichCoreTests", dependencies: ["EnrichCore"]),
    .testTarget(
      name: "EnrichFormatsTests", dependencies: ["EnrichFormats", "EnrichCore", "EnrichSystem"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "EnrichHoursTests", dependencies: ["EnrichHours", "EnrichCore"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "EnrichAddressTests", dependencies: ["EnrichAddress", "EnrichCore"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "EnrichSystemTests", dependencies: ["EnrichSystem", "EnrichTestSupport"]),
    .testTarget(
      name: "LocalProviderTests",
      dependencies: ["LocalProvider", "EnrichCore", "EnrichSystem", "EnrichTestSupport"]),
    .testTarget(
      name: "GoogleProviderTests",
      dependencies: ["GoogleProvider", "EnrichCore", "EnrichSystem", "EnrichTestSupport"]),
    .testTarget(
      name: "EnrichKitTests",
      dependencies: [
        "EnrichKit", "EnrichPipelineFile", "LocalProvider", "GoogleProvider", "EnrichTestSupport",
      ]),
    .testTarget(
      name: "EnrichPipelineFileTests",
      dependencies: [
        "EnrichPipelineFile", "EnrichKit", "EnrichCore", "EnrichFormats", "LocalProvider", "GoogleProvider",
        "EnrichTestSupport",
      ]),
    .testTarget(name: "EnrichCLITests", dependencies: ["EnrichCLI", "EnrichKit", "EnrichCore"]),
    .testTarget(
      name: "EndToEndTests",
      // The executable too, so the suite always runs the binary built with it.
      dependencies: ["enrich", "EnrichCore", "EnrichSystem", "EnrichTestSupport", "EnrichFormats"]),
  ]
)

// Every Swift target is checked for unsafe constructs: they must appear only in the C-wrapper
// folder (EnrichSystem), where each is acknowledged with `unsafe`.
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [.strictMemorySafety()]
}
