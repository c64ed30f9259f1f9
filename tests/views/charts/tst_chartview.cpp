// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The chart seam: what ChartView draws is exactly what its ChartSpec says (read back from the chart
// library), numbers update in place, and charts save to PNG and SVG.
#include "Near.h"
#include "PaintCounter.h"
#include "PostedEvents.h"
#include "TestSupport.h"
#include "charts/ChartView.h"

#include <QAbstractScrollArea>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

class TestChartView : public QObject {
    Q_OBJECT
private:
    static ChartSpec bars(const QVector<double>& values)
    {
        ChartSpec spec;
        spec.kind = ChartKind::Bars;
        spec.id = QStringLiteral("cost-per-result");
        spec.title = QStringLiteral("Cost per training run");
        spec.yTitle = QStringLiteral("Cost per run (USD)");
        spec.categories = {QStringLiteral("8x A100"), QStringLiteral("8x H100"), QStringLiteral("4x L40S")};
        spec.categoryColours = {Qt::red, Qt::blue, Qt::darkGreen};
        spec.series = {{QStringLiteral("Cost"), {}, values, {}, false, {}}};
        return spec;
    }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void barsDrawTheSpecValues()
    {
        ChartView view;
        view.setSpec(bars({120.5, 80.25, 300}));
        const QVector<QPointF> expected{{0, 120.5}, {1, 80.25}, {2, 300}};
        QCOMPARE(view.plottedPoints(QStringLiteral("Cost")), expected);
        QCOMPARE(view.plottedTitle(), QStringLiteral("Cost per training run"));
        QCOMPARE(view.plottedAxisTitle(Qt::Vertical), QStringLiteral("Cost per run (USD)"));
    }

    void numbersUpdateInPlace()
    {
        ChartView view;
        view.setSpec(bars({120.5, 80.25, 300}));
        view.setSpec(bars({60, 40, 150}));
        const QVector<QPointF> expected{{0, 60}, {1, 40}, {2, 150}};
        QCOMPARE(view.plottedPoints(QStringLiteral("Cost")), expected);
    }

    void liveUpdatesKeepTheScaleWhileTheDataFillsHalfOfIt()
    {
        // Qt's nice numbers (QValueAxis::applyNiceNumbers, 5 ticks) over [0, 1.08 x the tallest bar]:
        // 300 -> top 324 -> range ceil to 500, step 100 -> [0, 400]; 250 -> 270 -> step 100 -> [0, 300];
        // 150 -> 162 -> range 200, step 50 -> [0, 200].
        using Range = QPair<double, double>;
        ChartView view;
        view.setSpec(bars({120.5, 80.25, 300}));
        QCOMPARE(view.plottedAxisRange(Qt::Vertical), Range(0, 400));
        view.setSpec(bars({120, 80, 250})); // 270 fits [0, 400] and fills more than half: kept
        QCOMPARE(view.plottedAxisRange(Qt::Vertical), Range(0, 400));
        view.setSpec(bars({60, 40, 150})); // 162 is under half of 400: refit snugly
        QCOMPARE(view.plottedAxisRange(Qt::Vertical), Range(0, 200));
        view.setSpec(bars({120.5, 80.25, 300})); // 324 no longer fits: grows
        QCOMPARE(view.plottedAxisRange(Qt::Vertical), Range(0, 400));

        // The kept scale still shows the new bars: the chart on screen repaints, and the picture changes.
        view.resize(500, 350);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QAbstractScrollArea* area = view.findChild<QAbstractScrollArea*>();
        QVERIFY(area);
        // The first exposure's paints pass, so the counter below sees only the update's.
        PostedEvents::drain(area->viewport());
        const QImage before = view.grab().toImage();
        PaintCounter paints;
        area->viewport()->installEventFilter(&paints);
        QCoreApplication::processEvents();
        QCOMPARE(paints.count, 0); // nothing pending: a paint after this point comes from setSpec()
        view.setSpec(bars({120, 80, 250}));
        QCOMPARE(view.plottedAxisRange(Qt::Vertical), Range(0, 400));
        QTRY_VERIFY(paints.count > 0);
        QVERIFY(view.grab().toImage() != before);

        ChartView fresh; // a chart drawn from scratch is always snug
        fresh.setSpec(bars({120, 80, 250}));
        QCOMPARE(fresh.plottedAxisRange(Qt::Vertical), Range(0, 300));
    }

