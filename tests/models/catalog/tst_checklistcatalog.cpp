// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The checklist's catalog tables (issue 13): the shipped questions and criteria are the article's, each
// with an explanation and the article as source; a team's own question is stored, survives a reopen,
// and everything round-trips through the catalog JSON export; platform facts refuse a missing value.
#include "CatalogTestUtil.h"
#include "TestSupport.h"
#include "catalog/CatalogJson.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace catalog;

namespace {
QString sourceCatalog() { return QStringLiteral(GP_SOURCE_DIR "/resources/catalog"); }

QVariantMap ownQuestion()
{
    return {{"key", "own-egress-fees"},
            {"ordinal", 9},
            {"question", "Is data egress free between regions?"},
            {"explanation", "Our datasets move between regions every week."},
            {"criterion_key", "storage-io"},
            {"answered_by", "user"},
            {"applies_when", "always"},
            {"source", "Team workshop"},
            {"as_of", "2026-12"}};
}
} // namespace

class TestChecklistCatalog : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_shipped;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
        m_shipped = CatalogTestUtil::buildDb(QDir(m_dir.path()), sourceCatalog(), "shipped.sqlite");
        QVERIFY(!m_shipped.isEmpty());
    }

    // The article's seven criteria in its order, plus cost per result; its six questions first.
    void shippedCriteriaAndQuestionsAreTheArticles()
    {
        CatalogStore store;
        store.setShippedCatalogSource(m_shipped);
        QVERIFY(store.open(m_dir.filePath("user-a/catalog.sqlite")));
        QMap<int, QString> criteria;
        for (const QVariantMap& r : store.rows("checklist_criteria")) {
            criteria.insert(r.value("ordinal").toInt(), r.value("key").toString());
            QVERIFY2(!r.value("explanation").toString().isEmpty(), qPrintable(r.value("key").toString()));
            QVERIFY2(r.value("source").toString().startsWith("Seed domain article"),
                     qPrintable(r.value("key").toString()));
            QCOMPARE(r.value("as_of").toString(), QStringLiteral("2026"));
        }
        QCOMPARE(criteria.values(),
                 (QStringList{"memory-bandwidth", "vram-per-gpu", "multi-gpu-interconnect", "storage-io",
                              "network-fabric", "framework-cuda", "uptime-sla", "cost-per-result"}));
        QMap<int, QVariantMap> questions;
        for (const QVariantMap& r : store.rows("checklist_questions")) {
            questions.insert(r.value("ordinal").toInt(), r);
            QVERIFY(!r.value("explanation").toString().isEmpty());
            QVERIFY(r.value("source").toString().startsWith("Seed domain article"));
        }
        QCOMPARE(questions.size(), 8);
        QCOMPARE(questions.value(1).value("question").toString(),
                 QStringLiteral(
                     "Can you scale from a single GPU to a multi-GPU node without modifying your training code?"));
        QCOMPARE(questions.value(3).value("answered_by").toString(), QStringLiteral("all_to_all_gbps"));
        QCOMPARE(questions.value(6).value("criterion_key").toString(), QStringLiteral("uptime-sla"));
        QCOMPARE(questions.value(8).value("applies_when").toString(), QStringLiteral("personal_data_india"));
        QVERIFY(questions.value(8).value("explanation").toString().contains("legal advisor"));
    }

    // A team's own question: stored, kept across a reopen, exported and read back unchanged.
    void ownQuestionRoundTrips()
    {
        const QString path = m_dir.filePath("user-b/catalog.sqlite");
        {
            CatalogStore store;
            store.setShippedCatalogSource(m_shipped);
            QVERIFY(store.open(path));
            QString error;
            QVERIFY2(store.insertRow("checklist_questions", ownQuestion(), &error), qPrintable(error));
        }
        CatalogStore store;
        store.setShippedCatalogSource(m_shipped);
        QVERIFY(store.open(path));
        const QVariantMap back = CatalogTestUtil::row(store, "checklist_questions", "own-egress-fees");
        QCOMPARE(back.value("question").toString(), QStringLiteral("Is data egress free between regions?"));
        QCOMPARE(back.value("ordinal").toInt(), 9);
        QVERIFY(store.isUserEdited("checklist_questions", "own-egress-fees"));

        const QString exported = m_dir.filePath("checklist-export.json");
        QString error;
        const QStringList tables{"checklist_criteria", "checklist_questions", "platform_facts"};
        QVERIFY2(store.exportJson(exported, tables, {}, &error), qPrintable(error));
        CatalogRecords records;
        QVERIFY2(readCatalogJson(exported, records, &error), qPrintable(error));
        for (const QString& t : tables) {
            const TableDef* def = catalogTable(t);
            QMap<QString, QVariantMap> stored;
            for (const QVariantMap& r : store.rows(t))
                stored.insert(r.value("key").toString(), r);
            QCOMPARE(records.tables.value(t).size(), stored.size());
            for (const QVariantMap& r : records.tables.value(t)) {
                const QVariantMap s = stored.value(r.value("key").toString());
                for (const ColumnDef& c : def->columns) {
                    const QVariant a = r.value(c.name), b = s.value(c.name);
                    const bool bothEmpty = (!a.isValid() || a.isNull()) && (!b.isValid() || b.isNull());
                    QVERIFY2(bothEmpty || a.toString() == b.toString(),
                             qPrintable(QStringLiteral("%1.%2 of %3: %4 vs %5")
                                            .arg(t, c.name, r.value("key").toString(), a.toString(), b.toString())));
                }
            }
        }
        QVERIFY(records.tables.value("platform_facts").size() >= 10);
    }

    // A question naming a criterion that does not exist is refused, naming the field.
    void questionWithUnknownCriterionRefused()
    {
        CatalogStore store;
        store.setShippedCatalogSource(m_shipped);
        QVERIFY(store.open(m_dir.filePath("user-c/catalog.sqlite")));
        QVariantMap q = ownQuestion();
        q["key"] = "own-bad";
        q["criterion_key"] = "no-such-criterion";
        QString error;
        QVERIFY(!store.insertRow("checklist_questions", q, &error));
        QVERIFY2(error.contains("criterion_key"), qPrintable(error));
    }

    void platformFactNeedsItsValue_data()
    {
        QTest::addColumn<QVariantMap>("row");
        QTest::addColumn<QString>("problem");
        const QVariantMap base{{"key", "x"}, {"provider_key", "aws"}, {"source", "s"}, {"as_of", "2026"}};
        QVariantMap numberMissing = base;
        numberMissing.insert("fact", "nvme_read_gbps");
        numberMissing.insert("value_text", "fast");
        QTest::newRow("numeric fact without number")
            << numberMissing << "value_number is required for fact nvme_read_gbps";
        QVariantMap fabric = base;
        fabric.insert("fact", "network_fabric");
        fabric.insert("value_text", "ib");
        QTest::newRow("fabric not from the list")
            << fabric
            << "value_text must be one of infiniband, roce, efa, ethernet for fact network_fabric, got \"ib\"";
        QVariantMap sla = base;
        sla.insert("fact", "sla_percent");
        sla.insert("value_number", 100.5);
        QTest::newRow("sla above 100") << sla << "value_number must be at most 100 for fact sla_percent, got 100.5";
        QVariantMap good = base;
        good.insert("fact", "network_fabric");
        good.insert("value_text", "infiniband");
        QTest::newRow("fabric from the list") << good << "";
    }
    void platformFactNeedsItsValue()
    {
        QFETCH(QVariantMap, row);
        QFETCH(QString, problem);
        QCOMPARE(validateRecord(*catalogTable("platform_facts"), row), problem);
    }
};

QTEST_GUILESS_MAIN(TestChecklistCatalog)
#include "tst_checklistcatalog.moc"
