// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceEstimateReport.h"

#include "PlanPrices.h"
#include "Workspace.h"
#include "WorkspaceFile.h"
#include "WorkspaceJson.h"
#include "common/BoundedFile.h"
#include "planning/EstimateJson.h"

#include <QDir>
#include <QFile>

// The report runs the GUI's own path (Workspace: what-if overrides applied to copies of each scenario
// and of the catalog, then PlanningEngine), so `gpu-planner estimate plan.gpuplan` prints exactly the
// figures the comparison table shows. A scenario the engine refuses is listed with its field errors;
// only an unreadable or invalid file makes the whole report fail (exit 2).
WorkspaceEstimateReport estimateWorkspaceFile(const QString& path, const gp::CatalogSnapshot& catalog)
{
    QByteArray bytes;
    QString error;
    switch (BoundedFile::read(path, bytes, &error)) {
    case BoundedFile::Status::CannotOpen:
        return {1, {}, error}; // I/O, not the file's content: exit 1 like every verb
    case BoundedFile::Status::TooLarge:
        return {2, {}, error};
    case BoundedFile::Status::Ok:
        break;
    }
    WorkspaceData data;
    if (!WorkspaceFile::parse(bytes, QDir::toNativeSeparators(path), data, &error))
        return {2, {}, error};

    Workspace workspace(std::move(data));
    workspace.setEstimateOptions(
        {.fitsForEveryGpu = true, .offerExplanations = true}); // the report prints every figure, fits by GPU too
    workspace.setCatalog(catalog);

    nlohmann::json scenarios = nlohmann::json::array();
    for (int i = 0; i < workspace.scenarioCount(); ++i) {
        const WorkspaceScenario& s = workspace.scenario(i);
        const gp::EstimateResult& result = workspace.estimate(i);
        nlohmann::json entry = {{"id", s.id.toStdString()}, {"name", s.name.toStdString()}};
        if (result.ok())
            entry["estimate"] = gp::EstimateJson::toJson(*result.estimate);
        else
            entry["errors"] = gp::EstimateJson::errorsToJson(result.errors);
        // The plan's stored prices the catalog now prices otherwise (issue 33); the estimate used the stored ones.
        entry["price_drift"] = PlanPrices::driftJson(
            PlanPrices::drift(workspace.data().offerPrices, workspace.catalog(), s.scenario.pricing.offerKeys));
        scenarios.push_back(std::move(entry));
    }
    const nlohmann::json document = WorkspaceJson::toJson(workspace.data());
    const nlohmann::json report = {{"format", "gpu-planner-workspace-estimate"},
                                   {"format_version", 1},
                                   {"title", workspace.title().toStdString()},
                                   {"customer", workspace.customer().toStdString()},
                                   {"currency", workspace.currency().toStdString()},
                                   {"what_if", document["what_if"]},
                                   {"scenarios", scenarios}};
    const std::string text = report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    return {0, QByteArray::fromStdString(text), {}};
}
