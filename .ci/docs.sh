#!/usr/bin/env bash
# Builds the DocC documentation of StapelCore, Stapel and StapelTesting with swift-docc-plugin,
# snippets included, and fails on any warning.
#
# .ci/docs-pending-warnings.txt lists warnings that are known to go away with a pending change
# (symbol links to names another branch introduces). While it lists any, the build runs without
# --warnings-as-errors and must print exactly those warnings: one more fails, and so does one
# fewer, so the list can only shrink. Once it is empty or gone, the build runs with
# --warnings-as-errors.
#
# Output: .build/docs/<target> (a .doccarchive each). Usage: bash .ci/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
pending=.ci/docs-pending-warnings.txt
targets=(StapelCore Stapel StapelTesting)
mkdir -p "$out"

strict=(--warnings-as-errors)
if [ -s "$pending" ] && grep -qv '^#' "$pending"; then
    strict=()
fi

: >.ci-docs-warnings.log
for target in "${targets[@]}"; do
    log=".ci-docs-$target.log"
    if ! swift package --allow-writing-to-directory "$out" generate-documentation \
        --target "$target" --output-path "$out/$target" \
        --experimental-skip-synthesized-symbols "${strict[@]}" >"$log" 2>&1; then
        grep -E -A8 "^(warning|error)" "$log" || tail -40 "$log"
        echo "error: the documentation of $target did not build (the log is $log)"
        exit 1
    fi
    grep -E "^warning: " "$log" | sed "s|^|$target: |" >>.ci-docs-warnings.log || true
    echo "$target: $(grep -c '^warning: ' "$log" || true) warnings, archive in $out/$target"
done

if [ "${#strict[@]}" -gt 0 ]; then
    echo "documentation built with --warnings-as-errors: 0 warnings"
    rm -f .ci-docs-*.log
    exit 0
fi

sort -u .ci-docs-warnings.log >.ci-docs-actual.log
grep -v '^#' "$pending" | grep -v '^$' | sort -u >.ci-docs-expected.log
unexpected=$(comm -23 .ci-docs-actual.log .ci-docs-expected.log)
gone=$(comm -13 .ci-docs-actual.log .ci-docs-expected.log)
if [ -n "$unexpected" ]; then
    echo "$unexpected"
    echo "error: the documentation printed warnings that $pending does not list (above)"
    exit 1
fi
if [ -n "$gone" ]; then
    echo "$gone"
    echo "error: these warnings are gone: delete them from $pending (an empty list turns on"
    echo "       --warnings-as-errors)"
    exit 1
fi
echo "documentation built; only the $(wc -l <.ci-docs-expected.log) pending warnings of $pending"
rm -f .ci-docs-*.log
