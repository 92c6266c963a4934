#!/usr/bin/env bash
# CI's container check (.ci/run): builds the real Dockerfile with podman on local stand-ins of its
# base images (stand-in-base.sh; no image registry is reachable here), then runs the image as a
# self-hoster would: waits for its health check, asks it for every page and file the server loads
# at run time and creates content through the API (smoke.mjs), stops it with the engine's stop (a
# clean exit within 10 s), then starts it again as compose.yaml does (podman-compose) on the same
# volume and checks that nothing was lost. Prints the build time and the image size.
set -euo pipefail
cd "$(dirname "$0")/../.."
IMAGE=${VITRINE_IMAGE:-localhost/vitrine:ci}
# One compose project: its `vitrine-data` volume is the first container's volume too.
PROJECT=vitrine-ci-$$
VOLUME=${PROJECT}_vitrine-data
NAME=$PROJECT
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
PASSWORD='a container test passphrase'
URL="http://127.0.0.1:$PORT"

bash scripts/container/install-podman.sh >/dev/null
bash scripts/container/stand-in-base.sh

BUILD_LOG=$(mktemp /tmp/vitrine-image-build.XXXXXX)
COMPOSE_LOG=$(mktemp /tmp/vitrine-compose.XXXXXX)

cleanup() {
  podman rm -f "$PROJECT" "${PROJECT}_vitrine_1" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  podman network rm -f "${PROJECT}_default" >/dev/null 2>&1 || true
  rm -f "$BUILD_LOG" "$COMPOSE_LOG"
}
trap cleanup EXIT

# npm's download cache for the image build (the Dockerfile's `RUN --mount=type=cache,target=/root/.npm`)
# starts as a copy of this machine's, which .ci/run's `npm ci` has just filled: a first build on a
# clean machine then downloads nothing a second time (4 -> 2 minutes for its `npm ci` here).
# podman keeps a cache mount without an id in $TMPDIR/buildah-cache/<target>; were that to change,
# the build would only download as it otherwise does.
BUILD_CACHE=${TMPDIR:-/var/tmp}/buildah-cache/root/.npm
HOST_CACHE=$(npm config get cache)
if [ ! -d "$BUILD_CACHE" ] && [ -d "$HOST_CACHE/_cacache" ]; then
  mkdir -p "$BUILD_CACHE" && cp -a "$HOST_CACHE/_cacache" "$BUILD_CACHE/"
fi

started=$(date +%s)
if ! podman build --format docker --pull=never -t "$IMAGE" . >"$BUILD_LOG" 2>&1; then
  tail -n 60 "$BUILD_LOG"
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

smoke() {
  node scripts/container/smoke.mjs "$1" "$URL" "$PASSWORD" || {
    podman logs "$NAME" 2>&1 | tail -n 30
    return 1
  }
}

run
wait_healthy
smoke first
stop_cleanly
podman rm "$NAME" >/dev/null

# As compose.yaml starts it, with the image just built as the one it names. podman-compose 1.0
# (Debian 12) knows no profiles: the SQLite profile's service is named.
podman tag "$IMAGE" localhost/vitrine:latest
if ! VITRINE_PORT=$PORT PUBLIC_URL=$URL OWNER_PASSWORD=$PASSWORD \
  podman-compose -p "$PROJECT" up -d vitrine >"$COMPOSE_LOG" 2>&1; then
  grep -v 'level=error' "$COMPOSE_LOG" | tail -n 30
  echo "container: podman-compose up failed"
  exit 1
fi
NAME=${PROJECT}_vitrine_1
wait_healthy
smoke again
stop_cleanly
echo "container: all checks passed"
