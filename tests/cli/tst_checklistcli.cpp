// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner checklist FILE` (issue 13): scores, answers and gaps as JSON from the shipped catalog.
// Figures are checked against what they are defined from: the communication figures against
// `gpu-planner estimate` of the same scenario, the score against the weights and the printed costs.
#include "CliRunner.h"
#include "Near.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "checklist/ChecklistJson.h"
#include "document/WorkspaceChecklistRecord.h"
#include "document/WorkspaceFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestChecklistCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    Run run(const QStringList& args)
    {
        const gptest::CliRun r = gptest::runCli(m_home, args);
        return {r.exitCode, r.out, QString::fromUtf8(r.err)};
    }

    static QString example() { return QStringLiteral(GP_SOURCE_DIR "/examples/checklist/llama3-8b-pretrain.json"); }
    static QString data(const QString& name) { return QStringLiteral(GP_TEST_DATA_DIR "/cli/") + name; }

    static QJsonObject platform(const QJsonObject& result, const QString& key)
    {
        for (const QJsonValue& p : result.value("platforms").toArray())
            if (p.toObject().value("provider").toString() == key)
                return p.toObject();
        return {};
    }
    static QJsonObject answer(const QJsonObject& platform, const QString& question)
    {
        for (const QJsonValue& a : platform.value("answers").toArray())
            if (a.toObject().value("question").toString() == question)
                return a.toObject();
        return {};
    }
    static QStringList gapRules(const QJsonObject& platform)
    {
        QStringList rules;
        for (const QJsonValue& g : platform.value("gaps").toArray())
            rules << g.toObject().value("rule").toString() + ":" + g.toObject().value("severity").toString();
        return rules;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        TestSupport::isolateUserState();
    }

    // A .gpuplan prints the evaluations it keeps, as kept: the same scores and gaps the request mode
    // computes for the same scenario, providers and flag, with the user's answers and their origins.
    void keptEvaluationsFromAWorkspace()
    {
        QFile f(example());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const gp::checklist::RequestParse request = gp::checklist::parseChecklistRequest(f.readAll().toStdString());
        QVERIFY(request.ok());
        CatalogStore store;
        QVERIFY(store.openShipped());
        const catalog::ChecklistRun checklist =
            catalog::runChecklist(store, request.request->scenario, request.request->providers,
                                  request.request->personalDataIndia, request.request->weights);
        QVERIFY(checklist.ok());
        const ChecklistUserAnswers user{
            {{"lambda", "all-to-all-bandwidth"}, {false, QStringLiteral("3200 Gb/s InfiniBand (sales call)")}},
            {{"aws", "all-to-all-bandwidth"}, {true, {}}}};
        WorkspaceData data;
        data.title = QStringLiteral("Kept checklist");
        data.scenarios = {{QStringLiteral("s1"), QStringLiteral("Llama 3 8B"), QColor(Qt::blue), QString(),
                           request.request->scenario}};
        data.checklistEvaluations = {recordChecklistRun(checklist,
                                                        {QStringLiteral("Three clouds"), QStringLiteral("s1"),
                                                         QStringLiteral("Llama 3 8B"), QStringLiteral("2026-12-01")},
                                                        user)};
        data.checklistEvaluations[0].id = QStringLiteral("chk-1");
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("kept.gpuplan"));
        QVERIFY(WorkspaceFile::write(data, plan));

        const Run kept = run({"checklist", plan});
        QVERIFY2(kept.exitCode == 0, qPrintable(kept.err));
        const QJsonObject report = QJsonDocument::fromJson(kept.out).object();
        QCOMPARE(report.value("format").toString(), QStringLiteral("gpu-planner-checklist-report"));
        const QJsonArray evaluations = report.value("evaluations").toArray();
        QCOMPARE(evaluations.size(), 1);
        const QJsonObject e = evaluations.at(0).toObject();
        QCOMPARE(e.value("name").toString(), QStringLiteral("Three clouds"));
        QCOMPARE(e.value("evaluated_on").toString(), QStringLiteral("2026-12-01"));
        QCOMPARE(e.value("scenario_id").toString(), QStringLiteral("s1"));

        const Run computed = run({"checklist", "--shipped-catalog", example()});
        QVERIFY2(computed.exitCode == 0, qPrintable(computed.err));
        const QJsonObject result = QJsonDocument::fromJson(computed.out).object();
        QCOMPARE(e.value("platforms").toArray().size(), 3);
        for (const QString& key : {QStringLiteral("aws"), QStringLiteral("lambda"), QStringLiteral("e2e-networks")}) {
            const QJsonObject k = platform(e, key);
            const QJsonObject c = platform(result, key);
            QCOMPARE(k.value("score").toDouble(), c.value("score").toDouble());
            QCOMPARE(k.value("known_weight_share").toDouble(), c.value("known_weight_share").toDouble());
            QCOMPARE(gapRules(k), gapRules(c));
        }
        QCOMPARE(gapRules(platform(e, "e2e-networks")),
                 (QStringList{"gpu-not-offered:blocking", "multi-node-fabric:caution"}));
        QCOMPARE(answer(platform(e, "lambda"), "all-to-all-bandwidth").value("origin").toString(),
                 QStringLiteral("user"));
        QCOMPARE(answer(platform(e, "lambda"), "all-to-all-bandwidth").value("answer").toString(),
                 QStringLiteral("3200 Gb/s InfiniBand (sales call)"));
        QCOMPARE(answer(platform(e, "aws"), "all-to-all-bandwidth").value("origin").toString(),
                 QStringLiteral("confirmed"));
        QCOMPARE(answer(platform(e, "lambda"), "nvme-local-storage").value("origin").toString(),
                 QStringLiteral("unknown"));
        QVERIFY(e.value("notes").toArray().at(0).toString().contains("consult a qualified legal advisor"));

        // A workspace that keeps none says so (exit 2); a broken one names the field (exit 2).
        data.checklistEvaluations.clear();
        const QString empty = dir.filePath(QStringLiteral("empty.gpuplan"));
        QVERIFY(WorkspaceFile::write(data, empty));
        const Run none = run({"checklist", empty});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("keeps no checklist evaluation"), qPrintable(none.err));
        QFile broken(dir.filePath(QStringLiteral("broken.gpuplan")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        QFile in(plan);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray bytes = in.readAll();
        bytes.replace("\"gpus_per_node\": 8,\n      \"id\"", "\"gpus_per_node\": 8.5,\n      \"id\"");
        broken.write(bytes);
        broken.close();
        const Run bad = run({"checklist", broken.fileName()});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("$.checklist_evaluations[0].gpus_per_node: expected a whole number, found 8.5"),
                 qPrintable(bad.err));
        QCOMPARE(run({"checklist", dir.filePath(QStringLiteral("missing.gpuplan"))}).exitCode, 1);
    }

    void threeProvidersForAPretrainingRun()
    {
        const Run r = run({"checklist", "--shipped-catalog", example()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject result = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(result.value("format").toString(), QStringLiteral("gpu-planner-checklist-result"));
        QCOMPARE(result.value("workload").toString(), QStringLiteral("pretraining"));
        QCOMPARE(result.value("platforms").toArray().size(), 3);

        const QJsonObject aws = platform(result, "aws");
        const QJsonObject lambda = platform(result, "lambda");
        const QJsonObject e2e = platform(result, "e2e-networks");
        // Sourced facts answer; where none is sourced the answer is "unknown".
        QCOMPARE(answer(aws, "all-to-all-bandwidth").value("answer").toString(),
                 QStringLiteral("900 GB/s per GPU, bidirectional"));
        QVERIFY(answer(aws, "all-to-all-bandwidth").value("source").toString().contains("Hugging Face"));
        QCOMPARE(answer(aws, "multi-node-fabric").value("answer").toString(),
                 QStringLiteral("efa, 50 GB/s per GPU, one direction"));
        QCOMPARE(answer(lambda, "all-to-all-bandwidth").value("answer").toString(), QStringLiteral("unknown"));
        QCOMPARE(answer(lambda, "all-to-all-bandwidth").value("known").toBool(), false);
        QCOMPARE(answer(aws, "dpdp-data-residency").value("answer").toString(), QStringLiteral("IN,US"));

        // Gaps: EFA is RDMA (no fabric gap at AWS); Lambda's fabric and countries unknown; E2E has no H100 SXM.
        QCOMPARE(gapRules(aws), QStringList());
        QCOMPARE(gapRules(lambda),
                 (QStringList{"node-size:caution", "multi-node-fabric:caution", "dpdp-residency:caution"}));
        QCOMPARE(gapRules(e2e), (QStringList{"gpu-not-offered:blocking", "multi-node-fabric:caution"}));
        QVERIFY(result.value("notes").toArray().at(0).toString().contains("consult a qualified legal advisor"));

        // Score of AWS from the default pre-training weights (total 17): memory bandwidth 2, VRAM 2,
        // interconnect 3, fabric 3 and SLA 2 at 1 (only AWS has them, or equal), storage and software
        // unknown (0), cost 2 x cheapest / AWS's. Lambda's H100 instances hold 4 GPUs, not the plan's 8-GPU
        // node, so it has no cost the plan can be rented at (it used to score its 4-GPU price, 21,203 USD
        // against AWS's 35,666, and so lowered AWS's cost score): AWS is the only and so the cheapest cost.
        QCOMPARE(aws.value("cost_tier").toString(), QStringLiteral("on_demand"));
        QCOMPARE(aws.value("cost_offer").toString(), QStringLiteral("aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge"));
        QVERIFY(aws.value("cost_per_result").toDouble() > 0);
        QVERIFY(lambda.value("cost_per_result").isNull() || lambda.value("cost_per_result").isUndefined());
        GP_VERIFY_NEAR(aws.value("score").toDouble(), (12.0 + 2.0) / 17.0, 1e-9);
        GP_VERIFY_NEAR(aws.value("known_weight_share").toDouble(), 14.0 / 17.0, 1e-9);
        QCOMPARE(e2e.value("score").toDouble(), 0.0);
    }

    // The PCIe gap quotes the engine: the same scenario through `gpu-planner estimate` (L40S connects over
    // PCIe 4.0) gives the communication and step seconds the gap names.
    void pcieGapQuotesTheEngine()
    {
        const Run r = run({"checklist", "--shipped-catalog", data("checklist-l40s-8x-finetune.json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject result = QJsonDocument::fromJson(r.out).object();
        const QJsonObject overPcie = result.value("plan").toObject().value("over_pcie").toObject();
        QCOMPARE(overPcie.value("link").toString(), QStringLiteral("PCIe 4.0 x16"));
        QVERIFY(result.value("plan").toObject().value("over_nvlink").isNull());

        QFile f(data("checklist-l40s-8x-finetune.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject scenario = QJsonDocument::fromJson(f.readAll()).object().value("scenario").toObject();
        QTemporaryDir dir;
        QFile s(dir.filePath("scenario.json"));
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write(QJsonDocument(scenario).toJson());
        s.close();
        const Run e = run({"estimate", "--shipped-catalog", s.fileName()});
        QVERIFY2(e.exitCode == 0, qPrintable(e.err));
        const QJsonObject training = QJsonDocument::fromJson(e.out).object(); // the estimate output is flat
        QVERIFY(std::abs(overPcie.value("communication_seconds_per_step").toDouble() -
                         training.value("communication_seconds_per_step").toDouble()) <
                1e-12); // both rounded to 6 significant figures
        GP_VERIFY_NEAR(overPcie.value("step_seconds").toDouble(), training.value("step_seconds").toDouble(), 1e-12);

        const QJsonObject aws = platform(result, "aws");
        QCOMPARE(gapRules(aws), QStringList{"pcie-allreduce:blocking"});
        const QString message = aws.value("gaps").toArray().at(0).toObject().value("message").toString();
        QVERIFY2(message.startsWith("Over PCIe (PCIe 4.0 x16) this plan's GPU-to-GPU communication"),
                 qPrintable(message));
        QVERIFY2(message.endsWith("L40S 48GB has no NVLink to compare with."), qPrintable(message));
    }

    void badRequestsNameTheField_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<QString>("field");
        QTest::newRow("not JSON") << QByteArray("{") << "(document): not valid JSON";
        QTest::newRow("no providers") << QByteArray(R"({"scenario": {}})") << "providers: required";
        QTest::newRow("unknown field") << QByteArray(R"({"providerz": []})") << "providerz: unknown key";
        QTest::newRow("deep") << QByteArray(std::string(70, '[').c_str()) + QByteArray(std::string(70, ']').c_str())
                              << "(document): not valid JSON: nested deeper than 64 arrays/objects";
        // Two "providers" arrays: RFC 8259 leaves the meaning open, so the request is refused rather than read
        // as the last one (it priced only aws).
        QTest::newRow("duplicate key") << QByteArray(
                                              R"({"providers": ["lambda"], "providers": ["aws"], "scenario": {}})")
                                       << "(document): not valid JSON: duplicate key \"providers\"";
        QTest::newRow("bad weight") << QByteArray(R"({"providers": ["aws"], "weights": {"uptime-sla": -1}})")
                                    << "weights.uptime-sla: must be a number from 0 to 100";
    }
    void badRequestsNameTheField()
    {
        QFETCH(QByteArray, request);
        QFETCH(QString, field);
        QTemporaryDir dir;
        QFile f(dir.filePath("request.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(request);
        f.close();
        const Run r = run({"checklist", "--shipped-catalog", f.fileName()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("gpu-planner checklist: invalid request: " + field), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void unknownProviderRefused()
    {
        QFile f(example());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject request = QJsonDocument::fromJson(f.readAll()).object();
        request["providers"] = QJsonArray{"aws", "no-such-cloud"};
        QTemporaryDir dir;
        QFile out(dir.filePath("request.json"));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(request).toJson());
        out.close();
        const Run r = run({"checklist", "--shipped-catalog", out.fileName()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("providers: \"no-such-cloud\" has no offers or facts in the catalog"),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestChecklistCli)
#include "tst_checklistcli.moc"
