// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// gpu-planner itself links Qt Core, Gui and Sql only, so a headless verb starts without the widget, chart, SVG
// and print libraries (issue 35). The window, and the verbs that draw (export), are a second program,
// gpu-planner-gui: beside gpu-planner in the build tree, in ../libexec once installed. gpu-planner replaces
// itself with it (execv: same process id, same arguments), so to the user it is one program.
namespace WindowProgram {
// Runs gpu-planner-gui with argv (argv[argc] is null, as main() receives it). Returns only when it cannot be
// started: after saying so on stderr, with exit code 1.
int exec(char* argv[]);
} // namespace WindowProgram
