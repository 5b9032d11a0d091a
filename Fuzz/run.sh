#!/usr/bin/env bash
# Builds one libFuzzer harness and runs it for a number of runs.
#
#   Fuzz/run.sh <harness> <runs> [extra libFuzzer flags…]
#
# Harnesses are the files in Fuzz/harnesses (without .swift): deeplink, restoration, planner.
# The harness is compiled together with StapelCore's sources by swiftc, with
# -sanitize=fuzzer,address (FUZZ_ASAN=0: -sanitize=fuzzer alone, about three times faster, into
# <harness>-noasan); IssueReporting is compiled from the package's checkout into a static
# library first. Outputs go to Fuzz/.out/. New inputs are written to Fuzz/.out/corpus/<harness>,
# seeded from Fuzz/corpus/<harness>; a crash leaves its input in Fuzz/.out/crashes/<harness>.
# Exits non-zero when the harness crashes.
set -euo pipefail

if [[ $# -lt 2 ]]; then
    echo "usage: $0 <harness> <runs> [libFuzzer flags…]" >&2
    exit 2
fi
harness=$1
runs=$2
shift 2

fuzz_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$fuzz_dir")
out="$fuzz_dir/.out"
source_file="$fuzz_dir/harnesses/$harness.swift"
if [[ ! -f $source_file ]]; then
    echo "no harness $harness; have: $(ls "$fuzz_dir/harnesses" | sed 's/\.swift$//' | tr '\n' ' ')" >&2
    exit 2
fi
mkdir -p "$out"

# IssueReporting's sources: fetch the package's dependencies if they are not checked out yet.
checkout="$root/.build/checkouts/xctest-dynamic-overlay/Sources/IssueReporting"
if [[ ! -d $checkout ]]; then
    (cd "$root" && swift package --scratch-path "$root/.build" resolve)
fi

features=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility)

# Rebuilds a product when any of its inputs is newer.
needs_build() {
    local product=$1
    shift
    [[ ! -f $product ]] && return 0
    [[ -n $(find "$@" -newer "$product" -print -quit) ]]
}

issue_lib="$out/IssueReporting/libIssueReporting.a"
if needs_build "$issue_lib" "$checkout"; then
    echo "building IssueReporting" >&2
    mkdir -p "$out/IssueReporting"
    issue_sources=()
    while IFS= read -r -d '' file; do issue_sources+=("$file"); done \
        < <(find "$checkout" -name '*.swift' -print0)
    (cd "$out/IssueReporting" && swiftc -O -wmo -parse-as-library -swift-version 6 \
        "${features[@]}" -enable-upcoming-feature InternalImportsByDefault \
        -module-name IssueReporting -package-name xctest_dynamic_overlay \
        -emit-module -emit-library -static \
        -o libIssueReporting.a "${issue_sources[@]}")
fi

# AddressSanitizer is on unless FUZZ_ASAN=0; each build has its own binary.
sanitizers=fuzzer,address
variant=$harness
if [[ ${FUZZ_ASAN:-1} == 0 ]]; then
    sanitizers=fuzzer
    variant=$harness-noasan
fi
binary="$out/$variant"
if needs_build "$binary" "$root/Sources/StapelCore" "$source_file" "$issue_lib" "$0"; then
    echo "building $variant" >&2
    core_sources=()
    while IFS= read -r -d '' file; do core_sources+=("$file"); done \
        < <(find "$root/Sources/StapelCore" -name '*.swift' -print0)
    mkdir -p "$out/build-$variant"
    (cd "$out/build-$variant" && swiftc -O -wmo -parse-as-library -swift-version 6 "${features[@]}" \
        -sanitize=$sanitizers -module-name "Fuzz_$harness" -package-name Stapel \
        -I "$out/IssueReporting" "${core_sources[@]}" "$source_file" \
        -L "$out/IssueReporting" -lIssueReporting -o "$binary")
fi

corpus="$out/corpus/$harness"
crashes="$out/crashes/$harness"
mkdir -p "$corpus" "$crashes"
corpora=("$corpus")
if [[ -d "$fuzz_dir/corpus/$harness" ]]; then corpora+=("$fuzz_dir/corpus/$harness"); fi
# A harness may ask for flags of its own on a line `// libFuzzer flags: …`.
harness_flags=()
read -r -a harness_flags <<<"$(sed -n 's|^// libFuzzer flags: ||p' "$source_file" | head -1)"
echo "running $harness for $runs runs ${harness_flags[*]}" >&2
# Swift's own crash backtracer would run inside AddressSanitizer and report itself; libFuzzer
# reports the crash.
export SWIFT_BACKTRACE=enable=no
exec "$binary" -runs="$runs" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$crashes/" -print_final_stats=1 "${harness_flags[@]}" "$@" "${corpora[@]}"
