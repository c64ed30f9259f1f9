// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal's TCO sentences that state a figure's meaning (break-even and crossover), built from the
// TCO model's own findings and nothing else, so a sentence cannot say what its table contradicts (issue 31:
// a row said "owning is cheaper at every utilisation from 1% to 100%" while the sentence under it said the
// same option "does not break even ... at any utilisation"). tst_proposalsentences checks them against the
// model's costs for many generated analyses.
#include "tco/TcoAnalysis.h"

#include <QString>

#include <vector>

namespace ProposalTcoSentences {
// The pairs table's "Break-even utilisation" cell: "owning wins above 42.0%", or the model's note when there is
// no crossing ("owning is cheaper at every utilisation from 1% to 100%", ...).
QString breakEvenCell(const gp::tco::BreakEven& be);
// The pairs table's "Crossover" cell: "month 7.3", or "not within N months".
QString crossoverCell(const gp::tco::Crossover* crossover, int horizonMonths);
// The sentence under the table about the cheapest owned option `owned` against the cheapest rented one
// `rented`, horizon by horizon (TcoAnalysis::byHorizon). Empty when there is no horizon.
QString byHorizonSentence(const QString& owned, const QString& rented,
                          const std::vector<gp::tco::HorizonPoint>& points);
} // namespace ProposalTcoSentences
