// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The list of scenario inputs (planning/ScenarioFields.h) against the code that reads and checks scenarios:
// each entry's get/set lands on the JSON key its path names and survives ScenarioJson; every JSON key the
// writer produces has an entry; each range is exactly what ScenarioValidator refuses, with the entry's path
// and label; and the field tables of docs/scenario-schema.md are the generated ones.
#include "VramTestCatalog.h"
#include "VramTestModels.h"
#include "planning/ScenarioFields.h"
#include "planning/ScenarioFieldsDoc.h"
#include "planning/ScenarioJson.h"
#include "planning/ScenarioValidator.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <set>

using namespace gp;
using nlohmann::json;

namespace {

// Llama 2 7B full fine-tune on 8x A100 80GB: valid against the shipped catalog (as in tst_scenariovalidator).
Scenario trainingBase()
{
    Scenario s;
    s.task = Task::FullFineTune;
    s.model.catalogKey = "llama-2-7b";
    s.training.globalBatch = 64;
    s.training.sequenceLength = 4096;
    s.training.tokens = 1e9;
    s.hardware.gpuKey = "nvidia-a100-80gb-sxm";
    s.hardware.intraNodeLinkKey = "nvlink3";
    return s;
}

Scenario customBase()
{
    Scenario s = trainingBase();
    s.model.catalogKey.clear();
    // A 1B-parameter Llama-shaped model (16 layers, width 2,048, grouped-query attention with 4 KV heads).
    ModelArchitecture m = VramTestModels::make("custom", 1e9, 16, 2048, 16, 4, 128, 8192, true, 32000, 4096);
    m.name = "Custom model";
    s.model.custom = m;
    return s;
}

// The first of the valid scenarios that reads the field.
Scenario baseFor(const ScenarioField& f)
{
    std::vector<Scenario> bases{trainingBase(), customBase()};
    for (Task t : {Task::LoRA, Task::QLoRA, Task::Inference}) {
        Scenario s = trainingBase();
        s.task = t;
        bases.push_back(s);
    }
    for (const Scenario& s : bases)
        if (f.shownFor(s))
            return s;
    return {};
}

json::json_pointer pointer(const std::string& path)
{
    std::string p = "/" + path;
    for (char& c : p)
        if (c == '.')
            c = '/';
    return json::json_pointer(p);
}

// A JSON value as the list speaks it: strings as they are, other scalars in their JSON spelling.
std::string spelled(const json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

QString describe(const std::vector<FieldError>& errors)
{
    QStringList out;
    for (const auto& e : errors)
        out << QString::fromStdString(e.field + ": " + e.message);
    return out.join(QStringLiteral("; "));
}

bool refusedWithLabel(const std::vector<FieldError>& errors, const ScenarioField& f)
{
    for (const auto& e : errors)
        if (e.field == f.path && e.message.rfind(f.label + " must be", 0) == 0)
            return true;
    return false;
}

void collectLeaves(const json& j, const std::string& path, std::set<std::string>& out)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            collectLeaves(*it, path.empty() ? it.key() : path + "." + it.key(), out);
        return;
    }
    out.insert(path);
}

void addFieldRows()
{
    QTest::addColumn<QString>("path");
    for (const ScenarioField& f : scenarioFields())
        QTest::newRow(f.path.c_str()) << QString::fromStdString(f.path);
}

} // namespace

class TestScenarioFields : public QObject {
    Q_OBJECT
    CatalogSnapshot catalog_;

private Q_SLOTS:
    void initTestCase()
    {
        catalog_ = VramTestCatalog::shipped();
        QVERIFY(catalog_.model("llama-2-7b") && catalog_.gpu("nvidia-a100-80gb-sxm"));
        for (const Scenario& s : {trainingBase(), customBase()})
            QVERIFY2(ScenarioValidator::validate(s, catalog_).empty(),
                     qPrintable(describe(ScenarioValidator::validate(s, catalog_))));
    }

