// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The offer picker is a sortable, filterable table whose rows never move when ticked, shows prices in
// the currency it is given, and flags and clears the ticked offers of another GPU in one click. Prices
// below are worked by hand from the test offers (INR at 90 per USD).
#include "TestCatalog.h"
#include "itemmodels/OfferTableModel.h"
#include "workspace/OfferPicker.h"

#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <memory>

namespace {

gp::OfferSpec offer(const char* key, const char* provider, const char* kind, const char* gpu, int gpus, double price,
                    const char* tier, const char* region, const char* currency = "USD")
{
    gp::OfferSpec o = TestCatalog::offer(key, gpu, gpus, price, currency, gp::PriceUnit::Hour, tier);
    o.providerKey = provider;
    o.providerName = provider;
    o.providerKind = kind;
    o.region = region;
    o.instanceType = std::string(key) + "-type";
    o.ref.asOf = "2025-06-01";
    return o;
}

gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot c;
    c.gpus = {TestCatalog::h100("h100"), TestCatalog::a100("a100")};
    c.offers = {
        offer("aws-8x", "AWS", "hyperscaler", "h100", 8, 32.0, "on_demand", "us-east-1"),      // 4.00 USD/GPU-h
        offer("aws-mumbai", "AWS", "hyperscaler", "h100", 8, 40.0, "on_demand", "ap-south-1"), // 5.00
        offer("e2e", "E2E", "gpu_cloud", "h100", 1, 270.0, "on_demand", "India", "INR"),       // 3.00
        offer("vast", "Vast", "marketplace", "h100", 1, 1.5, "marketplace", ""),               // 1.50
        offer("aws-spot", "AWS", "hyperscaler", "h100", 8, 16.0, "spot", "us-east-1"),         // 2.00
        offer("a100-od", "Lambda", "gpu_cloud", "a100", 1, 1.2, "on_demand", "us-west"),
    };
    c.currencies = TestCatalog::usdAndInr(90.0);
    return c;
}

QString cell(QTableView* t, int row, int column) { return t->model()->index(row, column).data().toString(); }
QString keyAt(QTableView* t, int row) { return t->model()->index(row, 0).data(OfferTableModel::KeyRole).toString(); }

} // namespace

