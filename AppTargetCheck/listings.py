#!/usr/bin/env python3
"""Writes every `swift` code listing of the docs as a source file that AppTargetCheck compiles.

The listings are the fenced ```swift blocks of README.md, of the DocC articles under
Sources/*/*.docc, and of the doc comments (`///`) in Sources/StapelCore, Sources/Stapel and
Sources/StapelTesting. Each becomes one file in AppTargetCheck/Listings/<module>/: one module for
the README and the articles, and one per product and top folder for the doc comments (such as
StapelCore_Restoration); check.sh builds them both ways. `--only PREFIX[,PREFIX]` writes only the
modules whose names start so, leaving the others as they are.

How a listing becomes a file (the convention CONTRIBUTING.md describes):
- A line at the listing's left margin that declares a type, a protocol, an extension, a function
  or a type alias stays at file scope; such a declaration gets `fileprivate`, so that two listings
  may both declare `Screen`. `import` lines go to the top.
- A listing whose first line is a property wrapper (`@State`, `@Environment`, ...) or that declares
  `var body` at its margin is a view's members: it is wrapped in a view.
- Everything else (statements, `let` and `var`, expressions, a view and its modifiers) is the body
  of a main-actor `async throws` function.
- A name the listing uses and does not declare comes from AppTargetCheck/ListingPrelude.swift:
  each `// name:` block there declares a name (a `Screen` enum, a `stack`, placeholder views) and
  is copied into the file, file-private, when the listing uses the name.
- A listing whose fence is preceded by a line `<!-- listing: not compiled: REASON -->` (articles)
  or whose first line is `// Not compiled: REASON` (doc comments) is skipped, with its reason.

A listing named in listings-pending.txt (by a hash of its code) is not compiled yet: issue 31
leaves them to be fixed one by one. `--all` writes them too; `--record-failing LOG` adds those
a build log shows failing. An edited or new listing is never pending.

Run: python3 AppTargetCheck/listings.py [--all] (check.sh runs it).
"""

import hashlib
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(HERE, "Listings")
PRODUCTS = ["StapelCore", "Stapel", "StapelTesting"]
PENDING = os.path.join(HERE, "listings-pending.txt")

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|internal|fileprivate|private|package|final|nonisolated|indirect|static)\s+)*"
    r"(struct|enum|class|actor|protocol|extension|func|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"
)
ACCESS = re.compile(r"\b(public|internal|fileprivate|private|package|open)\b")
MEMBER_START = re.compile(r"^@(State|Environment|Bindable|Binding|FocusState|SceneStorage|AppStorage)\b")


def listings_of_markdown(path):
    """The ```swift blocks of a Markdown file: (line, code, skip reason or None)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, i = [], 0
    while i < len(lines):
        fence = re.match(r"^(\s*)```swift\s*$", lines[i])
        if fence:
            indent = len(fence.group(1))
            start, body = i + 1, []
            before = lines[i - 1].strip() if i > 0 else ""
            skip = re.match(r"<!--\s*listing: not compiled:\s*(.*?)\s*-->", before)
            i += 1
            while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
                line = lines[i]
                body.append(line[indent:] if line[:indent].strip() == "" else line)
                i += 1
            found.append((start, "\n".join(body), skip.group(1) if skip else None))
        i += 1
    return found


def listings_of_swift(path):
    """The ```swift blocks of a Swift file's doc comments: (line, code, skip reason or None)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, i = [], 0
    while i < len(lines):
        fence = re.match(r"^(\s*///\s*)```swift\s*$", lines[i])
        if fence:
            prefix = fence.group(1)
            start, body = i + 1, []
            i += 1
            while i < len(lines) and not re.match(r"^\s*///\s*```\s*$", lines[i]):
                line = lines[i]
                if line.startswith(prefix):
                    body.append(line[len(prefix):])
                else:
                    body.append(re.sub(r"^\s*///\s?", "", line))
                i += 1
            skip = None
            if body and body[0].startswith("// Not compiled:"):
                skip = body[0][len("// Not compiled:"):].strip()
            access = access_of_documented(lines, i + 1)
            if skip is None and access == "internal":
                skip = "documents a declaration that is not public"
            code = "\n".join(body)
            if access == "spi":
                code = "@_spi(StapelUI) import StapelCore\n" + code
            found.append((start, code, skip))
        i += 1
    return found


