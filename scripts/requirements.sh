#!/usr/bin/env bash
# Sourced by scripts/start.sh and scripts/test.sh: say clearly what this machine lacks before
# anything is built. Kept in plain bash so it runs under any Node (an old one is the point).
#
# Node: vite 8, @vitejs/plugin-react and vite-plugin-pwa need ^20.19 or >=22.12 (their
# "engines"); package.json says the same. (scripts/bench-web's lighthouse needs 22.19+; it
# checks that itself.) ffmpeg/ffprobe: the system's (Debian's `ffmpeg` package): they decode
# untrusted uploads, so they must be ones the system keeps patched; installed here with
# apt-get when we are root on Debian (as .ci/run does), otherwise we stop and say how.

require_go() {
  command -v go >/dev/null || { echo "Go 1.26+ is required (https://go.dev/dl/)" >&2; exit 1; }
}

require_node() {
  command -v node >/dev/null || { echo "Node.js ^20.19 or >=22.12 is required (https://nodejs.org/)" >&2; exit 1; }
  local v major minor
  v=$(node -p 'process.versions.node')
  major=${v%%.*}; minor=${v#*.}; minor=${minor%%.*}
  if [ "$major" -lt 20 ] || { [ "$major" -eq 20 ] && [ "$minor" -lt 19 ]; } || { [ "$major" -eq 21 ]; } || { [ "$major" -eq 22 ] && [ "$minor" -lt 12 ]; }; then
    echo "Node.js $v is too old: the build (vite 8, vite-plugin-pwa) needs ^20.19 or >=22.12." >&2
    exit 1
  fi
}

require_ffmpeg() {
  if command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; then return 0; fi
  if [ -n "${REELHOUSE_FFMPEG:-}" ] && [ -n "${REELHOUSE_FFPROBE:-}" ]; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "ffmpeg is missing: installing Debian's ffmpeg (apt-get install ffmpeg)"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg >/dev/null
    command -v ffmpeg >/dev/null && return 0
  fi
  cat >&2 <<'MSG'
ffmpeg and ffprobe are required (the server processes uploads and makes the demo videos
with them). Install the system's package, e.g. on Debian/Ubuntu:
    sudo apt-get install ffmpeg
or point REELHOUSE_FFMPEG and REELHOUSE_FFPROBE at the binaries.
MSG
  exit 1
}
