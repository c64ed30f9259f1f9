// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner estimate FILE|-`: one scenario (JSON, docs/scenario-schema.md) in, the whole estimate out
// as JSON (docs/estimate-output.md). A .gpuplan workspace is estimated and written scenario by scenario,
// in the format of the workspace report (models/document/WorkspaceEstimateReport.h). Exit 0 ok, 2 invalid input (the
// field is named on stderr), 1 when the catalog cannot be opened or a file cannot be read.
#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "common/AppSettings.h"
#include "document/CatalogIdentity.h"
#include "document/PlanPrices.h"
#include "document/PriceDriftText.h"
#include "document/Workspace.h"
#include "document/WorkspaceEstimateReport.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"
#include "planning/ErrorBand.h"
#include "planning/EstimateJson.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

namespace {

int fail(int code, const QString& message) { return CommandSupport::fail(QStringLiteral("estimate"), code, message); }

using CommandSupport::readInput;

// nlohmann's dump(2) of `value`, every line after the first indented by `indent` more spaces, so it can be
// placed inside an enclosing document written piece by piece. Invalid UTF-8 replaced, as the report does.
std::string dumpAt(const nlohmann::json& value, int indent)
{
    const std::string text = value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        out += c;
        if (c == '\n')
            out.append(static_cast<std::size_t>(indent), ' ');
    }
    return out;
}

void write(const std::string& text) { std::fwrite(text.data(), 1, text.size(), stdout); }

// The explanations list each priced offer's earlier prices (issue 33): a price history that cannot be read fails
// the command, naming the offers and why, rather than print explanations that leave it out. Empty when it reads.
QString unreadableHistory(const gp::CatalogSnapshot& catalog, const std::vector<std::string>& offerKeys)
{
    std::vector<const gp::OfferSpec*> offers;
    for (const std::string& key : offerKeys)
        if (const gp::OfferSpec* o = catalog.offer(key))
            offers.push_back(o);
    return offers.empty() ? QString() : QString::fromStdString(catalog.priceHistoryOf(offers).error);
}