    void entriesAreWhole_data() { addFieldRows(); }
    void entriesAreWhole()
    {
        QFETCH(QString, path);
        const ScenarioField* f = scenarioField(path.toStdString());
        QVERIFY(f);
        QCOMPARE(&*std::find_if(scenarioFields().begin(), scenarioFields().end(),
                                [&](const ScenarioField& g) { return g.path == f->path; }),
                 f); // paths are unique: the lookup finds this one
        QVERIFY(!f->label.empty() && !f->section.empty() && !f->tooltip.empty());
        QVERIFY(f->tasks != 0);
        switch (f->kind) {
        case FieldKind::Integer:
        case FieldKind::Number:
            QVERIFY(f->number && f->setNumber);
            QVERIFY(f->min < f->max);
            break;
        case FieldKind::Flag:
            QVERIFY(f->number && f->setNumber);
            break;
        case FieldKind::Choice:
            QVERIFY(!f->choices.empty());
            QVERIFY(f->text && f->setText);
            break;
        case FieldKind::CatalogKey:
            QVERIFY(f->catalog != CatalogTable::None);
            QVERIFY(f->text && f->setText);
            break;
        case FieldKind::ChoiceSet:
            QVERIFY(!f->choices.empty());
            QVERIFY(f->list && f->setList);
            break;
        case FieldKind::CatalogKeys:
            QVERIFY(f->catalog != CatalogTable::None);
            QVERIFY(f->list && f->setList);
            break;
        }
    }

    // Set through the entry, the value is at the entry's JSON path and reads back the same through ScenarioJson.
    void roundTripsThroughJson_data() { addFieldRows(); }
    void roundTripsThroughJson()
    {
        QFETCH(QString, path);
        const ScenarioField& f = *scenarioField(path.toStdString());
        const auto check = [&](const std::function<void(Scenario&)>& set, const std::string& expected,
                               const std::function<std::string(const Scenario&)>& get) {
            Scenario s = baseFor(f);
            set(s);
            QCOMPARE(QString::fromStdString(get(s)), QString::fromStdString(expected));
            const json j = ScenarioJson::toJson(s);
            QVERIFY2(j.contains(pointer(f.path)), qPrintable(QString::fromStdString(j.dump())));
            QCOMPARE(QString::fromStdString(spelled(j.at(pointer(f.path)))), QString::fromStdString(expected));
            const ScenarioParse back = ScenarioJson::fromJson(j);
            QVERIFY(back.ok());
            QCOMPARE(QString::fromStdString(get(*back.scenario)), QString::fromStdString(expected));
        };
        switch (f.kind) {
        case FieldKind::Integer:
        case FieldKind::Number: {
            // Mid-range: inside the bounds and never a default (so a setter writing elsewhere is caught).
            double v = (f.min + f.max) / 2;
            if (f.kind == FieldKind::Integer)
                v = std::round(v);
            const auto spell = [&](double x) {
                return f.kind == FieldKind::Integer ? spelled(json(std::llround(x))) : spelled(json(x));
            };
            check([&](Scenario& s) { f.setNumber(s, v); }, spell(v),
                  [&](const Scenario& s) { return spell(f.number(s).value_or(-1)); });
            break;
        }
        case FieldKind::Flag: {
            const bool v = f.number(baseFor(f)).value_or(0) == 0;
            check([&](Scenario& s) { f.setNumber(s, v ? 1 : 0); }, v ? "true" : "false",
                  [&](const Scenario& s) { return std::string(f.number(s).value_or(0) != 0 ? "true" : "false"); });
            break;
        }
        case FieldKind::Choice:
            for (const FieldChoice& c : f.choices)
                check([&](Scenario& s) { f.setText(s, c.json); }, c.json, f.text);
            break;
        case FieldKind::CatalogKey:
            check([&](Scenario& s) { f.setText(s, "some-catalog-key"); }, "some-catalog-key", f.text);
            break;
        case FieldKind::CatalogKeys:
        case FieldKind::ChoiceSet: {
            const std::vector<std::string> v = f.kind == FieldKind::ChoiceSet
                                                   ? std::vector<std::string>{"gate", "up"}
                                                   : std::vector<std::string>{"offer-a", "offer-b"};
            check([&](Scenario& s) { f.setList(s, v); }, json(v).dump(),
                  [&](const Scenario& s) { return json(f.list(s)).dump(); });
            break;
        }
        }
    }

