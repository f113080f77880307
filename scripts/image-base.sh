#!/usr/bin/env bash
# Makes the image's base: a minimal Debian bookworm root filesystem (debootstrap --variant=minbase, from the
# mirror apt already uses), imported with podman as localhost/appsec-debian-base:bookworm. No registry.
#
# Pinned: deploy/base-packages.lock lists every package and version of the root filesystem. A build whose
# packages differ (the mirror moved on: a point release, a security fix) stops and shows the difference;
# IMAGE_BASE_UPDATE=1 accepts it and rewrites the lock, to be committed like a dependency update.
source "$(dirname "$0")/image-lib.sh"
setup_podman

LOCK="$ROOT/deploy/base-packages.lock"
if pm image exists "$BASE_IMAGE" && [ "${IMAGE_BASE_REBUILD:-0}" != 1 ]; then
  log "base image $BASE_IMAGE already present (IMAGE_BASE_REBUILD=1 makes it again)"
  exit 0
fi

work=$(mktemp -d /var/tmp/appsec-rootfs.XXXXXX)
trap 'rm -rf "$work"' EXIT
mirror=$(debian_mirror)
log "debootstrap --variant=minbase bookworm from $mirror"
started=$(date +%s)
debootstrap --variant=minbase --include=ca-certificates bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log"; exit 1; }
log "root filesystem made in $(( $(date +%s) - started )) s"

chroot "$work/rootfs" dpkg-query -W -f '${Package}=${Version}\n' | LC_ALL=C sort >"$work/packages"
if [ -f "$LOCK" ] && [ "${IMAGE_BASE_UPDATE:-0}" != 1 ]; then
  if ! diff -u "$LOCK" "$work/packages"; then
    echo "The Debian mirror's packages differ from deploy/base-packages.lock (above). Review, then run with IMAGE_BASE_UPDATE=1 to accept." >&2
    exit 1
  fi
else
  cp "$work/packages" "$LOCK"
  log "wrote $(wc -l <"$LOCK") packages into deploy/base-packages.lock"
fi

# What the runtime never needs: apt's lists and caches, documentation, man pages, locales but C.
rm -rf "$work/rootfs"/var/lib/apt/lists/* "$work/rootfs"/var/cache/apt/* "$work/rootfs"/var/cache/debconf/*-old \
  "$work/rootfs"/usr/share/doc/* "$work/rootfs"/usr/share/man/* "$work/rootfs"/usr/share/info/* \
  "$work/rootfs"/var/log/* "$work/rootfs"/usr/share/locale/*
# Timestamps clamped so the tarball of the same packages is the same bytes.
tar --sort=name --mtime='2025-01-01 00:00:00Z' --numeric-owner --xattrs -C "$work/rootfs" -cf "$work/rootfs.tar" .
pm import --change 'CMD ["/bin/bash"]' "$work/rootfs.tar" "$BASE_IMAGE" >/dev/null
log "imported $BASE_IMAGE ($(pm image inspect --format '{{.Size}}' "$BASE_IMAGE" | awk '{printf "%.0f MB", $1/1e6}'))"
