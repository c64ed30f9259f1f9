// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// A hostile catalog row, imported as a colleague's catalog JSON would be, walked offscreen in the
// catalog browser (issue 9, item 4): names, sources, notes, provider names and a currency's source full
// of HTML, images pointing at bait files and a custom scheme, a style sheet link and a script. The table
// cells and headers and their tooltips, the source panel, the exchange-rate label and its tooltip, the
// message line and message boxes must show the text literally, and the ResourceTrap must count zero
// resources loaded.
#include "CatalogTestFixture.h"
#include "ResourceTrap.h"
#include "ShownText.h"
#include "TestSupport.h"
#include "catalog/CatalogBrowser.h"
#include "catalog/CatalogKeyPrompt.h"
#include "catalog/CatalogSourcePanel.h"
#include "catalog/CatalogStore.h"
#include "common/AppSettings.h"
#include "common/FileDialogs.h"
#include "common/MessageBoxes.h"
#include "itemmodels/CatalogFilterProxyModel.h"
#include "itemmodels/CatalogTableModel.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableView>
#include <QtTest>

#include <memory>

namespace {

bool literal(const QString& shown)
{
    // Rendered as HTML, "<b>bold</b> & <img ...>" would come out as "bold & " plus an image placeholder.
    return !shown.contains(QChar(0xFFFC)) && !shown.contains(QLatin1String("bold &"));
}

QString hover(QWidget* widget, const QPoint& pos)
{
    QHelpEvent event(QEvent::ToolTip, pos, widget->mapToGlobal(pos));
    QApplication::sendEvent(widget, &event);
    QLabel* tip = ShownText::toolTipLabel();
    if (!tip)
        return {};
    tip->grab();
    const QString shown = ShownText::of(tip);
    QToolTip::hideText();
    return shown;
}

// Sets `field` of the row keyed `key` in `table` of the catalog JSON `doc`.
void setField(QJsonObject& doc, const QString& table, const QString& key, const QString& field, const QString& value)
{
    QJsonArray rows = doc.value(table).toArray();
    for (int i = 0; i < rows.size(); ++i) {
        QJsonObject row = rows[i].toObject();
        if (row.value(QStringLiteral("key")).toString() == key || row.value(QStringLiteral("code")).toString() == key) {
            row.insert(field, value);
            rows[i] = row;
        }
    }
    doc.insert(table, rows);
}
} // namespace

class TestHostileCatalog : public QObject {
    Q_OBJECT
    std::unique_ptr<ResourceTrap> m_trap;
    CatalogStore m_store;
    std::unique_ptr<CatalogBrowser> m_browser;

    QString gpuName() const { return m_trap->hostile(QStringLiteral(" GPU")); }
    QString gpuSource() const { return m_trap->hostile(QStringLiteral(" source")); }
    QString gpuNotes() const { return m_trap->hostile(QStringLiteral(" notes\nline two")); }
    QString providerName() const { return m_trap->hostile(QStringLiteral(" provider")); }
    QString rateSource() const { return m_trap->hostile(QStringLiteral(" rate source")); }

    void checkNoLoads(const char* where)
    {
        QVERIFY2(m_trap->loads() == 0, qPrintable(QLatin1String(where) + QStringLiteral(": ") + m_trap->report()));
    }
    void checkLabels(QWidget* root, const char* where)
    {
        for (QLabel* label : root->findChildren<QLabel*>())
            QVERIFY2(literal(ShownText::of(label)),
                     qPrintable(QStringLiteral("%1: label %2 shows \"%3\"")
                                    .arg(QLatin1String(where), label->objectName(), ShownText::of(label))));
    }
    // Hovers every cell of `row` and every header section of `table`; all tooltips literal.
    QStringList hoverRowAndHeader(const QString& table, int row)
    {
        QTableView* view = m_browser->view(table);
        QStringList tips;
        QHeaderView* header = view->horizontalHeader();
        for (int c = 0; c < view->model()->columnCount(); ++c) {
            const QModelIndex index = view->model()->index(row, c);
            view->scrollTo(index);
            tips << hover(view->viewport(), view->visualRect(index).center());
            tips << hover(header->viewport(), QPoint(header->sectionViewportPosition(c) + header->sectionSize(c) / 2,
                                                     header->height() / 2));
        }
        return tips;
    }
    int rowOf(const QString& table, const QString& key) const
    {
        CatalogTableModel* model = m_browser->model(table);
        return m_browser->proxy(table)->mapFromSource(model->index(model->rowOfKey(key), 0)).row();
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        AppSettings::setDisplayCurrency(QStringLiteral("USD"));
        m_trap = std::make_unique<ResourceTrap>();
        QDir::setCurrent(m_trap->dir());
        QVERIFY2(m_store.open(QDir(m_trap->dir()).filePath(QStringLiteral("catalog.sqlite"))),
                 qPrintable(m_store.startupMessage()));
        QJsonObject doc = QJsonDocument::fromJson(CatalogTestFixture::json()).object();
        setField(doc, QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("name"), gpuName());
        setField(doc, QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("source"), gpuSource());
        setField(doc, QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("notes"), gpuNotes());
        setField(doc, QStringLiteral("providers"), QStringLiteral("zztest-cloud"), QStringLiteral("name"),
                 providerName());
        setField(doc, QStringLiteral("currencies"), QStringLiteral("INR"), QStringLiteral("source"), rateSource());
        const QString path = QDir(m_trap->dir()).filePath(QStringLiteral("hostile.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(doc).toJson());
        file.close();
        QString error;
        QVERIFY2(m_store.importJson(path, &error), qPrintable(error));

        m_browser = std::make_unique<CatalogBrowser>(&m_store);
        m_browser->resize(1280, 760);
        m_browser->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_browser.get()));
        m_browser->grab();
        checkNoLoads("opening the catalog");
    }
    void cleanupTestCase()
    {
        m_browser.reset();
        m_trap.reset();
    }

