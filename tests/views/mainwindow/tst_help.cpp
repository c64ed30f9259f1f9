// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The manual and Help: the .qch built from docs/ holds every page with its sections (anchors, contents,
// index); every page F1 can open exists, down to its anchor; F1 in given panes of the main window and in a
// wizard opens the mapped page (QTest key events, offscreen), and end to end in the help window; Help > Examples lists
// the shipped examples and opens a scenario and a TCO analysis into the workspace; About shows the licence and the
// sites the catalog cites.
#include "PostedEvents.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "help/AboutDialog.h"
#include "help/ExamplesDialog.h"
#include "help/HelpFiles.h"
#include "help/HelpKey.h"
#include "help/HelpTopics.h"
#include "help/HelpWindow.h"
#include "mainwindow/MainWindow.h"
#include "wizards/VramWizard.h"
#include "workspace/ComparisonPane.h"
#include "workspace/PlanHeader.h"
#include "workspace/WhatIfPanel.h"
#include "workspace/WorkspaceView.h"

#include <QFileInfo>
#include <QHelpContentModel>
#include <QHelpContentWidget>
#include <QHelpEngine>
#include <QHelpEngineCore>
#include <QHelpLink>
#include <QListView>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

namespace {
const QString kNs = QString::fromLatin1(HelpFiles::kNamespace);
QUrl pageUrl(const QString& file) { return QUrl(QStringLiteral("qthelp://%1/doc/%2").arg(kNs, file)); }
} // namespace

