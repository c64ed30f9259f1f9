#!/usr/bin/env bash
# Shared by ./run.sh and ./test.sh: install the Debian 12 packages GPU Planner builds with, when
# any is missing, then configure and build Release into build/. Sourced, not run.
GP_DEBIAN_PACKAGES=(
  build-essential cmake ccache
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite qt6-svg-dev qt6-tools-dev
  nlohmann-json3-dev libbenchmark-dev
  xvfb xauth poppler-utils desktop-file-utils appstream
)

gp_install_missing_packages() {
  local missing=()
  for p in "${GP_DEBIAN_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing Debian packages: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "error: need root or sudo to install: ${missing[*]}" >&2; return 1; }
    sudo="sudo"
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

gp_build() {
  local jobs
  jobs=$(nproc 2>/dev/null || echo 2)
  cmake -S "$GP_ROOT" -B "$GP_ROOT/build" -DCMAKE_BUILD_TYPE=Release >"$GP_ROOT/build.log" 2>&1 ||
    { cat "$GP_ROOT/build.log"; echo "error: cmake configure failed (log above)" >&2; return 1; }
  cmake --build "$GP_ROOT/build" -j "$jobs" >>"$GP_ROOT/build.log" 2>&1 ||
    { tail -n 60 "$GP_ROOT/build.log"; echo "error: build failed (end of build.log above)" >&2; return 1; }
}
