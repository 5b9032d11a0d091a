#!/usr/bin/env python3
"""Counts the public top-level types of Stapel's products, as Architecture.md counts them.

Every public top-level type of a product, typealiases included; declarations behind
`@_spi(StapelUI)` and `package` ones are left out. The count comes from the symbol graph.

    python3 Tools/public-types.py                # prints the counts and the names
    python3 Tools/public-types.py --max 53 65     # also fails when StapelCore or all grow past these
"""

import argparse
import glob
import json
import os
import subprocess
import sys

PRODUCTS = ["StapelCore", "Stapel", "StapelTesting"]
KINDS = {
    "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
    "swift.actor",
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", nargs=2, type=int, metavar=("CORE", "ALL"))
    args = parser.parse_args()
    out = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public",
         "--skip-synthesized-members"],
        capture_output=True, text=True)
    if out.returncode != 0:
        print(out.stdout + out.stderr)
        return 1
    folder = next(line.split("Files written to ", 1)[1].strip()
                  for line in out.stdout.splitlines() if "Files written to" in line)
    counts = {}
    for product in PRODUCTS:
        names = set()
        for path in glob.glob(os.path.join(folder, f"{product}*.symbols.json")):
            module = os.path.basename(path).split(".")[0].split("@")[0]
            if module != product:
                continue
            for symbol in json.load(open(path))["symbols"]:
                if (symbol["kind"]["identifier"] in KINDS and len(symbol["pathComponents"]) == 1
                        and symbol.get("accessLevel") in ("public", "open")
                        and not symbol.get("spi")):
                    names.add(symbol["pathComponents"][0])
        counts[product] = len(names)
        print(f"{product}: {len(names)}: {' '.join(sorted(names))}")
    total = sum(counts.values())
    print(f"all products: {total}")
    if args.max and (counts["StapelCore"] > args.max[0] or total > args.max[1]):
        print(f"over the budget: StapelCore at most {args.max[0]}, all at most {args.max[1]}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
