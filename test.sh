#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# ./test.sh [--full] [ctest arguments]: the same set-up as ./run.sh, then the whole test suite offscreen,
# then a short libFuzzer run of each harness (tests/fuzz; needs clang, which debian-deps.sh installs).
# --full (what CI's .ci/run calls) builds the dev-asan preset instead of Release (Debug, -Werror,
# AddressSanitizer + UndefinedBehaviorSanitizer) and runs the whole suite under it, then fuzzes each
# harness for 60 s: the stricter build in place of the Release one, so CI stays within its 60 minutes
# from a cold cache (README, "Testing, fuzzing and CI").
set -euo pipefail
GP_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
full=0
args=()
for a in "$@"; do
  if [ "$a" = "--full" ]; then full=1; else args+=("$a"); fi
done
source "$GP_ROOT/packaging/debian-deps.sh"
gp_install_missing_packages
jobs="$(nproc 2>/dev/null || echo 2)"
if [ "$full" = 1 ]; then
  echo "== dev-asan: Debug, -Werror, ASan + UBSan: build and the whole suite"
  gp_build_preset dev-asan
  (cd "$GP_ROOT" && ctest --preset dev-asan -j "$jobs" ${args[@]+"${args[@]}"})
else
  gp_build
  (cd "$GP_ROOT/build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$jobs" ${args[@]+"${args[@]}"})
fi
if [ "${#args[@]}" -eq 0 ]; then
  echo "== libFuzzer: each harness for ${GP_FUZZ_SECONDS:=$([ "$full" = 1 ] && echo 60 || echo 15)} s"
  gp_build_preset fuzz -DGP_FUZZ_SECONDS="$GP_FUZZ_SECONDS"
  (cd "$GP_ROOT/build-fuzz" && ctest --output-on-failure -L fuzz -j "$jobs")
fi
