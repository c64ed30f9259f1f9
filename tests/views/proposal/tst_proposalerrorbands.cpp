// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 32: the proposal's Assumptions state, for every headline figure of every plan, the error band the validation
// suite measured for its kind (ProposalErrorBandSentences, "How far the figures can be off"). The band table here is
// built (ErrorBands::tableFrom, as the build's tool does) from a small suite of made-up results whose medians are
// worked out by hand below, so each sentence is checked against numbers the test knows, not the code's output:
// - training time: 5 dense runs on NVIDIA, errors +3%, -9.2%, +12%, -5%, +20% -> |e| sorted 3, 5, 9.2, 12, 20:
//   median 9.2%; 2 more dense runs on AMD (50%, 60%) make the broader cells 7 runs, which the narrower NVIDIA
//   cell (5 runs, the minimum) must win over;
// - training memory: 3 runs, fewer than the 5 a band needs: uncalibrated, "3 published runs";
// - serving throughput: 6 dense runs on NVIDIA, |e| 2, 4, 8, 10, 12, 30 -> median (8 + 10) / 2 = 9.0%;
// - serving memory: 5 dense runs on AMD, |e| 1, 2, 3, 4, 5 -> no NVIDIA cell, so "serving memory, dense", 3.0%;
// - latency: no run at all: uncalibrated, "no published run".
// The plans are the CLI's two scenarios (Llama 2 7B full fine-tune on 8 H100, served on one H100), estimated with
// the shipped catalog; their figures are printed as the proposal prints every figure.
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "itemmodels/ComparisonExplanationFormatter.h"
#include "itemmodels/ComparisonFigures.h"
#include "planning/ErrorBand.h"
#include "planning/ScenarioJson.h"
#include "proposal/ProposalContentBuilder.h"
#include "proposal/ProposalErrorBandSentences.h"

#include <QFile>
#include <QtTest>

#include <optional>

