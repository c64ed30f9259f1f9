// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Schema migrations: each step is run from the version before it on a file built by hand, and the
// rows already there survive; a file newer than the program is refused.
#include "CatalogTestUtil.h"
#include "TestSupport.h"
#include "catalog/CatalogFileCheck.h"
#include "catalog/CatalogMigrations.h"
#include "catalog/CatalogSql.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace catalog;

namespace {
// A raw connection for one test; closed when it goes out of scope.
struct Raw {
    QSqlDatabase db;
    QString name;
    explicit Raw(const QString& path) : db(openConnection(path, false, nullptr)), name(db.connectionName()) {}
    ~Raw()
    {
        db = QSqlDatabase();
        closeConnection(name);
    }
};

bool insertGpu(QSqlDatabase& db, const QString& key)
{
    QSqlQuery q(db);
    q.prepare("INSERT INTO gpus (key, vendor, name, memory_gb, memory_bandwidth_tbps, fp16_dense_tflops, launch_year, "
              "verification, source, as_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const QVariant& v : QVariantList{key, "NVIDIA", "A100 SXM 80GB", 80.0, 2.039, 312.0, 2020, "verified",
                                          "NVIDIA A100 datasheet", "2021-06"})
        q.addBindValue(v);
    return q.exec();
}

// A Llama 3.2 1B-shaped models row as a schema v5 file holds it (no embeddings column yet).
bool insertModel(QSqlDatabase& db, const QString& key, int contextLength, const QString& source)
{
    QSqlQuery q(db);
    q.prepare("INSERT INTO models (key, name, parameters, active_parameters, layers, hidden_size, attention_heads, "
              "kv_heads, head_dim, ffn_size, vocab_size, context_length, ffn_kind, source, as_of) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const QVariant& v : QVariantList{key, "Llama 3.2 1B", 1235814400.0, 1235814400.0, 16, 2048, 32, 8, 64, 8192,
                                          128256, contextLength, "gated", source, "2026-11"})
        q.addBindValue(v);
    const bool ok = q.exec();
    if (!ok)
        qWarning("%s", qPrintable(q.lastError().text()));
    return ok;
}

int count(QSqlDatabase& db, const QString& sql)
{
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}
} // namespace