// A .gpuplan workspace, estimated and written scenario by scenario: the bytes of WorkspaceEstimateReport's
// one document (estimateWorkspaceFile, the same workspace path: what-if applied, then PlanningEngine with
// every figure and explanation), but only one scenario's estimate and JSON is held at a time. Building the
// whole document for 1,000 scenarios (about 105 MB of JSON) peaked at 1 GB; streamed, tst_estimatestream
// measures the peak. The keys are written in nlohmann's order (sorted), so the output is unchanged.
int streamWorkspace(const QString& path, const gp::CatalogSnapshot& catalog, const CatalogIdentity& identity)
{
    std::string text;
    QString error;
    if (const int code = readInput(path, &text, &error))
        return fail(code, error);
    WorkspaceData data;
    if (!WorkspaceFile::parse(QByteArray::fromStdString(text), QDir::toNativeSeparators(path), data, &error))
        return fail(ExitCode::InvalidInput, error);
    std::string().swap(text);

    Workspace workspace(std::move(data)); // the live options: light estimates, needed for the what-if catalog
    workspace.setCatalogIdentity(identity);
    workspace.setCatalog(catalog); // the plan's stored prices lie over the catalog's (issue 33)
    // An older file kept no prices: they were filled in from this catalog, and the user is told on stderr. A plan
    // saved with another catalog says so (issue 34), with how many of its prices that catalog prices otherwise
    // (each in the output's price_drift): the GUI's opening message, in one line each.
    if (const QString notice = workspace.priceNotice(); !notice.isEmpty())
        QTextStream(stderr) << "estimate: " << QDir::toNativeSeparators(path) << ": " << notice << Qt::endl;
    if (const QString notice = workspace.catalogNotice(); !notice.isEmpty()) {
        const std::size_t drifted = workspace.priceDrift().size();
        QString line = notice;
        if (drifted > 0)
            line += QLatin1Char(' ') + PriceDriftText::driftCount(drifted);
        QTextStream(stderr) << "estimate: " << QDir::toNativeSeparators(path) << ": " << line << Qt::endl;
    }
    const gp::EstimateOptions options{.fitsForEveryGpu = true, .offerExplanations = true};
    // Before any output, so nothing is printed half; every scenario's offers in one read, which the snapshot keeps
    // for the explanations (on a team catalog each read after the store closed is a connection of its own).
    std::vector<std::string> pricedOffers;
    for (int i = 0; i < workspace.scenarioCount(); ++i) {
        const std::vector<std::string>& keys = workspace.effectiveScenario(i).pricing.offerKeys;
        pricedOffers.insert(pricedOffers.end(), keys.begin(), keys.end());
    }
    if (const QString why = unreadableHistory(workspace.effectiveCatalog(), pricedOffers); !why.isEmpty())
        return fail(ExitCode::Failure, why);
    nlohmann::json whatIf = WorkspaceJson::toJson(workspace.data())["what_if"];

    // Piece by piece ("text" + std::string&& trips a false-positive -Wrestrict in GCC 12 at -O2).
    write("{\n  \"currency\": ");
    write(dumpAt(workspace.currency().toStdString(), 2));
    write(",\n  \"customer\": ");
    write(dumpAt(workspace.customer().toStdString(), 2));
    write(",\n  \"format\": \"gpu-planner-workspace-estimate\",\n  \"format_version\": 1,\n  \"scenarios\": ");
    if (workspace.scenarioCount() == 0)
        write("[]");
    for (int i = 0; i < workspace.scenarioCount(); ++i) {
        const WorkspaceScenario& s = workspace.scenario(i);
        const gp::EstimateResult result =
            gp::PlanningEngine::estimate(workspace.effectiveScenario(i), workspace.effectiveCatalog(), options);
        nlohmann::json entry = {{"id", s.id.toStdString()}, {"name", s.name.toStdString()}};
        if (result.ok())
            entry["estimate"] = gp::EstimateJson::toJson(*result.estimate);
        else
            entry["errors"] = gp::EstimateJson::errorsToJson(result.errors);
        entry["price_drift"] = PlanPrices::driftJson(
            PlanPrices::drift(workspace.data().offerPrices, workspace.catalog(), s.scenario.pricing.offerKeys));
        write(i == 0 ? "[\n    " : ",\n    ");
        write(dumpAt(entry, 4));
    }
    if (workspace.scenarioCount() > 0)
        write("\n  ]");
    write(",\n  \"title\": ");
    write(dumpAt(workspace.title().toStdString(), 2));
    write(",\n  \"what_if\": ");
    write(dumpAt(whatIf, 2));
    write("\n}\n");
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        return fail(ExitCode::Failure, QStringLiteral("standard output could not be written"));
    return ExitCode::Ok;
}

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
    CatalogIdentity identity;
    const std::optional<gp::CatalogSnapshot> opened =
        catalogOptions.open(parser, &catalogError, &catalogCode, {}, nullptr, &identity);
    if (!opened)
        return fail(catalogCode, catalogError);
    const gp::CatalogSnapshot& catalog = *opened;

    if (path.endsWith(QStringLiteral(".gpuplan"), Qt::CaseInsensitive))
        return streamWorkspace(path, catalog, identity);

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
    if (const QString why = unreadableHistory(catalog, parsed.scenario->pricing.offerKeys); !why.isEmpty())
        return fail(ExitCode::Failure, why);
    // Each headline figure with the error the validation suite measured on runs like it (issue 32), and each
    // price's age (issue 33).
    const gp::PriceAgeContext ages{&catalog, *today, staleDays};
    return CommandSupport::printJson(gp::EstimateJson::toJson(
        *result.estimate,
        gp::ErrorBands::forEstimate(gp::shippedErrorBandTable(), *parsed.scenario, catalog, *result.estimate), &ages));
}

const bool registered = CommandRegistry::add(
    QStringLiteral("estimate"),
    {QStringLiteral("Estimate a scenario (memory, time or throughput, cost) as JSON with explanations"), run});

} // namespace
