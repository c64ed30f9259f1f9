#pragma once
// A small hand-made catalog and two scenarios for the workspace document and item-model tests. GPU
// figures are the vendors' datasheet values (NVIDIA A100 80GB SXM: 80 GB, 2.039 TB/s, 312 dense BF16
// TFLOPS; H100 SXM: 80 GB, 3.35 TB/s, 989.5 dense BF16 TFLOPS); Llama 2 7B from its config.json.
// Prices are round test numbers, not market data. Expected results always come from PlanningEngine
// itself: these tests check the document and the models, not the engine's formulas.
#include "document/Workspace.h"
#include "planning/CatalogSnapshot.h"
#include "planning/PlanningEngine.h"
#include "planning/Scenario.h"

namespace DocumentTestData {

inline gp::SourceRef ref(const char* table, const char* key) { return {table, key, "document test catalog", "2026-01"}; }

inline gp::GpuSpec gpu(const char* key, const char* name, double mem, double bw, double fp16, double fp8, const char* ic,
                       double icGbps)
{
    gp::GpuSpec g;
    g.key = key;
    g.vendor = "NVIDIA";
    g.name = name;
    g.memoryGb = mem;
    g.memoryBandwidthTBps = bw;
    g.fp16DenseTflops = fp16;
    g.fp8DenseTflops = fp8;
    g.interconnect = ic;
    g.interconnectGBps = icGbps;
    g.ref = ref("gpus", key);
    return g;
}

inline gp::OfferSpec offer(const char* key, const char* gpuKey, int gpus, double price, const char* currency,
                           const char* tier = "on_demand")
{
    gp::OfferSpec o;
    o.key = key;
    o.providerKey = "testcloud";
    o.providerName = "Test Cloud";
    o.providerKind = "gpu_cloud";
    o.gpuKey = gpuKey;
    o.gpusPerInstance = gpus;
    o.tier = tier;
    o.price = price;
    o.currency = currency;
    o.unit = gp::PriceUnit::Hour;
    o.ref = ref("offers", key);
    return o;
}

inline gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot c;
    c.gpus = {gpu("a100", "A100 SXM 80GB", 80, 2.039, 312, 0, "NVLink 3", 600),
              gpu("h100", "H100 SXM 80GB", 80, 3.35, 989.5, 1979, "NVLink 4", 900)};
    gp::LinkSpec nvlink;
    nvlink.key = "nvlink4";
    nvlink.name = "NVLink 4";
    nvlink.category = "scale-up";
    nvlink.bandwidthGBpsPerDirection = 450;
    nvlink.ref = ref("links", "nvlink4");
    c.links = {nvlink};
    gp::ModelArchitecture m;   // Llama 2 7B config.json
    m.key = "llama-2-7b";
    m.name = "Llama 2 7B";
    m.parameters = 6.74e9;
    m.activeParameters = 6.74e9;
    m.layers = 32;
    m.hiddenSize = 4096;
    m.attentionHeads = 32;
    m.kvHeads = 32;
    m.headDim = 128;
    m.ffnSize = 11008;
    m.vocabSize = 32000;
    m.contextLength = 4096;
    m.ref = ref("models", "llama-2-7b");
    c.models = {m};
    c.offers = {offer("a100-8x", "a100", 8, 16.0, "USD"), offer("a100-1x-inr", "a100", 1, 180.0, "INR"),
                offer("h100-8x", "h100", 8, 32.0, "USD"), offer("h100-1x-spot", "h100", 1, 2.5, "USD", "spot")};
    c.currencies = {{"USD", 1.0, ref("currencies", "USD")}, {"INR", 90.0, ref("currencies", "INR")}};
    return c;
}

// Full fine-tune of Llama 2 7B on 8 A100s with ZeRO-3, 1e9 tokens, priced with two A100 offers.
inline gp::Scenario trainingScenario()
{
    gp::Scenario s;
    s.name = "Fine-tune on A100";
    s.model.catalogKey = "llama-2-7b";
    s.task = gp::Task::FullFineTune;
    s.training.microBatch = 1;
    s.training.globalBatch = 64;
    s.training.sequenceLength = 2048;
    s.training.tokens = 1e9;
    s.parallel.zero = gp::ZeroStage::Zero3;
    s.hardware.gpuKey = "a100";
    s.hardware.gpusPerNode = 8;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = {"a100-8x", "a100-1x-inr"};
    return s;
}

// Serving Llama 2 7B in FP16 on one H100, 8 concurrent sequences.
inline gp::Scenario inferenceScenario()
{
    gp::Scenario s;
    s.name = "Serve on H100";
    s.model.catalogKey = "llama-2-7b";
    s.task = gp::Task::Inference;
    s.inference.concurrentSequences = 8;
    s.inference.promptTokens = 512;
    s.inference.outputTokens = 256;
    s.hardware.gpuKey = "h100";
    s.hardware.gpusPerNode = 1;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = {"h100-8x", "h100-1x-spot"};
    return s;
}

// The engine's own answer for a scenario as the workspace hands it over (name and currency set).
inline gp::EstimateResult engine(gp::Scenario s, const QString& name, const QString& currency,
                                 const gp::CatalogSnapshot& c = catalog())
{
    s.name = name.toStdString();
    s.pricing.currency = currency.toStdString();
    return gp::PlanningEngine::estimate(s, c);
}

} // namespace DocumentTestData
