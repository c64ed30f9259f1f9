// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// CatalogSnapshot lookups: the engine finds catalog rows by their stable keys, and a missing key is null.
#include "planning/CatalogSnapshot.h"

#include <QTest>

class TestCatalogSnapshot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void findsRowsByKey()
    {
        gp::CatalogSnapshot snap;
        snap.gpus.push_back({.key = "a100", .name = "A100"});
        snap.gpus.push_back({.key = "h100", .name = "H100"});
        snap.currencies.push_back({.code = "INR", .unitsPerUsd = 88.0});
        QVERIFY(snap.gpu("h100"));
        QCOMPARE(QString::fromStdString(snap.gpu("h100")->name), QStringLiteral("H100"));
        QCOMPARE(snap.currency("INR")->unitsPerUsd, 88.0);
        QCOMPARE(snap.gpu("b200"), nullptr);
        QCOMPARE(snap.model("llama"), nullptr);
    }

    void indexedLookupsStayCorrectAfterEdits()
    {
        gp::CatalogSnapshot snap;
        snap.offers.push_back({.key = "o1", .price = 1});
        snap.offers.push_back({.key = "o2", .price = 2});
        snap.buildIndex();
        QCOMPARE(snap.offer("o2")->price, 2.0);
        // Rows reordered and one appended after indexing: a stale index must not return the wrong row.
        std::swap(snap.offers[0], snap.offers[1]);
        snap.offers.push_back({.key = "o3", .price = 3});
        QCOMPARE(snap.offer("o1")->price, 1.0);
        QCOMPARE(snap.offer("o2")->price, 2.0);
        QCOMPARE(snap.offer("o3")->price, 3.0);
        QCOMPARE(snap.offer("missing"), nullptr);
    }
};

QTEST_GUILESS_MAIN(TestCatalogSnapshot)
#include "tst_catalogsnapshot.moc"
