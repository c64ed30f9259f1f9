#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# Shared by ./run.sh and ./test.sh: install the Debian 12 packages GPU Planner builds with, when
# any is missing, then configure and build Release into build/ (or a CMakePresets.json preset). Sourced, not
# run. clang and libclang-rt-14-dev (libFuzzer and the sanitizer runtimes) build tests/fuzz; lld links the
# dev-asan build's ~200 test programs (CMakePresets.json: a third of GNU ld's time); clang-format
# (14, as Debian 12 ships it: another version formats differently) checks the style (tests/CMakeLists.txt).
# postgresql (initdb, pg_ctl) runs the throw-away server of the team catalog's tests (tests/postgresql), and
# libqt6sql6-psql is Qt's QPSQL driver the team catalog connects through (docs/team-catalog.md).
# qt6-l10n-tools has lupdate and lrelease (translations/); fonts-lohit-deva draws the Hindi translation (a
# Devanagari font only: fonts-noto-core would also make Noto Sans the default sans-serif, 17% taller than DejaVu
# Sans, and the workshop comparison then left the chart below its minimum at 1280x800).
GP_DEBIAN_PACKAGES=(
  build-essential dpkg-dev cmake ccache
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite libqt6sql6-psql qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-documentation-tools
  nlohmann-json3-dev libbenchmark-dev
  xvfb xauth poppler-utils desktop-file-utils appstream fonts-lohit-deva
  clang libclang-rt-14-dev clang-format lld
  postgresql
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

# Configures and builds the Release tree in build/: the targets named (./run.sh names the application's two
# programs, so a fresh clone compiles no test or benchmark before the window shows), or everything.
gp_build() {
  local jobs targets=()
  jobs=$(nproc 2>/dev/null || echo 2)
  [ $# -gt 0 ] && targets=(--target "$@")
  cmake -S "$GP_ROOT" -B "$GP_ROOT/build" -DCMAKE_BUILD_TYPE=Release >"$GP_ROOT/build.log" 2>&1 ||
    { cat "$GP_ROOT/build.log"; echo "error: cmake configure failed (log above)" >&2; return 1; }
  cmake --build "$GP_ROOT/build" -j "$jobs" ${targets[@]+"${targets[@]}"} >>"$GP_ROOT/build.log" 2>&1 ||
    { tail -n 60 "$GP_ROOT/build.log"; echo "error: build failed (end of build.log above)" >&2; return 1; }
}

# Configures and builds one preset of CMakePresets.json (dev-asan, fuzz) into its own folder; extra
# arguments go to the configure step. The log is build-<preset>.log.
gp_build_preset() {
  local preset="$1" jobs log
  shift
  jobs=$(nproc 2>/dev/null || echo 2)
  log="$GP_ROOT/build-$preset.log"
  (cd "$GP_ROOT" && cmake --preset "$preset" "$@") >"$log" 2>&1 ||
    { cat "$log"; echo "error: cmake configure of preset $preset failed (log above)" >&2; return 1; }
  (cd "$GP_ROOT" && cmake --build --preset "$preset" -j "$jobs") >>"$log" 2>&1 ||
    { tail -n 60 "$log"; echo "error: build of preset $preset failed (end of $log above)" >&2; return 1; }
}
