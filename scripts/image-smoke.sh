#!/usr/bin/env bash
# npm run image:smoke — the image on the embedded default and on PostgreSQL (scripts/image-smoke.mjs).
# Builds it first when absent.
source "$(dirname "$0")/image-lib.sh"
setup_podman
pm image exists "$IMAGE_NAME:latest" || bash "$ROOT/scripts/image.sh"
cd "$ROOT"
exec node scripts/image-smoke.mjs
