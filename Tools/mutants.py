#!/usr/bin/env python3
"""A mutation sample: how many small changes to the code the tests notice.

    python3 Tools/mutants.py REPO COUNT SEED PATH [PATH ...]

REPO is the package (usually `.`); COUNT how many mutants to try; SEED makes the sample
repeatable; each PATH is a folder or file of Swift sources (for example Sources/StapelCore).

The tool copies the committed HEAD of REPO into a scratch folder (the working tree is not
touched, so commit first), finds the places where one small change applies (a comparison, a
boolean, a logical operator, an increment), picks COUNT of them with SEED, and for each one:
applies it, builds, runs `swift test`, and restores the file. A mutant a test fails on is
killed; one that does not build is not counted; one every test passes with is a survivor, and
points at a behaviour no test checks. It prints each survivor and a summary.
"""

import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

# Each rule: a pattern, and what each match becomes. Comparison and logical operators are
# matched with spaces around them, as the formatter writes them.
RULES = [
    (r" == ", " != "),
    (r" != ", " == "),
    (r" <= ", " < "),
    (r" >= ", " > "),
    (r" < ", " <= "),
    (r" > ", " >= "),
    (r" && ", " || "),
    (r" \|\| ", " && "),
    (r"\btrue\b", "false"),
    (r"\bfalse\b", "true"),
    (r" \+ 1\b", " - 1"),
    (r" - 1\b", " + 1"),
    (r" \+= 1\b", " -= 1"),
    (r"\bmin\(", "max("),
    (r"\bmax\(", "min("),
]

STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def candidates(root, paths):
    """Every (file, line number, column, rule) where a rule applies outside comments and
    string literals."""
    found = []
    for path in paths:
        full = os.path.join(root, path)
        files = [full] if full.endswith(".swift") else [
            os.path.join(d, f) for d, _, fs in os.walk(full) for f in fs if f.endswith(".swift")]
        for file in sorted(files):
            with open(file, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            for number, line in enumerate(lines):
                code = line.split("//", 1)[0]
                if code.strip().startswith(("import ", "#if", "#else", "#endif", "@available")):
                    continue
                blanked = STRING.sub(lambda m: " " * len(m.group(0)), code)
                for index, (pattern, _) in enumerate(RULES):
                    for match in re.finditer(pattern, blanked):
                        found.append((os.path.relpath(file, root), number, match.start(), index))
    return found


def run(command, cwd, timeout):
    try:
        return subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        return -1


def main():
    if len(sys.argv) < 5:
        print(__doc__)
        sys.exit(2)
    repo, count, seed, paths = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
    scratch = tempfile.mkdtemp(prefix="mutants-")
    tree = os.path.join(scratch, "tree")
    archive = subprocess.run(["git", "-C", repo, "archive", "HEAD"], check=True,
                             stdout=subprocess.PIPE).stdout
    os.makedirs(tree)
    subprocess.run(["tar", "-x", "-C", tree], input=archive, check=True)
    print(f"HEAD copied to {tree}; building it once before the first mutant")
    if run(["swift", "build", "--build-tests"], tree, 3600) != 0:
        print("error: HEAD does not build")
        sys.exit(1)
    sites = candidates(tree, paths)
    random.Random(seed).shuffle(sites)
    sample = sites[:count]
    built = killed = 0
    survivors = []
    for file, number, column, index in sample:
        path = os.path.join(tree, file)
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        lines = original.split("\n")
        pattern, replacement = RULES[index]
        line = lines[number]
        mutated = line[:column] + re.sub(pattern, replacement, line[column:], count=1)
        lines[number] = mutated
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
        where = f"{file}:{number + 1}: {line.strip()}  ->  {mutated.strip()}"
        try:
            if run(["swift", "build", "--build-tests"], tree, 1800) != 0:
                print(f"does not build  {where}")
                continue
            built += 1
            if run(["swift", "test", "--skip-build"], tree, 1800) != 0:
                killed += 1
                print(f"killed          {where}")
            else:
                survivors.append(where)
                print(f"SURVIVED        {where}")
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
    print()
    print(f"{len(sites)} candidate sites; {len(sample)} tried with seed {seed}; "
          f"{built} built; {killed} killed; {len(survivors)} survived")
    if built:
        print(f"score: {100 * killed / built:.1f}% of the mutants that built")
    for survivor in survivors:
        print(f"  survivor: {survivor}")
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