def access_of_documented(lines, index):
    """Whether the declaration a doc comment documents is public, SPI or internal: the first
    line after the comment that declares something."""
    attributes = ""
    while index < len(lines):
        line = lines[index].strip()
        index += 1
        if line.startswith("///") or not line or line.startswith("//"):
            continue
        attributes += " " + line
        if re.search(r"\b(struct|enum|class|actor|protocol|extension|func|var|let|init|case|"
                     r"typealias|subscript|associatedtype|macro)\b", line):
            break
    if "@_spi(" in attributes or in_spi_type(lines, index - 1):
        return "spi"
    if re.search(r"\b(public|open)\b", attributes):
        return "public"
    # A requirement of a public protocol is public without saying so.
    indent = len(lines[index - 1]) - len(lines[index - 1].lstrip())
    for line in reversed(lines[: index - 1]):
        stripped = line.lstrip()
        if stripped and not stripped.startswith("//") and len(line) - len(stripped) < indent:
            if re.search(r"\bprotocol\b", stripped):
                return "spi" if "@_spi(" in stripped else (
                    "public" if re.search(r"\bpublic\b", stripped) else "internal")
            break
    return "internal"


def in_spi_type(lines, index):
    """Whether the declaration at this line is a member of a type declared behind `@_spi`: the
    enclosing type's line, or the attribute line above it, says so."""
    indent = len(lines[index]) - len(lines[index].lstrip())
    for position in range(index - 1, -1, -1):
        line = lines[position]
        stripped = line.lstrip()
        if not stripped or stripped.startswith("//"):
            continue
        if len(line) - len(stripped) < indent:
            if not re.search(r"\b(struct|enum|class|actor|extension)\b", stripped):
                return False
            above = lines[position - 1].strip() if position > 0 else ""
            return "@_spi(" in stripped or above.startswith("@_spi(")
    return False


def prelude_blocks():
    """The prelude's blocks: name -> (names it uses, text)."""
    text = open(os.path.join(HERE, "ListingPrelude.swift"), encoding="utf-8").read()
    blocks = {}
    for part in re.split(r"(?m)^// name: ", text)[1:]:
        header, _, body = part.partition("\n")
        names = header.split()
        uses = []
        match = re.match(r"// uses: (.*)\n", body)
        if match:
            uses = match.group(1).split()
            body = body[match.end():]
        for name in names:
            blocks[name] = (uses, names[0], body.rstrip() + "\n")
    return blocks


def identifiers(code):
    """The words of the code, outside comments and string literals (but in interpolations)."""
    # One pass over string literals and comments, so that `//` in a string (`"myapp://chats"`)
    # does not start a comment. The code interpolated in a string literal
    # (`"Step \\(entry.index)"`) uses names too.
    code = re.sub(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*', lambda m: " " if m.group(0).startswith("//")
        else " ".join(['""'] + re.findall(r"\\\(([^()]*(?:\([^()]*\)[^()]*)*)\)", m.group(0))),
        code)
    return set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", code))


def make_fileprivate(line):
    """A margin declaration, file-private unless it states an access level or a conformance."""
    match = DECLARATION.match(line)
    if not match or ACCESS.search(line[: match.end()]):
        return line
    if match.group(1) == "extension" and re.match(r"extension\s+[\w.<>, ]+:", line[match.start(1):]):
        return line
    return line[: match.start(1)] + "fileprivate " + line[match.start(1):]


def privatize(text):
    """A prelude block with its margin declarations, `let`s and `var`s file-private."""
    lines = []
    for line in text.split("\n"):
        binding = re.match(r"^((?:@\w+\s+)*)(let|var)\s", line)
        if binding:
            line = line[: binding.start(2)] + "fileprivate " + line[binding.start(2):]
        else:
            line = make_fileprivate(line)
        lines.append(line)
    return "\n".join(lines)


def fingerprint(code):
    """What names a listing in listings-pending.txt: a hash of its code, so an edited listing is
    no longer pending and must compile."""
    return hashlib.sha1(code.encode("utf-8")).hexdigest()[:12]


def pending():
    """The fingerprints of the listings not compiled yet (listings-pending.txt)."""
    if not os.path.exists(PENDING):
        return set()
    return {line.split()[0] for line in open(PENDING, encoding="utf-8") if line.strip()
            and not line.startswith("#")}


def record_pending(log):
    """Adds the listings that a build log shows failing to listings-pending.txt."""
    failing = set(re.findall(r"(Listings/\w+/Listing\d+)\.swift:\d+:\d+: error:", log))
    files = set(re.findall(r"(Listings/\w+/Listing\d+\.swift):\d+:\d+: error:", log))
    entries = []
    for relative in sorted({re.sub(r"^.*?Listings/", "Listings/", f) for f in files}):
        header = open(os.path.join(HERE, relative), encoding="utf-8").readline()
        match = re.match(r"// Listing \d+ \((\w+)\): (.*)", header)
        entries.append(f"{match.group(1)} {match.group(2)}")
    with open(PENDING, "a", encoding="utf-8") as f:
        for entry in entries:
            f.write(entry + "\n")
    print(f"listings.py: {len(failing)} failing listings added to listings-pending.txt")


