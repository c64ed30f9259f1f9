// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner catalog contract set|list|remove`, `catalog price-history` and the estimate's JSON under a contract
// (issue 33). A catalog file copied from the shipped one; Azure ND96isr H100 v5 (8 x H100 SXM, eastus, on-demand)
// is listed at 98.32 USD/h (resources/catalog/offers.json, as of 2026-06-15). 12% off: 98.32 x 0.88 / 8 =
// 10.8152 USD per GPU-hour, list 98.32 / 8 = 12.29 (worked by hand; the JSON rounds to 6 significant digits, which
// both figures have exactly).
#include "CliRunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

#include <cmath>

namespace {
const QString kAzure = QStringLiteral("azure-h100-sxm-8x-on-demand-eastus-standard-nd96isr-h100-v5");
} // namespace

class TestContractCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;
    QString m_catalog;
    QString m_scenario;

    gptest::CliRun run(const QStringList& args) { return gptest::runCli(m_home, args); }

    QJsonObject azureCost(const QStringList& catalogArgs)
    {
        const gptest::CliRun r = run(QStringList{"estimate", m_scenario} + catalogArgs);
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        // Named values: a range-for over a member of a temporary reads freed memory (ASan).
        const QJsonObject estimate = QJsonDocument::fromJson(r.out).object();
        const QJsonArray costs = estimate.value("costs").toArray();
        for (const auto& v : costs)
            if (v.toObject().value("offer_key").toString() == kAzure)
                return v.toObject();
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_catalog = m_home.filePath(QStringLiteral("team.sqlite")); // created from the shipped catalog on first use
        QFile in(QStringLiteral(GP_TEST_DATA_DIR "/cli/train-7b-h100.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject scenario = QJsonDocument::fromJson(in.readAll()).object();
        QJsonObject pricing = scenario.value("pricing").toObject();
        pricing.insert("offer_keys", QJsonArray{kAzure});
        scenario.insert("pricing", pricing);
        m_scenario = m_home.filePath(QStringLiteral("azure.json"));
        QFile out(m_scenario);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(scenario).toJson());
    }

    void setListAndEstimateWithBothPrices()
    {
        const gptest::CliRun set =
            run({"catalog", "contract", "set", "--provider", "azure", "--tier", "on_demand", "--discount", "12%",
                 "--source", "Azure MACC 2026", "--date", "2026-03-01", "--catalog", m_catalog});
        QVERIFY2(set.exitCode == 0, set.err.constData());
        const gptest::CliRun list = run({"catalog", "contract", "list", "--json", "--catalog", m_catalog});
        QVERIFY2(list.exitCode == 0, list.err.constData());
        const QJsonArray contracts = QJsonDocument::fromJson(list.out).array();
        QCOMPARE(contracts.size(), 1);
        const QJsonObject c = contracts.at(0).toObject();
        QCOMPARE(c.value("key").toString(), QStringLiteral("discount:azure:on_demand"));
        QCOMPARE(c.value("discount_percent").toDouble(), 12.0);
        QCOMPARE(c.value("source").toString(), QStringLiteral("Azure MACC 2026"));
        QCOMPARE(c.value("as_of").toString(), QStringLiteral("2026-03-01"));

        const QJsonObject cost = azureCost({"--catalog", m_catalog});
        QVERIFY(!cost.isEmpty());
        QCOMPARE(cost.value("contract_basis").toString(), QStringLiteral("discount"));
        QCOMPARE(cost.value("price_per_gpu_hour_usd").toDouble(), 10.8152);
        QCOMPARE(cost.value("contracted_price_per_gpu_hour_usd").toDouble(), 10.8152);
        QCOMPARE(cost.value("list_price_per_gpu_hour_usd").toDouble(), 12.29);
        QCOMPARE(cost.value("discount_percent").toDouble(), 12.0);
        QCOMPARE(cost.value("contract_source").toString(), QStringLiteral("Azure MACC 2026"));
        // The same run at list price: one instance, same billed hours, so the costs are in the price ratio 0.88.
        const double paid = cost.value("cost_per_run_usd").toDouble();
        const double atList = cost.value("list_cost_per_run_usd").toDouble();
        QVERIFY2(std::abs(paid / atList - 0.88) < 1e-5, qPrintable(QStringLiteral("%1 / %2").arg(paid).arg(atList)));

        // The shipped catalog never carries the discount: list price, no contracted price.
        const QJsonObject shipped = azureCost({"--shipped-catalog"});
        QCOMPARE(shipped.value("contract_basis").toString(), QStringLiteral("list"));
        QCOMPARE(shipped.value("price_per_gpu_hour_usd").toDouble(), 12.29);
        QVERIFY(shipped.value("contracted_price_per_gpu_hour_usd").isNull());
        QCOMPARE(shipped.value("list_price_per_gpu_hour_usd").toDouble(), 12.29);
    }

    void badInputNamesTheField_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("field");
        const QStringList discount{"--provider", "azure", "--tier", "spot", "--source", "X"};
        const QStringList price{"--offer", kAzure, "--currency", "USD", "--source", "X"};
        QTest::newRow("discount 100") << (discount + QStringList{"--discount", "100"}) << "discount_percent";
        QTest::newRow("discount abc") << (discount + QStringList{"--discount", "abc"}) << "discount_percent";
        QTest::newRow("discount nan") << (discount + QStringList{"--discount", "nan"}) << "discount_percent";
        QTest::newRow("price 0") << (price + QStringList{"--price", "0"}) << "price";
        QTest::newRow("price 1e308") << (price + QStringList{"--price", "1e308"}) << "price";
        QTest::newRow("price inf") << (price + QStringList{"--price", "inf"}) << "price";
        QTest::newRow("currency") << QStringList{"--offer",    kAzure, "--price",  "80",
                                                 "--currency", "XYZ",  "--source", "X"}
                                  << "currency";
        QTest::newRow("no source") << QStringList{"--offer", kAzure, "--price", "80", "--currency", "USD"} << "source";
        QTest::newRow("tier") << QStringList{"--provider", "azure", "--tier",   "weekly",
                                             "--discount", "5",     "--source", "X"}
                              << "tier";
        QTest::newRow("date") << (discount + QStringList{"--discount", "5", "--date", "yesterday"}) << "as_of";
    }
    void badInputNamesTheField()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, field);
        const QString file = m_home.filePath(QStringLiteral("bad.sqlite"));
        const gptest::CliRun r = run(QStringList{"catalog", "contract", "set"} + args + QStringList{"--catalog", file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(field.toUtf8()), r.err.constData());
        const gptest::CliRun list = run({"catalog", "contract", "list", "--json", "--catalog", file});
        QCOMPARE(list.exitCode, 0); // the list worked (an empty output from a failed list would pass below)
        QVERIFY(QJsonDocument::fromJson(list.out).isArray());
        QCOMPARE(QJsonDocument::fromJson(list.out).array().size(), 0); // nothing written
    }

    // A contracted price replaced by a lower one keeps the earlier one; price-history prints both, then the price
    // now; remove keeps the last one too.
    void priceHistoryAndRemove()
    {
        const QString file = m_home.filePath(QStringLiteral("history.sqlite"));
        const QStringList offer{"catalog",  "contract",           "set",       "--offer", kAzure, "--currency", "USD",
                                "--source", "Azure EA rate card", "--catalog", file};
        QCOMPARE(run(offer + QStringList{"--price", "80", "--date", "2026-04-01"}).exitCode, 0);
        QCOMPARE(run(offer + QStringList{"--price", "75", "--date", "2026-09-01"}).exitCode, 0);
        const gptest::CliRun text = run({"catalog", "price-history", kAzure, "--catalog", file});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("2026-04-01 to 2026-09-01  80 USD per hour, contracted  (Azure EA rate card)"),
                 text.out.constData());
        QVERIFY2(text.out.contains("now: 98.32 USD per hour, list price as of 2026-06-15"), text.out.constData());
        QVERIFY2(text.out.contains("paid: 75 USD (contracted, Azure EA rate card 2026-09-01)"), text.out.constData());
        const gptest::CliRun json = run({"catalog", "price-history", kAzure, "--json", "--catalog", file});
        const QJsonObject j = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(j.value("price_basis").toString(), QStringLiteral("contracted"));
        QCOMPARE(j.value("price").toDouble(), 75.0);
        QCOMPARE(j.value("list_price").toDouble(), 98.32);
        QCOMPARE(j.value("history").toArray().size(), 1);
        // The estimate's explanation of the offer's cost lists it too: the command's snapshot reads the history
        // after the catalog is closed (it read none before, without saying so).
        const gptest::CliRun estimate = run({"estimate", m_scenario, "--catalog", file});
        QVERIFY2(estimate.exitCode == 0, estimate.err.constData());
        const QJsonObject explanations =
            QJsonDocument::fromJson(estimate.out).object().value("explanations").toObject();
        const QJsonArray inputs = explanations.value("cost_per_run").toObject().value("inputs").toArray();
        bool listed = false;
        for (const auto& v : inputs) {
            const QJsonObject in = v.toObject();
            listed =
                listed || (in.value("name").toString() == QStringLiteral("earlier contracted price") &&
                           in.value("value").toDouble() == 80.0 &&
                           in.value("note").toString().startsWith(QStringLiteral("valid 2026-04-01 to 2026-09-01")));
        }
        QVERIFY2(listed, estimate.out.constData());
        const gptest::CliRun removed =
            run({"catalog", "contract", "remove", QStringLiteral("price:") + kAzure, "--catalog", file});
        QVERIFY2(removed.exitCode == 0, removed.err.constData());
        const QJsonObject after =
            QJsonDocument::fromJson(run({"catalog", "price-history", kAzure, "--json", "--catalog", file}).out)
                .object();
        QCOMPARE(after.value("price_basis").toString(), QStringLiteral("list"));
        QCOMPARE(after.value("history").toArray().size(), 2);
        const gptest::CliRun unknown = run({"catalog", "price-history", "no-such-offer", "--catalog", file});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("offer_key \"no-such-offer\" is not in offers"), unknown.err.constData());
    }

    // A price_history table that cannot be read (a column renamed behind the catalog's back; a dropped table fails
    // the catalog's schema check on opening, exit 2) is never "no earlier prices":
    // price-history, and estimate, whose explanations list an offer's earlier prices, exit 1 with the offer and
    // SQLite's reason on stderr, and print nothing.
    void unreadableHistoryFails()
    {
        const QString file = m_home.filePath(QStringLiteral("damaged.sqlite"));
        const gptest::CliRun created = run({"catalog", "contract", "list", "--catalog", file});
        QVERIFY2(created.exitCode == 0, created.err.constData()); // the catalog is copied from the shipped one
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("ALTER TABLE price_history RENAME COLUMN kind TO kind_gone")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("damage"));
        const QByteArray why =
            QStringLiteral("the price history of \"%1\" cannot be read: price_history: no such column: kind")
                .arg(kAzure)
                .toUtf8();
        const gptest::CliRun history = run({"catalog", "price-history", kAzure, "--catalog", file});
        QCOMPARE(history.exitCode, 1);
        QCOMPARE(history.err.trimmed(), "gpu-planner catalog price-history: " + why);
        QCOMPARE(history.out, QByteArray());
        const gptest::CliRun estimate = run({"estimate", m_scenario, "--catalog", file});
        QCOMPARE(estimate.exitCode, 1);
        QCOMPARE(estimate.err.trimmed(), "gpu-planner estimate: " + why);
        QCOMPARE(estimate.out, QByteArray());
    }
};

QTEST_GUILESS_MAIN(TestContractCli)
#include "tst_contractcli.moc"