    void twinLabelsKeepTheirPlaces()
    {
        // Two scenarios named alike: QBarCategoryAxis merges equal labels, which shifted every later label
        // under the wrong bar (visual QA). Each bar keeps a label of its own, the twin looking the same.
        ChartSpec spec = bars({1, 2, 3});
        spec.categories = {QStringLiteral("8x H100"), QStringLiteral("8x H100"), QStringLiteral("4x L40S")};
        ChartView view;
        view.resize(600, 400); // room for the names level, whole
        view.setSpec(spec);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // Bars draw their own labels (BarLayer), exactly the names, each under its own bar.
        QTRY_COMPARE(view.plottedCategoryLabels(), spec.categories);
        const QVector<QPointF> places{{0, 1}, {1, 2}, {2, 3}};
        QCOMPARE(view.plottedPoints(QStringLiteral("Cost")), places);
        // Stacked bars keep Qt Charts' category axis: the twin gets an invisible zero-width space.
        spec.kind = ChartKind::StackedBars;
        spec.series[0].colour = Qt::blue;
        ChartView stacked;
        stacked.setSpec(spec);
        const QStringList labels = stacked.plottedCategoryLabels();
        QCOMPARE(labels.size(), 3);
        QCOMPARE(labels[0], QStringLiteral("8x H100"));
        QCOMPARE(labels[1], QStringLiteral("8x H100") + QChar(0x200B));
        QCOMPARE(labels[2], QStringLiteral("4x L40S"));
    }

    void barsArePaintedToScaleInTheirColours()
    {
        // The bars a Bars chart paints itself: each in its category's colour, as tall as its value. With
        // 100, 200 and 300 on one axis from 0, the blue bar holds twice and the green one three times the
        // red bar's pixels (same width; +-6% for the one-pixel borders and rounding at the ends).
        ChartSpec spec = bars({100, 200, 300});
        spec.categoryColours = {QColor(255, 0, 0), QColor(0, 0, 255), QColor(0, 160, 0)};
        ChartView view;
        view.resize(600, 400);
        view.setSpec(spec);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        const QImage image = view.grab().toImage();
        int counts[3] = {};
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                for (int c = 0; c < 3; ++c)
                    if (image.pixelColor(x, y) == spec.categoryColours[c])
                        ++counts[c];
        QVERIFY2(counts[0] > 500, qPrintable(QString::number(counts[0])));
        GP_VERIFY_NEAR_CTX(counts[1] / double(counts[0]), 2.0, 0.12,
                           qPrintable(QStringLiteral("%1 %2").arg(counts[0]).arg(counts[1])));
        GP_VERIFY_NEAR_CTX(counts[2] / double(counts[0]), 3.0, 0.18,
                           qPrintable(QStringLiteral("%1 %2").arg(counts[0]).arg(counts[2])));
        // And the pixels follow an in-place update: the red bar now three times as tall as before.
        view.setSpec(bars({300, 200, 300}));
        QCoreApplication::processEvents();
        const QImage after = view.grab().toImage();
        int red = 0;
        for (int y = 0; y < after.height(); ++y)
            for (int x = 0; x < after.width(); ++x)
                red += after.pixelColor(x, y) == QColor(255, 0, 0);
        GP_VERIFY_NEAR_CTX(red / double(counts[0]), 3.0, 0.18,
                           qPrintable(QStringLiteral("%1 %2").arg(counts[0]).arg(red)));
    }

    void linesCarryTheirNote()
    {
        // A line's "why this number" rides with it, and follows in-place updates.
        ChartSpec spec;
        spec.kind = ChartKind::Lines;
        spec.title = QStringLiteral("Cumulative cost");
        spec.series = {{QStringLiteral("8x H100"),
                        Qt::blue,
                        {},
                        {{0, 0}, {1, 100}, {2, 200}},
                        false,
                        {},
                        QStringLiteral("100 a month")}};
        ChartView view;
        view.setSpec(spec);
        QCOMPARE(view.plottedNote(QStringLiteral("8x H100")), QStringLiteral("100 a month"));
        spec.series[0].points = {{0, 0}, {1, 150}, {2, 300}};
        spec.series[0].note = QStringLiteral("150 a month");
        view.setSpec(spec);
        QCOMPARE(view.plottedNote(QStringLiteral("8x H100")), QStringLiteral("150 a month"));
    }

