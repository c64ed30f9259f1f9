// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Alt+letter reaches one thing per window: in every window, wizard page and dialog the test can build
// (the main window on each tab, empty and with the workshop example; the wizards page by page; the dialogs;
// About on each tab; the help window), no two visible, enabled widgets or menu-bar titles share a mnemonic,
// and no two entries of one menu do. What counts is what Qt binds to Alt+letter: button texts, labels with
// a buddy, group box titles, tab texts and the menu bar's titles; a hidden or disabled widget binds nothing.
// Also: Save As has Ctrl+Shift+S.
#include "WindowTestSetUp.h"
#include "catalog/CatalogStore.h"
#include "checklist/ChecklistWizard.h"
#include "document/Workspace.h"
#include "help/AboutDialog.h"
#include "help/ExamplesDialog.h"
#include "help/HelpFiles.h"
#include "help/HelpWindow.h"
#include "mainwindow/MainWindow.h"
#include "proposal/ProposalExportDialog.h"
#include "search/FindConfigurationsDialog.h"
#include "tco/TcoWizard.h"
#include "wizards/UtilisationCheckDialog.h"
#include "wizards/VramWizard.h"
#include "wizards/WorkloadWizard.h"
#include "workspace/WorkspaceView.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QWizard>
#include <QtTest>

namespace {
// The letter Alt binds for `text` ("Save &As..." -> A; "&&" is a literal ampersand), or none.
QChar mnemonic(const QString& text)
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toUpper();
    }
    return {};
}

struct Holder {
    QString what;
    QWidget* widget;
};

// Each mnemonic of `window` as it is now, with who holds it.
QMap<QChar, QList<Holder>> mnemonics(QWidget* window)
{
    QMap<QChar, QList<Holder>> taken;
    const auto add = [&taken](const QString& text, const QString& kind, QWidget* w) {
        if (const QChar c = mnemonic(text); !c.isNull())
            taken[c].append({kind + QStringLiteral(" \"") + text + QLatin1Char('"'), w});
    };
    for (QMenuBar* bar : window->findChildren<QMenuBar*>())
        if (bar->isVisibleTo(window) && bar->window() == window)
            for (QAction* a : bar->actions())
                if (a->isVisible() && a->isEnabled())
                    add(a->text(), QStringLiteral("menu"), bar);
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (w->window() != window || !w->isVisibleTo(window) || !w->isEnabled())
            continue;
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            add(b->text(), QStringLiteral("button"), w);
        else if (auto* l = qobject_cast<QLabel*>(w); l && l->buddy())
            add(l->text(), QStringLiteral("label"), w);
        else if (auto* g = qobject_cast<QGroupBox*>(w))
            add(g->title(), QStringLiteral("group"), w);
        else if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i)
                if (t->isTabVisible(i) && t->isTabEnabled(i))
                    add(t->tabText(i), QStringLiteral("tab"), w);
    }
    return taken;
}

// "Alt+T: menu "&Tools", label "&Tokens"" for each letter held twice.
QStringList duplicates(QWidget* window, const QString& state)
{
    QStringList found;
    const QMap<QChar, QList<Holder>> taken = mnemonics(window);
    for (auto it = taken.cbegin(); it != taken.cend(); ++it) {
        if (it.value().size() < 2)
            continue;
        QStringList who;
        for (const Holder& h : it.value())
            who << h.what + QStringLiteral(" (") + h.widget->objectName() + QLatin1Char(')');
        found << state + QStringLiteral(": Alt+") + it.key() + QStringLiteral(": ") + who.join(QStringLiteral(", "));
    }
    return found;
}

// The same within each menu (recursively), entries as they are now.
QStringList menuDuplicates(QMenu* menu, const QString& path)
{
    QStringList found;
    QMap<QChar, QStringList> taken;
    for (QAction* a : menu->actions()) {
        if (!a->isVisible() || a->isSeparator())
            continue;
        if (const QChar c = mnemonic(a->text()); !c.isNull())
            taken[c] << a->text();
        if (a->menu())
            found << menuDuplicates(a->menu(), path + QStringLiteral(" > ") + a->text());
    }
    for (auto it = taken.cbegin(); it != taken.cend(); ++it)
        if (it.value().size() > 1)
            found << path + QStringLiteral(": Alt+") + it.key() + QStringLiteral(": ") +
                         it.value().join(QStringLiteral(", "));
    return found;
}

void show(QWidget* w)
{
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QCoreApplication::processEvents();
}

