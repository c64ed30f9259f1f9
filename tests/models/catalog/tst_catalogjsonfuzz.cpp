// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Catalog JSON (the format users import and export) mangled thousands of ways, from the shipped GPU and
// offer files: every document is either refused with a message that names it, or read into rows whose
// numbers are all finite. Some of the accepted ones are then imported into a user catalog and priced:
// a refused import leaves the catalog as it was, and an accepted one gives estimates that are finite or
// refused by name (an absurd but positive figure, such as 1e-307 TFLOPS, must not become a quiet 0 h).
#include "EstimateChecks.h"
#include "JsonFuzz.h"
#include "TestCatalog.h"
#include "TestSupport.h"
#include "catalog/CatalogJson.h"
#include "catalog/CatalogStore.h"
#include "planning/PlanningEngine.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>

using nlohmann::json;

namespace {
constexpr unsigned kSeed = 20261129;
constexpr int kMutationsPerFile = 1000; // per file: half bytes, half values
constexpr int kImportEvery = 25;        // import one accepted document in this many (SQLite is slower)

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A Llama 3 8B full fine-tune on one 8x H100 node, priced with every hourly H100 offer of the catalog.
gp::Scenario fineTune(const gp::CatalogSnapshot& catalog)
{
    return TestCatalog::fullFineTune("llama-3-8b", "nvidia-h100-sxm", 8, 2e9,
                                     TestCatalog::hourlyOffers(catalog, "nvidia-h100-sxm"));
}
} // namespace

class TestCatalogJsonFuzz : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    CatalogStore m_store;
    int m_refused = 0;
    int m_accepted = 0;
    int m_imported = 0;
    int m_importRefused = 0;
    int m_estimated = 0;

    int rowTotal() const
    {
        int n = 0;
        for (const char* table : {"gpus", "links", "providers", "offers", "models", "currencies", "tco_defaults"})
            n += int(m_store.rows(QString::fromLatin1(table)).size());
        return n;
    }

    void check(const QByteArray& bytes, const QString& origin, int n)
    {
        catalog::CatalogRecords records;
        QString error;
        if (!catalog::parseCatalogDocument(bytes, origin, records, &error)) {
            ++m_refused;
            QVERIFY2(error.contains(origin),
                     qPrintable(QStringLiteral("%1: message does not name it: %2").arg(origin, error.left(300))));
            return;
        }
        ++m_accepted;
        for (auto table = records.tables.cbegin(); table != records.tables.cend(); ++table)
            for (const QVariantMap& row : table.value())
                for (auto cell = row.cbegin(); cell != row.cend(); ++cell)
                    if (cell.value().typeId() == QMetaType::Double)
                        QVERIFY2(
                            std::isfinite(cell.value().toDouble()),
                            qPrintable(QStringLiteral("%1: %2.%3 is not finite").arg(origin, table.key(), cell.key())));
        if (n % kImportEvery == 0)
            importAndEstimate(bytes, origin);
    }

    void importAndEstimate(const QByteArray& bytes, const QString& origin)
    {
        const QString path = m_dir.filePath(origin);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        f.close();
        const int before = rowTotal();
        QString error;
        if (!m_store.importJson(path, &error)) {
            ++m_importRefused; // e.g. an offer naming a GPU that is not there: all or nothing
            QVERIFY2(!error.isEmpty(), qPrintable(origin));
            QCOMPARE(rowTotal(), before); // nothing half-imported
            return;
        }
        ++m_imported;
        const gp::CatalogSnapshot snapshot = m_store.snapshot();
        const gp::EstimateResult r = gp::PlanningEngine::estimate(fineTune(snapshot), snapshot);
        if (!r.ok()) {
            for (const auto& e : r.errors)
                QVERIFY2(!e.message.empty() && !e.field.empty(), qPrintable(origin));
            return;
        }
        ++m_estimated;
        const std::string bad = EstimateChecks::firstNonFinite(*r.estimate);
        QVERIFY2(bad.empty(),
                 qPrintable(QStringLiteral("%1: negative or non-finite %2").arg(origin, QString::fromStdString(bad))));
    }

    void fuzz(const QString& file, unsigned seed)
    {
        const QByteArray original = readFile(QStringLiteral(GP_SOURCE_DIR "/resources/catalog/") + file);
        QVERIFY(!original.isEmpty());
        const json doc = json::parse(original.toStdString());
        std::vector<json::json_pointer> paths;
        JsonFuzz::collectPaths(doc, json::json_pointer(), paths);
        std::mt19937 rng(seed);
        for (int n = 0; n < kMutationsPerFile && !QTest::currentTestFailed(); ++n) {
            const QString origin = QStringLiteral("fuzz-%1-%2").arg(n).arg(file);
            check(n % 2 ? JsonFuzz::mangleBytes(original, rng, n / 2) : JsonFuzz::mangleValue(doc, paths, rng, n / 2),
                  origin, n);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
        QVERIFY(m_store.open(m_dir.filePath(QStringLiteral("user/catalog.sqlite"))));
        // The untouched shipped catalog prices the plan: the mutations start from a good catalog.
        const gp::CatalogSnapshot snapshot = m_store.snapshot();
        const gp::EstimateResult r = gp::PlanningEngine::estimate(fineTune(snapshot), snapshot);
        QVERIFY(r.ok());
        QVERIFY(r.estimate->costs.size() >= 2); // priced by several H100 offers
    }

    void gpus() { fuzz(QStringLiteral("gpus.json"), kSeed); }
    void offers() { fuzz(QStringLiteral("offers.json"), kSeed + 1); }
    void models() { fuzz(QStringLiteral("models.json"), kSeed + 2); }

    void everyOutcomeWasExercised()
    {
        qInfo("%d documents refused with a message, %d read; %d imported (%d imports refused whole), %d estimated",
              m_refused, m_accepted, m_imported, m_importRefused, m_estimated);
        QVERIFY(m_refused > 300);
        QVERIFY(m_accepted > 300);
        QVERIFY(m_imported > 10);
        QVERIFY(m_estimated > 10);
    }
};

QTEST_GUILESS_MAIN(TestCatalogJsonFuzz)
#include "tst_catalogjsonfuzz.moc"
