#!/usr/bin/env bash
# `npm start`: install, build, seed demo data if the database is empty, and serve the
# site at http://127.0.0.1:8090 (HOST/PORT/DATA_DIR override). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8090}
DATA_DIR=${DATA_DIR:-pb_data}
# The demo: its dashboard superuser signs in with the printed password (no mail server for
# PocketBase's MFA code) and the demo admin has no authenticator app. Production leaves
# both unset (on): docs/account-security.md.
export REELHOUSE_SUPERUSER_MFA=${REELHOUSE_SUPERUSER_MFA:-off}
export REELHOUSE_ADMIN_TOTP=${REELHOUSE_ADMIN_TOTP:-off}

source scripts/requirements.sh
require_go; require_node; require_ffmpeg

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm ci`: exactly what the lock says, and the lock untouched (it holds every
  # platform's optional binaries: scripts/lock-check.mjs).
  npm ci --no-audit --no-fund
fi
npm run build

./reelhouse seed --dir "$DATA_DIR"

# A dashboard (/_/) superuser, created once with a random password kept in the data dir.
su_file="$DATA_DIR/superuser.txt"
if [ ! -f "$su_file" ]; then
  su_pass=$(node -e "console.log(require('crypto').randomBytes(12).toString('base64url'))")
  ./reelhouse superuser upsert admin@reelhouse.local "$su_pass" --dir "$DATA_DIR" >/dev/null
  umask 077 && printf 'admin@reelhouse.local %s\n' "$su_pass" > "$su_file"
fi

echo
echo "Reelhouse demo accounts (change these before going public):"
node -e '
  const a = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const [role, u] of Object.entries(a)) console.log(`  ${role.padEnd(8)} ${u.email.padEnd(28)} ${u.password}`);
' "$DATA_DIR/demo-accounts.json" 2>/dev/null || echo "  (see $DATA_DIR/demo-accounts.json)"
echo "  dashboard $(cat "$su_file")  -> http://$HOST:$PORT/_/"
echo "Try: sign in as member, play one of the newest (1½-minute) videos for 20 s, then open /library: Continue watching, resume, quality and timeline previews."
echo
echo "Serving http://$HOST:$PORT"
exec ./reelhouse serve --http "$HOST:$PORT" --dir "$DATA_DIR"
