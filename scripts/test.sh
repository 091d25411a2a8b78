#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest: types, unit, build, server
# API against the real binary, then end-to-end in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm install`, not `npm ci`: with this registry setup the lock omits other platforms'
  # optional binaries (tailwind/rollup), which `npm ci` rejects as out of sync.
  npm install --no-audit --no-fund
fi

step() { printf '\n=== %s ===\n' "$*"; }

step "types: hooks and migrations, then the app, then the server and e2e tests"
bash scripts/hook-types.sh
npx tsc -p pb_hooks/tsconfig.json
npx tsc -p tsconfig.json --noEmit
npx tsc -p tests/tsconfig.json

step "lint: ESLint (typescript-eslint, React hooks, jsx-a11y, import boundaries), no warnings"
npx eslint src --max-warnings 0

step "go vet and go test"
mkdir -p dist && [ -n "$(ls -A dist)" ] || echo "placeholder" > dist/.placeholder
go vet ./...
go test ./...

step "unit tests (Vitest)"
npx vitest run

step "build (PWA + server binary)"
npm run build

step "test tools (versitygw for the replication drill; built once into .tmp/tools)"
bash scripts/test-tools.sh

step "server API tests against the real binary"
npx vitest run --config tests/server/vitest.config.ts

step "end-to-end tests in Chromium"
npx playwright test -c tests/e2e/playwright.config.ts
