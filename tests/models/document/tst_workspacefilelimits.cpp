// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// .gpuplan files are read through the bounded reader (issue 9, items 2, 3 and 7): each case crashed the
// GUI on open, or ran it out of memory, before.
#include "TestSupport.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {
QByteArray example()
{
    QFile f(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString refusal(const QByteArray& bytes)
{
    WorkspaceData data;
    QString error;
    return WorkspaceFile::parse(bytes, QStringLiteral("plan.gpuplan"), data, &error) ? QStringLiteral("(read)") : error;
}
} // namespace

class TestWorkspaceFileLimits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QCOMPARE(refusal(example()), QStringLiteral("(read)"));
    }

    // json::out_of_range from 1e309 was not caught: the window closed.
    void hugeNumbersAreAMessage()
    {
        QByteArray bytes = example();
        bytes.replace("\"devops_hourly_rate\": 18", "\"devops_hourly_rate\": -1e400");
        QCOMPARE(refusal(bytes), QStringLiteral("plan.gpuplan is not valid JSON: number overflow parsing '-1e400' "
                                                "(beyond the range of a double, about 1.8e308)"));
    }

    void deepNestingIsAMessage()
    {
        QCOMPARE(
            refusal(QByteArray(60000, '[') + QByteArray(60000, ']')),
            QStringLiteral("plan.gpuplan is not valid JSON: nested deeper than 64 arrays/objects at line 1, column 65 "
                           "(the limit for any GPU Planner file)"));
    }

    void scenarioCountIsLimited()
    {
        auto doc = nlohmann::json::parse(example().toStdString());
        doc["scenarios"] = nlohmann::json::array();
        for (std::size_t i = 0; i <= WorkspaceJson::kMaxScenarios; ++i)
            doc["scenarios"].push_back(nlohmann::json::object());
        QCOMPARE(refusal(QByteArray::fromStdString(doc.dump())),
                 QStringLiteral("plan.gpuplan: $.scenarios: holds 1001 scenarios; a workspace holds at most 1000"));
    }

    // A 200 MB file took 24 s and 4.4 GB: refused by its size, before it is read.
    void filesOverTheSizeLimitAreRefusedUnread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.gpuplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(200 * 1000 * 1000)); // sparse: costs no disk
        f.close();
        const WorkspaceFile::LoadResult r = WorkspaceFile::load(path);
        QVERIFY(!r.workspace);
        QCOMPARE(r.error, path + QStringLiteral(" is 200.0 MB; GPU Planner reads JSON inputs of at most 20 MB"));
    }

    // A schema version past long long wrapped to -1 ("not a valid version"); it is a newer file.
    void hugeSchemaVersionsAreNewerFiles()
    {
        // The first "schema_version" is the workspace's (the scenarios' own follow), whatever the example's is.
        QByteArray bytes = example();
        const int at = bytes.indexOf("\"schema_version\": ");
        QVERIFY(at >= 0);
        const int comma = bytes.indexOf(',', at);
        bytes.replace(at, comma - at, "\"schema_version\": 18446744073709551615");
        QVERIFY2(refusal(bytes).contains(QStringLiteral("newer GPU Planner (schema version 18446744073709551615;")),
                 qPrintable(refusal(bytes)));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceFileLimits)
#include "tst_workspacefilelimits.moc"
