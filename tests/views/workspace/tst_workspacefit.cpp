// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workspace window at laptop, desktop and projector sizes, in normal and workshop mode, on the
// shipped catalog with six realistic plans: at least four scenario columns readable without scrolling at
// 1280x800 and 1440x900, six at 1920x1080; every column wide enough for its header and figures; no
// widget extends past the window; in workshop mode every what-if control is whole, every table row shows
// and a chart keeps room, drawn whole (its axes and labels inside it, a plot area that reads). The offer and
// tier cells show whole; a scenario name too long for its column is shortened in the middle as drawn, its
// whole name in the header's tooltip. With GP_SCREENSHOT_DIR set it saves each state as
// workspace-<size>[-workshop].png.
#include "TestCatalog.h"
#include "WindowTestSetUp.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "charts/ChartView.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "mainwindow/MainWindow.h"
#include "planning/ScenarioTemplates.h"
#include "workspace/ComparisonHeader.h"
#include "workspace/WhatIfPanel.h"
#include "workspace/WorkspaceView.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QListView>
#include <QScrollBar>
#include <QSlider>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

namespace {
// Priced on the catalog's instances of `gpus` GPUs, as a consultant would pick them (every hourly offer
// of the GPU when the catalog has no such instance).
gp::Scenario fineTune(const gp::CatalogSnapshot& catalog, const std::string& gpu, int gpus)
{
    std::vector<std::string> offers;
    for (const auto& o : catalog.offers)
        if (o.gpuKey == gpu && o.unit == gp::PriceUnit::Hour && o.gpusPerInstance == gpus)
            offers.push_back(o.key);
    return TestCatalog::fullFineTune("llama-3-8b", gpu, gpus, 2e9,
                                     offers.empty() ? TestCatalog::hourlyOffers(catalog, gpu) : offers);
}

// True when `w` is inside the scrolled contents of a scroll area (those may extend past it by design).
bool insideScrolledContents(const QWidget* w, const QWidget* top)
{
    for (const QWidget* p = w->parentWidget(); p && p != top; p = p->parentWidget())
        if (const auto* area = qobject_cast<const QAbstractScrollArea*>(p->parentWidget());
            area && area->viewport() == p)
            return true;
    return false;
}

// A scenario name longer than any column gives it (the last column, so the columns that must show whole
// keep their usual names).
const QString kLongName = QStringLiteral("Llama 3 8B fine-tune on 8x H100 SXM, Frankfurt, reserved capacity");
} // namespace

class TestWorkspaceFit : public QObject {
    Q_OBJECT
private:
    CatalogStore m_store;

private Q_SLOTS:
    void initTestCase() { WindowTestSetUp::start(m_store); }

    void defaultSizeNeverExceedsTheScreen()
    {
        QCOMPARE(MainWindow::defaultSize(QRect(0, 0, 1280, 800 - 32)), QSize(1280, 768)); // a laptop with a panel
        QCOMPARE(MainWindow::defaultSize(QRect(0, 0, 1920, 1080)), QSize(1728, 972));     // nine tenths
        QCOMPARE(MainWindow::defaultSize(QRect(0, 0, 1024, 600)), QSize(1024, 600));
    }

