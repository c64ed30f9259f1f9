// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Starts the desktop application: command-line options, the user's catalog, the main window.
int runGui(int argc, char* argv[]);
