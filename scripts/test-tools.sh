#!/usr/bin/env bash
# Test-only tools built from the Go module proxy into .tmp/tools (once; kept between runs):
# versitygw, a real S3 server with a POSIX backend, for the replication drill
# (tests/server/replication.test.ts). It is never part of the product binary.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/tools
if [ ! -x .tmp/tools/versitygw ]; then
  echo "building versitygw (test S3 server) into .tmp/tools…"
  GOBIN="$PWD/.tmp/tools" go install github.com/versity/versitygw/cmd/versitygw@v1.8.0
fi
