// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Keyboard-only journeys: every step is a QTest key event (no mouse, no setFocus, no setter of a field),
// from a main window that has the keyboard focus, and each ends in an outcome checked by value.
//  (a) Plan > Workload wizard (Alt+P, W) through to "Add to workspace": the scenarios it adds have the GPU
//      counts the wizard recommended.
//  (b) A what-if step in the workspace (the what-if pane reached with Ctrl+2, the price slider moved one page)
//      changes the cost per run by the step, Ctrl+Z puts it back exactly.
//  (c) Tools > Rent, managed or buy (Alt+T, R) to the TCO wizard's result: an analysis with its options.
//  (d) File > Export proposal (Ctrl+E), the options dialog accepted with Return: a non-empty PDF is written.
// Modal dialogs run their own event loop: a short repeating timer finds the dialog once it is up and drives it
// (that is where the keys go), then the step that opened it returns.
#include "WindowTestSetUp.h"
#include "catalog/CatalogStore.h"
#include "common/FileDialogs.h"
#include "document/Workspace.h"
#include "help/HelpFiles.h"
#include "mainwindow/MainWindow.h"
#include "proposal/ProposalExportDialog.h"
#include "tco/TcoAnalysis.h"
#include "tco/TcoWizard.h"
#include "wizards/WorkloadWizard.h"
#include "wizards/WorkloadWizardPages.h"
#include "workspace/WorkspaceView.h"

#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QSlider>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>

namespace {
void activate(QWidget* w)
{
    w->show();
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w));
}

// Runs `drive` on the first modal widget of type T once it is shown (inside its exec()).
template <typename T> void whenModal(QObject* owner, std::function<void(T*)> drive)
{
    auto* timer = new QTimer(owner);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, owner, [timer, drive] {
        auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        drive(dialog);
        if (dialog->isVisible()) // the drive failed part way: close it, so the test goes on to report it
            dialog->reject();
    });
    timer->start();
}

} // namespace

