// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The "Find configurations" chart: a front spanning a decade or more of cost (or of time) is drawn on a
// logarithmic axis (issue 11: on a linear axis the cheap configurations all sat on the floor, and the
// fast ones on the wall), one within a decade stays linear, and the deadline's and budget's lines start
// at the logarithmic axis' floor, never at 0.
#include "TestSupport.h"
#include "charts/ChartView.h"
#include "charts/SearchFrontChart.h"

#include <QtTest>

#include <cmath>

class TestSearchFrontChart : public QObject {
    Q_OBJECT

    static SearchFrontChartInput front(std::initializer_list<std::pair<double, double>> timeCost)
    {
        SearchFrontChartInput in;
        for (const auto& [t, c] : timeCost)
            in.points << SearchFrontPoint{t, c, QStringLiteral("%1 h").arg(t)};
        in.timeTitle = QStringLiteral("Training time (h)");
        in.costTitle = QStringLiteral("Cost per run (USD)");
        return in;
    }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void aDecadeOfCostIsLogarithmic()
    {
        // 38 USD to 2,400 USD: a spread of 63x, past the tenfold threshold.
        // 14 h to 900 h: 64x, so the time axis is logarithmic too.
        SearchFrontChartInput in = front({{900, 38}, {120, 310}, {14, 2400}});
        in.deadline = 168;
        in.budget = 500;
        const ChartSpec s = SearchFrontChart::spec(in);
        QVERIFY(s.logY);
        QVERIFY(s.logX);
        QCOMPARE(s.yTitle, QStringLiteral("Cost per run (USD), log"));
        QCOMPARE(s.xTitle, QStringLiteral("Training time (h), log"));
        // The deadline's line runs from the decade below the cheapest point (10) to above the dearest.
        QVector<QPointF> deadline;
        for (const auto& series : s.series)
            if (series.name == SearchFrontChart::deadlineSeries())
                deadline = series.points;
        QCOMPARE(deadline.size(), 2);
        QCOMPARE(deadline[0], QPointF(168, 10));
        QCOMPARE(deadline[1], QPointF(168, 2400 * 1.05));
        // The budget's line runs from the decade below the fastest point (10 h).
        for (const auto& series : s.series)
            if (series.name == SearchFrontChart::budgetSeries())
                QCOMPARE(series.points.front(), QPointF(10, 500));

        ChartView view;
        view.resize(900, 560);
        view.setSpec(s);
        view.show();
        QVERIFY(view.plottedAxisIsLogarithmic(Qt::Vertical));
        // From the decade below the cheapest (10) to 15% above the top of the deadline's line (2,400 x 1.05).
        QCOMPARE(view.plottedAxisRange(Qt::Vertical).first, 10.0);
        QVERIFY(qFuzzyCompare(view.plottedAxisRange(Qt::Vertical).second, 2400 * 1.05 * 1.15));
        // Time: from 10 h to 15% above the end of the budget's line (the slowest point, 900 h, x 1.05).
        QVERIFY(view.plottedAxisIsLogarithmic(Qt::Horizontal));
        QCOMPARE(view.plottedAxisRange(Qt::Horizontal).first, 10.0);
        QVERIFY(qFuzzyCompare(view.plottedAxisRange(Qt::Horizontal).second, 900 * 1.05 * 1.15));
        QCOMPARE(view.plottedPoints(SearchFrontChart::pointsSeries()).size(), 3);
        QCOMPARE(view.plottedAxisTitle(Qt::Vertical), QStringLiteral("Cost per run (USD), log"));
    }

    void withinADecadeStaysLinear()
    {
        // 40 to 390 USD: 9.75x, and 40 h to 300 h: 7.5x, both under the threshold.
        const ChartSpec s = SearchFrontChart::spec(front({{300, 40}, {40, 390}}));
        QVERIFY(!s.logY);
        QVERIFY(!s.logX);
        QCOMPARE(s.yTitle, QStringLiteral("Cost per run (USD)"));
        QCOMPARE(s.xTitle, QStringLiteral("Training time (h)"));
        ChartView view;
        view.setSpec(s);
        QVERIFY(!view.plottedAxisIsLogarithmic(Qt::Vertical));
        QVERIFY(!view.plottedAxisIsLogarithmic(Qt::Horizontal));
        QCOMPARE(view.plottedAxisRange(Qt::Vertical).first, 0.0);
    }

    void aZeroCostKeepsTheAxisLinear()
    {
        // A logarithmic axis cannot draw 0: a free point anywhere on the front, first or not, keeps the cost
        // axis linear (the time axis, all positive and 64x apart, still goes logarithmic).
        for (const auto& points :
             {front({{900, 0}, {120, 38}, {14, 2400}}), front({{900, 38}, {120, 0}, {14, 2400}})}) {
            const ChartSpec s = SearchFrontChart::spec(points);
            QVERIFY(!s.logY);
            QVERIFY(s.logX);
        }
    }

    void switchingScaleRebuildsTheAxis()
    {
        // A rerun whose front shrinks under a decade goes back to a linear axis (the same series and
        // titles otherwise: the in-place update must not keep the logarithmic axis).
        ChartView view;
        view.setSpec(SearchFrontChart::spec(front({{900, 38}, {14, 2400}})));
        QVERIFY(view.plottedAxisIsLogarithmic(Qt::Vertical));
        view.setSpec(SearchFrontChart::spec(front({{900, 380}, {14, 2400}})));
        QVERIFY(!view.plottedAxisIsLogarithmic(Qt::Vertical));
    }
};

QTEST_MAIN(TestSearchFrontChart)
#include "tst_searchfrontchart.moc"