// Every page of `wizard` that Next reaches with what the pages hold by default.
QStringList wizardDuplicates(QWizard* wizard, const QString& name)
{
    QStringList found;
    show(wizard);
    QSet<int> seen;
    while (!seen.contains(wizard->currentId())) {
        seen.insert(wizard->currentId());
        found << duplicates(wizard, name + QStringLiteral(" page ") + QString::number(wizard->currentId()) +
                                        QStringLiteral(" (") + wizard->currentPage()->title() + QLatin1Char(')'));
        wizard->next();
        QCoreApplication::processEvents();
    }
    wizard->hide();
    return found;
}
} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { WindowTestSetUp::start(m_store); }

    // The parser itself, on the forms the windows use.
    void mnemonicParsing()
    {
        QCOMPARE(mnemonic(QStringLiteral("Save &As...")), QLatin1Char('A'));
        QCOMPARE(mnemonic(QStringLiteral("R&&D budget")), QChar());
        QCOMPARE(mnemonic(QStringLiteral("R&&D &budget")), QLatin1Char('B'));
        QCOMPARE(mnemonic(QStringLiteral("Tokens")), QChar());
    }

    void mainWindow()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        show(&window);
        QStringList found = duplicates(&window, QStringLiteral("main window, empty workspace"));
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        window.workspaceView()->selectScenario(0);
        QCoreApplication::processEvents();
        found << duplicates(&window, QStringLiteral("main window, workshop example"));
        // The what-if knobs share the left dock as a tab at 1280 px: in front, they bind their letters.
        window.workspaceView()->whatIfDock()->raise();
        QCoreApplication::processEvents();
        found << duplicates(&window, QStringLiteral("main window, what-if in front"));
        window.workspaceView()->showTco(true);
        QCoreApplication::processEvents();
        found << duplicates(&window, QStringLiteral("main window, TCO tab"));
        window.workspaceView()->showTco(false);
        window.tabs()->setCurrentIndex(1);
        QCoreApplication::processEvents();
        found << duplicates(&window, QStringLiteral("main window, catalog tab"));
        for (QAction* a : window.menuBar()->actions())
            if (a->menu()) {
                Q_EMIT a->menu()->aboutToShow(); // the menus filled on demand (Checklist, Open Recent)
                found << menuDuplicates(a->menu(), a->text());
            }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));

        // Alt+T and Alt+C are the Tools and Catalog menus'.
        const QMap<QChar, QList<Holder>> taken = mnemonics(&window);
        QCOMPARE(taken.value(QLatin1Char('T')).size(), 1);
        QCOMPARE(taken.value(QLatin1Char('T')).first().what, QStringLiteral("menu \"&Tools\""));
        QCOMPARE(taken.value(QLatin1Char('C')).first().what, QStringLiteral("menu \"&Catalog\""));
    }

    void saveAsHasItsShortcut()
    {
        MainWindow window(&m_store);
        QAction* saveAs = nullptr;
        for (QAction* a : window.menuBar()->actions().first()->menu()->actions())
            if (a->text() == QLatin1String("Save &As..."))
                saveAs = a;
        QVERIFY(saveAs);
        QVERIFY(saveAs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    }

    void wizardsAndDialogs()
    {
        MainWindow window(&m_store);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        Workspace* ws = window.workspaceView()->workspace();
        QVERIFY(ws->scenarioCount() > 0);
        const gp::CatalogSnapshot& catalog = ws->catalog();
        QStringList found;
        {
            VramWizard w(catalog, QStringLiteral("USD"));
            found << wizardDuplicates(&w, QStringLiteral("VRAM planner"));
        }
        {
            WorkloadWizard w(catalog, QStringLiteral("USD"));
            found << wizardDuplicates(&w, QStringLiteral("workload wizard"));
        }
        {
            TcoWizard w(catalog, ws);
            found << wizardDuplicates(&w, QStringLiteral("TCO wizard"));
        }
        {
            std::vector<ChecklistWizard::Candidate> candidates;
            for (int i = 0; i < ws->scenarioCount(); ++i)
                candidates.push_back({ws->scenario(i).name, ws->effectiveScenario(i), QString()});
            ChecklistWizard w(&m_store, candidates, ws);
            found << wizardDuplicates(&w, QStringLiteral("checklist wizard"));
        }
        {
            FindConfigurationsDialog d(ws, 0);
            show(&d);
            found << duplicates(&d, QStringLiteral("Find configurations"));
        }
        {
            UtilisationCheckDialog d(ws->effectiveScenario(0), catalog);
            show(&d);
            found << duplicates(&d, QStringLiteral("GPU utilisation check"));
        }
        {
            ProposalExportDialog d(*ws, ProposalOptions{});
            show(&d);
            found << duplicates(&d, QStringLiteral("Export proposal"));
        }
        {
            AboutDialog d(catalog);
            show(&d);
            for (int i = 0; i < d.tabs()->count(); ++i) {
                d.tabs()->setCurrentIndex(i);
                QCoreApplication::processEvents();
                found << duplicates(&d, QStringLiteral("About, tab ") + QString::number(i));
            }
        }
        {
            ExamplesDialog d(HelpFiles::examples());
            show(&d);
            found << duplicates(&d, QStringLiteral("Examples"));
        }
        {
            QTemporaryDir collection;
            HelpWindow help(HelpFiles::manualFile(), collection.path());
            show(&help);
            found << duplicates(&help, QStringLiteral("help window"));
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

private:
    CatalogStore m_store;
};

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
