// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workspace's "Rent, managed or buy" pane (TcoPane) in the main window, on the workshop example and the
// shipped catalog: the tab shows once the workspace holds an analysis (the View menu opens the empty state,
// whose button asks for the wizard); utilisation edited in place moves the table and the chart to the TCO
// model's figures at the new utilisation, and one undo brings back the saved inputs; a value the model
// refuses shows its message next to the field and changes nothing; hostile names stay plain text in the
// combo, the table header and the chart title; at 1280x800 and 1920x1080 nothing is clipped (every widget
// inside the window, every input whole, every column and row of the table without scrolling, the chart
// drawn whole). With GP_SCREENSHOT_DIR set it saves tco-pane-<size>.png.
#include "Near.h"
#include "WindowTestSetUp.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartView.h"
#include "common/PlainToolTip.h"
#include "document/Workspace.h"
#include "itemmodels/TcoComparisonModel.h"
#include "mainwindow/MainWindow.h"
#include "wizards/NumberField.h"
#include "workspace/SliderSpin.h"
#include "workspace/TcoPane.h"
#include "workspace/WorkspaceView.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

using gp::tco::WhatIfInput;
using json = nlohmann::json;

namespace {
const QString kExample = QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan");
const QString kHostile = QStringLiteral("<img src=\"/dev/zero\"> & <b>Co</b>");

bool insideScrolledContents(const QWidget* w, const QWidget* top)
{
    for (const QWidget* p = w->parentWidget(); p && p != top; p = p->parentWidget())
        if (const auto* area = qobject_cast<const QAbstractScrollArea*>(p->parentWidget());
            area && area->viewport() == p)
            return true;
    return false;
}
} // namespace

class TestTcoPane : public QObject {
    Q_OBJECT
private:
    CatalogStore m_store;

    gp::tco::Inputs parsed(const json& j)
    {
        const gp::tco::InputsParse p = gp::tco::TcoJson::fromJson(j, m_store.snapshot());
        return p.inputs.value_or(gp::tco::Inputs{});
    }

private Q_SLOTS:
    void initTestCase() { WindowTestSetUp::start(m_store); }

