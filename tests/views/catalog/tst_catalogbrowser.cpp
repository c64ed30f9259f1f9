// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The catalog tab, offscreen: filtering the GPU table by text, editing a cell through the model and
// undoing it, the editors the delegate picks, add/delete through the toolbar actions with undo, the
// source panel, CSV export through the FileDialogs seam, a cancelled reset, and the remembered display
// currency. Data: CatalogTestFixture.h imported into a temporary catalog.
#include "CatalogTestFixture.h"
#include "TestSupport.h"
#include "catalog/CatalogBrowser.h"
#include "catalog/CatalogFilterBar.h"
#include "catalog/CatalogItemDelegate.h"
#include "catalog/CatalogKeyPrompt.h"
#include "catalog/CatalogSourcePanel.h"
#include "catalog/CatalogStore.h"
#include "common/AppSettings.h"
#include "common/FileDialogs.h"
#include "common/MessageBoxes.h"
#include "itemmodels/CatalogFilterProxyModel.h"
#include "itemmodels/CatalogTableModel.h"

#include <QAction>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace {
QVariant storeValue(const CatalogStore& store, const QString& table, const QString& key, const QString& column)
{
    for (const QVariantMap& row : store.rows(table))
        if (row.value(QStringLiteral("key")).toString() == key)
            return row.value(column);
    return {};
}
bool hasRow(const CatalogStore& store, const QString& table, const QString& key)
{
    for (const QVariantMap& row : store.rows(table))
        if (row.value(QStringLiteral("key")).toString() == key)
            return true;
    return false;
}
} // namespace

