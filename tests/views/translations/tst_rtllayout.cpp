// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// A right-to-left pseudo-locale: the application laid out right to left (as Arabic or Hebrew would be), every
// string through a translator that marks it ⟦...⟧ (two characters longer, as translations mostly are), on a
// 1280x800 screen (the offscreen platform's configfile, frames included). The main window with the workshop
// example on each tab, and the workload wizard page by page, must lie within the screen; no visible widget may
// reach outside its window (a widget inside a scrolled area counts only as far as the area shows it; one parked
// wholly outside by Qt is not shown); and no
// column header may be cut short while its table has free width beside it (the rule of tst_windowfit).
#include "PostedEvents.h"
#include "WindowTestSetUp.h"
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "help/HelpFiles.h"
#include "mainwindow/MainWindow.h"
#include "wizards/WorkloadWizard.h"
#include "workspace/ComparisonHeader.h"
#include "workspace/ComparisonPane.h"
#include "workspace/WorkspaceView.h"

#include <QAbstractScrollArea>
#include <QHeaderView>
#include <QScreen>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QWizard>
#include <QtTest>

namespace {
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* source, const char*, int) const override
    {
        return QStringLiteral("\u27E6") + QString::fromUtf8(source) + QStringLiteral("\u27E7");
    }
};

// Visible widgets that reach outside `top`, outside the part of a scrolled area that shows them excepted.
QStringList outside(QWidget* top, const QString& state)
{
    QStringList found;
    const QRect bounds = top->rect();
    for (QWidget* w : top->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(top) || w->window() != top || w->size().isEmpty())
            continue;
        bool scrolled = false;
        for (QWidget* p = w->parentWidget(); p && p != top; p = p->parentWidget())
            if (qobject_cast<QAbstractScrollArea*>(p))
                scrolled = true;
        if (scrolled)
            continue;
        QRect r(w->mapTo(top, QPoint(0, 0)), w->size());
        // Entirely outside: parked there by Qt, not shown (a tabified dock behind the front one and its tab
        // bar while the TCO pane hides the docks sit at negative coordinates left to right as well).
        if (!bounds.intersects(r))
            continue;
        // Qt 6.4's QSplitter lays a child out right to left one pixel past the splitter's right edge (left to
        // right the same child fits): that pixel is Qt's, not the layout's.
        if (qobject_cast<QSplitter*>(w->parentWidget()) && w->isRightToLeft() &&
            r.right() == w->parentWidget()->mapTo(top, QPoint(w->parentWidget()->width(), 0)).x())
            r.setRight(r.right() - 1);
        if (!bounds.contains(r))
            found << QStringLiteral("%1: %2 %3 at %4,%5 %6x%7 outside %8x%9")
                         .arg(state, QString::fromLatin1(w->metaObject()->className()), w->objectName())
                         .arg(r.x())
                         .arg(r.y())
                         .arg(r.width())
                         .arg(r.height())
                         .arg(bounds.width())
                         .arg(bounds.height());
    }
    return found;
}

// As tst_windowfit: a header section shorter than its text needs while its table has unused width.
QStringList elidedHeaders(QWidget* window, const QString& state)
{
    QStringList found;
    for (QTableView* table : window->findChildren<QTableView*>()) {
        if (!table->isVisible() || !table->model() || !table->horizontalHeader()->isVisible())
            continue;
        QHeaderView* header = table->horizontalHeader();
        int used = 0;
        for (int s = 0; s < header->count(); ++s)
            if (!header->isSectionHidden(s))
                used += header->sectionSize(s);
        const int free = table->viewport()->width() - used;
        for (int s = 0; s < header->count(); ++s) {
            if (header->isSectionHidden(s))
                continue;
            const QString text = table->model()->headerData(s, Qt::Horizontal, Qt::DisplayRole).toString();
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

class TestRtlLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        WindowTestSetUp::isolate();
        QVERIFY(QCoreApplication::installTranslator(&m_translator));
        QGuiApplication::setLayoutDirection(Qt::RightToLeft);
        WindowTestSetUp::openShipped(m_store);
    }

    void mainWindowFits()
    {
        QScreen* s = QGuiApplication::primaryScreen();
        QCOMPARE(s->geometry().size(), QSize(1280, 800));
        MainWindow window(&m_store);
        QCOMPARE(window.layoutDirection(), Qt::RightToLeft);
        QCOMPARE(window.windowTitle().left(1), QStringLiteral("\u27E6")); // the pseudo-locale is on
        window.placeOnScreen(s);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PostedEvents::runLayouts();
        QVERIFY2(s->availableGeometry().contains(window.frameGeometry()),
                 qPrintable(QStringLiteral("frame %1x%2")
                                .arg(window.frameGeometry().width())
                                .arg(window.frameGeometry().height())));
        ComparisonPane* comparison = window.workspaceView()->comparison();
        QTRY_VERIFY(!comparison->fitPending());
        QStringList found = outside(&window, QStringLiteral("workspace"));
        found << elidedHeaders(&window, QStringLiteral("workspace"));
        window.workspaceView()->showTco(true);
        PostedEvents::runLayouts();
        found << outside(&window, QStringLiteral("TCO")) << elidedHeaders(&window, QStringLiteral("TCO"));
        window.workspaceView()->showTco(false);
        window.tabs()->setCurrentIndex(1);
        PostedEvents::runLayouts();
        found << outside(&window, QStringLiteral("catalog")) << elidedHeaders(&window, QStringLiteral("catalog"));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void workloadWizardFits()
    {
        MainWindow window(&m_store);
        QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
        WorkloadWizard wizard(window.workspaceView()->workspace()->catalog(), QStringLiteral("USD"));
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QStringList found;
        QSet<int> seen;
        while (!seen.contains(wizard.currentId())) {
            seen.insert(wizard.currentId());
            PostedEvents::runLayouts();
            const QString state = QStringLiteral("workload wizard page %1").arg(wizard.currentId());
            if (!available.contains(wizard.frameGeometry()))
                found << state + QStringLiteral(": the wizard is larger than the screen");
            found << outside(&wizard, state) << elidedHeaders(&wizard, state);
            wizard.next();
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

private:
    MarkingTranslator m_translator;
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
    TestRtlLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_rtllayout.moc"
