// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceMigrations.h"

#include "Workspace.h"

namespace WorkspaceMigrations {
namespace {

// v1 -> v2: per-scenario colour (palette colour by position, what v1 builds showed) and notes; the
// what-if DevOps knobs start at zero, which leaves every v1 figure unchanged.
void v1ToV2(nlohmann::json& doc)
{
    if (doc.contains("scenarios") && doc["scenarios"].is_array()) {
        int n = 0;
        for (auto& entry : doc["scenarios"]) {
            if (entry.is_object()) {
                if (!entry.contains("colour"))
                    entry["colour"] = Workspace::paletteColour(n).name().toStdString();
                if (!entry.contains("notes"))
                    entry["notes"] = "";
            }
            ++n;
        }
    }
    if (doc.contains("what_if") && doc["what_if"].is_object()) {
        auto& w = doc["what_if"];
        if (!w.contains("devops_hours_per_month"))
            w["devops_hours_per_month"] = 0.0;
        if (!w.contains("devops_hourly_rate"))
            w["devops_hourly_rate"] = 0.0;
    }
    doc["schema_version"] = 2;
}

// v2 -> v3: the TCO analyses the wizard adds; a v2 workspace has none.
void v2ToV3(nlohmann::json& doc)
{
    if (!doc.contains("tco_analyses"))
        doc["tco_analyses"] = nlohmann::json::array();
    doc["schema_version"] = 3;
}

// v3 -> v4: the platform checklist evaluations the wizard adds; a v3 workspace has none.
void v3ToV4(nlohmann::json& doc)
{
    if (!doc.contains("checklist_evaluations"))
        doc["checklist_evaluations"] = nlohmann::json::array();
    doc["schema_version"] = 4;
}

// v4 -> v5: the plan's stored prices; a v4 file kept none (WorkspaceData::pricesFromOlderFile then says so).
void v4ToV5(nlohmann::json& doc)
{
    if (!doc.contains("offer_prices"))
        doc["offer_prices"] = nlohmann::json::array();
    doc["schema_version"] = 5;
}

// v5 -> v6: the catalog the plan was saved with; a v5 file does not know it, so none is made up ("catalog" stays
// absent, which reads as unknown).
void v5ToV6(nlohmann::json& doc) { doc["schema_version"] = 6; }

} // namespace

bool migrate(nlohmann::json& document, int targetVersion, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!document.is_object())
        return fail(QStringLiteral("$: expected a JSON object"));
    if (!document.contains("schema_version"))
        return fail(QStringLiteral("$.schema_version: missing"));
    const auto& v = document["schema_version"];
    if (!v.is_number_integer())
        return fail(
            QStringLiteral("$.schema_version: expected an integer, found %1").arg(QString::fromUtf8(v.type_name())));
    // An unsigned value past long long would wrap to a negative one: compare it as read.
    if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(targetVersion))
        return fail(QStringLiteral("$.schema_version: the file was written by a newer GPU Planner (schema version %1; "
                                   "this version reads up to %2). Update GPU Planner to open it.")
                        .arg(QString::number(v.get<std::uint64_t>()))
                        .arg(targetVersion));
    const auto version = v.get<long long>();
    if (version < 1)
        return fail(QStringLiteral("$.schema_version: %1 is not a valid version").arg(version));
    if (version > targetVersion)
        return fail(QStringLiteral("$.schema_version: the file was written by a newer GPU Planner (schema version %1; "
                                   "this version reads up to %2). Update GPU Planner to open it.")
                        .arg(version)
                        .arg(targetVersion));
    if (version < 2 && targetVersion >= 2)
        v1ToV2(document);
    if (version < 3 && targetVersion >= 3)
        v2ToV3(document);
    if (version < 4 && targetVersion >= 4)
        v3ToV4(document);
    if (version < 5 && targetVersion >= 5)
        v4ToV5(document);
    if (version < 6 && targetVersion >= 6)
        v5ToV6(document);
    return true;
}

} // namespace WorkspaceMigrations
