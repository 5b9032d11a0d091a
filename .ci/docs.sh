#!/usr/bin/env bash
# Builds the DocC documentation of StapelCore, Stapel and StapelTesting with swift-docc-plugin,
# snippets included, with --warnings-as-errors: any warning fails the build.
#
# Output: .build/docs/<target> (a .doccarchive each). Usage: bash .ci/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
targets=(StapelCore Stapel StapelTesting)
mkdir -p "$out"

for target in "${targets[@]}"; do
    log=".ci-docs-$target.log"
    if ! swift package --allow-writing-to-directory "$out" generate-documentation \
        --target "$target" --output-path "$out/$target" \
        --experimental-skip-synthesized-symbols --warnings-as-errors >"$log" 2>&1; then
        grep -E -A8 "^(warning|error)" "$log" || tail -40 "$log"
        echo "error: the documentation of $target did not build (the log is $log)"
        exit 1
    fi
    echo "$target: 0 warnings, archive in $out/$target"
done
rm -f .ci-docs-*.log
