#!/usr/bin/env bash
# Builds local stand-ins for the Dockerfile's two base images where no image registry can be
# reached, from one debootstrap:
# - debian:bookworm-slim (the final stage): a minimal Debian bookworm root file system, with what
#   Debian's slim images leave out removed;
# - node:20-bookworm-slim (the build stage): that image plus this machine's Node 20 (binary, npm,
#   headers) laid out as the official image lays it out (/usr/local), a `node` user with uid 1000
#   and the official image's entrypoint. It also trusts this machine's certificate authorities
#   (npm's `cafile`), since on some machines the npm registry is only reachable through them; the
#   real Dockerfile needs none of this.
# Does nothing when both images are already there (the cache between CI runs).
set -euo pipefail
DEBIAN_IMAGE=${DEBIAN_BASE_IMAGE:-docker.io/library/debian:bookworm-slim}
NODE_IMAGE=${BASE_IMAGE:-docker.io/library/node:20-bookworm-slim}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
mb() { podman image inspect "$1" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'; }

if podman image exists "$DEBIAN_IMAGE" && podman image exists "$NODE_IMAGE"; then
  echo "stand-in bases $DEBIAN_IMAGE, $NODE_IMAGE: already built"
  exit 0
fi
command -v debootstrap >/dev/null || { echo "debootstrap is missing"; exit 1; }
NODE_BIN=$(readlink -f "$(command -v node)")
NODE_PREFIX=$(dirname "$(dirname "$NODE_BIN")")
case "$("$NODE_BIN" -v)" in v20.*) ;; *) echo "the stand-in needs Node 20, found $("$NODE_BIN" -v)"; exit 1 ;; esac
NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
HEADERS=$NODE_PREFIX/include/node
[ -f "$HEADERS/node.h" ] || { echo "Node's headers are missing ($HEADERS)"; exit 1; }

WORK=$(mktemp -d /var/tmp/vitrine-base.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
ROOTFS=$WORK/rootfs
echo "stand-in bases: debootstrap bookworm into $ROOTFS"
debootstrap --variant=minbase bookworm "$ROOTFS" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
  { tail -n 30 "$WORK/debootstrap.log"; exit 1; }

# What Debian's slim images leave out (docs, manuals, translations) and what debootstrap leaves
# behind (its downloaded packages, apt's lists and caches).
rm -rf "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/info/* \
  "$ROOTFS"/usr/share/locale/* "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/var/lib/apt/lists/* \
  "$ROOTFS"/var/log/*.log "$ROOTFS"/var/cache/debconf/*-old "$ROOTFS"/var/cache/apt/archives/*.deb \
  "$ROOTFS"/var/cache/apt/archives/partial/* \
  "$ROOTFS"/debootstrap
tar -C "$ROOTFS" --numeric-owner -c . | podman import --quiet \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["bash"]' \
  - "$DEBIAN_IMAGE" >/dev/null
echo "stand-in base $DEBIAN_IMAGE: built ($(mb "$DEBIAN_IMAGE"))"

# Node where the official image has it, as a layer on the Debian image (as the official one is).
CONTEXT=$WORK/node
LOCAL=$CONTEXT/usr/local
install -D -m 0755 "$NODE_BIN" "$LOCAL/bin/node"
mkdir -p "$LOCAL/lib/node_modules" "$LOCAL/include" "$LOCAL/etc"
cp -a "$NPM_DIR" "$LOCAL/lib/node_modules/npm"
cp -a "$HEADERS" "$LOCAL/include/node"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$LOCAL/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$LOCAL/bin/npx"
# The host's certificate authorities, for npm only (see above).
install -m 0644 /etc/ssl/certs/ca-certificates.crt "$LOCAL/etc/host-ca.pem"
printf 'cafile=/usr/local/etc/host-ca.pem\n' >"$LOCAL/etc/npmrc"
cat >"$LOCAL/bin/docker-entrypoint.sh" <<'ENTRY'
#!/bin/sh
set -e
# Run node if the first argument is an option or not a command (as the official image does).
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
ENTRY
chmod 0755 "$LOCAL/bin/docker-entrypoint.sh"
cat >"$CONTEXT/Containerfile" <<CONTAINERFILE
FROM $DEBIAN_IMAGE
COPY usr/local /usr/local
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_VERSION=$("$NODE_BIN" -v | cut -c2-)
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["node"]
CONTAINERFILE
podman build --quiet --pull=never --format docker -t "$NODE_IMAGE" "$CONTEXT" >/dev/null
echo "stand-in base $NODE_IMAGE: built ($(mb "$NODE_IMAGE"))"
