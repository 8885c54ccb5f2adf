/// The options of a batch run, grouped as help shows them. Shared by `enrich INPUT` and
/// `enrich pipeline show` (which prints the pipeline these options build).
enum RunOptions {
  static let input = OptionGroup(
    "Input",
    [
      OptionSpec(
        "input-format", valueName: "format",
        help: "Input format: csv, json, ndjson, geojson, kml (default: from the extension, then the content)."
      ),
      OptionSpec(
        "encoding", valueName: "name",
        help:
          "Text encoding of CSV input: utf8, latin1, windows-1252 (default: utf8; UTF-16 with a BOM is detected)."
      ),
      OptionSpec(
        "delimiter", valueName: "char",
        help: "CSV delimiter: ',', ';', 'tab', '|' (default: sniffed from the first lines)."),
    ])

  static let columns = OptionGroup(
    "Columns (default: detected from header names in several languages)",
    [
      OptionSpec("name-column", valueName: "column", help: "Column with the business or place name."),
      OptionSpec(
        "address-column", kind: .repeatable, valueName: "column",
        help: "Column with the address; repeat to join several in order."),
      OptionSpec("street-column", valueName: "column", help: "Column with the street name."),
      OptionSpec("housenumber-column", valueName: "column", help: "Column with the house number."),
      OptionSpec("unit-column", valueName: "column", help: "Column with the unit/apartment/suite."),
      OptionSpec("city-column", valueName: "column", help: "Column with the city."),
      OptionSpec("postcode-column", valueName: "column", help: "Column with the postcode."),
      OptionSpec("country-column", valueName: "column", help: "Column with the country (name or code)."),
      OptionSpec("lat-column", valueName: "column", help: "Column with the latitude."),
      OptionSpec("lng-column", valueName: "column", help: "Column with the longitude."),
      OptionSpec(
        "query", valueName: "template",
        help: "Search text template, e.g. \"{name}, {street} {housenumber}, {city}\"."),
    ])

  static let provider = OptionGroup(
    "Provider",
    [
      OptionSpec(
        "provider", short: "p", valueName: "name",
        help: "local (offline OSM index, default), google, none, or a cascade such as local,google."),
      OptionSpec(
        "index", valueName: "path",
        help: "Local index file (default: $ENRICH_INDEX, else ~/.local/share/enrich/index.sqlite)."),
      OptionSpec(
        "api-key-file", valueName: "path",
        help: "File holding the Google API key (default: $GOOGLE_MAPS_API_KEY)."),
      OptionSpec(
        "places-endpoint", valueName: "url",
        help: "Places API base URL (default: https://places.googleapis.com)."),
      OptionSpec(
        "geocoding-endpoint", valueName: "url",
        help: "Geocoding API base URL (default: https://maps.googleapis.com)."),
      OptionSpec("qps", valueName: "n", help: "Google requests per second per endpoint."),
      OptionSpec("qpm", valueName: "n", help: "Google requests per minute per endpoint."),
      OptionSpec("timeout", valueName: "seconds", help: "Google request timeout (default: 30)."),
      OptionSpec("retries", valueName: "n", help: "Retries of a transient Google failure (default: 4)."),
      OptionSpec(
        "max-response-size", valueName: "bytes",
        help: "Largest Google response accepted, compressed or decoded (default: 32M); larger fails the row."),
      OptionSpec(
        "fields", valueName: "list", help: "Extra Google Place fields for the field mask, comma-separated."),
      OptionSpec("concurrency", short: "j", valueName: "n", help: "Rows in flight at once (default: 16)."),
    ])

