#!/usr/bin/env bash
# Copies PocketBase's jsvm type declarations (shipped in the pinned Go module) to
# .tmp/pb-types so that `tsc -p pb_hooks` type-checks hooks and migrations.
set -euo pipefail
cd "$(dirname "$0")/.."
# `go list -m` names no directory for a module not yet in the module cache (a fresh
# machine, before any go build): download it first.
go mod download github.com/pocketbase/pocketbase
dir=$(go list -m -f '{{.Dir}}' github.com/pocketbase/pocketbase)
[ -n "$dir" ] || { echo "hook-types: PocketBase's module directory not found" >&2; exit 1; }
mkdir -p .tmp/pb-types
# core.App is generated with an `[key:string]: any` escape hatch; dropping it makes a
# misspelled $app / e.app method a type error instead of a production crash.
awk 'prev ~ /^ interface App \{$/ && $0 ~ /^  \[key:string\]: any;$/ { prev = $0; next } { print; prev = $0 }' \
  "$dir/plugins/jsvm/internal/types/generated/types.d.ts" > .tmp/pb-types/types.d.ts
