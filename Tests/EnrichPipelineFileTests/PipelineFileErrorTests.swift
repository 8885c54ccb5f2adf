import EnrichFormats
import GoogleProvider
import LocalProvider
import Testing

@testable import EnrichKit
@testable import EnrichPipelineFile

/// Broken pipeline files and the exact error each gives: file, line:column, key path, message.
@Suite struct PipelineFileErrorTests {
  static let head = "input: {path: a.csv}\noutputs: [b.json]\n"

  static let cases: [(String, String)] = [
    (
      "input: {path: a.csv}\noutputs: [b.json]\nconcurency: 4\n",
      "job.yaml:3:1: concurency: unknown key; did you mean 'concurrency'?"
    ),
    (
      head + "stages:\n  - normalize\n  - search:\n      minConfidence: 0.8\n",
      "job.yaml:6:7: stages.search.minConfidence: unknown key; keys are snake_case: write 'min_confidence'"
    ),
    (
      head + "stages:\n  - normalize\n  - search:\n      min_confidence: high\n",
      "job.yaml:6:23: stages.search.min_confidence: expected a number, got 'high'"
    ),
    (
      head + "stages:\n  - normalize\n  - search:\n      min_confidence: 1.5\n",
      "job.yaml:6:23: stages.search.min_confidence: must be between 0 and 1, got 1.5"
    ),
    (
      head + "concurrency: \"8\"\n",
      "job.yaml:3:14: concurrency: expected a whole number, got the quoted string \"8\" (remove the quotes)"
    ),
    (
      head + "resume: yes\n",
      "job.yaml:3:9: resume: expected true or false, got 'yes'"
    ),
    (
      head + "state: mysql://fleet:s3cret@db/enrich\n",
      "job.yaml:3:8: state: mysql://fleet:REDACTED@db/enrich is not a PostgreSQL URL: give "
        + "postgresql://USER@HOST:PORT/DATABASE (the password is best kept in PGPASSWORD or ~/.pgpass)"
    ),
    (
      head + "cache: {path: c.sqlite}\nstate: {url: 'postgresql://db/enrich', lease_seconds: 10}\n",
      "job.yaml:4:8: state: the cache lives in the --state database: drop the cache path (--cache)"
    ),
    (
      head
        + "stages:\n  - normalize\n  - search:\n      location_bias: {circle: {center: [60, 24], radius: 10}}\n"
        + "      location_restriction: {rectangle: {low: [60, 24], high: [61, 25]}}\n",
      "job.yaml:7:29: stages.search.location_restriction: location_bias and location_restriction cannot be "
        + "used together; keep one"
    ),
    (
      head + "stages:\n  - normalize\n  - nearby: {radius: 60000}\n",
      "job.yaml:5:22: stages.nearby.radius: radius must be greater than 0 and at most 50000 metres, got 60000.0"
    ),
    (
      head
        + "stages:\n  - normalize\n  - search: {location_bias: {circle: {center: [95, 24], radius: 10}}}\n",
      "job.yaml:5:48: stages.search.location_bias.circle.center.0: must be between -90 and 90, got 95"
    ),
    (
      head + "stages:\n  - normalize\n  - search: {strict_type_filtering: true}\n",
      "job.yaml:5:37: stages.search.strict_type_filtering: strictTypeFiltering needs includedType"
    ),
    (
      head + "stages:\n  - normalize\n  - search: {price_levels: [cheap]}\n",
      "job.yaml:5:28: stages.search.price_levels: priceLevels: unknown value 'CHEAP' (use PRICE_LEVEL_EXPENSIVE, "
        + "PRICE_LEVEL_INEXPENSIVE, PRICE_LEVEL_MODERATE, PRICE_LEVEL_VERY_EXPENSIVE)"
    ),
    (
      "input: {path: a.csv}\noutputs: [{path: b.csv, fields: [enrich_place_name, candidates]}]\n",
      "job.yaml:2:53: outputs.0.fields.1: CSV holds flat columns and 'candidates' is a JSON row member; write it "
        + "to a json or ndjson output, or pick columns ("
        + (ColumnContract.fixed.map(\.name) + [
          "enrich_candidateN_name|id|address|confidence", "enrich_place_FIELD",
        ])
        .joined(separator: ", ") + ")"
    ),
    (
      "input: {path: a.csv}\noutputs: [{path: b.csv, fields: [place_name]}]\n",
      "job.yaml:2:34: outputs.0.fields.0: 'place_name' is now called 'enrich_place_name' (column contract v1)"
    ),
    (
      head + "provider: local\nstages:\n  - normalize\n  - search: {providers: [google]}\n",
      "job.yaml:6:25: stages.search.providers: provider 'google' is not configured (configured: local)"
    ),
    (
      head + "stages:\n  - filter: {status: matched}\n  - normalize\n  - search\n",
      "job.yaml:5:5: stages.1: normalize must be the first stage: every later stage reads the rows it builds"
    ),
    (
      head + "stages:\n  - normalize\n  - filter: {status: matched}\n  - search\n",
      "job.yaml:6:5: stages.2: filter works on finished rows and runs after every enrichment stage; move it "
        + "below search"
    ),
    (
      head + "stages:\n  - normalize\n  - search\n  - search\n",
      "job.yaml:6:5: stages.2: a pipeline has one search stage; merge the options into the first one"
    ),
    (
      head + "stages:\n  - search\n",
      "job.yaml:4:5: stages.0: search needs '- normalize' before it to build the search text from the columns"
    ),
    (
      head + "stages:\n  - normalize\n  - filter: {open_status: open}\n",
      "job.yaml:5:5: stages.1: filter on open_status needs an open_status stage to compute it"
    ),
    (
      head + "stages:\n  - normalise\n",
      "job.yaml:4:5: stages.0: 'normalise' is not a stage type; did you mean 'normalize'?"
    ),
    (
      head + "provider: {type: google, api_key: abc}\n",
      "job.yaml:3:26: provider.api_key: a pipeline file never holds an API key: put it in a file named by "
        + "api_key_file, or in the GOOGLE_MAPS_API_KEY environment variable"
    ),
    (
      head + "provider: {type: google, api_key_file: AIzaSyA1234567890abcdefghijklmnopqrstuv}\n",
      "job.yaml:3:40: provider.api_key_file: this value looks like an API key; never put a key in a pipeline "
        + "file: name a file holding it with api_key_file, or set GOOGLE_MAPS_API_KEY"
    ),
    (
      head + "provider: {type: local, qps: 3}\n",
      "job.yaml:3:25: provider.qps: unknown key (known keys: type, index)"
    ),
    (
      "input: {path: a.csv}\noutputs: [b.txt]\n",
      "job.yaml:2:11: outputs.0: cannot tell the format of 'b.txt' from its extension; add format: "
        + "json|ndjson|csv|geojson|kml|xlsx|gpkg"
    ),
    (
      "input: {path: a.csv}\noutputs: [b.json, b.json]\n",
      "job.yaml:2:19: outputs.1: 'b.json' is written twice; give each output its own path"
    ),
    (
      "outputs: [b.json]\n",
      "job.yaml:1:1: input: missing; a pipeline requires it"
    ),
    (
      "input: {path: a.csv, columns: {lat: y}}\noutputs: [b.json]\n",
      "job.yaml:1:31: input.columns: lat and lng go together: name both coordinate columns or neither"
    ),
    (
      "input: {path: a.csv, columns: {query: '{name'}}\noutputs: [b.json]\n",
      "job.yaml:1:39: input.columns.query: unclosed '{' in query template \"{name\""
    ),
    (
      head + "cache: {refresh: true, offline: true}\n",
      "job.yaml:3:33: cache.offline: refresh re-requests expired entries and offline makes no requests; keep one"
    ),
    (
      head + "budgets: {max_failures: 120%}\n",
      "job.yaml:3:25: budgets.max_failures: '120%' is not a share of rows between 0% and 100% (e.g. 5%)"
    ),
    (
      "input: {path: \"${DATA}/a.csv\"}\noutputs: [b.json]\n",
      "job.yaml:1:15: input.path: environment variable DATA is not set (export it, or write ${DATA:-default})"
    ),
    (
      head + "version: 2\n",
      "job.yaml:3:10: version: this enrich reads version 1 pipelines, got 2"
    ),
    (
      "input: {path: a.csv}\noutputs: [b.json]\ninput: {path: c.csv}\n",
      "job.yaml:3:1: duplicate key 'input' (first at line 1)"
    ),
    (
      "base: &b {path: a.csv}\ninput: *b\noutputs: [b.json]\n",
      "job.yaml:1:1: base: unknown key (known keys: version, input, provider, providers, concurrency, stages, "
        + "outputs, cache, state, resume, restart, journal, budgets, dry_run, summary, allow_empty, compare, review, report)"
    ),
    (
      head + "stages:\n  - normalize\n  - open_status: {tz: Mars/Olympus}\n",
      "job.yaml:5:23: stages.open_status.tz: 'Mars/Olympus' is not an IANA time zone (e.g. Europe/Helsinki)"
    ),
    ("", "job.yaml: the file holds no pipeline; it needs at least input and outputs"),
    ("input: {format: csv}\noutputs: [b.json]\n", "job.yaml:1:8: input.path: missing; input requires it"),
    (
      "input: {path: a.csv}\noutputs: [{path: b.ndjson, fields: enrich_place_name}]\n",
      "job.yaml:2:36: outputs.0.fields: 'enrich_place_name' is a column of the flat formats; NDJSON rows have the "
        + "members row, input, "
        + "status, method, provider, query, confidence, ambiguous, subpremise, place, geocode, candidates, warnings, "
        + "error, change"
    ),
    (
      head + "stages:\n  - normalize\n  - open_status: {at: sunday}\n",
      "job.yaml:5:23: stages.open_status.at: 'sunday' is not a time; use 2026-12-24T10:00 (local time at each "
        + "place) or 2026-12-24T10:00:00Z (an instant)"
    ),
    (
      head + "stages:\n  - normalize\n  - search:\n    min_confidence: 0.8\n",
      "job.yaml:6:5: stages.1.min_confidence: options of search must be indented under it, deeper than 'search:'"
    ),
    (head + "stages: []\n", "job.yaml:3:9: stages: no stages; list at least '- normalize'"),
    (
      head + "concurrency: !!int 4\n",
      "job.yaml:3:14: concurrency: YAML tag tag:yaml.org,2002:int is not supported here (only !!str, to force text)"
    ),
  ]

  @Test(arguments: cases)
  func namesFileKeyAndPosition(text: String, expected: String) {
    #expect(throws: PipelineFileError.self) { try parsePipeline(text) }
    do {
      _ = try parsePipeline(text)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func yamlSyntaxErrorsCarryThePosition() {
    let error = #expect(throws: PipelineFileError.self) {
      try parsePipeline("input: {path: a.csv\noutputs: [b]\n")
    }
    #expect(error?.file == "job.yaml")
    #expect(error?.line == 2)
  }

  @Test func aKeyNeverAppearsInAnError() {
    let key = "AIzaSyA1234567890abcdefghijklmnopqrstuv"
    let error = #expect(throws: PipelineFileError.self) {
      try parsePipeline(
        Self.head + "providers: [{type: google, api_key_file: \"${K}\"}]\n", environment: ["K": key])
    }
    #expect(error?.description.contains(key) == false)
    #expect(error?.description.contains("looks like an API key") == true)
  }
}
