// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The verbs only the window program (gpu-planner-gui) runs, because they draw. gpu-planner registers each
// under the same name and summary (GuiVerbs.cpp) and hands it to gpu-planner-gui (WindowProgram.h).
#include <QString>

namespace GuiVerbs {
inline QString exportSummary()
{
    return QStringLiteral("Write the workspace's proposal as PDF, HTML or Markdown (no display needed)");
}
} // namespace GuiVerbs