def source_of(number, origin, code, blocks):
    """The Swift file for one listing."""
    lines = code.split("\n")
    imports = [l for l in lines if re.match(r"^(@_spi\(\w+\) )?import ", l)]
    lines = [l for l in lines if l not in imports]
    first = next((l for l in lines if l.strip() and not l.startswith("//")), "")
    declared, top, body = set(), [], []
    is_members = bool(MEMBER_START.match(first)) or any(
        re.match(r"^(?:@\w+\s+)*var body\b", l) for l in lines)
    if is_members:
        top.append("fileprivate struct ListingView: View {")
        top += ["    " + l if l else l for l in lines]
        if not any(re.match(r"^(?:@\w+\s+)*var body\b", l) for l in lines):
            top.append("    var body: some View { EmptyView() }")
        top.append("}")
    else:
        in_declaration, in_extension = False, False
        for line in lines:
            starts_declaration = bool(DECLARATION.match(line))
            if starts_declaration:
                declared.add(DECLARATION.match(line).group(2))
                in_declaration = True
                in_extension = DECLARATION.match(line).group(1) == "extension"
                top.append(make_fileprivate(line))
            elif in_declaration and (line.startswith((" ", "}", ")", "\t")) or line == ""):
                # A member an extension declares (`var incomingChat`) is the listing's own.
                member = re.match(r"^    (?:\w+\s+)*(?:var|let|func)\s+([A-Za-z_]\w*)", line)
                if in_extension and member:
                    declared.add(member.group(1))
                top.append(line)
            elif in_declaration and re.match(r"^(?:@\w+(?:\([^)]*\))?\s*)+$", line):
                top.append(line)
            else:
                in_declaration = False
                body.append(line)
    used = identifiers(code)
    wanted, order = [], []

    def want(name):
        if name in declared or name not in blocks:
            return
        uses, key, _ = blocks[name]
        if key in order:
            return
        for other in uses:
            want(other)
        if key not in order:
            order.append(key)

    for name in sorted(used):
        want(name)
    prelude = [privatize(blocks[key][2]) for key in order]
    out = [f"// Listing {number} ({fingerprint(code)}): {origin}",
           "// Generated by AppTargetCheck/listings.py."]
    out += sorted(set(imports + ["import Foundation", "import Stapel"]))
    out += ["import StapelTesting", ""]
    out += prelude
    out += top
    if any(l.strip() for l in body):
        out.append("")
        out.append("@MainActor fileprivate func listing() async throws {")
        out += ["    " + l if l else l for l in body]
        out.append("}")
    return "\n".join(out) + "\n"


def module_of(product, path):
    """The module a doc comment's listing is compiled in: one per product and top folder."""
    parts = os.path.relpath(path, os.path.join(ROOT, "Sources", product)).split(os.sep)
    return product + "_" + (parts[0] if len(parts) > 1 else "Root")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--record-failing":
        record_pending(open(sys.argv[2], encoding="utf-8").read())
        return
    everything = "--all" in sys.argv
    only = None
    if "--only" in sys.argv:
        only = sys.argv[sys.argv.index("--only") + 1].split(",")
    waiting = set() if everything else pending()
    blocks = prelude_blocks()
    modules = {"Articles": []}
    readme = listings_of_markdown(os.path.join(ROOT, "README.md"))
    modules["Articles"] += [("README.md", x) for x in readme]
    for product in PRODUCTS:
        for folder, _, files in sorted(os.walk(os.path.join(ROOT, "Sources", product))):
            for name in sorted(files):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, ROOT)
                if name.endswith(".md"):
                    modules["Articles"] += [(relative, x) for x in listings_of_markdown(path)]
                elif name.endswith(".swift"):
                    found = [(relative, x) for x in listings_of_swift(path)]
                    if found:
                        modules.setdefault(module_of(product, path), []).extend(found)
    if only is None:
        shutil.rmtree(OUT, ignore_errors=True)
    total, skipped, held = 0, [], 0
    for module, listings in sorted(modules.items()):
        if only is not None and not any(module.startswith(prefix) for prefix in only):
            continue
        folder = os.path.join(OUT, module)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        for index, (relative, (line, code, skip)) in enumerate(listings, start=1):
            origin = f"{relative}:{line}"
            if skip is not None:
                skipped.append(f"{origin}: {skip}")
                continue
            if fingerprint(code) in waiting:
                held += 1
                continue
            total += 1
            with open(os.path.join(folder, f"Listing{index:03}.swift"), "w", encoding="utf-8") as f:
                f.write(source_of(index, origin, code, blocks))
        if not os.listdir(folder):
            # A module without a listing to compile still needs a source file.
            with open(os.path.join(folder, "Empty.swift"), "w", encoding="utf-8") as f:
                f.write("// Every listing of this module is pending or not compiled.\n")
    internal = [line for line in skipped if line.endswith("not public")]
    print(f"listings.py: {total} listings written to AppTargetCheck/Listings, {held} pending "
          f"(listings-pending.txt), {len(internal)} on internal declarations and "
          f"{len(skipped) - len(internal)} others not compiled")
    for line in skipped:
        if line not in internal:
            print(f"  not compiled: {line}")


if __name__ == "__main__":
    sys.exit(main())
