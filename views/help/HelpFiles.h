// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Where the manual (gpu-planner.qch) and the shipped examples are: <program>/../share/gpu-planner, which is
// /usr/share/gpu-planner for the installed program and <build>/share/gpu-planner for the built one and the
// tests (resources/help/CMakeLists.txt puts them there). GPU_PLANNER_SHARE_DIR overrides it.
#include <QString>
#include <QStringList>

namespace HelpFiles {
QString shareDir();
QString manualFile();  // the .qch; may not exist (a build without the manual target)
QString examplesDir(); // the shipped examples
// The examples offered by Help > Examples: the top-level *.gpuplan and *.json files, sorted by name, as paths.
QStringList examples();
// The namespace of the manual's pages (resources/help/CMakeLists.txt gives it to md2html).
inline constexpr char kNamespace[] = "io.github.gpuplanner.gpuplanner";
} // namespace HelpFiles
