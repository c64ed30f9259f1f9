// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The interface in Hindi (hi_IN, the embedded translation and its locale) on a 1280x800 screen: the main
// window with the workshop example and the workload wizard page by page fit the screen, their menus and
// titles are in Hindi, and no visible label, button, check box or tab shows less width than its Devanagari
// text needs (a word-wrapped label excepted: it takes more lines). With GP_SCREENSHOT_DIR set it saves
// hi-main-window-1280x800.png and hi-workload-wizard-<page>-1280x800.png there (docs/screenshots/). The
// Devanagari glyphs come from fontconfig's fallback (Debian's fonts-lohit-deva: Lohit Devanagari).
#include "PostedEvents.h"
#include "WindowTestSetUp.h"
#include "catalog/CatalogStore.h"
#include "common/Language.h"
#include "document/Workspace.h"
#include "help/HelpFiles.h"
#include "mainwindow/MainWindow.h"
#include "wizards/WorkloadWizard.h"
#include "workspace/ComparisonPane.h"
#include "workspace/WorkspaceView.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QLabel>
#include <QMenuBar>
#include <QRadioButton>
#include <QScreen>
#include <QTabBar>
#include <QTemporaryDir>
#include <QWizard>
#include <QtTest>

namespace {
// Widgets drawn narrower than their text (their size hint) needs; a scrolled area's content counts too.
QStringList cutShort(QWidget* top, const QString& state)
{
    QStringList found;
    for (QWidget* w : top->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(top) || w->window() != top)
            continue;
        QString text;
        int needs = 0;
        if (auto* l = qobject_cast<QLabel*>(w); l && !l->wordWrap() && !l->text().isEmpty() && !l->pixmap()) {
            text = l->text();
            needs = l->minimumSizeHint().width();
        } else if (auto* b = qobject_cast<QAbstractButton*>(w);
                   b && (qobject_cast<QCheckBox*>(w) || qobject_cast<QRadioButton*>(w) || w->inherits("QPushButton"))) {
            text = b->text();
            needs = b->sizeHint().width();
        } else if (auto* t = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < t->count(); ++i) {
                QString shown = t->tabText(i);
                shown.remove(QLatin1Char('&'));
                const int advance = t->fontMetrics().horizontalAdvance(shown);
                if (t->isTabVisible(i) && t->tabRect(i).width() < advance)
                    found << QStringLiteral("%1: tab \"%2\" is %3 px, its text %4")
                                 .arg(state, t->tabText(i))
                                 .arg(t->tabRect(i).width())
                                 .arg(advance);
            }
            continue;
        }
        if (!text.isEmpty() && w->width() < needs)
            found << QStringLiteral("%1: %2 \"%3\" is %4 px, needs %5")
                         .arg(state, QString::fromLatin1(w->metaObject()->className()), text)
                         .arg(w->width())
                         .arg(needs);
    }
    return found;
}

void save(QWidget* w, const QString& name)
{
    if (const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR"); !dir.isEmpty()) {
        PostedEvents::runLayouts();
        QVERIFY(w->grab().save(QDir(dir).filePath(name)));
    }
}
} // namespace

class TestHindiWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        WindowTestSetUp::isolate();
        QVERIFY(Language::install(QLocale(QLocale::Hindi, QLocale::India)));
        WindowTestSetUp::openShipped(m_store);
    }

    void mainWindow()
    {
        QScreen* s = QGuiApplication::primaryScreen();
        QCOMPARE(s->geometry().size(), QSize(1280, 800));
        MainWindow window(&m_store);
        window.placeOnScreen(s);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PostedEvents::runLayouts();
        QTRY_VERIFY(!window.workspaceView()->comparison()->fitPending());
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("फ़ाइल (&F)"));
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("वर्कस्पेस (&W)"));
        QVERIFY(s->availableGeometry().contains(window.frameGeometry()));
        QStringList found = cutShort(&window, QStringLiteral("workspace"));
        save(&window, QStringLiteral("hi-main-window-1280x800.png"));
        window.workspaceView()->showTco(true);
        PostedEvents::runLayouts();
        found << cutShort(&window, QStringLiteral("TCO"));
        window.workspaceView()->showTco(false);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void workloadWizard()
    {
        MainWindow window(&m_store);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        WorkloadWizard wizard(window.workspaceView()->workspace()->catalog(), QStringLiteral("USD"));
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QCOMPARE(wizard.windowTitle(), QStringLiteral("एक वर्कलोड की योजना बनाएँ"));
        QCOMPARE(wizard.button(QWizard::NextButton)->text(), QStringLiteral("आगे > (&N)"));
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QStringList found;
        QSet<int> seen;
        while (!seen.contains(wizard.currentId())) {
            seen.insert(wizard.currentId());
            PostedEvents::runLayouts();
            const QString state =
                QStringLiteral("page %1 (%2)").arg(wizard.currentId()).arg(wizard.currentPage()->title());
            if (!available.contains(wizard.frameGeometry()))
                found << state + QStringLiteral(": the wizard is larger than the screen");
            found << cutShort(&wizard, state);
            save(&wizard, QStringLiteral("hi-workload-wizard-%1-1280x800.png").arg(wizard.currentId()));
            wizard.next();
        }
        QVERIFY(seen.size() >= 4);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

private:
    CatalogStore m_store;
};

int main(int argc, char* argv[])
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"windowFrameMargins": true, "screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestHindiWindow test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_hindiwindow.moc"
