#!/usr/bin/env python3
"""Checks Hoist's module rules on a package's declared graph and its import statements.

Usage: check-module-graph.py PACKAGE_DIR

Reads `swift package describe --type json` for PACKAGE_DIR (run outside `swift test`, which
locks .build) and fails (exit 1) when a feature target (a non-test target whose name ends in
`Feature`) declares or imports another feature, NavigationRouter or AppShell, or when
NavigationCore depends on anything. Exit 2 when the package cannot be described.
"""
import json
import os
import re
import subprocess
import sys

FORBIDDEN_FOR_FEATURES = {"NavigationRouter", "AppShell", "HoistShell"}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|package\s+|internal\s+|fileprivate\s+|private\s+)?import[ \t]+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|let|var)[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


def is_feature(name):
    return name.endswith("Feature") and not name.endswith("Tests")


def forbidden(owner, module):
    if module == owner:
        return False
    return module in FORBIDDEN_FOR_FEATURES or is_feature(module)


def main(argv):
    if len(argv) != 2:
        print("usage: check-module-graph.py PACKAGE_DIR", file=sys.stderr)
        return 2
    package = argv[1]
    result = subprocess.run(
        ["swift", "package", "--package-path", package, "describe", "--type", "json"],
        capture_output=True, text=True)
    if result.returncode != 0:
        print(f"cannot describe the package at {package}:\n{result.stderr}", file=sys.stderr)
        return 2
    start = result.stdout.find("{")
    description = json.loads(result.stdout[start:])
    problems = []
    for target in description["targets"]:
        name = target["name"]
        dependencies = target.get("target_dependencies", []) + target.get("product_dependencies", [])
        if name == "NavigationCore" and dependencies:
            problems.append(f"NavigationCore may depend on Foundation only, but declares {', '.join(dependencies)}")
        if target.get("type") == "test" or not is_feature(name):
            continue
        for dependency in dependencies:
            if forbidden(name, dependency):
                problems.append(f"{name} declares a dependency on {dependency}")
        root = os.path.join(package, target["path"])
        for source in target.get("sources", []):
            path = os.path.join(root, source)
            try:
                text = open(path, encoding="utf-8").read()
            except OSError as error:
                problems.append(f"cannot read {path}: {error}")
                continue
            for match in IMPORT.finditer(text):
                module = match.group(1)
                if forbidden(name, module):
                    line = text.count("\n", 0, match.start()) + 1
                    problems.append(f"{os.path.relpath(path, package)}:{line}: {name} imports {module}")
    for problem in problems:
        print(f"module graph: {problem}", file=sys.stderr)
    if problems:
        print(f"module graph: {len(problems)} violation(s); a feature may depend on NavigationCore "
              "and domain modules only", file=sys.stderr)
        return 1
    print(f"module graph: ok ({len(description['targets'])} targets)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
