#!/usr/bin/env bash
# Builds AppTargetCheck: every snippet (Snippets/), the example app (Examples/StapelExamples
# with its @main entry point, Examples/StapelExamplesApp) and every code listing of the README,
# the DocC articles and the doc comments (written by listings.py) compiled as an app target's own code,
# once with the settings of a new Xcode 26 app target (main-actor isolation by default,
# Approachable Concurrency) and once in plain Swift 6. Fails on
# any error, and on any warning from this repository's sources (the library's included).
#
#   bash AppTargetCheck/check.sh
set -euo pipefail
cd "$(dirname "$0")"
log=../.ci-app-targets.log
start=$SECONDS

# The manifest lists the snippets when it runs; SwiftPM's manifest cache, keyed by the manifest's
# text, would keep an old list, so it is turned off. Touching the manifest makes SwiftPM see files
# added to the library too. The build products are kept between runs.
python3 listings.py
touch Package.swift
targets=$(swift package --manifest-cache none dump-package \
    | grep -c '"name" : "\(MainActorByDefault\|PlainSwift6\)_')
# Each snippet, the examples, and each module of listings, both ways.
expected=$((2 * ($(find ../Snippets -name '*.swift' | wc -l) + 1 + $(ls Listings | wc -l))))
if [ "$targets" -ne "$expected" ]; then
    echo "error: AppTargetCheck has $targets targets; the snippets and the examples, both ways, need $expected"
    exit 1
fi
if ! swift build --manifest-cache none >"$log" 2>&1; then
    grep -E "^/.*: error:" "$log" | sort -u | head -60 || tail -40 "$log"
    echo "error: a snippet, example or listing does not compile as app code (the log is .ci-app-targets.log)"
    exit 1
fi
# Warnings from SwiftPM (unhandled files, say) count too; those of other packages do not, nor a
# listing's unused value or name.
if grep -E "^(/.*: )?warning:" "$log" | grep -v "/.build/" | grep -v "Listings/.*\[#no-usage\]" \
    | sort -u | grep .; then
    echo "error: compiling the snippets, examples and listings as app code printed warnings (above)"
    exit 1
fi
echo "AppTargetCheck: $targets targets (every snippet, the examples and the listings, both ways)," \
    "0 errors, 0 warnings, in $((SECONDS - start)) s"
rm -f "$log"
