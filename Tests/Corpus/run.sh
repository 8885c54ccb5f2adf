#!/usr/bin/env bash
# The spreadsheet corpus through a release build of enrich, by hand:
#   bash Tests/Corpus/run.sh                        every entry of manifest.json
#   bash Tests/Corpus/run.sh FILE_OR_ID ...         only these (ids or file names)
# The checks are SpreadsheetCorpusTests' (the debug test build runs them against the release binary).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product enrich
swift build --build-tests
only=$(IFS=,; echo "$*")
ENRICH_BINARY="$PWD/.build/release/enrich" ENRICH_CORPUS_ONLY="$only" \
  swift test --skip-build --filter SpreadsheetCorpusTests
