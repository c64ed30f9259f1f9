// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// "Find configurations" offscreen on the shipped catalog: the front shown equals `gpu-planner search` on
// the same scenario and filters (run as a separate process, JSON compared point by point); filters act
// (India only, tiers); the cheapest point within the deadline is the constrained search's first; the
// serving front equals ServingSearch's; "Add to workspace" adds one scenario the engine prices as the
// row says, one undo step.
#include "../wizards/WizardTestSupport.h"
#include "Near.h"
#include "TestSupport.h"
#include "charts/ChartView.h"
#include "charts/SearchFrontChart.h"
#include "document/Workspace.h"
#include "planning/ScenarioJson.h"
#include "search/FindConfigurationsDialog.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace WizardTestSupport;

class TestFindConfigurations : public QObject {
    Q_OBJECT
private:
    gp::CatalogSnapshot m_catalog;
    QTemporaryDir m_home;

    static gp::Scenario fineTune13b()
    {
        gp::Scenario s;
        s.name = "13B fine-tune";
        s.model.catalogKey = "llama-2-13b";
        s.task = gp::Task::FullFineTune;
        s.training.tokens = 2e9;
        s.training.globalBatch = 128;
        s.training.sequenceLength = 2048;
        s.hardware.gpuKey = "nvidia-h100-sxm";
        s.hardware.gpusPerNode = 8;
        s.parallel.zero = gp::ZeroStage::Zero3;
        return s;
    }

    nlohmann::json cli(const gp::Scenario& s, const QStringList& extra)
    {
        const QString file = m_home.filePath(QStringLiteral("scenario.json"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write the scenario");
        f.write(QByteArray::fromStdString(gp::ScenarioJson::toJson(s).dump()));
        f.close();
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GP_CLI_EXECUTABLE),
                QStringList{QStringLiteral("search"), file, QStringLiteral("--shipped-catalog"),
                            QStringLiteral("--max-results"), QStringLiteral("200"), QStringLiteral("--max-gpus"),
                            QStringLiteral("1024")} +
                    extra);
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            qFatal("gpu-planner search failed: %s", p.readAllStandardError().constData());
        return nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    }

    void sameFront(const FindConfigurationsDialog& d, const nlohmann::json& j)
    {
        const auto& front = d.trainingResult().front;
        QCOMPARE(j["front"].size(), front.size());
        QVERIFY(!front.empty());
        QCOMPARE(d.table()->rowCount(), int(front.size()));
        QCOMPARE(j["configurations_evaluated"].get<std::uint64_t>(), d.trainingResult().evaluated);
        for (std::size_t i = 0; i < front.size(); ++i) {
            const auto& p = j["front"][i];
            QCOMPARE(p["gpu_key"].get<std::string>(), front[i].gpuKey);
            QCOMPARE(p["offer_key"].get<std::string>(), front[i].offerKey);
            QCOMPARE(p["gpus"].get<int>(), front[i].gpus);
            GP_VERIFY_NEAR(p["training_hours"].get<double>(), front[i].hours, 1e-3 * front[i].hours);
            QCOMPARE(d.table()->item(int(i), 1)->text(), QString::fromStdString(front[i].gpuName));
        }
    }

    static void checkOnly(QListWidget* list, const QStringList& keys)
    {
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(keys.contains(list->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                                     : Qt::Unchecked);
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        m_catalog = shippedCatalog();
    }

    void trainingFrontEqualsCommandLine()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.addScenario(fineTune13b(), QStringLiteral("13B fine-tune"));
        FindConfigurationsDialog d(&ws, 0);
        d.show();
        QVERIFY(d.width() <= 1280 && d.height() <= 800);
        // Default tier: on-demand only; spot (interruptible) is ticked by the user, never by default.
        sameFront(d, cli(d.workload(), {QStringLiteral("--tier"), QStringLiteral("on_demand")}));
        for (const auto& c : d.trainingResult().front)
            QVERIFY2(!c.interruptible, c.offerKey.c_str());
        screenshot(&d, QStringLiteral("find-configurations-training"));
        QVERIFY(!d.chart()->plottedPoints(SearchFrontChart::pointsSeries()).isEmpty());

        // India only, on-demand only: the filters reach the search as they reach the command line.
        checkOnly(d.tierList(), {QStringLiteral("on_demand")});
        d.indiaOnlyBox()->setChecked(true);
        d.rerun();
        for (const auto& c : d.trainingResult().front) {
            QVERIFY(c.residency == gp::Residency::India);
            QCOMPARE(c.tier, std::string("on_demand"));
        }
        sameFront(d, cli(d.workload(),
                         {QStringLiteral("--tier"), QStringLiteral("on_demand"), QStringLiteral("--india-only")}));
        screenshot(&d, QStringLiteral("find-configurations-india"));
    }

    void deadlineMarksTheCheapestInTime()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.addScenario(fineTune13b(), QStringLiteral("13B fine-tune"));
        FindConfigurationsDialog d(&ws, 0);
        d.show();
        d.deadlineBox()->setValue(168);
        d.rerun();
        gp::SearchOptions o = d.trainingOptions();
        o.deadlineHours = 168;
        const gp::SearchResult constrained = gp::ConfigurationSearch::run(d.workload(), m_catalog, o);
        QVERIFY(!constrained.front.empty());
        QVERIFY(d.markedRow() >= 0);
        // A copy: a rerun (the deadline box queued one) replaces the front this would point into.
        const auto marked = d.trainingResult().front[size_t(d.markedRow())];
        QCOMPARE(marked.offerKey, constrained.front.front().offerKey);
        QCOMPARE(marked.cost, constrained.front.front().cost);
        QCOMPARE(d.table()->item(d.markedRow(), 0)->text(), QStringLiteral("cheapest in time"));
        QCOMPARE(d.chart()->plottedPoints(SearchFrontChart::markedSeries()).size(), 1);
        QCOMPARE(d.chart()->plottedPoints(SearchFrontChart::deadlineSeries()).front().x(), 168.0);
        screenshot(&d, QStringLiteral("find-configurations-deadline"));

