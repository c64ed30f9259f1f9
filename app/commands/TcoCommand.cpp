// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner tco FILE|-`: TCO inputs (JSON, docs/tco-format.md) or a .gpuplan with a TCO analysis in,
// the comparison out as JSON (docs/tco-output.md): monthly and cumulative cost per option, cost per
// result, NPV, break-even, crossover and sensitivity. Exit 0 ok, 2 invalid input (the field is named on
// stderr), 1 when the catalog or the file cannot be read.
#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "document/WorkspaceTco.h"
#include "tco/TcoAnalysis.h"
#include "tco/TcoJson.h"
#include "tco/TcoLimits.h"

#include <QCommandLineParser>

#include <algorithm>
#include <atomic>
#include <exception>
#include <string>
#include <thread>
#include <vector>

namespace {

int fail(int code, const QString& message) { return CommandSupport::fail(QStringLiteral("tco"), code, message); }

int refuse(const std::vector<gp::tco::FieldProblem>& errors, const QString& what)
{
    for (const auto& e : errors)
        fail(ExitCode::InvalidInput,
             QStringLiteral("invalid %1: %2: %3")
                 .arg(what, QString::fromStdString(e.field.empty() ? std::string("(document)") : e.field),
                      QString::fromStdString(e.message)));
    return ExitCode::InvalidInput;
}

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Total cost of ownership: rent (on demand, reserved, spot), dedicated, managed or own hardware, month by month "
        "over a horizon, with break-even utilisation, crossover month and sensitivity. FILE is TCO inputs as JSON "
        "(docs/tco-format.md), '-' reads standard input, a .gpuplan file analyses its TCO analyses. Output: JSON "
        "(docs/tco-output.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("TCO inputs JSON, .gpuplan workspace, or - for stdin."));
    const CommandSupport::CatalogOptions catalogOptions;
    catalogOptions.addTo(parser);
    if (const auto stop = CommandSupport::parseOrStop(parser, QStringLiteral("tco"), arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(ExitCode::InvalidInput, QStringLiteral("FILE: give exactly one TCO input file (or -); see --help"));
    const QString path = parser.positionalArguments().first();

    QString catalogError;
    const std::optional<gp::CatalogSnapshot> catalog = catalogOptions.open(parser, &catalogError);
    if (!catalog)
        return fail(ExitCode::Failure, catalogError);

    if (path.endsWith(QStringLiteral(".gpuplan"), Qt::CaseInsensitive)) {
        const WorkspaceTcoRead read = readWorkspaceTco(path, *catalog);
        if (!read.error.isEmpty())
            return fail(read.exitCode, read.error);
        nlohmann::json out = {
            {"format", "gpu-planner-tco-report"}, {"format_version", 1}, {"analyses", nlohmann::json::array()}};
        // Every invalid analysis is named, not only the first (at most 20 messages in all).
        int refused = 0, messages = 0;
        for (const WorkspaceTcoRead::Entry& e : read.analyses) {
            if (e.parse.ok())
                continue;
            ++refused;
            std::vector<gp::tco::FieldProblem> errors = e.parse.errors;
            if (messages + int(errors.size()) > int(gp::tco::kMaxErrors))
                errors.resize(std::size_t(std::max(0, int(gp::tco::kMaxErrors) - messages)));
            messages += int(errors.size());
            refuse(errors, QStringLiteral("TCO analysis '%1'").arg(QString::fromStdString(e.name)));
        }
        if (refused > 0)
            return ExitCode::InvalidInput;
        // The analyses are independent: one per core at a time (bench/bench_tco.cpp, BM_TcoCommand64).
        std::vector<nlohmann::json> results(read.analyses.size());
        std::vector<std::exception_ptr> failures(read.analyses.size());
        std::atomic<std::size_t> next{0};
        auto work = [&]() {
            for (std::size_t k = next++; k < results.size(); k = next++) {
                try {
                    const gp::tco::Inputs& in = *read.analyses[k].parse.inputs;
                    results[k] = gp::tco::TcoJson::analysisToJson(gp::tco::TcoAnalysis::analyse(in), in);
                } catch (...) {
                    failures[k] = std::current_exception();
                }
            }
        };
        const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
        std::vector<std::thread> helpers;
        for (std::size_t t = 1; t < std::min(cores, results.size()); ++t)
            helpers.emplace_back(work);
        work();
        for (std::thread& t : helpers)
            t.join();
        for (std::size_t k = 0; k < results.size(); ++k) {
            if (failures[k])
                std::rethrow_exception(failures[k]); // as a failure on this thread would have ended the command
            out["analyses"].push_back(std::move(results[k]));
        }
        if (out["analyses"].empty())
            return fail(
                ExitCode::InvalidInput,
                QStringLiteral("%1: the workspace has no TCO analysis (add one with the TCO wizard)").arg(path));
        return CommandSupport::printJson(out);
    }

    std::string text;
    QString readError;
    if (const int code = CommandSupport::readInput(path, &text, &readError))
        return fail(code, readError); // 1 unreadable, 2 over the size limit
    const gp::tco::InputsParse parsed = gp::tco::TcoJson::fromText(text, *catalog);
    if (!parsed.ok())
        return refuse(parsed.errors, QStringLiteral("TCO inputs"));
    return CommandSupport::printJson(
        gp::tco::TcoJson::analysisToJson(gp::tco::TcoAnalysis::analyse(*parsed.inputs), *parsed.inputs));
}

const bool registered = CommandRegistry::add(
    QStringLiteral("tco"),
    {QStringLiteral("Compare renting, managed and owning over time (TCO) as JSON: break-even, crossover, sensitivity"),
     run});

} // namespace