    void fits_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("workshop");
        QTest::addColumn<int>("columns"); // scenario columns that must show whole without scrolling
        for (bool workshop : {false, true}) {
            const char* mode = workshop ? "-workshop" : "";
            QTest::addRow("1280x800%s", mode) << 1280 << 800 << workshop << 4;
            QTest::addRow("1440x900%s", mode) << 1440 << 900 << workshop << 4;
            QTest::addRow("1920x1080%s", mode) << 1920 << 1080 << workshop << 6;
        }
    }

    void fits()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, workshop);
        QFETCH(int, columns);

        MainWindow window(&m_store);
        window.resize(width, height);
        WorkspaceView* view = window.workspaceView();
        Workspace* ws = view->workspace();
        const gp::CatalogSnapshot& catalog = ws->catalog();
        ws->setTitle(QStringLiteral("Llama 3 fine-tune and serving"));
        ws->setCustomer(QStringLiteral("Example Labs"));
        ws->addScenario(fineTune(catalog, "nvidia-a100-80gb-sxm", 8), QStringLiteral("8x A100 80GB"));
        ws->addScenario(fineTune(catalog, "nvidia-h100-sxm", 8), QStringLiteral("8x H100 SXM"));
        ws->addScenario(fineTune(catalog, "nvidia-l40s", 4), QStringLiteral("4x L40S"));
        for (gp::ScenarioTemplate t :
             {gp::ScenarioTemplate::FineTune8B, gp::ScenarioTemplate::Serve70B, gp::ScenarioTemplate::PreTrain}) {
            const auto s = gp::makeScenario(t, catalog, "USD");
            QVERIFY(s);
            ws->addScenario(*s, QString::fromStdString(s->name));
        }
        ws->addScenario(fineTune(catalog, "nvidia-h100-sxm", 8), kLongName);
        ws->setWhatIfDevOpsHours(40);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (workshop) {
            view->setWorkshopMode(true);
            // The window goes full screen; the test's screen is not the size under test, so the window
            // is given that size as a full-screen window on such a screen would have.
            window.setWindowState(Qt::WindowNoState);
            window.resize(width, height);
        }
        view->selectScenario(1);
        QTableView* table = view->comparisonTable();
        table->setCurrentIndex(view->comparisonModel()->index(ScenarioComparisonModel::TrainingHoursRow, 1));
        QTRY_COMPARE(window.size(), QSize(width, height));
        const QAbstractItemView* cells = table;
        auto* header = qobject_cast<ComparisonHeader*>(table->horizontalHeader());
        QVERIFY(header);
        const auto columnsFit = [&] {
            for (int c = 0; c < table->model()->columnCount(); ++c) {
                // A name that would not fit is shortened as drawn, never cut: the header's own text measure.
                if (header->sectionSizeHint(c) > table->columnWidth(c) && !header->shownText(c).contains(QChar(0x2026)))
                    return false;
                // Every cell whole, the offer and tier words included (a cell is its column less the grid line).
                const int grid = table->showGrid() ? 1 : 0;
                for (int r = 0; r < table->model()->rowCount(); ++r)
                    if (cells->sizeHintForIndex(table->model()->index(r, c)).width() + grid > table->columnWidth(c))
                        return false;
            }
            return true;
        };
        QTRY_VERIFY2(columnsFit(), "every column holds its header and its cells");
        // What each header draws fits its section; a shortened one has the whole name in its tooltip.
        const int longColumn = table->model()->columnCount() - 1;
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            const QString shown = header->shownText(c);
            for (const QString& line : shown.split(QLatin1Char('\n')))
                QVERIFY2(header->fontMetrics().horizontalAdvance(line) <= header->textRoom(c) + 1, qPrintable(line));
            if (shown != table->model()->headerData(c, Qt::Horizontal).toString())
                QVERIFY2(table->model()
                             ->headerData(c, Qt::Horizontal, Qt::ToolTipRole)
                             .toString()
                             .contains(ws->scenario(c).name.toHtmlEscaped()),
                         qPrintable(shown));
        }
        QVERIFY2(header->shownText(longColumn) != kLongName, "the long name is shortened");
        QVERIFY(table->model()->headerData(longColumn, Qt::Horizontal, Qt::ToolTipRole).toString().contains(kLongName));
        // The scenario list shortens it too (an item as wide as the list, no sideways scrolling), and
        // says it whole in its tooltip.
        if (view->scenarioDock()->isVisible()) {
            QListView* list = view->scenarioList();
            const QModelIndex longItem = list->model()->index(longColumn, 0);
            QVERIFY2(
                list->visualRect(longItem).width() <= list->viewport()->width(),
                qPrintable(
                    QStringLiteral("%1 > %2").arg(list->visualRect(longItem).width()).arg(list->viewport()->width())));
            QVERIFY(!list->horizontalScrollBar()->isVisible());
            QVERIFY(longItem.data(Qt::ToolTipRole).toString().contains(kLongName));
        }
        if (workshop) // every row of the comparison shows on the projector
            QTRY_COMPARE(table->verticalScrollBar()->maximum(), 0);

        const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(window.grab().save(QDir(dir).filePath(
                QStringLiteral("workspace-%1x%2%3.png").arg(width).arg(height).arg(workshop ? "-workshop" : ""))));

        // The first `columns` scenario columns are whole in the table's viewport, unscrolled.
        QCOMPARE(table->horizontalScrollBar()->value(), 0);
        const int right = table->columnViewportPosition(columns - 1) + table->columnWidth(columns - 1);
        QVERIFY2(right <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1 columns need %2 px, the table shows %3 px")
                                .arg(columns)
                                .arg(right)
                                .arg(table->viewport()->width())));

        // No widget extends past the window (of what shows: a dock behind another's tab is parked off
        // the window by Qt and has nothing on screen).
        for (const QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible() || w->isWindow() || insideScrolledContents(w, &window) || w->visibleRegion().isEmpty())
                continue;
            const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
            QVERIFY2(window.rect().contains(r),
                     qPrintable(QStringLiteral("%1 (%2) at %3,%4 %5x%6 leaves the %7x%8 window")
                                    .arg(w->objectName(), QString::fromLatin1(w->metaObject()->className()))
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())
                                    .arg(width)
                                    .arg(height)));
        }

        // Every what-if control is whole: inside the visible part of its scroll area and not squeezed
        // (on a laptop the knobs share a column with the editor as a tab: brought to the front).
        view->whatIfDock()->raise();
        QTRY_VERIFY(view->whatIfPanel()->isVisible());
        auto* area = qobject_cast<QAbstractScrollArea*>(view->whatIfDock()->widget());
        QVERIFY(area);
        for (QWidget* control : view->whatIfPanel()->findChildren<QWidget*>()) {
            if (!control->isVisible() ||
                !(qobject_cast<QAbstractSpinBox*>(control) || qobject_cast<QSlider*>(control) ||
                  qobject_cast<QAbstractButton*>(control) || qobject_cast<QComboBox*>(control)))
                continue;
            if (qobject_cast<QAbstractSpinBox*>(control->parentWidget()))
                continue; // a spin box's own line edit and arrows
            const QRect r(control->mapTo(area->viewport(), QPoint(0, 0)), control->size());
            QVERIFY2(area->viewport()->rect().contains(r),
                     qPrintable(QStringLiteral("what-if %1 at %2,%3 %4x%5 is cut by its %6x%7 pane")
                                    .arg(QString::fromLatin1(control->metaObject()->className()))
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())
                                    .arg(area->viewport()->width())
                                    .arg(area->viewport()->height())));
            QVERIFY2(control->width() >= control->minimumSizeHint().width(), control->metaObject()->className());
        }
        // The chart on show is drawn whole: its title, axes and labels inside it, and a plot that reads
        // (on a projector too: a chart squeezed under the table cut its axis labels off).
        ChartView* chart = view->charts()->chart(ChartPanel::Chart(view->charts()->tabs()->currentIndex()));
        QTRY_VERIFY2(chart->drawnWhole(), qPrintable(QStringLiteral("chart %1 px high").arg(chart->height())));
        QVERIFY2(chart->height() >= 250, qPrintable(QString::number(chart->height())));
        QVERIFY2(chart->plottedPlotArea().height() >= 120,
                 qPrintable(QString::number(chart->plottedPlotArea().height())));
        if (workshop)
            QVERIFY(!view->scenarioDock()->isVisible());
        ws->undoStack()->setClean(); // close without the unsaved-changes question
        if (workshop)
            view->setWorkshopMode(false);
    }
};

QTEST_MAIN(TestWorkspaceFit)
#include "tst_workspacefit.moc"