    void tabShowsOnceThereIsAnAnalysis()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        WorkspaceView* view = window.workspaceView();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!view->centreTabs()->tabBar()->isVisible()); // a workspace without one looks as before
        QVERIFY(view->paneActions().contains(view->tcoAction()));
        QSignalSpy wizard(view, &WorkspaceView::tcoWizardRequested);
        view->tcoAction()->trigger();
        QVERIFY(view->tcoShowing());
        QVERIFY(view->tcoPane()->emptyPage()->isVisible());
        auto* button = view->tcoPane()->emptyPage()->findChild<QPushButton*>(QStringLiteral("tcoNewAnalysis"));
        QVERIFY(button);
        button->click();
        QCOMPARE(wizard.count(), 1);
        QCOMPARE(wizard.at(0).at(0).toInt(), -1);
        view->tcoAction()->trigger();
        QVERIFY(!view->tcoShowing());
        QVERIFY(view->scenarioDock()->toggleViewAction()->isChecked()); // the docks are back

        QVERIFY(view->openFile(kExample));
        QTRY_VERIFY(view->centreTabs()->tabBar()->isVisible());
        TcoPane* pane = view->tcoPane();
        QCOMPARE(pane->analysisCombo()->count(), 1);
        QCOMPARE(pane->analysisCombo()->itemText(0), view->workspace()->tcoAnalysis(0).name);
        view->centreTabs()->setCurrentIndex(1);
        QVERIFY(view->tcoShowing());
        QVERIFY(view->tcoAction()->isChecked());
        QVERIFY(!view->scenarioDock()->isVisible() && !view->whyDock()->isVisible());
        pane->openWizardButton()->click();
        QCOMPARE(wizard.count(), 2);
        QCOMPARE(wizard.at(1).at(0).toInt(), 0);
        // Remove is one undo step.
        pane->removeButton()->click();
        QVERIFY(pane->emptyPage()->isVisible());
        view->undoStack()->undo();
        QCOMPARE(pane->analysisCombo()->count(), 1);
        QVERIFY(!pane->emptyPage()->isVisible());
        view->undoStack()->setClean();
    }

    void utilisationEditedInPlaceThenUndone()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        WorkspaceView* view = window.workspaceView();
        QVERIFY(view->openFile(kExample));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        view->showTco(true);
        TcoPane* pane = view->tcoPane();
        Workspace* ws = view->workspace();
        const json saved = ws->tcoAnalysis(0).inputs;
        const int steps = ws->undoStack()->count();

        auto* slider = qobject_cast<SliderSpin*>(pane->fieldEditor(WhatIfInput::Utilisation));
        QVERIFY(slider);
        QCOMPARE(slider->value(), 52.8); // 30 runs x 102.751 GPU-h over 8 x 730 h, shown to 0.1%
        slider->spin()->setValue(70.0);
        QCOMPARE(ws->undoStack()->count(), steps + 1);

        const gp::tco::Inputs at70 = gp::tco::TcoAnalysis::atUtilisation(parsed(saved), 0.70);
        const gp::tco::Analysis expected = gp::tco::TcoAnalysis::analyse(at70);
        QVERIFY(expected.ok());
        const QAbstractItemModel* table = pane->table()->model();
        for (int c = 0; c < table->columnCount(); ++c) {
            const double shown =
                table->index(TcoComparisonModel::FullCostRow, c).data(TcoComparisonModel::ValueRole).toDouble();
            const double model = expected.base.options[c].fullCost;
            GP_VERIFY_NEAR_CTX(shown, model, 1e-9 * std::abs(model),
                               qPrintable(QStringLiteral("%1 vs %2").arg(shown).arg(model)));
            QCOMPARE(table->index(TcoComparisonModel::FullCostRow, c).data().toString(),
                     QString::fromStdString(gp::tco::formatAmount(model, "USD")));
        }
        // The chart draws the model's cumulative cash at 70%: the last month of the first option.
        const QString first = QString::fromStdString(pane->model()->analysis().base.options[0].name);
        const QVector<QPointF> drawn = pane->chart()->plottedPoints(first);
        QCOMPARE(drawn.size(), int(expected.base.options[0].cumulative.size()));
        GP_VERIFY_NEAR(drawn.back().y(), expected.base.options[0].cumulative.back(),
                       1e-9 * expected.base.options[0].cumulative.back());
        QVERIFY2(pane->headlineLabel()->text().contains(QStringLiteral("at 70.0% utilisation")),
                 qPrintable(pane->headlineLabel()->text()));

        ws->undoStack()->undo();
        QCOMPARE(ws->tcoAnalysis(0).inputs, saved);
        QCOMPARE(slider->value(), 52.8);
        const gp::tco::Analysis original = gp::tco::TcoAnalysis::analyse(parsed(saved));
        QCOMPARE(table->index(TcoComparisonModel::FullCostRow, 0).data(TcoComparisonModel::ValueRole).toDouble(),
                 original.base.options[0].fullCost);
        ws->undoStack()->setClean();
    }

    void refusalShowsNextToTheField()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        WorkspaceView* view = window.workspaceView();
        QVERIFY(view->openFile(kExample));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        view->showTco(true);
        TcoPane* pane = view->tcoPane();
        Workspace* ws = view->workspace();
        const json saved = ws->tcoAnalysis(0).inputs;
        auto* pue = qobject_cast<NumberField*>(pane->fieldEditor(WhatIfInput::Pue));
        QVERIFY(pue);
        pue->edit()->setFocus();
        pue->edit()->selectAll();
        QTest::keyClicks(pue->edit(), QStringLiteral("0.5"));
        QLabel* refusal = pane->fieldRefusal(WhatIfInput::Pue);
        QVERIFY(refusal->isVisible());
        QCOMPARE(refusal->text(), QStringLiteral("PUE not changed: ownership.pue: must be 1 to 3"));
        QCOMPARE(pue->edit()->text(), QStringLiteral("0.5")); // what was typed stays to be corrected
        QCOMPARE(ws->undoStack()->count(), 0);
        QCOMPARE(ws->tcoAnalysis(0).inputs, saved);
        // Corrected: accepted, the refusal goes, one step.
        pue->edit()->selectAll();
        QTest::keyClicks(pue->edit(), QStringLiteral("1.4"));
        QVERIFY(!refusal->isVisible());
        QCOMPARE(ws->undoStack()->count(), 1);
        QCOMPARE(pane->model()->inputs()->ownership.pue, 1.4);
        ws->undoStack()->setClean();
    }

    void hostileNamesArePlainText()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        WorkspaceView* view = window.workspaceView();
        Workspace* ws = view->workspace();
        const QString option = QStringLiteral("<img src=\"/dev/zero\"> & rent");
        json inputs = {{"currency", "USD"},
                       {"workload", {{"gpus", 8}, {"utilisation", 0.5}}},
                       {"options",
                        {{{"name", option.toStdString()}, {"kind", "on_demand"}, {"price", 2}},
                         {{"offer", "own-hardware-h100-sxm-server-2024-08"}}}}};
        ws->addTcoAnalysis(kHostile, inputs);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        view->showTco(true);
        TcoPane* pane = view->tcoPane();
        QVERIFY2(pane->model()->isComputed(), qPrintable(pane->model()->problems().join(QLatin1Char('\n'))));
        QCOMPARE(pane->analysisCombo()->itemText(0), kHostile);
        QCOMPARE(pane->analysisCombo()->currentText(), kHostile);
        QVERIFY(pane->chart()->plottedTitle().startsWith(kHostile + QStringLiteral(": cumulative cost")));
        const QAbstractItemModel* table = pane->table()->model();
        // The header wraps the name at spaces: its words, in order, nothing escaped.
        QVERIFY(table->headerData(0, Qt::Horizontal)
                    .toString()
                    .replace(QLatin1Char('\n'), QLatin1Char(' '))
                    .startsWith(option));
        QVERIFY(PlainToolTip::toPlain(table->headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString())
                    .startsWith(option + QLatin1Char('\n')));
        QCOMPARE(pane->headlineLabel()->textFormat(), Qt::PlainText);
        QCOMPARE(pane->conclusionLabel()->textFormat(), Qt::PlainText);
        QVERIFY(pane->conclusionLabel()->text().contains(option));
        ws->undoStack()->setClean();
    }

    void fitsTheScreen_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("workshop");
        for (bool workshop : {false, true}) {
            const char* mode = workshop ? "-workshop" : "";
            QTest::addRow("1280x800%s", mode) << 1280 << 800 << workshop;
            QTest::addRow("1920x1080%s", mode) << 1920 << 1080 << workshop;
        }
    }

    void fitsTheScreen()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, workshop);
        MainWindow window(&m_store);
        window.resize(width, height);
        WorkspaceView* view = window.workspaceView();
        QVERIFY(view->openFile(kExample));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (workshop) {
            view->setWorkshopMode(true);
            // Full screen on the test's own screen: given the size under test instead (as tst_workspacefit).
            window.setWindowState(Qt::WindowNoState);
            window.resize(width, height);
        }
        QTRY_COMPARE(window.size(), QSize(width, height));
        view->showTco(true);
        TcoPane* pane = view->tcoPane();
        QTableView* table = pane->table();
        QTRY_VERIFY(pane->table()->isVisible() && pane->table()->model()->columnCount() > 0);
        // The scenario docks stepped aside: the pane has the window's width.
        QTRY_VERIFY2(pane->width() >= width - 16, qPrintable(QString::number(pane->width())));
        const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR");
        if (!dir.isEmpty() && QDir().mkpath(dir)) // a new folder is made, as the other screenshot tests do
            QVERIFY(
                window.grab().save(QDir(dir).filePath(QStringLiteral("tco-pane-%1x%2%3.png")
                                                          .arg(width)
                                                          .arg(height)
                                                          .arg(workshop ? QStringLiteral("-workshop") : QString()))));
        QTRY_VERIFY2(pane->chart()->drawnWhole(), qPrintable(QString::number(pane->chart()->height())));

        for (const QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible() || w->isWindow() || insideScrolledContents(w, &window) || w->visibleRegion().isEmpty())
                continue;
            const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
            QVERIFY2(window.rect().contains(r),
                     qPrintable(QStringLiteral("%1 (%2) at %3,%4 %5x%6 leaves the window")
                                    .arg(w->objectName(), QString::fromLatin1(w->metaObject()->className()))
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())));
        }
        // The pane's figures fit it whole: its scroll area has nothing to scroll.
        auto* content = pane->findChild<QAbstractScrollArea*>(QStringLiteral("tcoContent"));
        QVERIFY(content);
        QCOMPARE(content->horizontalScrollBar()->maximum(), 0);
        QCOMPARE(content->verticalScrollBar()->maximum(), 0);
        // Every input whole in its pane, no scrolling needed.
        for (const gp::tco::WhatIfField& f : pane->model()->whatIfFields()) {
            QWidget* editor = pane->fieldEditor(f.input);
            QVERIFY(editor);
            const QRect r(editor->mapTo(content->viewport(), QPoint(0, 0)), editor->size());
            QVERIFY2(content->viewport()->rect().contains(r), f.label.c_str());
            QVERIFY2(editor->width() >= editor->minimumSizeHint().width(), f.label.c_str());
        }
        // Every option and figure of the table in view, each header and cell whole.
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        QCOMPARE(table->verticalScrollBar()->maximum(), 0);
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            QVERIFY2(table->horizontalHeader()->sectionSizeHint(c) <= table->columnWidth(c),
                     qPrintable(QString::number(c)));
            for (int r = 0; r < table->model()->rowCount(); ++r)
                QVERIFY2(table->sizeHintForIndex(table->model()->index(r, c)).width() <= table->columnWidth(c) + 1,
                         qPrintable(QStringLiteral("%1,%2").arg(r).arg(c)));
        }
        // The words above the table are whole.
        for (QLabel* label : {pane->headlineLabel(), pane->conclusionLabel()})
            QVERIFY2(
                label->height() >= label->heightForWidth(label->width()),
                qPrintable(
                    QStringLiteral("%1 px for %2").arg(label->height()).arg(label->heightForWidth(label->width()))));
        QVERIFY2(pane->chart()->height() >= 220, qPrintable(QString::number(pane->chart()->height())));
        // Workshop mode enlarges the headline alone (the room reads it; the rest fits only in normal type).
        QCOMPARE(pane->headlineLabel()->font().pointSizeF() > pane->table()->font().pointSizeF() * 1.1, workshop);
        view->showTco(false);
        // Back on the comparison the scenario list returns, unless workshop mode keeps it out of the way.
        QCOMPARE(view->scenarioDock()->toggleViewAction()->isChecked(), !workshop);
        view->workspace()->undoStack()->setClean();
    }
};

QTEST_MAIN(TestTcoPane)
#include "tst_tcopane.moc"
