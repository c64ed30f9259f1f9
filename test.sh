#!/usr/bin/env bash
# ./test.sh: the same set-up as ./run.sh, then the whole test suite offscreen.
set -euo pipefail
GP_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$GP_ROOT/packaging/debian-deps.sh"
gp_install_missing_packages
gp_build
cd "$GP_ROOT/build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" "$@"
