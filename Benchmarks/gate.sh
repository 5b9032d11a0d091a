#!/usr/bin/env bash
# The performance gate: counts the instructions of the core's hot paths with valgrind's
# callgrind (the same count from run to run, whatever else the machine does) and compares each
# with the count committed in Benchmarks/instruction-counts.tsv. Fails when one grows by more
# than 5%.
#
#   Benchmarks/gate.sh            # compare; exit 1 when a scenario grew past its tolerance
#   Benchmarks/gate.sh --record   # measure and write the counts, toolchain and CPU to the file
#
# Counts depend on the toolchain and on the CPU (the C library picks its memcpy and friends
# per CPU). The file names the toolchain and the CPU model its counts were taken with; on a
# machine that differs in either, the gate compares with a wider tolerance (25%) and says so,
# rather than fail on the machine. Raising a committed count is a reviewed change: record anew
# and give the reason in the commit.
set -euo pipefail
cd "$(dirname "$0")"
counts_file=instruction-counts.tsv
tolerance=5
foreign_tolerance=25

# scenario, operations per measured run: enough to swamp the start-up, few enough that the two
# valgrind runs of every scenario take under a minute in all.
scenarios=(
    "push-pop 20000"
    "push-pop-listener 20000"
    "link-6 400"
    "restore-stack 20"
    "deep-link-1000 200"
)

if ! command -v valgrind >/dev/null 2>&1; then
    echo "error: valgrind is not installed (apt-get install valgrind)"
    exit 1
fi
swift build -c release --product stapel-profile >/dev/null
binary=.build/release/stapel-profile

toolchain=$(swift --version 2>/dev/null | head -n 1 | sed 's/^ *//')
cpu=$(grep -m 1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: *//' || true)
cpu=${cpu:-unknown}

instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : *//p' | tr -d ,
}

# Instructions per operation: (I(count) - I(0)) / count, so that start-up and set-up cancel.
measure() {
    local name=$1 count=$2 base total
    base=$(instructions "$name" 0)
    total=$(instructions "$name" "$count")
    echo $(((total - base) / count))
}

if [ "${1:-}" = "--record" ]; then
    {
        echo "# Instructions per operation, counted by Benchmarks/gate.sh --record."
        echo "# toolchain	$toolchain"
        echo "# cpu	$cpu"
        for entry in "${scenarios[@]}"; do
            read -r name count <<<"$entry"
            printf '%s\t%s\n' "$name" "$(measure "$name" "$count")"
        done
    } >"$counts_file.new"
    mv "$counts_file.new" "$counts_file"
    cat "$counts_file"
    exit 0
fi

recorded_toolchain=$(sed -n 's/^# toolchain\t//p' "$counts_file")
recorded_cpu=$(sed -n 's/^# cpu\t//p' "$counts_file")
allowed=$tolerance
if [ "$recorded_toolchain" != "$toolchain" ] || [ "$recorded_cpu" != "$cpu" ]; then
    allowed=$foreign_tolerance
    echo "note: the counts were recorded with '$recorded_toolchain' on '$recorded_cpu';"
    echo "      this machine has '$toolchain' on '$cpu'."
    echo "      Comparing with a ${allowed}% tolerance instead of ${tolerance}%."
fi

failed=0
printf '%-20s %12s %12s %8s\n' scenario committed measured change
for entry in "${scenarios[@]}"; do
    read -r name count <<<"$entry"
    committed=$(awk -F'\t' -v name="$name" '$1 == name { print $2 }' "$counts_file")
    if [ -z "$committed" ]; then
        echo "error: $counts_file has no count for $name (run Benchmarks/gate.sh --record)"
        failed=1
        continue
    fi
    measured=$(measure "$name" "$count")
    change=$(awk -v m="$measured" -v c="$committed" 'BEGIN { printf "%+.1f%%", (m - c) * 100 / c }')
    printf '%-20s %12d %12d %8s\n' "$name" "$committed" "$measured" "$change"
    if [ $((measured * 100)) -gt $((committed * (100 + allowed))) ]; then
        echo "error: $name grew by more than ${allowed}%: $committed -> $measured instructions per operation"
        failed=1
    elif [ $((measured * 100)) -lt $((committed * (100 - tolerance))) ] && [ "$allowed" = "$tolerance" ]; then
        echo "note: $name is more than ${tolerance}% below its committed count; record it anew"
    fi
done
if [ "$failed" != 0 ]; then
    echo "error: the performance gate failed (see above)"
    exit 1
fi
echo "performance gate: every scenario within ${allowed}% of its committed count"
