// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// `gpu-planner catalog push|pull|...`: the team catalog's sub-verbs (issue 34, docs/team-catalog.md), called by
// `catalog` (CatalogCommand.cpp). The work is models/catalog's (CatalogTransfer, CatalogServer); these parse and print.
#include <QStringList>

namespace TeamCatalogCommands {
int push(const QStringList& arguments);
int pull(const QStringList& arguments);
int initServer(const QStringList& arguments);
int history(const QStringList& arguments);
} // namespace TeamCatalogCommands
