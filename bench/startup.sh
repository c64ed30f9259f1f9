#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# Issue 35's start-up figures (README's speed table), all in one interleaved run of gp_proctime:
#   - cold start: a bare Qt window (bench_bare_window) against gpu-planner's main window, each ending at its
#     first paint (app/FirstPaintExit.h); the target is gpu-planner at most 1.5x the bare window;
#   - each headless verb's fixed cost: --help, --version and verbs on the smallest input they take, against the
#     25 ms target.
# Usage: bench/startup.sh [BUILD_DIR] [RUNS]   (default build, 11 runs). The platform is offscreen unless
# QT_QPA_PLATFORM is set (xvfb-run -a bench/startup.sh with QT_QPA_PLATFORM=xcb times a real X server).
# A throw-away HOME: the first (warm-up) start creates the user catalog there, the counted ones find it current,
# as on every start but a user's first.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
runs="${2:-11}"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" LC_ALL=C.UTF-8
app="$build/app/gpu-planner"
example="$root/examples/llama2-7b-qlora.json"
"$build/bench/gp_proctime" --runs "$runs" --warmup 2 \
  --case bare-window "$build/bench/bench_bare_window" \
  --case gpu-planner-window "$app" --quit-at-first-paint \
  --case help "$app" --help \
  --case version "$app" --version \
  --case estimate-help "$app" estimate --help \
  --case estimate-example "$app" estimate "$example" \
  --case estimate-shipped "$app" estimate --shipped-catalog "$example" \
  --case catalog-check "$app" catalog check "$root/catalog.sqlite"