class TestCatalogBrowser : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    CatalogStore m_store;
    std::unique_ptr<CatalogBrowser> m_browser;

    QModelIndex proxyIndex(const QString& table, const QString& key, const QString& column) const
    {
        CatalogTableModel* model = m_browser->model(table);
        const QModelIndex source = model->index(model->rowOfKey(key), model->columnOf(column));
        return m_browser->proxy(table)->mapFromSource(source);
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        QVERIFY(m_dir.isValid());
        const QString error = CatalogTestFixture::load(m_store, m_dir.path());
        QVERIFY2(error.isEmpty(), qPrintable(error));
        AppSettings::setDisplayCurrency(QStringLiteral("USD"));
        m_browser = std::make_unique<CatalogBrowser>(&m_store);
        m_browser->resize(1280, 760);
        m_browser->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_browser.get()));
    }
    void cleanupTestCase()
    {
        m_browser.reset();
        saveScreenshotsIfAsked();
    }

    void listsEveryTable()
    {
        for (const QString& table : CatalogBrowser::tableNames())
            QVERIFY2(m_browser->model(table), qPrintable(table));
        QVERIFY(m_browser->view(QStringLiteral("gpus"))->isSortingEnabled());
        QVERIFY(m_browser->view(QStringLiteral("gpus"))->alternatingRowColors());
    }

    // Issue 33: typing "h100" filters once, kTextDelayMs after the last key, not once per key; the pending
    // text is applied by the delay (QSignalSpy::wait, no sleep) or at once by applyText().
    void typedTextIsAppliedOnceAfterTheDelay()
    {
        m_browser->showTable(QStringLiteral("gpus"));
        m_browser->filterBar()->setText(QString());
        CatalogFilterProxyModel* proxy = m_browser->proxy(QStringLiteral("gpus"));
        const int all = proxy->rowCount();
        QSignalSpy applied(m_browser->filterBar(), &CatalogFilterBar::filtersChanged);
        QTest::keyClicks(m_browser->filterBar()->searchField(), QStringLiteral("zztest h100"));
        QCOMPARE(applied.count(), 0); // 11 keys typed, nothing filtered yet
        QVERIFY(m_browser->filterBar()->textPending());
        QCOMPARE(proxy->rowCount(), all);
        QVERIFY(applied.wait(5000));
        QCOMPARE(applied.count(), 1);
        QVERIFY(!m_browser->filterBar()->textPending());
        QCOMPARE(proxy->text(), QStringLiteral("zztest h100"));
        QCOMPARE(proxy->rowCount(), 1);

        // Backspace twice: pending until applyText() applies "zztest h1" at once.
        QTest::keyClick(m_browser->filterBar()->searchField(), Qt::Key_Backspace);
        QTest::keyClick(m_browser->filterBar()->searchField(), Qt::Key_Backspace);
        QCOMPARE(proxy->text(), QStringLiteral("zztest h100"));
        m_browser->filterBar()->applyText();
        QCOMPARE(applied.count(), 2);
        QVERIFY(!m_browser->filterBar()->textPending());
        QCOMPARE(proxy->text(), QStringLiteral("zztest h1"));
        m_browser->filterBar()->setText(QString());
        QCOMPARE(proxy->rowCount(), all);
    }

    void filterGpusByTextThenEditAndUndo()
    {
        m_browser->showTable(QStringLiteral("gpus"));
        QCOMPARE(m_browser->currentTable(), QStringLiteral("gpus"));
        m_browser->filterBar()->setText(QStringLiteral("zztest h100"));
        CatalogFilterProxyModel* proxy = m_browser->proxy(QStringLiteral("gpus"));
        QCOMPARE(proxy->rowCount(), 1);
        QCOMPARE(proxy->index(0, 0).data(CatalogTableModel::KeyRole).toString(), QStringLiteral("zztest-h100"));

        const QModelIndex memory =
            proxyIndex(QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("memory_gb"));
        QVERIFY(proxy->setData(memory, 94.0));
        QCOMPARE(storeValue(m_store, QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("memory_gb"))
                     .toDouble(),
                 94.0);
        QCOMPARE(memory.data().toString(), QStringLiteral("94"));
        QCOMPARE(m_browser->undoStack()->count(), 1);
        m_browser->undoStack()->undo();
        QCOMPARE(storeValue(m_store, QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("memory_gb"))
                     .toDouble(),
                 80.0);
        QCOMPARE(memory.data().toString(), QStringLiteral("80"));
        m_browser->filterBar()->setText(QString());
    }

    void editedRowKeepsItsSourceAndSaysWhen()
    {
        m_browser->showTable(QStringLiteral("offers"));
        const QModelIndex price =
            proxyIndex(QStringLiteral("offers"), QStringLiteral("zztest-8x-hourly"), QStringLiteral("price"));
        QVERIFY(m_browser->proxy(QStringLiteral("offers"))->setData(price, 90.0));
        const QString today = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
        m_browser->view(QStringLiteral("offers"))
            ->setCurrentIndex(
                proxyIndex(QStringLiteral("offers"), QStringLiteral("zztest-8x-hourly"), QStringLiteral("price")));
        const QString shown = m_browser->sourcePanel()->text();
        // The shipped source and as-of stay; the edit is said beside them.
        QVERIFY2(shown.contains(QStringLiteral("ZZ Cloud pricing page")) &&
                     shown.contains(QStringLiteral("2026-05-01")) &&
                     shown.contains(QStringLiteral("edited by you on %1").arg(today)),
                 qPrintable(shown));
        const QString tip = price.data(CatalogTableModel::SourceRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("As of: 2026-05-01")) &&
                     tip.contains(QStringLiteral("Edited by you on %1").arg(today)),
                 qPrintable(tip));
        // A shipped row never edited says nothing of the kind (the zztest rows were imported: user rows).
        CatalogTableModel* offers = m_browser->model(QStringLiteral("offers"));
        int shipped = 0;
        while (shipped < offers->rowCount() && offers->keyAt(shipped).startsWith(QLatin1String("zztest")))
            ++shipped;
        QVERIFY(shipped < offers->rowCount());
        QVERIFY(offers->editedOn(shipped).isEmpty());
        m_browser->view(QStringLiteral("offers"))
            ->setCurrentIndex(m_browser->proxy(QStringLiteral("offers"))->mapFromSource(offers->index(shipped, 0)));
        QVERIFY2(!m_browser->sourcePanel()->text().contains(QStringLiteral("edited by you")),
                 qPrintable(m_browser->sourcePanel()->text()));
        m_browser->undoStack()->undo();
    }

    void catalogUndoIsInTheCatalogMenu()
    {
        // The Catalog menu is in the menu bar whichever tab shows: its Undo is this tab's stack.
        auto* bar = new QMenuBar(m_browser.get()); // lives as long as the browser, as in the main window
        bar->hide();
        m_browser->addMenus(bar);
        QAction* undo = m_browser->undoCatalogAction();
        QVERIFY(undo);
        bool inMenu = false;
        for (QAction* a : bar->actions())
            if (a->menu() && a->menu()->actions().contains(undo))
                inMenu = true;
        QVERIFY(inMenu);
        m_browser->showTable(QStringLiteral("gpus"));
        const QModelIndex tdp =
            proxyIndex(QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("tdp_w"));
        QVERIFY(m_browser->proxy(QStringLiteral("gpus"))->setData(tdp, 650.0));
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(QStringLiteral("Undo Catalog Edit")), qPrintable(undo->text()));
        undo->trigger();
        QCOMPARE(storeValue(m_store, QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("tdp_w"))
                     .toDouble(),
                 700.0);
        QVERIFY(m_browser->redoCatalogAction()->isEnabled());
    }

    void searchRanksNamesAndKeysAboveNotes()
    {
        // The MI300X's notes mention the H100; searching "h100" must list the H100 rows first, in either
        // sort direction.
        QVERIFY(m_store.setValue(QStringLiteral("gpus"), QStringLiteral("zztest-mi300x"), QStringLiteral("notes"),
                                 QStringLiteral("Often compared with the H100.")));
        m_browser->showTable(QStringLiteral("gpus"));
        m_browser->filterBar()->setText(QStringLiteral("zztest h100"));
        CatalogFilterProxyModel* proxy = m_browser->proxy(QStringLiteral("gpus"));
        QCOMPARE(proxy->rowCount(), 2);
        QTableView* view = m_browser->view(QStringLiteral("gpus"));
        for (Qt::SortOrder order : {Qt::DescendingOrder, Qt::AscendingOrder}) {
            view->sortByColumn(0, order);
            QCOMPARE(proxy->index(0, 0).data(CatalogTableModel::KeyRole).toString(), QStringLiteral("zztest-h100"));
            QCOMPARE(proxy->index(1, 0).data(CatalogTableModel::KeyRole).toString(), QStringLiteral("zztest-mi300x"));
        }
        // Without the text, the sort column alone orders the rows again.
        m_browser->filterBar()->setText(QStringLiteral("zztest"));
        view->sortByColumn(0, Qt::DescendingOrder);
        QCOMPARE(proxy->index(0, 0).data(CatalogTableModel::KeyRole).toString(), QStringLiteral("zztest-mi300x"));
        view->sortByColumn(0, Qt::AscendingOrder);
        m_browser->filterBar()->setText(QString());
        QVERIFY(m_store.setValue(QStringLiteral("gpus"), QStringLiteral("zztest-mi300x"), QStringLiteral("notes"),
                                 QVariant()));
    }

    void refusedEditIsReported()
    {
        m_browser->showTable(QStringLiteral("gpus"));
        const QModelIndex memory =
            proxyIndex(QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("memory_gb"));
        const int steps = m_browser->undoStack()->count();
        QVERIFY(!m_browser->proxy(QStringLiteral("gpus"))->setData(memory, 0.0));
        QVERIFY2(m_browser->lastMessage().contains(QStringLiteral("memory_gb")), qPrintable(m_browser->lastMessage()));
        QCOMPARE(m_browser->undoStack()->count(), steps);
    }

    void delegatePicksEditorsFromTheSchema()
    {
        QTableView* view = m_browser->view(QStringLiteral("offers"));
        auto* delegate = qobject_cast<CatalogItemDelegate*>(view->itemDelegate());
        QVERIFY(delegate);
        QStyleOptionViewItem option;
        // Foreign key: a combo box of provider keys.
        const QModelIndex provider =
            proxyIndex(QStringLiteral("offers"), QStringLiteral("zztest-inr-hourly"), QStringLiteral("provider_key"));
        std::unique_ptr<QWidget> editor(delegate->createEditor(view->viewport(), option, provider));
        auto* combo = qobject_cast<QComboBox*>(editor.get());
        QVERIFY(combo);
        QVERIFY(combo->findData(QStringLiteral("zztest-cloud")) >= 0);
        delegate->setEditorData(combo, provider);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("zztest-india"));
        // Choices: the tier list from the schema.
        const QModelIndex tier =
            proxyIndex(QStringLiteral("offers"), QStringLiteral("zztest-inr-hourly"), QStringLiteral("tier"));
        editor.reset(delegate->createEditor(view->viewport(), option, tier));
        QVERIFY(qobject_cast<QComboBox*>(editor.get())->findData(QStringLiteral("reserved_3y")) >= 0);
        // Integer >= 1: a spin box that cannot go below 1.
        const QModelIndex gpus = proxyIndex(QStringLiteral("offers"), QStringLiteral("zztest-inr-hourly"),
                                            QStringLiteral("gpus_per_instance"));
        editor.reset(delegate->createEditor(view->viewport(), option, gpus));
        QCOMPARE(qobject_cast<QSpinBox*>(editor.get())->minimum(), 1);

        // Optional number > 0: the spin box's lowest step means "unknown" and reads as an em dash.
        QTableView* gpuView = m_browser->view(QStringLiteral("gpus"));
        auto* gpuDelegate = qobject_cast<CatalogItemDelegate*>(gpuView->itemDelegate());
        const QModelIndex fp4 =
            proxyIndex(QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("fp4_dense_tflops"));
        editor.reset(gpuDelegate->createEditor(gpuView->viewport(), option, fp4));
        auto* spin = qobject_cast<QDoubleSpinBox*>(editor.get());
        QVERIFY(spin);
        gpuDelegate->setEditorData(spin, fp4);
        QCOMPARE(spin->value(), spin->minimum());
        QCOMPARE(spin->specialValueText(), QStringLiteral("\u2014"));
        QVERIFY(!gpuDelegate->editorValue(spin, fp4).isValid());
        spin->setValue(9000.0);
        QCOMPARE(gpuDelegate->editorValue(spin, fp4).toDouble(), 9000.0);
        // Date: a line edit; an invalid date is refused by the delegate and never written.
        const QModelIndex asOf =
            proxyIndex(QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("as_of"));
        editor.reset(gpuDelegate->createEditor(gpuView->viewport(), option, asOf));
        auto* line = qobject_cast<QLineEdit*>(editor.get());
        QVERIFY(line);
        line->setText(QStringLiteral("last spring"));
        const int steps = m_browser->undoStack()->count();
        gpuDelegate->setModelData(line, gpuView->model(), asOf);
        QCOMPARE(storeValue(m_store, QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("as_of"))
                     .toString(),
                 QStringLiteral("2024-01"));
        QCOMPARE(m_browser->undoStack()->count(), steps);
        QVERIFY2(m_browser->lastMessage().contains(QStringLiteral("as_of")), qPrintable(m_browser->lastMessage()));
    }

    void addAndDeleteRowsWithUndo()
    {
        m_browser->showTable(QStringLiteral("providers"));
        CatalogKeyPrompt::setNextAnswer(QStringLiteral("zztest-new-provider"));
        m_browser->addRow();
        QVERIFY(hasRow(m_store, QStringLiteral("providers"), QStringLiteral("zztest-new-provider")));
        m_browser->undoStack()->undo();
        QVERIFY(!hasRow(m_store, QStringLiteral("providers"), QStringLiteral("zztest-new-provider")));

        // A provider its offers still point at cannot go: refused with a message, no undo step.
        QTableView* view = m_browser->view(QStringLiteral("providers"));
        view->selectRow(
            proxyIndex(QStringLiteral("providers"), QStringLiteral("zztest-india"), QStringLiteral("key")).row());
        QVERIFY2(m_browser->sourcePanel()->text().contains(QStringLiteral("ZZ India price list")),
                 qPrintable(m_browser->sourcePanel()->text()));
        const int steps = m_browser->undoStack()->count();
        m_browser->deleteRows();
        QVERIFY(hasRow(m_store, QStringLiteral("providers"), QStringLiteral("zztest-india")));
        QVERIFY2(m_browser->lastMessage().contains(QStringLiteral("zztest-inr-hourly")),
                 qPrintable(m_browser->lastMessage()));
        QCOMPARE(m_browser->undoStack()->count(), steps);

        // An offer nothing refers to goes, and undo restores it with every field.
        m_browser->showTable(QStringLiteral("offers"));
        CatalogTableModel* offers = m_browser->model(QStringLiteral("offers"));
        const QVariantMap before = offers->rowValues(offers->rowOfKey(QStringLiteral("zztest-monthly")));
        QTableView* offerView = m_browser->view(QStringLiteral("offers"));
        offerView->selectRow(
            proxyIndex(QStringLiteral("offers"), QStringLiteral("zztest-monthly"), QStringLiteral("key")).row());
        QVERIFY2(m_browser->sourcePanel()->text().contains(QStringLiteral("ZZ Cloud pricing page")),
                 qPrintable(m_browser->sourcePanel()->text()));
        m_browser->deleteRows();
        QVERIFY(!hasRow(m_store, QStringLiteral("offers"), QStringLiteral("zztest-monthly")));
        m_browser->undoStack()->undo();
        QVERIFY(hasRow(m_store, QStringLiteral("offers"), QStringLiteral("zztest-monthly")));
        QCOMPARE(offers->rowValues(offers->rowOfKey(QStringLiteral("zztest-monthly"))), before);
    }

    void exportCsvThroughSeam()
    {
        m_browser->showTable(QStringLiteral("gpus"));
        const QString path = m_dir.filePath(QStringLiteral("gpus.csv"));
        FileDialogs::setNextFileName(path);
        m_browser->exportCsv();
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(m_browser->lastMessage()));
        const QByteArray csv = file.readAll();
        QVERIFY(csv.startsWith("key,"));
        QVERIFY(csv.contains("zztest-mi300x"));
    }

    void exportSelectedRowsAsJson()
    {
        m_browser->showTable(QStringLiteral("gpus"));
        QTableView* view = m_browser->view(QStringLiteral("gpus"));
        view->clearSelection();
        view->selectRow(
            proxyIndex(QStringLiteral("gpus"), QStringLiteral("zztest-mi300x"), QStringLiteral("key")).row());
        const QString path = m_dir.filePath(QStringLiteral("selection.json"));
        FileDialogs::setNextFileName(path);
        m_browser->exportJson(true);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(m_browser->lastMessage()));
        const QByteArray json = file.readAll();
        QVERIFY(json.contains("zztest-mi300x"));
        QVERIFY(!json.contains("zztest-h100"));
    }

    void importThroughSeamClearsUndoHistory()
    {
        const QModelIndex memory =
            proxyIndex(QStringLiteral("gpus"), QStringLiteral("zztest-mi300x"), QStringLiteral("memory_gb"));
        QVERIFY(m_browser->proxy(QStringLiteral("gpus"))->setData(memory, 190.0));
        QVERIFY(m_browser->undoStack()->count() > 0);
        // Re-importing the fixture puts 192 GB back and drops the history that described the old rows.
        const QString path = m_dir.filePath(QStringLiteral("fixture.json"));
        FileDialogs::setNextFileName(path);
        m_browser->importJson();
        QCOMPARE(
            storeValue(m_store, QStringLiteral("gpus"), QStringLiteral("zztest-mi300x"), QStringLiteral("memory_gb"))
                .toDouble(),
            192.0);
        QCOMPARE(m_browser->undoStack()->count(), 0);
    }

    void columnWidthsAreRemembered()
    {
        const int column = m_browser->model(QStringLiteral("gpus"))->columnOf(QStringLiteral("name"));
        m_browser->view(QStringLiteral("gpus"))->horizontalHeader()->resizeSection(column, 321);
        CatalogBrowser second(&m_store);
        QCOMPARE(second.view(QStringLiteral("gpus"))->horizontalHeader()->sectionSize(column), 321);
    }

    void resetNeedsConfirmation()
    {
        QVERIFY(
            m_store.setValue(QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("tdp_w"), 701.0));
        MessageBoxes::clearShownMessages();
        MessageBoxes::queueAnswer(QMessageBox::Cancel);
        m_browser->resetToShipped();
        QCOMPARE(MessageBoxes::shownMessages().size(), 1);
        QCOMPARE(storeValue(m_store, QStringLiteral("gpus"), QStringLiteral("zztest-h100"), QStringLiteral("tdp_w"))
                     .toDouble(),
                 701.0);
    }

    void displayCurrencyIsRemembered()
    {
        auto* bar = new QMenuBar(m_browser.get()); // lives as long as the browser, as in the main window
        bar->hide();
        m_browser->addMenus(bar);
        QCOMPARE(bar->actions().size(), 1);
        QCOMPARE(bar->actions().first()->text(), QStringLiteral("&Catalog"));
        m_browser->setDisplayCurrency(QStringLiteral("INR"));
        QCOMPARE(AppSettings::displayCurrency(), QStringLiteral("INR"));
        CatalogTableModel* offers = m_browser->model(QStringLiteral("offers"));
        QCOMPARE(offers->headerData(offers->normalisedPriceColumn(), Qt::Horizontal).toString(),
                 QStringLiteral("Price per GPU-hour\n(INR)")); // the browser shows units on a second line
        QCOMPARE(m_browser->filterBar()->displayCurrency(), QStringLiteral("INR"));
        // A new browser starts in the remembered currency.
        CatalogBrowser second(&m_store);
        QCOMPARE(second.model(QStringLiteral("offers"))->displayCurrency(), QStringLiteral("INR"));
        m_browser->setDisplayCurrency(QStringLiteral("USD"));
    }
    // Not a check: with GP_CATALOG_SCREENSHOT=<folder> set, the last step saves the browser over the shipped
    // catalog source (resources/catalog/*.json) as catalog-browser.png and catalog-offers.png for the docs.