class TestOfferPicker : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tableColumnsInTheGivenCurrency()
    {
        OfferPicker picker;
        picker.setCatalog(catalog());
        picker.setScenario("h100", {}, QStringLiteral("INR"));
        QTableView* t = picker.table();
        QCOMPARE(t->model()->rowCount(), 5); // the H100's offers; the A100 one is not listed
        QCOMPARE(t->model()->columnCount(), int(OfferTableModel::ColumnCount));
        // Sorted by price per GPU-hour: Vast 1.50 USD = 135 INR first, AWS Mumbai 5.00 USD = 450 INR last.
        QCOMPARE(keyAt(t, 0), QStringLiteral("vast"));
        QCOMPARE(cell(t, 0, OfferTableModel::PerGpuHourColumn), QStringLiteral("135 INR"));
        QCOMPARE(cell(t, 0, OfferTableModel::InterruptibleColumn), QStringLiteral("yes"));
        QCOMPARE(cell(t, 0, OfferTableModel::RegionColumn), QStringLiteral("not stated"));
        QCOMPARE(keyAt(t, 4), QStringLiteral("aws-mumbai"));
        QCOMPARE(cell(t, 4, OfferTableModel::PerGpuHourColumn), QStringLiteral("450 INR"));
        QCOMPARE(cell(t, 4, OfferTableModel::PerInstanceHourColumn), QStringLiteral("3600 INR")); // 40 x 90
        QCOMPARE(cell(t, 4, OfferTableModel::GpusColumn), QStringLiteral("8"));
        QCOMPARE(cell(t, 4, OfferTableModel::TierColumn), QStringLiteral("on-demand"));
        QCOMPARE(cell(t, 4, OfferTableModel::InstanceColumn), QStringLiteral("aws-mumbai-type"));
        QCOMPARE(cell(t, 4, OfferTableModel::AsOfColumn), QStringLiteral("2025-06-01"));
        QCOMPARE(cell(t, 4, OfferTableModel::InterruptibleColumn), QStringLiteral("no"));
        // A header click sorts the other way.
        t->sortByColumn(OfferTableModel::PerGpuHourColumn, Qt::DescendingOrder);
        QCOMPARE(keyAt(t, 0), QStringLiteral("aws-mumbai"));
    }

    void compactShowsWhatFitsAPane()
    {
        OfferPicker picker;
        picker.setCatalog(catalog());
        picker.setScenario("h100", {}, QStringLiteral("USD"));
        picker.setCompact(true);
        QTableView* t = picker.table();
        for (int c : {OfferTableModel::ChosenColumn, OfferTableModel::ProviderColumn, OfferTableModel::TierColumn,
                      OfferTableModel::PerGpuHourColumn})
            QVERIFY(!t->isColumnHidden(c));
        for (int c : {OfferTableModel::RegionColumn, OfferTableModel::InstanceColumn, OfferTableModel::GpusColumn,
                      OfferTableModel::PerInstanceHourColumn, OfferTableModel::AsOfColumn,
                      OfferTableModel::InterruptibleColumn})
            QVERIFY(t->isColumnHidden(c));
        QVERIFY(!picker.allColumnsButton()->isHidden());
        // A second picker over the same model (the "All columns" dialog) shows every tick of the first, and
        // each tick there reaches the editor once (it was emitted twice: two commits, two undo steps).
        QSignalSpy chosen(&picker, &OfferPicker::chosenChanged);
        std::unique_ptr<OfferPicker> full(picker.makeFullPicker(nullptr));
        QVERIFY(full->table()->model()->setData(full->table()->model()->index(0, 0), Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(picker.model()->chosenKeys().size(), std::size_t(1));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<std::vector<std::string>>(), picker.model()->chosenKeys());
    }

    // "Clear stale" in the dialog is a choice only that picker makes: it reaches the editor, once.
    void clearingStaleInTheDialogReachesTheEditorOnce()
    {
        OfferPicker picker;
        picker.setCatalog(catalog());
        picker.setScenario("h100", {"vast"}, QStringLiteral("USD"));
        picker.setScenario("a100", {"vast"}, QStringLiteral("USD")); // the GPU changed: the H100 offer is stale
        QVERIFY(picker.model()->staleCount() == 1);
        QSignalSpy chosen(&picker, &OfferPicker::chosenChanged);
        std::unique_ptr<OfferPicker> full(picker.makeFullPicker(nullptr));
        full->clearStaleButton()->click();
        QCOMPARE(chosen.count(), 1);
        QVERIFY(chosen.at(0).at(0).value<std::vector<std::string>>().empty());
    }

    void filtersByTierKindAndPlace()
    {
        OfferPicker picker;
        picker.setCatalog(catalog());
        picker.setScenario("h100", {"vast"}, QStringLiteral("USD"));
        QTableView* t = picker.table();
        picker.placeFilter()->setCurrentIndex(picker.placeFilter()->findText(QStringLiteral("India only")));
        // India: AWS ap-south-1 and E2E "India"; the ticked Vast offer stays in sight.
        QStringList keys;
        for (int r = 0; r < t->model()->rowCount(); ++r)
            keys << keyAt(t, r);
        keys.sort();
        QCOMPARE(keys, (QStringList{QStringLiteral("aws-mumbai"), QStringLiteral("e2e"), QStringLiteral("vast")}));
        picker.placeFilter()->setCurrentIndex(0);
        picker.tierFilter()->setCurrentIndex(picker.tierFilter()->findData(QStringLiteral("spot")));
        QCOMPARE(t->model()->rowCount(), 2); // aws-spot, plus the ticked vast
        picker.tierFilter()->setCurrentIndex(0);
        picker.kindFilter()->setCurrentIndex(picker.kindFilter()->findData(QStringLiteral("gpu_cloud")));
        QCOMPARE(t->model()->rowCount(), 2); // e2e, plus vast
    }

    void tickingMovesNoRow()
    {
        OfferPicker picker;
        picker.setCatalog(catalog());
        picker.setScenario("h100", {}, QStringLiteral("USD"));
        QTableView* t = picker.table();
        // Sorted by the tick column: a tick would move the row to the top if the proxy re-sorted.
        t->sortByColumn(OfferTableModel::ChosenColumn, Qt::DescendingOrder);
        QStringList before;
        for (int r = 0; r < t->model()->rowCount(); ++r)
            before << keyAt(t, r);
        QSignalSpy chosen(&picker, &OfferPicker::chosenChanged);
        const QModelIndex last = t->model()->index(4, OfferTableModel::ChosenColumn);
        const QString ticked = keyAt(t, 4);
        QVERIFY(t->model()->setData(last, Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<std::vector<std::string>>(), std::vector<std::string>{ticked.toStdString()});
        // The document echoes the change back, as the editor does after the undo command.
        picker.setScenario("h100", {ticked.toStdString()}, QStringLiteral("USD"));
        QStringList after;
        for (int r = 0; r < t->model()->rowCount(); ++r)
            after << keyAt(t, r);
        QCOMPARE(after, before);
        QCOMPARE(t->model()->index(4, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    }

    void staleOffersOfAnotherGpuClearInOneClick()
    {
        OfferPicker picker;
        picker.setCatalog(catalog());
        picker.setScenario("h100", {"aws-8x", "e2e"}, QStringLiteral("USD"));
        QVERIFY(picker.clearStaleButton()->isHidden());
        // The GPU changes to the A100: both ticked H100 offers are stale, listed with the A100's own.
        picker.setScenario("a100", {"aws-8x", "e2e"}, QStringLiteral("USD"));
        QTableView* t = picker.table();
        QCOMPARE(t->model()->rowCount(), 3);
        int stale = 0;
        for (int r = 0; r < 3; ++r)
            stale += t->model()->index(r, 0).data(OfferTableModel::StaleRole).toBool() ? 1 : 0;
        QCOMPARE(stale, 2);
        QVERIFY(!picker.clearStaleButton()->isHidden());
        QSignalSpy chosen(&picker, &OfferPicker::chosenChanged);
        picker.clearStaleButton()->click();
        QCOMPARE(chosen.count(), 1);
        QVERIFY(chosen.at(0).at(0).value<std::vector<std::string>>().empty());
    }
};

QTEST_MAIN(TestOfferPicker)
#include "tst_offerpicker.moc"
