// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Checklist evaluations in the .gpuplan (schema v4): a real v3 file migrates (its TCO analysis kept, no
// evaluation added); every field round-trips (hostile text verbatim, unknown scores and answers kept
// unknown); hostile files (huge counts, wrong types, out-of-range and wide integers, 1e309) are refused with
// the JSON path of the field; the answer origins follow the user's action; each workspace edit is one undo step.
#include "DocumentTestData.h"
#include "document/Workspace.h"
#include "document/WorkspaceChecklistJson.h"
#include "document/WorkspaceChecklistRecord.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"
#include "document/WorkspaceMigrations.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using nlohmann::json;
using Origin = WorkspaceChecklistAnswer::Origin;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QString kHostile = QStringLiteral("<img src=\"file:///etc/passwd\"> <b>bold</b> & \"quoted\" \\ ") + QChar(0) +
                         QStringLiteral("\u202Eevil \U0001F680");

WorkspaceChecklistEvaluation evaluation()
{
    WorkspaceChecklistEvaluation e;
    e.id = QStringLiteral("chk-1");
    e.name = QStringLiteral("AWS or Lambda ") + kHostile;
    e.evaluatedOn = QStringLiteral("2026-12-01");
    e.scenarioId = QStringLiteral("id-a");
    e.scenarioName = QStringLiteral("<i>Train</i> \"A\"");
    e.workload = QStringLiteral("pretraining");
    e.gpu = QStringLiteral("H100 SXM 80GB");
    e.nodes = 4;
    e.gpusPerNode = 8;
    e.costUnit = QStringLiteral("per run, USD");
    e.personalDataIndia = true;
    e.weights = {{QStringLiteral("network-fabric"), QStringLiteral("Network fabric"), 3},
                 {QStringLiteral("uptime-sla"), QStringLiteral("Uptime SLA"), 0}};
    WorkspaceChecklistPlatform a;
    a.provider = QStringLiteral("aws");
    a.name = QStringLiteral("Amazon Web Services (EC2)");
    a.score = 0.7758207934336525; // a double exactly as the evaluator gave it
    a.knownWeightShare = 0.8235294117647058;
    a.costPerResult = 37647.36;
    a.costOffer = QStringLiteral("aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge");
    a.costTier = QStringLiteral("on_demand");
    a.criteria = {{QStringLiteral("network-fabric"), 1.0, QStringLiteral("EFA 400 GB/s")},
                  {QStringLiteral("uptime-sla"), std::nullopt, QStringLiteral("no sourced SLA")}};
    a.answers = {{QStringLiteral("gpu-generations"), QStringLiteral("Does it offer H100?"), QStringLiteral("yes"),
                  Origin::Catalog, QStringLiteral("https://aws.amazon.com/ec2/instance-types/p5/"),
                  QStringLiteral("2026-10-01")},
                 {QStringLiteral("sla"), QStringLiteral("SLA?"), QStringLiteral("unknown"), Origin::Unknown, {}, {}},
                 {QStringLiteral("images"), QStringLiteral("Images?"), kHostile, Origin::User, {}, {}},
                 {QStringLiteral("nvme"), QStringLiteral("NVMe?"), QStringLiteral("8 x 3.84 TB"), Origin::Confirmed,
                  QStringLiteral("datasheet"), QStringLiteral("2026-09-30")}};
    a.gaps = {{QStringLiteral("dpdp-residency"), false, QStringLiteral("No Indian region ") + kHostile}};
    WorkspaceChecklistPlatform b;
    b.provider = QStringLiteral("lambda");
    b.name = QStringLiteral("Lambda");
    b.score = 0;
    b.knownWeightShare = 0;
    b.gaps = {{QStringLiteral("multi-node-fabric"), true, QStringLiteral("needs InfiniBand or RoCE")}};
    e.platforms = {a, b};
    e.notes = {QStringLiteral("DPDP: the rules are still being clarified; take legal advice.")};
    return e;
}

WorkspaceData sample()
{
    WorkspaceData d;
    d.title = QStringLiteral("Checklist plan");
    d.scenarios = {{QStringLiteral("id-a"), QStringLiteral("Train"), QColor(Qt::blue), QString(),
                    DocumentTestData::trainingScenario()}};
    d.scenarios[0].scenario.name = "Train";
    d.checklistEvaluations = {evaluation()};
    return d;
}

