// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// A price's age (planning/PriceAge.h), every figure counted by hand on a calendar: days from as_of to a given
// today, whole months (a month is due on the same day number, or on the last day of a shorter month), stale =
// days > threshold. Exact integers, no tolerance.
#include "planning/PriceAge.h"

#include <QtTest>

using namespace gp;

namespace {
CivilDate d(int y, int m, int day) { return {y, m, day}; }
} // namespace

class TestPriceAge : public QObject {
    Q_OBJECT
private slots:
    void daysFromCivilAnchors()
    {
        QCOMPARE(daysFromCivil(d(1970, 1, 1)), 0LL);
        // 2000-01-01 is day 10957 (30 years, 7 of them leap: 30 x 365 + 7); + 31 (Jan) + 29 (Feb 2000 is leap).
        QCOMPARE(daysFromCivil(d(2000, 1, 1)), 10957LL);
        QCOMPARE(daysFromCivil(d(2000, 3, 1)), 11017LL);
        QCOMPARE(daysFromCivil(d(1969, 12, 31)), -1LL);
    }

    void parseIsoDateIsStrict()
    {
        QVERIFY(parseIsoDate("2024-02-29").has_value()); // leap year
        QVERIFY(!parseIsoDate("2025-02-29"));            // not a leap year
        QVERIFY(!parseIsoDate("1900-02-29"));            // century, not divisible by 400
        QVERIFY(parseIsoDate("2000-02-29").has_value()); // divisible by 400
        QVERIFY(!parseIsoDate("2026-04-31"));
        QVERIFY(!parseIsoDate("2026-13-01"));
        QVERIFY(!parseIsoDate("2026-5-24"));
        QVERIFY(!parseIsoDate("2026-05-24x"));
        QVERIFY(!parseIsoDate(""));
        const auto p = parseIsoDate("2026-12-05");
        QVERIFY(p);
        QCOMPARE(p->year, 2026);
        QCOMPARE(p->month, 12);
        QCOMPARE(p->day, 5);
    }

    void shippedCatalogDate()
    {
        // 2026-05-24 -> 2026-12-05: 7 (rest of May) + 30 + 31 + 31 + 30 + 31 + 30 + 5 = 195 days.
        // Months: Dec - May = 7, but the 5th comes before the 24th: 6 whole months.
        const PriceAge a = priceAge("2026-05-24", d(2026, 12, 5));
        QVERIFY(a.known);
        QCOMPARE(a.days, 195LL);
        QCOMPARE(a.months, 6);
        QVERIFY(a.stale);
        QCOMPARE(a.staleDays, 90);
        QCOMPARE(ageWords(a), std::string("6 months"));
        QCOMPARE(isoDate(a.from), std::string("2026-05-24"));
    }

    void leapDay()
    {
        // 28 Feb -> 1 Mar is 2 days in 2024 (29 Feb between) and 1 day in 2023.
        QCOMPARE(priceAge("2024-02-28", d(2024, 3, 1)).days, 2LL);
        QCOMPARE(priceAge("2023-02-28", d(2023, 3, 1)).days, 1LL);
        QCOMPARE(ageWords(priceAge("2024-02-28", d(2024, 3, 1))), std::string("2 days"));
        // 29 Feb 2024 -> 28 Feb 2025: 1 day to 1 Mar 2024, then 365 to 1 Mar 2025 (no 29 Feb), less 1 = 365.
        // Twelve months: February 2025 has no 29th, so its last day completes the year.
        const PriceAge a = priceAge("2024-02-29", d(2025, 2, 28));
        QCOMPARE(a.days, 365LL);
        QCOMPARE(a.months, 12);
        QCOMPARE(ageWords(a), std::string("12 months"));
    }

