#!/usr/bin/env bash
# Builds AppTargetCheck: every snippet (Snippets/) and the example app (Examples/StapelExamples)
# compiled as an app target's own code, once with the settings of a new Xcode 26 app target
# (main-actor isolation by default, Approachable Concurrency) and once in plain Swift 6. Fails on
# any error, and on any warning from this repository's sources (the library's included).
#
#   bash AppTargetCheck/check.sh
set -euo pipefail
cd "$(dirname "$0")"
log=../.ci-app-targets.log
start=$SECONDS

# SwiftPM keeps this package's build products between runs, but caches the list of a path
# dependency's source files: touching the manifest makes it see files added to the library.
touch Package.swift
if ! swift build >"$log" 2>&1; then
    grep -E "^/.*: error:" "$log" | sort -u | head -60 || tail -40 "$log"
    echo "error: a snippet or example does not compile as app code (the log is .ci-app-targets.log)"
    exit 1
fi
if grep -E "^/.*: warning:" "$log" | grep -v "/.build/" | sort -u; then
    echo "error: compiling the snippets and examples as app code printed warnings (above)"
    exit 1
fi
targets=$(swift package dump-package | grep -c '"name" : "\(MainActorByDefault\|PlainSwift6\)_')
echo "AppTargetCheck: $targets targets (every snippet and the examples, both ways)," \
    "0 errors, 0 warnings, in $((SECONDS - start)) s"
rm -f "$log"