// The sample's JSON with one change; the error must start with `path`.
struct Hostile {
    const char* name;
    std::function<void(json&)> change;
    const char* path;
    const char* says;
};

json& ev(json& d) { return d["checklist_evaluations"][0]; }
json& platform(json& d) { return ev(d)["platforms"][0]; }

const std::vector<Hostile>& hostileCases()
{
    static const std::vector<Hostile> cases{
        {"not an array", [](json& d) { d["checklist_evaluations"] = json::object(); }, "$.checklist_evaluations",
         "expected an array, found object"},
        {"65 evaluations",
         [](json& d) {
             d["checklist_evaluations"] = json::array();
             for (int i = 0; i < 65; ++i)
                 d["checklist_evaluations"].push_back(json{{"id", std::to_string(i)}});
         },
         "$.checklist_evaluations", "holds 65 checklist evaluations; a workspace holds at most 64"},
        {"17 platforms",
         [](json& d) {
             json p = platform(d);
             ev(d)["platforms"] = json::array();
             for (int i = 0; i < 17; ++i)
                 ev(d)["platforms"].push_back(p);
         },
         "$.checklist_evaluations[0].platforms", "holds 17 items; at most 16"},
        {"a million answers", [](json& d) { platform(d)["answers"] = json(std::vector<int>(1000000, 0)); },
         "$.checklist_evaluations[0].platforms[0].answers", "holds 1000000 items; at most 64"},
        {"17 notes", [](json& d) { ev(d)["notes"] = json(std::vector<std::string>(17, "n")); },
         "$.checklist_evaluations[0].notes", "at most 16"},
        {"evaluation not an object", [](json& d) { d["checklist_evaluations"][0] = 7; }, "$.checklist_evaluations[0]",
         "expected an object, found number"},
        {"id missing", [](json& d) { ev(d).erase("id"); }, "$.checklist_evaluations[0].id", "missing"},
        {"id empty", [](json& d) { ev(d)["id"] = ""; }, "$.checklist_evaluations[0].id", "must not be empty"},
        {"duplicate id",
         [](json& d) {
             const json copy = ev(d);
             d["checklist_evaluations"].push_back(copy);
         },
         "$.checklist_evaluations[1].id", "used by an earlier evaluation"},
        {"name a number", [](json& d) { ev(d)["name"] = 3; }, "$.checklist_evaluations[0].name",
         "expected a string, found number"},
        {"workload unknown", [](json& d) { ev(d)["workload"] = "mining"; }, "$.checklist_evaluations[0].workload",
         "\"mining\""},
        {"nodes a string", [](json& d) { ev(d)["nodes"] = "4"; }, "$.checklist_evaluations[0].nodes",
         "expected a whole number, found string"},
        {"nodes fractional", [](json& d) { ev(d)["nodes"] = 1.5; }, "$.checklist_evaluations[0].nodes",
         "expected a whole number, found 1.5"},
        {"nodes zero", [](json& d) { ev(d)["nodes"] = 0; }, "$.checklist_evaluations[0].nodes",
         "0 is out of range (1 to 1000000)"},
        {"nodes negative", [](json& d) { ev(d)["nodes"] = -8; }, "$.checklist_evaluations[0].nodes",
         "-8 is out of range"},
        // 2^32 + 8 would narrow to 8 through an int; 2^64 - 1 to -1 through a long long.
        {"gpus per node 2^32+8", [](json& d) { ev(d)["gpus_per_node"] = 4294967304LL; },
         "$.checklist_evaluations[0].gpus_per_node", "4294967304 is out of range"},
        {"gpus per node 2^64-1", [](json& d) { ev(d)["gpus_per_node"] = 18446744073709551615ULL; },
         "$.checklist_evaluations[0].gpus_per_node", "18446744073709551615 is out of range"},
        {"personal data a number", [](json& d) { ev(d)["personal_data_india"] = 1; },
         "$.checklist_evaluations[0].personal_data_india", "expected true or false"},
        {"weight over 100", [](json& d) { ev(d)["weights"][0]["weight"] = 101; },
         "$.checklist_evaluations[0].weights[0].weight", "101 is out of range (0 to 100)"},
        {"weight null", [](json& d) { ev(d)["weights"][1]["weight"] = nullptr; },
         "$.checklist_evaluations[0].weights[1].weight", "expected a number, found null"},
        {"score 1.5", [](json& d) { platform(d)["score"] = 1.5; }, "$.checklist_evaluations[0].platforms[0].score",
         "1.5 is out of range (0 to 1)"},
        {"score a string", [](json& d) { platform(d)["score"] = "0.7"; },
         "$.checklist_evaluations[0].platforms[0].score", "expected a number, found string"},
        {"criterion score negative", [](json& d) { platform(d)["criteria"][0]["score"] = -0.1; },
         "$.checklist_evaluations[0].platforms[0].criteria[0].score", "out of range"},
        {"cost 1e300", [](json& d) { platform(d)["cost_per_result"] = 1e300; },
         "$.checklist_evaluations[0].platforms[0].cost_per_result", "out of range"},
        {"origin a guess", [](json& d) { platform(d)["answers"][0]["origin"] = "guess"; },
         "$.checklist_evaluations[0].platforms[0].answers[0].origin", "\"guess\""},
        {"answer an object", [](json& d) { platform(d)["answers"][1]["answer"] = json::object(); },
         "$.checklist_evaluations[0].platforms[0].answers[1].answer", "expected a string, found object"},
        {"severity other", [](json& d) { platform(d)["gaps"][0]["severity"] = "fatal"; },
         "$.checklist_evaluations[0].platforms[0].gaps[0].severity", "\"fatal\""},
        {"duplicate provider", [](json& d) { ev(d)["platforms"][1]["provider"] = "aws"; },
         "$.checklist_evaluations[0].platforms[1].provider", "listed twice"},
        {"note a number", [](json& d) { ev(d)["notes"][0] = 1; }, "$.checklist_evaluations[0].notes[0]",
         "expected a string"},
        {"v4 without the section", [](json& d) { d.erase("checklist_evaluations"); }, "$.checklist_evaluations",
         "missing"},
    };
    return cases;
}

} // namespace

