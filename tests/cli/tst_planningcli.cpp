// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The planning verbs end to end: `estimate`, `search` and `check-claim` against golden JSON in
// tests/data/cli (shipped catalog, so no user state is touched), plus invalid input: exit 2 with the field
// named on stderr. On a golden mismatch the output is written next to the golden as .actual and a diff is
// shown; GP_REGENERATE_GOLDEN=1 rewrites the goldens instead (review the diff before committing).
#include "CliRunner.h"
#include "Near.h"
#include "TestSupport.h"

#include "planning/CheckpointRestart.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestPlanningCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;

    using Run = gptest::CliRun;

    // Never the real user's data: a throwaway home and XDG locations (CliRunner).
    Run run(const QStringList& args, const QByteArray& stdinData = {})
    {
        return gptest::runCli(m_home, args, stdinData);
    }

    static QString data(const QString& name) { return QStringLiteral(GP_TEST_DATA_DIR "/cli/") + name; }

    static void compareGolden(const QByteArray& actual, const QString& goldenName)
    {
        const QString golden = data(goldenName);
        if (qEnvironmentVariableIntValue("GP_REGENERATE_GOLDEN") == 1) {
            QFile f(golden);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(actual);
            qInfo("regenerated %s", qPrintable(golden));
            return;
        }
        QFile f(golden);
        QVERIFY2(f.open(QIODevice::ReadOnly),
                 qPrintable("missing golden " + golden + " (run with GP_REGENERATE_GOLDEN=1)"));
        const QByteArray expected = f.readAll();
        if (expected == actual)
            return;
        const QString actualPath = golden.chopped(int(qstrlen(".expected.json"))) + QStringLiteral(".actual.json");
        QFile a(actualPath);
        if (a.open(QIODevice::WriteOnly))
            a.write(actual);
        a.close();
        QProcess diff;
        diff.start(QStringLiteral("diff"), {QStringLiteral("-u"), golden, actualPath});
        diff.waitForFinished(10000);
        qWarning().noquote() << diff.readAllStandardOutput().left(6000);
        QFAIL(qPrintable("output differs from " + golden + "; see " + actualPath));
    }

    // `search` over every catalog offer (data/cli/search-7b-any-offer.json), up to 64 GPUs, the whole front.
    static QStringList anyOfferSearch()
    {
        return {"search",           data("search-7b-any-offer.json"), "--max-gpus", "64", "--max-results", "200",
                "--shipped-catalog"};
    }
    // Its front with `extra` arguments; empty (and a failed check) when the command fails.
    QJsonArray anyOfferFront(const QStringList& extra)
    {
        const Run r = run(anyOfferSearch() + extra);
        if (r.exitCode != 0) {
            qWarning("%s", r.err.constData());
            return {};
        }
        return QJsonDocument::fromJson(r.out).object().value("front").toArray();
    }

