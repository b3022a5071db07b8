#!/usr/bin/env bash
# Checks the built documentation in a real browser: serves the merged site from 127.0.0.1 and
# has headless Chromium render the landing page and a symbol page; each must show its title
# after the page's JavaScript ran (DocC pages are drawn by script; the HTML alone is empty).
#
#   .ci/check-docs-browser.sh [SITE]   # default .build/docs/Hoist.doccarchive (.ci/build-docs.sh)
#
# Installs Debian's chromium when no Chromium is on PATH. Screenshots of both pages are left
# in SITE/../screenshots for a person to look at.
set -euo pipefail
cd "$(dirname "$0")/.."

site="${1:-.build/docs/Hoist.doccarchive}"
[ -f "$site/index.html" ] || { echo "no site at $site: run .ci/build-docs.sh first" >&2; exit 1; }
shots="$(dirname "$site")/screenshots"
mkdir -p "$shots"

browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
  browser="$(command -v chromium)"
fi
"$browser" --version

# A free port on 127.0.0.1 only, served by Python's static file server.
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >"$shots/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done

profile="$(mktemp -d)"
render() { # URL OUTPUT-NAME: the DOM after scripts ran, and a screenshot
  local flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run
    --user-data-dir="$profile" --virtual-time-budget=15000 --window-size=1280,900)
  timeout 120 "$browser" "${flags[@]}" --dump-dom "$1" >"$shots/$2.html" 2>"$shots/$2.log"
  timeout 120 "$browser" "${flags[@]}" --screenshot="$shots/$2.png" "$1" >/dev/null 2>>"$shots/$2.log"
}

# The page's title as the script drew it: the text of the first <h1> inside the app's root
# element (#app). The page's HTML holds only a <noscript> heading; without JavaScript having
# run there is no heading in #app.
heading() {
  python3 - "$1" <<'PY'
import html.parser, sys

class Heading(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.app, self.h1, self.text, self.done = 0, 0, "", False
    def handle_starttag(self, tag, attrs):
        if self.app:
            self.app += tag not in ("br", "img", "input", "meta", "link", "hr", "wbr")
            if tag == "h1" and not self.done:
                self.h1 = self.app
        elif ("id", "app") in attrs:
            self.app = 1
    def handle_endtag(self, tag):
        if not self.app:
            return
        if tag == "h1" and self.h1 == self.app:
            self.h1, self.done = 0, True
        self.app -= 1
    def handle_data(self, data):
        if self.h1 and not self.done:
            self.text += data

parser = Heading()
parser.feed(open(sys.argv[1], encoding="utf-8").read())
print(" ".join(parser.text.split()))
PY
}

failed=0
check() { # PATH EXPECTED-TITLE NAME
  render "http://127.0.0.1:$port$1" "$3"
  local title
  title="$(heading "$shots/$3.html")"
  if [ "$title" = "$2" ]; then
    echo "ok: $1 renders its title \"$title\" ($shots/$3.png)"
  else
    echo "FAILED: $1 rendered the title \"$title\", expected \"$2\" (DOM in $shots/$3.html)" >&2
    failed=1
  fi
}

check /documentation Hoist landing
check /documentation/navigationrouter/router Router symbol
exit "$failed"
