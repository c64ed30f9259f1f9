// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// ScenarioJson: the documented examples load, validate against the shipped catalog and fit their GPUs; a
// scenario survives a JSON round trip; every kind of bad input is refused with the JSON path of the field.
#include "VramTestCatalog.h"
#include "VramTestModels.h"
#include "planning/FrameworkDefaults.h"
#include "planning/MemoryFit.h"
#include "planning/ScenarioJson.h"
#include "planning/ScenarioValidator.h"
#include "planning/VramEstimator.h"

#include <QDir>
#include <QTest>

#include <fstream>
#include <sstream>

using namespace gp;
using nlohmann::json;

namespace {
std::string readText(const QString& path)
{
    std::ifstream in(path.toStdString());
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

json minimal()
{
    return json::parse(R"({"schema_version": 1, "task": "full_finetune", "model": {"catalog_key": "llama-2-7b"},
                           "hardware": {"gpu_key": "nvidia-h100-sxm"}})");
}

QString describe(const std::vector<FieldError>& errors)
{
    QStringList out;
    for (const auto& e : errors)
        out << QString::fromStdString(e.field + ": " + e.message);
    return out.join("; ");
}
} // namespace

class TestScenarioJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(!VramTestCatalog::shipped().gpus.empty(), "resources/catalog/gpus.json not read"); }

    // examples/*.json: valid JSON, valid scenarios, every catalog key resolves, and each fits the GPU it names
    // with its own layout (the examples are meant to be runnable plans).
    void examples_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(GP_SOURCE_DIR "/examples"));
        const auto files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 5);
        for (const auto& f : files)
            // TCO inputs (docs/tco-format.md, tst_tcocli) and checklist requests (docs/checklist-format.md) are not
            // scenarios.
            if (!f.startsWith(QStringLiteral("tco-")) && !f.startsWith(QStringLiteral("checklist-")))
                QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }
    void examples()
    {
        QFETCH(QString, path);
        const auto parsed = ScenarioJson::fromText(readText(path));
        QVERIFY2(parsed.ok(), qPrintable(describe(parsed.errors)));
        const auto catalog = VramTestCatalog::shipped();
        const auto errors = ScenarioValidator::validate(*parsed.scenario, catalog, {.pricingRequested = true});
        QVERIFY2(errors.empty(), qPrintable(describe(errors)));
        const auto model = ScenarioValidator::resolveModel(*parsed.scenario, catalog);
        QVERIFY(model.has_value());
        const GpuSpec* gpu = catalog.gpu(parsed.scenario->hardware.gpuKey);
        const GpuFit fit = MemoryFit::fitOn(*parsed.scenario, *model, *gpu);
        QVERIFY2(fit.fits, qPrintable(QStringLiteral("needs %1 GB of %2").arg(fit.requiredGb).arg(fit.usableGb)));
    }

    // Everything written is read back to the same values (custom model, optional MFU, lists, enums).
    void roundTrip()
    {
        Scenario s;
        s.name = "round trip";
        s.task = Task::QLoRA;
        s.model.custom = VramTestModels::llama2_70b();
        s.model.custom->experts = 8;
        s.model.custom->activeExperts = 2;
        s.model.custom->gatedFfn = false;
        s.training = {
            TrainPrecision::FP8, Optimizer::Adafactor, 3, 96, 8192, 1.5e12, 2e9, 2.5, Recompute::Selective, false, 64,
            {"q", "down"}};
        s.inference = {WeightFormat::INT8, KvPrecision::INT4, 12, 999, 77, 3.5, 12.25};
        s.inference.batching = Batching::Continuous;
        s.inference.prefill = PrefillMode::WholePrompt;
        s.inference.computeEfficiency = 0.45;
        s.inference.gpuMemoryUtilization = 0.85;
        s.inference.prefillLayerOverheadMs = 0.05;
        s.training.lossKernel = LossKernel::Chunked;
        s.parallel = {ZeroStage::Zero2, 4, 2, 16, true, 3, true};
        s.parallel.offloadParameters = true;
        s.parallel.contextParallel = 4;
        s.training.activationOffloading = true;
        s.training.head = OutputHead::SequenceClassification;
        s.training.numLabels = 5;
        s.model.custom->tiedEmbeddings = true;
        s.model.custom->encoderLayers = 6;
        s.training.encoderSequenceLength = 1024;
        s.training.packedSampleTokens = 300;
        s.hardware = {"nvidia-h100-sxm", 8, 2, "nvlink4", "ib-ndr", 0.42};
        s.pricing = {{"a", "b"}, "INR"};
        s.overheads = {Framework::TensorRtLlm, 1.25, 0.09};
        const json j = ScenarioJson::toJson(s);
        QCOMPARE(j["schema_version"].get<int>(), Scenario::kSchemaVersion);
        QCOMPARE(j["training"]["micro_batch"].get<int>(), 3);
        QCOMPARE(j["parallel"]["zero_stage"].get<int>(), 2);
        QCOMPARE(j["model"]["custom"]["ffn_kind"].get<std::string>(), std::string("standard"));
        const auto back = ScenarioJson::fromJson(json::parse(j.dump()));
        QVERIFY2(back.ok(), qPrintable(describe(back.errors)));
        QCOMPARE(QString::fromStdString(ScenarioJson::toJson(*back.scenario).dump()), QString::fromStdString(j.dump()));
        const Scenario& r = *back.scenario;
        QCOMPARE(r.task, Task::QLoRA);
        QCOMPARE(r.model.custom->kvHeads, 8);
        QCOMPARE(r.model.custom->parameters, 68976648192.0);
        QCOMPARE(r.training.tokens, 1.5e12);
        QCOMPARE(r.training.packedSampleTokens, 300);
        QCOMPARE(r.training.loraTargets, (std::vector<std::string>{"q", "down"}));
        QCOMPARE(r.inference.kvCache, KvPrecision::INT4);
        QCOMPARE(r.inference.batching, Batching::Continuous);
        QCOMPARE(r.inference.prefill, PrefillMode::WholePrompt);
        QCOMPARE(*r.inference.computeEfficiency, 0.45);
        QCOMPARE(*r.inference.gpuMemoryUtilization, 0.85);
        QCOMPARE(r.inference.prefillLayerOverheadMs, 0.05);
        QCOMPARE(r.training.lossKernel, LossKernel::Chunked);
        QCOMPARE(r.parallel.virtualStages, 3);
        QVERIFY(r.parallel.sequenceParallel);
        QVERIFY(r.parallel.offloadParameters);
        QCOMPARE(j["parallel"]["context_parallel"].get<int>(), 4);
        QCOMPARE(r.parallel.contextParallel, 4);
        QVERIFY(r.training.activationOffloading);
        QCOMPARE(r.training.head, OutputHead::SequenceClassification);
        QCOMPARE(r.training.numLabels, 5);
        QVERIFY(r.model.custom->tiedEmbeddings);
        QCOMPARE(j["training"]["head"].get<std::string>(), std::string("sequence_classification"));
        QCOMPARE(j["model"]["custom"]["tie_word_embeddings"].get<bool>(), true);
        QCOMPARE(r.model.custom->encoderLayers, 6);
        QCOMPARE(r.training.encoderSequenceLength, 1024);
        QCOMPARE(j["model"]["custom"]["encoder_layers"].get<int>(), 6);
        QCOMPARE(j["training"]["encoder_sequence_length"].get<int>(), 1024);
        QCOMPARE(*r.hardware.mfuOverride, 0.42);
        QCOMPARE(*r.overheads.allocatorReserveFraction, 0.09);
        QCOMPARE(*r.overheads.cudaContextGb, 1.25);
        QCOMPARE(r.overheads.framework, Framework::TensorRtLlm);
        QCOMPARE(j["overheads"]["framework"].get<std::string>(), std::string("tensorrt_llm"));

        Scenario plain; // catalog model, no MFU override: null survives too
        plain.model.catalogKey = "llama-2-7b";
        plain.hardware.gpuKey = "nvidia-a10g";
        const json pj = ScenarioJson::toJson(plain);
        QVERIFY(pj["hardware"]["mfu_override"].is_null());
        QVERIFY(pj["inference"]["compute_efficiency"].is_null());
        QVERIFY(pj["inference"]["gpu_memory_utilization"].is_null());
        // Continuous batching is the default (issue 31); a version 1 file reads as static (migratesVersion1).
        QCOMPARE(pj["inference"]["batching"].get<std::string>(), std::string("continuous"));
        QCOMPARE(pj["inference"]["prefill"].get<std::string>(), std::string("chunked"));
        QVERIFY(!pj["parallel"].contains("offload_parameters")); // v2 flags are written only when set
        QVERIFY(!pj["training"].contains("activation_offloading"));
        QCOMPARE(pj["training"]["head"].get<std::string>(), std::string("causal_lm")); // what version 1 computed
        QVERIFY(!pj["training"].contains("num_labels")); // written with the classification head or when not 2
        QVERIFY(!pj["model"].contains("custom"));
        const auto pb = ScenarioJson::fromJson(pj);
        QVERIFY(pb.ok());
        QVERIFY(!pb.scenario->hardware.mfuOverride);
        QVERIFY(!pb.scenario->inference.computeEfficiency);
        QVERIFY(!pb.scenario->inference.gpuMemoryUtilization);
        QCOMPARE(QString::fromStdString(ScenarioJson::toJson(*pb.scenario).dump()), QString::fromStdString(pj.dump()));
    }

    // Migration from schema version 1 (docs/scenario-schema.md, "Versions"): a version 1 file reads as it always
    // did (the inputs version 2 added take the defaults that compute what version 1 did), is written back as
    // version 2 with those defaults spelled out, and that file reads back unchanged.
    void migratesVersion1()
    {
        json v1 = minimal();
        v1.merge_patch(json::parse(R"({"training": {"precision": "bf16_mixed", "micro_batch": 2, "global_batch": 64},
                                       "parallel": {"pipeline_parallel": 2, "pipeline_micro_batches": 8}})"));
        const auto p = ScenarioJson::fromJson(v1);
        QVERIFY2(p.ok(), qPrintable(describe(p.errors)));
        const Scenario& s = *p.scenario;
        QCOMPARE(s.training.precision, TrainPrecision::MixedBF16);
        QCOMPARE(s.training.lossKernel, LossKernel::Standard);
        QCOMPARE(s.parallel.virtualStages, 1);
        QVERIFY(!s.parallel.sequenceParallel);
        QCOMPARE(s.parallel.contextParallel, 1); // v1 had no context parallelism: c = 1, written only when set
        QCOMPARE(s.parallel.pipelineMicroBatches, 8);
        QCOMPARE(s.inference.batching, Batching::Static);
        QCOMPARE(s.inference.prefill, PrefillMode::Chunked);
        QVERIFY(!s.inference.computeEfficiency && !s.inference.gpuMemoryUtilization);
        const json written = ScenarioJson::toJson(s);
        QCOMPARE(written["schema_version"].get<int>(), 2);
        QCOMPARE(written["training"]["loss_kernel"].get<std::string>(), std::string("standard"));
        QCOMPARE(written["parallel"]["virtual_stages"].get<int>(), 1);
        QCOMPARE(written["parallel"]["sequence_parallel"].get<bool>(), false);
        QVERIFY(!written["parallel"].contains("context_parallel"));
        const auto again = ScenarioJson::fromJson(json::parse(written.dump()));
        QVERIFY2(again.ok(), qPrintable(describe(again.errors)));
        QCOMPARE(QString::fromStdString(ScenarioJson::toJson(*again.scenario).dump()),
                 QString::fromStdString(written.dump()));

        // The same file stated as version 2 with the new inputs at what version 1 computed is the same scenario
        // (static batching stated: version 2's default is continuous, issue 31).
        json v2 = v1;
        v2.merge_patch(json::parse(
            R"({"schema_version": 2, "training": {"loss_kernel": "standard", "head": "causal_lm", "num_labels": 2},
                                       "inference": {"batching": "static"},
                                       "parallel": {"virtual_stages": 1, "sequence_parallel": false}})"));
        const auto p2 = ScenarioJson::fromJson(v2);
        QVERIFY2(p2.ok(), qPrintable(describe(p2.errors)));
        QCOMPARE(QString::fromStdString(ScenarioJson::toJson(*p2.scenario).dump()),
                 QString::fromStdString(written.dump()));
    }

    void defaultsWhenOptionalKeysAreAbsent()
    {
        const auto p = ScenarioJson::fromJson(minimal());
        QVERIFY2(p.ok(), qPrintable(describe(p.errors)));
        const Scenario def;
        QCOMPARE(p.scenario->training.sequenceLength, def.training.sequenceLength);
        // Unset overheads: the framework's default (none named: 0.75 GB, FrameworkDefaults).
        QVERIFY(!p.scenario->overheads.cudaContextGb);
        QCOMPARE(p.scenario->overheads.framework, Framework::Unspecified);
        QCOMPARE(FrameworkDefaults::resolve(p.scenario->overheads).cudaContextGb, 0.75);
        QCOMPARE(p.scenario->hardware.gpusPerNode, 8);
    }

    void enumSpellings()
    {
        for (auto t : {Task::PreTrain, Task::FullFineTune, Task::LoRA, Task::QLoRA, Task::Inference})
            QCOMPARE(ScenarioJson::parseTask(ScenarioJson::name(t)), std::optional<Task>(t));
        QCOMPARE(ScenarioJson::name(TrainPrecision::MixedBF16), std::string_view("bf16_mixed"));
        QCOMPARE(ScenarioJson::name(Optimizer::AdamW8bit), std::string_view("adamw_8bit"));
        QCOMPARE(ScenarioJson::name(Optimizer::AdamWPaged), std::string_view("adamw_paged"));
        QCOMPARE(ScenarioJson::name(Optimizer::AdamW8bitPaged), std::string_view("adamw_8bit_paged"));
        QCOMPARE(ScenarioJson::parseWeightFormat("int4"), std::optional<WeightFormat>(WeightFormat::INT4));
        QCOMPARE(ScenarioJson::parseKvPrecision("int8"), std::optional<KvPrecision>(KvPrecision::INT8)); // v2
        QVERIFY(!ScenarioJson::parseKvPrecision("int2"));
        QCOMPARE(ScenarioJson::name(Batching::Continuous), std::string_view("continuous"));
        QCOMPARE(ScenarioJson::name(PrefillMode::WholePrompt), std::string_view("whole_prompt"));
        QCOMPARE(ScenarioJson::name(TrainPrecision::PureBF16), std::string_view("pure_bf16"));
        QCOMPARE(ScenarioJson::name(OutputHead::CausalLm), std::string_view("causal_lm")); // v2
        QCOMPARE(ScenarioJson::name(OutputHead::SequenceClassification), std::string_view("sequence_classification"));
        QCOMPARE(ScenarioJson::name(OutputHead::MaskedLm), std::string_view("masked_lm"));
        QCOMPARE(ScenarioJson::parsePrecision("pure_bf16"), std::optional<TrainPrecision>(TrainPrecision::PureBF16));
        for (auto k : {LossKernel::Standard, LossKernel::Chunked, LossKernel::Fused})
            QCOMPARE(ScenarioJson::parseLossKernel(ScenarioJson::name(k)), std::optional<LossKernel>(k));
        QCOMPARE(ScenarioJson::name(LossKernel::Fused), std::string_view("fused"));
    }

    // Each row patches the minimal valid scenario (JSON merge patch; a null value deletes the key) and names
    // the JSON path the error must carry and a word its message must contain.
    void badInput_data()
    {
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        QTest::newRow("micro_batch a string") << R"({"training": {"micro_batch": "four"}})"
                                              << "training.micro_batch"
                                              << "must be a whole number, got a string";
        QTest::newRow("micro_batch fractional") << R"({"training": {"micro_batch": 2.5}})"
                                                << "training.micro_batch"
                                                << "whole";
        QTest::newRow("micro_batch too large") << R"({"training": {"micro_batch": 1e12}})"
                                               << "training.micro_batch"
                                               << "range";
        QTest::newRow("tokens a string") << R"({"training": {"tokens": "1e9"}})"
                                         << "training.tokens"
                                         << "number";
        QTest::newRow("unknown task") << R"({"task": "distill"})"
                                      << "task"
                                      << "pretrain";
        QTest::newRow("task missing") << R"({"task": null})"
                                      << "task"
                                      << "required";
        QTest::newRow("unknown precision") << R"({"training": {"precision": "fp16"}})"
                                           << "training.precision"
                                           << "bf16_mixed";
        QTest::newRow("unknown optimizer") << R"({"training": {"optimizer": "lion"}})"
                                           << "training.optimizer"
                                           << "adamw_8bit";
        QTest::newRow("unknown recompute") << R"({"training": {"recompute": "partial"}})"
                                           << "training.recompute"
                                           << "selective";
        QTest::newRow("unknown weights") << R"({"inference": {"weights": "int3"}})"
                                         << "inference.weights"
                                         << "int4";
        QTest::newRow("unknown kv") << R"({"inference": {"kv_cache": "int2"}})"
                                    << "inference.kv_cache"
                                    << "fp8";
        QTest::newRow("zero stage 4") << R"({"parallel": {"zero_stage": 4}})"
                                      << "parallel.zero_stage"
                                      << "0, 1, 2 or 3";
        QTest::newRow("flash not bool") << R"({"training": {"flash_attention": "yes"}})"
                                        << "training.flash_attention"
                                        << "true or false";
        QTest::newRow("lora target not string") << R"({"training": {"lora_targets": ["q", 3]}})"
                                                << "training.lora_targets[1]"
                                                << "string";
        QTest::newRow("offer keys not array") << R"({"pricing": {"offer_keys": "aws"}})"
                                              << "pricing.offer_keys"
                                              << "array";
        QTest::newRow("mfu a string") << R"({"hardware": {"mfu_override": "high"}})"
                                      << "hardware.mfu_override"
                                      << "number";
        QTest::newRow("gpu_key missing") << R"({"hardware": {"gpu_key": null}})"
                                         << "hardware.gpu_key"
                                         << "required";
        QTest::newRow("hardware missing") << R"({"hardware": null})"
                                          << "hardware"
                                          << "required";
        QTest::newRow("training not object") << R"({"training": 5})"
                                             << "training"
                                             << "object";
        QTest::newRow("unknown key (typo)") << R"({"training": {"micro_batch_size": 4}})"
                                            << "training.micro_batch_size"
                                            << "unknown";
        QTest::newRow("unknown top-level key") << R"({"gpus": 8})"
                                               << "gpus"
                                               << "unknown";
        QTest::newRow("model missing") << R"({"model": null})"
                                       << "model"
                                       << "required";
        QTest::newRow("model both")
            << R"({"model": {"custom": {"parameters": 1e9, "layers": 2, "hidden_size": 64, "attention_heads": 2, "vocab_size": 10}}})"
            << "model"
            << "exactly one";
        QTest::newRow("model neither") << R"({"model": {"catalog_key": null}})"
                                       << "model"
                                       << "exactly one";
        QTest::newRow("custom missing layers")
            << R"({"model": {"catalog_key": null, "custom": {"parameters": 1e9, "hidden_size": 64, "attention_heads": 2, "vocab_size": 10}}})"
            << "model.custom.layers"
            << "required";
        QTest::newRow("custom ffn kind")
            << R"({"model": {"catalog_key": null, "custom": {"parameters": 1e9, "layers": 2, "hidden_size": 64, "attention_heads": 2, "vocab_size": 10, "ffn_kind": "moe"}}})"
            << "model.custom.ffn_kind"
            << "gated";
        QTest::newRow("newer schema") << R"({"schema_version": 3})"
                                      << "schema_version"
                                      << "newer";
        // Version 2 inputs in a version 1 file: refused, naming the version they need (minimal() is version 1).
        QTest::newRow("v1 with loss_kernel") << R"({"training": {"loss_kernel": "fused"}})"
                                             << "training.loss_kernel"
                                             << "new in schema version 2";
        QTest::newRow("v1 with pure_bf16") << R"({"training": {"precision": "pure_bf16"}})"
                                           << "training.precision"
                                           << "new in schema version 2";
        QTest::newRow("v1 with virtual_stages") << R"({"parallel": {"virtual_stages": 2}})"
                                                << "parallel.virtual_stages"
                                                << "new in schema version 2";
        QTest::newRow("v1 with sequence_parallel") << R"({"parallel": {"sequence_parallel": true}})"
                                                   << "parallel.sequence_parallel"
                                                   << "new in schema version 2";
        QTest::newRow("v1 with context_parallel") << R"({"parallel": {"context_parallel": 2}})"
                                                  << "parallel.context_parallel"
                                                  << "new in schema version 2";
        QTest::newRow("v1 with packed_sequences") << R"({"training": {"packed_sequences": true}})"
                                                  << "training.packed_sequences"
                                                  << "new in schema version 2";
        QTest::newRow("v1 with qlora_input_copies") << R"({"training": {"qlora_input_copies": 2}})"
                                                    << "training.qlora_input_copies"
                                                    << "new in schema version 2";
        QTest::newRow("v1 with optimizer_in_backward") << R"({"training": {"optimizer_in_backward": true}})"
                                                       << "training.optimizer_in_backward"
                                                       << "new in schema version 2";
        QTest::newRow("v1 with selective_op") << R"({"training": {"recompute": "selective_op"}})"
                                              << "training.recompute"
                                              << "new in schema version 2";
        QTest::newRow("v1 with adamw_paged") << R"({"training": {"optimizer": "adamw_paged"}})"
                                             << "training.optimizer"
                                             << "new in schema version 2";
        QTest::newRow("v1 with offload_parameters") << R"({"parallel": {"offload_parameters": true}})"
                                                    << "parallel.offload_parameters"
                                                    << "new in schema version 2";
        QTest::newRow("v1 with activation_offloading") << R"({"training": {"activation_offloading": true}})"
                                                       << "training.activation_offloading"
                                                       << "new in schema version 2";
        QTest::newRow("v1 with tp_comm_overlap") << R"({"parallel": {"tp_comm_overlap": true}})"
                                                 << "parallel.tp_comm_overlap"
                                                 << "new in schema version 2";
        QTest::newRow("v1 with pp_comm_overlap") << R"({"parallel": {"pp_comm_overlap": true}})"
                                                 << "parallel.pp_comm_overlap"
                                                 << "new in schema version 2";
        QTest::newRow("v1 with head") << R"({"training": {"head": "masked_lm"}})"
                                      << "training.head"
                                      << "new in schema version 2";
        QTest::newRow("v1 with num_labels") << R"({"training": {"num_labels": 3}})"
                                            << "training.num_labels"
                                            << "new in schema version 2";
        QTest::newRow("v1 with tie_word_embeddings")
            << R"({"model": {"catalog_key": null, "custom": {"parameters": 1e9, "layers": 2, "hidden_size": 64, "attention_heads": 2, "vocab_size": 10, "tie_word_embeddings": true}}})"
            << "model.custom.tie_word_embeddings"
            << "new in schema version 2";
        QTest::newRow("v1 with encoder_layers")
            << R"({"model": {"catalog_key": null, "custom": {"parameters": 1e9, "layers": 2, "hidden_size": 64, "attention_heads": 2, "vocab_size": 10, "encoder_layers": 2}}})"
            << "model.custom.encoder_layers"
            << "new in schema version 2";
        QTest::newRow("v1 with encoder_sequence_length") << R"({"training": {"encoder_sequence_length": 512}})"
                                                         << "training.encoder_sequence_length"
                                                         << "new in schema version 2";
        // Range-checked in the type JSON gives, never narrowed: 2^32 must not read as 0 (decoder-only).
        QTest::newRow("encoder_layers 2^32")
            << R"({"schema_version": 2, "model": {"catalog_key": null, "custom": {"parameters": 1e9, "layers": 2, "hidden_size": 64, "attention_heads": 2, "vocab_size": 10, "encoder_layers": 4294967296}}})"
            << "model.custom.encoder_layers"
            << "is out of range: 4294967296 (at most 2147483647)";
        QTest::newRow("encoder_layers fractional")
            << R"({"schema_version": 2, "model": {"catalog_key": null, "custom": {"parameters": 1e9, "layers": 2, "hidden_size": 64, "attention_heads": 2, "vocab_size": 10, "encoder_layers": 1.5}}})"
            << "model.custom.encoder_layers"
            << "whole";
        QTest::newRow("encoder_sequence_length 1e20")
            << R"({"schema_version": 2, "training": {"encoder_sequence_length": 1e20}})"
            << "training.encoder_sequence_length"
            << "is out of range";
        QTest::newRow("encoder_sequence_length -2^40")
            << R"({"schema_version": 2, "training": {"encoder_sequence_length": -1099511627776}})"
            << "training.encoder_sequence_length"
            << "is out of range";
        QTest::newRow("encoder_sequence_length a string")
            << R"({"schema_version": 2, "training": {"encoder_sequence_length": "512"}})"
            << "training.encoder_sequence_length"
            << "must be a whole number, got a string";
        QTest::newRow("unknown head") << R"({"schema_version": 2, "training": {"head": "token_classification"}})"
                                      << "training.head"
                                      << "sequence_classification";
        QTest::newRow("num_labels fractional") << R"({"schema_version": 2, "training": {"num_labels": 2.5}})"
                                               << "training.num_labels"
                                               << "whole";
        QTest::newRow("tie_word_embeddings not a boolean")
            << R"({"schema_version": 2, "model": {"catalog_key": null, "custom": {"parameters": 1e9, "layers": 2, "hidden_size": 64, "attention_heads": 2, "vocab_size": 10, "tie_word_embeddings": "yes"}}})"
            << "model.custom.tie_word_embeddings"
            << "true or false";
        QTest::newRow("packed sequences not a boolean")
            << R"({"schema_version": 2, "training": {"packed_sequences": "yes"}})"
            << "training.packed_sequences"
            << "true or false";
        QTest::newRow("v1 with packed_sample_tokens") << R"({"training": {"packed_sample_tokens": 220}})"
                                                      << "training.packed_sample_tokens"
                                                      << "new in schema version 2";
        QTest::newRow("packed sample tokens fractional")
            << R"({"schema_version": 2, "training": {"packed_sample_tokens": 220.5}})"
            << "training.packed_sample_tokens"
            << "whole";
        QTest::newRow("qlora input copies fractional")
            << R"({"schema_version": 2, "training": {"qlora_input_copies": 1.5}})"
            << "training.qlora_input_copies"
            << "whole";
        QTest::newRow("v1 with kv int8") << R"({"inference": {"kv_cache": "int8"}})"
                                         << "inference.kv_cache"
                                         << "new in schema version 2";
        QTest::newRow("v1 with batching") << R"({"inference": {"batching": "continuous"}})"
                                          << "inference.batching"
                                          << "new in schema version 2";
        QTest::newRow("v1 with prefill") << R"({"inference": {"prefill": "whole_prompt"}})"
                                         << "inference.prefill"
                                         << "new in schema version 2";
        QTest::newRow("v1 with compute_efficiency") << R"({"inference": {"compute_efficiency": 0.5}})"
                                                    << "inference.compute_efficiency"
                                                    << "new in schema version 2";
        QTest::newRow("v1 with gpu_memory_utilization") << R"({"inference": {"gpu_memory_utilization": 0.9}})"
                                                        << "inference.gpu_memory_utilization"
                                                        << "new in schema version 2";
        QTest::newRow("v1 with framework") << R"({"overheads": {"framework": "vllm"}})"
                                           << "overheads.framework"
                                           << "new in schema version 2";
        QTest::newRow("unknown framework") << R"({"schema_version": 2, "overheads": {"framework": "jax"}})"
                                           << "overheads.framework"
                                           << "tensorrt_llm";
        QTest::newRow("v1 with prefill_layer_overhead_ms") << R"({"inference": {"prefill_layer_overhead_ms": 0.2}})"
                                                           << "inference.prefill_layer_overhead_ms"
                                                           << "new in schema version 2";
        QTest::newRow("unknown batching") << R"({"schema_version": 2, "inference": {"batching": "inflight"}})"
                                          << "inference.batching"
                                          << "continuous";
        QTest::newRow("unknown prefill") << R"({"schema_version": 2, "inference": {"prefill": "paged"}})"
                                         << "inference.prefill"
                                         << "whole_prompt";
        QTest::newRow("compute efficiency a string")
            << R"({"schema_version": 2, "inference": {"compute_efficiency": "high"}})"
            << "inference.compute_efficiency"
            << "number or null";
        QTest::newRow("unknown loss kernel") << R"({"schema_version": 2, "training": {"loss_kernel": "liger"}})"
                                             << "training.loss_kernel"
                                             << "chunked";
        QTest::newRow("virtual stages fractional") << R"({"schema_version": 2, "parallel": {"virtual_stages": 1.5}})"
                                                   << "parallel.virtual_stages"
                                                   << "whole";
        QTest::newRow("virtual stages too large")
            << R"({"schema_version": 2, "parallel": {"virtual_stages": 4294967297}})"
            << "parallel.virtual_stages"
            << "range";
        QTest::newRow("context parallel fractional")
            << R"({"schema_version": 2, "parallel": {"context_parallel": 2.5}})"
            << "parallel.context_parallel"
            << "whole";
        QTest::newRow("sequence parallel not bool") << R"({"schema_version": 2, "parallel": {"sequence_parallel": 1}})"
                                                    << "parallel.sequence_parallel"
                                                    << "true or false";
        QTest::newRow("schema 0") << R"({"schema_version": 0})"
                                  << "schema_version"
                                  << "1 or more";
        QTest::newRow("schema missing") << R"({"schema_version": null})"
                                        << "schema_version"
                                        << "required";
    }
    void badInput()
    {
        QFETCH(QString, patch);
        QFETCH(QString, field);
        QFETCH(QString, says);
        json j = minimal();
        j.merge_patch(json::parse(patch.toStdString()));
        const auto p = ScenarioJson::fromJson(j);
        QVERIFY(!p.ok());
        QVERIFY(!p.scenario.has_value());
        bool found = false;
        for (const auto& e : p.errors)
            if (e.field == field.toStdString() && QString::fromStdString(e.message).contains(says))
                found = true;
        QVERIFY2(found, qPrintable(describe(p.errors)));
    }

    void notJson()
    {
        const auto p = ScenarioJson::fromText("{\"schema_version\": 1,");
        QVERIFY(!p.ok());
        QCOMPARE(p.errors.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(p.errors[0].message).contains("not valid JSON"));
        const auto q = ScenarioJson::fromJson(json::array());
        QVERIFY(!q.ok());
        QVERIFY(QString::fromStdString(q.errors[0].message).contains("object"));
    }
};

QTEST_GUILESS_MAIN(TestScenarioJson)
#include "tst_scenariojson.moc"
