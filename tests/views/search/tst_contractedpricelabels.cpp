// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Where a contracted price applies, the configuration search's front (its table and its points' labels) and the TCO
// pane (its option's tooltip) show the list price beside it (issue 33). The shipped catalog with a contracted price
// on Azure ND96isr H100 v5 (8 x H100 SXM, eastus, on-demand), listed at 98.32 USD an instance-hour
// (resources/catalog/offers.json): 98.32 / 8 = 12.29 USD per GPU-hour. Contracted at 16.80 an instance-hour:
// 16.80 / 8 = 2.10 per GPU-hour. The contract is dated 14 days before today.
#include "../wizards/WizardTestSupport.h"
#include "TestSupport.h"
#include "catalog/ContractPrices.h"
#include "charts/ChartView.h"
#include "charts/SearchFrontChart.h"
#include "common/PlainToolTip.h"
#include "document/Workspace.h"
#include "itemmodels/TcoComparisonModel.h"
#include "search/FindConfigurationsDialog.h"

#include <QDate>
#include <QListWidget>
#include <QTableWidget>
#include <QtTest>

#include <nlohmann/json.hpp>

namespace {
const QString kAzure = QStringLiteral("azure-h100-sxm-8x-on-demand-eastus-standard-nd96isr-h100-v5");

// What both show for it, through the text layer (the code, a no-break space, the amount).
QString expectedNote()
{
    const QChar nbsp(0x00A0);
    return QStringLiteral("contracted USD%1%2/GPU-h (list USD%1%3, offer %4, tier on-demand, 14 days old)")
        .arg(nbsp)
        .arg(QStringLiteral("2.10"), QStringLiteral("12.29"), kAzure);
}
} // namespace

class TestContractedPriceLabels : public QObject {
    Q_OBJECT
    gp::CatalogSnapshot m_catalog;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        m_catalog = WizardTestSupport::shippedCatalog();
        catalog::ContractPrice c;
        c.kind = catalog::ContractPrice::Kind::Price;
        c.offerKey = kAzure;
        c.price = 16.80;
        c.currency = QStringLiteral("USD");
        c.source = QStringLiteral("Azure EA 2026");
        c.asOf = QDate::currentDate().addDays(-14).toString(Qt::ISODate);
        catalog::applyContracts(m_catalog, {c});
        const gp::OfferSpec* o = m_catalog.offer(kAzure.toStdString());
        QVERIFY(o && o->contract.applied());
        QCOMPARE(o->contract.listPrice, 98.32);
    }

    void searchFrontShowsTheListPriceBeside()
    {
        gp::Scenario s;
        s.name = "13B fine-tune";
        s.model.catalogKey = "llama-2-13b";
        s.task = gp::Task::FullFineTune;
        s.training.tokens = 2e9;
        s.training.globalBatch = 128;
        s.training.sequenceLength = 2048;
        s.hardware.gpuKey = "nvidia-h100-sxm";
        s.hardware.gpusPerNode = 8;
        s.parallel.zero = gp::ZeroStage::Zero3;
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.addScenario(s, QStringLiteral("13B fine-tune"));
        QCOMPARE(ws.currency(), QStringLiteral("USD"));
        FindConfigurationsDialog d(&ws, 0);
        QListWidget* providers = d.providerList();
        for (int i = 0; i < providers->count(); ++i)
            providers->item(i)->setCheckState(
                providers->item(i)->data(Qt::UserRole).toString() == QLatin1String("azure") ? Qt::Checked
                                                                                            : Qt::Unchecked);
        d.rerun();
        const auto& front = d.trainingResult().front;
        QVERIFY(!front.empty());
        QCOMPARE(d.table()->horizontalHeaderItem(11)->text(), QStringLiteral("Price per GPU-hour"));
        int contracted = 0;
        for (int i = 0; i < int(front.size()); ++i) {
            const QString price = d.table()->item(i, 11)->text();
            if (front[std::size_t(i)].offerKey == kAzure.toStdString()) {
                ++contracted;
                QCOMPARE(front[std::size_t(i)].pricePerGpuHour, 16.80 / 8);
                QCOMPARE(price, expectedNote());
            } else { // a list price: said so
                QVERIFY2(price.startsWith(QStringLiteral("list USD")), qPrintable(price));
            }
        }
        QVERIFY(contracted > 0);
        // The chart's point label carries it too (the series of every point on the front).
        bool labelled = false;
        QStringList labels;
        for (const ChartSeries& series : d.chart()->spec().series)
            if (series.name == SearchFrontChart::pointsSeries())
                labels = series.pointLabels;
        for (const QString& label : labels)
            labelled = labelled || label.endsWith(QStringLiteral("; ") + expectedNote());
        QVERIFY2(labelled, qPrintable(labels.join(QLatin1Char('|'))));
    }

    void tcoOptionShowsTheListPriceBeside()
    {
        WorkspaceData data;
        data.tcoAnalyses = {{QStringLiteral("t"), QStringLiteral("Azure"),
                             nlohmann::json::parse(R"({"format": "gpu-planner-tco", "currency": "USD", "region": "US",
                               "horizon_months": 12, "workload": {"gpus": 8, "utilisation": 0.5},
                               "options": [{"offer": ")" +
                                                   kAzure.toStdString() + R"("}]})")}};
        Workspace ws(data);
        ws.setCatalog(m_catalog);
        TcoComparisonModel m;
        m.setWorkspace(&ws);
        QVERIFY2(m.isComputed(), qPrintable(m.problems().join(QLatin1Char('\n'))));
        QCOMPARE(m.columnCount(), 1);
        QCOMPARE(m.inputs()->options[0].price.amount, 16.80 / 8);
        const QString tip = PlainToolTip::toPlain(m.headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString());
        QVERIFY2(tip.contains(QStringLiteral("\nPrice: 2.10 USD per GPU\n") + expectedNote()), qPrintable(tip));
    }
};

QTEST_MAIN(TestContractedPriceLabels)
#include "tst_contractedpricelabels.moc"