private:
    void saveScreenshotsIfAsked()
    {
        const QString folder = qEnvironmentVariable("GP_CATALOG_SCREENSHOT");
        if (folder.isEmpty())
            return;
        QTemporaryDir dir;
        CatalogStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("catalog.sqlite"))));
        for (const char* table : {"gpus", "links", "providers", "currencies", "models", "tco_defaults", "offers"}) {
            QString error;
            const QString file = QStringLiteral(GP_SOURCE_DIR "/resources/catalog/%1.json").arg(QLatin1String(table));
            QVERIFY2(store.importJson(file, &error), qPrintable(file + QStringLiteral(": ") + error));
        }
        CatalogBrowser browser(&store);
        browser.resize(1400, 800);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        const auto shoot = [&](const QString& table, const QString& name, int row) {
            browser.showTable(table);
            browser.view(table)->selectRow(row);
            QCoreApplication::processEvents();
            QVERIFY(browser.grab().save(QDir(folder).filePath(name)));
        };
        // Informational only (no timed assertion): how long one keystroke's filtering takes.
        QElapsedTimer timer;
        timer.start();
        browser.filterBar()->setText(QStringLiteral("h100"));
        qInfo("filtering all %d tables by text: %lld ms (%d offers match)", int(CatalogBrowser::tableNames().size()),
              timer.elapsed(), browser.proxy(QStringLiteral("offers"))->rowCount());
        browser.filterBar()->setText(QString());
        shoot(QStringLiteral("gpus"), QStringLiteral("catalog-browser.png"), 3);
        shoot(QStringLiteral("offers"), QStringLiteral("catalog-offers.png"), 5);
        shoot(QStringLiteral("models"), QStringLiteral("catalog-models.png"), 3);
    }
};

QTEST_MAIN(TestCatalogBrowser)
#include "tst_catalogbrowser.moc"
