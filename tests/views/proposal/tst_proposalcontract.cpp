// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 33, contracted prices: the headline uses the contracted price and the list price stands beside it in the
// comparison table, its CSV, the proposal's cost lines, and the plan's stored prices; the dialog refuses bad input
// naming the field. A user catalog (a copy of the shipped one) with a 12% discount on Azure on-demand: the
// ND96isr H100 v5 offer (8 x H100 SXM) is listed at 98.32 USD/h (resources/catalog/offers.json), so it is paid
// 98.32 x 0.88 / 8 = 10.8152 USD per GPU-hour against the list's 12.29 (worked by hand).
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "catalog/ContractPrices.h"
#include "catalog/ContractPricesDialog.h"
#include "catalog/PriceHistoryChartDialog.h"
#include "charts/ChartView.h"
#include "document/PlanPrices.h"
#include "document/Workspace.h"
#include "document/WorkspacePricesJson.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/ScenarioJson.h"
#include "proposal/ProposalContentBuilder.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {
const std::string kAzure = "azure-h100-sxm-8x-on-demand-eastus-standard-nd96isr-h100-v5";
} // namespace

class TestProposalContract : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    CatalogStore m_store;
    gp::CatalogSnapshot m_catalog;
    std::unique_ptr<Workspace> m_ws;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_store.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
        catalog::ContractPrice c;
        c.kind = catalog::ContractPrice::Kind::Discount;
        c.providerKey = QStringLiteral("azure");
        c.tier = QStringLiteral("on_demand");
        c.discountPercent = 12;
        c.source = QStringLiteral("Azure MACC 2026");
        c.asOf = QStringLiteral("2026-03-01");
        QString error;
        QVERIFY2(catalog::setStoreContract(m_store, c, &error), qPrintable(error));
        m_catalog = m_store.snapshot();
        QFile f(QStringLiteral(GP_SOURCE_DIR "/examples/llama2-7b-qlora.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const gp::ScenarioParse p = gp::ScenarioJson::fromText(f.readAll().toStdString());
        QVERIFY(p.ok());
        gp::Scenario s = *p.scenario;
        s.hardware.gpuKey = "nvidia-h100-sxm";
        s.hardware.gpusPerNode = 8;
        s.hardware.nodes = 1;
        s.pricing.offerKeys = {kAzure};
        m_ws = std::make_unique<Workspace>();
        m_ws->setCatalog(m_catalog);
        m_ws->setCurrency(QStringLiteral("USD"));
        m_ws->addScenario(s, QStringLiteral("Under contract"));
        QVERIFY(m_ws->estimate(0).ok());
        const gp::CostLine* headline = m_ws->estimate(0).estimate->headline();
        QVERIFY(headline);
        QCOMPARE(headline->offerKey, kAzure);
        QVERIFY2(std::abs(headline->pricePerGpuHour - 10.8152) < 1e-9,
                 qPrintable(QString::number(headline->pricePerGpuHour, 'g', 17)));
        QVERIFY2(std::abs(headline->listPricePerGpuHour - 12.29) < 1e-9,
                 qPrintable(QString::number(headline->listPricePerGpuHour, 'g', 17)));
    }

    void comparisonTableAndCsvShowBothPrices()
    {
        const ScenarioComparisonModel model(m_ws.get());
        const QString tier = model.data(model.index(ScenarioComparisonModel::PriceTierRow, 0)).toString();
        QVERIFY2(tier.contains(QStringLiteral("12% contract discount")), qPrintable(tier));
        const QString csv = model.toCsv();
        QVERIFY2(csv.contains(QStringLiteral("Contract discount (Azure MACC 2026, 2026-03-01): 10.8152 USD per "
                                             "GPU-hour; list price 12.2900 USD per GPU-hour")),
                 qPrintable(csv));
    }

    void proposalCostLinesShowBothPrices()
    {
        const ProposalContent content = ProposalContentBuilder(*m_ws, {}).build();
        int cells = 0;
        bool perGpuHour = false;
        for (const ProposalBlock& b : content.blocks)
            if (b.kind == ProposalBlock::Kind::Table)
                for (const QStringList& row : b.table.rows)
                    for (const QString& cell : row) {
                        if (cell.contains(QStringLiteral("12% contract discount, Azure MACC 2026; list ")))
                            ++cells;
                        // 10.8152 and 12.29 USD per GPU-hour at the proposal's three significant digits.
                        if (cell == QStringLiteral("10.8 USD (12% contract discount, Azure MACC 2026; list 12.3 USD)"))
                            perGpuHour = true;
                    }
        // The overview's cheapest offer, the plan's offer table (price per GPU-hour and cost per run) and the prices
        // table: each figure paid under the contract has the list figure beside it.
        QCOMPARE(cells, 4);
        QVERIFY(perGpuHour);
    }

    void planStoresTheBasis()
    {
        const gp::OfferSpec* offer = m_catalog.offer(kAzure);
        QVERIFY(offer);
        const PlanPrice p = PlanPrices::fromOffer(*offer);
        QCOMPARE(p.priceBasis, std::string("discount"));
        QVERIFY(std::abs(p.price - 86.5216) < 1e-9);
        QCOMPARE(*p.listPrice, 98.32);
        QCOMPARE(p.listCurrency, std::string("USD"));
        const nlohmann::json j = WorkspacePricesJson::toJson({p});
        QCOMPARE(j[0]["price_basis"].get<std::string>(), std::string("discount"));
        QVector<PlanPrice> back;
        QString error;
        QVERIFY2(WorkspacePricesJson::fromJson(j, QStringLiteral("offer_prices"), back, &error), qPrintable(error));
        QCOMPARE(back.size(), 1);
        QVERIFY(back[0] == p);
        // A basis the reader does not know is refused, naming the path.
        nlohmann::json bad = j;
        bad[0]["price_basis"] = "negotiated";
        QVERIFY(!WorkspacePricesJson::fromJson(bad, QStringLiteral("offer_prices"), back, &error));
        QVERIFY2(error.contains(QStringLiteral("offer_prices[0].price_basis")), qPrintable(error));
        // Reopened on the shipped catalog (list prices only), the plan's price and basis come back.
        CatalogStore shipped;
        QVERIFY(shipped.openShipped());
        gp::CatalogSnapshot list = shipped.snapshot();
        QVERIFY(!list.offer(kAzure)->contract.applied());
        QVERIFY(PlanPrices::overlay(list, {p}));
        QCOMPARE(list.offer(kAzure)->contract.basis, std::string("discount"));
        QVERIFY(std::abs(list.offer(kAzure)->price - 86.5216) < 1e-9);
    }

    // The catalog's price-over-time chart draws the list price (98.32), not the discounted one, from its as-of date
    // to today: one step, two points.
    void priceChartDrawsTheListPrice()
    {
        const PriceHistoryChartDialog dialog(m_catalog, QString::fromStdString(kAzure));
        const QVector<QPointF> points = dialog.chart()->plottedPoints(QStringLiteral("List price"));
        QCOMPARE(points.size(), 2);
        QCOMPARE(points[0], QPointF(0, 98.32));
        QCOMPARE(points[1].y(), 98.32);
        QCOMPARE(dialog.chart()->plottedAxisTitle(Qt::Horizontal), QStringLiteral("Days since 2026-06-15"));
    }

    // The same chart read from the store for that offer alone (Catalog > Price History of Selected Offer..., no
    // snapshot), with each point's source in the series' point labels (its tooltip): the offer's own row.
    void priceChartFromTheStoreNamesEachPointsSource()
    {
        const PriceHistoryChartDialog dialog(m_store, QString::fromStdString(kAzure));
        const QVector<QPointF> points = dialog.chart()->plottedPoints(QStringLiteral("List price"));
        QCOMPARE(points.size(), 2);
        QCOMPARE(points[0], QPointF(0, 98.32));
        const QStringList labels = dialog.chart()->spec().series.value(0).pointLabels;
        QCOMPARE(labels.size(), 2);
        for (const QString& label : labels) {
            QVERIFY2(label.contains(QStringLiteral("sooddvs/gpu-pricing")), qPrintable(label));
            QVERIFY2(label.endsWith(QStringLiteral(", as of 2026-06-15 (the list price now)")), qPrintable(label));
        }
    }

    void dialogRefusesBadInputNamingTheField()
    {
        ContractPricesDialog dialog(&m_store);
        QCOMPARE(dialog.table()->rowCount(), 1);
        dialog.kindBox()->setCurrentIndex(0);
        dialog.providerBox()->setCurrentIndex(dialog.providerBox()->findData(QStringLiteral("gcp")));
        dialog.tierBox()->setCurrentIndex(dialog.tierBox()->findData(QStringLiteral("spot")));
        dialog.sourceEdit()->setText(QStringLiteral("GCP commit 2026"));
        dialog.discountEdit()->setText(QStringLiteral("100"));
        QVERIFY(!dialog.setFromForm());
        QVERIFY2(dialog.lastError().contains(QStringLiteral("discount_percent")), qPrintable(dialog.lastError()));
        dialog.discountEdit()->setText(QStringLiteral("ten"));
        QVERIFY(!dialog.setFromForm());
        QVERIFY2(dialog.lastError().contains(QStringLiteral("discount_percent")), qPrintable(dialog.lastError()));
        dialog.discountEdit()->setText(QStringLiteral("7.5%"));
        dialog.sourceEdit()->clear();
        QVERIFY(!dialog.setFromForm());
        QVERIFY2(dialog.lastError().contains(QStringLiteral("source")), qPrintable(dialog.lastError()));
        dialog.kindBox()->setCurrentIndex(1);
        dialog.offerEdit()->setText(QString::fromStdString(kAzure));
        dialog.priceEdit()->setText(QStringLiteral("-3"));
        dialog.sourceEdit()->setText(QStringLiteral("Azure EA"));
        QVERIFY(!dialog.setFromForm());
        QVERIFY2(dialog.lastError().contains(QStringLiteral("price")), qPrintable(dialog.lastError()));
        QCOMPARE(dialog.table()->rowCount(), 1); // nothing was added
        // A good one is added and listed, and can be removed again.
        dialog.kindBox()->setCurrentIndex(0);
        dialog.sourceEdit()->setText(QStringLiteral("GCP commit 2026"));
        QVERIFY2(dialog.setFromForm(), qPrintable(dialog.lastError()));
        QCOMPARE(dialog.table()->rowCount(), 2);
        const gp::OfferSpec* spot = nullptr;
        const gp::CatalogSnapshot now = m_store.snapshot();
        for (const gp::OfferSpec& o : now.offers)
            if (o.providerKey == "gcp" && o.tier == "spot")
                spot = &o;
        QVERIFY(spot); // the shipped catalog has Google Cloud spot rows (A100), now 7.5% off
        QCOMPARE(spot->contract.basis, std::string("discount"));
        QVERIFY(std::abs(spot->price - spot->contract.listPrice * 0.925) < 1e-9);
        for (int r = 0; r < dialog.table()->rowCount(); ++r)
            if (dialog.table()->item(r, 1)->text().startsWith(QLatin1String("gcp")))
                dialog.table()->setCurrentCell(r, 0);
        QVERIFY(dialog.removeSelected());
        QCOMPARE(dialog.table()->rowCount(), 1);
    }
};

QTEST_MAIN(TestProposalContract)
#include "tst_proposalcontract.moc"
