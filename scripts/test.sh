#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest: types, unit, build, server
# API against the real binary, then end-to-end in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/requirements.sh
require_go; require_node; require_ffmpeg
node scripts/lock-check.mjs
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm ci`: exactly what the lock says, and the lock untouched (it holds every
  # platform's optional binaries: scripts/lock-check.mjs).
  npm ci --no-audit --no-fund
fi

# Each step says how long the one before it took: CI has a time budget (README).
step_start=$SECONDS
step() { printf '\n(%ss)\n=== %s ===\n' "$((SECONDS - step_start))" "$*"; step_start=$SECONDS; }
trap 'printf "\n(%ss) total %ss\n" "$((SECONDS - step_start))" "$SECONDS"' EXIT

step "types: hooks and migrations, then the app, then the server and e2e tests"
bash scripts/hook-types.sh
npx tsc -p pb_hooks/tsconfig.json
npx tsc -p tsconfig.json --noEmit
npx tsc -p tests/tsconfig.json

step "lint: ESLint (typescript-eslint, React hooks, jsx-a11y, import boundaries), no warnings"
npx eslint src --max-warnings 0

step "go vet, staticcheck and go test"
mkdir -p dist && [ -n "$(ls -A dist)" ] || echo "placeholder" > dist/.placeholder
go vet ./...
# staticcheck, pinned (staticcheck.conf says which checks); any finding fails the run.
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
# errcheck, pinned: an error dropped without a word fails the run (issue 36 §6);
# scripts/errcheck-excludes.txt lists the calls that may drop theirs, and why.
go run github.com/kisielk/errcheck@v1.30.0 -ignoretests -exclude scripts/errcheck-excludes.txt ./...
go test ./...

step "unit tests (Vitest)"
npx vitest run

step "build (PWA + server binary)"
npm run build

step "first-visit budget: what the service worker precaches, gzip (scripts/precache-budget.mjs)"
node scripts/precache-budget.mjs

step "collection types match the migrations (scripts/typegen.mjs --check)"
node scripts/typegen.mjs --check

step "test tools (versitygw for the replication drill; built once into .tmp/tools)"
bash scripts/test-tools.sh

step "server API tests against the real binary"
npx vitest run --config tests/server/vitest.config.ts

step "end-to-end tests in Chromium"
npx playwright test -c tests/e2e/playwright.config.ts
