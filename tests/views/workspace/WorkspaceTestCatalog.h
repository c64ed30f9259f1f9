#pragma once
// A small hand-made catalog for the workspace GUI tests: figures from the vendors' datasheets and the
// model's published config.json, so the tests do not depend on the shipped catalog's contents.
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

namespace WorkspaceTestCatalog {

inline gp::SourceRef ref(const char* table, const char* key, const char* source)
{
    return {table, key, source, "2024-06-01"};
}

inline gp::CatalogSnapshot snapshot()
{
    gp::CatalogSnapshot c;
    // NVIDIA A100 datasheet (2021): 80 GB HBM2e, 2,039 GB/s, 312 dense BF16 TFLOPS, NVLink 3 600 GB/s.
    gp::GpuSpec a100{.key = "nvidia-a100-sxm-80gb", .vendor = "NVIDIA", .name = "A100 SXM 80GB",
                     .architecture = "Ampere", .memoryGb = 80, .memoryBandwidthTBps = 2.039,
                     .fp16DenseTflops = 312, .fp16SparseTflops = 624, .fp8DenseTflops = 0, .fp32Tflops = 19.5,
                     .tdpW = 400, .interconnect = "NVLink 3", .interconnectGBps = 600, .pcieGen = 4,
                     .launchYear = 2020, .ref = ref("gpus", "nvidia-a100-sxm-80gb", "NVIDIA A100 datasheet")};
    // NVIDIA H100 datasheet (2023): 80 GB HBM3, 3.35 TB/s, 989.4 dense BF16 TFLOPS, 1,979 FP8, NVLink 4 900 GB/s.
    gp::GpuSpec h100{.key = "nvidia-h100-sxm", .vendor = "NVIDIA", .name = "H100 SXM 80GB", .architecture = "Hopper",
                     .memoryGb = 80, .memoryBandwidthTBps = 3.35, .fp16DenseTflops = 989.4,
                     .fp16SparseTflops = 1978.9, .fp8DenseTflops = 1978.9, .fp32Tflops = 67, .tdpW = 700,
                     .interconnect = "NVLink 4", .interconnectGBps = 900, .pcieGen = 5, .launchYear = 2022,
                     .ref = ref("gpus", "nvidia-h100-sxm", "NVIDIA H100 datasheet")};
    c.gpus = {a100, h100};
    gp::LinkSpec nvlink3{.key = "nvlink3", .name = "NVLink 3", .category = "scale-up",
                         .bandwidthGBpsPerDirection = 300, .latencyUs = 1,
                         .ref = ref("links", "nvlink3", "NVIDIA A100 datasheet")};
    gp::LinkSpec nvlink4{.key = "nvlink4", .name = "NVLink 4", .category = "scale-up",
                         .bandwidthGBpsPerDirection = 450, .latencyUs = 1,
                         .ref = ref("links", "nvlink4", "NVIDIA H100 datasheet")};
    c.links = {nvlink3, nvlink4};
    // Meta Llama 3 8B config.json: 32 layers, hidden 4096, 32 heads, 8 KV heads, FFN 14336, vocab 128256.
    gp::ModelArchitecture llama{.key = "llama-3-8b", .name = "Llama 3 8B", .parameters = 8.03e9,
                                .activeParameters = 8.03e9, .layers = 32, .hiddenSize = 4096, .attentionHeads = 32,
                                .kvHeads = 8, .headDim = 128, .ffnSize = 14336, .gatedFfn = true,
                                .vocabSize = 128256, .contextLength = 8192, .experts = 0, .activeExperts = 0,
                                .ref = ref("models", "llama-3-8b", "meta-llama/Meta-Llama-3-8B config.json")};
    c.models = {llama};
    const auto offer = [](const char* key, const char* gpu, double price) {
        return gp::OfferSpec{.key = key, .providerKey = "testcloud", .providerName = "Test Cloud",
                             .providerKind = "gpu_cloud", .gpuKey = gpu, .gpusPerInstance = 8, .tier = "on_demand",
                             .price = price, .currency = "USD", .unit = gp::PriceUnit::Hour, .region = "us-east",
                             .ref = ref("offers", key, "Test Cloud price list")};
    };
    // Hourly prices for a whole 8-GPU instance (illustrative, in the range of 2024 GPU-cloud list prices).
    gp::OfferSpec a100Offer = offer("test-a100-od", "nvidia-a100-sxm-80gb", 14.32);
    gp::OfferSpec h100Offer = offer("test-h100-od", "nvidia-h100-sxm", 23.92);
    c.offers = {a100Offer, h100Offer};
    c.currencies = {gp::CurrencyRate{"USD", 1, ref("currencies", "USD", "definition")},
                    gp::CurrencyRate{"INR", 83.5, ref("currencies", "INR", "RBI reference rate")}};
    return c;
}

// Llama 3 8B full fine-tune on one 8-GPU node with ZeRO-3, 1 B tokens.
inline gp::Scenario fineTune(const std::string& gpuKey, const std::string& offerKey)
{
    gp::Scenario s;
    s.model.catalogKey = "llama-3-8b";
    s.task = gp::Task::FullFineTune;
    s.training.microBatch = 1;
    s.training.globalBatch = 64;
    s.training.sequenceLength = 4096;
    s.training.tokens = 1e9;
    s.training.recompute = gp::Recompute::Full;
    s.parallel.zero = gp::ZeroStage::Zero3;
    s.hardware.gpuKey = gpuKey;
    s.hardware.gpusPerNode = 8;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = {offerKey};
    return s;
}

} // namespace WorkspaceTestCatalog
