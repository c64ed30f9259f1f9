// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner estimate PLAN.gpuplan` prices with the plan's stored prices and lists each one the catalog prices
// otherwise (issue 33). tests/data/cli/plan-stored-price.gpuplan stores 64 USD/hour for AWS p5.48xlarge
// on-demand (us-east-1); the shipped catalog has 55.04 (resources/catalog/offers.json, as of 2026-06-15), so the
// relative change is (55.04 - 64) / 64 = -0.14, worked by hand.
#include "CliRunner.h"
#include "Near.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

namespace {
const QString kPlan = QStringLiteral(GP_TEST_DATA_DIR "/cli/plan-stored-price.gpuplan");
const QString kOffer = QStringLiteral("aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge");

QJsonObject costFor(const QJsonObject& estimate, const QString& offer)
{
    for (const auto& v : estimate.value("costs").toArray())
        if (v.toObject().value("offer_key").toString() == offer)
            return v.toObject();
    return {};
}
} // namespace

class TestPlanDriftCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;

private Q_SLOTS:
    void estimatesWithTheStoredPriceAndListsTheDrift()
    {
        const gptest::CliRun r = gptest::runCli(m_home, {"estimate", "--shipped-catalog", kPlan});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData()); // a v5 plan: nothing filled in, nothing to say
        const QJsonObject scenario =
            QJsonDocument::fromJson(r.out).object().value("scenarios").toArray().at(0).toObject();
        const QJsonObject cost = costFor(scenario.value("estimate").toObject(), kOffer);
        QVERIFY(!cost.isEmpty());
        QCOMPARE(cost.value("price_per_instance_hour_usd").toDouble(), 64.0); // the plan's, not the catalog's
        QCOMPARE(cost.value("price_per_gpu_hour_usd").toDouble(), 8.0);       // 64 / 8 GPUs
        const QJsonArray drift = scenario.value("price_drift").toArray();
        QCOMPARE(drift.size(), 1);
        const QJsonObject d = drift.at(0).toObject();
        QCOMPARE(d.value("offer_key").toString(), kOffer);
        QCOMPARE(d.value("plan_price").toDouble(), 64.0);
        QCOMPARE(d.value("catalog_price").toDouble(), 55.04);
        const double change = d.value("relative_change").toDouble();
        GP_VERIFY_NEAR(change, -0.14, 1e-9);
        QCOMPARE(d.value("plan_currency").toString(), QStringLiteral("USD"));
        QCOMPARE(d.value("catalog_unit").toString(), QStringLiteral("hour"));
    }

    // The same plan written as v4 (no offer_prices): the prices are filled in from the catalog, stderr says so,
    // and the estimate prices from the catalog with no drift.
    void anOlderPlanIsFilledFromTheCatalogAndSaysSo()
    {
        QFile in(kPlan);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
        doc.insert("schema_version", 4);
        doc.remove("offer_prices");
        const QString old = m_home.filePath(QStringLiteral("v4.gpuplan"));
        QFile out(old);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(doc).toJson());
        out.close();
        const gptest::CliRun r = gptest::runCli(m_home, {"estimate", "--shipped-catalog", old});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("which kept no prices in the file: the prices of 1 offer were filled in from the "
                                "current catalog"),
                 r.err.constData());
        const QJsonObject scenario =
            QJsonDocument::fromJson(r.out).object().value("scenarios").toArray().at(0).toObject();
        QCOMPARE(costFor(scenario.value("estimate").toObject(), kOffer).value("price_per_instance_hour_usd").toDouble(),
                 55.04);
        QVERIFY(scenario.value("price_drift").isArray());
        QCOMPARE(scenario.value("price_drift").toArray().size(), 0);
    }

    // Issue 34: a plan saved with another catalog says so on stderr, with how many prices drift; the same plan
    // saved with the shipped catalog says nothing; a hostile path (bidi override, ESC) reaches the terminal as
    // U+FFFD, never as an escape sequence.
    void aPlanSavedWithAnotherCatalogSaysSo()
    {
        QFile in(kPlan);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
        doc.insert("schema_version", 6);
        auto writePlan = [&](const QJsonObject& catalog, const QString& name) {
            doc.insert("catalog", catalog);
            const QString path = m_home.filePath(name);
            QFile out(path);
            if (!out.open(QIODevice::WriteOnly))
                return QString();
            out.write(QJsonDocument(doc).toJson());
            return path;
        };
        const QString elsewhere =
            writePlan({{"kind", "file"}, {"path", "/home/ana/catalog.sqlite"}}, QStringLiteral("elsewhere.gpuplan"));
        QVERIFY(!elsewhere.isEmpty());
        gptest::CliRun r = gptest::runCli(m_home, {"estimate", "--shipped-catalog", elsewhere});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("estimate: %1: This plan was saved with the catalog file /home/ana/catalog.sqlite; it "
                                "is now open with the shipped catalog. It prices one of the plan's offers otherwise "
                                "(price_drift in the output).\n")
                     .arg(QDir::toNativeSeparators(elsewhere)));

        const QString same = writePlan({{"kind", "shipped"}}, QStringLiteral("same.gpuplan"));
        r = gptest::runCli(m_home, {"estimate", "--shipped-catalog", same});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());

        const QString hostile = writePlan({{"kind", "team"},
                                           {"host", "db\u202Eexe"},
                                           {"port", 5432},
                                           {"database", "cat\x1b[2Jalog"},
                                           {"revision", 7}},
                                          QStringLiteral("hostile.gpuplan"));
        r = gptest::runCli(m_home, {"estimate", "--shipped-catalog", hostile});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!r.err.contains('\x1b') && !r.err.contains("\u202E"), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral(
                     "This plan was saved with the team catalog cat\uFFFD[2Jalog on db\uFFFDexe:5432 (revision 7); it "
                     "is now open with the shipped catalog.")),
                 r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestPlanDriftCli)
#include "tst_plandriftcli.moc"
