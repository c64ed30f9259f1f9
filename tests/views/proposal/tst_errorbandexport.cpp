// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 32: every headline figure carries the error band the validation suite measured for its kind, in the CSV the
// comparison table copies and in the proposal's summary ("12.4 h, +-9.2% (median error on N published runs like
// this: ...)"). The band table is computed here from the suite itself (tests/data/validation against the shipped
// catalog, as the build's tool does), installed as the app installs the shipped one, and each figure's band is
// checked against the median |error| of that suite's cases in the figure's cell, worked out again in the test.
#include "ShippedTestData.h"
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "itemmodels/ComparisonExplanationFormatter.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/ErrorBand.h"
#include "planning/ValidationSuite.h"
#include "proposal/ProposalContentBuilder.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

class TestErrorBandExport : public QObject {
    Q_OBJECT
    gp::CatalogSnapshot m_catalog;
    WorkspaceData m_example;
    std::vector<gp::ValidationCase> m_cases;
    gp::ValidationReport m_report;
    gp::ErrorBandTable m_table;

    // The median |relative error| of the suite's cases of `group` in the band's cell, worked out from the report
    // (not from the table): the labels of the cell's name are matched against each case's.
    double medianOfCell(const gp::ErrorBand& band, gp::ValidationGroup group) const
    {
        for (const gp::ErrorBandCell& cell : m_table)
            if (cell.group == group && gp::ErrorBands::cellName(cell) == band.cell) {
                std::vector<double> errors;
                for (const gp::ValidationResult& r : m_report.results) {
                    if (!r.refused.empty() || r.group != group)
                        continue;
                    if (!cell.framework.empty() && r.framework != cell.framework)
                        continue;
                    if (!cell.vendor.empty() && r.vendor != cell.vendor)
                        continue;
                    if (!cell.architecture.empty()) {
                        const auto c = std::find_if(m_cases.begin(), m_cases.end(),
                                                    [&](const gp::ValidationCase& x) { return x.id == r.id; });
                        if (c == m_cases.end() ||
                            gp::ErrorBands::architectureOf(c->scenario, m_catalog) != cell.architecture)
                            continue;
                    }
                    errors.push_back(std::abs(r.relativeError));
                }
                if (errors.empty())
                    return NAN;
                std::sort(errors.begin(), errors.end());
                const std::size_t n = errors.size();
                return n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
            }
        return NAN;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        ShippedTestData::loadCatalog(m_catalog);
        ShippedTestData::readWorkshopExample(m_example);
        m_example.whatIf = WhatIfOverrides{};
        std::vector<gp::ValidationFileError> unreadable;
        m_cases = gp::ValidationSuite::loadDirectory(GP_SOURCE_DIR "/tests/data/validation", &unreadable);
        QVERIFY(unreadable.empty());
        QVERIFY(m_cases.size() > 100);
        m_report = gp::ValidationSuite::runAll(m_cases, m_catalog);
        m_table = gp::ErrorBands::tableFrom(m_cases, m_report, m_catalog);
        gp::ErrorBands::install(&m_table);
    }
    void cleanupTestCase() { gp::ErrorBands::install(nullptr); }

