#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# The Debian package as a user gets it: cpack makes the .deb from the build, dpkg-deb -x unpacks it into a
# throw-away root, and the program runs from there with LD_LIBRARY_PATH unset and a fresh HOME: --version,
# an estimate of a shipped example, and the window (offscreen) opened and closed. It also checks that the
# package declares its library dependencies (dpkg-shlibdeps) and installs the desktop entry with its MIME
# type, the MIME definition, the metainfo, the icon, the manual, the examples and the licence.
# Usage: install_test.sh BUILD_DIR
set -euo pipefail
build="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# Package what is built (Packaging.cmake: no build of everything first).
if ! cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  fail "cpack did not make the package"
fi
deb=$(ls "$work"/out/gpu-planner_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || fail "no gpu-planner_*.deb in cpack's output"
echo "package: $(basename "$deb")"

# Dependencies: the Qt libraries dpkg-shlibdeps found, with versions, and the plugins named by hand.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for needed in libc6 libqt6core6 libqt6widgets6 libqt6charts6 libqt6help6 libqt6sql6-sqlite libqt6svg6; do
  grep -Eq "(^|, )$needed( |,|$)" <<<"$depends" || fail "Depends lacks $needed"
done

root="$work/root"
dpkg-deb -x "$deb" "$root"
id=io.github.gpuplanner.GpuPlanner
for f in usr/bin/gpu-planner usr/libexec/gpu-planner-gui \
         usr/share/applications/$id.desktop \
         usr/share/metainfo/$id.metainfo.xml \
         usr/share/mime/packages/$id.xml \
         usr/share/icons/hicolor/scalable/apps/$id.svg \
         usr/share/gpu-planner/gpu-planner.qch \
         usr/share/gpu-planner/examples/llama2-7b-qlora.json \
         usr/share/gpu-planner/examples/workshop-llama3-8b.gpuplan \
         usr/share/doc/gpu-planner/copyright \
         usr/share/doc/gpu-planner/LICENSE; do
  [ -s "$root/$f" ] || fail "the package does not install /$f"
done
# A .gpuplan opens by double-click: the desktop entry takes the MIME type the MIME file defines for *.gpuplan.
grep -qx 'MimeType=application/x-gpuplan+json;' "$root/usr/share/applications/$id.desktop" ||
  fail "the desktop entry does not declare application/x-gpuplan+json"
grep -q '<glob pattern="\*.gpuplan"/>' "$root/usr/share/mime/packages/$id.xml" || fail "the MIME file lacks *.gpuplan"
grep -q 'type="application/x-gpuplan+json"' "$root/usr/share/mime/packages/$id.xml" || fail "the MIME type differs"

# Run from the root: nothing of the build tree, a fresh home.
unset LD_LIBRARY_PATH GPU_PLANNER_SHARE_DIR
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
export XDG_CACHE_HOME="$work/home/.cache" XDG_RUNTIME_DIR="$work/run"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
app="$root/usr/bin/gpu-planner"

version=$("$app" --version)
echo "--version: $version"
[ "$version" = "gpu-planner $2" ] || fail "--version printed '$version', not 'gpu-planner $2'"

# The QLoRA example (one A10G): its estimate must succeed and name the example's GPU.
"$app" estimate "$root/usr/share/gpu-planner/examples/llama2-7b-qlora.json" >"$work/estimate.json" ||
  fail "the estimate of llama2-7b-qlora.json failed"
grep -q '"nvidia-a10g"' "$work/estimate.json" || fail "the estimate does not name the example's GPU (nvidia-a10g)"

# The window, offscreen: the whole start (catalog, main window, manual found), then out.
shown=$(QT_QPA_PLATFORM=offscreen "$app" --open-and-quit) || fail "the window did not open: $shown"
echo "$shown"
grep -q "window shown" <<<"$shown" || fail "no window: $shown"
grep -q "manual: $root/usr/share/gpu-planner/gpu-planner.qch" <<<"$shown" || fail "the manual was not found: $shown"
echo "PASS"