class TestHelp : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        QVERIFY2(QFileInfo::exists(HelpFiles::manualFile()), qPrintable(HelpFiles::manualFile()));
        QVERIFY(m_dir.isValid());
        m_core = std::make_unique<QHelpEngineCore>(m_dir.filePath(QStringLiteral("t.qhc")));
        m_core->setUsesFilterEngine(true);
        m_core->setReadOnly(false);
        QVERIFY(m_core->setupData());
        QVERIFY2(m_core->registerDocumentation(HelpFiles::manualFile()), qPrintable(m_core->error()));
    }

    // The .qch holds the guide, README and each docs/*.md page, as HTML, with their pictures.
    void manualHoldsThePages()
    {
        QStringList files;
        for (const QUrl& u : m_core->files(kNs, QString(), QStringLiteral("html")))
            files << u.fileName();
        for (const char* page : {"user-guide.html", "readme.html", "tco.html", "comparison-table.html",
                                 "scenario-schema.html", "catalog-format.html", "proposal.html", "validation.html"})
            QVERIFY2(files.contains(QLatin1String(page)), page);
        // One page per docs/*.md plus README: 13 reference pages and the guide today (docs/ has 13 .md files).
        const int mdPages = int(QDir(QStringLiteral(GP_SOURCE_DIR "/docs")).entryList({QStringLiteral("*.md")}).size());
        QCOMPARE(files.size(), mdPages + 1);
        const QString guide = QString::fromUtf8(m_core->fileData(pageUrl(QStringLiteral("user-guide.html"))));
        QVERIFY(guide.contains(QLatin1String("<title>Using GPU Planner</title>")));
        QVERIFY(guide.contains(QLatin1String("<a name=\"what-if\">")));
        // README's pictures came along, and a link between pages points at the HTML page.
        QVERIFY(!m_core->fileData(pageUrl(QStringLiteral("images/workspace-1280x800.png"))).isEmpty());
        QVERIFY(guide.contains(QLatin1String("href=\"tco.html\"")));
    }

    // The index has each heading as a keyword, pointing at its anchor.
    void indexPointsAtSections()
    {
        const QList<QHelpLink> links = m_core->documentsForKeyword(QStringLiteral("What-if"));
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.first().url, QUrl(pageUrl(QStringLiteral("user-guide.html#what-if"))));
    }

    // Every page F1 can open is in the manual, and so is its anchor.
    void everyMappedPageExists()
    {
        for (const QString& page : HelpTopics::allPages()) {
            const QString file = page.section(QLatin1Char('#'), 0, 0);
            const QString anchor = page.section(QLatin1Char('#'), 1);
            const QString html = QString::fromUtf8(m_core->fileData(pageUrl(file)));
            QVERIFY2(!html.isEmpty(), qPrintable(page));
            if (!anchor.isEmpty())
                QVERIFY2(html.contains(QStringLiteral("<a name=\"%1\">").arg(anchor)), qPrintable(page));
        }
    }

    void f1OpensThePageOfThePaneInFocus()
    {
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        MainWindow window(&store);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList opened;
        HelpKey* key = HelpKey::install();
        key->setHandler([&opened](const QString& page, QWidget*) { opened << page; });
        WorkspaceView* view = window.workspaceView();

        QTest::keyClick(view->whatIfPanel(), Qt::Key_F1);
        QTest::keyClick(view->comparisonTable()->viewport(), Qt::Key_F1);
        QTest::keyClick(view->whyPanel(), Qt::Key_F1);
        QTest::keyClick(view->planHeader(), Qt::Key_F1);
        QTest::keyClick(view->scenarioList(), Qt::Key_F1);
        window.tabs()->setCurrentIndex(1);
        QTest::keyClick(window.tabs()->currentWidget(), Qt::Key_F1);
        QCOMPARE(opened,
                 (QStringList{QStringLiteral("user-guide.html#what-if"), QStringLiteral("comparison-table.html"),
                              QStringLiteral("user-guide.html#why-this-number"),
                              QStringLiteral("user-guide.html#plan-header"),
                              QStringLiteral("user-guide.html#scenarios-and-the-editor"),
                              QStringLiteral("user-guide.html#the-catalog")}));

        // In a wizard (its own window): the wizard's section, from a field on its first page.
        opened.clear();
        VramWizard wizard(window.workspaceView()->workspace()->catalog(), QStringLiteral("USD"), &window);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QWidget* field = wizard.currentPage()->nextInFocusChain();
        QTest::keyClick(field, Qt::Key_F1);
        QCOMPARE(opened, QStringList{QStringLiteral("user-guide.html#vram-planner")});
        wizard.close();

        // End to end: F1 over the what-if panel shows that section in the help window.
        key->setHandler([](const QString& page, QWidget* near) { HelpWindow::showPage(page, near); });
        window.tabs()->setCurrentIndex(0);
        QTest::keyClick(view->whatIfPanel(), Qt::Key_F1);
        HelpWindow* help = HelpWindow::instance();
        QVERIFY2(help->isReady(), qPrintable(help->problem()));
        QVERIFY(help->isVisible());
        QCOMPARE(help->currentPage(), QStringLiteral("user-guide.html#what-if"));
        QVERIFY(help->browser()->toPlainText().contains(QLatin1String("Live knobs over the selected scenario")));
        // With GP_SCREENSHOT_DIR set: the help window as F1 left it, its contents unfolded.
        if (const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QHelpContentModel* contents = help->engine()->contentModel();
            if (contents->isCreatingContents()) {
                QSignalSpy created(contents, &QHelpContentModel::contentsCreated);
                QVERIFY(created.wait(60000));
            }
            help->engine()->contentWidget()->expandToDepth(1);
            QVERIFY(QTest::qWaitForWindowExposed(help));
            PostedEvents::runLayouts();
            QVERIFY(help->grab().save(QDir(dir).filePath(QStringLiteral("help-manual-1280x800.png"))));
        }
        help->close();
        HelpWindow::releaseInstance();
    }

    void examplesListAndOpen()
    {
        // Every .json and .gpuplan at the top level of examples/ is offered (checklist/ is not): counted from the
        // folder, so a new example needs no edit here.
        const int shipped = QDir(QStringLiteral(GP_SOURCE_DIR "/examples"))
                                .entryList({QStringLiteral("*.json"), QStringLiteral("*.gpuplan")}, QDir::Files)
                                .size();
        QVERIFY(shipped > 0);
        const QStringList examples = HelpFiles::examples();
        QCOMPARE(examples.size(), shipped);
        ExamplesDialog dialog(examples);
        QCOMPARE(dialog.list()->count(), shipped);

        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        MainWindow window(&store);
        Workspace* ws = window.workspaceView()->workspace();
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/llama2-7b-qlora.json")));
        QCOMPARE(ws->scenarioCount(), 1);
        QCOMPARE(ws->scenario(0).name, QStringLiteral("Llama 2 7B QLoRA fine-tune on one A10G"));
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/tco-h100-rent-or-buy.json")));
        QCOMPARE(ws->tcoAnalysisCount(), 1);
        QCOMPARE(ws->tcoAnalysis(0).name,
                 QStringLiteral("8x H100 for an Indian team: rent an 8-GPU node in Mumbai, or buy?"));
        QVERIFY(window.workspaceView()->tcoShowing());
    }

    void aboutShowsLicenceAndSources()
    {
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        AboutDialog about(store.snapshot());
        QCOMPARE(about.tabs()->count(), 4);
        const auto* licence = about.findChild<QPlainTextEdit*>(QStringLiteral("licenceText"));
        QVERIFY(licence);
        QVERIFY(licence->toPlainText().contains(QLatin1String("GNU GENERAL PUBLIC LICENSE")));
        QVERIFY(licence->toPlainText().contains(QLatin1String("Version 3, 29 June 2007")));
        // The sites the shipped rows cite. runpod.io: 24 rows, counted in resources/catalog/*.json over the
        // eight tables the snapshot reads (23 offers and the RunPod provider row), a row counting once however
        // often its source and source_url name the site.
        const QMap<QString, int> hosts = AboutDialog::sourceHosts(store.snapshot());
        QCOMPARE(hosts.value(QStringLiteral("runpod.io")), 24);
        QVERIFY(!hosts.contains(QStringLiteral("www.runpod.io"))); // "www." folded
        QCOMPARE(about.sourcesTable()->rowCount(), int(hosts.size()));
        // With GP_SCREENSHOT_DIR set: each tab of the dialog as it opens.
        if (const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR"); !dir.isEmpty()) {
            about.show();
            QVERIFY(QTest::qWaitForWindowExposed(&about));
            const char* names[] = {"about", "about-licence", "about-components", "about-sources"};
            for (int i = 0; i < about.tabs()->count(); ++i) {
                about.tabs()->setCurrentIndex(i);
                PostedEvents::runLayouts();
                QVERIFY(about.grab().save(QDir(dir).filePath(QString::fromLatin1(names[i]) + QStringLiteral(".png"))));
            }
        }
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QHelpEngineCore> m_core;
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
