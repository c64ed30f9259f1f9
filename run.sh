#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# ./run.sh            install what is missing, build, start GPU Planner on the shipped catalog
# ./run.sh ARGS...    the same set-up, then the headless command line (./run.sh --help)
set -euo pipefail
GP_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$GP_ROOT/packaging/debian-deps.sh"
gp_install_missing_packages
gp_build gpu-planner gpu-planner-gui
exe="$GP_ROOT/build/app/gpu-planner"
if [ $# -eq 0 ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "No display found: the window cannot open here. Headless alternatives: ./run.sh --help, ./run.sh estimate examples/llama2-7b-qlora.json, or xvfb-run ./run.sh" >&2
  exit 1
fi
exec "$exe" "$@"