    void stackedComponentsAndMarkers()
    {
        ChartSpec spec;
        spec.kind = ChartKind::StackedBars;
        spec.title = QStringLiteral("Memory per GPU");
        spec.yTitle = QStringLiteral("GB per GPU");
        spec.categories = {QStringLiteral("A"), QStringLiteral("B")};
        spec.series = {{QStringLiteral("Weights"), Qt::blue, {16, 16}, {}, false, {}},
                       {QStringLiteral("Activations"), Qt::green, {10, 4}, {}, false, {}}};
        spec.markerName = QStringLiteral("Usable memory");
        spec.markers = {{0, 79.2, {}}, {1, 44.5, {}}};
        ChartView view;
        view.setSpec(spec);
        const QVector<QPointF> weights{{0, 16}, {1, 16}};
        const QVector<QPointF> activations{{0, 10}, {1, 4}};
        QCOMPARE(view.plottedPoints(QStringLiteral("Weights")), weights);
        QCOMPARE(view.plottedPoints(QStringLiteral("Activations")), activations);
        // The first marker is a segment at its capacity across category 0 (+-0.3 of the slot).
        const QVector<QPointF> marker{{-0.3, 79.2}, {0.3, 79.2}};
        QCOMPARE(view.plottedPoints(QStringLiteral("Usable memory")), marker);
    }

    void scatterPoints()
    {
        ChartSpec spec;
        spec.kind = ChartKind::Scatter;
        spec.xTitle = QStringLiteral("Time (hours)");
        spec.yTitle = QStringLiteral("Cost (USD)");
        spec.series = {{QStringLiteral("Pareto front"), Qt::red, {}, {{10, 500}, {20, 300}}, true, {}}};
        ChartView view;
        view.setSpec(spec);
        const QVector<QPointF> expected{{10, 500}, {20, 300}};
        QCOMPARE(view.plottedPoints(QStringLiteral("Pareto front")), expected);
        QCOMPARE(view.plottedAxisTitle(Qt::Horizontal), QStringLiteral("Time (hours)"));
    }

    void groupedBarsDrawANegativeValueBelowZero()
    {
        // A score below 0 is an upstream bug the chart must show, not lift to 0; an unknown (NaN) draws no bar.
        ChartSpec spec;
        spec.kind = ChartKind::GroupedBars;
        spec.yTitle = QStringLiteral("Score (0-5)");
        spec.categories = {QStringLiteral("SLA"), QStringLiteral("Support"), QStringLiteral("Region")};
        spec.series = {{QStringLiteral("Provider A"), Qt::blue, {4.0, -1.5, std::nan("")}, {}, false, {}}};
        ChartView view;
        view.setSpec(spec);
        const QVector<QPointF> expected{{0, 4.0}, {1, -1.5}, {2, 0.0}};
        QCOMPARE(view.plottedPoints(QStringLiteral("Provider A")), expected);
        QVERIFY(view.plottedAxisRange(Qt::Vertical).first <= -1.5);
        QVERIFY(view.plottedAxisRange(Qt::Vertical).second >= 4.0);
    }

    void emptySpecDrawsNothing()
    {
        ChartView view;
        ChartSpec spec = bars({});
        spec.series.clear();
        spec.emptyMessage = QStringLiteral("No scenario has an estimate yet.");
        view.setSpec(spec);
        QVERIFY(view.plottedPoints(QStringLiteral("Cost")).isEmpty());
    }

    void savesPngAndSvg()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ChartView view;
        view.setSpec(bars({120.5, 80.25, 300}));
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        const QString svg = dir.filePath(QStringLiteral("chart.svg"));
        QString error;
        QVERIFY2(view.savePng(png, &error, QSize(600, 400)), qPrintable(error));
        QVERIFY2(view.saveSvg(svg, &error, QSize(600, 400)), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 800)); // saved at twice the pixels
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("Cost per training run")); // the title is written as text, not pixels
    }

    void unwritablePathSaysWhichFile()
    {
        ChartView view;
        view.setSpec(bars({1, 2, 3}));
        QString error;
        const QString path = QStringLiteral("/nonexistent-folder-gp/chart.png");
        QVERIFY(!view.savePng(path, &error));
        QVERIFY(error.contains(path));
    }
};

QTEST_MAIN(TestChartView)
#include "tst_chartview.moc"
