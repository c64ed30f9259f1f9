#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# Issue 33's GUI memory figure (README's speed table): bench_gui_memory with the shipped catalog, then with the
# generated 100,000-offer catalog (bench_catalogscale --write-catalog) as the user's catalog, each in a fresh
# HOME and process, offscreen. Usage: bench/gui_memory.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
run() { # HOME_DIR
  HOME="$1" XDG_DATA_HOME="$1/data" XDG_CONFIG_HOME="$1/config" XDG_CACHE_HOME="$1/cache" \
    "$build/bench/bench_gui_memory"
}
mkdir -p "$work/gen" "$work/shipped" "$work/scale/data/GPU Planner/gpu-planner"
echo "shipped: $(run "$work/shipped")"
HOME="$work/gen" XDG_DATA_HOME="$work/gen/data" XDG_CONFIG_HOME="$work/gen/config" \
  "$build/bench/bench_catalogscale" --write-catalog "$work/scale/data/GPU Planner/gpu-planner/catalog.sqlite" >/dev/null
echo "100,000 offers: $(run "$work/scale")"
