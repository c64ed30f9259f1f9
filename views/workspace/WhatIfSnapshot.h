// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "Snapshot as scenario": the selected scenario with the what-if applied, as a new saved scenario. A
// scenario carries its own inputs (MFU, tokens, GPU count and GPU), not the catalog's prices: the price
// factor and the exchange rate are catalog-wide, so a snapshot cannot hold them. Its name lists only what it
// holds, and its notes say which catalog-wide knobs it was taken under and that it is priced at the catalog
// (issue 31: a what-if never reaches a saved scenario unlabelled or mislabelled).
#include "document/WorkspaceScenario.h"

class Workspace;

namespace WhatIfSnapshot {
// The scenario `index` of `workspace` as the what-if changes it, named and noted as above.
WorkspaceScenario of(const Workspace& workspace, int index);
} // namespace WhatIfSnapshot
