#!/usr/bin/env bash
# Builds a local stand-in for the Dockerfile's base image (node:20-bookworm-slim) where no image
# registry can be reached: a minimal Debian bookworm root file system from debootstrap, this
# machine's Node 20 (binary, npm, headers) laid out as the official image lays it out
# (/usr/local), a `node` user with uid 1000 and the official image's entrypoint. It also trusts
# this machine's certificate authorities (npm's `cafile`), since on some machines the npm registry
# is only reachable through them; the real Dockerfile needs none of this.
# Does nothing when an image of that name is already there (the cache between CI runs).
set -euo pipefail
IMAGE=${BASE_IMAGE:-docker.io/library/node:20-bookworm-slim}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

if podman image exists "$IMAGE"; then
  echo "stand-in base $IMAGE: already built"
  exit 0
fi
command -v debootstrap >/dev/null || { echo "debootstrap is missing"; exit 1; }
NODE_BIN=$(readlink -f "$(command -v node)")
NODE_PREFIX=$(dirname "$(dirname "$NODE_BIN")")
case "$("$NODE_BIN" -v)" in v20.*) ;; *) echo "the stand-in needs Node 20, found $("$NODE_BIN" -v)"; exit 1 ;; esac
NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
HEADERS=$NODE_PREFIX/include/node
[ -f "$HEADERS/node.h" ] || { echo "Node's headers are missing ($HEADERS)"; exit 1; }

ROOTFS=$(mktemp -d /var/tmp/vitrine-base.XXXXXX)
trap 'rm -rf "$ROOTFS"' EXIT
echo "stand-in base: debootstrap bookworm into $ROOTFS"
debootstrap --variant=minbase bookworm "$ROOTFS" "$MIRROR" >"$ROOTFS.log" 2>&1 ||
  { tail -n 30 "$ROOTFS.log"; rm -f "$ROOTFS.log"; exit 1; }
rm -f "$ROOTFS.log"

# Node where the official image has it.
install -D -m 0755 "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
mkdir -p "$ROOTFS/usr/local/lib/node_modules" "$ROOTFS/usr/local/include"
cp -a "$NPM_DIR" "$ROOTFS/usr/local/lib/node_modules/npm"
cp -a "$HEADERS" "$ROOTFS/usr/local/include/node"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"

# The host's certificate authorities, for npm only (see above).
install -m 0644 /etc/ssl/certs/ca-certificates.crt "$ROOTFS/usr/local/etc/host-ca.pem" 2>/dev/null ||
  { mkdir -p "$ROOTFS/usr/local/etc" && install -m 0644 /etc/ssl/certs/ca-certificates.crt "$ROOTFS/usr/local/etc/host-ca.pem"; }
printf 'cafile=/usr/local/etc/host-ca.pem\n' >"$ROOTFS/usr/local/etc/npmrc"

# The official image's user and entrypoint.
chroot "$ROOTFS" groupadd --gid 1000 node
chroot "$ROOTFS" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
cat >"$ROOTFS/usr/local/bin/docker-entrypoint.sh" <<'ENTRY'
#!/bin/sh
set -e
# Run node if the first argument is an option or not a command (as the official image does).
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
ENTRY
chmod 0755 "$ROOTFS/usr/local/bin/docker-entrypoint.sh"

# What Debian's slim images leave out.
rm -rf "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/info/* \
  "$ROOTFS"/usr/share/locale/* "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/var/lib/apt/lists/* \
  "$ROOTFS"/var/log/*.log "$ROOTFS"/var/cache/debconf/*-old \
  "$ROOTFS"/var/cache/apt/archives/*.deb

tar -C "$ROOTFS" --numeric-owner -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$("$NODE_BIN" -v | cut -c2-)" \
  --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
  --change 'CMD ["node"]' \
  - "$IMAGE" >/dev/null
echo "stand-in base $IMAGE: built ($(podman image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'))"