    // The CSV ends with one row per headline figure: "<figure>: error band", then each scenario's band.
    void csvCarriesTheBands()
    {
        Workspace ws(m_example);
        ws.setCatalog(m_catalog);
        ScenarioComparisonModel model(&ws);
        const QStringList lines = model.toCsv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.first().section(QLatin1Char(','), 0, 1), QStringLiteral("Figure,Unit"));
        int checked = 0;
        for (int i = 0; i < ws.scenarioCount(); ++i) {
            const gp::Estimate& e = *ws.estimate(i).estimate;
            for (const gp::FigureErrorBand& b :
                 gp::ErrorBands::forEstimate(m_table, ws.effectiveScenario(i), ws.effectiveCatalog(), e)) {
                if (b.key != "training_hours" && b.key != "vram_gb_per_gpu")
                    continue;
                const QString label = b.key == "training_hours" ? QStringLiteral("Training time: error band")
                                                                : QStringLiteral("Memory per GPU: error band");
                const auto row = std::find_if(lines.begin(), lines.end(),
                                              [&](const QString& l) { return l.startsWith(label + QLatin1Char(',')); });
                QVERIFY2(row != lines.end(), qPrintable(label));
                QVERIFY2(row->contains(QString::fromStdString(gp::ErrorBands::text(b.band))), qPrintable(*row));
                QVERIFY(b.band.calibrated);
                const double median =
                    medianOfCell(b.band, b.key == "training_hours" ? gp::ValidationGroup::TrainingTime
                                                                   : gp::ValidationGroup::TrainingMemory);
                QVERIFY2(std::abs(median - b.band.medianError) <= 1e-12,
                         qPrintable(QStringLiteral("%1: suite %2, band %3")
                                        .arg(QString::fromStdString(b.band.cell))
                                        .arg(median, 0, 'g', 17)
                                        .arg(b.band.medianError, 0, 'g', 17)));
                ++checked;
            }
        }
        QVERIFY(checked >= 2);
        // Without a band table no band row is written (and nothing claims a band).
        gp::ErrorBands::install(nullptr);
        QVERIFY(!model.toCsv().contains(QStringLiteral("error band")));
        gp::ErrorBands::install(&m_table);
    }

    // The summary's figures: the recommended plan's time and GPU-hours (one band) and its memory end with their band.
    void proposalSummaryCarriesTheBands()
    {
        Workspace ws(m_example);
        ws.setCatalog(m_catalog);
        const ProposalContentBuilder builder(ws, {});
        const int best = builder.recommendedIndex();
        QVERIFY(best >= 0);
        const gp::Estimate& e = *ws.estimate(best).estimate;
        QVERIFY(e.training.has_value());
        QString hoursBand, memoryBand;
        for (const gp::FigureErrorBand& b :
             gp::ErrorBands::forEstimate(m_table, ws.effectiveScenario(best), ws.effectiveCatalog(), e)) {
            if (b.key == "training_hours")
                hoursBand = QString::fromStdString(gp::ErrorBands::text(b.band));
            if (b.key == "vram_gb_per_gpu")
                memoryBand = QString::fromStdString(gp::ErrorBands::text(b.band));
        }
        QVERIFY(hoursBand.startsWith(QStringLiteral("+-")));
        const ProposalContent c = builder.build();
        QString paragraph;
        for (const ProposalBlock& b : c.blocks)
            if (b.kind == ProposalBlock::Kind::Paragraph &&
                b.text.startsWith(QStringLiteral("How far these figures can be off")))
                paragraph = b.text;
        QVERIFY(!paragraph.isEmpty());
        const QString hours = ComparisonExplanationFormatter::formatNumber(e.training->wallClockHours, "h");
        const QString gpuHours = ComparisonExplanationFormatter::formatNumber(e.training->gpuHours, "GPU-h");
        // The hours and the GPU-hours share one band (GPU-hours = hours x GPUs), said once for both.
        QVERIFY2(paragraph.contains(hours + QStringLiteral(" and ") + gpuHours + QStringLiteral(", ") + hoursBand),
                 qPrintable(paragraph));
        QCOMPARE(paragraph.count(hoursBand), 1);
        QVERIFY2(paragraph.contains(QStringLiteral(" GB per GPU, ") + memoryBand), qPrintable(paragraph));
        // No band table: no such paragraph (nothing claims a band it does not have).
        gp::ErrorBands::install(nullptr);
        for (const ProposalBlock& b : builder.build().blocks)
            QVERIFY(!b.text.startsWith(QStringLiteral("How far these figures can be off")));
        gp::ErrorBands::install(&m_table);
    }
};

QTEST_MAIN(TestErrorBandExport)
#include "tst_errorbandexport.moc"
