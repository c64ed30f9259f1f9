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
};

QTEST_GUILESS_MAIN(TestCatalogSnapshot)
#include "tst_catalogsnapshot.moc"