    void gpuRowCellsTooltipsAndSourcePanel()
    {
        m_browser->showTable(QStringLiteral("gpus"));
        const int row = rowOf(QStringLiteral("gpus"), QStringLiteral("zztest-h100"));
        QTableView* view = m_browser->view(QStringLiteral("gpus"));
        CatalogTableModel* model = m_browser->model(QStringLiteral("gpus"));
        QCOMPARE(view->model()->index(row, model->columnOf(QStringLiteral("name"))).data().toString(), gpuName());
        view->selectRow(row);
        CatalogSourcePanel* panel = m_browser->sourcePanel();
        panel->grab();
        const QString shown = panel->text();
        QVERIFY2(shown.contains(gpuSource()) && shown.contains(gpuNotes()), qPrintable(shown));
        QVERIFY2(literal(shown), qPrintable(shown));
        bool sawSource = false;
        for (const QString& tip : hoverRowAndHeader(QStringLiteral("gpus"), row)) {
            QVERIFY2(literal(tip), qPrintable(tip));
            sawSource = sawSource || tip.contains(gpuSource());
        }
        QVERIFY(sawSource);
        view->grab();
        checkNoLoads("gpus table");
    }

    void offersAndProvidersWithAHostileProvider()
    {
        for (const QString& table : {QStringLiteral("providers"), QStringLiteral("offers")}) {
            m_browser->showTable(table);
            const int row = rowOf(table, table == QLatin1String("offers") ? QStringLiteral("zztest-8x-hourly")
                                                                          : QStringLiteral("zztest-cloud"));
            m_browser->view(table)->selectRow(row);
            for (const QString& tip : hoverRowAndHeader(table, row))
                QVERIFY2(literal(tip), qPrintable(table + QStringLiteral(": ") + tip));
            QVERIFY(literal(m_browser->sourcePanel()->text()));
            m_browser->grab();
            checkNoLoads(qPrintable(table));
        }
    }

    void exchangeRateLabelAndTooltip()
    {
        auto* rate = m_browser->findChild<QLabel*>(QStringLiteral("catalogRate"));
        QVERIFY(rate);
        const QString tip = hover(rate, rate->rect().center());
        QVERIFY2(tip.contains(rateSource()), qPrintable(tip));
        QVERIFY(literal(tip));
        checkLabels(m_browser.get(), "catalog browser");
        checkNoLoads("exchange rate");
    }

    void messagesQuotingHostileText()
    {
        // The message line: a refused key quotes what was typed.
        m_browser->showTable(QStringLiteral("gpus"));
        CatalogKeyPrompt::setNextAnswer(m_trap->hostile());
        m_browser->addRow();
        m_browser->grab();
        auto* line = m_browser->findChild<QLabel*>(QStringLiteral("catalogMessage"));
        QVERIFY(line);
        QCOMPARE(line->textFormat(), Qt::PlainText);
        QCOMPARE(ShownText::of(line), m_browser->lastMessage());
        checkLabels(m_browser.get(), "after a refused key");
        // A broken import whose file name is hostile: the box names the file as plain text.
        // (A file name cannot hold "</b>": the slash would be a folder.)
        const QString bad = QDir(m_trap->dir()).filePath(QStringLiteral("<img src=x> & <b>bold.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"gpu-planner-catalog\", \"gpus\": [");
        file.close();
        MessageBoxes::clearShownMessages();
        FileDialogs::setNextFileName(bad);
        m_browser->importJson();
        QCOMPARE(MessageBoxes::shownMessages().size(), 1);
        const QString message = MessageBoxes::shownMessages().first();
        QVERIFY2(message.contains(QStringLiteral("<img src=x> & <b>bold.json")), qPrintable(message));
        std::unique_ptr<QMessageBox> box(MessageBoxes::create(
            m_browser.get(), QMessageBox::Warning, tr("Import Failed"), message, QMessageBox::Ok, QMessageBox::Ok));
        box->show();
        QVERIFY(QTest::qWaitForWindowExposed(box.get()));
        box->grab();
        auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_label"));
        QVERIFY(label);
        QCOMPARE(ShownText::of(label), message);
        checkNoLoads("messages");
    }
};

QTEST_MAIN(TestHostileCatalog)
#include "tst_hostilecatalog.moc"
