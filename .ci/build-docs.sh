#!/usr/bin/env bash
# Builds the DocC documentation of every library product, warnings as errors (a broken symbol
# link, an unknown article or a misspelled parameter fails), from the symbol graphs of the
# debug build, then merges the archives into one site.
#
#   .ci/build-docs.sh [OUTPUT]      # default .build/docs; the site is OUTPUT/Hoist.doccarchive
#
# Each product's catalog is Modules/<Module>/<Module>.docc. A module is converted after the
# modules it depends on and resolves links into them (`--dependency`).
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/docs}"
# In dependency order: a module's archive is built before the modules that link into it.
modules=(NavigationCore NavigationRouter NavigationPersistence NavigationTesting HoistSwiftUI
  NavigationTooling)
declare -A depends=(
  [NavigationCore]=""
  [NavigationRouter]="NavigationCore"
  [NavigationPersistence]="NavigationCore NavigationRouter"
  [NavigationTesting]="NavigationCore NavigationRouter"
  [HoistSwiftUI]="NavigationCore NavigationRouter"
  [NavigationTooling]="NavigationCore NavigationRouter"
)

# The modules are those of the normal debug build: after `swift build` this compiles nothing.
swift build --explicit-target-dependency-import-check error
bin="$(swift build --show-bin-path)"
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"

rm -rf "$output"
mkdir -p "$output/symbol-graphs"
for module in "${modules[@]}"; do
  graphs="$output/symbol-graphs/$module"
  mkdir -p "$graphs"
  swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
    -minimum-access-level public -skip-inherited-docs -emit-extension-block-symbols \
    -output-dir "$graphs"
  # Only this module's own graph: extensions of other modules' types come in their own file
  # (Module@Other.symbols.json) and are documented under this module too.
  dependency_flags=()
  for dependency in ${depends[$module]}; do
    dependency_flags+=(--dependency "$output/$dependency.doccarchive")
  done
  echo "docc convert $module"
  docc convert "Modules/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "hoist.$module" \
    --output-path "$output/$module.doccarchive" \
    --enable-experimental-external-link-support \
    ${dependency_flags[@]+"${dependency_flags[@]}"} \
    --warnings-as-errors
done

archives=()
for module in "${modules[@]}"; do archives+=("$output/$module.doccarchive"); done
docc merge "${archives[@]}" --synthesized-landing-page-name Hoist \
  --synthesized-landing-page-kind Package --output-path "$output/Hoist.doccarchive"
echo "docs: $output/Hoist.doccarchive (serve it with .ci/check-docs-browser.sh)"
