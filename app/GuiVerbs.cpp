// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// gpu-planner's entries for the verbs gpu-planner-gui runs: listed by --help, and handed on by main().
#include "GuiVerbs.h"
#include "CommandRegistry.h"

namespace {
// main() execs gpu-planner-gui for a verb that needs the GUI, so this run is never called.
int handedOn(const QStringList&) { return ExitCode::Failure; }

const bool registered = CommandRegistry::add(QStringLiteral("export"), {GuiVerbs::exportSummary(), handedOn, true});
} // namespace
