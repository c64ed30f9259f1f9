// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistCatalogRows.h"

#include "checklist/ChecklistWeights.h"

#include <algorithm>

namespace catalog {
namespace {
std::string str(const QVariantMap& r, const char* name)
{
    return r.value(QLatin1String(name)).toString().toStdString();
}

std::optional<double> num(const QVariantMap& r, const char* name)
{
    const QVariant v = r.value(QLatin1String(name));
    if (!v.isValid() || v.isNull())
        return std::nullopt;
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok ? std::optional<double>(d) : std::nullopt;
}
} // namespace

QStringList checklistTableNames()
{
    return {QStringLiteral("providers"), QStringLiteral("platform_facts"), QStringLiteral("checklist_criteria"),
            QStringLiteral("checklist_questions")};
}

std::vector<gp::checklist::FactRow> checklistFacts(const TableRows& tables)
{
    std::vector<gp::checklist::FactRow> out;
    for (const QVariantMap& r : tables.value(QStringLiteral("providers"))) {
        const auto sla = num(r, "sla_percent");
        if (!sla)
            continue; // none published: stays unknown
        out.push_back({str(r, "key"), {}, "sla_percent", {}, sla, "%", str(r, "source"), str(r, "as_of")});
    }
    for (const QVariantMap& r : tables.value(QStringLiteral("platform_facts")))
        out.push_back({str(r, "provider_key"), str(r, "offer_key"), str(r, "fact"), str(r, "value_text"),
                       num(r, "value_number"), str(r, "unit"), str(r, "source"), str(r, "as_of")});
    return out;
}

std::vector<gp::checklist::CriterionWeight> checklistWeights(const TableRows& tables,
                                                             gp::checklist::WorkloadKind workload,
                                                             const std::map<std::string, double>& overrides)
{
    QVector<QVariantMap> rows = tables.value(QStringLiteral("checklist_criteria"));
    std::stable_sort(rows.begin(), rows.end(), [](const QVariantMap& a, const QVariantMap& b) {
        return a.value("ordinal").toLongLong() < b.value("ordinal").toLongLong();
    });
    std::vector<gp::checklist::CriterionWeight> out;
    for (const QVariantMap& r : rows) {
        gp::checklist::CriterionWeight w{str(r, "key"), str(r, "name"), str(r, "measure"), 0};
        const auto it = overrides.find(w.key);
        w.weight = it != overrides.end() ? it->second : gp::checklist::defaultWeight(workload, w.measure);
        out.push_back(std::move(w));
    }
    return out;
}

std::vector<gp::checklist::Question> checklistQuestions(const TableRows& tables)
{
    QVector<QVariantMap> rows = tables.value(QStringLiteral("checklist_questions"));
    std::stable_sort(rows.begin(), rows.end(), [](const QVariantMap& a, const QVariantMap& b) {
        return a.value("ordinal").toLongLong() < b.value("ordinal").toLongLong();
    });
    std::vector<gp::checklist::Question> out;
    for (const QVariantMap& r : rows)
        out.push_back({str(r, "key"), static_cast<int>(r.value("ordinal").toLongLong()), str(r, "question"),
                       str(r, "answered_by"), str(r, "applies_when")});
    return out;
}

} // namespace catalog
