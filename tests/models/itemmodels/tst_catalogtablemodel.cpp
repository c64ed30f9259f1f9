// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// CatalogTableModel over a real CatalogStore (temporary file, fixture rows from
// tests/views/catalog/CatalogTestFixture.h): headers with units, display precision, numeric sort
// values, source tooltips, fine-grained updates on single-row changes, the offers' normalised price
// column, and edits going through CatalogEditor onto an undo stack.
#include "../../views/catalog/CatalogTestFixture.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "itemmodels/CatalogEditor.h"
#include "itemmodels/CatalogTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace {
QVariant cell(const CatalogTableModel& m, const QString& key, const QString& column, int role = Qt::DisplayRole)
{
    return m.index(m.rowOfKey(key), m.columnOf(column)).data(role);
}
QVariant priceCell(const CatalogTableModel& m, const QString& key, int role = Qt::DisplayRole)
{
    return m.index(m.rowOfKey(key), m.normalisedPriceColumn()).data(role);
}
QVariant storeValue(const CatalogStore& store, const QString& table, const QString& key, const QString& column)
{
    for (const QVariantMap& row : store.rows(table))
        if (row.value(QStringLiteral("key")).toString() == key)
            return row.value(column);
    return {};
}
} // namespace

class TestCatalogTableModel : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    CatalogStore m_store;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
        const QString error = CatalogTestFixture::load(m_store, m_dir.path());
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void fillsUnderModelTester()
    {
        CatalogTableModel model(&m_store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setTable(QStringLiteral("gpus"));
        QCOMPARE(model.rowCount(), int(m_store.rows(QStringLiteral("gpus")).size()));
        QVERIFY(model.rowOfKey(QStringLiteral("zztest-h100")) >= 0);
        QCOMPARE(model.columnCount(), int(catalog::catalogTable(QStringLiteral("gpus"))->columns.size()));
        QCOMPARE(model.normalisedPriceColumn(), -1);
    }

    void headersAndDisplay()
    {
        CatalogTableModel model(&m_store);
        model.setTable(QStringLiteral("gpus"));
        const int memory = model.columnOf(QStringLiteral("memory_gb"));
        QCOMPARE(model.headerData(memory, Qt::Horizontal).toString(), QStringLiteral("Memory (GB)"));
        QCOMPARE(model.headerData(model.columnOf(QStringLiteral("memory_bandwidth_tbps")), Qt::Horizontal).toString(),
                 QStringLiteral("Memory bandwidth (TB/s)"));
        model.setTwoLineHeaders(true);
        QCOMPARE(model.headerData(memory, Qt::Horizontal).toString(), QStringLiteral("Memory\n(GB)"));
        QCOMPARE(model.headerData(model.columnOf(QStringLiteral("vendor")), Qt::Horizontal).toString(),
                 QStringLiteral("Vendor"));
        model.setTwoLineHeaders(false);
        const QString h100 = QStringLiteral("zztest-h100");
        QCOMPARE(cell(model, h100, QStringLiteral("memory_gb")).toString(), QStringLiteral("80"));
        QCOMPARE(cell(model, h100, QStringLiteral("memory_bandwidth_tbps")).toString(), QStringLiteral("3.35"));
        QCOMPARE(cell(model, h100, QStringLiteral("fp16_dense_tflops")).toString(), QStringLiteral("989.4"));
        QCOMPARE(cell(model, h100, QStringLiteral("launch_year")).toString(), QStringLiteral("2022"));
        QCOMPARE(cell(model, h100, QStringLiteral("fp4_dense_tflops")).toString(), QStringLiteral("\u2014"));
        QCOMPARE(cell(model, h100, QStringLiteral("memory_gb"), Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(cell(model, h100, QStringLiteral("vendor"), Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignLeft | Qt::AlignVCenter));
        // Sorting sees numbers, not text ("192" < "80" as text).
        QCOMPARE(cell(model, h100, QStringLiteral("memory_gb"), CatalogTableModel::SortRole).typeId(),
                 int(QMetaType::Double));
        QCOMPARE(cell(model, h100, QStringLiteral("memory_gb"), CatalogTableModel::SortRole).toDouble(), 80.0);
        QVERIFY(!cell(model, h100, QStringLiteral("fp4_dense_tflops"), CatalogTableModel::SortRole).isValid());
        // The key is the row's identity: not editable in place. Figures are.
        QVERIFY(!(model.flags(model.index(0, model.columnOf(QStringLiteral("key")))) & Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(0, memory)) & Qt::ItemIsEditable);
    }

    void sourceOnEveryRow()
    {
        CatalogTableModel model(&m_store);
        model.setTable(QStringLiteral("gpus"));
        const QString source =
            cell(model, QStringLiteral("zztest-h100"), QStringLiteral("vendor"), CatalogTableModel::SourceRole)
                .toString();
        QVERIFY2(source.contains(QStringLiteral("Source: NVIDIA H100 datasheet")), qPrintable(source));
        QVERIFY2(source.contains(QStringLiteral("URL: https://www.nvidia.com/en-us/data-center/h100/")),
                 qPrintable(source));
        QVERIFY2(source.contains(QStringLiteral("As of: 2024-01")), qPrintable(source));
        QCOMPARE(cell(model, QStringLiteral("zztest-h100"), QStringLiteral("memory_gb"), Qt::ToolTipRole).toString(),
                 source);
    }

    void singleRowChangesAreFineGrained()
    {
        CatalogTableModel model(&m_store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(QStringLiteral("providers"));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        const int rows = model.rowCount();

        QVERIFY(m_store.setValue(QStringLiteral("providers"), QStringLiteral("zztest-india"), QStringLiteral("region"),
                                 QStringLiteral("Chennai")));
        QCOMPARE(changed.count(), 1);
        const int india = model.rowOfKey(QStringLiteral("zztest-india"));
        QCOMPARE(changed.first().at(0).toModelIndex().row(), india);
        QCOMPARE(cell(model, QStringLiteral("zztest-india"), QStringLiteral("region")).toString(),
                 QStringLiteral("Chennai"));

        QVariantMap row{{"key", "zztest-added"},
                        {"name", "ZZ Added"},
                        {"kind", "marketplace"},
                        {"source", "test"},
                        {"as_of", "2026-05"}};
        QString error;
        QVERIFY2(m_store.insertRow(QStringLiteral("providers"), row, &error), qPrintable(error));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), rows + 1);
        QVERIFY(model.rowOfKey(QStringLiteral("zztest-added")) >= 0);

        QVERIFY2(m_store.deleteRow(QStringLiteral("providers"), QStringLiteral("zztest-added"), &error),
                 qPrintable(error));
        QCOMPARE(removed.count(), 1);
        QCOMPARE(model.rowCount(), rows);
        QCOMPARE(resets.count(), 0);
    }

    void normalisedPriceColumn()
    {
        CatalogTableModel model(&m_store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(QStringLiteral("offers"));
        QVERIFY(model.normalisedPriceColumn() >= 0);
        QCOMPARE(model.headerData(model.normalisedPriceColumn(), Qt::Horizontal).toString(),
                 QStringLiteral("Price per GPU-hour (USD)"));
        // 98.32 USD/h for 8 GPUs: 98.32 / 8 = 12.29 USD per GPU-hour.
        QCOMPARE(priceCell(model, QStringLiteral("zztest-8x-hourly")).toString(), QStringLiteral("12.29"));
        QCOMPARE(priceCell(model, QStringLiteral("zztest-8x-hourly"), CatalogTableModel::SortRole).toDouble(), 12.29);
        // 2,000 INR/h for 8 GPUs at the stored 90 INR per USD: 2000 / 8 / 90 = 2.78 USD.
        QCOMPARE(priceCell(model, QStringLiteral("zztest-inr-hourly")).toString(), QStringLiteral("2.78"));
        const QString tip = priceCell(model, QStringLiteral("zztest-inr-hourly"), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("1 USD = 90.00 INR (RBI reference rate, as of 2026-01-15)")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("2000.00 INR per hour")), qPrintable(tip));
        // 1,460 USD per month for one GPU / 730 h = 2.00 USD per GPU-hour.
        QCOMPARE(priceCell(model, QStringLiteral("zztest-monthly")).toString(), QStringLiteral("2.00"));
        // A purchase has no hourly price by itself.
        QCOMPARE(priceCell(model, QStringLiteral("zztest-purchase")).toString(), QStringLiteral("\u2014"));
        QVERIFY(priceCell(model, QStringLiteral("zztest-purchase"), Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("one-off purchase: see TCO")));

        QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
        model.setDisplayCurrency(QStringLiteral("INR"));
        QCOMPARE(header.count(), 1);
        QCOMPARE(model.headerData(model.normalisedPriceColumn(), Qt::Horizontal).toString(),
                 QStringLiteral("Price per GPU-hour (INR)"));
        // 12.29 USD * 90 = 1,106.10 INR; the INR offer needs no conversion: 2000 / 8 = 250.00 INR.
        QCOMPARE(priceCell(model, QStringLiteral("zztest-8x-hourly")).toString(), QStringLiteral("1106.10"));
        QCOMPARE(priceCell(model, QStringLiteral("zztest-inr-hourly")).toString(), QStringLiteral("250.00"));

        // A new rate reaches the column without a reset: 2000 / 8 at 100 INR per USD = 2.50 USD.
        model.setDisplayCurrency(QStringLiteral("USD"));
        QVERIFY(m_store.setValue(QStringLiteral("currencies"), QStringLiteral("INR"), QStringLiteral("units_per_usd"),
                                 100.0));
        QCOMPARE(priceCell(model, QStringLiteral("zztest-inr-hourly")).toString(), QStringLiteral("2.50"));
        QVERIFY(m_store.setValue(QStringLiteral("currencies"), QStringLiteral("INR"), QStringLiteral("units_per_usd"),
                                 90.0));
    }

    // An offer whose GPU count is 0 (written around the schema's check, by hand or by another program) has no price
    // per GPU-hour: no figure, never 98.32 / 0 = inf (issue 34 review 12).
    void zeroGpuCountHasNoNormalisedPrice()
    {
        QTemporaryDir dir;
        CatalogStore store;
        const QString error = CatalogTestFixture::load(store, dir.path());
        QVERIFY2(error.isEmpty(), qPrintable(error));
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("zero-gpus"));
            raw.setDatabaseName(store.path());
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("UPDATE offers SET gpus_per_instance = 0 WHERE key = 'zztest-8x-hourly'")));
            q = QSqlQuery();
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("zero-gpus"));
        CatalogTableModel model(&store);
        model.setTable(QStringLiteral("offers"));
        const int row = model.rowOfKey(QStringLiteral("zztest-8x-hourly"));
        QVERIFY(row >= 0);
        QCOMPARE(priceCell(model, QStringLiteral("zztest-8x-hourly")).toString(), QStringLiteral("\u2014"));
    }

    void offersCarryGpuAndProviderAttributes()
    {
        CatalogTableModel model(&m_store);
        model.setTable(QStringLiteral("offers"));
        const QModelIndex inr = model.index(model.rowOfKey(QStringLiteral("zztest-inr-hourly")), 0);
        QCOMPARE(inr.data(CatalogTableModel::VendorRole).toString(), QStringLiteral("AMD"));
        QCOMPARE(inr.data(CatalogTableModel::MemoryGbRole).toDouble(), 192.0);
        QCOMPARE(inr.data(CatalogTableModel::ProviderKindRole).toString(), QStringLiteral("dedicated"));
        QCOMPARE(inr.data(CatalogTableModel::CurrencyRole).toString(), QStringLiteral("INR"));
    }

    void editsGoThroughUndoStack()
    {
        QUndoStack stack;
        CatalogEditor editor(&m_store, &stack);
        CatalogTableModel model(&m_store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEditor(&editor);
        model.setTable(QStringLiteral("gpus"));
        const QString gpus = QStringLiteral("gpus"), key = QStringLiteral("zztest-h100"),
                      column = QStringLiteral("memory_gb");
        const QModelIndex memory = model.index(model.rowOfKey(key), model.columnOf(column));

        QVERIFY(model.setData(memory, 96.0));
        QCOMPARE(storeValue(m_store, gpus, key, column).toDouble(), 96.0);
        QCOMPARE(memory.data().toString(), QStringLiteral("96"));
        QCOMPARE(stack.count(), 1);
        stack.undo();
        QCOMPARE(storeValue(m_store, gpus, key, column).toDouble(), 80.0);
        stack.redo();
        QCOMPARE(storeValue(m_store, gpus, key, column).toDouble(), 96.0);
        stack.undo();

        // Refused: memory must be > 0. Nothing written, nothing on the stack, the message names the field.
        QSignalSpy rejected(&model, &CatalogTableModel::editRejected);
        QVERIFY(!model.setData(memory, -4.0));
        QCOMPARE(rejected.count(), 1);
        QVERIFY2(rejected.first().at(0).toString().contains(column), qPrintable(rejected.first().at(0).toString()));
        QCOMPARE(stack.count(), 1);
        QCOMPARE(storeValue(m_store, gpus, key, column).toDouble(), 80.0);

        // An emptied optional cell becomes NULL (unknown), and undo brings the figure back.
        const QModelIndex tdp = model.index(model.rowOfKey(key), model.columnOf(QStringLiteral("tdp_w")));
        QVERIFY(model.setData(tdp, QString()));
        QVERIFY(storeValue(m_store, gpus, key, QStringLiteral("tdp_w")).isNull());
        QCOMPARE(tdp.data().toString(), QStringLiteral("\u2014"));
        stack.undo();
        QCOMPARE(storeValue(m_store, gpus, key, QStringLiteral("tdp_w")).toDouble(), 700.0);
    }

    void addDuplicateDeleteAreUndoable()
    {
        QUndoStack stack;
        CatalogEditor editor(&m_store, &stack);
        const QString providers = QStringLiteral("providers");
        const int before = int(m_store.rows(providers).size());

        const QString key = editor.unusedKey(providers, QStringLiteral("zztest-cloud"));
        QCOMPARE(key, QStringLiteral("zztest-cloud-2"));
        QString error;
        QVERIFY2(editor.duplicateRow(providers, QStringLiteral("zztest-cloud"), key, &error), qPrintable(error));
        QCOMPARE(editor.row(providers, key).value(QStringLiteral("name")).toString(), QStringLiteral("ZZ Cloud"));
        QCOMPARE(int(m_store.rows(providers).size()), before + 1);

        const QVariantMap fresh = editor.newRowTemplate(providers, QStringLiteral("zztest-fresh"));
        QVERIFY2(editor.insertRow(providers, fresh, &error), qPrintable(error));
        QCOMPARE(int(m_store.rows(providers).size()), before + 2);

        const QVariantMap india = editor.row(providers, QStringLiteral("zztest-india"));
        QVERIFY2(editor.deleteRows(providers, {QStringLiteral("zztest-fresh"), key}, &error), qPrintable(error));
        QCOMPARE(int(m_store.rows(providers).size()), before);
        QCOMPARE(stack.count(), 3); // duplicate, add, one step for the two deletions

        stack.undo(); // both rows back
        QCOMPARE(int(m_store.rows(providers).size()), before + 2);
        stack.undo();
        stack.undo();
        QCOMPARE(int(m_store.rows(providers).size()), before);
        QVERIFY(editor.row(providers, key).isEmpty());
        QCOMPARE(editor.row(providers, QStringLiteral("zztest-india")), india);
    }
};

QTEST_GUILESS_MAIN(TestCatalogTableModel)
#include "tst_catalogtablemodel.moc"