        // Add to workspace: the engine prices the new scenario as the row says; one undo removes it.
        d.table()->selectRow(d.markedRow());
        d.addSelectedToWorkspace();
        QCOMPARE(ws.scenarioCount(), 2);
        QVERIFY(ws.estimate(1).ok());
        GP_VERIFY_NEAR(ws.estimate(1).estimate->training->wallClockHours, marked.hours, 1e-9 * marked.hours);
        GP_VERIFY_NEAR(ws.estimate(1).estimate->costs.front().costPerRun, marked.cost, 1e-9 * marked.cost);
        ws.undoStack()->undo();
        QCOMPARE(ws.scenarioCount(), 1);
    }

    void whatIfRerunsLive()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.addScenario(fineTune13b(), QStringLiteral("13B fine-tune"));
        FindConfigurationsDialog d(&ws, 0);
        const gp::SearchCandidate before = d.trainingResult().front.front();
        ws.setWhatIfTokensToTrain(4e9); // twice the tokens: the cheapest run costs about twice as much
        QCoreApplication::processEvents();
        const gp::SearchCandidate after = d.trainingResult().front.front();
        // Runs are billed on whole instances in the provider's increment, at most per started hour (CostModel), so
        // 2 x ceil(h) and ceil(2 h) differ by at most one hour of billing of one of the two plans: the tolerance.
        const auto hourOfBilling = [](const gp::SearchCandidate& c) {
            const int instances = (c.gpus + c.gpusPerNode - 1) / c.gpusPerNode;
            return c.pricePerGpuHour * instances * c.gpusPerNode;
        };
        const double tolerance = std::max(hourOfBilling(before), hourOfBilling(after)) * (1 + 1e-9);
        QVERIFY(after.cost > before.cost);
        QVERIFY2(
            std::abs(after.cost - 2 * before.cost) <= tolerance,
            qPrintable(QStringLiteral("%1 vs 2 x %2 (tolerance %3)").arg(after.cost).arg(before.cost).arg(tolerance)));
    }

    void servingFrontEqualsServingSearch()
    {
        gp::Scenario s;
        s.name = "8B chat";
        s.model.catalogKey = "llama-3.1-8b";
        s.task = gp::Task::Inference;
        s.inference.promptTokens = 1000;
        s.inference.outputTokens = 200;
        s.inference.targetRequestsPerSecond = 10;
        s.inference.targetTtftSeconds = 1.0; // the scenario's own targets, which the dialog searches (issue 31)
        s.inference.targetTpotSeconds = 0.05;
        s.hardware.gpuKey = "nvidia-l40s";
        s.hardware.gpusPerNode = 1;
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.addScenario(s, QStringLiteral("8B chat"));
        FindConfigurationsDialog d(&ws, 0);
        d.show();
        QVERIFY(d.serving());
        QCOMPARE(d.ttftBox()->value(), 1000.0);
        QCOMPARE(d.tpotBox()->value(), 50.0);
        // The same start as `gpu-planner search` (ServingSearch::windowOptions): the scenario's targets.
        QCOMPARE(d.servingOptions().targets.timeToFirstTokenSeconds,
                 gp::ServingSearch::windowOptions(d.workload(), false).targets.timeToFirstTokenSeconds);
        const gp::ServingSearchResult r = gp::ServingSearch::run(d.workload(), m_catalog, d.servingOptions());
        QVERIFY(!r.front.empty());
        QCOMPARE(d.servingResult().front.size(), r.front.size());
        for (std::size_t i = 0; i < r.front.size(); ++i) {
            QCOMPARE(d.servingResult().front[i].offerKey, r.front[i].offerKey);
            QCOMPARE(d.servingResult().front[i].costPerHour, r.front[i].costPerHour);
            QVERIFY(r.front[i].ttftSeconds <= 1.0 && r.front[i].tpotSeconds <= 0.05);
        }
        // The vertical line is the latency target, 1 s + 200 x 0.05 s = 11 s, and is named as one.
        QCOMPARE(d.chart()->plottedPoints(QStringLiteral("Latency target")).front().x(), 11.0);
        QVERIFY(d.chart()->plottedPoints(SearchFrontChart::deadlineSeries()).isEmpty());
        QCOMPARE(d.chart()->plottedPoints(QStringLiteral("Cheapest within the latency target and budget")).size(), 1);
        screenshot(&d, QStringLiteral("find-configurations-serving"));
        d.table()->selectRow(0);
        d.addSelectedToWorkspace();
        QCOMPARE(ws.scenarioCount(), 2);
        QVERIFY(ws.estimate(1).ok());
        QVERIFY(ws.estimate(1).estimate->inference->requestsPerSecond >= 10);

        // A scenario with a 500 ms first-token target: the dialog searches with it, not its old fixed 1,000 ms.
        s.inference.targetTtftSeconds = 0.5;
        ws.addScenario(s, QStringLiteral("8B chat, 500 ms"));
        FindConfigurationsDialog tight(&ws, 2);
        QCOMPARE(tight.ttftBox()->value(), 500.0);
        QVERIFY(!tight.servingResult().front.empty());
        for (const auto& c : tight.servingResult().front)
            QVERIFY(c.ttftSeconds <= 0.5);
    }
};

QTEST_MAIN(TestFindConfigurations)
#include "tst_findconfigurations.moc"