class TestWorkspaceChecklist : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // tests/data/document/v3-with-tco.gpuplan was written for schema v3 (the shipped example with a TCO
    // analysis) and read by the v3 build's `gpu-planner tco` before v4 existed.
    void migratesARealV3File()
    {
        const QString path = QStringLiteral(GP_TEST_DATA_DIR "/document/v3-with-tco.gpuplan");
        const json original = json::parse(readAll(path).toStdString());
        QCOMPARE(original["schema_version"].get<int>(), 3);
        QVERIFY(!original.contains("checklist_evaluations"));
        auto loaded = WorkspaceFile::load(path);
        QVERIFY2(loaded.workspace, qPrintable(loaded.error));
        const WorkspaceData& d = loaded.workspace->data();
        QCOMPARE(d.title, QStringLiteral("Llama 3.1 8B fine-tune (v3, with a TCO analysis)"));
        QCOMPARE(d.scenarios.size(), qsizetype(original["scenarios"].size()));
        QCOMPARE(d.tcoAnalyses.size(), 1);
        QCOMPARE(d.tcoAnalyses[0].name, QStringLiteral("Rent or buy 8x H100"));
        QVERIFY(d.tcoAnalyses[0].inputs == original["tco_analyses"][0]["inputs"]);
        QVERIFY(d.checklistEvaluations.isEmpty());
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("v4.gpuplan"));
        QVERIFY(WorkspaceFile::write(d, saved));
        const json written = json::parse(readAll(saved).toStdString());
        QCOMPARE(written["schema_version"].get<int>(), WorkspaceJson::kSchemaVersion);
        QVERIFY(written["checklist_evaluations"].is_array() && written["checklist_evaluations"].empty());
        auto again = WorkspaceFile::load(saved);
        QVERIFY2(again.workspace, qPrintable(again.error));
        QVERIFY(again.workspace->data() == d);
    }

    void migrationStepV3ToV4()
    {
        json doc = {{"schema_version", 3}, {"tco_analyses", json::array()}};
        QString error;
        QVERIFY(WorkspaceMigrations::migrate(doc, 4, &error));
        QCOMPARE(doc["schema_version"].get<int>(), 4);
        QVERIFY(doc["checklist_evaluations"].is_array() && doc["checklist_evaluations"].empty());
        // A v3 reader refuses a v4 file as newer (v5's refusal of v6: tst_planprices).
        json v4 = {{"schema_version", 4}};
        QVERIFY(!WorkspaceMigrations::migrate(v4, 3, &error));
        QVERIFY2(error.contains(QStringLiteral("newer")), qPrintable(error));
    }

    // The workshop example is a v4 file keeping one evaluation (the wizard's output for its 8x H100 plan
    // against AWS, Lambda, Neysa and E2E Networks); every example opens and writes back equal.
    void shippedExamplesStillOpen()
    {
        const QStringList files =
            QDir(QStringLiteral(GP_SOURCE_DIR "/examples")).entryList({QStringLiteral("*.gpuplan")});
        QVERIFY(!files.isEmpty());
        for (const QString& f : files) {
            auto loaded = WorkspaceFile::load(QStringLiteral(GP_SOURCE_DIR "/examples/") + f);
            QVERIFY2(loaded.workspace, qPrintable(f + QStringLiteral(": ") + loaded.error));
            const json written = WorkspaceJson::toJson(loaded.workspace->data());
            WorkspaceData back;
            QString error;
            QVERIFY2(WorkspaceJson::fromJson(written, back, &error), qPrintable(error));
            QVERIFY(back == loaded.workspace->data());
        }
        auto workshop = WorkspaceFile::load(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"));
        QVERIFY(workshop.workspace);
        const WorkspaceData& d = workshop.workspace->data();
        QCOMPARE(d.checklistEvaluations.size(), 1);
        const WorkspaceChecklistEvaluation& e = d.checklistEvaluations[0];
        QCOMPARE(d.indexOf(e.scenarioId), 1); // "8x H100 SXM"
        QCOMPARE(e.platforms.size(), 4);
        QCOMPARE(e.platforms[3].provider, QStringLiteral("e2e-networks"));
        QCOMPARE(e.platforms[3].gaps.size(), 1);
        QVERIFY(e.platforms[3].gaps[0].blocking);
        QCOMPARE(e.blockingGapCount(), 1);
    }

    void evaluationRoundTrips()
    {
        const WorkspaceData a = sample();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("checklist.gpuplan"));
        QString error;
        QVERIFY2(WorkspaceFile::write(a, path, &error), qPrintable(error));
        const json doc = json::parse(readAll(path).toStdString());
        const json& p = doc["checklist_evaluations"][0]["platforms"][0];
        // Unknown stays unknown on disk: a null score, the "unknown" origin, no source.
        QVERIFY(p["criteria"][1]["score"].is_null());
        QCOMPARE(p["answers"][1]["origin"].get<std::string>(), std::string("unknown"));
        QVERIFY(p["answers"][1]["source"].is_null());
        QCOMPARE(p["answers"][2]["origin"].get<std::string>(), std::string("user"));
        QCOMPARE(p["answers"][3]["origin"].get<std::string>(), std::string("confirmed"));
        QCOMPARE(p["gaps"][0]["severity"].get<std::string>(), std::string("caution"));
        QVERIFY(doc["checklist_evaluations"][0]["platforms"][1]["cost_per_result"].is_null());
        WorkspaceData b;
        QVERIFY2(WorkspaceFile::read(path, b, &error), qPrintable(error));
        QCOMPARE(b.checklistEvaluations.size(), 1);
        const WorkspaceChecklistEvaluation& e = b.checklistEvaluations[0];
        QCOMPARE(e.name, evaluation().name); // NUL, bidi override and markup verbatim
        QCOMPARE(e.platforms[0].score, 0.7758207934336525);
        QCOMPARE(e.platforms[0].criteria[1].score, std::optional<double>());
        QCOMPARE(e.platforms[0].answers[2].answer, kHostile);
        QCOMPARE(e.platforms[0].answers[1].origin, Origin::Unknown);
        QCOMPARE(e.platforms[1].costPerResult, std::optional<double>());
        QCOMPARE(e.blockingGapCount(), 1);
        QVERIFY(b == a);
    }

    void hostileFilesAreRefused_data()
    {
        QTest::addColumn<int>("which");
        for (std::size_t i = 0; i < hostileCases().size(); ++i)
            QTest::newRow(hostileCases()[i].name) << int(i);
    }

    void hostileFilesAreRefused()
    {
        QFETCH(int, which);
        const Hostile& c = hostileCases()[std::size_t(which)];
        json doc = WorkspaceJson::toJson(sample());
        c.change(doc);
        WorkspaceData out = sample();
        out.title = QStringLiteral("untouched");
        QString error;
        QVERIFY(!WorkspaceJson::fromJson(doc, out, &error));
        QVERIFY2(error.startsWith(QLatin1String(c.path) + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String(c.says)), qPrintable(error));
        QCOMPARE(out.title, QStringLiteral("untouched")); // a refused file changes nothing
    }

    // 1e309 is past a double: the bounded reader refuses it as text, with its place, before any value exists.
    void overflowingNumberIsRefused()
    {
        QByteArray bytes = QByteArray::fromStdString(WorkspaceJson::toJson(sample()).dump(2));
        const QByteArray from = "\"score\": 0.7758207934336525";
        QVERIFY(bytes.contains(from));
        bytes.replace(from, "\"score\": 1e309");
        WorkspaceData out;
        QString error;
        QVERIFY(!WorkspaceFile::parse(bytes, QStringLiteral("plan.gpuplan"), out, &error));
        QVERIFY2(error.contains(QStringLiteral("plan.gpuplan")) && error.contains(QStringLiteral("1e309")),
                 qPrintable(error));
    }

    void answerOriginFollowsTheUser()
    {
        const gp::checklist::Answer known{"nvme", "8 x 3.84 TB", true, "datasheet", "2026-09-30"};
        const gp::checklist::Answer unknown{"sla", "unknown", false, "", ""};
        QCOMPARE(recordAnswer(known, "NVMe?", nullptr).origin, Origin::Catalog);
        QCOMPARE(recordAnswer(unknown, "SLA?", nullptr).origin, Origin::Unknown);
        const ChecklistUserAnswer confirm{true, {}};
        QCOMPARE(recordAnswer(known, "NVMe?", &confirm).origin, Origin::Confirmed);
        QCOMPARE(recordAnswer(known, "NVMe?", &confirm).source, QStringLiteral("datasheet"));
        // Nothing to confirm in "unknown": it stays unknown.
        QCOMPARE(recordAnswer(unknown, "SLA?", &confirm).origin, Origin::Unknown);
        QCOMPARE(recordAnswer(unknown, "SLA?", &confirm).answer, QStringLiteral("unknown"));
        const ChecklistUserAnswer typed{false, QStringLiteral("  99.9%, credits only  ")};
        const WorkspaceChecklistAnswer own = recordAnswer(unknown, "SLA?", &typed);
        QCOMPARE(own.origin, Origin::User);
        QCOMPARE(own.answer, QStringLiteral("99.9%, credits only"));
        QVERIFY(own.source.isEmpty() && own.asOf.isEmpty()); // no catalog source behind the user's word
        // Typing the prefilled text again is not an own answer.
        const ChecklistUserAnswer same{true, QStringLiteral("8 x 3.84 TB")};
        QCOMPARE(recordAnswer(known, "NVMe?", &same).origin, Origin::Confirmed);
    }

    void workspaceEditsAreUndoable()
    {
        Workspace ws;
        QSignalSpy changed(&ws, &Workspace::checklistEvaluationsChanged);
        WorkspaceChecklistEvaluation e = evaluation();
        e.id.clear();
        const QString id = ws.addChecklistEvaluation(e);
        QVERIFY(!id.isEmpty());
        QCOMPARE(ws.checklistEvaluationCount(), 1);
        QCOMPARE(ws.checklistEvaluation(0).id, id);
        QVERIFY(ws.isModified());
        e.name = QStringLiteral("renamed");
        ws.setChecklistEvaluation(0, e);
        QCOMPARE(ws.checklistEvaluation(0).name, QStringLiteral("renamed"));
        QCOMPARE(ws.checklistEvaluation(0).id, id); // an update keeps the id
        ws.undoStack()->undo();
        QCOMPARE(ws.checklistEvaluation(0).name, evaluation().name);
        ws.undoStack()->undo();
        QCOMPARE(ws.checklistEvaluationCount(), 0);
        QVERIFY(!ws.isModified());
        ws.undoStack()->redo();
        QCOMPARE(ws.checklistEvaluationCount(), 1);
        ws.removeChecklistEvaluation(0);
        QCOMPARE(ws.checklistEvaluationCount(), 0);
        QCOMPARE(changed.count(), 6); // add, change, undo, undo, redo, remove
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceChecklist)
#include "tst_workspacechecklist.moc"
