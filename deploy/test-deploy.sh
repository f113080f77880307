#!/usr/bin/env bash
# npm run test:deploy — builds the image (npm run image; IMAGE_SKIP_BUILD=1 uses the one present), installs
# nginx and podman from Debian if missing, makes sure PostgreSQL runs, then runs deploy/test-deploy.ts:
# two app containers behind nginx, the journey, the rolling restart under load, backup/restore, tear-down.
source "$(dirname "$0")/../scripts/image-lib.sh"
setup_podman
need_packages nginx-light openssl postgresql-client
if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  log "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
if [ "${IMAGE_SKIP_BUILD:-0}" != 1 ] || ! pm image exists "$IMAGE_NAME:latest"; then bash "$ROOT/scripts/image.sh"; fi
cd "$ROOT"
exec npx tsx deploy/test-deploy.ts
