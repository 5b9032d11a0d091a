#!/usr/bin/env bash
# Runs Stapel's benchmarks (release build; the first run builds package-benchmark, a few minutes).
set -euo pipefail
cd "$(dirname "$0")"
swift package --allow-writing-to-package-directory benchmark --no-progress "$@"
