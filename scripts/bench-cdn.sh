#!/usr/bin/env bash
# What files on S3 and a CDN save the app server (docs/scaling.md): on one fresh server,
#  1. a self-hosted video streamed through the app (1 MiB Range requests), then the same
#     video with the files on S3 (versitygw, local): the stream route only redirects;
#  2. a public list fetched in full vs revalidated with If-None-Match (304).
# Run under the shared lock: flock /work/wt/bench.lock bash scripts/bench-cdn.sh
# Needs ./reelhouse, .tmp/tools/versitygw (scripts/test-tools.sh), ffmpeg, wrk, jq.
set -euo pipefail
# Its superuser signs in by password: no PocketBase MFA on the data dir it makes (migration 17950002).
export REELHOUSE_SUPERUSER_MFA=${REELHOUSE_SUPERUSER_MFA:-off} REELHOUSE_ADMIN_TOTP=${REELHOUSE_ADMIN_TOTP:-off}
cd "$(dirname "$0")/.."
DUR=${DUR:-10s}
CONN=${CONN:-16}
tmp=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$tmp"; }
trap cleanup EXIT

port() { python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])'; }
wait_up() { for _ in $(seq 300); do curl -s -o /dev/null "$1" && return; sleep 0.1; done; echo "no answer from $1"; exit 1; }

KEY=bench-key SECRET=bench-secret-0123456789 BUCKET=bench
mkdir -p "$tmp/s3/$BUCKET"
gwp=$(port)
ROOT_ACCESS_KEY_ID=$KEY ROOT_SECRET_ACCESS_KEY=$SECRET .tmp/tools/versitygw --port "127.0.0.1:$gwp" posix "$tmp/s3" >/dev/null 2>&1 &
pids+=($!)
wait_up "http://127.0.0.1:$gwp/"

./reelhouse superuser upsert bench@bench.local 'bench-Passw0rd-1' --dir "$tmp/pb" >/dev/null
p=$(port)
base="http://127.0.0.1:$p"
REELHOUSE_RATE_LIMITS=off ./reelhouse serve --http "127.0.0.1:$p" --dir "$tmp/pb" >"$tmp/serve.log" 2>&1 &
pids+=($!)
srv=$!
wait_up "$base/api/health"
tok=$(curl -s "$base/api/collections/_superusers/auth-with-password" -H 'Content-Type: application/json' \
  -d '{"identity":"bench@bench.local","password":"bench-Passw0rd-1"}' | jq -r .token)

# A 20 s 720p test video (~4 Mbit/s, a realistic stream).
ffmpeg -y -loglevel error -f lavfi -i testsrc=duration=20:size=1280x720:rate=25 -f lavfi -i sine=duration=20 \
  -c:v libx264 -preset ultrafast -b:v 4M -pix_fmt yuv420p -c:a aac -shortest "$tmp/v.mp4"

video() { # $1 slug → the visitor's stream URL
  local id
  id=$(curl -s "$base/api/collections/videos/records" -H "Authorization: $tok" \
    -F title=Bench -F "slug=$1" -F author=Bench -F duration=20 | jq -r .id)
  curl -s "$base/api/collections/video_sources/records" -H "Authorization: $tok" -F "video=$id" -F "file=@$tmp/v.mp4" >/dev/null
  curl -s "$base/api/reelhouse/videos/$1" | jq -r '.sources[] | select(.type=="local") | .url'
}
bytes() { curl -s "$base/api/reelhouse/metrics" -H "Authorization: $tok" |
  awk '/^reelhouse_http_response_bytes_total\{route="GET \/api\/reelhouse\/stream\/\{videoId\}"\}/ {print $NF}'; }
cpu() { awk '{print $14+$15}' "/proc/$srv/stat"; } # the app server's CPU time, in ticks
run() { # prints wrk's figures and the app server's CPU per 1,000 requests
  echo "## $1"; shift
  local c0 out n c1
  c0=$(cpu)
  out=$(wrk -t2 -c"$CONN" -d"$DUR" --latency "$@")
  c1=$(cpu)
  echo "$out" | grep -E 'Requests/sec|Transfer/sec|50%|99%'
  n=$(echo "$out" | awk '/requests in/ {print $1}')
  echo "app server CPU: $(python3 -c "print(f'{($c1-$c0)/100:.1f} s for $n requests = {($c1-$c0)*10/$n:.2f} ms each')")"
}

echo "video: $(stat -c %s "$tmp/v.mp4") bytes, 20 s"
local_url=$(video bench-local)
b0=$(bytes); b0=${b0:-0}
run "local storage: 1 MiB Range requests through the app server" -H 'Range: bytes=1048576-2097151' "$base$local_url"
b1=$(bytes)
echo "app server stream bytes: $(python3 -c "print(f'{($b1-$b0)/1e9:.2f} GB')")"

curl -s -X PATCH "$base/api/settings" -H "Authorization: $tok" -H 'Content-Type: application/json' \
  -d "{\"s3\":{\"enabled\":true,\"bucket\":\"$BUCKET\",\"region\":\"us-east-1\",\"endpoint\":\"http://127.0.0.1:$gwp\",\"accessKey\":\"$KEY\",\"secret\":\"$SECRET\",\"forcePathStyle\":true}}" >/dev/null
s3_url=$(video bench-s3)
b2=$(bytes)
run "S3 storage: the same requests answered with a 302 to a presigned URL" -H 'Range: bytes=1048576-2097151' "$base$s3_url"
b3=$(bytes)
echo "app server stream bytes: $(python3 -c "print(f'{($b3-$b2)/1e6:.2f} MB')")"

list="$base/api/reelhouse/videos/newest?perPage=12"
etag=$(curl -s -D - -o /dev/null -H 'Accept-Encoding: identity' "$list" | awk -F': ' 'tolower($1)=="etag"{print $NF}' | tr -d '\r')
run "public list, full body (in-process cache hit)" -H 'Accept-Encoding: identity' "$list"
run "public list, revalidated (If-None-Match → 304)" -H 'Accept-Encoding: identity' -H "If-None-Match: $etag" "$list"
