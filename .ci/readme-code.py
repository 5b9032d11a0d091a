#!/usr/bin/env python3
"""Checks that every Swift block of README.md is code that compiles: each must appear, line for
line (indentation aside), in a file of Snippets/, which `swift build` compiles. Blocks that start
with `// Package.swift` are manifests and are skipped.

The README uses issue 12's final names; while .ci/snippets-final-names.sed exists, the snippets
are compared after that renaming. Usage: python3 .ci/readme-code.py"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
renames = []
sed = root / ".ci" / "snippets-final-names.sed"
if sed.exists():
    for line in sed.read_text().splitlines():
        if line.startswith("s/"):
            _, pattern, replacement, _flags = re.split(r"(?<!\\)/", line)
            replacement = re.sub(r"\\(\d)", r"\\g<\1>", replacement)
            renames.append((re.compile(pattern), replacement))


def normalized(lines):
    return [line.strip() for line in lines if line.strip() and "snippet." not in line]


def renamed(text):
    for pattern, replacement in renames:
        text = pattern.sub(replacement, text)
    return text


snippets = [
    normalized(renamed(path.read_text()).splitlines())
    for path in sorted((root / "Snippets").rglob("*.swift"))
]
blocks = re.findall(r"```swift\n(.*?)```", (root / "README.md").read_text(), re.S)
missing = 0
for block in blocks:
    lines = normalized(block.splitlines())
    if not lines or lines[0].startswith("// Package.swift"):
        continue
    found = any(
        snippet[start : start + len(lines)] == lines
        for snippet in snippets
        for start in range(len(snippet) - len(lines) + 1)
    )
    if not found:
        missing += 1
        print("README.md: this block is not in Snippets/:\n" + block)
checked = sum(1 for block in blocks if not block.lstrip().startswith("// Package.swift"))
print(f"README code blocks: {checked - missing} of {checked} found in Snippets/")
sys.exit(1 if missing else 0)