class TestCatalogMigrations : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
    }

    void stepsAreNumberedInOrder()
    {
        int expected = 1;
        for (const MigrationStep& step : migrationSteps()) {
            QCOMPARE(step.toVersion, expected++);
            QVERIFY(!step.statements.isEmpty());
        }
        QCOMPARE(latestSchemaVersion(), 10);
    }

    void freshFileToLatest()
    {
        Raw raw(m_dir.filePath("fresh.sqlite"));
        QCOMPARE(schemaVersion(raw.db), 0);
        QString error;
        QVERIFY2(migrateDatabase(raw.db, &error), qPrintable(error));
        QCOMPARE(schemaVersion(raw.db), 10);
        const CatalogFileReport report = inspectCatalogFile(raw.db, m_dir.filePath("fresh.sqlite"));
        QVERIFY2(report.ok(), qPrintable(report.problem));
        QCOMPARE(report.integrity, QStringLiteral("ok"));
        // Every column CatalogSchema describes exists in the migrated tables.
        for (const TableDef& t : catalogTables()) {
            const QStringList columns = existingColumns(raw.db, t.name);
            for (const ColumnDef& c : t.columns)
                QVERIFY2(columns.contains(c.name), qPrintable(t.name + "." + c.name));
        }
    }

    void v0ToV1()
    {
        Raw raw(m_dir.filePath("v1.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 1));
        QCOMPARE(schemaVersion(raw.db), 1);
        const QStringList tables = existingTables(raw.db);
        for (const QString& t :
             QStringList{"gpus", "links", "providers", "currencies", "models", "tco_defaults", "offers"})
            QVERIFY2(tables.contains(t), qPrintable(t));
        QVERIFY(!tables.contains("user_edits"));
        QVERIFY(!tables.contains("checklist_questions"));
        QVERIFY(insertGpu(raw.db, "nvidia-a100-sxm"));
    }

    void v1ToV2KeepsRows()
    {
        Raw raw(m_dir.filePath("v2.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 1));
        QVERIFY(insertGpu(raw.db, "nvidia-a100-sxm"));
        QString error;
        QVERIFY2(migrateDatabase(raw.db, &error, 2), qPrintable(error));
        QCOMPARE(schemaVersion(raw.db), 2);
        QVERIFY(existingTables(raw.db).contains("user_edits"));
        QVERIFY(existingTables(raw.db).contains("catalog_meta"));
        QCOMPARE(count(raw.db, "SELECT count(*) FROM gpus WHERE key = 'nvidia-a100-sxm' AND memory_gb = 80"), 1);
        // The tombstone table refuses actions other than edited/deleted.
        QSqlQuery q(raw.db);
        QVERIFY(!q.exec("INSERT INTO user_edits VALUES ('gpus', 'x', 'renamed', '2026-01-01')"));
    }

    void v2ToV3KeepsRows()
    {
        Raw raw(m_dir.filePath("v3.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 2));
        QVERIFY(insertGpu(raw.db, "nvidia-a100-sxm"));
        QSqlQuery q(raw.db);
        QVERIFY(q.exec("INSERT INTO user_edits VALUES ('gpus', 'nvidia-a100-sxm', 'edited', '2026-01-01')"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 3));
        QCOMPARE(schemaVersion(raw.db), 3);
        QCOMPARE(count(raw.db, "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN "
                               "('offers_by_gpu', 'offers_by_provider')"),
                 2);
        QCOMPARE(count(raw.db, "SELECT count(*) FROM gpus"), 1);
        QCOMPARE(count(raw.db, "SELECT count(*) FROM user_edits"), 1);
    }

    // v4 adds the checklist tables to a v3 file and leaves its rows and tombstones alone; the new tables
    // take a question a team writes itself.
    void v3ToV4KeepsRowsAndAddsChecklistTables()
    {
        Raw raw(m_dir.filePath("v4.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 3));
        QVERIFY(insertGpu(raw.db, "nvidia-a100-sxm"));
        QSqlQuery q(raw.db);
        QVERIFY(q.exec("INSERT INTO user_edits VALUES ('gpus', 'nvidia-a100-sxm', 'edited', '2026-01-01')"));
        QVERIFY(!existingTables(raw.db).contains("platform_facts"));
        QString error;
        QVERIFY2(migrateDatabase(raw.db, &error, 4), qPrintable(error));
        QCOMPARE(schemaVersion(raw.db), 4);
        for (const QString& t : QStringList{"checklist_criteria", "checklist_questions", "platform_facts"}) {
            QVERIFY2(existingTables(raw.db).contains(t), qPrintable(t));
            const TableDef* def = catalogTable(t);
            QVERIFY(def);
            const QStringList columns = existingColumns(raw.db, t);
            for (const ColumnDef& c : def->columns)
                QVERIFY2(columns.contains(c.name), qPrintable(t + "." + c.name));
        }
        QCOMPARE(count(raw.db, "SELECT count(*) FROM gpus WHERE key = 'nvidia-a100-sxm' AND memory_gb = 80"), 1);
        QCOMPARE(count(raw.db, "SELECT count(*) FROM user_edits"), 1);
        QVERIFY(q.exec(
            "INSERT INTO checklist_questions (key, ordinal, question, explanation, applies_when, source, as_of) "
            "VALUES ('own-egress', 9, 'Is egress free?', 'Our datasets move often.', 'always', 'team', '2026')"));
        QCOMPARE(count(raw.db, "SELECT count(*) FROM checklist_questions"), 1);
        QCOMPARE(count(raw.db, "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = "
                               "'platform_facts_by_provider'"),
                 1);
    }

    // v5 adds the processor comparison to a v4 file and leaves its rows alone.
    void v4ToV5AddsProcessorClasses()
    {
        Raw raw(m_dir.filePath("v5.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 4));
        QVERIFY(insertGpu(raw.db, "nvidia-a100-sxm"));
        QVERIFY(!existingTables(raw.db).contains("processor_classes"));
        QString error;
        QVERIFY2(migrateDatabase(raw.db, &error, 5), qPrintable(error));
        QCOMPARE(schemaVersion(raw.db), 5);
        const TableDef* def = catalogTable("processor_classes");
        QVERIFY(def);
        const QStringList columns = existingColumns(raw.db, "processor_classes");
        for (const ColumnDef& c : def->columns)
            QVERIFY2(columns.contains(c.name), qPrintable("processor_classes." + c.name));
        QCOMPARE(count(raw.db, "SELECT count(*) FROM gpus WHERE key = 'nvidia-a100-sxm' AND memory_gb = 80"), 1);
        QCOMPARE(tableIntroducedIn("processor_classes"), 5);
    }

    // v6 adds models.embeddings to a v5 file: an existing row keeps its values and reads NULL there (not
    // recorded, which the snapshot counts as untied and says so: ScenarioValidator::warnings).
    void v5ToV6AddsModelEmbeddings()
    {
        Raw raw(m_dir.filePath("v6.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 5));
        QVERIFY(insertModel(raw.db, "m", 4096, "s"));
        QSqlQuery q(raw.db);
        QVERIFY(!existingColumns(raw.db, "models").contains("embeddings"));
        QString error;
        QVERIFY2(migrateDatabase(raw.db, &error, 6), qPrintable(error));
        QCOMPARE(schemaVersion(raw.db), 6);
        QVERIFY(existingColumns(raw.db, "models").contains("embeddings"));
        QCOMPARE(count(raw.db, "SELECT count(*) FROM models WHERE key = 'm' AND embeddings IS NULL AND layers = 16"),
                 1);
        QVERIFY(q.exec("UPDATE models SET embeddings = 'tied' WHERE key = 'm'"));
        QCOMPARE(count(raw.db, "SELECT count(*) FROM models WHERE embeddings = 'tied'"), 1);
    }

    // v7 adds the providers' billing terms to a v6 file: an existing provider keeps its values and reads NULL there
    // (no increment recorded: CostModel bills it per started hour).
    void v6ToV7AddsProviderBilling()
    {
        Raw raw(m_dir.filePath("v7.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 6));
        QSqlQuery q(raw.db);
        QVERIFY2(q.exec("INSERT INTO providers (key, name, kind, source, as_of) VALUES ('p', 'P', 'gpu_cloud', 's', "
                        "'2025-01')"),
                 qPrintable(q.lastError().text()));
        QVERIFY(!existingColumns(raw.db, "providers").contains("billing_increment_seconds"));
        QString error;
        QVERIFY2(migrateDatabase(raw.db, &error, 7), qPrintable(error));
        QCOMPARE(schemaVersion(raw.db), 7);
        for (const char* column :
             {"billing_increment_seconds", "billing_minimum_seconds", "billing_source_url", "billing_as_of"})
            QVERIFY2(existingColumns(raw.db, "providers").contains(column), column);
        QCOMPARE(count(raw.db, "SELECT count(*) FROM providers WHERE key = 'p' AND name = 'P' AND "
                               "billing_increment_seconds IS NULL AND billing_minimum_seconds IS NULL"),
                 1);
        QVERIFY(q.exec("UPDATE providers SET billing_increment_seconds = 60 WHERE key = 'p'"));
        QCOMPARE(count(raw.db, "SELECT count(*) FROM providers WHERE billing_increment_seconds = 60"), 1);
    }

    // v8 adds the GPUs' reference scale-out network to a v7 file: an existing GPU keeps its values and reads NULL
    // there (no reference system: the catalog's one default network).
    void v7ToV8AddsGpuReferenceNetwork()
    {
        Raw raw(m_dir.filePath("v8.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 7));
        QSqlQuery q(raw.db);
        QVERIFY2(q.exec("INSERT INTO gpus (key, vendor, name, memory_gb, memory_bandwidth_tbps, fp16_dense_tflops, "
                        "launch_year, verification, source, as_of) VALUES ('g', 'V', 'G', 80, 2, 300, 2020, "
                        "'verified', 's', '2025-01')"),
                 qPrintable(q.lastError().text()));
        QVERIFY(!existingColumns(raw.db, "gpus").contains("scale_out_link_key"));
        QString error;
        QVERIFY2(migrateDatabase(raw.db, &error, 8), qPrintable(error));
        QCOMPARE(schemaVersion(raw.db), 8);
        for (const char* column : {"scale_out_link_key", "scale_out_reference", "scale_out_source_url"})
            QVERIFY2(existingColumns(raw.db, "gpus").contains(column), column);
        QCOMPARE(count(raw.db, "SELECT count(*) FROM gpus WHERE key = 'g' AND memory_gb = 80 AND "
                               "scale_out_link_key IS NULL"),
                 1);
    }

    // v9 adds the offer flags to a v8 file: an existing offer keeps its values and reads NULL in every flag (an
    // offer anyone can buy at a price as published).
    void v8ToV9AddsOfferFlags()
    {
        Raw raw(m_dir.filePath("v9.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr, 8));
        QSqlQuery q(raw.db);
        QVERIFY2(q.exec("INSERT INTO offers (key, provider_key, gpu_key, gpus_per_instance, tier, price, currency, "
                        "unit, source, as_of) VALUES ('o', 'p', 'g', 8, 'on_demand', 6.784, 'USD', 'hour', 's', "
                        "'2026-05-24')"),
                 qPrintable(q.lastError().text()));
        QVERIFY(!existingColumns(raw.db, "offers").contains("superseded_by"));
        QString error;
        QVERIFY2(migrateDatabase(raw.db, &error, 9), qPrintable(error));
        QCOMPARE(schemaVersion(raw.db), 9);
        for (const char* column : {"eligibility", "eligibility_source", "price_status", "price_status_source",
                                   "superseded_by", "superseded_source"})
            QVERIFY2(existingColumns(raw.db, "offers").contains(column), column);
        QCOMPARE(count(raw.db, "SELECT count(*) FROM offers WHERE key = 'o' AND price = 6.784 AND eligibility IS NULL "
                               "AND price_status IS NULL AND superseded_by IS NULL"),
                 1);
    }

    void newerFileRefused()
    {
        Raw raw(m_dir.filePath("newer.sqlite"));
        QVERIFY(migrateDatabase(raw.db, nullptr));
        QSqlQuery q(raw.db);
        QVERIFY(q.exec("PRAGMA user_version = 99"));
        QString error;
        QVERIFY(!migrateDatabase(raw.db, &error));
        QCOMPARE(error, QStringLiteral("its schema version 99 is newer than this program supports (10)"));
    }

    // The store upgrades a user's v1 file in place: the user's own row stays, the shipped rows merge in.
    void storeUpgradesOldUserFile()
    {
        const QString shipped =
            CatalogTestUtil::buildDb(QDir(m_dir.path()), CatalogTestUtil::fixture("small.json"), "shipped.sqlite");
        QVERIFY(!shipped.isEmpty());
        const QString user = m_dir.filePath("user-v1.sqlite");
        {
            Raw raw(user);
            QVERIFY(migrateDatabase(raw.db, nullptr, 1));
            QVERIFY(insertGpu(raw.db, "nvidia-a100-sxm"));
        }
        {
            CatalogStore store;
            store.setShippedCatalogSource(shipped);
            QVERIFY(store.open(user));
            QCOMPARE(store.startupMessage(), QString());
            QCOMPARE(CatalogTestUtil::row(store, "gpus", "nvidia-a100-sxm").value("fp16_dense_tflops").toDouble(),
                     312.0);
            QCOMPARE(store.rows("gpus").size(), 3); // the user's A100 + the shipped H100 and H200
        }
        Raw raw(user);
        QCOMPARE(schemaVersion(raw.db), latestSchemaVersion());
    }

    // A row the user edited before v6 has no embeddings (the column did not exist). Merging the shipped catalog fills
    // that one column from the shipped row (Llama 3.2 1B: tied) and keeps every value the user edited (its context
    // length cut to 4,096 from the shipped 131,072).
    void editedRowGainsAddedColumns()
    {
        const QString user = m_dir.filePath("user-v5-edited.sqlite");
        {
            Raw raw(user);
            QVERIFY(migrateDatabase(raw.db, nullptr, 5));
            QVERIFY(insertModel(raw.db, "llama-3.2-1b", 4096, "my notes"));
            QSqlQuery q(raw.db);
            QVERIFY(q.exec("INSERT INTO user_edits (table_name, row_key, action, changed_at) VALUES ('models', "
                           "'llama-3.2-1b', 'edited', '2026-11-30T10:00:00Z')"));
        }
        {
            CatalogStore store; // the shipped catalog built into the program
            QVERIFY(store.open(user));
            const QVariantMap row = CatalogTestUtil::row(store, "models", "llama-3.2-1b");
            QCOMPARE(row.value("embeddings").toString(), QStringLiteral("tied"));
            QCOMPARE(row.value("context_length").toInt(), 4096);
            QCOMPARE(row.value("source").toString(), QStringLiteral("my notes"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCatalogMigrations)
#include "tst_catalogmigrations.moc"
