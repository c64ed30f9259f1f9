// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workspace a proposal is written from: a copy of the document holding only the chosen scenarios, in
// the chosen currency, estimated against the given catalog with the document's what-if overrides. The
// user's own workspace is never touched (a proposal in INR does not switch the window to INR).
#include "ProposalOptions.h"
#include "document/WorkspaceData.h"
#include "planning/CatalogSnapshot.h"

#include <QString>

#include <memory>

class Workspace;

namespace ProposalWorkspace {
// Null and *error (naming the scenario id or the currency) when the options ask for what is not there.
std::unique_ptr<Workspace> make(const WorkspaceData& data, const gp::CatalogSnapshot& catalog,
                                const ProposalOptions& options, QString* error);
} // namespace ProposalWorkspace
