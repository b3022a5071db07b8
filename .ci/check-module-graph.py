#!/usr/bin/env python3
"""Checks Hoist's module rules on a package's declared graph and its import statements.

Usage: check-module-graph.py PACKAGE_DIR

Reads `swift package describe --type json` for PACKAGE_DIR (run outside `swift test`, which
locks .build) and fails (exit 1) when:
- a feature target (a non-test target whose name ends in `Feature`) declares or imports
  another feature, NavigationRouter or AppShell;
- a leaf (NavigationCore, TerminalEscaping, ChildProcess, WholeFile, SwiftUIStandIn) depends on
  anything;
- a library product over the router (NavigationPersistence) depends on anything but
  NavigationCore and NavigationRouter: persistence saves the router's `NavigationSnapshot`
  (core <- router <- persistence), and knows no app, feature or tool;
- a product ships a test-only target: a target under Tests/ (TestSupport, the SwiftUI
  stand-in SwiftUIStandIn and the views compiled against it) that a product's targets depend
  on, directly or not;
- a navlint target (a non-test target named `navlint` or `NavLint...`) declares or imports any
  target of the package but another navlint target and the shared leaves TerminalEscaping,
  ChildProcess and WholeFile: the linter never depends on the app it lints.
Exit 2 when the package cannot be described.
"""
import json
import os
import re
import subprocess
import sys

FORBIDDEN_FOR_FEATURES = {"NavigationRouter", "AppShell", "HoistShell"}
LEAVES = {"NavigationCore", "TerminalEscaping", "ChildProcess", "WholeFile", "SwiftUIStandIn"}
OVER_THE_ROUTER = {"NavigationPersistence": {"NavigationCore", "NavigationRouter"}}
SHARED_WITH_TOOLS = {"TerminalEscaping", "ChildProcess", "WholeFile"}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|package\s+|internal\s+|fileprivate\s+|private\s+)?import[ \t]+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|let|var)[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


MULTILINE_STRING = re.compile(r'#*"""[\s\S]*?"""#*')


def without_multiline_strings(text):
    """The text with every multi-line string literal blanked (its line breaks kept), so that an
    example inside one, such as a lint rule's `import LibraryFeature`, is not read as an import."""
    return MULTILINE_STRING.sub(lambda match: "\n" * match.group(0).count("\n"), text)


def is_feature(name):
    return name.endswith("Feature") and not name.endswith("Tests")


def is_navlint(name):
    return name == "navlint" or (name.startswith("NavLint") and not name.endswith("Tests"))


def shipped_test_targets(description):
    """(product, target, path) for each target under Tests/ that a product's targets depend on,
    directly or through other targets: test code never ships."""
    by_name = {target["name"]: target for target in description["targets"]}
    found = []
    for product in description.get("products", []):
        seen = set()
        pending = list(product.get("targets", []))
        while pending:
            name = pending.pop()
            if name in seen or name not in by_name:
                continue
            seen.add(name)
            pending += by_name[name].get("target_dependencies", [])
        for name in sorted(seen):
            path = by_name[name]["path"]
            if path == "Tests" or path.startswith("Tests/"):
                found.append((product["name"], name, path))
    return found


def forbidden(owner, module, targets):
    """Whether `owner` may not declare or import `module`; `targets` names the package's targets."""
    if module == owner:
        return False
    if is_navlint(owner):
        return module in targets and module not in SHARED_WITH_TOOLS and not is_navlint(module)
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
    targets = {target["name"] for target in description["targets"]}
    for target in description["targets"]:
        name = target["name"]
        dependencies = target.get("target_dependencies", []) + target.get("product_dependencies", [])
        if name in LEAVES and dependencies:
            problems.append(f"{name} is a leaf and may depend on Foundation only, but declares {', '.join(dependencies)}")
        allowed = OVER_THE_ROUTER.get(name)
        if allowed is not None and target.get("type") != "test":
            extra = [dependency for dependency in dependencies if dependency not in allowed]
            if extra:
                problems.append(f"{name} may depend on {' and '.join(sorted(allowed))} only, but declares {', '.join(extra)}")
        if target.get("type") == "test" or not (is_feature(name) or is_navlint(name)):
            continue
        for dependency in dependencies:
            if forbidden(name, dependency, targets):
                problems.append(f"{name} declares a dependency on {dependency}")
        root = os.path.join(package, target["path"])
        for source in target.get("sources", []):
            path = os.path.join(root, source)
            try:
                text = without_multiline_strings(open(path, encoding="utf-8").read())
            except OSError as error:
                problems.append(f"cannot read {path}: {error}")
                continue
            for match in IMPORT.finditer(text):
                module = match.group(1)
                if forbidden(name, module, targets):
                    line = text.count("\n", 0, match.start()) + 1
                    problems.append(f"{os.path.relpath(path, package)}:{line}: {name} imports {module}")
    for product, name, path in shipped_test_targets(description):
        problems.append(f"product {product} ships {name}, a test-only target ({path})")
    for problem in problems:
        print(f"module graph: {problem}", file=sys.stderr)
    if problems:
        print(f"module graph: {len(problems)} violation(s); a feature may depend on NavigationCore "
              "and domain modules only, navlint on TerminalEscaping and ChildProcess only, a leaf on nothing, "
              "and no product on a target under Tests/",
              file=sys.stderr)
        return 1
    print(f"module graph: ok ({len(description['targets'])} targets)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
