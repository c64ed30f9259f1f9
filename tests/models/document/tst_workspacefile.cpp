// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// .gpuplan files: a save/open round trip keeps every field (hostile strings verbatim); schema v1 files
// migrate to v2; bad files are refused with a message that says what and where, leaving the current
// workspace alone; a failed save says why and leaves the old file whole.
#include "DocumentTestData.h"
#include "TestSupport.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"
#include "document/WorkspaceMigrations.h"
#include "planning/ScenarioJson.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>
#include <sys/resource.h>

using namespace DocumentTestData;
using nlohmann::json;

namespace {
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Strings that break naive writers: quotes, HTML, formula prefixes, control characters (NUL included),
// escape sequences, right-to-left override, emoji, a name of 200 characters and a note of about 19,000 (the
// limits are 200 and 20,000: WorkspaceTextLimits, issue 36).
const QString kHostileTitle = QStringLiteral("Plan \"Q3\" <script>alert('x')</script> & </b> \\ back\\slash");
const QString kHostileCustomer =
    QStringLiteral("=HYPERLINK(\"http://evil\",\"click\"),;\"").leftJustified(200, QLatin1Char('A'));
const QString kHostileNotes = QStringLiteral("line1\r\nline2\t\x01\x1b[31mred\u202Eevil \U0001F680 ") + QChar(0) +
                              QStringLiteral("after NUL") + QString(19000, QLatin1Char('N'));

WorkspaceData sample()
{
    WorkspaceData d;
    d.title = kHostileTitle;
    d.customer = kHostileCustomer;
    d.notes = kHostileNotes;
    d.currency = QStringLiteral("INR");
    WorkspaceScenario a{QStringLiteral("id-a"), QStringLiteral("<i>Train</i> \"A\""), QColor(0x12, 0x34, 0x56),
                        QStringLiteral("notes <&>"), trainingScenario()};
    WorkspaceScenario b{QStringLiteral("id-b"), QStringLiteral("Serve\nnewline"), QColor(Qt::red), QString(),
                        inferenceScenario()};
    a.scenario.name = a.name.toStdString();
    b.scenario.name = b.name.toStdString();
    d.scenarios = {a, b};
    d.whatIf.mfu = 0.42;
    d.whatIf.priceFactorPercent = 87.5;
    d.whatIf.tokensToTrain = 3e9;
    d.whatIf.gpuCount = 16;
    d.whatIf.devOpsHoursPerMonth = 15;
    d.whatIf.devOpsHourlyRate = 1500;
    d.whatIf.exchangeRateUnitsPerUsd = 88.25;
    d.whatIf.gpuStepKey = "h100";
    return d;
}

struct BadCase {
    const char* name;
    std::function<QByteArray()> bytes;
    QStringList expected; // every one must appear in the message
};

QByteArray mutated(const std::function<void(json&)>& change)
{
    json doc = WorkspaceJson::toJson(sample());
    change(doc);
    return QByteArray::fromStdString(doc.dump(2));
}

const std::vector<BadCase>& badCases()
{
    static const std::vector<BadCase> cases = {
        {"not JSON",
         [] { return QByteArray("{\n  \"format\": \"gpu-planner-workspace\",\n  \"title\": oops\n}\n"); },
         {"not valid JSON", "line 3"}},
        {"truncated",
         [] {
             const QByteArray full = mutated([](json&) {});
             return full.left(full.size() - 10);
         },
         {"not valid JSON", "unexpected end of input"}},
        // Keys are written in sorted order: "checklist_evaluations" (v4), "currency", "customer", "format", then
        // the 19,000-character notes on line 6, where the cut falls.
        {"cut inside a long string",
         [] {
             const QByteArray full = mutated([](json&) {});
             return full.left(full.size() / 2);
         },
         {"not valid JSON", "line 6", "missing closing quote"}},
        {"empty file", [] { return QByteArray(); }, {"not valid JSON"}},
        {"array at the top", [] { return QByteArray("[1, 2]"); }, {"$: expected a JSON object"}},
        {"another format",
         [] { return mutated([](json& d) { d["format"] = "gpu-planner-catalog"; }); },
         {"$.format", "gpu-planner-catalog", "not a GPU Planner workspace"}},
        {"newer schema",
         [] { return mutated([](json& d) { d["schema_version"] = 99; }); },
         {"$.schema_version", "newer", "99"}},
        {"schema version a string",
         [] { return mutated([](json& d) { d["schema_version"] = "2"; }); },
         {"$.schema_version: expected an integer, found string"}},
        {"title a number",
         [] { return mutated([](json& d) { d["title"] = 42; }); },
         {"$.title: expected a string, found number"}},
        {"mfu a string",
         [] { return mutated([](json& d) { d["what_if"]["mfu"] = "0.4"; }); },
         {"$.what_if.mfu: expected a number or null, found string"}},
        {"mfu out of range",
         [] { return mutated([](json& d) { d["what_if"]["mfu"] = 1.5; }); },
         {"$.what_if.mfu", "1.5", "out of range"}},
        {"price factor 1e308 (found by the fuzz test)",
         [] { return mutated([](json& d) { d["what_if"]["price_factor_percent"] = 1e308; }); },
         {"$.what_if.price_factor_percent", "out of range", "10 to 300"}},
        {"gpu count fractional",
         [] { return mutated([](json& d) { d["what_if"]["gpu_count"] = 2.5; }); },
         {"$.what_if.gpu_count", "whole number"}},
        {"scenarios an object",
         [] { return mutated([](json& d) { d["scenarios"] = json::object(); }); },
         {"$.scenarios: expected an array, found object"}},
        {"missing currency", [] { return mutated([](json& d) { d.erase("currency"); }); }, {"$.currency: missing"}},
        {"missing scenarios", [] { return mutated([](json& d) { d.erase("scenarios"); }); }, {"$.scenarios: missing"}},
        {"missing devops in v2",
         [] { return mutated([](json& d) { d["what_if"].erase("devops_hourly_rate"); }); },
         {"$.what_if.devops_hourly_rate: missing"}},
        {"unknown currency",
         [] { return mutated([](json& d) { d["currency"] = "RS"; }); },
         {"$.currency", "\u201cRS\u201d", "ISO 4217"}},
        {"lower-case currency", [] { return mutated([](json& d) { d["currency"] = "usd"; }); }, {"$.currency", "usd"}},
        {"scenario field wrong type",
         [] { return mutated([](json& d) { d["scenarios"][1]["scenario"]["training"]["micro_batch"] = "one"; }); },
         {"scenario \u201cServe\\x0Anewline\u201d: $.scenarios[1].scenario.training.micro_batch", "string"}},
        {"scenario without a name",
         [] { return mutated([](json& d) { d["scenarios"][0].erase("name"); }); },
         {"$.scenarios[0].name: missing"}},
        {"bad colour",
         [] { return mutated([](json& d) { d["scenarios"][0]["colour"] = "not-a-colour"; }); },
         {"scenario \u201c<i>Train</i> \"A\"\u201d: $.scenarios[0].colour", "not-a-colour"}},
        {"duplicate ids",
         [] { return mutated([](json& d) { d["scenarios"][1]["id"] = "id-a"; }); },
         {"$.scenarios[1].id", "id-a"}},
    };
    return cases;
}
} // namespace

class TestWorkspaceFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void roundTripKeepsEveryField()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan"));
        Workspace original(sample());
        original.setTitle(kHostileTitle + QStringLiteral("!")); // modified, to see save mark it clean
        QVERIFY(original.isModified());
        QString error;
        QVERIFY2(WorkspaceFile::save(original, path, &error), qPrintable(error));
        QVERIFY(!original.isModified());
        QCOMPARE(original.filePath(), path);

        auto loaded = WorkspaceFile::load(path);
        QVERIFY2(loaded.workspace, qPrintable(loaded.error));
        const WorkspaceData& a = original.data();
        const WorkspaceData& b = loaded.workspace->data();
        QCOMPARE(b.title, a.title);
        QCOMPARE(b.customer, kHostileCustomer);
        QCOMPARE(b.customer.size(), kHostileCustomer.size());
        QCOMPARE(b.notes, kHostileNotes);
        QCOMPARE(b.currency, QStringLiteral("INR"));
        QCOMPARE(b.scenarios.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(b.scenarios[i].id, a.scenarios[i].id);
            QCOMPARE(b.scenarios[i].name, a.scenarios[i].name);
            QCOMPARE(b.scenarios[i].colour, a.scenarios[i].colour);
            QCOMPARE(b.scenarios[i].notes, a.scenarios[i].notes);
            QCOMPARE(gp::ScenarioJson::toJson(b.scenarios[i].scenario).dump(),
                     gp::ScenarioJson::toJson(a.scenarios[i].scenario).dump());
        }
        QCOMPARE(b.whatIf.mfu, std::optional<double>(0.42));
        QCOMPARE(b.whatIf.priceFactorPercent, 87.5);
        QCOMPARE(b.whatIf.tokensToTrain, std::optional<double>(3e9));
        QCOMPARE(b.whatIf.gpuCount, std::optional<int>(16));
        QCOMPARE(b.whatIf.devOpsHoursPerMonth, 15.0);
        QCOMPARE(b.whatIf.devOpsHourlyRate, 1500.0);
        QCOMPARE(b.whatIf.exchangeRateUnitsPerUsd, std::optional<double>(88.25));
        QCOMPARE(b.whatIf.gpuStepKey, std::optional<std::string>("h100"));
        QVERIFY(b == a);
        QVERIFY(!loaded.workspace->isModified());
        QCOMPARE(loaded.workspace->filePath(), path);
    }

    void savedFileIsTheCurrentSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan"));
        QVERIFY(WorkspaceFile::write(sample(), path));
        const json doc = json::parse(readAll(path).toStdString());
        QCOMPARE(doc["format"].get<std::string>(), std::string("gpu-planner-workspace"));
        QCOMPARE(doc["schema_version"].get<int>(), 6);
        QCOMPARE(doc["scenarios"][0]["colour"].get<std::string>(), std::string("#123456"));
        QVERIFY(doc["tco_analyses"].is_array());
        QVERIFY(doc["checklist_evaluations"].is_array());
        QVERIFY(doc["offer_prices"].is_array()); // v5 (tst_planprices)
    }

    void migratesVersion1()
    {
        auto loaded = WorkspaceFile::load(QStringLiteral(GP_TEST_DATA_DIR "/document/v1-two-scenarios.gpuplan"));
        QVERIFY2(loaded.workspace, qPrintable(loaded.error));
        const WorkspaceData& d = loaded.workspace->data();
        QCOMPARE(d.title, QStringLiteral("Llama 2 7B plan (v1)"));
        QCOMPARE(d.customer, QStringLiteral("Acme Labs"));
        QCOMPARE(d.scenarios.size(), 2);
        // v2 additions: palette colours by position, empty notes, DevOps knobs at zero.
        QCOMPARE(d.scenarios[0].colour, Workspace::paletteColour(0));
        QCOMPARE(d.scenarios[1].colour, Workspace::paletteColour(1));
        QCOMPARE(d.scenarios[0].notes, QString());
        QCOMPARE(d.whatIf.devOpsHoursPerMonth, 0.0);
        QCOMPARE(d.whatIf.devOpsHourlyRate, 0.0);
        // v1 content kept.
        QCOMPARE(d.scenarios[0].id, QStringLiteral("6f1c2a52-0d1e-4a8e-9a61-3f6d7f0c1a01"));
        QCOMPARE(d.scenarios[1].name, QStringLiteral("Serve"));
        QCOMPARE(d.scenarios[0].scenario.training.tokens, 1e9);
        QCOMPARE(d.scenarios[1].scenario.task, gp::Task::Inference);
        QCOMPARE(d.whatIf.mfu, std::optional<double>(0.4));
        QCOMPARE(d.whatIf.priceFactorPercent, 90.0);
        // v3: no TCO analyses yet.
        QVERIFY(d.tcoAnalyses.isEmpty());
        // v4: no checklist evaluations yet.
        QVERIFY(d.checklistEvaluations.isEmpty());
        // v5: no stored prices until a catalog fills them in (tst_planprices).
        QVERIFY(d.offerPrices.isEmpty());
        QVERIFY(d.pricesFromOlderFile);
        // v6: the catalog it was saved with is not known.
        QVERIFY(!d.catalog.isKnown());
        // Saved again, it is a v6 file that reads back equal.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("migrated.gpuplan"));
        QVERIFY(WorkspaceFile::write(d, path));
        QCOMPARE(json::parse(readAll(path).toStdString())["schema_version"].get<int>(), 6);
        auto again = WorkspaceFile::load(path);
        QVERIFY(again.workspace);
        QVERIFY(again.workspace->data() == d);
    }

    void migrationStepV1ToV2()
    {
        json doc = {{"schema_version", 1},
                    {"what_if", {{"mfu", nullptr}}},
                    {"scenarios", json::array({json{{"id", "a"}}, json{{"id", "b"}, {"notes", "kept"}}})}};
        QString error;
        QVERIFY(WorkspaceMigrations::migrate(doc, 2, &error));
        QCOMPARE(doc["schema_version"].get<int>(), 2);
        QCOMPARE(doc["scenarios"][1]["colour"].get<std::string>(), Workspace::paletteColour(1).name().toStdString());
        QCOMPARE(doc["scenarios"][1]["notes"].get<std::string>(), std::string("kept"));
        QCOMPARE(doc["scenarios"][0]["notes"].get<std::string>(), std::string());
        QCOMPARE(doc["what_if"]["devops_hours_per_month"].get<double>(), 0.0);
        json newer = {{"schema_version", 3}};
        QVERIFY(!WorkspaceMigrations::migrate(newer, 2, &error));
        QVERIFY2(error.contains(QStringLiteral("newer")), qPrintable(error));
    }

    void migrationStepV2ToV3()
    {
        json doc = {{"schema_version", 2}, {"scenarios", json::array()}};
        QString error;
        QVERIFY(WorkspaceMigrations::migrate(doc, 3, &error));
        QCOMPARE(doc["schema_version"].get<int>(), 3);
        QVERIFY(doc["tco_analyses"].is_array() && doc["tco_analyses"].empty());
        json newer = {{"schema_version", 4}};
        QVERIFY(!WorkspaceMigrations::migrate(newer, 3, &error));
    }

    void tcoAnalysisRoundTrips()
    {
        // The inputs are kept verbatim (prices included), so a catalog edit never changes a saved analysis.
        WorkspaceData a = sample();
        const json inputs = {{"format", "gpu-planner-tco"},
                             {"format_version", 1},
                             {"currency", "INR"},
                             {"horizon_months", 18},
                             {"options", json::array({json{{"name", "Own 8x H100"},
                                                           {"kind", "own_colocation"},
                                                           {"price", {{"amount", 39625}, {"currency", "USD"}}}}})}};
        a.tcoAnalyses.push_back({QStringLiteral("tco-1"), QStringLiteral("Rent or buy"), inputs});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tco.gpuplan"));
        QVERIFY(WorkspaceFile::write(a, path));
        WorkspaceData b;
        QString error;
        QVERIFY2(WorkspaceFile::read(path, b, &error), qPrintable(error));
        QCOMPARE(b.tcoAnalyses.size(), 1);
        QCOMPARE(b.tcoAnalyses[0].name, QStringLiteral("Rent or buy"));
        QVERIFY(b.tcoAnalyses[0].inputs == inputs);
        QVERIFY(b == a);
    }

    void badTcoSectionIsRefused()
    {
        WorkspaceData a = sample();
        json doc = WorkspaceJson::toJson(a);
        doc["tco_analyses"] = json::array({json{{"id", "x"}, {"name", "n"}, {"inputs", {{"format", "other"}}}}});
        WorkspaceData out;
        QString error;
        QVERIFY(!WorkspaceJson::fromJson(doc, out, &error));
        QVERIFY2(error.startsWith(QStringLiteral("$.tco_analyses[0].inputs")), qPrintable(error));
        doc["tco_analyses"] =
            json::array({json{{"id", "x"}, {"name", "n"}, {"inputs", {{"format", "gpu-planner-tco"}}}},
                         json{{"id", "x"}, {"name", "m"}, {"inputs", {{"format", "gpu-planner-tco"}}}}});
        QVERIFY(!WorkspaceJson::fromJson(doc, out, &error));
        QVERIFY2(error.startsWith(QStringLiteral("$.tco_analyses[1].id")), qPrintable(error));
    }

    void badFilesAreRefused_data()
    {
        QTest::addColumn<int>("which");
        for (std::size_t i = 0; i < badCases().size(); ++i)
            QTest::newRow(badCases()[i].name) << int(i);
    }

    void badFilesAreRefused()
    {
        QFETCH(int, which);
        const BadCase& c = badCases()[std::size_t(which)];
        QTemporaryDir dir;
        // The current workspace, opened from a good file, must come out of a failed open unchanged.
        const QString goodPath = dir.filePath(QStringLiteral("good.gpuplan"));
        QVERIFY(WorkspaceFile::write(sample(), goodPath));
        auto current = WorkspaceFile::load(goodPath);
        QVERIFY(current.workspace);
        const WorkspaceData before = current.workspace->data();

        const QString badPath = dir.filePath(QStringLiteral("bad.gpuplan"));
        QVERIFY(writeBytes(badPath, c.bytes()));
        auto result = WorkspaceFile::load(badPath);
        QVERIFY(!result.workspace);
        qInfo().noquote() << result.error.left(300); // the message as the user reads it, in the test log
        QVERIFY2(result.error.contains(QDir::toNativeSeparators(badPath)), qPrintable(result.error));
        for (const QString& part : c.expected)
            QVERIFY2(result.error.contains(part),
                     qPrintable(QStringLiteral("missing \u201c%1\u201d in: %2").arg(part, result.error)));

        QVERIFY(current.workspace->data() == before);
        QCOMPARE(current.workspace->filePath(), goodPath);
        QVERIFY(!current.workspace->isModified());
    }

    void missingFileSaysSo()
    {
        auto result = WorkspaceFile::load(QStringLiteral("/nonexistent/dir/plan.gpuplan"));
        QVERIFY(!result.workspace);
        QVERIFY2(result.error.startsWith(QStringLiteral("Could not open /nonexistent/dir/plan.gpuplan")),
                 qPrintable(result.error));
    }

    // A folder that cannot exist (its "parent" is a regular file) fails for every user, root included,
    // where a read-only directory would not stop root.
    void saveWhereTheFolderCannotExistFails()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
        QVERIFY(WorkspaceFile::write(sample(), blocker));
        const QByteArray old = readAll(blocker);
        const QString path = blocker + QStringLiteral("/plan.gpuplan");
        Workspace changed(sample());
        changed.setTitle(QStringLiteral("changed"));
        QString error;
        QVERIFY(!WorkspaceFile::save(changed, path, &error));
        QVERIFY2(error.startsWith(QStringLiteral("Could not save ") + path + QStringLiteral(": ")), qPrintable(error));
        QVERIFY(changed.isModified());   // a failed save does not mark the document clean
        QCOMPARE(readAll(blocker), old); // nothing else was touched
    }

    void saveThatRunsOutOfSpaceKeepsTheOldFile()
    {
        // A file-size limit makes every write past 64 KiB fail with EFBIG, as a full disk would (and
        // unlike permissions it applies to root too). The old file is small; the new one is not.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan"));
        WorkspaceData small = sample();
        small.customer = QStringLiteral("small");
        QVERIFY(WorkspaceFile::write(small, path));
        const QByteArray old = readAll(path);
        QVERIFY(old.size() < 64 * 1024);

        Workspace big(sample());
        big.setNotes(QString(512 * 1024, QLatin1Char('x')));
        rlimit saved{};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &saved), 0);
        auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = saved;
        limited.rlim_cur = 64 * 1024;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limited), 0);
        QString error;
        const bool ok = WorkspaceFile::save(big, path, &error);
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previousHandler);

        QVERIFY(!ok);
        QVERIFY2(error.startsWith(QStringLiteral("Could not save ") + path + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.size() > QStringLiteral("Could not save ").size() + path.size() + 2, "the reason is given");
        QVERIFY(big.isModified());
        QCOMPARE(readAll(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("plan.gpuplan")}); // no temp file left
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceFile)
#include "tst_workspacefile.moc"
