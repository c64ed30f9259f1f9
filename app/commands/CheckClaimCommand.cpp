// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner check-claim`: holds a published performance claim against physics
// (models/planning/ClaimChecker.h). A training-time claim gives --model (or --parameters), --tokens,
// --gpu, --gpus and --hours; a throughput-ratio claim gives --ratio LOW[-HIGH], --gpu and --baseline-gpu;
// --article checks the seed article's three benchmark claims. Output: JSON. Exit 0 when the check ran
// (whatever the verdict), 2 on invalid input with the field named.
#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "planning/ClaimChecker.h"
#include "planning/ScenarioJson.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

namespace {

int fail(int code, const QString& message)
{
    return CommandSupport::fail(QStringLiteral("check-claim"), code, message);
}

using CommandSupport::printJson;

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check a published performance claim: the TFLOPS per GPU a training-time claim implies against the GPU's "
        "dense peak (over 100% is physically impossible), or a tokens/s ratio against the GPUs' bandwidth and "
        "compute ratios. --article checks the seed article's three benchmark claims."));
    parser.addHelpOption();
    const QCommandLineOption model({QStringLiteral("model")}, QStringLiteral("Catalog model key."),
                                   QStringLiteral("KEY"));
    const QCommandLineOption parameters({QStringLiteral("parameters")},
                                        QStringLiteral("Parameter count instead of --model (7e9)."),
                                        QStringLiteral("N"));
    const QCommandLineOption tokens({QStringLiteral("tokens")}, QStringLiteral("Tokens trained on (1e10)."),
                                    QStringLiteral("N"));
    const QCommandLineOption gpu({QStringLiteral("gpu")}, QStringLiteral("Catalog GPU key."), QStringLiteral("KEY"));
    const QCommandLineOption gpus({QStringLiteral("gpus")}, QStringLiteral("Number of GPUs (default 1)."),
                                  QStringLiteral("N"));
    const QCommandLineOption hours({QStringLiteral("hours")}, QStringLiteral("Claimed wall-clock hours."),
                                   QStringLiteral("H"));
    const QCommandLineOption task({QStringLiteral("task")},
                                  QStringLiteral("pretrain, full_finetune (default), lora, qlora."),
                                  QStringLiteral("TASK"));
    const QCommandLineOption precision({QStringLiteral("precision")},
                                       QStringLiteral("bf16_mixed (default), fp8, fp32."), QStringLiteral("P"));
    const QCommandLineOption ratio({QStringLiteral("ratio")}, QStringLiteral("Claimed speed-up LOW or LOW-HIGH (4-8)."),
                                   QStringLiteral("R"));
    const QCommandLineOption baseline({QStringLiteral("baseline-gpu")},
                                      QStringLiteral("The GPU a --ratio claim compares against."),
                                      QStringLiteral("KEY"));
    const QCommandLineOption article({QStringLiteral("article")},
                                     QStringLiteral("Check the seed article's three claims."));
    const CommandSupport::CatalogOptions catalogOptions;
    for (const auto* o :
         {&model, &parameters, &tokens, &gpu, &gpus, &hours, &task, &precision, &ratio, &baseline, &article})
        parser.addOption(*o);
    catalogOptions.addTo(parser);
    if (const auto stop = CommandSupport::parseOrStop(parser, QStringLiteral("check-claim"), arguments))
        return *stop;
    if (!parser.positionalArguments().isEmpty())
        return fail(ExitCode::InvalidInput,
                    QStringLiteral("unexpected argument '%1'; see --help").arg(parser.positionalArguments().first()));

    QString catalogError;
    int catalogCode = ExitCode::Failure;
    const std::optional<gp::CatalogSnapshot> opened = catalogOptions.open(parser, &catalogError, &catalogCode);
    if (!opened)
        return fail(catalogCode, catalogError);
    const gp::CatalogSnapshot& catalog = *opened;

    auto reportErrors = [](const std::vector<gp::ClaimError>& errors) {
        for (const auto& e : errors)
            fail(ExitCode::InvalidInput,
                 QStringLiteral("--%1: %2").arg(QString::fromStdString(e.field), QString::fromStdString(e.message)));
        return ExitCode::InvalidInput;
    };

    nlohmann::json claims = nlohmann::json::array();
    if (parser.isSet(article)) {
        for (const auto& c : gp::ClaimChecker::articleTrainingClaims()) {
            if (auto errors = gp::ClaimChecker::validate(c, catalog); !errors.empty())
                return reportErrors(errors);
            claims.push_back(gp::ClaimChecker::toJson(gp::ClaimChecker::check(c, catalog)));
        }
        const gp::RatioClaim r = gp::ClaimChecker::articleRatioClaim();
        if (auto errors = gp::ClaimChecker::validate(r, catalog); !errors.empty())
            return reportErrors(errors);
        claims.push_back(gp::ClaimChecker::toJson(gp::ClaimChecker::check(r, catalog)));
        return printJson({{"format", "gpu-planner-claims"}, {"format_version", 1}, {"claims", claims}});
    }

    if (parser.isSet(ratio)) {
        gp::RatioClaim c;
        const QStringList parts = parser.value(ratio).split(QLatin1Char('-'));
        bool okLow = false, okHigh = true;
        c.claimedLow = parts.value(0).toDouble(&okLow);
        c.claimedHigh = parts.size() > 1 ? parts.value(1).toDouble(&okHigh) : c.claimedLow;
        if (!okLow || !okHigh || parts.size() > 2)
            return fail(ExitCode::InvalidInput, QStringLiteral("--ratio: give a number or LOW-HIGH, e.g. 4-8"));
        c.fasterGpuKey = parser.value(gpu).toStdString();
        c.slowerGpuKey = parser.value(baseline).toStdString();
        c.text = "tokens/s " + parser.value(ratio).toStdString() + "x higher on " + c.fasterGpuKey + " than " +
                 c.slowerGpuKey;
        if (auto errors = gp::ClaimChecker::validate(c, catalog); !errors.empty())
            return reportErrors(errors);
        claims.push_back(gp::ClaimChecker::toJson(gp::ClaimChecker::check(c, catalog)));
        return printJson({{"format", "gpu-planner-claims"}, {"format_version", 1}, {"claims", claims}});
    }

    gp::TrainingClaim c;
    c.modelKey = parser.value(model).toStdString();
    bool ok = true;
    auto numberOf = [&](const QCommandLineOption& o, double fallback) {
        if (!parser.isSet(o))
            return fallback;
        bool good = false;
        const double v = parser.value(o).toDouble(&good);
        if (!good || !std::isfinite(v)) {
            ok = false;
            fail(ExitCode::InvalidInput,
                 QStringLiteral("--%1: '%2' is not a number").arg(o.names().first(), parser.value(o)));
            return 0.0;
        }
        return v;
    };
    c.parameters = numberOf(parameters, 0);
    c.tokens = numberOf(tokens, 0);
    c.gpuKey = parser.value(gpu).toStdString();
    const double gpuCount = numberOf(gpus, 1);
    c.hours = numberOf(hours, 0);
    if (!ok)
        return ExitCode::InvalidInput;
    if (gpuCount < 1 || gpuCount > 1e7 || gpuCount != std::floor(gpuCount))
        return fail(ExitCode::InvalidInput, QStringLiteral("--gpus: must be a whole number >= 1"));
    c.gpus = static_cast<int>(gpuCount);
    if (parser.isSet(task)) {
        const auto t = gp::ScenarioJson::parseTask(parser.value(task).toStdString());
        if (!t || *t == gp::Task::Inference)
            return fail(ExitCode::InvalidInput, QStringLiteral("--task: one of pretrain, full_finetune, lora, qlora"));
        c.task = *t;
    }
    if (parser.isSet(precision)) {
        const auto p = gp::ScenarioJson::parsePrecision(parser.value(precision).toStdString());
        if (!p)
            return fail(ExitCode::InvalidInput, QStringLiteral("--precision: one of bf16_mixed, fp8, fp32"));
        c.precision = *p;
    }
    c.text = std::to_string(c.gpus) + " x " + c.gpuKey + ", " + parser.value(hours).toStdString() + " h for " +
             parser.value(tokens).toStdString() + " tokens";
    if (auto errors = gp::ClaimChecker::validate(c, catalog); !errors.empty())
        return reportErrors(errors);
    claims.push_back(gp::ClaimChecker::toJson(gp::ClaimChecker::check(c, catalog)));
    return printJson({{"format", "gpu-planner-claims"}, {"format_version", 1}, {"claims", claims}});
}

const bool registered = CommandRegistry::add(
    QStringLiteral("check-claim"),
    {QStringLiteral("Check a published training-time or throughput claim against the GPUs' physical peaks"), run});

} // namespace
