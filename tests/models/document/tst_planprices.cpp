// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Plans keep their prices (issue 33): a v4 file migrates to v5 with each used offer's price filled in from the
// catalog (and says so), the stored prices are what the engine prices with, the drift against the catalog is
// listed with its relative change, and Reprice from catalog is one undo step. Catalog prices are
// DocumentTestData's round test numbers (a100-8x 16 USD/h, a100-1x-inr 180 INR/h, h100-8x 32 USD/h).
#include "DocumentTestData.h"
#include "Near.h"
#include "document/PlanPrices.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"
#include "document/WorkspaceMigrations.h"
#include "document/WorkspacePricesJson.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using nlohmann::json;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

PlanPrice stored(const char* key, double price)
{
    PlanPrice p;
    p.offerKey = key;
    p.price = price;
    p.tier = "on_demand";
    p.unit = "hour";
    p.currency = "USD";
    p.source = "quote for the plan";
    p.asOf = "2026-03-01";
    return p;
}

WorkspaceData trainingPlan(double storedA100Price)
{
    WorkspaceData d;
    WorkspaceScenario s;
    s.id = QStringLiteral("s1");
    s.name = QStringLiteral("Fine-tune on A100");
    s.colour = QColor(0, 114, 178);
    s.scenario = DocumentTestData::trainingScenario();
    s.scenario.pricing.offerKeys = {"a100-8x"};
    d.scenarios.push_back(s);
    d.offerPrices.push_back(stored("a100-8x", storedA100Price));
    return d;
}

// Each cost line's offer, instance-hour price and cost per run: what the stored prices move. (The whole estimate is
// not compared: the workspace's live estimates carry no explanations.)
json estimateJson(const gp::EstimateResult& r)
{
    if (!r.ok())
        return json();
    json lines = json::array();
    for (const gp::CostLine& c : r.estimate->costs)
        lines.push_back({c.offerKey, c.pricePerInstanceHour, c.costPerRun});
    return lines;
}

} // namespace

