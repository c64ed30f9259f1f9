#pragma once
// A small hand-built catalog for the planning engine's tests and the search benchmark: figures copied
// from the shipped catalog rows (NVIDIA A100/H100 datasheets, L40S datasheet, Llama 2 config.json files,
// Calculon link efficiencies) so hand-worked expectations do not move when the shipped catalog is edited.
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

namespace PlanningTestCatalog {

inline gp::SourceRef ref(const char* table, const char* key)
{
    return {table, key, "test catalog (copied from the shipped catalog)", "2026-01"};
}

inline gp::GpuSpec gpu(const char* key, const char* name, const char* arch, double mem, double bw, double fp16, double fp8,
                       double fp32, const char* ic, double icGbps, int pcie)
{
    gp::GpuSpec g;
    g.key = key;
    g.vendor = "NVIDIA";
    g.name = name;
    g.architecture = arch;
    g.memoryGb = mem;
    g.memoryBandwidthTBps = bw;
    g.fp16DenseTflops = fp16;
    g.fp16SparseTflops = 2 * fp16;
    g.fp8DenseTflops = fp8;
    g.fp32Tflops = fp32;
    g.interconnect = ic;
    g.interconnectGBps = icGbps;
    g.pcieGen = pcie;
    g.ref = ref("gpus", key);
    return g;
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
                           gp::PriceUnit unit = gp::PriceUnit::Hour)
{
    gp::OfferSpec o;
    o.key = key;
    o.providerKey = "test";
    o.providerName = "Test Cloud";
    o.providerKind = "gpu_cloud";
    o.gpuKey = gpuKey;
    o.gpusPerInstance = gpus;
    o.tier = "on_demand";
    o.price = price;
    o.currency = currency;
    o.unit = unit;
    o.ref = ref("offers", key);
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

inline gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot c;
    c.gpus = {gpu("nvidia-a100-80gb-sxm", "A100 SXM 80GB", "Ampere", 80, 2.039, 312, 0, 19.5, "NVLink 3", 600, 4),
              gpu("nvidia-h100-sxm", "H100 SXM 80GB", "Hopper", 80, 3.35, 989.5, 1979, 67, "NVLink 4", 900, 5),
              gpu("nvidia-l40s", "L40S 48GB", "Ada Lovelace (AD102)", 48, 0.864, 362.05, 733, 91.6, "PCIe", 0, 4)};
    c.links = {link("nvlink3", "scale-up", 300, 0.65, 10), link("nvlink4", "scale-up", 450, 0.65, 10),
               link("pcie-gen4-x16", "host", 31.5, 0.8, 10), link("ib-ndr", "scale-out", 50, 0.9, 20)};
    c.models = {llama2_7b(), llama2_70b()};
    c.offers = {offer("h100-8x", "nvidia-h100-sxm", 8, 32.0), offer("h100-1x", "nvidia-h100-sxm", 1, 4.5),
                offer("a100-8x", "nvidia-a100-80gb-sxm", 8, 16.0), offer("a100-1x", "nvidia-a100-80gb-sxm", 1, 2.2),
                offer("l40s-1x", "nvidia-l40s", 1, 1.0), offer("a100-1x-inr", "nvidia-a100-80gb-sxm", 1, 180.0, "INR"),
                offer("h100-monthly", "nvidia-h100-sxm", 8, 14600.0, "USD", gp::PriceUnit::Month)};
    c.currencies = {{"USD", 1.0, ref("currencies", "USD")}, {"INR", 90.0, ref("currencies", "INR")}};
    return c;
}

// A full fine-tune of Llama 2 7B on one 8x H100 node, BF16, ZeRO-3.
inline gp::Scenario fineTune7b()
{
    gp::Scenario s;
    s.name = "7B full fine-tune";
    s.model.catalogKey = "llama-2-7b";
    s.task = gp::Task::FullFineTune;
    s.training.microBatch = 4;
    s.training.globalBatch = 256;
    s.training.sequenceLength = 2048;
    s.training.tokens = 1e9;
    s.training.recompute = gp::Recompute::Selective;
    s.parallel.zero = gp::ZeroStage::Zero3;
    s.hardware.gpuKey = "nvidia-h100-sxm";
    s.hardware.gpusPerNode = 8;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = {"h100-8x", "a100-1x"};
    return s;
}

} // namespace PlanningTestCatalog