class TestKeyboardJourneys : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { WindowTestSetUp::start(m_store); }

    void workloadWizardFromTheMenu()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        activate(&window);
        Workspace* ws = window.workspaceView()->workspace();
        QCOMPARE(ws->scenarioCount(), 0);
        std::vector<int> recommendedGpus;
        double modelBillions = 0;
        bool driven = false;
        whenModal<WorkloadWizard>(this, [&](WorkloadWizard* w) {
            driven = true;
            activate(w); // what the window manager does with a new dialog
            QWindow* keys = w->windowHandle();
            QCOMPARE(w->currentId(), int(WorkloadPage::Goal));
            QCOMPARE(QApplication::focusWidget()->accessibleName(),
                     QStringLiteral("Fine-tune all the weights of an existing model"));
            QTest::keyClick(keys, Qt::Key_Return); // the goal as offered: fine-tune all the weights
            QCOMPARE(w->currentId(), int(WorkloadPage::Model));
            // The page opens on "A model of this size"; Tab reaches its field (the size typed over).
            QCOMPARE(QApplication::focusWidget()->accessibleName(), QStringLiteral("A model of this size"));
            QTest::keyClick(keys, Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget()->accessibleName(), QStringLiteral("Model size"));
            QTest::keyClick(keys, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("7"));
            QTest::keyClick(keys, Qt::Key_Return);
            QCOMPARE(w->currentId(), int(WorkloadPage::Data));
            QTest::keyClick(keys, Qt::Key_Return); // the tokens as offered
            QCOMPARE(w->currentId(), int(WorkloadPage::Limits));
            QTest::keyClick(keys, Qt::Key_Return);
            QCOMPARE(w->currentId(), int(WorkloadPage::Residency));
            QTest::keyClick(keys, Qt::Key_Return);
            QCOMPARE(w->currentId(), int(WorkloadPage::Result));
            modelBillions = w->answers().modelBillions;
            for (const auto& c : w->chosenConfigurations())
                recommendedGpus.push_back(c.scenario.totalGpus());
            QTest::keyClick(keys, Qt::Key_A, Qt::AltModifier); // &Add to workspace
            // A mnemonic clicks its button through animateClick (a short timer): wait for the wizard to close.
            QTRY_VERIFY(!w->isVisible());
        });
        QTest::keyClick(window.windowHandle(), Qt::Key_P, Qt::AltModifier);
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        QTest::keyClick(menu, Qt::Key_W);
        QVERIFY(driven);
        QCOMPARE(modelBillions, 7.0);
        QVERIFY(!recommendedGpus.empty());
        QCOMPARE(ws->scenarioCount(), int(recommendedGpus.size()));
        for (int i = 0; i < ws->scenarioCount(); ++i)
            QCOMPARE(ws->scenario(i).scenario.totalGpus(), recommendedGpus[std::size_t(i)]);
    }

    void whatIfStepAndUndo()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        activate(&window);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        Workspace* ws = window.workspaceView()->workspace();
        QVERIFY(ws->estimate(0).ok());
        const double before = ws->estimate(0).estimate->costs.front().costPerRun;
        QVERIFY(before > 0);
        QTest::keyClick(window.windowHandle(), Qt::Key_2, Qt::ControlModifier); // View > Go to > What-if
        QCOMPARE(QApplication::focusWidget()->accessibleName(), QStringLiteral("MFU"));
        QTest::keyClick(window.windowHandle(), Qt::Key_Tab); // MFU's spin box
        QTest::keyClick(window.windowHandle(), Qt::Key_Tab); // the price slider
        auto* price = qobject_cast<QSlider*>(QApplication::focusWidget());
        QVERIFY(price);
        QCOMPARE(price->accessibleName(), QStringLiteral("Price (% of catalog)"));
        QCOMPARE(price->value(), 100);
        // One page (10 points) up: every offer at 110% of the catalog price, so the cost per run, GPU-hours
        // times the price, is 1.1 x (241.92 -> 266.112 USD for the workshop's first plan).
        QTest::keyClick(window.windowHandle(), Qt::Key_PageUp);
        QCOMPARE(price->value(), 110);
        const double after = ws->estimate(0).estimate->costs.front().costPerRun;
        QVERIFY2(std::abs(after - 1.1 * before) <= 1e-9 * before,
                 qPrintable(QStringLiteral("%1 against 1.1 x %2").arg(after, 0, 'g', 17).arg(before, 0, 'g', 17)));
        QCOMPARE(ws->undoStack()->count() > 0, true);
        // Ctrl+Z with the focus still on the slider: the window's Undo, not a field's own.
        QTest::keyClick(window.windowHandle(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(ws->estimate(0).estimate->costs.front().costPerRun, before);
        QCOMPARE(price->value(), 100);
        QCOMPARE(ws->whatIf().priceFactorPercent, 100.0);
    }

    void tcoWizardToItsResult()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        activate(&window);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        QTest::keyClick(window.windowHandle(), Qt::Key_T, Qt::AltModifier); // Tools
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        QTest::keyClick(menu, Qt::Key_R); // &Rent, managed or buy (TCO)...
        TcoWizard* wizard = nullptr;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* t = qobject_cast<TcoWizard*>(w); t && t->isVisible())
                wizard = t;
        QVERIFY(wizard);
        const QPointer<TcoWizard> guard(wizard); // deleted when closed
        activate(wizard);                        // what the window manager does with a new window
        // Every page as offered, Return for Next: the workshop's GPUs and utilisation, the options ticked.
        const auto* options = wizard->findChild<QListWidget*>(QStringLiteral("options"));
        QVERIFY(options);
        for (int page = TcoWizard::WorkloadPage; page < TcoWizard::ResultPage; ++page) {
            QCOMPARE(wizard->currentId(), page);
            QTest::keyClick(wizard->windowHandle(), Qt::Key_Return);
        }
        QCOMPARE(wizard->currentId(), int(TcoWizard::ResultPage));
        // The result is worked out on a worker thread (TcoAnalysisRunner).
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->analysing(), 120000);
        const gp::tco::Analysis& shown = wizard->analysis();
        QVERIFY(shown.ok());
        int ticked = 0;
        for (int i = 0; i < options->count(); ++i)
            ticked += options->item(i)->checkState() == Qt::Checked;
        QVERIFY(ticked >= 2);
        QCOMPARE(int(shown.base.options.size()), ticked);
        // The figures are the model's on what the pages say (run afresh here), to 1e-9 relative.
        const gp::tco::Analysis fresh = gp::tco::TcoAnalysis::analyse(wizard->inputs());
        QVERIFY(fresh.ok());
        QCOMPARE(fresh.base.options.size(), shown.base.options.size());
        for (std::size_t o = 0; o < shown.base.options.size(); ++o) {
            const double a = shown.base.options[o].fullCost;
            const double b = fresh.base.options[o].fullCost;
            QVERIFY2(std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)),
                     qPrintable(QStringLiteral("%1: %2 against %3")
                                    .arg(QString::fromStdString(shown.base.options[o].name))
                                    .arg(a, 0, 'g', 17)
                                    .arg(b, 0, 'g', 17)));
        }
        QVERIFY(!wizard->conclusionLabel()->text().isEmpty());
        QTest::keyClick(wizard->windowHandle(), Qt::Key_Escape); // closes it (a wizard's Cancel)
        QTRY_VERIFY(!guard || !guard->isVisible());
    }

    void exportProposalToPdf()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        activate(&window);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("proposal.pdf"));
        bool optionsDriven = false;
        bool fileDriven = false;
        whenModal<ProposalExportDialog>(this, [&](ProposalExportDialog* d) {
            optionsDriven = true;
            activate(d);
            QTest::keyClick(d->windowHandle(), Qt::Key_Return); // OK, the default button, the default button
        });
        whenModal<QFileDialog>(this, [&](QFileDialog* d) {
            fileDriven = true;
            activate(d);
            // Qt's own file dialog: the file name field has the focus; the whole path typed over the suggestion.
            QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("fileNameEdit"));
            QTest::keyClick(d->windowHandle(), Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(QApplication::focusWidget(), path);
            QTest::keyClick(d->windowHandle(), Qt::Key_Return);
        });
        QTest::keyClick(window.windowHandle(), Qt::Key_E, Qt::ControlModifier); // File > Export proposal (PDF)
        QVERIFY(optionsDriven);
        QVERIFY(fileDriven);
        QFile pdf(path);
        QVERIFY2(pdf.open(QIODevice::ReadOnly), qPrintable(path));
        QVERIFY(pdf.size() > 0);
        QCOMPARE(pdf.read(5), QByteArray("%PDF-"));
    }

private:
    CatalogStore m_store;
};

QTEST_MAIN(TestKeyboardJourneys)
#include "tst_keyboardjourneys.moc"
