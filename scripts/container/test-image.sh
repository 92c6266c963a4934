#!/usr/bin/env bash
# CI's container check (.ci/run): builds the real Dockerfile with podman on a local stand-in of its
# base image (stand-in-base.sh; no image registry is reachable here), then runs the image as a
# self-hoster would: waits for its health check, creates content through the API, stops it with
# the engine's stop (a clean exit within 10 s), starts a new container on the same volume and
# checks that nothing was lost. Prints the build time and the image size.
set -euo pipefail
cd "$(dirname "$0")/../.."
IMAGE=${VITRINE_IMAGE:-localhost/vitrine:ci}
NAME=vitrine-ci-$$
VOLUME=vitrine-ci-data-$$
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
PASSWORD='a container test passphrase'
URL="http://127.0.0.1:$PORT"

bash scripts/container/install-podman.sh >/dev/null
bash scripts/container/stand-in-base.sh

cleanup() {
  podman rm -f "$NAME" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
}
trap cleanup EXIT

started=$(date +%s)
if ! podman build --format docker --pull=never -t "$IMAGE" . >/tmp/vitrine-image-build.log 2>&1; then
  tail -n 60 /tmp/vitrine-image-build.log
  echo "container: the image did not build"
  exit 1
fi
echo "container: image built in $(($(date +%s) - started)) s"
size=$(podman image inspect "$IMAGE" --format '{{.Size}}')
echo "container: image size $((size / 1000000)) MB (target: under 250 MB)"

run() {
  podman run -d --name "$NAME" --network host -v "$VOLUME:/data" \
    -e PORT="$PORT" -e HOST=127.0.0.1 -e PUBLIC_URL="$URL" -e OWNER_PASSWORD="$PASSWORD" \
    -e OWNER_USERNAME=admin -e SEED_DEMO=false "$IMAGE" >/dev/null
}

# Healthy: the image's own HEALTHCHECK (GET /readyz inside the container) passes.
wait_healthy() {
  for _ in $(seq 1 120); do
    if podman healthcheck run "$NAME" >/dev/null 2>&1; then return 0; fi
    if [ "$(podman inspect "$NAME" --format '{{.State.Running}}')" != true ]; then break; fi
    sleep 1
  done
  podman logs "$NAME" | tail -n 40
  echo "container: never became healthy"
  return 1
}

api() { node -e "
  const [url, method, token, body] = process.argv.slice(1)
  fetch(url, { method, headers: { 'content-type': 'application/json', ...(token ? { 'auth-token': token } : {}) }, body: body || undefined })
    .then(async (r) => { const text = await r.text(); if (!r.ok) { console.error(r.status, text); process.exit(1) } console.log(text) })
    .catch((e) => { console.error(e.message); process.exit(1) })" "$@"; }

stop_cleanly() {
  local before after code
  before=$(date +%s%N)
  podman stop -t 10 "$NAME" >/dev/null
  after=$(date +%s%N)
  code=$(podman inspect "$NAME" --format '{{.State.ExitCode}}')
  local ms=$(((after - before) / 1000000))
  echo "container: podman stop took $ms ms, exit code $code"
  [ "$code" = 0 ] && [ "$ms" -lt 10000 ] || { podman logs "$NAME" | tail -n 20; echo "container: the stop was not clean"; return 1; }
}

run
wait_healthy
token=$(api "$URL/api/user/login" POST "" "{\"username\":\"admin\",\"password\":\"$PASSWORD\"}" | node -pe 'JSON.parse(require("fs").readFileSync(0)).authtoken')
api "$URL/api/edu/addedu" POST "$token" '[{"year":"2024","clg":"Container University","edu":"Kept across restarts","sts":"","link":""}]' >/dev/null
echo "container: healthy, content created"
stop_cleanly
podman rm "$NAME" >/dev/null

run
wait_healthy
if api "$URL/api/edu/fetchedu" GET | grep -q 'Container University'; then
  echo "container: a new container on the same volume serves the content"
else
  echo "container: the content was lost"; exit 1
fi
stop_cleanly
echo "container: all checks passed"
