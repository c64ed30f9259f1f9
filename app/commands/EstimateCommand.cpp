// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner estimate FILE|-`: one scenario (JSON, docs/scenario-schema.md) in, the whole estimate out
// as JSON (docs/estimate-output.md). A .gpuplan workspace is estimated scenario by scenario by the
// workspace report (models/document/WorkspaceEstimateReport.h). Exit 0 ok, 2 invalid input (the field is
// named on stderr), 1 when the catalog cannot be opened or a file cannot be read.
#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "common/AppSettings.h"
#include "document/WorkspaceEstimateReport.h"
#include "planning/EstimateJson.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>

#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

namespace {

int fail(int code, const QString& message) { return CommandSupport::fail(QStringLiteral("estimate"), code, message); }

using CommandSupport::readInput;

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Estimate one scenario: memory per GPU, training time or serving throughput, and cost per result, every "
        "figure with its explanation. FILE is a scenario JSON file (docs/scenario-schema.md), '-' reads standard "
        "input, a .gpuplan file estimates every scenario of the workspace. Output: JSON (docs/estimate-output.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("Scenario JSON, .gpuplan workspace, or - for stdin."));
    const CommandSupport::CatalogOptions catalogOptions;
    catalogOptions.addTo(parser);
    const QCommandLineOption staleDaysOption(
        QStringLiteral("stale-days"),
        QStringLiteral("Mark a price older than N days as stale (price_stale); default: the app's setting, 90."),
        QStringLiteral("N"));
    parser.addOption(staleDaysOption);
    if (const auto stop = CommandSupport::parseOrStop(parser, QStringLiteral("estimate"), arguments))
        return *stop;
    int staleDays = AppSettings::priceStaleDays();
    if (parser.isSet(staleDaysOption)) {
        bool ok = false;
        staleDays = parser.value(staleDaysOption).toInt(&ok);
        if (!ok || staleDays < 0)
            return fail(ExitCode::InvalidInput,
                        QStringLiteral("--stale-days: \"%1\" is not a whole number of days >= 0")
                            .arg(parser.value(staleDaysOption)));
    }
    QString todayError;
    const std::optional<gp::CivilDate> today = CommandSupport::reportToday(&todayError);
    if (!today)
        return fail(ExitCode::InvalidInput, todayError);
    if (parser.positionalArguments().size() != 1)
        return fail(ExitCode::InvalidInput, QStringLiteral("FILE: give exactly one scenario file (or -); see --help"));
    const QString path = parser.positionalArguments().first();

    QString catalogError;
    int catalogCode = ExitCode::Failure;
    const std::optional<gp::CatalogSnapshot> opened = catalogOptions.open(parser, &catalogError, &catalogCode);
    if (!opened)
        return fail(catalogCode, catalogError);
    const gp::CatalogSnapshot& catalog = *opened;

    if (path.endsWith(QStringLiteral(".gpuplan"), Qt::CaseInsensitive)) {
        const WorkspaceEstimateReport report = estimateWorkspaceFile(path, catalog);
        if (report.exitCode != 0)
            return fail(report.exitCode, report.error);
        QTextStream(stdout) << report.json << Qt::endl;
        return ExitCode::Ok;
    }

    std::string text;
    QString readError;
    if (const int code = readInput(path, &text, &readError))
        return fail(code, readError);
    const gp::ScenarioParse parsed = gp::ScenarioJson::fromText(text);
    if (!parsed.ok()) {
        for (const auto& e : parsed.errors)
            fail(ExitCode::InvalidInput,
                 QStringLiteral("invalid scenario: %1: %2")
                     .arg(QString::fromStdString(e.field.empty() ? std::string("(document)") : e.field),
                          QString::fromStdString(e.message)));
        return ExitCode::InvalidInput;
    }
    const gp::EstimateResult result = gp::PlanningEngine::estimate(*parsed.scenario, catalog);
    if (!result.ok()) {
        for (const auto& e : result.errors)
            fail(ExitCode::InvalidInput,
                 QStringLiteral("invalid scenario: %1: %2")
                     .arg(QString::fromStdString(e.field.empty() ? std::string("(scenario)") : e.field),
                          QString::fromStdString(e.message)));
        return ExitCode::InvalidInput;
    }
    const gp::PriceAgeContext ages{&catalog, *today, staleDays};
    return CommandSupport::printJson(gp::EstimateJson::toJson(*result.estimate, &ages));
}

const bool registered = CommandRegistry::add(
    QStringLiteral("estimate"),
    {QStringLiteral("Estimate a scenario (memory, time or throughput, cost) as JSON with explanations"), run});

} // namespace