namespace {
std::optional<gp::Scenario> scenarioFile(const char* name)
{
    QFile f(QStringLiteral(GP_SOURCE_DIR "/tests/data/cli/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const gp::ScenarioParse p = gp::ScenarioJson::fromText(f.readAll().toStdString());
    return p.ok() ? p.scenario : std::nullopt;
}

QString fmt(double v, const char* unit) { return ComparisonExplanationFormatter::formatNumber(v, unit); }
} // namespace

class TestProposalErrorBands : public QObject {
    Q_OBJECT
    gp::CatalogSnapshot m_catalog;
    gp::Scenario m_train;
    gp::Scenario m_serve;
    gp::ErrorBandTable m_table;

    void addRuns(std::vector<gp::ValidationCase>& cases, gp::ValidationReport& report, gp::ValidationGroup group,
                 const gp::Scenario& like, const char* vendor, std::initializer_list<double> errors)
    {
        for (const double e : errors) {
            gp::ValidationCase c;
            c.id = "run-" + std::to_string(cases.size());
            c.scenario = like; // a Llama 2 7B scenario: dense
            c.vendor = vendor;
            gp::ValidationResult r;
            r.id = c.id;
            r.group = group;
            r.relativeError = e;
            r.framework = "unspecified";
            r.vendor = vendor;
            cases.push_back(c);
            report.results.push_back(r);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        m_catalog = store.snapshot();
        const auto train = scenarioFile("train-7b-h100.json");
        const auto serve = scenarioFile("serve-7b-h100.json");
        QVERIFY(train && serve);
        m_train = *train;
        m_serve = *serve;
        m_serve.pricing.currency = "USD";
        std::vector<gp::ValidationCase> cases;
        gp::ValidationReport report;
        using G = gp::ValidationGroup;
        addRuns(cases, report, G::TrainingTime, m_train, "nvidia", {0.03, -0.092, 0.12, -0.05, 0.20});
        addRuns(cases, report, G::TrainingTime, m_train, "amd", {0.50, -0.60});
        addRuns(cases, report, G::TrainingMemory, m_train, "nvidia", {0.01, 0.02, 0.03});
        addRuns(cases, report, G::ServingThroughput, m_serve, "nvidia", {0.10, -0.04, 0.30, -0.12, 0.08, 0.02});
        addRuns(cases, report, G::ServingMemory, m_serve, "amd", {0.01, -0.02, 0.03, -0.04, 0.05});
        m_table = gp::ErrorBands::tableFrom(cases, report, m_catalog);
    }
    void cleanupTestCase() { gp::ErrorBands::install(nullptr); }

    void trainingPlanSentences()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.setCurrency(QStringLiteral("USD"));
        ws.addScenario(m_train, QStringLiteral("Train"));
        QVERIFY(ws.estimate(0).ok());
        const gp::Estimate& e = *ws.estimate(0).estimate;
        QVERIFY(e.training.has_value());
        const gp::CostLine* cost = ComparisonFigures::cheapestCost(e);
        QVERIFY(cost);
        const QStringList got = ProposalErrorBandSentences::forEstimate(m_table, ws.effectiveScenario(0),
                                                                        ws.effectiveCatalog(), e, ws.currency());
        const QStringList expected{
            QStringLiteral("Training time (%1) and GPU-hours (%2): the suite's 5 published runs like this (training "
                           "time/throughput, dense, nvidia) were off by a median 9.2%.")
                .arg(fmt(e.training->wallClockHours, "h"), fmt(e.training->gpuHours, "GPU-h")),
            QStringLiteral("Memory per GPU (%1): uncalibrated: the suite holds 3 published runs of this kind (training "
                           "memory), fewer than the 5 a band needs.")
                .arg(fmt(e.memory.totalGb(), "GB")),
            QStringLiteral("Cost per run (%1 at the cheapest offer): it is worked out from the training time and the "
                           "offer's listed price, so it carries the training time's band: a median 9.2% on 5 "
                           "published runs.")
                .arg(fmt(cost->costPerRun, "USD")),
        };
        QCOMPARE(got, expected);
    }

    void servingPlanSentences()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.setCurrency(QStringLiteral("USD"));
        ws.addScenario(m_serve, QStringLiteral("Serve"));
        QVERIFY(ws.estimate(0).ok());
        const gp::Estimate& e = *ws.estimate(0).estimate;
        QVERIFY(e.inference.has_value());
        const gp::CostLine* cost = ComparisonFigures::cheapestCost(e);
        QVERIFY(cost);
        const QStringList got = ProposalErrorBandSentences::forEstimate(m_table, ws.effectiveScenario(0),
                                                                        ws.effectiveCatalog(), e, ws.currency());
        const gp::InferenceEstimate& s = *e.inference;
        const QStringList expected{
            QStringLiteral("Serving throughput (%1): the suite's 6 published runs like this (serving throughput, "
                           "dense, nvidia) were off by a median 9.0%.")
                .arg(fmt(s.tokensPerSecond, "tokens/s")),
            QStringLiteral("Latency (first token %1, per output token %2, request %3): uncalibrated: the suite holds "
                           "no published run of this kind (latency), fewer than the 5 a band needs.")
                .arg(fmt(s.timeToFirstTokenSeconds, "s"), fmt(s.timePerOutputTokenSeconds, "s"),
                     fmt(s.requestLatencySeconds, "s")),
            QStringLiteral("Memory per GPU (%1): the suite's 5 published runs like this (serving memory, dense) were "
                           "off by a median 3.0%.")
                .arg(fmt(e.memory.totalGb(), "GB")),
            QStringLiteral("Cost per million output tokens (%1 at the cheapest offer): it is worked out from the "
                           "serving throughput and the offer's listed price, so it carries the serving throughput's "
                           "band: a median 9.0% on 6 published runs.")
                .arg(fmt(cost->costPerMillionTokens, "USD")),
        };
        QCOMPARE(got, expected);
    }

    // The Assumptions section carries the sentences of every plan under its name, after the what-if changes; with no
    // band table installed it claims no band at all.
    void assumptionsSectionCarriesEveryPlan()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.setCurrency(QStringLiteral("USD"));
        ws.addScenario(m_train, QStringLiteral("Train"));
        ws.addScenario(m_serve, QStringLiteral("Serve"));
        gp::ErrorBands::install(&m_table);
        const ProposalContent c = ProposalContentBuilder(ws, {}).build();
        int at = -1;
        for (int i = 0; i < c.blocks.size(); ++i)
            if (c.blocks[i].kind == ProposalBlock::Kind::Subheading &&
                c.blocks[i].text == QStringLiteral("How far the figures can be off"))
                at = i;
        QVERIFY(at >= 0);
        QVERIFY(c.blocks.size() > at + 5);
        QVERIFY(c.blocks[at + 1].text.contains(QStringLiteral("at least 5 runs are alike")));
        for (int i = 0; i < 2; ++i) {
            const ProposalBlock& name = c.blocks[at + 2 + 2 * i];
            const ProposalBlock& items = c.blocks[at + 3 + 2 * i];
            QCOMPARE(name.text, ws.scenario(i).name + QLatin1Char(':'));
            QCOMPARE(items.kind, ProposalBlock::Kind::Bullets);
            QCOMPARE(items.items,
                     ProposalErrorBandSentences::forEstimate(m_table, ws.effectiveScenario(i), ws.effectiveCatalog(),
                                                             *ws.estimate(i).estimate, ws.currency()));
        }
        QVERIFY(c.blocks[at + 3].items.first().contains(QStringLiteral("a median 9.2%")));
        QVERIFY(c.blocks[at + 5].items.first().contains(QStringLiteral("a median 9.0%")));

        gp::ErrorBands::install(nullptr);
        for (const ProposalBlock& b : ProposalContentBuilder(ws, {}).build().blocks)
            QVERIFY(b.text != QStringLiteral("How far the figures can be off"));
    }
};

QTEST_MAIN(TestProposalErrorBands)
#include "tst_proposalerrorbands.moc"
