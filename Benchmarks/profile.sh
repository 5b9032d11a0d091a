#!/usr/bin/env bash
# Counts the instructions of each stapel-profile scenario with valgrind's callgrind: the same
# from run to run, whatever else the machine does. Prints instructions per operation:
# (I(count) - I(0)) / count, so that start-up and set-up cancel out.
#
#   Benchmarks/profile.sh                       # every scenario
#   Benchmarks/profile.sh push-pop push-pop-baseline
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product stapel-profile >/dev/null
binary=.build/release/stapel-profile
scenarios=("$@")
if [ ${#scenarios[@]} -eq 0 ]; then
    scenarios=(push-pop push-pop-baseline push-pop-listener
        redraw-10 redraw-10-baseline redraw-100 redraw-100-baseline redraw-1000 redraw-1000-baseline
        plan-1k plan-10k plan-1k-one plan-10k-one
        restore-decode restore-stack restore-baseline
        deep-link-10 deep-link-100 deep-link-1000 deep-link-baseline link-6)
fi
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : *//p' | tr -d ,
}
printf '%-22s %16s\n' scenario "instructions/op"
for scenario in "${scenarios[@]}"; do
    case $scenario in
        push-pop* | redraw-10 | redraw-100 | redraw-1000) count=10000 ;;
        redraw-10-baseline | redraw-100-baseline) count=1000 ;;
        *) count=20 ;;
    esac
    base=$(instructions "$scenario" 0)
    total=$(instructions "$scenario" "$count")
    printf '%-22s %16d\n' "$scenario" $(((total - base) / count))
done
