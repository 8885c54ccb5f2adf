#!/usr/bin/env bash
# The whole test suite: unit, wrapper and end-to-end tests (which run the built binary), plus
# the style lint. Used as is by CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh
# The test target depends on the executable: this builds the binary the end-to-end tests run.
swift build --build-tests
swift format lint --strict --recursive Sources Tests Package.swift bench
swift test --skip-build
# Behaviour preservation: every sample, pipeline example and subcommand output byte-identical
# to the outputs recorded in bench/golden/expected.
bash bench/golden/run.sh
