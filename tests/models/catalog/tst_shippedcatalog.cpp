// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The committed catalog.sqlite is exactly what `gpu-planner catalog build resources/catalog` makes, is
// the copy embedded in the program, and meets issue 2's coverage (>= 20 GPUs, offers from >= 12
// providers in USD and INR, >= 15 models, source and as-of on every row).
#include "CatalogTestUtil.h"
#include "Near.h"
#include "TestSupport.h"
#include "catalog/CatalogFileCheck.h"
#include "catalog/CatalogMigrations.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "planning/OfferTerms.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace catalog;

namespace {
const QString kRegenerate = QStringLiteral("regenerate with: cmake --build <build> --target gpu-planner && "
                                           "<build>/app/gpu-planner catalog build resources/catalog catalog.sqlite");

QString committedPath() { return QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"); }

// Rows of every table of a catalog file, read through a read-only connection.
QMap<QString, QVector<QVariantMap>> readAll(const QString& path, int* version = nullptr, QString* problem = nullptr)
{
    QMap<QString, QVector<QVariantMap>> tables;
    QSqlDatabase db = openConnection(path, true, nullptr);
    const QString name = db.connectionName();
    const CatalogFileReport report = inspectCatalogFile(db, path);
    if (version)
        *version = report.version;
    if (problem)
        *problem = report.problem;
    if (report.ok())
        for (const TableDef& t : catalogTables())
            tables.insert(t.name, selectRows(db, t));
    db = QSqlDatabase();
    closeConnection(name);
    return tables;
}

QString show(const QVariant& v) { return v.isValid() ? v.toString() : QStringLiteral("NULL"); }

// Empty when equal; otherwise the first difference, as a reader would want to see it.
QString firstDifference(const QMap<QString, QVector<QVariantMap>>& expected,
                        const QMap<QString, QVector<QVariantMap>>& actual)
{
    for (const TableDef& t : catalogTables()) {
        const auto& e = expected.value(t.name);
        const auto& a = actual.value(t.name);
        for (int i = 0; i < std::max(e.size(), a.size()); ++i) {
            if (i >= e.size())
                return QStringLiteral("%1: committed catalog.sqlite has an extra row %2")
                    .arg(t.name, show(a[i].value(t.keyColumn)));
            if (i >= a.size())
                return QStringLiteral("%1: committed catalog.sqlite lacks row %2")
                    .arg(t.name, show(e[i].value(t.keyColumn)));
            for (const ColumnDef& c : t.columns)
                if (e[i].value(c.name) != a[i].value(c.name))
                    return QStringLiteral("%1 row %2 (%3), column %4: built from JSON %5, committed %6")
                        .arg(t.name)
                        .arg(i)
                        .arg(show(e[i].value(t.keyColumn)), c.name, show(e[i].value(c.name)), show(a[i].value(c.name)));
        }
    }
    return {};
}
} // namespace

class TestShippedCatalog : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QMap<QString, QVector<QVariantMap>> m_committed;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
        int version = -1;
        QString problem;
        m_committed = readAll(committedPath(), &version, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + "; " + kRegenerate));
        QCOMPARE(version, latestSchemaVersion());
    }

    void committedEqualsBuildFromJson()
    {
        const catalog::BuildResult built =
            buildCatalog(QStringLiteral(GP_SOURCE_DIR "/resources/catalog"), m_dir.filePath("built.sqlite"));
        QVERIFY2(built.ok, qPrintable(built.error));
        const QString difference = firstDifference(readAll(m_dir.filePath("built.sqlite")), m_committed);
        QVERIFY2(difference.isEmpty(), qPrintable(difference + "; " + kRegenerate));
    }

    void buildIsDeterministic()
    {
        const QString source = QStringLiteral(GP_SOURCE_DIR "/resources/catalog");
        QVERIFY(buildCatalog(source, m_dir.filePath("a.sqlite")).ok);
        QVERIFY(buildCatalog(source, m_dir.filePath("b.sqlite")).ok);
        QFile a(m_dir.filePath("a.sqlite")), b(m_dir.filePath("b.sqlite"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
    }

    // The program embeds catalog.sqlite at build time (resources/catalog.qrc).
    void embeddedCopyIsTheCommittedFile()
    {
        CatalogStore store; // registers the catalog resources
        QFile embedded(QStringLiteral(":/catalog/catalog.sqlite"));
        QFile committed(committedPath());
        QVERIFY(embedded.open(QIODevice::ReadOnly) && committed.open(QIODevice::ReadOnly));
        QVERIFY2(embedded.readAll() == committed.readAll(), "the build embeds an older catalog.sqlite: rebuild");
    }

    void coverageOfIssue2()
    {
        QVERIFY2(m_committed.value("gpus").size() >= 20, qPrintable(QString::number(m_committed.value("gpus").size())));
        QVERIFY2(m_committed.value("models").size() >= 15,
                 qPrintable(QString::number(m_committed.value("models").size())));
        QSet<QString> providers;
        QSet<QString> currencies;
        for (const QVariantMap& offer : m_committed.value("offers")) {
            providers.insert(offer.value("provider_key").toString());
            currencies.insert(offer.value("currency").toString());
        }
        QVERIFY2(providers.size() >= 12, qPrintable(QString::number(providers.size())));
        QVERIFY(currencies.contains("USD"));
        QVERIFY(currencies.contains("INR"));
    }

    void everyRowHasSourceAndDate()
    {
        for (const TableDef& t : catalogTables()) {
            for (const QVariantMap& r : m_committed.value(t.name)) {
                const QString where = t.name + " " + r.value(t.keyColumn).toString();
                QVERIFY2(!r.value("source").toString().trimmed().isEmpty(), qPrintable(where));
                QVERIFY2(!r.value("as_of").toString().isEmpty(), qPrintable(where));
            }
        }
    }

    // NVIDIA H100 datasheet (SXM5): 80 GB HBM3, 3.35 TB/s, 989.5 dense BF16 TFLOPS (1,979 with sparsity).
    void h100InSnapshotOfEmbeddedCatalog()
    {
        CatalogStore store;
        QVERIFY(store.openShipped());
        const gp::CatalogSnapshot s = store.snapshot();
        const gp::GpuSpec* h100 = s.gpu("nvidia-h100-sxm");
        QVERIFY(h100);
        QCOMPARE(h100->fp16DenseTflops, 989.5);
        QCOMPARE(h100->memoryGb, 80.0);
        QCOMPARE(h100->memoryBandwidthTBps, 3.35);
        QCOMPARE(h100->ref.table, std::string("gpus"));
        QVERIFY(!h100->ref.source.empty());
        QVERIFY(!h100->ref.asOf.empty());
        QCOMPARE(s.gpus.size(), size_t(m_committed.value("gpus").size()));
        QCOMPARE(s.offers.size(), size_t(m_committed.value("offers").size()));
        for (const gp::OfferSpec& o : s.offers) {
            QVERIFY2(!o.providerName.empty(), o.key.c_str());
            QVERIFY2(s.gpu(o.gpuKey), o.key.c_str());
            QVERIFY2(s.currency(o.currency), o.key.c_str());
        }
    }

    // Issue 31: the offers the catalog's own notes call restricted, conflicting or unverified carry structured flags
    // (schema v9), each with its source, and a superseded row names a newer row of the same offer.
    void shippedOfferFlags()
    {
        CatalogStore store;
        QVERIFY(store.openShipped());
        const gp::CatalogSnapshot s = store.snapshot();
        const gp::OfferSpec* india = s.offer("indiaai-mission-b200-sxm-on-demand");
        QVERIFY(india);
        QVERIFY(india->flags.restricted);
        QVERIFY(india->flags.restrictedSource.find("eligible users") != std::string::npos);
        QCOMPARE(gp::offerFlagWords(india->flags), std::string("restricted: eligible users only"));
        const gp::OfferSpec* vultr = s.offer("vultr-l40s-8x-on-demand");
        QVERIFY(vultr);
        QCOMPARE(vultr->flags.priceStatus, std::string("disputed"));
        QCOMPARE(vultr->flags.supersededBy, std::string("vultr-l40s-8x-on-demand-vcg-l40s-128c-1500g-384vram"));
        QCOMPARE(gp::offerFlagWords(vultr->flags),
                 std::string("disputed price; superseded by vultr-l40s-8x-on-demand-vcg-l40s-128c-1500g-384vram"));
        // The newer row is the same offer at 12.4768 / 6.784 = 1.839x the old price (the issue's "1.84x").
        const gp::OfferSpec* newer = s.offer(vultr->flags.supersededBy);
        QVERIFY(newer);
        GP_VERIFY_NEAR(newer->price / vultr->price, 1.8392, 1e-4);
        int flagged = 0;
        for (const gp::OfferSpec& o : s.offers) {
            if (!o.flags.any())
                continue;
            ++flagged;
            // Every flag names its source.
            QVERIFY2(!o.flags.restricted || !o.flags.restrictedSource.empty(), o.key.c_str());
            QVERIFY2(o.flags.priceStatus.empty() || !o.flags.priceStatusSource.empty(), o.key.c_str());
            if (!o.flags.supersededBy.empty()) {
                QVERIFY2(!o.flags.supersededSource.empty(), o.key.c_str());
                // Superseded by a newer row of the same offer: provider, GPU, instance size and tier.
                const gp::OfferSpec* by = s.offer(o.flags.supersededBy);
                QVERIFY2(by, o.key.c_str());
                QCOMPARE(by->providerKey, o.providerKey);
                QCOMPARE(by->gpuKey, o.gpuKey);
                QCOMPARE(by->gpusPerInstance, o.gpusPerInstance);
                QCOMPARE(by->tier, o.tier);
                QVERIFY2(by->ref.asOf > o.ref.asOf, o.key.c_str());
                QVERIFY2(!by->flags.any(), o.key.c_str());
            }
        }
        QCOMPARE(flagged, 11); // the rows resources/catalog/README.md lists under "Offer flags"
        // Every offer whose notes say it is a conflict, unverified, suspicious or for eligible users only is flagged,
        // but the CoreWeave classic rows of other GPUs (their notes' conflict is about H100 only).
        for (const QVariantMap& row : m_committed.value("offers")) {
            const QString notes = row.value("notes").toString();
            const QString key = row.value("key").toString();
            const bool caveat = notes.contains("CONFLICT:") || notes.contains("unverified") ||
                                notes.contains("SUSPICIOUS") || notes.contains("eligible users");
            const bool otherGpu = notes.contains("CONFLICT for H100") && !key.contains("h100");
            if (caveat || (notes.contains("CONFLICT for H100") && !otherGpu))
                QVERIFY2(s.offer(key.toStdString())->flags.any(), qPrintable(key));
        }
    }
};

QTEST_GUILESS_MAIN(TestShippedCatalog)
#include "tst_shippedcatalog.moc"
