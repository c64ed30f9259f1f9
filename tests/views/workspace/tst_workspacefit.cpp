// The workspace window at laptop, desktop and projector sizes, in normal and workshop mode, on the
// shipped catalog with six realistic plans: at least four scenario columns readable without scrolling at
// 1280x800 and 1440x900, six at 1920x1080; every column wide enough for its header and figures; no
// widget extends past the window; in workshop mode every what-if control is whole, every table row shows
// and a chart keeps room. With GP_SCREENSHOT_DIR set it saves each state as workspace-<size>[-workshop].png.
#include "TestCatalog.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "mainwindow/MainWindow.h"
#include "planning/ScenarioTemplates.h"
#include "workspace/WhatIfPanel.h"
#include "workspace/WorkspaceView.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QScrollBar>
#include <QSlider>
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
    return TestCatalog::fullFineTune("llama-3-8b", gpu, gpus, 2e9, offers.empty() ? TestCatalog::hourlyOffers(catalog, gpu) : offers);
}

// True when `w` is inside the scrolled contents of a scroll area (those may extend past it by design).
bool insideScrolledContents(const QWidget* w, const QWidget* top)
{
    for (const QWidget* p = w->parentWidget(); p && p != top; p = p->parentWidget())
        if (const auto* area = qobject_cast<const QAbstractScrollArea*>(p->parentWidget()); area && area->viewport() == p)
            return true;
    return false;
}

// Rows whose cells are text (provider and region, tier): shown elided in a narrow column, the whole
// offer description in the tooltip and the "why" panel.
bool isTextRow(int row)
{
    return row == ScenarioComparisonModel::PricedOfferRow || row == ScenarioComparisonModel::PriceTierRow;
}
} // namespace

class TestWorkspaceFit : public QObject {
    Q_OBJECT
private:
    CatalogStore m_store;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        QVERIFY2(m_store.openShipped(), qPrintable(m_store.startupMessage()));
    }

    void defaultSizeNeverExceedsTheScreen()
    {
        QCOMPARE(MainWindow::defaultSize(QRect(0, 0, 1280, 800 - 32)), QSize(1280, 768));   // a laptop with a panel
        QCOMPARE(MainWindow::defaultSize(QRect(0, 0, 1920, 1080)), QSize(1728, 972));      // nine tenths
        QCOMPARE(MainWindow::defaultSize(QRect(0, 0, 1024, 600)), QSize(1024, 600));
    }

    void fits_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("workshop");
        QTest::addColumn<int>("columns");   // scenario columns that must show whole without scrolling
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
        for (gp::ScenarioTemplate t : {gp::ScenarioTemplate::FineTune8B, gp::ScenarioTemplate::Serve70B, gp::ScenarioTemplate::PreTrain}) {
            const auto s = gp::makeScenario(t, catalog, "USD");
            QVERIFY(s);
            ws->addScenario(*s, QString::fromStdString(s->name));
        }
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
        const auto columnsFit = [&] {
            for (int c = 0; c < table->model()->columnCount(); ++c) {
                if (table->horizontalHeader()->sectionSizeHint(c) > table->columnWidth(c) &&
                    table->model()->headerData(c, Qt::Horizontal).toString().size() < 24)
                    return false;   // a short name must show whole; a long one is shortened by the model
                for (int r = 0; r < table->model()->rowCount(); ++r)
                    if (!isTextRow(r) && cells->sizeHintForIndex(table->model()->index(r, c)).width() > table->columnWidth(c))
                        return false;
            }
            return true;
        };
        QTRY_VERIFY2(columnsFit(), "every column holds its header and its figures");
        if (workshop)   // every row of the comparison shows on the projector
            QTRY_COMPARE(table->verticalScrollBar()->maximum(), 0);

        const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(window.grab().save(
                QDir(dir).filePath(QStringLiteral("workspace-%1x%2%3.png").arg(width).arg(height).arg(workshop ? "-workshop" : ""))));

        // The first `columns` scenario columns are whole in the table's viewport, unscrolled.
        QCOMPARE(table->horizontalScrollBar()->value(), 0);
        const int right = table->columnViewportPosition(columns - 1) + table->columnWidth(columns - 1);
        QVERIFY2(right <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1 columns need %2 px, the table shows %3 px")
                                .arg(columns).arg(right).arg(table->viewport()->width())));

        // No widget extends past the window (of what shows: a dock behind another's tab is parked off
        // the window by Qt and has nothing on screen).
        for (const QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible() || w->isWindow() || insideScrolledContents(w, &window) || w->visibleRegion().isEmpty())
                continue;
            const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
            QVERIFY2(window.rect().contains(r),
                     qPrintable(QStringLiteral("%1 (%2) at %3,%4 %5x%6 leaves the %7x%8 window")
                                    .arg(w->objectName(), QString::fromLatin1(w->metaObject()->className()))
                                    .arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()).arg(width).arg(height)));
        }

        // Every what-if control is whole: inside the visible part of its scroll area and not squeezed
        // (on a laptop the knobs share a column with the editor as a tab: brought to the front).
        view->whatIfDock()->raise();
        QTRY_VERIFY(view->whatIfPanel()->isVisible());
        auto* area = qobject_cast<QAbstractScrollArea*>(view->whatIfDock()->widget());
        QVERIFY(area);
        for (QWidget* control : view->whatIfPanel()->findChildren<QWidget*>()) {
            if (!control->isVisible() || !(qobject_cast<QAbstractSpinBox*>(control) || qobject_cast<QSlider*>(control) ||
                                           qobject_cast<QAbstractButton*>(control) || qobject_cast<QComboBox*>(control)))
                continue;
            if (qobject_cast<QAbstractSpinBox*>(control->parentWidget()))
                continue;   // a spin box's own line edit and arrows
            const QRect r(control->mapTo(area->viewport(), QPoint(0, 0)), control->size());
            QVERIFY2(area->viewport()->rect().contains(r),
                     qPrintable(QStringLiteral("what-if %1 at %2,%3 %4x%5 is cut by its %6x%7 pane")
                                    .arg(QString::fromLatin1(control->metaObject()->className()))
                                    .arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())
                                    .arg(area->viewport()->width()).arg(area->viewport()->height())));
            QVERIFY2(control->width() >= control->minimumSizeHint().width(), control->metaObject()->className());
        }
        if (workshop) {
            QVERIFY(!view->scenarioDock()->isVisible());
            QVERIFY2(view->charts()->height() >= 200, qPrintable(QString::number(view->charts()->height())));
        }
        ws->undoStack()->setClean();   // close without the unsaved-changes question
        if (workshop)
            view->setWorkshopMode(false);
    }
};

QTEST_MAIN(TestWorkspaceFit)
#include "tst_workspacefit.moc"
