// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The one place a plan's price drift is worded (issue 33): "AWS p5.48xlarge on-demand: now 14% lower", the
// percentages worked out by hand from the prices below.
#include "document/PriceDriftText.h"

#include <QTest>

namespace {
gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot c;
    gp::OfferSpec p5;
    p5.key = "aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge";
    p5.providerKey = "aws";
    p5.providerName = "AWS";
    p5.instanceType = "p5.48xlarge";
    p5.tier = "on_demand";
    p5.price = 55.04;
    p5.currency = "USD";
    gp::OfferSpec spot = p5;
    spot.key = "lambda-h100-spot";
    spot.providerName = "Lambda";
    spot.instanceType.clear();
    spot.tier = "spot";
    c.offers = {p5, spot};
    c.buildIndex();
    return c;
}

PlanPrices::Drift drift(const std::string& key, double plan, std::optional<double> now,
                        const char* planCurrency = "USD", const char* nowCurrency = "USD")
{
    PlanPrices::Drift d;
    d.offerKey = key;
    d.planPrice = plan;
    d.catalogPrice = now;
    d.planCurrency = planCurrency;
    d.catalogCurrency = nowCurrency;
    d.planUnit = d.catalogUnit = "hour";
    if (now && d.planCurrency == d.catalogCurrency)
        d.relativeChange = (*now - plan) / plan;
    return d;
}
} // namespace

class TestPriceDriftText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void labels()
    {
        const auto c = catalog();
        QCOMPARE(PriceDriftText::offerLabel("aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge", c),
                 QStringLiteral("AWS p5.48xlarge on-demand"));
        QCOMPARE(PriceDriftText::offerLabel("lambda-h100-spot", c), QStringLiteral("Lambda lambda-h100-spot spot"));
        QCOMPARE(PriceDriftText::offerLabel("gone", c), QStringLiteral("gone"));
    }

    void changeWords()
    {
        QCOMPARE(PriceDriftText::changeWords(-0.14), QStringLiteral("now 14% lower"));
        QCOMPARE(PriceDriftText::changeWords(0.125), QStringLiteral("now 13% higher")); // half away from zero
        QCOMPARE(PriceDriftText::changeWords(-0.004), QStringLiteral("now under 1% lower"));
        QCOMPARE(PriceDriftText::changeWords(0.0049), QStringLiteral("now under 1% higher"));
    }

    void lines()
    {
        const auto c = catalog();
        // (55.04 - 64) / 64 = -0.14
        QCOMPARE(PriceDriftText::line(drift("aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge", 64, 55.04), c),
                 QStringLiteral("AWS p5.48xlarge on-demand: now 14% lower (catalog 55.04 USD per hour, plan 64 USD "
                                "per hour)"));
        // (2.2 - 2) / 2 = +0.10
        QCOMPARE(PriceDriftText::line(drift("lambda-h100-spot", 2, 2.2), c),
                 QStringLiteral("Lambda lambda-h100-spot spot: now 10% higher (catalog 2.2 USD per hour, plan 2 USD "
                                "per hour)"));
        QCOMPARE(PriceDriftText::line(drift("gone", 3.5, std::nullopt), c),
                 QStringLiteral("gone: no longer in the catalog (plan 3.5 USD per hour)"));
        QCOMPARE(PriceDriftText::line(drift("lambda-h100-spot", 180, 2.2, "INR", "USD"), c),
                 QStringLiteral("Lambda lambda-h100-spot spot: now 2.2 USD per hour in the catalog (plan 180 INR per "
                                "hour)"));
    }

    void openingMessage()
    {
        const auto c = catalog();
        QCOMPARE(PriceDriftText::openingMessage({}, {}, c), QString());
        const QString m = PriceDriftText::openingMessage(
            QStringLiteral("Filled."), {drift("aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge", 64, 55.04)}, c);
        QCOMPARE(m, QStringLiteral("Filled.\n\nThe current catalog prices one of this plan's offers otherwise:\n"
                                   "\u2022 AWS p5.48xlarge on-demand: now 14% lower (catalog 55.04 USD per hour, plan "
                                   "64 USD per hour)\nThe plan's figures use its own prices until you choose Reprice "
                                   "from catalog (one step, which Undo reverts)."));
    }
};

QTEST_GUILESS_MAIN(TestPriceDriftText)
#include "tst_pricedrifttext.moc"