    void monthEnds()
    {
        // 31 Jan -> 28 Feb 2026: 28 days, one month (February's last day). 27 Feb: not yet.
        QCOMPARE(priceAge("2026-01-31", d(2026, 2, 28)).months, 1);
        QCOMPARE(priceAge("2026-01-31", d(2026, 2, 28)).days, 28LL);
        QCOMPARE(priceAge("2026-01-31", d(2026, 2, 27)).months, 0);
        QCOMPARE(ageWords(priceAge("2026-01-31", d(2026, 2, 27))), std::string("27 days"));
        // 31 Jan -> 30 Apr: three months (April's last day); 31 Mar -> 30 Apr: one.
        QCOMPARE(priceAge("2026-01-31", d(2026, 4, 30)).months, 3);
        QCOMPARE(ageWords(priceAge("2026-03-31", d(2026, 4, 30))), std::string("1 month"));
        // Across a year end: 15 Dec 2025 -> 14 Jan 2026 = 30 days, 0 months; 15 Jan = 31 days, 1 month.
        QCOMPARE(priceAge("2025-12-15", d(2026, 1, 14)).months, 0);
        QCOMPARE(priceAge("2025-12-15", d(2026, 1, 15)).days, 31LL);
        QCOMPARE(priceAge("2025-12-15", d(2026, 1, 15)).months, 1);
        // Same day: 0 days, an age (known), not stale.
        const PriceAge same = priceAge("2026-12-05", d(2026, 12, 5));
        QVERIFY(same.known);
        QCOMPARE(same.days, 0LL);
        QCOMPARE(ageWords(same), std::string("0 days"));
        QCOMPARE(ageWords(priceAge("2026-12-04", d(2026, 12, 5))), std::string("1 day"));
    }

    void threshold()
    {
        // 6 Sep -> 5 Dec 2026: 24 + 31 + 30 + 5 = 90 days: at the threshold, not over it.
        QCOMPARE(priceAge("2026-09-06", d(2026, 12, 5)).days, 90LL);
        QVERIFY(!priceAge("2026-09-06", d(2026, 12, 5)).stale);
        QCOMPARE(priceAge("2026-09-05", d(2026, 12, 5)).days, 91LL);
        QVERIFY(priceAge("2026-09-05", d(2026, 12, 5)).stale);
        // A threshold of 30 days: 4 Nov -> 5 Dec is 31 days, stale; 5 Nov is 30, not.
        QVERIFY(priceAge("2026-11-04", d(2026, 12, 5), 30).stale);
        QVERIFY(!priceAge("2026-11-05", d(2026, 12, 5), 30).stale);
        QCOMPARE(priceAge("2026-11-05", d(2026, 12, 5), 30).staleDays, 30);
    }

    void partialDatesCountFromTheStartOfTheirPeriod()
    {
        // "2026-05" counts from 1 May: 31 + 30 + 31 + 31 + 30 + 31 + 30 (to 1 Dec) + 4 = 218 days, 7 months:
        // the "priced from lists up to 7 months old".
        const PriceAge m = priceAge("2026-05", d(2026, 12, 5));
        QVERIFY(m.known);
        QVERIFY(m.precision == AsOfPrecision::Month);
        QCOMPARE(m.days, 218LL);
        QCOMPARE(m.months, 7);
        QCOMPARE(ageWords(m), std::string("7 months"));
        // "2025" counts from 1 Jan 2025: 365 + 334 (Jan-Nov 2026) + 4 = 703 days, 23 months.
        const PriceAge y = priceAge("2025", d(2026, 12, 5));
        QVERIFY(y.precision == AsOfPrecision::Year);
        QCOMPARE(y.days, 703LL);
        QCOMPARE(y.months, 23);
        QCOMPARE(ageWords(y), std::string("23 months"));
        // "2022-10" -> 5 Dec 2026: 4 x 12 + 2 = 50 months, worded in whole years.
        QCOMPARE(priceAge("2022-10", d(2026, 12, 5)).months, 50);
        QCOMPARE(ageWords(priceAge("2022-10", d(2026, 12, 5))), std::string("4 years"));
    }

    void unknownIsNeverZero()
    {
        for (const char* bad : {"", "n/a", "2026-13-01", "2026-02-30", "2026-5-24", "2026-00", "26", "2026/05/24"}) {
            const PriceAge a = priceAge(bad, d(2026, 12, 5));
            QVERIFY2(!a.known, bad);
            QVERIFY2(!a.stale, bad);
            QVERIFY2(!a.problem.empty(), bad);
            QCOMPARE(ageWords(a), std::string("age unknown"));
        }
        // After today: not an age of 0 days, and the problem says why.
        const PriceAge future = priceAge("2027-01-01", d(2026, 12, 5));
        QVERIFY(!future.known);
        QCOMPARE(future.problem, std::string("as-of date 2027-01-01 is after today (2026-12-05)"));
    }
};

QTEST_GUILESS_MAIN(TestPriceAge)
#include "tst_priceage.moc"
