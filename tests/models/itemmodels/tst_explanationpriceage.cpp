// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The why panel's price explanation (ComparisonExplanationFormatter) says each offer's as-of date, the price's age
// on a given today and "stale" past the threshold (issue 33); other catalog rows keep their plain as-of date.
// Ages counted by hand on a calendar.
#include "itemmodels/ComparisonExplanationFormatter.h"

#include <QTest>

class TestExplanationPriceAge : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void offerSourcesSayTheirAge()
    {
        gp::Explanation e;
        e.label = "Cost per run";
        e.value = 1000;
        e.unit = "USD";
        e.sources = {{"offers", "aws-p5", "AWS price list", "2026-05-24"},
                     {"gpus", "h100", "NVIDIA datasheet", "2023"},
                     {"offers", "fresh", "Quote <v2>", "2026-11-20"},
                     {"offers", "undated", "Old sheet", ""}};
        const ComparisonExplanationFormatter::PriceAgeBasis basis{{2026, 12, 5}, 90};
        const QString html = ComparisonExplanationFormatter::toHtml(e, basis);
        // 2026-05-24 -> 2026-12-05: 195 days, 6 whole months, over 90 days.
        QVERIFY2(html.contains(QStringLiteral(
                     "AWS price list (as of 2026-05-24, 6 months old, <b>stale</b>: older than 90 days)")),
                 qPrintable(html));
        // A GPU row is not a price: no age.
        QVERIFY2(html.contains(QStringLiteral("NVIDIA datasheet (as of 2023)</li>")), qPrintable(html));
        // 2026-11-20 -> 2026-12-05: 10 + 5 = 15 days, within 90; the source stays escaped.
        QVERIFY2(html.contains(QStringLiteral("Quote &lt;v2&gt; (as of 2026-11-20, 15 days old)</li>")),
                 qPrintable(html));
        // No date: an unknown age, never "0 days".
        QVERIFY2(html.contains(QStringLiteral("Old sheet (as of unknown, age unknown)</li>")), qPrintable(html));

        // A 200-day threshold: 195 days is no longer stale.
        const QString lenient = ComparisonExplanationFormatter::toHtml(e, {{2026, 12, 5}, 200});
        QVERIFY2(lenient.contains(QStringLiteral("AWS price list (as of 2026-05-24, 6 months old)</li>")),
                 qPrintable(lenient));
    }
};

QTEST_GUILESS_MAIN(TestExplanationPriceAge)
#include "tst_explanationpriceage.moc"
