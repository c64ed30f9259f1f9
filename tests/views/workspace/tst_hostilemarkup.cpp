// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// A hostile .gpuplan and a hostile catalog, opened offscreen, every workspace view walked (issue 9,
// item 4): scenario names and notes, the workspace title, catalog names and sources, and error
// messages that quote them are full of HTML, images pointing at bait files and a custom scheme, a style
// sheet link and a script. Everywhere they appear (table header and cells and their tooltips, the
// scenario list and its tooltips, every chart's texts, hover tooltips and saved SVG, the "why" panel,
// the editor and the what-if panel, message boxes) the text must show literally and the ResourceTrap
// must count zero resources loaded.
#include "PostedEvents.h"
#include "ResourceTrap.h"
#include "ShownText.h"
#include "TestSupport.h"
#include "WorkspaceTestCatalog.h"
#include "charts/ChartPanel.h"
#include "charts/ChartView.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "workspace/ComparisonPane.h"
#include "workspace/OfferPicker.h"
#include "workspace/ScenarioEditor.h"
#include "workspace/WhatIfPanel.h"
#include "workspace/WorkspaceView.h"

#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGraphicsWidget>
#include <QHeaderView>
#include <QListView>
#include <QMetaMethod>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QXmlStreamReader>
#include <QtTest>

#include <memory>

namespace {
const QString kBold = QStringLiteral("<b>bold</b>");

// Shown text must keep the hostile characters: no image placeholder (U+FFFC), and no "bold" whose tags
// were eaten by a rich-text renderer (a label may be shortened, so "<b>bold" is all that must survive).
bool literal(const QString& shown)
{
    // Rendered as HTML, "<b>bold</b> & <img ...>" would come out as "bold & " plus an image placeholder.
    return !shown.contains(QChar(0xFFFC)) && !shown.contains(QLatin1String("bold &"));
}

// Hovers `pos` in `viewport` as the mouse would (a QHelpEvent), and returns the tooltip Qt shows.
QString hover(QWidget* viewport, const QPoint& pos)
{
    QHelpEvent event(QEvent::ToolTip, pos, viewport->mapToGlobal(pos));
    QApplication::sendEvent(viewport, &event);
    QLabel* tip = ShownText::toolTipLabel();
    if (!tip)
        return {};
    tip->grab(); // laid out and painted: when rich text would fetch its images
    const QString shown = ShownText::of(tip);
    QToolTip::hideText();
    return shown;
}

QList<QGraphicsTextItem*> textItems(ChartView* chart)
{
    QList<QGraphicsTextItem*> out;
    auto* view = chart->findChild<QGraphicsView*>();
    if (!view || !view->scene())
        return out;
    for (QGraphicsItem* item : view->scene()->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item))
            out.append(text);
    return out;
}

// Emits every hover signal of the chart's series (bars, lines, points) and collects the tooltips shown.
QStringList chartHoverTips(ChartView* chart)
{
    QStringList tips;
    auto* view = chart->findChild<QGraphicsView*>();
    if (!view || !view->scene())
        return tips;
    const auto collect = [&tips] {
        if (QLabel* tip = ShownText::toolTipLabel()) {
            tip->grab();
            tips.append(ShownText::of(tip));
            QToolTip::hideText();
        }
    };
    for (QGraphicsItem* item : view->scene()->items()) {
        // The bars of a Bars chart are painted by one item of ours (BarLayer), with a tooltip per bar.
        if (auto* object = item->toGraphicsObject(); object && object->inherits("BarLayer")) {
            for (int i = 0; i < 4; ++i)
                if (QMetaObject::invokeMethod(object, "hovered", Q_ARG(bool, true), Q_ARG(int, i)))
                    collect();
            continue;
        }
        auto* widget = dynamic_cast<QGraphicsWidget*>(item);
        if (!widget || !widget->inherits("QChart"))
            continue;
        for (QObject* o : widget->findChildren<QObject*>()) {
            const QByteArray cls = o->metaObject()->className();
            bool sent = false;
            if (cls == "QBarSet")
                for (int i = 0; i < 4; ++i)
                    sent = QMetaObject::invokeMethod(o, "hovered", Q_ARG(bool, true), Q_ARG(int, i)) || sent;
            else if (cls == "QLineSeries" || cls == "QScatterSeries")
                sent = QMetaObject::invokeMethod(o, "hovered", Q_ARG(QPointF, QPointF()), Q_ARG(bool, true));
            if (sent)
                collect();
        }
    }
    return tips;
}
} // namespace

