#!/usr/bin/env bash
# Fails when the public API of a library product lost or changed a declaration since the
# baseline committed in .api-baseline/ (one swift-api-digester dump per module). Additions
# pass: the digester's API mode reports only what breaks a client's source.
#
#   .ci/check-api.sh            # compare the debug build's modules with the baseline
#   .ci/check-api.sh --update   # rewrite the baseline from the debug build
#
# Moving the baseline is a deliberate commit: run --update after rebasing on main, and say
# in CHANGELOG.md what broke and why (CONTRIBUTING.md, "Public API"). The dumps are of this
# platform's build (Linux): code under `#if canImport(SwiftUI)` is not in them.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(NavigationCore NavigationRouter NavigationPersistence NavigationTesting HoistSwiftUI
  NavigationTooling)
baseline=.api-baseline
current=.build/api-current

update=0
case "${1:-}" in
  "") ;;
  --update) update=1 ;;
  *) echo "usage: .ci/check-api.sh [--update]" >&2; exit 2 ;;
esac

# The modules are those of the normal debug build: after `swift build` this compiles nothing.
swift build --explicit-target-dependency-import-check error
bin="$(swift build --show-bin-path)"
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"

rm -rf "$current"
mkdir -p "$current"
for module in "${modules[@]}"; do
  # No file paths and no tool arguments, so the dump is the same on every machine.
  swift-api-digester -dump-sdk -module "$module" -I "$bin/Modules" -target "$triple" \
    -swift-only -avoid-location -avoid-tool-args -abort-on-module-fail \
    -o "$current/$module.json"
done
# A module built without library evolution also records its internal and `package`
# declarations (marked isInternal); they are no one's API, so they leave the dump (else
# renaming a `package` seam between our own modules would fail the check).
python3 - "$current"/*.json <<'PY'
import json, sys

def public(nodes):
    return [strip(node) for node in nodes if not node.get("isInternal")]

def strip(node):
    for key in ("children", "accessors"):
        if key in node:
            node[key] = public(node[key])
    return node

for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as file:
        dump = json.load(file)
    strip(dump["ABIRoot"])
    with open(path, "w", encoding="utf-8") as file:
        json.dump(dump, file, indent=2)
        file.write("\n")
PY

if [ "$update" = 1 ]; then
  rm -rf "$baseline"
  mkdir -p "$baseline"
  cp "$current"/*.json "$baseline/"
  echo "api: baseline rewritten for ${modules[*]}; commit it with a CHANGELOG.md entry"
  exit 0
fi

broken=0
for module in "${modules[@]}"; do
  if [ ! -f "$baseline/$module.json" ]; then
    echo "api: $module has no baseline ($baseline/$module.json); a new product starts one with --update" >&2
    broken=1
    continue
  fi
  report="$current/$module.breakage.txt"
  swift-api-digester -diagnose-sdk -print-module \
    -input-paths "$baseline/$module.json" -input-paths "$current/$module.json" -o "$report"
  # The report is a list of section headers (/* Removed Decls */ ...), each followed by one
  # line per breaking change; a report of headers only means nothing broke.
  if grep -v -e '^/\*.*\*/$' -e '^[[:space:]]*$' "$report" >/dev/null; then
    echo "api: $module's public API changed in a way that breaks its users:" >&2
    grep -v -e '^[[:space:]]*$' "$report" | awk '
      /^\/\*.*\*\/$/ { header = $0; next }
      { if (header != "") { print "  " header; header = "" } print "    " $0 }' >&2
    broken=1
  else
    echo "api: $module: nothing removed or changed"
  fi
done

if [ "$broken" = 1 ]; then
  cat >&2 <<'EOF'
api: restore what was removed or changed (deprecate it with @available(*, deprecated,
renamed:/message:) and keep it), or, if the break is deliberate, move the baseline:
.ci/check-api.sh --update, committed with a CHANGELOG.md entry saying what broke and why.
EOF
  exit 1
fi
