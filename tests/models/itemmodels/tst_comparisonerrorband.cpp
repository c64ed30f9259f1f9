// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The comparison table's tooltips carry the headline figures' error band (issue 32) from the installed table:
// a hand-built one here, so the expected text is worked out from its cells (training time: 7 cases, 12.5%, in the
// training scenario's architecture cell; training memory: no cell, so uncalibrated). Rows that are not
// headline figures, and an app that installed no table, show no band. The why panel (ExplanationHtmlRole) shows it too.
#include "../document/DocumentTestData.h"
#include "TestSupport.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/ErrorBand.h"

#include <QTest>

using namespace DocumentTestData;
using M = ScenarioComparisonModel;

class TestComparisonErrorBand : public QObject {
    Q_OBJECT

    std::unique_ptr<Workspace> ws;
    std::unique_ptr<M> model;
    gp::ErrorBandTable table;

    QString tip(int row) const { return model->data(model->index(row, 0), Qt::ToolTipRole).toString(); }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void init()
    {
        ws = std::make_unique<Workspace>();
        ws->setCatalog(catalog());
        model = std::make_unique<M>(ws.get());
        ws->addScenario(trainingScenario(), QStringLiteral("Train"));
        const gp::Scenario s = trainingScenario();
        const std::string architecture = gp::ErrorBands::architectureOf(s, catalog());
        QVERIFY(!architecture.empty());
        // The test catalog's GPU key ("a100") has no vendor prefix: the scenario names no vendor, so the cell
        // narrows by architecture only.
        QVERIFY(gp::ErrorBands::vendorOf(s).empty());
        table = {{gp::ValidationGroup::TrainingTime, architecture, "", "", 7, 0.125},
                 {gp::ValidationGroup::TrainingTime, "", "", "", 40, 0.30}};
    }

    void cleanup()
    {
        gp::ErrorBands::install(nullptr);
        model.reset();
        ws.reset();
    }

    void headlineTooltipsShowTheBand()
    {
        gp::ErrorBands::install(&table);
        const gp::Scenario s = trainingScenario();
        const QString expected = QStringLiteral("Error band: +-12.5% (median error on 7 published runs like this: "
                                                "training time/throughput, %1)")
                                     .arg(QString::fromStdString(gp::ErrorBands::architectureOf(s, catalog())));
        QVERIFY2(tip(M::TrainingHoursRow).contains(expected), qPrintable(tip(M::TrainingHoursRow)));
        QVERIFY2(tip(M::TokensPerSecondRow).contains(expected), qPrintable(tip(M::TokensPerSecondRow)));
        QVERIFY2(tip(M::MemoryPerGpuRow).contains(QStringLiteral("no published measurement like this: uncalibrated")),
                 qPrintable(tip(M::MemoryPerGpuRow)));
        QVERIFY2(!tip(M::GpuHoursRow).contains(QStringLiteral("Error band")), qPrintable(tip(M::GpuHoursRow)));
        // The why panel: the same sentence after the explanation, escaped.
        const QString why = model->data(model->index(M::TrainingHoursRow, 0), M::ExplanationHtmlRole).toString();
        QVERIFY2(why.contains(QStringLiteral("<p>") + expected.toHtmlEscaped() + QStringLiteral("</p>")),
                 qPrintable(why));
    }

    void noTableNoBand()
    {
        QVERIFY(!tip(M::TrainingHoursRow).isEmpty());
        QVERIFY2(!tip(M::TrainingHoursRow).contains(QStringLiteral("Error band")),
                 qPrintable(tip(M::TrainingHoursRow)));
    }
};

QTEST_MAIN(TestComparisonErrorBand)
#include "tst_comparisonerrorband.moc"