  static let search = OptionGroup(
    "Search",
    [
      OptionSpec("type", valueName: "type", help: "Only places of this type (includedType), e.g. cafe."),
      OptionSpec(
        "strict-type", kind: .flag, help: "With --type, only exact type matches (strictTypeFiltering)."),
      OptionSpec("open-now", kind: .flag, help: "Only places open now (openNow)."),
      OptionSpec("min-rating", valueName: "x", help: "Minimum rating 0-5 (Google only)."),
      OptionSpec("price-levels", valueName: "list", help: "PRICE_LEVEL_INEXPENSIVE,... (Google only)."),
      OptionSpec("rank", valueName: "order", help: "relevance or distance (rankPreference)."),
      OptionSpec(
        "near", valueName: "lat,lng", help: "Bias results towards this point (locationBias circle)."),
      OptionSpec(
        "radius", valueName: "m", help: "Radius of the --near bias in metres, 0-50000 (default: 5000)."),
      OptionSpec(
        "restrict", valueName: "s,w,n,e",
        help: "Only results inside this rectangle (locationRestriction): south,west,north,east."),
      OptionSpec("max-results", valueName: "n", help: "Candidates per search, 1-20 (default: 5)."),
      OptionSpec("language", valueName: "code", help: "Result language, e.g. fi, sv, en."),
      OptionSpec("region", valueName: "cc", help: "Region code, e.g. FI."),
      OptionSpec(
        "min-confidence", valueName: "x",
        help: "Below this a row is low_confidence or ambiguous, never matched (default: 0.6)."),
      OptionSpec(
        "max-distance", valueName: "m",
        help: "A match this far from the row's own coordinates is doubted (default: 2000)."),
    ])

  static let hours = OptionGroup(
    "Open status",
    [
      OptionSpec(
        "at", valueName: "time",
        help:
          "When to evaluate: 2026-12-24T10:00:00Z (an instant) or 2026-12-24T10:00 (local time at each place). Default: now."
      ),
      OptionSpec(
        "tz", valueName: "zone", help: "Time zone for places whose zone is unknown, e.g. Europe/Helsinki."),
      OptionSpec(
        "country", valueName: "cc", help: "Holiday calendar for places whose country is unknown, e.g. FI."),
      OptionSpec("no-open-status", kind: .flag, help: "Skip the open-status stage."),
    ])

  static let output = OptionGroup(
    "Output",
    [
      OptionSpec(
        "output", short: "o", kind: .repeatable, valueName: "path",
        help: "Output file (- for stdout); repeat for several. Format from the extension."),
      OptionSpec(
        "format", short: "f", valueName: "format", help: "Output format: json, ndjson, csv, geojson, kml."),
      OptionSpec("csv-safe", kind: .flag, help: "Neutralise spreadsheet formulas (=, +, -, @) in CSV cells."),
      OptionSpec("bom", kind: .flag, help: "Start CSV output with a UTF-8 byte order mark (for Excel)."),
      OptionSpec(
        "quiet", short: "q", kind: .flag, help: "Only errors on stderr: no progress, warnings or summary."),
    ])

  static let runs = OptionGroup(
    "Unattended runs",
    [
      OptionSpec(
        "cache", valueName: "path", help: "Request cache file (default: ~/.cache/enrich/cache.sqlite)."),
      OptionSpec("no-cache", kind: .flag, help: "Neither read nor write the cache."),
      OptionSpec(
        "cache-ttl", valueName: "days",
        help:
          "Keep cached answers at most this long, within each provider's terms (Google coordinates: 30 days)."
      ),
      OptionSpec("refresh", kind: .flag, help: "Re-request expired cache entries only."),
      OptionSpec(
        "offline", kind: .flag, help: "Answer from the cache alone; rows it cannot answer are marked."),
      OptionSpec(
        "resume", kind: .flag, help: "Continue an interrupted run where it stopped, without paying again."),
      OptionSpec("journal", valueName: "path", help: "Run journal file (default: beside the first output)."),
      OptionSpec("no-journal", kind: .flag, help: "Keep no run journal (the run cannot be resumed)."),
      OptionSpec(
        "max-requests", valueName: "n", help: "Stop cleanly after this many provider requests (resumable)."),
      OptionSpec(
        "max-cost", valueName: "usd", help: "Stop cleanly when the estimated cost reaches this (resumable)."),
      OptionSpec(
        "max-failures", valueName: "n|p%", help: "Abort when this many (or this share of) rows failed."),
      OptionSpec(
        "dry-run", kind: .flag, help: "Count the requests (and cost) the run would make, without making them."
      ),
      OptionSpec(
        "compare", valueName: "path", help: "Previous output (JSON or NDJSON) to report changes against."),
      OptionSpec(
        "review", valueName: "path", help: "Write ambiguous, low-confidence and fallback rows to this CSV."),
      OptionSpec("summary", valueName: "path", help: "Write the run summary as JSON to this file."),
      OptionSpec(
        "log-format", valueName: "format",
        help: "stderr format: text (default) or json (one object per line)."),
    ])

  static let all = [input, columns, provider, search, hours, output, runs]
}