private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_home.isValid());
    }

    void golden_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("golden");
        const QString shipped = QStringLiteral("--shipped-catalog");
        QTest::newRow("estimate training")
            << QStringList{"estimate", data("train-7b-h100.json"), shipped} << "estimate-train-7b-h100.expected.json";
        QTest::newRow("estimate serving (INR)")
            << QStringList{"estimate", data("serve-7b-h100.json"), shipped} << "estimate-serve-7b-h100.expected.json";
        QTest::newRow("search with deadline") << QStringList{"search",
                                                             data("search-7b.json"),
                                                             "--deadline-hours",
                                                             "48",
                                                             "--max-gpus",
                                                             "64",
                                                             "--max-results",
                                                             "8",
                                                             shipped}
                                              << "search-7b.expected.json";
        QTest::newRow("check-claim --article")
            << QStringList{"check-claim", "--article", shipped} << "check-claim-article.expected.json";
        QTest::newRow("check-claim one claim") << QStringList{"check-claim",
                                                              "--model",
                                                              "llama-2-7b",
                                                              "--tokens",
                                                              "2e12",
                                                              "--gpu",
                                                              "nvidia-a100-80gb-sxm",
                                                              "--gpus",
                                                              "1024",
                                                              "--hours",
                                                              "180",
                                                              "--task",
                                                              "pretrain",
                                                              shipped}
                                               << "check-claim-llama2.expected.json";
    }
    void golden()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, golden);
        const Run r = run(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        compareGolden(r.out, golden);
    }

    void estimateFromStdin()
    {
        QFile f(data("train-7b-h100.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Run fromFile = run({"estimate", data("train-7b-h100.json"), "--shipped-catalog"});
        const Run fromStdin = run({"estimate", "-", "--shipped-catalog"}, f.readAll());
        QCOMPARE(fromStdin.exitCode, 0);
        QCOMPARE(fromStdin.out, fromFile.out);
    }

    void estimatePriceAges()
    {
        // Issue 33: each cost line's price age counts to GP_TODAY (2026-12-05, set by CliRunner). The headline,
        // AWS p5.48xlarge as of 2026-06-15: 15 + 31 + 31 + 30 + 31 + 30 + 5 = 173 days; CoreWeave as of
        // 2026-05-24: 195 days. Stale means over the threshold, so 173 days is stale at 172, not at 173.
        const auto estimate = [this](const QStringList& extra) {
            const Run r = run(QStringList{"estimate", data("train-7b-h100.json"), "--shipped-catalog"} + extra);
            if (r.exitCode != 0)
                qWarning("%s", r.err.constData());
            return QJsonDocument::fromJson(r.out).object();
        };
        const QJsonObject at172 = estimate({"--stale-days", "172"});
        const QJsonObject headline = at172.value("headline_cost").toObject();
        QCOMPARE(headline.value("offer_key").toString(),
                 QStringLiteral("aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge"));
        QCOMPARE(headline.value("price_as_of").toString(), QStringLiteral("2026-06-15"));
        QCOMPARE(headline.value("price_age_days").toInt(), 173);
        QCOMPARE(headline.value("price_stale").toBool(), true);
        QCOMPARE(at172.value("price_age").toObject().value("today").toString(), QStringLiteral("2026-12-05"));
        QCOMPARE(at172.value("price_age").toObject().value("stale_days").toInt(), 172);
        const QJsonObject at173 = estimate({"--stale-days", "173"});
        QCOMPARE(at173.value("headline_cost").toObject().value("price_stale").toBool(), false);
        const QJsonArray costs = at173.value("costs").toArray();
        QCOMPARE(costs.at(1).toObject().value("offer_key").toString(), QStringLiteral("coreweave-h100-sxm-on-demand"));
        QCOMPARE(costs.at(1).toObject().value("price_age_days").toInt(), 195);
        QCOMPARE(costs.at(1).toObject().value("price_stale").toBool(), true);
        // A threshold that is not a whole number of days is refused, naming the option.
        const Run bad = run({"estimate", data("train-7b-h100.json"), "--shipped-catalog", "--stale-days", "soon"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--stale-days"), bad.err.constData());
    }

    void searchTable()
    {
        const Run r = run({"search", data("search-7b.json"), "--deadline-hours", "48", "--max-gpus", "64", "--table",
                           "--shipped-catalog"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("rejected by the memory check"));
        QVERIFY(r.out.contains("fully evaluated"));
        QVERIFY(r.out.contains("cost USD"));
    }

    void searchPricesOnDemandUnlessATierIsNamed()
    {
        // Every catalog offer and no --tier: every point is on-demand and pay-as-you-go, never a reserved price
        // "if held" (the search used to hand back 3-year reservations as its cheapest points). Named, a
        // reservation is searched and each of its points says what it is.
        const QJsonArray front = anyOfferFront({});
        QVERIFY(!front.isEmpty());
        for (const auto& v : front) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c.value("tier").toString(), QStringLiteral("on_demand"));
            QCOMPARE(c.value("price_basis").toString(), QStringLiteral("pay_as_you_go"));
            QVERIFY(c.value("commitment_hours").isNull());
            QVERIFY(c.value("billed_gpus").toInt() >= c.value("gpus").toInt());
        }
        const QJsonArray held = anyOfferFront({"--tier", "reserved_3y"});
        QVERIFY(!held.isEmpty());
        for (const auto& v : held) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c.value("tier").toString(), QStringLiteral("reserved_3y"));
            QCOMPARE(c.value("price_basis").toString(), QStringLiteral("effective_if_reservation_held"));
            QCOMPARE(c.value("commitment_hours").toDouble(), 26280.0); // 3 x 8,760 h
        }
    }

    void searchLeavesOutInterruptibleUnlessAsked()
    {
        // Every catalog offer: by default the front holds no spot, community or marketplace offer.
        const QStringList base = anyOfferSearch();
        const QJsonArray front = anyOfferFront({});
        QVERIFY(!front.isEmpty());
        for (const auto& c : front)
            QVERIFY2(!c.toObject().value("interruptible").toBool(),
                     qPrintable(c.toObject().value("offer_key").toString()));

        // Asked for, they come timed and billed with their restarts: hours T' = T / (1 - w), where w is
        // the Young/Daly lost fraction of the uninterrupted run T on the billed GPUs (CheckpointRestart.h).
        // The search's training_hours is T'.
        const Run spot = run(base + QStringList{"--include-interruptible"});
        QVERIFY2(spot.exitCode == 0, spot.err.constData());
        int interruptible = 0;
        for (const auto& v : QJsonDocument::fromJson(spot.out).object().value("front").toArray()) {
            const QJsonObject c = v.toObject();
            if (!c.value("interruptible").toBool()) {
                QCOMPARE(c.value("restart_lost_fraction").toDouble(), 0.0);
                continue;
            }
            ++interruptible;
            const double w = c.value("restart_lost_fraction").toDouble();
            const double hours = c.value("training_hours").toDouble();
            double billedGpus = 0;
            for (const auto& in :
                 c.value("explanations").toObject().value("search.cost").toObject().value("inputs").toArray())
                if (in.toObject().value("name").toString() == QLatin1String("billed GPUs"))
                    billedGpus = in.toObject().value("value").toDouble();
            QVERIFY(billedGpus >= 1);
            const auto a = gp::checkpoint::allowanceFor({hours * (1 - w), int(billedGpus)});
            QVERIFY(a);
            // The JSON rounds to 6 significant digits: 1e-4 relative.
            GP_VERIFY_NEAR_CTX(a->lostFraction, w, 1e-4 * w, qPrintable(c.value("offer_key").toString()));
            QVERIFY(w > 0);
        }
        QVERIFY(interruptible > 0);

        // Naming an interruptible tier asks for it too; the two flags together are a contradiction.
        const Run tier = run(base + QStringList{"--tier", "spot"});
        QCOMPARE(tier.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(tier.out).object().value("front").toArray().isEmpty());
        const Run both = run(base + QStringList{"--include-interruptible", "--no-interruptible"});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.err.contains("--include-interruptible"));
    }

    void invalid_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("field");
        const QString shipped = QStringLiteral("--shipped-catalog");
        QTest::newRow("negative micro-batch")
            << QStringList{"estimate", data("invalid-micro-batch.json"), shipped} << "training.micro_batch";
        QTest::newRow("unknown GPU") << QStringList{"estimate", data("unknown-gpu.json"), shipped}
                                     << "hardware.gpu_key";
        QTest::newRow("no file") << QStringList{"estimate", shipped} << "FILE";
        QTest::newRow("search: bad deadline")
            << QStringList{"search", data("search-7b.json"), "--deadline-hours", "-3", shipped} << "--deadline-hours";
        QTest::newRow("search: bad budget")
            << QStringList{"search", data("search-7b.json"), "--budget", "lots", shipped} << "--budget";
        // A serving scenario is searched (issue 31), but it has no deadline: the option is named.
        QTest::newRow("search: serving with a deadline")
            << QStringList{"search", data("serve-7b-h100.json"), "--deadline-hours", "5", shipped}
            << "--deadline-hours";
        QTest::newRow("search: serving, bad TTFT")
            << QStringList{"search", data("serve-7b-h100.json"), "--ttft-ms", "soon", shipped} << "--ttft-ms";
        QTest::newRow("claim: tokens not a number")
            << QStringList{"check-claim", "--model",         "llama-2-7b", "--tokens", "many",
                           "--gpu",       "nvidia-h100-sxm", "--hours",    "1",        shipped}
            << "--tokens";
        QTest::newRow("claim: unknown GPU")
            << QStringList{"check-claim", "--parameters", "7e9",     "--tokens", "1e10",
                           "--gpu",       "nope",         "--hours", "6",        shipped}
            << "--gpu";
        QTest::newRow("claim: no hours") << QStringList{"check-claim", "--parameters",    "7e9",  "--tokens", "1e10",
                                                        "--gpu",       "nvidia-h100-sxm", shipped}
                                         << "--hours";
        QTest::newRow("claim: bad ratio")
            << QStringList{"check-claim",          "--ratio", "4-x", "--gpu", "nvidia-h100-sxm", "--baseline-gpu",
                           "nvidia-a100-80gb-sxm", shipped}
            << "--ratio";
    }
    void invalid()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, field);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(field.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void helpForEachVerb_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::newRow("estimate") << "estimate";
        QTest::newRow("search") << "search";
        QTest::newRow("check-claim") << "check-claim";
    }
    void helpForEachVerb()
    {
        QFETCH(QString, verb);
        const Run r = run({verb, "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Usage:"));
    }
};

QTEST_GUILESS_MAIN(TestPlanningCli)
#include "tst_planningcli.moc"
