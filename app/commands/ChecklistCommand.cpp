// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner checklist FILE|-`: a checklist request (a scenario, the candidate providers, whether the
// workload processes personal data of people in India, optional weights; docs/checklist-format.md) in;
// scores, answers and gaps per provider out as JSON. A .gpuplan FILE prints the evaluations kept in the
// workspace instead (their scores, answers and gaps as evaluated, with the date; no catalog needed).
// Exit 0 ok, 2 invalid input (the field is named on stderr), 1 when the catalog cannot be opened or the
// file cannot be read.
#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "catalog/ChecklistCatalogRows.h"
#include "checklist/ChecklistEvaluator.h"
#include "checklist/ChecklistInputs.h"
#include "checklist/ChecklistJson.h"
#include "document/WorkspaceChecklistJson.h"
#include "document/WorkspaceFile.h"
#include "json/BoundedJson.h"

#include <QCommandLineParser>
#include <QFile>

#include <cstdio>
#include <string>

namespace {

int fail(int code, const QString& message) { return CommandSupport::fail(QStringLiteral("checklist"), code, message); }

// The evaluations a workspace keeps, as kept: re-evaluating them would need today's catalog and could
// change what the user confirmed (WorkspaceChecklist.h).
int printKept(const QString& path)
{
    WorkspaceData data;
    QString error;
    if (!WorkspaceFile::read(path, data, &error))
        return fail(QFile::exists(path) ? ExitCode::InvalidInput : ExitCode::Failure, error);
    if (data.checklistEvaluations.isEmpty())
        return fail(ExitCode::InvalidInput,
                    QStringLiteral(
                        "%1: the workspace keeps no checklist evaluation (add one with Checklist > Evaluate platforms)")
                        .arg(path));
    return CommandSupport::printJson({{"format", "gpu-planner-checklist-report"},
                                      {"format_version", 1},
                                      {"evaluations", WorkspaceChecklistJson::toJson(data.checklistEvaluations)}});
}

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Evaluate candidate platforms against the scalability checklist and criteria for one workload: a score "
        "per provider, the checklist answers from sourced catalog facts ('unknown' where none), and the gaps "
        "that block the plan. FILE is a checklist request (docs/checklist-format.md); '-' reads standard input; a "
        ".gpuplan file prints the evaluations kept in the workspace, as evaluated."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("Checklist request JSON, .gpuplan workspace, or - for stdin."));
    const CommandSupport::CatalogOptions catalogOptions;
    catalogOptions.addTo(parser);
    if (const auto stop = CommandSupport::parseOrStop(parser, QStringLiteral("checklist"), arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(ExitCode::InvalidInput,
                    QStringLiteral("FILE: give exactly one checklist request (or -); see --help"));
    if (parser.positionalArguments().first().endsWith(QStringLiteral(".gpuplan"), Qt::CaseInsensitive))
        return printKept(parser.positionalArguments().first());

    std::string text;
    QString readError;
    if (const int code = CommandSupport::readInput(parser.positionalArguments().first(), &text, &readError))
        return fail(code, readError);
    const gp::checklist::RequestParse parsed = gp::checklist::parseChecklistRequest(text);
    if (!parsed.ok()) {
        for (const std::string& e : parsed.errors)
            fail(ExitCode::InvalidInput, QStringLiteral("invalid request: %1").arg(QString::fromStdString(e)));
        return ExitCode::InvalidInput;
    }
    const gp::checklist::ChecklistRequest& request = *parsed.request;

    QString catalogError;
    int catalogCode = ExitCode::Failure;
    catalog::TableRows rows;
    const std::optional<gp::CatalogSnapshot> opened =
        catalogOptions.open(parser, &catalogError, &catalogCode, catalog::checklistTableNames(), &rows);
    if (!opened)
        return fail(catalogCode, catalogError);

    const gp::checklist::ChecklistInputs inputs = gp::checklist::buildChecklistInputs(
        request.scenario, *opened, request.providers, catalog::checklistFacts(rows), request.personalDataIndia);
    if (!inputs.ok()) {
        for (const std::string& e : inputs.errors)
            fail(ExitCode::InvalidInput, QStringLiteral("invalid request: %1").arg(QString::fromStdString(e)));
        return ExitCode::InvalidInput;
    }
    const auto weights = catalog::checklistWeights(rows, inputs.plan.workload, request.weights);
    // Every unknown key, then the weights the model refuses (all 0 scored every platform 0 without a word).
    std::vector<std::string> errors;
    for (const auto& [key, weight] : request.weights) {
        (void)weight;
        bool found = false;
        for (const auto& w : weights)
            found = found || w.key == key;
        if (!found)
            errors.push_back("weights." + gp::jsonio::key(key) +
                             ": no such criterion in the catalog's checklist_criteria");
    }
    const gp::checklist::Evaluation evaluation =
        errors.empty() ? gp::checklist::ChecklistEvaluator::evaluate(inputs.plan, inputs.platforms, weights)
                       : gp::checklist::Evaluation{};
    errors.insert(errors.end(), evaluation.errors.begin(), evaluation.errors.end());
    if (!errors.empty()) {
        gp::checklist::capErrors(errors);
        for (const std::string& e : errors)
            fail(ExitCode::InvalidInput, QStringLiteral("invalid request: %1").arg(QString::fromStdString(e)));
        return ExitCode::InvalidInput;
    }
    const auto json = gp::checklist::checklistResultJson(inputs.plan, weights, catalog::checklistQuestions(rows),
                                                         inputs.platforms, evaluation);
    const std::string out = json.dump(2);
    std::fwrite(out.data(), 1, out.size(), stdout);
    std::fputc('\n', stdout);
    return ExitCode::Ok;
}

const bool registered = CommandRegistry::add(
    QStringLiteral("checklist"),
    {QStringLiteral("Score candidate platforms against the scalability checklist; gaps and answers as JSON"), run});

} // namespace
