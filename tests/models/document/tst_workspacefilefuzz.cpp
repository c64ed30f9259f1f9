// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// A .gpuplan file mangled thousands of ways (a fixed seed, so a failure repeats): bytes flipped, cut or
// inserted, and values swapped for hostile ones (wrong types, NaN, infinities, huge and negative numbers,
// 100,000-character strings, deep nesting) or keys removed. Every file must either be refused with a
// message that names the file, or load into a workspace whose every estimate is finite and not negative
// (headroom aside): never a crash, never NaN in what the user sees.
#include "EstimateChecks.h"
#include "JsonFuzz.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "planning/Estimate.h"

#include <QFile>
#include <QTest>

#include <random>

using nlohmann::json;

namespace {
constexpr unsigned kSeed = 20261129;
constexpr int kByteMutations = 1500;
constexpr int kValueMutations = 1500;
} // namespace

class TestWorkspaceFileFuzz : public QObject {
    Q_OBJECT
private:
    QByteArray m_original;
    gp::CatalogSnapshot m_catalog;
    int m_loaded = 0;
    int m_refused = 0;
    int m_estimated = 0; // scenarios of loaded files that the engine estimated (and whose figures were checked)

    // One mangled file: refused with a message naming it, or loaded with finite estimates.
    void check(const QByteArray& bytes, const char* how, int n)
    {
        const QString where = QStringLiteral("fuzz-%1-%2.gpuplan").arg(QLatin1String(how)).arg(n);
        WorkspaceData data;
        QString error;
        if (!WorkspaceFile::parse(bytes, where, data, &error)) {
            ++m_refused;
            QVERIFY2(error.contains(where),
                     qPrintable(QStringLiteral("%1: message does not name the file: %2").arg(where, error.left(300))));
            return;
        }
        ++m_loaded;
        Workspace workspace(std::move(data));
        workspace.setEstimateOptions({.fitsForEveryGpu = true}); // every figure the command line prints
        workspace.setCatalog(m_catalog);
        for (int i = 0; i < workspace.scenarioCount(); ++i) {
            const gp::EstimateResult& r = workspace.estimate(i);
            if (!r.ok()) {
                for (const auto& e : r.errors)
                    QVERIFY2(!e.message.empty(), qPrintable(where));
                continue;
            }
            ++m_estimated;
            const std::string bad = EstimateChecks::firstNonFinite(*r.estimate);
            QVERIFY2(bad.empty(), qPrintable(QStringLiteral("%1: scenario %2 has a negative or non-finite %3")
                                                 .arg(where)
                                                 .arg(i)
                                                 .arg(QString::fromStdString(bad))));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QFile file(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_original = file.readAll();
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        m_catalog = store.snapshot();
        // The unmangled file loads and estimates: the mutations start from a good document.
        WorkspaceData data;
        QString error;
        QVERIFY2(WorkspaceFile::parse(m_original, QStringLiteral("original"), data, &error), qPrintable(error));
        QCOMPARE(data.scenarios.size(), 3);
        Workspace workspace(std::move(data));
        workspace.setCatalog(m_catalog);
        for (int i = 0; i < workspace.scenarioCount(); ++i)
            QVERIFY2(workspace.estimate(i).ok(), qPrintable(workspace.scenario(i).name));
    }

    void mangledBytes()
    {
        std::mt19937 rng(kSeed);
        for (int n = 0; n < kByteMutations && !QTest::currentTestFailed(); ++n)
            check(JsonFuzz::mangleBytes(m_original, rng, n), "bytes", n);
    }

    void hostileValues()
    {
        std::mt19937 rng(kSeed + 1);
        const json original = json::parse(m_original.toStdString());
        std::vector<json::json_pointer> paths;
        JsonFuzz::collectPaths(original, json::json_pointer(), paths);
        for (int n = 0; n < kValueMutations && !QTest::currentTestFailed(); ++n)
            check(JsonFuzz::mangleValue(original, paths, rng, n), "values", n);
    }

    void bothOutcomesWereExercised()
    {
        // A fuzz run that only ever refused (or only ever loaded) would test one branch.
        QVERIFY2(m_refused > 100, qPrintable(QString::number(m_refused)));
        QVERIFY2(m_loaded > 100, qPrintable(QString::number(m_loaded)));
        QVERIFY2(m_estimated > 300, qPrintable(QString::number(m_estimated))); // figures were really checked
        qInfo("%d mangled files refused with a message, %d loaded; %d scenarios estimated, every figure finite",
              m_refused, m_loaded, m_estimated);
    }
};

QTEST_MAIN(TestWorkspaceFileFuzz)
#include "tst_workspacefilefuzz.moc"
