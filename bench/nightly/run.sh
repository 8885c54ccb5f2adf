#!/usr/bin/env bash
# The nightly path against the Google double (release build): cost per 1,000 rows of the
# first run, an immediate re-run, a re-run after 31 days and --offline, each beside its
# --dry-run; five kill -9 then the same command; a project-wide quota. See run.py.
# Usage: bash bench/nightly/run.sh   (ROWS=1000 CONCURRENCY=16; figures on stdout)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product enrich >/dev/null
exec python3 bench/nightly/run.py