    // Every key ScenarioJson writes is an entry, bar the labels that are no engine input: a new input added
    // to the JSON without its entry (and so without an editor row and docs) fails here.
    void everyJsonKeyIsAnEntry()
    {
        const std::set<std::string> notInputs{"schema_version", "name", "model.custom.key", "model.custom.name"};
        Scenario withTargets = customBase();
        withTargets.inference.targetTtftSeconds = 1; // written only when set
        withTargets.inference.targetTpotSeconds = 0.05;
        withTargets.training.packedSequences = true; // the v2 keys below are written only when set too
        withTargets.training.qloraInputCopies = 1;
        withTargets.parallel.tpCommOverlap = true;
        withTargets.parallel.ppCommOverlap = true;
        withTargets.parallel.contextParallel = 2;
        withTargets.training.optimizerInBackward = true;
        withTargets.training.activationOffloading = true;
        withTargets.parallel.offloadParameters = true;
        withTargets.training.numLabels = 3;
        withTargets.model.custom->tiedEmbeddings = true;
        withTargets.model.custom->encoderLayers = 2;
        withTargets.training.encoderSequenceLength = 1024;
        withTargets.training.packedSampleTokens = 220;
        withTargets.inference.targetTtftPercentile = 95; // written only when set
        withTargets.residency.indiaOnly = true;          // "residency" is written only when set
        std::set<std::string> keys;
        collectLeaves(ScenarioJson::toJson(trainingBase()), "", keys);
        collectLeaves(ScenarioJson::toJson(withTargets), "", keys);
        for (const std::string& key : keys)
            if (!notInputs.count(key))
                QVERIFY2(scenarioField(key), key.c_str());
        QVERIFY(keys.size() == scenarioFields().size() + notInputs.size());
    }

    // The paths the hand-wired editor bound before the list (model.custom.gated_ffn was a path no JSON
    // reader or validator used; the JSON key is ffn_kind) are all entries.
    void everyFieldTheEditorShowedIsAnEntry()
    {
        for (const char* path : {"model.catalog_key",
                                 "model.custom.parameters",
                                 "model.custom.active_parameters",
                                 "model.custom.layers",
                                 "model.custom.hidden_size",
                                 "model.custom.attention_heads",
                                 "model.custom.kv_heads",
                                 "model.custom.head_dim",
                                 "model.custom.ffn_size",
                                 "model.custom.vocab_size",
                                 "model.custom.context_length",
                                 "model.custom.experts",
                                 "model.custom.active_experts",
                                 "model.custom.ffn_kind",
                                 "task",
                                 "training.precision",
                                 "training.optimizer",
                                 "training.micro_batch",
                                 "training.global_batch",
                                 "training.sequence_length",
                                 "training.tokens",
                                 "training.dataset_tokens",
                                 "training.epochs",
                                 "training.recompute",
                                 "training.flash_attention",
                                 "training.lora_rank",
                                 "training.lora_targets",
                                 "inference.weights",
                                 "inference.kv_cache",
                                 "inference.concurrent_sequences",
                                 "inference.prompt_tokens",
                                 "inference.output_tokens",
                                 "inference.target_requests_per_second",
                                 "inference.target_latency_seconds",
                                 "parallel.zero_stage",
                                 "parallel.tensor_parallel",
                                 "parallel.pipeline_parallel",
                                 "parallel.pipeline_micro_batches",
                                 "parallel.cpu_offload_optimizer",
                                 "hardware.gpu_key",
                                 "hardware.gpus_per_node",
                                 "hardware.nodes",
                                 "hardware.intra_node_link_key",
                                 "hardware.inter_node_link_key",
                                 "hardware.mfu_override",
                                 "pricing.offer_keys",
                                 "pricing.currency",
                                 "overheads.framework",
                                 "overheads.cuda_context_gb",
                                 "overheads.allocator_reserve_fraction"})
            QVERIFY2(scenarioField(path), path);
        // Labels, tooltips and ranges the editor had are kept (a sample; the docs tables show them all).
        const ScenarioField* micro = scenarioField("training.micro_batch");
        QCOMPARE(micro->label, std::string("Micro-batch"));
        QCOMPARE(micro->max, double(1 << 20));
        QCOMPARE(micro->shownUnit, std::string(" seq"));
        const ScenarioField* tokens = scenarioField("training.tokens");
        QCOMPARE(tokens->max / 1e9, 1e6); // the editor's 1e6 B tokens
        QVERIFY(tokens->tooltip.find("Kaplan et al. 2020") != std::string::npos);
    }

    // min - 1 and max + 1 are refused naming the field's path and label; min and max pass the range check.
    void rangesAreWhatTheValidatorRefuses_data()
    {
        QTest::addColumn<QString>("path");
        for (const ScenarioField& f : scenarioFields())
            if (f.isNumeric())
                QTest::newRow(f.path.c_str()) << QString::fromStdString(f.path);
    }
    void rangesAreWhatTheValidatorRefuses()
    {
        QFETCH(QString, path);
        const ScenarioField& f = *scenarioField(path.toStdString());
        const auto errorsWith = [&](double v) {
            Scenario s = baseFor(f);
            f.setNumber(s, v);
            return ScenarioValidator::validate(s, catalog_);
        };
        std::vector<double> refused{f.min - 1, f.max + 1};
        if (f.minExclusive && f.zeroMeans.empty())
            refused.push_back(f.min);
        for (double v : refused) {
            const auto errors = errorsWith(v);
            QVERIFY2(refusedWithLabel(errors, f), qPrintable(QString::number(v) + ": " + describe(errors)));
        }
        const double low = f.minExclusive ? f.min + (f.max - f.min) * 1e-6 : f.min;
        for (double v : {low, f.max}) {
            const auto errors = errorsWith(v);
            QVERIFY2(!refusedWithLabel(errors, f), qPrintable(QString::number(v) + ": " + describe(errors)));
        }
    }

