// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The label beside a contracted price (issue 33, gp::contractedPriceNote): the price paid and the list price per
// GPU-hour, the offer, its tier and the contract's age. A hand-made offer of 8 GPUs listed at 19.92 USD an
// instance-hour (19.92 / 8 = 2.49 USD per GPU-hour) with a contracted 16.80 (16.80 / 8 = 2.10), the contract dated
// 2026-11-21: on 2026-12-05 it is 14 days old. In INR at 90 per USD: 2.10 x 90 = 189.00, 2.49 x 90 = 224.10.
// Monthly: 1,226.40 USD a month / 730 h / 8 = 0.21 (paid) and 1,454.16 / 730 / 8 = 0.249 -> 0.25 (list).
#include "planning/ContractPriceNote.h"
#include "text/MessageText.h"

#include <QtTest>

namespace {
gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot s;
    gp::CurrencyRate usd;
    usd.code = "USD";
    usd.unitsPerUsd = 1;
    gp::CurrencyRate inr;
    inr.code = "INR";
    inr.unitsPerUsd = 90;
    s.currencies = {usd, inr};
    gp::OfferSpec o;
    o.key = "neo-h100-8x-on-demand";
    o.gpusPerInstance = 8;
    o.tier = "on_demand";
    o.price = 16.80;
    o.currency = "USD";
    o.unit = gp::PriceUnit::Hour;
    o.contract.basis = "contracted";
    o.contract.listPrice = 19.92;
    o.contract.listCurrency = "USD";
    o.contract.source = "Neo MSA 2026";
    o.contract.asOf = "2026-11-21";
    s.offers.push_back(o);
    s.buildIndex();
    return s;
}

const gp::CivilDate kToday{2026, 12, 5};
} // namespace

class TestContractPriceNote : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void contractedPriceHasTheListBeside()
    {
        const gp::CatalogSnapshot s = catalog();
        const auto note = gp::contractedPriceNote(s.offers[0], s, "USD", kToday);
        QVERIFY(note.has_value());
        QCOMPARE(QString::fromStdString(note->english()),
                 QStringLiteral("contracted USD 2.10/GPU-h (list USD 2.49, offer neo-h100-8x-on-demand, tier "
                                "on-demand, 14 days old)"));
        // Through the text layer (what the search front and the TCO pane show): the code, a no-break space and
        // the amount.
        const QChar nbsp(0x00A0);
        QCOMPARE(gp::text::render(*note, QLocale(QLocale::English)),
                 QStringLiteral("contracted USD%1%2/GPU-h (list USD%1%3, offer neo-h100-8x-on-demand, tier "
                                "on-demand, 14 days old)")
                     .arg(nbsp)
                     .arg(QStringLiteral("2.10"), QStringLiteral("2.49")));
        const auto inr = gp::contractedPriceNote(s.offers[0], s, "INR", kToday);
        QVERIFY(inr.has_value());
        QCOMPARE(QString::fromStdString(inr->english()),
                 QStringLiteral("contracted INR 189.00/GPU-h (list INR 224.10, offer neo-h100-8x-on-demand, tier "
                                "on-demand, 14 days old)"));
    }

    void ageIsWordedOrUnknown()
    {
        gp::CatalogSnapshot s = catalog();
        s.offers[0].contract.asOf = "2026-12-04";
        QCOMPARE(QString::fromStdString(gp::contractedPriceNote(s.offers[0], s, "USD", kToday)->english()),
                 QStringLiteral("contracted USD 2.10/GPU-h (list USD 2.49, offer neo-h100-8x-on-demand, tier "
                                "on-demand, 1 day old)"));
        s.offers[0].contract.asOf = "2027-01-01"; // after today: not an age (PriceAge), never "0 days"
        QCOMPARE(QString::fromStdString(gp::contractedPriceNote(s.offers[0], s, "USD", kToday)->english()),
                 QStringLiteral("contracted USD 2.10/GPU-h (list USD 2.49, offer neo-h100-8x-on-demand, tier "
                                "on-demand, age unknown)"));
    }

    void monthlyPriceIsPerGpuHour()
    {
        gp::CatalogSnapshot s = catalog();
        gp::OfferSpec& o = s.offers[0];
        o.unit = gp::PriceUnit::Month;
        o.price = 1226.40;
        o.contract.listPrice = 1454.16;
        QCOMPARE(QString::fromStdString(gp::contractedPriceNote(o, s, "USD", kToday)->english()),
                 QStringLiteral("contracted USD 0.21/GPU-h (list USD 0.25, offer neo-h100-8x-on-demand, tier "
                                "on-demand, 14 days old)"));
    }

    // No contract, or a figure that cannot be converted: no label (never a made-up list price).
    void nothingWithoutAContractOrARate()
    {
        gp::CatalogSnapshot s = catalog();
        QVERIFY(!gp::contractedPriceNote(s.offers[0], s, "EUR", kToday).has_value()); // no EUR rate
        s.offers[0].contract = gp::ContractTerms();
        QVERIFY(!gp::contractedPriceNote(s.offers[0], s, "USD", kToday).has_value());
    }
};

QTEST_GUILESS_MAIN(TestContractPriceNote)
#include "tst_contractpricenote.moc"