class TestHostileMarkup : public QObject {
    Q_OBJECT
    std::unique_ptr<ResourceTrap> m_trap;
    std::unique_ptr<WorkspaceView> m_view;
    QString m_path;

    ResourceTrap& trap() { return *m_trap; }
    QString scenarioName() const { return m_trap->hostile(QStringLiteral(" scenario")); }
    QString notes() const { return m_trap->hostile(QStringLiteral(" notes\nsecond line")); }
    QString brokenName() const { return m_trap->hostile(QStringLiteral(" broken")); }
    QString badGpuKey() const { return m_trap->hostile(QStringLiteral(" gpu key")); }
    QString gpuName() const { return m_trap->hostile(QStringLiteral(" GPU")); }
    QString offerSource() const { return m_trap->hostile(QStringLiteral(" offer source")); }

    gp::CatalogSnapshot hostileCatalog() const
    {
        gp::CatalogSnapshot c = WorkspaceTestCatalog::snapshot();
        c.gpus[1].name = gpuName().toStdString();
        c.gpus[1].ref.source = m_trap->hostile(QStringLiteral(" GPU source")).toStdString();
        c.offers[1].ref.source = offerSource().toStdString();
        c.offers[1].providerName = m_trap->hostile(QStringLiteral(" provider")).toStdString();
        c.models[0].name = m_trap->hostile(QStringLiteral(" model")).toStdString();
        return c;
    }

    // Every label under `root` shows its text literally.
    void checkLabels(QWidget* root, const char* where)
    {
        for (QLabel* label : root->findChildren<QLabel*>())
            QVERIFY2(literal(ShownText::of(label)),
                     qPrintable(QStringLiteral("%1: label %2 shows \"%3\"")
                                    .arg(QLatin1String(where), label->objectName(), ShownText::of(label))));
    }
    void checkNoLoads(const char* where)
    {
        QVERIFY2(m_trap->loads() == 0, qPrintable(QLatin1String(where) + QStringLiteral(": ") + m_trap->report()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
    }

    void init()
    {
        m_trap = std::make_unique<ResourceTrap>();
        QDir::setCurrent(m_trap->dir()); // "x" in the short name is bait there
        // The shared file: written by one Workspace, opened by the view, as a colleague's file would be.
        Workspace source;
        source.setCatalog(hostileCatalog());
        source.setTitle(m_trap->hostile(QStringLiteral(" title")));
        source.setCustomer(m_trap->hostile(QStringLiteral(" customer")));
        source.setNotes(m_trap->hostile(QStringLiteral(" workspace notes")));
        source.addScenario(WorkspaceTestCatalog::fineTune("nvidia-h100-sxm", "test-h100-od"), scenarioName());
        source.setScenarioNotes(0, notes());
        source.addScenario(WorkspaceTestCatalog::fineTune("nvidia-a100-sxm-80gb", "test-a100-od"),
                           ResourceTrap::shortName());
        gp::Scenario broken = WorkspaceTestCatalog::fineTune("nvidia-h100-sxm", "test-h100-od");
        broken.hardware.gpuKey = badGpuKey().toStdString();
        source.addScenario(broken, brokenName());
        m_path = QDir(m_trap->dir()).filePath(QStringLiteral("<img src=x>.gpuplan"));
        QString error;
        QVERIFY2(WorkspaceFile::save(source, m_path, &error), qPrintable(error));

        m_view = std::make_unique<WorkspaceView>(nullptr);
        m_view->resize(1280, 800);
        m_view->setCatalog(hostileCatalog());
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_trap->reset(); // from here on, nothing may load
        QVERIFY(m_view->openFile(m_path));
        QCOMPARE(m_view->workspace()->scenarioCount(), 3);
        QCOMPARE(m_view->workspace()->scenario(0).name, scenarioName());
        QVERIFY(m_view->workspace()->estimate(0).ok());
        QVERIFY(!m_view->workspace()->estimate(2).ok());
        m_view->grab();
        checkNoLoads("opening the file");
    }
    void cleanup()
    {
        m_view.reset();
        m_trap.reset();
    }

    void comparisonTableHeaderAndCells()
    {
        QTableView* table = m_view->comparisonTable();
        QAbstractItemModel* model = table->model();
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString().left(15), scenarioName().left(15));
        QCOMPARE(model->headerData(1, Qt::Horizontal).toString().left(15), ResourceTrap::shortName().left(15));
        QHeaderView* header = table->horizontalHeader();
        for (int c = 0; c < model->columnCount(); ++c) {
            const QPoint at(header->sectionViewportPosition(c) + header->sectionSize(c) / 2, header->height() / 2);
            const QString tip = hover(header->viewport(), at);
            const QString name = m_view->workspace()->scenario(c).name;
            QVERIFY2(tip.startsWith(name + QLatin1Char('\n')),
                     qPrintable(QString::number(c) + QStringLiteral(": ") + tip));
            QVERIFY2(literal(tip), qPrintable(tip));
        }
        QVERIFY(hover(header->viewport(), QPoint(header->sectionViewportPosition(2) + 5, 5)).contains(badGpuKey()));
        // Every cell's tooltip: the scenario's errors quote the hostile key literally.
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c) {
                const QRect rect = table->visualRect(model->index(r, c));
                if (!table->viewport()->rect().contains(rect.center()))
                    table->scrollTo(model->index(r, c));
                const QString tip = hover(table->viewport(), table->visualRect(model->index(r, c)).center());
                QVERIFY2(literal(tip), qPrintable(tip));
                if (c == 2)
                    QVERIFY2(tip.contains(badGpuKey()), qPrintable(tip));
            }
        table->grab();
        checkNoLoads("comparison table");
    }

