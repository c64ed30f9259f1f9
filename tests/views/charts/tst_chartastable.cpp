// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// "Show as table": for each chart kind, the table's cells are the values the chart library holds (read
// back through ChartView::plottedPoints, i.e. the QBarSet / QXYSeries points), row by row; the figures are
// the hand-written spec values below, so the table is also checked against known numbers. Then every chart
// of the main window with the workshop example (the five workspace charts and the TCO pane's) carries the
// action, and Ctrl+Shift+T on a focused chart opens its table.
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "charts/ChartTable.h"
#include "charts/ChartView.h"
#include "charts/ChecklistCriteriaChart.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "help/HelpFiles.h"
#include "mainwindow/MainWindow.h"
#include "workspace/WorkspaceView.h"

#include <QAction>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QDialog>
#include <QMenu>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace {
bool categoryKind(ChartKind k) { return k != ChartKind::Scatter && k != ChartKind::Lines; }

ChartSeries values(const QString& name, const QVector<double>& v)
{
    ChartSeries s;
    s.name = name;
    s.values = v;
    return s;
}

ChartSeries points(const QString& name, const QVector<QPointF>& p)
{
    ChartSeries s;
    s.name = name;
    s.points = p;
    return s;
}

double cell(const QAbstractItemModel* m, int row, int column)
{
    const QVariant v = m->index(row, column).data(ChartTable::ValueRole);
    return v.isValid() ? v.toDouble() : std::nan("");
}

bool lessPoint(const QPointF& a, const QPointF& b) { return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y()); }

// The table against the chart's drawn points, series by series (columns 1..n).
void compareToChart(const ChartView& view, const QAbstractItemModel* m)
{
    const ChartSpec& spec = view.spec();
    for (int s = 0; s < spec.series.size(); ++s) {
        const QString name = spec.series[s].name;
        QVector<QPointF> drawn = view.plottedPoints(name);
        QVERIFY2(!drawn.isEmpty(), qPrintable(name));
        QCOMPARE(m->headerData(1 + s, Qt::Horizontal).toString(), name);
        if (categoryKind(spec.kind)) {
            QCOMPARE(m->rowCount(), drawn.size());
            // Qt draws a horizontal bar series' first category at the bottom: TornadoChart appends the rows
            // reversed so the first (largest swing) is on top, and the table lists them top to bottom.
            const bool reversed = spec.kind == ChartKind::Tornado;
            for (int c = 0; c < drawn.size(); ++c) {
                const double v = cell(m, c, 1 + s);
                // An unknown value (NaN, an empty cell) is drawn as no bar: a zero height.
                QCOMPARE(std::isnan(v) ? 0.0 : v, drawn[reversed ? drawn.size() - 1 - c : c].y());
                QCOMPARE(m->index(c, 0).data().toString(), spec.categories[c]);
            }
        } else {
            QVector<QPointF> table;
            for (int r = 0; r < m->rowCount(); ++r)
                if (const double y = cell(m, r, 1 + s); !std::isnan(y))
                    table.append(QPointF(cell(m, r, 0), y));
            std::sort(drawn.begin(), drawn.end(), lessPoint);
            std::sort(table.begin(), table.end(), lessPoint);
            QCOMPARE(table, drawn);
        }
    }
}

QDialog* openTable(QWidget* chart)
{
    QAction* action = nullptr;
    for (QAction* a : chart->actions())
        if (a->objectName() == QLatin1String("showAsTable"))
            action = a;
    if (!action || !action->isEnabled())
        return nullptr;
    action->trigger();
    return chart->findChild<QDialog*>(QStringLiteral("chartTable"));
}

const QAbstractItemModel* tableOf(QDialog* dialog)
{
    auto* view = dialog ? dialog->findChild<QTableView*>(QStringLiteral("chartTableView")) : nullptr;
    return view ? view->model() : nullptr;
}
} // namespace