    // Hand-worked messages: the label, the range in the JSON's unit, the value, and why the bound is there.
    void rangeMessagesNameTheLabelAndUnit()
    {
        QCOMPARE(scenarioField("training.micro_batch")->rangeProblem(0).value_or(""),
                 std::string("Micro-batch must be between 1 and 1,048,576 sequences, got 0"));
        QCOMPARE(scenarioField("hardware.mfu_override")->rangeProblem(1.5).value_or(""),
                 std::string("MFU override must be above 0 and at most 1, got 1.5 (a fraction of peak, e.g. 0.4)"));
        QCOMPARE(scenarioField("training.tokens")->rangeProblem(2e15).value_or(""),
                 std::string("Tokens to train must be between 0 and 1e15 tokens, got 2e15 (the largest published "
                             "runs are in the tens of trillions: Llama 3 trained on 15.6e12 (Dubey et al. 2024))"));
        QCOMPARE(scenarioField("training.epochs")->rangeProblem(std::nan("")).value_or(""),
                 std::string("Epochs must be a finite number, got NaN"));
        QVERIFY(!scenarioField("training.micro_batch")->rangeProblem(1 << 20));
        QCOMPARE(formatFieldNumber(0.01), std::string("0.01"));
        QCOMPARE(formatFieldNumber(-8), std::string("-8"));
        QCOMPARE(formatFieldNumber(2.5e14), std::string("2.5e14"));
        QCOMPARE(formatFieldNumber(1e-7), std::string("1e-7"));
    }

    void visibilityFollowsTheTask()
    {
        Scenario s = trainingBase();
        QVERIFY(scenarioField("parallel.zero_stage")->shownFor(s));
        QVERIFY(!scenarioField("training.lora_rank")->shownFor(s));
        QVERIFY(!scenarioField("inference.prompt_tokens")->shownFor(s));
        QVERIFY(!scenarioField("model.custom.layers")->shownFor(s));
        s.task = Task::QLoRA;
        QVERIFY(scenarioField("training.lora_rank")->shownFor(s));
        s.task = Task::Inference;
        QVERIFY(!scenarioField("parallel.zero_stage")->shownFor(s));
        QVERIFY(!scenarioField("training.micro_batch")->shownFor(s));
        QVERIFY(scenarioField("inference.prompt_tokens")->shownFor(s));
        QVERIFY(scenarioField("model.custom.layers")->shownFor(customBase()));
    }

    void customModelStartsFromTheCatalogRow()
    {
        Scenario s = trainingBase();
        switchToCustomModel(s, catalog_);
        QVERIFY(s.model.catalogKey.empty());
        QVERIFY(s.model.custom);
        QCOMPARE(s.model.custom->layers, catalog_.model("llama-2-7b")->layers);
        QCOMPARE(s.model.custom->parameters, catalog_.model("llama-2-7b")->parameters);
        QVERIFY(s.model.custom->key.empty());
        QVERIFY(ScenarioValidator::validate(s, catalog_).empty());
    }

    // docs/scenario-schema.md holds the generated tables; GP_REGENERATE_GOLDEN=1 rewrites them.
    void schemaDocsTablesAreGenerated()
    {
        const QString path = QStringLiteral(GP_SOURCE_DIR "/docs/scenario-schema.md");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string committed = file.readAll().toStdString();
        file.close();
        const std::string generated = withGeneratedFieldTables(committed);
        for (const std::string& object : scenarioFieldObjects())
            QVERIFY2(committed.find("<!-- fields: " + object + " -->") != std::string::npos, object.c_str());
        if (qEnvironmentVariableIntValue("GP_REGENERATE_GOLDEN") == 1 && generated != committed) {
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QByteArray::fromStdString(generated));
            return;
        }
        QVERIFY2(generated == committed,
                 "docs/scenario-schema.md's field tables differ from the list: run with GP_REGENERATE_GOLDEN=1");
        // The hand-written tables name the two inputs outside a generated one.
        QVERIFY(committed.find("| `task` |") != std::string::npos);
        QVERIFY(committed.find("| `catalog_key` |") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestScenarioFields)
#include "tst_scenariofields.moc"
