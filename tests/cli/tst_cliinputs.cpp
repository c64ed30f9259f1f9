// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The command line's own input defects (issue 9, items 7 and 9): options range-checked before they are
// converted, standard input bounded, and nothing from a file reaching the terminal raw.
#include "CliRunner.h"
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCliInputs : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;

    using Run = gptest::CliRun;

    Run run(const QStringList& args, const QByteArray& input = {}) { return gptest::runCli(m_home, args, input); }

    static QString data(const QString& name) { return QStringLiteral(GP_TEST_DATA_DIR "/cli/") + name; }

private slots:
    // 1e30 does not fit a size_t: the cast was undefined behaviour, and printed an empty front with exit 0.
    void maxResultsIsRangeChecked_data()
    {
        QTest::addColumn<QString>("value");
        for (const char* v : {"1e30", "0", "2.5", "-3", "100001", "nan", "inf"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void maxResultsIsRangeChecked()
    {
        QFETCH(QString, value);
        const Run r = run({QStringLiteral("search"), QStringLiteral("--shipped-catalog"),
                           QStringLiteral("--max-results"), value, data(QStringLiteral("search-7b.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--max-results: must be a whole number from 1 to 100000"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void maxGpusMustBeWhole()
    {
        const Run r = run({QStringLiteral("search"), QStringLiteral("--shipped-catalog"), QStringLiteral("--max-gpus"),
                           QStringLiteral("8.5"), data(QStringLiteral("search-7b.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--max-gpus: must be a whole number from 1 to 65536"), r.err.constData());
    }

    // An input's escape sequences (clear screen, set title, 8-bit CSI) were echoed raw to stderr.
    void escapeBytesNeverReachTheTerminal()
    {
        const QByteArray scenario =
            "{\"schema_version\": 1, \"task\": \"\\u001b[2J\\u001b]0;owned\\u0007\\u009b31m\", "
            "\"model\": {\"catalog_key\": \"llama-2-7b\"}, \"hardware\": {\"gpu_key\": \"\\u001b[5mblink\"}}";
        const Run r =
            run({QStringLiteral("estimate"), QStringLiteral("--shipped-catalog"), QStringLiteral("-")}, scenario);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("task: unknown value \"\\x1B[2J\\x1B]0;owned\\x07\\u{009B}31m\""), r.err.constData());
        for (const char c : r.err)
            QVERIFY2(static_cast<unsigned char>(c) >= 0x20 || c == '\n', "a raw control byte reached stderr");
        QVERIFY(!r.err.contains("\xc2\x9b"));
    }

    // Standard input is read up to the limit and then refused, not read whole.
    void standardInputIsBounded()
    {
        const Run r = run({QStringLiteral("estimate"), QStringLiteral("--shipped-catalog"), QStringLiteral("-")},
                          QByteArray(20 * 1000 * 1000 + 10, ' '));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("standard input is over 20.0 MB; GPU Planner reads JSON inputs of at most 20 MB"),
                 r.err.constData());
    }

    void hugeNumbersAndDeepNestingExitTwo()
    {
        Run r = run({QStringLiteral("estimate"), QStringLiteral("--shipped-catalog"), QStringLiteral("-")},
                    "{\"schema_version\": 1e309}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("number overflow parsing '1e309'"), r.err.constData());
        r = run({QStringLiteral("search"), QStringLiteral("--shipped-catalog"), QStringLiteral("-")},
                QByteArray(60000, '['));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("nested deeper than 64 arrays/objects at line 1, column 65"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliInputs)
#include "tst_cliinputs.moc"
