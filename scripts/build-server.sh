#!/usr/bin/env bash
# Builds ./reelhouse with the PWA in dist/ embedded. Without a front-end build the
# server still builds (go:embed needs at least one file) and says so at /.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p dist
[ -n "$(ls -A dist)" ] || echo "run npm run build:web" > dist/.placeholder
CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o reelhouse .
echo "built ./reelhouse ($(du -h reelhouse | cut -f1))"
