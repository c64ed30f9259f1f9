// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The main window's first-start size on three screens at once (the offscreen platform given a 1280x800, a
// 1366x768 and a 1920x1080 screen through its configfile option): on each, the window with the workshop
// example open lies within the screen's available area, frame included, so the What-if tab at the foot of
// the left dock is on screen; at 1920x1080 it takes nine tenths of the screen. On every screen and on every
// tab (workspace, TCO analyses, catalog), no column header is cut short while its table has free width
// beside it. With GP_SCREENSHOT_DIR set it saves the window on each screen as main-window-<w>x<h>.png.
#include "PostedEvents.h"
#include "WindowTestSetUp.h"
#include "catalog/CatalogStore.h"
#include "help/HelpFiles.h"
#include "mainwindow/MainWindow.h"
#include "workspace/ComparisonHeader.h"
#include "workspace/ComparisonPane.h"
#include "workspace/WorkspaceView.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QScreen>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

namespace {
// The "What-if" tab of the tabified docks, or null (the docks side by side have no tab bar).
QTabBar* whatIfTabBar(QWidget* window, int* index)
{
    for (QTabBar* bar : window->findChildren<QTabBar*>())
        for (int i = 0; i < bar->count(); ++i)
            if (bar->isVisible() && bar->tabText(i) == QLatin1String("What-if")) {
                *index = i;
                return bar;
            }
    return nullptr;
}

// Each horizontal header section shown shorter than its text needs while its table has unused width.
QStringList elidedHeaders(QWidget* window, const QString& state)
{
    QStringList found;
    for (QTableView* table : window->findChildren<QTableView*>()) {
        if (!table->isVisible() || !table->model())
            continue;
        QHeaderView* header = table->horizontalHeader();
        if (!header->isVisible())
            continue;
        int used = 0;
        for (int s = 0; s < header->count(); ++s)
            if (!header->isSectionHidden(s))
                used += header->sectionSize(s);
        const int free = table->viewport()->width() - used;
        for (int s = 0; s < header->count(); ++s) {
            if (header->isSectionHidden(s))
                continue;
            const QString text = table->model()->headerData(s, Qt::Horizontal, Qt::DisplayRole).toString();
            // The comparison's header shortens a name in the middle as it draws it (and says what it shows);
            // another header needs each line of its text and the style's margins.
            bool cut = false;
            int needs = 0;
            if (auto* comparison = qobject_cast<ComparisonHeader*>(header)) {
                cut = comparison->shownText(s) != text;
                needs = header->sectionSizeHint(s);
            } else {
                const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
                for (const QString& line : text.split(QLatin1Char('\n')))
                    needs = std::max(needs, header->fontMetrics().horizontalAdvance(line) + margin);
                cut = header->sectionSize(s) < needs;
            }
            if (cut && free > 0)
                found << QStringLiteral("%1: %2 column \"%3\" is %4 px, needs %5, %6 px free beside it")
                             .arg(state, table->objectName(), text)
                             .arg(header->sectionSize(s))
                             .arg(needs)
                             .arg(free);
        }
    }
    return found;
}
} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        WindowTestSetUp::isolate();
        QCOMPARE(QGuiApplication::screens().size(), 3);
    }

    void fitsEachScreen_data()
    {
        QTest::addColumn<int>("screen");
        QTest::newRow("1280x800") << 0;
        QTest::newRow("1366x768") << 1;
        QTest::newRow("1920x1080") << 2;
    }

    void fitsEachScreen()
    {
        QFETCH(int, screen);
        QScreen* s = QGuiApplication::screens().at(screen);
        const QRect available = s->availableGeometry();
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        MainWindow window(&store);
        window.placeOnScreen(s);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PostedEvents::runLayouts();

        const QRect frame = window.frameGeometry();
        QVERIFY2(available.contains(frame), qPrintable(QStringLiteral("frame %1,%2 %3x%4 outside %5x%6")
                                                           .arg(frame.x() - available.x())
                                                           .arg(frame.y() - available.y())
                                                           .arg(frame.width())
                                                           .arg(frame.height())
                                                           .arg(available.width())
                                                           .arg(available.height())));
        if (available.width() >= 1920) { // the space is used: nine tenths of the screen each way, at least
            QVERIFY2(frame.width() >= available.width() * 9 / 10, qPrintable(QString::number(frame.width())));
            QVERIFY2(frame.height() >= available.height() * 9 / 10, qPrintable(QString::number(frame.height())));
        }
        int tab = -1;
        if (QTabBar* bar = whatIfTabBar(&window, &tab)) { // below 1600 px the what-if knobs are a tab
            const QRect r(bar->mapTo(&window, bar->tabRect(tab).topLeft()), bar->tabRect(tab).size());
            QVERIFY2(window.rect().contains(r), qPrintable(QStringLiteral("What-if tab at y %1..%2, window %3 high")
                                                               .arg(r.top())
                                                               .arg(r.bottom())
                                                               .arg(window.height())));
        } else {
            QVERIFY(available.width() >= 1600);
        }

        // The comparison fits its columns on a timer once the layout settles (ComparisonPane::scheduleFit):
        // each state is judged after that fit, as the user sees it.
        ComparisonPane* comparison = window.workspaceView()->comparison();
        QTRY_VERIFY(!comparison->fitPending());
        QStringList elided = elidedHeaders(&window, QStringLiteral("workspace"));
        window.workspaceView()->showTco(true);
        PostedEvents::runLayouts();
        elided << elidedHeaders(&window, QStringLiteral("TCO"));
        window.workspaceView()->showTco(false);
        window.tabs()->setCurrentIndex(1);
        PostedEvents::runLayouts();
        elided << elidedHeaders(&window, QStringLiteral("catalog"));
        window.tabs()->setCurrentIndex(0);
        window.workspaceView()->setWorkshopMode(true);
        PostedEvents::runLayouts();
        QTRY_VERIFY(!comparison->fitPending());
        elided << elidedHeaders(&window, QStringLiteral("workshop"));
        window.workspaceView()->setWorkshopMode(false);
        PostedEvents::runLayouts();
        QTRY_VERIFY(!comparison->fitPending());
        elided << elidedHeaders(&window, QStringLiteral("after workshop"));
        QVERIFY2(elided.isEmpty(), qPrintable(elided.join(QLatin1Char('\n'))));

        if (const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR"); !dir.isEmpty()) {
            PostedEvents::runLayouts();
            QVERIFY(window.grab().save(QDir(dir).filePath(
                QStringLiteral("main-window-%1x%2.png").arg(s->geometry().width()).arg(s->geometry().height()))));
        }
    }
};

// Three screens side by side, as the offscreen platform's configfile describes them, with window frames.
int main(int argc, char* argv[])
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"windowFrameMargins": true, "screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "hd", "x": 1280, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "fullhd", "x": 2646, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestWindowFit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_windowfit.moc"
