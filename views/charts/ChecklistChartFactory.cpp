// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistChartFactory.h"

#include <QCoreApplication>

#include <cmath>

namespace ChecklistChartFactory {

ChartSpec criteria(const WorkspaceChecklistEvaluation& e)
{
    auto tr = [](const char* text) { return QCoreApplication::translate("ChecklistChartFactory", text); };
    ChartSpec spec;
    spec.kind = ChartKind::GroupedBars;
    spec.id = QStringLiteral("checklist-criteria");
    spec.title = tr("Criterion scores per platform");
    spec.yTitle = tr("Score (1 = best candidate)");
    spec.emptyMessage = tr("No platform was evaluated.");
    for (const WorkspaceChecklistPlatform& p : e.platforms) {
        ChartSeries s;
        s.name = p.name.isEmpty() ? p.provider : p.name;
        for (const WorkspaceChecklistWeight& w : e.weights) {
            double v = std::nan(""); // unknown unless the platform has a sourced score for it
            for (const WorkspaceChecklistCriterion& c : p.criteria)
                if (c.criterion == w.criterion && c.score)
                    v = *c.score;
            s.values << v;
        }
        spec.series << s;
    }
    for (int c = 0; c < e.weights.size(); ++c) {
        bool known = false;
        for (const ChartSeries& s : spec.series)
            known = known || std::isfinite(s.values.value(c, std::nan("")));
        const QString name = e.weights[c].name.isEmpty() ? e.weights[c].criterion : e.weights[c].name;
        spec.categories << (known ? name : tr("%1 (unknown)").arg(name));
    }
    return spec;
}

} // namespace ChecklistChartFactory