class TestChartAsTable : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
    }

    void eachKindMatchesTheChart_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("bars") << int(ChartKind::Bars);
        QTest::newRow("stacked bars") << int(ChartKind::StackedBars);
        QTest::newRow("grouped bars") << int(ChartKind::GroupedBars);
        QTest::newRow("tornado") << int(ChartKind::Tornado);
        QTest::newRow("horizontal bars") << int(ChartKind::HorizontalBars);
        QTest::newRow("scatter") << int(ChartKind::Scatter);
        QTest::newRow("lines") << int(ChartKind::Lines);
    }

    void eachKindMatchesTheChart()
    {
        QFETCH(int, kind);
        ChartSpec spec;
        spec.kind = ChartKind(kind);
        spec.title = QStringLiteral("Test chart");
        spec.xTitle = QStringLiteral("Months");
        spec.yTitle = QStringLiteral("Cost (USD)");
        spec.categories = {QStringLiteral("8x A100"), QStringLiteral("8x H100")};
        spec.categoryColours = {Qt::red, Qt::blue};
        // Hand values; the table's cell (row, column) each check below names is one of these.
        switch (spec.kind) {
        case ChartKind::Bars:
        case ChartKind::HorizontalBars:
            spec.series = {values(QStringLiteral("Cost"), {120.5, 80.25})};
            break;
        case ChartKind::StackedBars:
            spec.series = {values(QStringLiteral("Weights"), {16, 8}), values(QStringLiteral("KV cache"), {4.5, 2})};
            spec.markers = {{0, 80, {}}, {1, 94, {}}};
            spec.markerName = QStringLiteral("Usable memory per GPU");
            break;
        case ChartKind::GroupedBars:
            spec.series = {values(QStringLiteral("Cloud"), {1, std::nan("")}),
                           values(QStringLiteral("On-prem"), {0.5, 1})};
            break;
        case ChartKind::Tornado:
            spec.series = {values(QStringLiteral("Low"), {-1200, -300}), values(QStringLiteral("High"), {1500, 250})};
            break;
        case ChartKind::Scatter:
            spec.series = {points(QStringLiteral("Front"), {{10, 300}, {20, 120.5}}),
                           points(QStringLiteral("Deadline"), {{20, 100}, {20, 400}})};
            break;
        case ChartKind::Lines:
            spec.series = {points(QStringLiteral("Rent"), {{0, 0}, {1, 1000}, {2, 2000}}),
                           points(QStringLiteral("Buy"), {{0, 5000}, {1, 5100}, {2, 5200}})};
            break;
        }
        ChartView view;
        view.resize(640, 420);
        view.setSpec(spec);
        QDialog* dialog = openTable(&view);
        QVERIFY(dialog);
        const QAbstractItemModel* m = tableOf(dialog);
        QVERIFY(m);
        compareToChart(view, m);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(m->columnCount(), 1 + spec.series.size() + (spec.markers.isEmpty() ? 0 : 1));
        switch (spec.kind) {
        case ChartKind::Bars:
        case ChartKind::HorizontalBars:
            QCOMPARE(cell(m, 1, 1), 80.25);
            QCOMPARE(m->index(1, 1).data().toString(), QLocale().toString(80.25, 'f', 2));
            break;
        case ChartKind::StackedBars:
            QCOMPARE(cell(m, 0, 2), 4.5);
            QCOMPARE(cell(m, 1, 3), 94.0); // the marker column
            QCOMPARE(m->headerData(3, Qt::Horizontal).toString(), QStringLiteral("Usable memory per GPU"));
            break;
        case ChartKind::GroupedBars:
            QCOMPARE(m->index(1, 1).data().toString(), QString()); // unknown: empty, never 0
            QCOMPARE(cell(m, 1, 2), 1.0);
            break;
        case ChartKind::Tornado:
            QCOMPARE(cell(m, 0, 1), -1200.0);
            QCOMPARE(cell(m, 1, 2), 250.0);
            break;
        case ChartKind::Scatter:
            // Rows by x: 10 (front), 20 (front 120.5 and deadline 100), 20 (deadline 400).
            QCOMPARE(m->rowCount(), 3);
            QCOMPARE(cell(m, 1, 0), 20.0);
            QCOMPARE(cell(m, 1, 1), 120.5);
            QCOMPARE(cell(m, 1, 2), 100.0);
            QCOMPARE(cell(m, 2, 2), 400.0);
            QVERIFY(std::isnan(cell(m, 2, 1)));
            break;
        case ChartKind::Lines:
            QCOMPARE(m->rowCount(), 3);
            QCOMPARE(m->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Months"));
            QCOMPARE(cell(m, 2, 1), 2000.0);
            QCOMPARE(cell(m, 2, 2), 5200.0);
            break;
        }
        QVERIFY(dialog->windowTitle().contains(QStringLiteral("Test chart")));
        dialog->close();
    }

    void checklistChartMatchesItsBarSets()
    {
        ChecklistCriteriaChart chart;
        ChecklistChartData data;
        data.criteria = {QStringLiteral("cost"), QStringLiteral("latency"), QStringLiteral("residency")};
        data.platforms = {QStringLiteral("Cloud"), QStringLiteral("On-prem")};
        data.scores = {{1.0, 0.4, std::nullopt}, {0.25, 1.0, 1.0}};
        chart.setData(data);
        QDialog* dialog = openTable(&chart);
        QVERIFY(dialog);
        const QAbstractItemModel* m = tableOf(dialog);
        QVERIFY(m);
        QCOMPARE(m->rowCount(), 3);
        const auto series = chart.chart()->series();
        QCOMPARE(series.size(), 1);
        const auto sets = qobject_cast<QBarSeries*>(series.first())->barSets();
        QCOMPARE(sets.size(), 2);
        for (int p = 0; p < 2; ++p)
            for (int c = 0; c < 3; ++c) {
                const double v = cell(m, c, 1 + p);
                QCOMPARE(std::isnan(v) ? 0.0 : v, sets[p]->at(c));
            }
        QVERIFY(std::isnan(cell(m, 2, 1))); // residency unknown for the cloud: an empty cell
        QCOMPARE(cell(m, 0, 2), 0.25);
        dialog->close();
    }

    void everyMainWindowChartHasTheAction()
    {
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        MainWindow window(&store);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        QCoreApplication::processEvents();
        ChartPanel* panel = window.workspaceView()->charts();
        for (int c = 0; c < ChartPanel::ChartCount; ++c) {
            panel->tabs()->setCurrentIndex(c);
            ChartView* chart = panel->chart(ChartPanel::Chart(c));
            QVERIFY(chart);
            QDialog* dialog = openTable(chart);
            QVERIFY2(dialog, qPrintable(QStringLiteral("chart %1 has no enabled Show as table").arg(c)));
            compareToChart(*chart, tableOf(dialog));
            if (QTest::currentTestFailed())
                return;
            dialog->close();
        }
        window.workspaceView()->showTco(true);
        QCoreApplication::processEvents();
        const auto charts = window.findChildren<ChartView*>();
        QVERIFY(charts.size() > ChartPanel::ChartCount); // the TCO pane's too
        for (ChartView* chart : charts) {
            bool has = false;
            for (QAction* a : chart->actions())
                has = has || a->objectName() == QLatin1String("showAsTable");
            QVERIFY2(has, qPrintable(chart->spec().title));
        }
        // The keyboard way: View > Go to > Charts (Ctrl+4) focuses the chart on screen, Ctrl+Shift+T.
        panel->tabs()->setCurrentIndex(ChartPanel::CostPerResult);
        ChartView* chart = panel->chart(ChartPanel::CostPerResult);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(window.windowHandle(), Qt::Key_4, Qt::ControlModifier);
        QVERIFY(!window.workspaceView()->tcoShowing());
        QTRY_VERIFY(chart->hasFocus());
        QTest::keyClick(window.windowHandle(), Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        QDialog* dialog = chart->findChild<QDialog*>(QStringLiteral("chartTable"));
        QVERIFY(dialog);
        compareToChart(*chart, tableOf(dialog));
        dialog->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!chart->findChild<QDialog*>(QStringLiteral("chartTable")));

        // And by its menu: Shift+F10 opens the chart's context menu (it runs its own loop, so a short
        // repeating timer presses T, "Show as &table", once the menu is up). (The menu key does the same
        // through the platform on X11; the offscreen platform has no such thing.)
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(chart->hasFocus());
        bool menuShown = false;
        auto* timer = new QTimer(this);
        timer->setInterval(10);
        connect(timer, &QTimer::timeout, this, [timer, &menuShown] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu || !menu->isVisible())
                return;
            timer->stop();
            timer->deleteLater();
            menuShown = true;
            QTest::keyClick(menu, Qt::Key_T);
        });
        timer->start();
        QTest::keyClick(window.windowHandle(), Qt::Key_F10, Qt::ShiftModifier);
        QVERIFY(menuShown);
        dialog = chart->findChild<QDialog*>(QStringLiteral("chartTable"));
        QVERIFY(dialog);
        compareToChart(*chart, tableOf(dialog));
        dialog->close();
    }
};

QTEST_MAIN(TestChartAsTable)
#include "tst_chartastable.moc"
