// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The offers table's price per GPU-hour, from rows as the catalog stores them, through
// gp::pricePerGpuHour (PriceConversion.h: hourly price / GPUs; monthly also / 730 h; converted through
// USD with units-per-USD rates). Expected figures worked by hand in each row's comment.
#include "Near.h"
#include "TestSupport.h"
#include "itemmodels/CatalogNormalisedPrice.h"

#include <QTest>

namespace {
QVariantMap offer(double price, const QString& currency, const QString& unit, int gpus)
{
    return {
        {"key", "test-offer"}, {"price", price}, {"currency", currency}, {"unit", unit}, {"gpus_per_instance", gpus}};
}
QVector<QVariantMap> rates()
{
    return {{{"code", "USD"}, {"units_per_usd", 1.0}, {"source", "Definition"}, {"as_of", "2026"}},
            {{"code", "INR"}, {"units_per_usd", 90.0}, {"source", "RBI reference rate"}, {"as_of", "2026-01-15"}}};
}
} // namespace

class TestCatalogNormalisedPrice : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void hourlyEightGpuInstance()
    {
        // AWS p5.48xlarge-style instance: 98.32 USD/h for 8 GPUs = 98.32 / 8 = 12.29 USD per GPU-hour.
        CatalogNormalisedPrice prices;
        prices.setCurrencies(rates());
        const auto r = prices.compute(offer(98.32, "USD", "hour", 8), "USD");
        QVERIFY(r.value);
        QCOMPARE(*r.value, 12.29);
        QCOMPARE(r.text, QStringLiteral("12.29"));
        QVERIFY2(r.tooltip.contains(QStringLiteral("98.32 USD per hour")), qPrintable(r.tooltip));
        QVERIFY2(r.tooltip.contains(QStringLiteral("No currency conversion")), qPrintable(r.tooltip));
    }

    void inrOfferInUsd()
    {
        // 2,000 INR/h for 8 GPUs = 250 INR per GPU-hour; at 90 INR per USD = 250 / 90 = 2.78 USD.
        CatalogNormalisedPrice prices;
        prices.setCurrencies(rates());
        const auto r = prices.compute(offer(2000, "INR", "hour", 8), "USD");
        QVERIFY(r.value);
        GP_VERIFY_NEAR(*r.value, 250.0 / 90.0, 1e-12);
        QCOMPARE(r.text, QStringLiteral("2.78"));
        QVERIFY2(r.tooltip.contains(QStringLiteral("1 USD = 90.00 INR (RBI reference rate, as of 2026-01-15)")),
                 qPrintable(r.tooltip));
        QVERIFY2(r.tooltip.contains(QStringLiteral("Original price: 2000.00 INR per hour")), qPrintable(r.tooltip));
    }

    void usdOfferInInr()
    {
        // 12.29 USD per GPU-hour * 90 INR per USD = 1,106.10 INR.
        CatalogNormalisedPrice prices;
        prices.setCurrencies(rates());
        const auto r = prices.compute(offer(98.32, "USD", "hour", 8), "INR");
        QVERIFY(r.value);
        GP_VERIFY_NEAR(*r.value, 1106.1, 1e-9);
        QCOMPARE(r.text, QStringLiteral("1106.10"));
    }

    void monthlyPriceOver730Hours()
    {
        // 1,460 USD per month for 1 GPU / 730 h per month = 2.00 USD per GPU-hour.
        CatalogNormalisedPrice prices;
        prices.setCurrencies(rates());
        const auto r = prices.compute(offer(1460, "USD", "month", 1), "USD");
        QVERIFY(r.value);
        QCOMPARE(*r.value, 2.0);
        QCOMPARE(r.text, QStringLiteral("2.00"));
        QVERIFY2(r.tooltip.contains(QStringLiteral("730 hours per month")), qPrintable(r.tooltip));
    }

    void purchaseHasNoHourlyPrice()
    {
        CatalogNormalisedPrice prices;
        prices.setCurrencies(rates());
        const auto r = prices.compute(offer(300000, "USD", "one_off", 8), "USD");
        QVERIFY(!r.value);
        QCOMPARE(r.text, QStringLiteral("\u2014"));
        QVERIFY(r.tooltip.startsWith(QStringLiteral("one-off purchase: see TCO")));
    }

    void missingRateIsExplainedNotZero()
    {
        CatalogNormalisedPrice prices;
        prices.setCurrencies(rates());
        const auto r = prices.compute(offer(100, "EUR", "hour", 1), "USD");
        QVERIFY(!r.value);
        QCOMPARE(r.text, QStringLiteral("\u2014"));
        QVERIFY2(r.tooltip.contains(QStringLiteral("EUR")), qPrintable(r.tooltip));
    }

    void headerNamesCurrency()
    {
        QCOMPARE(CatalogNormalisedPrice::header(QStringLiteral("INR")), QStringLiteral("Price per GPU-hour (INR)"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogNormalisedPrice)
#include "tst_catalognormalisedprice.moc"
