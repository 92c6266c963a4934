#!/usr/bin/env bash
# Installs Debian's podman (with runc) and podman-compose when they are missing and sets podman up
# to run as root on a machine without systemd or a cgroup delegation: runc as the runtime,
# cgroupfs as the cgroup manager, and no default ulimits (raising them is refused inside a sandbox).
set -euo pipefail
if ! command -v podman >/dev/null || ! command -v runc >/dev/null || ! command -v debootstrap >/dev/null ||
  ! command -v podman-compose >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends podman runc debootstrap uidmap podman-compose >/dev/null
fi
CONF=/etc/containers/containers.conf
if ! grep -q 'vitrine-ci' "$CONF" 2>/dev/null; then
  mkdir -p /etc/containers
  cat >>"$CONF" <<'CONFIG'
# vitrine-ci: podman as root without systemd (scripts/container/install-podman.sh)
[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONFIG
fi
podman --version
