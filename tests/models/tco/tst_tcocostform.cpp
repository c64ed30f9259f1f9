// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The closed form of each option's full cost (TcoCostForm) against TcoModel::evaluate's month-by-month sum, and the
// break-even it gives against the search it replaced (every option evaluated over every month at each step).
// Tolerance 1e-9 relative: the two add the same terms in a different order (rounding only).
#include "TcoBigCase.h"
#include "tco/TcoAnalysis.h"
#include "tco/TcoCostForm.h"

#include <QtTest>

#include <cmath>

using namespace gp::tco;

namespace {

bool near(double a, double b, double rel = 1e-9) { return std::abs(a - b) <= rel * std::max(1.0, std::abs(b)); }

// The search TcoAnalysis used before issue 36, as it was: every step a whole evaluate().
std::optional<double> oldBreakEven(const Inputs& in, int a, int b, bool* aWinsAbove)
{
    auto diff = [&](double u) -> std::optional<double> {
        const Result r = TcoModel::evaluate(TcoAnalysis::atUtilisation(in, u));
        if (!r.ok())
            return std::nullopt;
        return r.options[a].fullCost - r.options[b].fullCost;
    };
    std::optional<double> prev = diff(0.01);
    double prevU = 0.01;
    for (int pct = 2; pct <= 100; ++pct) {
        const double u = pct / 100.0;
        const std::optional<double> d = diff(u);
        if (!prev || !d)
            return std::nullopt;
        if ((*prev > 0) != (*d > 0)) {
            double lo = prevU, hi = u;
            const bool loPositive = *prev > 0;
            for (int i = 0; i < 40; ++i) {
                const double mid = (lo + hi) / 2;
                const std::optional<double> m = diff(mid);
                if (!m)
                    break;
                ((*m > 0) == loPositive ? lo : hi) = mid;
            }
            *aWinsAbove = loPositive;
            return (lo + hi) / 2;
        }
        prev = d;
        prevU = u;
    }
    return std::nullopt;
}

void compareAll(const Inputs& base)
{
    for (int horizon : {1, 6, 12, 24, 35, 36, 37, 240}) {
        Inputs in = base;
        in.horizonMonths = horizon;
        const TcoCostForm form(in);
        for (double u : {0.01, 0.137, 0.5, 0.55, 0.731, 0.99, 1.0}) {
            const Result r = TcoModel::evaluate(TcoAnalysis::atUtilisation(in, u));
            QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors[0].message.c_str());
            QCOMPARE(form.size(), r.options.size());
            for (std::size_t i = 0; i < form.size(); ++i) {
                const double closed = form.fullCost(i, u, horizon);
                QVERIFY2(near(closed, r.options[i].fullCost),
                         qPrintable(QStringLiteral("%1 at %2 over %3 months: closed form %4, month by month %5")
                                        .arg(QString::fromStdString(r.options[i].name))
                                        .arg(u)
                                        .arg(horizon)
                                        .arg(closed, 0, 'g', 17)
                                        .arg(r.options[i].fullCost, 0, 'g', 17)));
            }
        }
    }
}

} // namespace

class TestTcoCostForm : public QObject {
    Q_OBJECT
private slots:
    void closedFormIsTheMonthlySum() { compareAll(TcoTest::bigCase()); }

    void refreshAtHalfMonthsAndWithoutCredit_data()
    {
        QTest::addColumn<double>("refresh");
        QTest::addColumn<bool>("credit");
        // Refresh periods whose purchase months round at a half (2.5 -> 3, 5, 8, 10, ...; 23.5 -> 24) and the
        // horizon's own month (36 with a 36-month horizon: no purchase), with and without the residual credit.
        for (double refresh : {1.0, 2.5, 7.3, 12.0, 23.5, 36.0, 240.0})
            for (bool credit : {true, false})
                QTest::newRow(qPrintable(QStringLiteral("refresh %1, credit %2").arg(refresh).arg(credit)))
                    << refresh << credit;
    }
    void refreshAtHalfMonthsAndWithoutCredit()
    {
        QFETCH(double, refresh);
        QFETCH(bool, credit);
        Inputs in = TcoTest::bigCase();
        in.ownership.refreshMonths = refresh;
        in.ownership.creditResidualValue = credit;
        in.ownership.resaleFraction = 0.3;
        compareAll(in);
    }

    void breakEvenAsTheSearchItReplaced()
    {
        // A sample of the 1,024 pairs (every 37th), each horizon the analysis reports: the same crossing and side.
        const Inputs base = TcoTest::bigCase();
        int crossings = 0;
        for (int months : {24, 36, 240}) {
            Inputs in = base;
            in.horizonMonths = months;
            for (int k = 0; k < 1024; k += 37) {
                const int owned = k / 32, rented = 32 + k % 32;
                bool oldSide = true, newSide = true;
                const std::optional<double> before = oldBreakEven(in, owned, rented, &oldSide);
                const std::optional<double> now = TcoAnalysis::breakEvenUtilisation(in, owned, rented, &newSide);
                QCOMPARE(now.has_value(), before.has_value());
                if (!before)
                    continue;
                ++crossings;
                QVERIFY2(
                    near(*now, *before, 1e-9),
                    qPrintable(QStringLiteral("pair %1/%2: %3 vs %4").arg(owned).arg(rented).arg(*now).arg(*before)));
                QCOMPARE(newSide, oldSide);
            }
        }
        QVERIFY2(crossings >= 10, qPrintable(QString::number(crossings))); // the sample does cross
    }

    void anAmountWithoutARateIsNotFinite()
    {
        // Inputs that skipped TcoModel::validate (which refuses a currency without a rate) must not price the
        // amount at zero: option 0's price in a currency with no rate makes its cost NaN, and only its cost.
        Inputs in = TcoTest::bigCase();
        in.options[0].price.currency = "XTS"; // ISO 4217's code reserved for testing: never in the rates
        QVERIFY(!TcoModel::validate(in).empty());
        const TcoCostForm form(in);
        QVERIFY2(std::isnan(form.fullCost(0, 0.5, in.horizonMonths)),
                 qPrintable(QString::number(form.fullCost(0, 0.5, in.horizonMonths))));
        QVERIFY(std::isfinite(form.fullCost(1, 0.5, in.horizonMonths)));
        bool side = false;
        QVERIFY(!TcoAnalysis::breakEvenUtilisation(in, 0, 33, &side).has_value());
    }

    void progressCountsTheStepsAndCancelStops()
    {
        const Inputs in = TcoTest::bigCase();
        int last = 0, total = 0;
        const Analysis all = TcoAnalysis::analyse(in, [&](int done, int of) {
            last = done;
            total = of;
            return true;
        });
        QVERIFY(all.ok());
        // 32 x 32 pairs + one step per tornado input + the conclusion.
        QCOMPARE(last, total);
        QVERIFY2(total > 1024, qPrintable(QString::number(total)));
        int calls = 0;
        const Analysis stopped = TcoAnalysis::analyse(in, [&](int, int) { return ++calls < 10; });
        QVERIFY(stopped.cancelled);
        QVERIFY(!stopped.ok());
        QCOMPARE(calls, 10);
        QCOMPARE(int(stopped.breakEvens.size()), 9); // it stopped before the 10th pair
    }
};

QTEST_APPLESS_MAIN(TestTcoCostForm)
#include "tst_tcocostform.moc"
