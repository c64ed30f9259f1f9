// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner validate` end to end on the committed suite (tests/data/validation, shipped catalog): every
// case is read and estimated, and no group's median error is worse than tests/data/validation/baseline.json.
// This is the check that keeps a change from lowering fidelity unnoticed. The test also proves that the
// check can fail: a stricter baseline exits 3 naming the group, a broken case exits 2 naming the field.
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

class TestValidateCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Run run(const QStringList& args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GP_CLI_EXECUTABLE), args);
        if (!p.waitForFinished(240000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }

    static QString suite() { return QStringLiteral(GP_TEST_DATA_DIR "/validation"); }

private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_home.isValid());
    }

    void suiteIsNoWorseThanTheBaseline()
    {
        const Run r = run({QStringLiteral("validate"), QStringLiteral("--shipped-catalog"),
                           QStringLiteral("--baseline"), suite() + QStringLiteral("/baseline.json"), suite()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.err.isEmpty());
        const QString out = QString::fromUtf8(r.out);
        for (const char* group :
             {"training memory", "serving memory", "training time/throughput", "serving throughput", "latency"})
            QVERIFY2(out.contains(QLatin1String(group)), group);
        // The breakdown tables follow the group medians (issue 32): the cases name engines and vendors.
        QVERIFY(out.contains(QLatin1String("framework / serving engine")));
        QVERIFY(out.contains(QRegularExpression(QStringLiteral("\\nlatency +vllm +\\d+ "))));
        QVERIFY(out.contains(QRegularExpression(QStringLiteral("\\nlatency +amd +\\d+ "))));
        QVERIFY(out.contains(QRegularExpression(QStringLiteral("\\nserving throughput +nvidia +\\d+ "))));
        // Every case file is a row of the table.
        const QStringList files = QDir(suite()).entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(files.size() >= 61); // 60 cases at least + baseline.json
        for (const QString& f : files)
            if (f != QStringLiteral("baseline.json"))
                QVERIFY2(out.contains(f.chopped(5) + QLatin1Char(' ')), qPrintable(f));
    }

    void readmeQuotesTheSuitesCurrentFigures()
    {
        // README's validation block is the suite's output as it is today, every case with its figures: a change
        // that moves a figure fails here until README is pasted again from
        // `gpu-planner validate --shipped-catalog --markdown` (README says so beside the block).
        const Run r = run(
            {QStringLiteral("validate"), QStringLiteral("--shipped-catalog"), QStringLiteral("--markdown"), suite()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile readme(QStringLiteral(GP_TEST_DATA_DIR "/../../README.md"));
        QVERIFY2(readme.open(QIODevice::ReadOnly), qPrintable(readme.fileName()));
        const QString text = QString::fromUtf8(readme.readAll());
        const QString begin = QStringLiteral("<!-- validation:begin -->\n"),
                      end = QStringLiteral("<!-- validation:end -->");
        const qsizetype from = text.indexOf(begin), to = text.indexOf(end);
        QVERIFY2(from >= 0 && to > from, "README has no validation block");
        const QString block = text.mid(from + begin.size(), to - from - begin.size()).trimmed();
        const QString output = QString::fromUtf8(r.out).trimmed();
        if (block != output) {
            const QStringList a = block.split(QLatin1Char('\n')), b = output.split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
                if (a.value(i) != b.value(i))
                    QFAIL(qPrintable(QStringLiteral("README line %1 of the block:\n  README: %2\n  suite:  %3")
                                         .arg(i + 1)
                                         .arg(a.value(i), b.value(i))));
        }
        // The group rows carry the figures the text report gives (one source for both).
        QVERIFY(output.contains(QRegularExpression(QStringLiteral("\\n\\| latency \\| \\d+ \\| \\d+\\.\\d% \\|"))));
    }

    void cellsOfFewerThanFiveCasesSayTooFewCases()
    {
        // Issue 32: a breakdown cell shows its median, worst and verdict only from gp::kValidationCellMinCases (5)
        // cases on; below that both outputs print "too few cases" instead. Two TGI throughput cases make a cell of
        // 2 (serving throughput x tgi, and x nvidia); seven TGI latency cases on MI300X a cell of 7 with figures.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList files = {QStringLiteral("psllmperf-tgi201-a10g-llama3-8b-c1-tput"),
                             QStringLiteral("psllmperf-tgi201-a10g-llama3-8b-c4-tput")};
        for (const char* c :
             {"b1-80-ttft", "b1-80-tpot", "b8-80-tpot", "b16-80-tpot", "b64-80-tpot", "b1-10000-ttft", "b1-10000-tpot"})
            files << QStringLiteral("dstack-tgi-mi300x-llama31-405b-") + QLatin1String(c);
        for (const QString& f : files)
            QVERIFY2(QFile::copy(suite() + QLatin1Char('/') + f + QStringLiteral(".json"),
                                 dir.filePath(f + QStringLiteral(".json"))),
                     qPrintable(f));

        const Run r = run({QStringLiteral("validate"), QStringLiteral("--shipped-catalog"), dir.path()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QRegularExpression(
                     QStringLiteral("\\nserving throughput +tgi +2 +- +- +15\\.0% / 35\\.0%  too few cases\\n"))),
                 qPrintable(out));
        QVERIFY(out.contains(QRegularExpression(
            QStringLiteral("\\nserving throughput +nvidia +2 +- +- +15\\.0% / 35\\.0%  too few cases\\n"))));
        QVERIFY(out.contains(QRegularExpression(
            QStringLiteral("\\nlatency +tgi +7 +\\d+\\.\\d% +\\d+\\.\\d% +20\\.0% / 35\\.0%  (met|missed)\\n"))));
        QVERIFY(out.contains(QRegularExpression(
            QStringLiteral("\\nlatency +amd +7 +\\d+\\.\\d% +\\d+\\.\\d% +20\\.0% / 35\\.0%  (met|missed)\\n"))));

        const Run md = run({QStringLiteral("validate"), QStringLiteral("--shipped-catalog"),
                            QStringLiteral("--markdown"), dir.path()});
        QVERIFY2(md.exitCode == 0, md.err.constData());
        const QString text = QString::fromUtf8(md.out);
        QVERIFY2(text.contains(QLatin1String("| group | framework / serving engine | n | median error | worst error | "
                                             "target median / worst | |\n")),
                 qPrintable(text));
        QVERIFY(text.contains(
            QLatin1String("| group | vendor | n | median error | worst error | target median / worst | |\n")));
        QVERIFY(
            text.contains(QLatin1String("| serving throughput | tgi | 2 | - | - | 15.0% / 35.0% | too few cases |\n")));
        QVERIFY(text.contains(
            QLatin1String("| serving throughput | nvidia | 2 | - | - | 15.0% / 35.0% | too few cases |\n")));
        QVERIFY(text.contains(
            QRegularExpression(QStringLiteral("\\n\\| latency \\| tgi \\| 7 \\| \\d+\\.\\d% \\| \\d+\\.\\d% \\| "
                                              "20\\.0% / 35\\.0% \\| (met|missed) \\|\\n"))));
    }

    void aStricterBaselineFails()
    {
        QTemporaryDir dir;
        QFile b(dir.filePath(QStringLiteral("baseline.json")));
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("{\"latency\": {\"n\": 1, \"median\": 0.0, \"worst\": 0.0}}");
        b.close();
        const Run r = run({QStringLiteral("validate"), QStringLiteral("--shipped-catalog"),
                           QStringLiteral("--baseline"), b.fileName(), suite()});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("latency: median error"), r.err.constData());
    }

    void aBrokenCaseIsNamed()
    {
        QTemporaryDir dir;
        QFile c(dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write(
            "{\"metric\": \"memory_allocated_gb\", \"measured\": {\"value\": 1, \"unit\": \"GB\", \"what\": \"w\"},"
            " \"source\": {\"url\": \"u\", \"date\": \"d\", \"where\": \"w\"}, \"scenario\": {\"schema_version\": 1}}");
        c.close();
        const Run r = run({QStringLiteral("validate"), QStringLiteral("--shipped-catalog"), dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("broken.json: scenario.task"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestValidateCli)
#include "tst_validatecli.moc"
