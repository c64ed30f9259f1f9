// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Every scenario shipped in examples/ is a plan a buyer could rent: it estimates on the shipped catalog and
// has a headline price (an on-demand offer of its own GPU in instances that hold one of its nodes, host
// included). The Mixtral example listed only one-GPU rentals for a two-GPU node and so had none.
#include "CliRunner.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

class TestShippedExamples : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;

private slots:
    void everyScenarioHasAHeadlinePrice_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QStringLiteral(GP_SOURCE_DIR "/examples"));
        int scenarios = 0;
        for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            // Scenario files only: TCO inputs (examples/tco-*.json) have a format of their own.
            if (!QJsonDocument::fromJson(f.readAll()).object().contains(QStringLiteral("schema_version")))
                continue;
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
            ++scenarios;
        }
        QVERIFY(scenarios >= 6);
    }

    void everyScenarioHasAHeadlinePrice()
    {
        QFETCH(QString, file);
        const gptest::CliRun r = gptest::runCli(m_home, {"estimate", "--shipped-catalog", file});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject e = QJsonDocument::fromJson(r.out).object();
        const QJsonObject headline = e.value("headline_cost").toObject();
        QVERIFY2(!headline.isEmpty(), qPrintable(file));
        QCOMPARE(headline.value("tier").toString(), QStringLiteral("on_demand"));
        QVERIFY(headline.value("holds_node").toBool());
        QVERIFY(!headline.value("price_excludes_host").toBool());
        QVERIFY(headline.value("billed_gpus").toInt() >= e.value("total_gpus").toInt());
    }
};

QTEST_GUILESS_MAIN(TestShippedExamples)
#include "tst_shippedexamples.moc"