    void scenarioListAndItsTooltips()
    {
        QListView* list = m_view->scenarioList();
        QAbstractItemModel* model = list->model();
        QCOMPARE(model->index(0, list->modelColumn()).data().toString(), scenarioName());
        QCOMPARE(model->index(1, list->modelColumn()).data().toString(), ResourceTrap::shortName());
        const auto tipAt = [&](int row) {
            return hover(list->viewport(), list->visualRect(model->index(row, list->modelColumn())).center());
        };
        // The whole name (the list may shorten it), then the notes: both literally.
        QCOMPARE(tipAt(0), scenarioName() + QStringLiteral("\n") + notes()); // hover() drops the blank line
        const QString errors = tipAt(2);
        QVERIFY2(errors.contains(badGpuKey()) && literal(errors), qPrintable(errors));
        list->grab();
        checkNoLoads("scenario list");
    }

    void everyChartTextTooltipAndExport()
    {
        ChartPanel* charts = m_view->charts();
        bool sawNameInAChart = false;
        for (int c = 0; c < ChartPanel::ChartCount; ++c) {
            charts->tabs()->setCurrentIndex(c);
            ChartView* chart = charts->chart(ChartPanel::Chart(c));
            QCoreApplication::processEvents(); // Qt Charts lays out (and creates its label items) on a posted event
            chart->grab();
            const QString where = QStringLiteral("chart %1").arg(chart->spec().id);
            for (QGraphicsTextItem* item : textItems(chart)) {
                QVERIFY2(literal(item->toPlainText()), qPrintable(where + QStringLiteral(": ") + item->toPlainText()));
                sawNameInAChart = sawNameInAChart || item->toPlainText().contains(QLatin1String("<b>bold"));
            }
            // Items' own tooltips (Qt Charts gives a legend entry one when its name is shortened).
            if (auto* gv = chart->findChild<QGraphicsView*>())
                for (QGraphicsItem* item : gv->scene()->items())
                    if (!item->toolTip().isEmpty()) {
                        QVERIFY2(literal(ShownText::of(item->toolTip(), Qt::AutoText)), qPrintable(item->toolTip()));
                    }
            for (const QString& label : chart->plottedCategoryLabels())
                QVERIFY2(literal(label), qPrintable(label));
            for (const QString& tip : chartHoverTips(chart))
                QVERIFY2(literal(tip), qPrintable(where + QStringLiteral(" tooltip: ") + tip));
            // The saved SVG is well-formed XML that carries the names as text.
            const QString svg = QDir(m_trap->dir()).filePath(chart->spec().id + QStringLiteral(".svg"));
            QString error;
            QVERIFY2(chart->saveSvg(svg, &error), qPrintable(error));
            QFile file(svg);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QXmlStreamReader xml(&file);
            while (!xml.atEnd())
                xml.readNext();
            QVERIFY2(!xml.hasError(), qPrintable(where + QStringLiteral(": ") + xml.errorString()));
            QVERIFY2(chart->savePng(QDir(m_trap->dir()).filePath(chart->spec().id + QStringLiteral(".png")), &error),
                     qPrintable(error));
            checkNoLoads(qPrintable(where));
        }
        QVERIFY(sawNameInAChart);
        // The category labels read back are the names, literally.
        const QStringList labels = charts->chart(ChartPanel::TimeToResult)->plottedCategoryLabels();
        QVERIFY2(labels.size() == 3 && labels[1].startsWith(QStringLiteral("<b>bold")),
                 qPrintable(labels.join(QLatin1Char('|'))));
    }

