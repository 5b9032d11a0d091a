#!/usr/bin/env bash
# Runs every libFuzzer harness for a short, fixed number of runs (default 20,000; set FUZZ_RUNS
# to change it). Exits non-zero when a harness fails to build or crashes.
#
#   Fuzz/ci.sh
set -euo pipefail
fuzz_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
runs=${FUZZ_RUNS:-20000}
status=0
mkdir -p "$fuzz_dir/.out"
for file in "$fuzz_dir"/harnesses/*.swift; do
    harness=$(basename "$file" .swift)
    log="$fuzz_dir/.out/ci-$harness.log"
    # -seed=1 makes the run the same every time.
    if "$fuzz_dir/run.sh" "$harness" "$runs" -seed=1 >"$log" 2>&1; then
        echo "fuzz $harness: $(grep -E '^Done [0-9]+ runs' "$log" | tail -1)"
    else
        echo "fuzz $harness: FAILED; the end of $log:"
        tail -40 "$log"
        status=1
    fi
done
exit $status