class TestPlanPrices : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void migrationStepV4ToV5()
    {
        json doc = {{"schema_version", 4}, {"checklist_evaluations", json::array()}};
        QString error;
        QVERIFY(WorkspaceMigrations::migrate(doc, 5, &error));
        QCOMPARE(doc["schema_version"].get<int>(), 5);
        QVERIFY(doc["offer_prices"].is_array() && doc["offer_prices"].empty());
        json v7 = {{"schema_version", 7}};
        QVERIFY(!WorkspaceMigrations::migrate(v7, WorkspaceJson::kSchemaVersion, &error));
        QVERIFY2(error.contains(QStringLiteral("schema version 7; this version reads up to 6")), qPrintable(error));
    }

    // tests/data/document/v4-no-prices.gpuplan: a v4 file (no offer_prices) using a100-8x, a100-1x-inr, h100-8x
    // and retired-offer, which no test catalog holds.
    void migratesAV4FileFillingPricesFromTheCatalog()
    {
        const QString path = QStringLiteral(GP_TEST_DATA_DIR "/document/v4-no-prices.gpuplan");
        QCOMPARE(json::parse(readAll(path).toStdString())["schema_version"].get<int>(), 4);
        auto loaded = WorkspaceFile::load(path);
        QVERIFY2(loaded.workspace, qPrintable(loaded.error));
        Workspace& ws = *loaded.workspace;
        QVERIFY(ws.data().offerPrices.isEmpty()); // no catalog yet: nothing to fill from
        QVERIFY(ws.priceNotice().isEmpty());
        ws.setCatalog(DocumentTestData::catalog());
        const QVector<PlanPrice>& p = ws.data().offerPrices;
        QCOMPARE(p.size(), 3); // retired-offer stays unpriced: the catalog does not hold it
        QCOMPARE(p[0].offerKey, std::string("a100-8x"));
        QCOMPARE(p[0].price, 16.0);
        QCOMPARE(p[0].currency, std::string("USD"));
        QCOMPARE(p[1].offerKey, std::string("a100-1x-inr"));
        QCOMPARE(p[1].price, 180.0);
        QCOMPARE(p[1].currency, std::string("INR"));
        QCOMPARE(p[2].offerKey, std::string("h100-8x"));
        QCOMPARE(p[2].price, 32.0);
        QCOMPARE(p[2].tier, std::string("on_demand"));
        QCOMPARE(p[2].unit, std::string("hour"));
        QCOMPARE(p[2].source, std::string("Test Cloud price list (round test numbers, not market data)"));
        QCOMPARE(p[2].asOf, std::string("2026-01"));
        QVERIFY(!p[2].listPrice && !p[2].contractedPrice);
        QCOMPARE(ws.priceNotice(),
                 QStringLiteral("This plan was saved by an older GPU Planner, which kept no prices in the file: the "
                                "prices of 3 offers were filled in from the current catalog. Save the plan to keep "
                                "them."));
        QVERIFY(ws.priceDrift().empty()); // filled from this very catalog; retired-offer has no stored price

        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("v5.gpuplan"));
        QVERIFY(WorkspaceFile::save(ws, saved));
        const json written = json::parse(readAll(saved).toStdString());
        QCOMPARE(written["schema_version"].get<int>(), 6);
        QCOMPARE(written["offer_prices"].size(), std::size_t(3));
        QCOMPARE(written["offer_prices"][2]["offer_key"].get<std::string>(), std::string("h100-8x"));
        QCOMPARE(written["offer_prices"][2]["price"].get<double>(), 32.0);
        QVERIFY(written["offer_prices"][2]["list_price"].is_null());
        QVERIFY(written["offer_prices"][2]["contracted_price"].is_null());
        auto again = WorkspaceFile::load(saved);
        QVERIFY2(again.workspace, qPrintable(again.error));
        again.workspace->setCatalog(DocumentTestData::catalog());
        QVERIFY(again.workspace->priceNotice().isEmpty()); // a v5 file kept its prices: nothing to say
        QVERIFY(again.workspace->data().offerPrices == p);
    }

    void readerRefusesBadPrices_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("message");
        const QString ok = QStringLiteral(R"("offer_key": "a100-8x", "tier": "on_demand", "currency": "USD")");
        QTest::newRow("negative") << ok + QStringLiteral(R"(, "price": -1, "unit": "hour")")
                                  << QStringLiteral("$.offer_prices[0].price: -1 is out of range");
        QTest::newRow("zero") << ok + QStringLiteral(R"(, "price": 0, "unit": "hour")")
                              << QStringLiteral("$.offer_prices[0].price: 0 is out of range");
        QTest::newRow("1e308") << ok + QStringLiteral(R"(, "price": 1e308, "unit": "hour")")
                               << QStringLiteral("$.offer_prices[0].price: 1e+308 is out of range");
        QTest::newRow("unit") << ok + QStringLiteral(R"(, "price": 2, "unit": "day")")
                              << QStringLiteral(
                                     "$.offer_prices[0].unit: \u201cday\u201d is not hour, month or one_off");
        QTest::newRow("text price") << ok + QStringLiteral(R"(, "price": "2", "unit": "hour")")
                                    << QStringLiteral("$.offer_prices[0].price: expected a number, found string");
        QTest::newRow("contracted") << ok + QStringLiteral(R"(, "price": 2, "unit": "hour", "contracted_price": -3)")
                                    << QStringLiteral("$.offer_prices[0].contracted_price: -3 is out of range");
    }
    void readerRefusesBadPrices()
    {
        QFETCH(QString, entry);
        QFETCH(QString, message);
        const json list = json::parse(QStringLiteral("[{%1}]").arg(entry).toStdString());
        QVector<PlanPrice> out;
        QString error;
        QVERIFY(!WorkspacePricesJson::fromJson(list, QStringLiteral("$.offer_prices"), out, &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void readerRefusesARepeatedOffer()
    {
        const json one = WorkspacePricesJson::toJson({stored("a100-8x", 16)})[0];
        QVector<PlanPrice> out;
        QString error;
        QVERIFY(!WorkspacePricesJson::fromJson(json::array({one, one}), QStringLiteral("$.offer_prices"), out, &error));
        QCOMPARE(error, QStringLiteral("$.offer_prices[1].offer_key: \u201ca100-8x\u201d has an earlier price: an "
                                       "offer is priced once"));
        QVERIFY(WorkspacePricesJson::fromJson(json::array({one}), QStringLiteral("$.offer_prices"), out, &error));
        QCOMPARE(out.size(), 1);
        QVERIFY(out[0] == stored("a100-8x", 16));
    }

    // The plan stores 20 USD/h for a100-8x, the catalog 16: the estimate is the engine's on a catalog whose row
    // says 20, and differs from the catalog's own.
    void storedPricesPriceTheEstimate()
    {
        Workspace ws(trainingPlan(20.0));
        ws.setCatalog(DocumentTestData::catalog());
        gp::CatalogSnapshot planCatalog = DocumentTestData::catalog();
        planCatalog.offers[0].price = 20.0; // a100-8x
        planCatalog.offers[0].ref.source = "quote for the plan";
        planCatalog.offers[0].ref.asOf = "2026-03-01";
        const json expected = estimateJson(
            DocumentTestData::engine(ws.scenario(0).scenario, ws.scenario(0).name, ws.currency(), planCatalog));
        const json fromCatalog = estimateJson(DocumentTestData::engine(ws.scenario(0).scenario, ws.scenario(0).name,
                                                                       ws.currency(), DocumentTestData::catalog()));
        QVERIFY(!expected.is_null());
        QVERIFY(expected != fromCatalog);
        QVERIFY(estimateJson(ws.estimate(0)) == expected);
        QVERIFY(estimateJson(ws.ownEstimate(0)) == expected);
        QCOMPARE(expected[0][1].get<double>(), 20.0);         // the instance-hour price is the plan's
        QCOMPARE(ws.catalog().offer("a100-8x")->price, 16.0); // the catalog itself is untouched

        // Drift: (16 - 20) / 20 = -0.2, worked by hand.
        const auto drift = ws.priceDrift();
        QCOMPARE(drift.size(), std::size_t(1));
        QCOMPARE(drift[0].offerKey, std::string("a100-8x"));
        QCOMPARE(drift[0].planPrice, 20.0);
        QCOMPARE(*drift[0].catalogPrice, 16.0);
        GP_VERIFY_NEAR(*drift[0].relativeChange, -0.2, 1e-12);
        const json j = PlanPrices::driftJson(drift);
        QCOMPARE(j[0]["relative_change"].get<double>(), -0.2);
        QCOMPARE(j[0]["catalog_price"].get<double>(), 16.0);
        QCOMPARE(j[0]["plan_price"].get<double>(), 20.0);
    }

    // A plan priced under a discount, opened on a catalog whose contract is another one (or none): the plan's
    // price stands with the list price it stored, the contract is named "stored in the plan", and the discount is
    // the one the two stored prices imply, (1 - 13.6 / 16) x 100 = 15 %, never today's contract's percentage.
    void overlayKeepsThePlansContractTerms()
    {
        gp::CatalogSnapshot catalog = DocumentTestData::catalog();
        catalog.offers[0].contract = {"discount", 16.0, "USD", 40.0, "today's contract", "2026-11-01"};
        PlanPrice p = stored("a100-8x", 13.6);
        p.priceBasis = "discount";
        p.listPrice = 16.0;
        p.listCurrency = "USD";
        QVERIFY(PlanPrices::overlayWouldChange(catalog, {p}));
        QVERIFY(PlanPrices::overlay(catalog, {p}));
        const gp::ContractTerms& t = catalog.offer("a100-8x")->contract;
        QCOMPARE(t.basis, std::string("discount"));
        QCOMPARE(t.listPrice, 16.0);
        QCOMPARE(t.source, std::string("stored in the plan"));
        QCOMPARE(t.asOf, std::string("2026-03-01"));
        GP_VERIFY_NEAR(t.discountPercent, 15.0, 1e-12);
        QVERIFY(!PlanPrices::overlayWouldChange(catalog, {p})); // the row now is the plan's price
        // A list price in another currency implies no percentage: NaN (shown as "contract discount"), never 0.
        p.listCurrency = "EUR";
        p.price = 13.5;
        QVERIFY(PlanPrices::overlay(catalog, {p}));
        QVERIFY(std::isnan(catalog.offer("a100-8x")->contract.discountPercent));
    }

    // Two price what-if steps under a contract: the list price beside the contracted one is the catalog's times
    // the current factor (16 x 1.5 = 24), not compounded over the steps (16 x 1.2 x 1.5 = 28.8).
    void whatIfStepsDoNotCompoundTheListPrice()
    {
        gp::CatalogSnapshot catalog = DocumentTestData::catalog();
        catalog.offers[0].contract = {"contracted", 16.0, "USD", 0.0, "framework agreement", "2026-11-01"};
        catalog.offers[0].price = 12.0;
        WorkspaceData plan = trainingPlan(12.0);
        plan.offerPrices.clear(); // priced from the catalog's contract
        Workspace ws(plan);
        ws.setCatalog(catalog);
        ws.setWhatIfPriceFactor(120);
        ws.setWhatIfPriceFactor(150);
        const gp::OfferSpec* row = ws.effectiveCatalog().offer("a100-8x");
        QVERIFY(row);
        GP_VERIFY_NEAR(row->price, 12.0 * 1.5, 1e-12);
        GP_VERIFY_NEAR(row->contract.listPrice, 16.0 * 1.5, 1e-12);
    }

    void repriceIsOneUndoStep()
    {
        Workspace ws(trainingPlan(20.0));
        ws.setCatalog(DocumentTestData::catalog());
        const json planned = estimateJson(ws.estimate(0));
        const QVector<PlanPrice> before = ws.data().offerPrices;
        QVERIFY(ws.repriceFromCatalog());
        QCOMPARE(ws.undoStack()->count(), 1);
        QCOMPARE(ws.data().offerPrices[0].price, 16.0);
        QCOMPARE(ws.data().offerPrices[0].asOf, std::string("2026-01"));
        QVERIFY(ws.priceDrift().empty());
        const json catalogOnly = estimateJson(DocumentTestData::engine(ws.scenario(0).scenario, ws.scenario(0).name,
                                                                       ws.currency(), DocumentTestData::catalog()));
        QVERIFY(estimateJson(ws.estimate(0)) == catalogOnly);
        QVERIFY(!ws.repriceFromCatalog()); // nothing left to reprice: no second step
        QCOMPARE(ws.undoStack()->count(), 1);
        ws.undoStack()->undo();
        QVERIFY(ws.data().offerPrices == before);
        QVERIFY(estimateJson(ws.estimate(0)) == planned);
        QCOMPARE(ws.priceDrift().size(), std::size_t(1));
    }

    // A scenario that starts using an offer keeps the catalog's price of that moment.
    void aNewlyUsedOfferKeepsTheCatalogsPrice()
    {
        Workspace ws(trainingPlan(20.0));
        ws.setCatalog(DocumentTestData::catalog());
        gp::Scenario inputs = ws.scenario(0).scenario;
        inputs.pricing.offerKeys = {"a100-8x", "a100-1x-inr"};
        ws.setScenarioInputs(0, inputs);
        QCOMPARE(ws.data().offerPrices.size(), 2);
        QCOMPARE(ws.data().offerPrices[0].price, 20.0); // kept
        QCOMPARE(ws.data().offerPrices[1].offerKey, std::string("a100-1x-inr"));
        QCOMPARE(ws.data().offerPrices[1].price, 180.0);
    }
};

QTEST_GUILESS_MAIN(TestPlanPrices)
#include "tst_planprices.moc"
