// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Builders for the small hand-made catalogs the tests use instead of the shipped one, so hand-worked
// expectations do not move when the shipped catalog is edited. Figures are the vendors' datasheet values
// and the models' published config.json files, as in resources/catalog:
//   NVIDIA A100 80GB SXM: 80 GB HBM2e, 2.039 TB/s, 312 dense BF16 TFLOPS, 19.5 FP32, NVLink 3 600 GB/s;
//   NVIDIA H100 SXM: 80 GB HBM3, 3.35 TB/s, 989.5 dense BF16 TFLOPS, 1,979 dense FP8, 67 FP32, NVLink 4 900 GB/s;
//   NVIDIA L40S: 48 GB GDDR6, 0.864 TB/s, 362.05 dense BF16 TFLOPS, 733 dense FP8, 91.6 FP32, PCIe Gen4.
// Each suite composes its own catalog from these (its own keys and prices) in its fixture header.
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

#include <string>
#include <vector>

namespace TestCatalog {

inline gp::SourceRef ref(const char* table, const char* key, const char* source = "test catalog (datasheet figures)")
{
    return {table, key, source, "2026-01"};
}

inline gp::GpuSpec gpu(const char* key, const char* name, const char* arch, double mem, double bw, double fp16,
                       double fp8, double fp32, const char* ic, double icGbps, int pcie)
{
    gp::GpuSpec g;
    g.key = key;
    g.vendor = "NVIDIA";
    g.name = name;
    g.architecture = arch;
    g.memoryGb = mem;
    g.memoryBandwidthTBps = bw;
    g.fp16DenseTflops = fp16;
    g.fp16SparseTflops = 2 * fp16; // 2:4 structured sparsity doubles the dense figure on these parts
    g.fp8DenseTflops = fp8;
    g.fp32Tflops = fp32;
    g.interconnect = ic;
    g.interconnectGBps = icGbps;
    g.pcieGen = pcie;
    g.ref = ref("gpus", key);
    return g;
}

inline gp::GpuSpec a100(const char* key = "nvidia-a100-80gb-sxm")
{
    return gpu(key, "A100 SXM 80GB", "Ampere", 80, 2.039, 312, 0, 19.5, "NVLink 3", 600, 4);
}

inline gp::GpuSpec h100(const char* key = "nvidia-h100-sxm")
{
    return gpu(key, "H100 SXM 80GB", "Hopper", 80, 3.35, 989.5, 1979, 67, "NVLink 4", 900, 5);
}

inline gp::GpuSpec l40s(const char* key = "nvidia-l40s")
{
    return gpu(key, "L40S 48GB", "Ada Lovelace (AD102)", 48, 0.864, 362.05, 733, 91.6, "PCIe", 0, 4);
}

inline gp::LinkSpec link(const char* key, const char* category, double bw, double eff, double lat)
{
    gp::LinkSpec l;
    l.key = key;
    l.name = key;
    l.category = category;
    l.bandwidthGBpsPerDirection = bw;
    l.efficiency = eff;
    l.latencyUs = lat;
    l.ref = ref("links", key);
    return l;
}

inline gp::OfferSpec offer(const char* key, const char* gpuKey, int gpus, double price, const char* currency = "USD",
                           gp::PriceUnit unit = gp::PriceUnit::Hour, const char* tier = "on_demand")
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
    o.unit = unit;
    o.ref = ref("offers", key, "Test Cloud price list (round test numbers, not market data)");
    return o;
}

// Llama 2 7B (config.json: hidden 4096, 32 layers, 32 heads, 11008 intermediate, vocab 32000);
// 6.74e9 parameters (Touvron et al. 2023).
inline gp::ModelArchitecture llama2_7b()
{
    gp::ModelArchitecture m;
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
    m.gatedFfn = true;
    m.vocabSize = 32000;
    m.contextLength = 4096;
    m.ref = ref("models", "llama-2-7b");
    return m;
}

// Llama 2 70B (config.json: hidden 8192, 80 layers, 64 heads, 8 KV heads, 28672 intermediate).
inline gp::ModelArchitecture llama2_70b()
{
    gp::ModelArchitecture m = llama2_7b();
    m.key = "llama-2-70b";
    m.name = "Llama 2 70B";
    m.parameters = 68.98e9;
    m.activeParameters = 68.98e9;
    m.layers = 80;
    m.hiddenSize = 8192;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.ffnSize = 28672;
    m.ref = ref("models", "llama-2-70b");
    return m;
}

// Meta Llama 3 8B config.json: 32 layers, hidden 4096, 32 heads, 8 KV heads, FFN 14336, vocab 128256.
inline gp::ModelArchitecture llama3_8b()
{
    gp::ModelArchitecture m = llama2_7b();
    m.key = "llama-3-8b";
    m.name = "Llama 3 8B";
    m.parameters = 8.03e9;
    m.activeParameters = 8.03e9;
    m.kvHeads = 8;
    m.ffnSize = 14336;
    m.vocabSize = 128256;
    m.contextLength = 8192;
    m.ref = ref("models", "llama-3-8b", "meta-llama/Meta-Llama-3-8B config.json");
    return m;
}

// USD and INR at a round test rate (units per USD).
inline std::vector<gp::CurrencyRate> usdAndInr(double inrPerUsd)
{
    return {{"USD", 1.0, ref("currencies", "USD")}, {"INR", inrPerUsd, ref("currencies", "INR")}};
}

// The full fine-tune the workspace tests, fuzz tests and benchmarks price: one node, global batch 64 of
// 4,096 tokens, full recomputation, ZeRO-3, BF16 mixed precision (the Scenario defaults).
inline gp::Scenario fullFineTune(const std::string& modelKey, const std::string& gpuKey, int gpusPerNode, double tokens,
                                 std::vector<std::string> offerKeys)
{
    gp::Scenario s;
    s.model.catalogKey = modelKey;
    s.task = gp::Task::FullFineTune;
    s.training.microBatch = 1;
    s.training.globalBatch = 64;
    s.training.sequenceLength = 4096;
    s.training.tokens = tokens;
    s.training.recompute = gp::Recompute::Full;
    s.parallel.zero = gp::ZeroStage::Zero3;
    s.hardware.gpuKey = gpuKey;
    s.hardware.gpusPerNode = gpusPerNode;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = std::move(offerKeys);
    return s;
}

// Every hourly offer of `catalog` for `gpuKey`, in catalog order.
inline std::vector<std::string> hourlyOffers(const gp::CatalogSnapshot& catalog, const std::string& gpuKey)
{
    std::vector<std::string> keys;
    for (const auto& o : catalog.offers)
        if (o.gpuKey == gpuKey && o.unit == gp::PriceUnit::Hour)
            keys.push_back(o.key);
    return keys;
}

} // namespace TestCatalog