    void whyPanelForEveryFigure()
    {
        QTableView* table = m_view->comparisonTable();
        QTextBrowser* why = m_view->whyPanel();
        bool sawSource = false;
        for (int c = 0; c < table->model()->columnCount(); ++c)
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                table->setCurrentIndex(table->model()->index(r, c));
                why->grab();
                const QString shown = why->toPlainText();
                QVERIFY2(literal(shown), qPrintable(shown));
                sawSource = sawSource || shown.contains(offerSource());
                if (c == 2)
                    QVERIFY2(shown.contains(badGpuKey()), qPrintable(shown));
            }
        QVERIFY2(sawSource, "the offer's hostile source should appear, literally, in some explanation");
        checkNoLoads("why panel");
    }

    void editorAndWhatIfPanel()
    {
        m_view->selectScenario(0);
        ScenarioEditor* editor = m_view->editor();
        editor->grab();
        bool sawGpu = false;
        for (QComboBox* combo : editor->findChildren<QComboBox*>())
            for (int i = 0; i < combo->count(); ++i)
                sawGpu = sawGpu || combo->itemText(i) == gpuName();
        QVERIFY(sawGpu);
        bool sawOffer = false;
        QTableView* offers = editor->offerPicker()->table();
        for (int i = 0; i < offers->model()->rowCount(); ++i)
            for (int c = 0; c < offers->model()->columnCount(); ++c) {
                const QModelIndex cell = offers->model()->index(i, c);
                offers->scrollTo(cell);
                const QString tip = hover(offers->viewport(), offers->visualRect(cell).center());
                QVERIFY2(literal(tip), qPrintable(tip));
                sawOffer = sawOffer || tip.contains(offerSource());
            }
        QVERIFY(sawOffer);
        checkLabels(editor, "editor, valid scenario");
        m_view->selectScenario(2); // the banner and field errors quote the hostile GPU key
        editor->grab();
        auto* banner = editor->findChild<QLabel*>(QStringLiteral("editorBanner"));
        QVERIFY(banner);
        bool quoted = ShownText::of(banner).contains(badGpuKey());
        for (QLabel* e : editor->findChildren<QLabel*>(QStringLiteral("fieldError")))
            quoted = quoted || ShownText::of(e).contains(badGpuKey());
        QVERIFY(quoted);
        checkLabels(editor, "editor, broken scenario");
        // The what-if GPU step names the hostile GPU.
        WhatIfPanel* whatIf = m_view->whatIfPanel();
        m_view->workspace()->setWhatIfGpuStep(hostileCatalog().gpus[1].key);
        whatIf->grab();
        checkLabels(whatIf, "what-if panel");
        checkLabels(m_view.get(), "workspace view");
        checkNoLoads("editor and what-if panel");
    }

    void messageBoxesQuotingHostileText()
    {
        // A damaged file whose name is hostile: the message names it, as plain text.
        // (A file name cannot hold "</b>": the slash would be a folder.)
        const QString bad = QDir(m_trap->dir()).filePath(QStringLiteral("<img src=x> & <b>bold.gpuplan"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"gpu-planner-workspace\", \"scenarios\": [");
        file.close();
        MessageBoxes::clearShownMessages();
        QVERIFY(!m_view->openFile(bad));
        QCOMPARE(MessageBoxes::shownMessages().size(), 1);
        const QString message = MessageBoxes::shownMessages().first();
        QVERIFY2(message.contains(QStringLiteral("<img src=x> & <b>bold.gpuplan")), qPrintable(message));
        std::unique_ptr<QMessageBox> box(MessageBoxes::create(m_view.get(), QMessageBox::Warning, tr("Open workspace"),
                                                              message, QMessageBox::Ok, QMessageBox::Ok));
        box->show();
        QVERIFY(QTest::qWaitForWindowExposed(box.get()));
        box->grab();
        auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_label"));
        QVERIFY(label);
        QCOMPARE(ShownText::of(label), message);
        checkNoLoads("message box");
    }

    // With GP_MARKUP_SCREENSHOTS=<folder> (run under xvfb, 1280x800): the workspace with a scenario
    // named `<b>bold</b> & <img src=x>`, each chart, and the header and list tooltips, saved as PNGs for a
    // person to look at. Without it, the same walk still checks that nothing loads.
    void screenshotsOfTheShortName()
    {
        Workspace* ws = m_view->workspace();
        while (ws->scenarioCount() > 0)
            ws->removeScenario(0);
        ws->setTitle(ResourceTrap::shortName());
        ws->addScenario(WorkspaceTestCatalog::fineTune("nvidia-h100-sxm", "test-h100-od"), ResourceTrap::shortName());
        ws->setScenarioNotes(0, ResourceTrap::shortName() + QStringLiteral(" (notes)"));
        ws->addScenario(WorkspaceTestCatalog::fineTune("nvidia-a100-sxm-80gb", "test-a100-od"),
                        QStringLiteral("8x A100"));
        m_view->selectScenario(0);
        m_view->comparisonTable()->setCurrentIndex(
            m_view->comparisonModel()->index(ScenarioComparisonModel::CostPerRunRow, 0));
        QTRY_VERIFY(!m_view->comparison()->fitPending()); // the columns are fitted once the figures settle
        const QString folder = QString::fromLocal8Bit(qgetenv("GP_MARKUP_SCREENSHOTS"));
        const auto save = [&](QWidget* w, const QString& name) {
            const QPixmap shot = w->grab();
            if (!folder.isEmpty())
                QVERIFY(shot.save(QDir(folder).filePath(name)));
        };
        save(m_view.get(), QStringLiteral("markup-workspace.png"));
        for (int c = 0; c < ChartPanel::ChartCount; ++c) {
            m_view->charts()->tabs()->setCurrentIndex(c);
            ChartView* chart = m_view->charts()->chart(ChartPanel::Chart(c));
            PostedEvents::runLayouts(); // the tab's layout and Qt Charts' own layout run on posted events
            save(chart, QStringLiteral("markup-chart-%1.png").arg(chart->spec().id));
        }
        QHeaderView* header = m_view->comparisonTable()->horizontalHeader();
        const QPoint at(header->sectionViewportPosition(0) + 10, header->height() / 2);
        QHelpEvent event(QEvent::ToolTip, at, header->viewport()->mapToGlobal(at));
        QApplication::sendEvent(header->viewport(), &event);
        QLabel* tip = ShownText::toolTipLabel();
        QVERIFY(tip);
        QVERIFY2(ShownText::of(tip).startsWith(ResourceTrap::shortName() + QLatin1Char('\n')),
                 qPrintable(ShownText::of(tip)));
        save(tip, QStringLiteral("markup-header-tooltip.png"));
        QToolTip::hideText();
        QListView* list = m_view->scenarioList();
        const QPoint row = list->visualRect(list->model()->index(0, list->modelColumn())).center();
        QHelpEvent listEvent(QEvent::ToolTip, row, list->viewport()->mapToGlobal(row));
        QApplication::sendEvent(list->viewport(), &listEvent);
        tip = ShownText::toolTipLabel();
        QVERIFY(tip);
        QCOMPARE(ShownText::of(tip), ResourceTrap::shortName() + QStringLiteral("\n\n") + ResourceTrap::shortName() +
                                         QStringLiteral(" (notes)"));
        save(tip, QStringLiteral("markup-list-tooltip.png"));
        QToolTip::hideText();
        checkNoLoads("screenshots");
    }
};

QTEST_MAIN(TestHostileMarkup)
#include "tst_hostilemarkup.moc"
