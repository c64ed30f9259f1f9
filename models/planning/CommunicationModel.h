// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Alpha-beta cost of the collectives a training or serving step runs. Ring algorithms as NCCL runs them:
// nccl-tests PERFORMANCE.md defines bus bandwidth so that an all-reduce of S bytes over n ranks moves
// 2 (n-1)/n S per rank, an all-gather or reduce-scatter (n-1)/n S; the link's per-direction bandwidth
// times an efficiency is the bus bandwidth a tuned collective reaches. Calculon (Isaev et al. 2023, SC23)
// uses efficiency 0.65 / latency 10 us for A100 NVLink and 0.9 / 20 us for InfiniBand: those are the
// defaults when a catalog link row leaves them empty.
//
// t = alpha + volume / (bandwidth x efficiency). One alpha per collective (as Calculon and the DOMAIN
// notes): NCCL pipelines chunks, so per-hop latency does not multiply for the large messages that matter
// here; for tiny decode-time all-reduces alpha dominates, as it does in practice.
#include "CatalogSnapshot.h"
#include "Explanation.h"

#include <algorithm>
#include <string>

namespace gp {

struct LinkPerf {
    double bandwidthGBps = 0; // per GPU (scale-up) or per GPU's NIC (scale-out), one direction
    double efficiency = 0;    // (0, 1]
    double latencyUs = 0;
    std::string key; // catalog key, empty when derived
    std::string name;
    std::string note; // where the figures came from
    SourceRef ref;
    bool valid() const { return bandwidthGBps > 0 && efficiency > 0; }
    double busBytesPerSecond() const { return bandwidthGBps * 1e9 * efficiency; }
    double latencySeconds() const { return latencyUs * 1e-6; }
};

class CommunicationModel {
public:
    static constexpr double kScaleUpEfficiency = 0.65; // Calculon, A100 NVLink
    static constexpr double kScaleUpLatencyUs = 10.0;  // Calculon, A100 NVLink
    static constexpr double kScaleOutEfficiency = 0.9; // Calculon, InfiniBand
    static constexpr double kScaleOutLatencyUs = 20.0; // Calculon, InfiniBand
    // PyTorch DDP's default gradient bucket (bucket_cap_mb = 25, torch.nn.parallel.DistributedDataParallel
    // docs; Li et al. 2020, "PyTorch Distributed", VLDB): the last bucket's all-reduce starts only when the
    // backward pass ends, so at least that much communication is always exposed.
    static constexpr double kLastBucketBytes = 25.0 * 1024 * 1024;

    // A catalog link with the Calculon defaults filled in where the row is empty.
    static LinkPerf fromCatalog(const LinkSpec& link, bool scaleOut);
    // The scale-up link a GPU's own interconnect implies, when the scenario names none: "NVLink N" ->
    // catalog nvlinkN; "NVLink N bridge" (pairs only) -> nvlinkN-bridge for 2 GPUs per node, PCIe beyond;
    // "PCIe" -> pcie-genG-x16; "Infinity Fabric" -> the MI300 xGMI row. When the catalog has no such row,
    // half the GPU's bidirectional interconnect figure with the Calculon NVLink defaults.
    static LinkPerf defaultIntraNode(const GpuSpec& gpu, int gpusPerNode, const CatalogSnapshot& catalog);
    // Which network a plan past one node is timed on when the scenario names none, and why (one rule for the
    // searches, the pre-training template, the what-if and the validator's suggestion; an estimate itself refuses a
    // multi-node scenario without a network). The GPU's reference system's network (catalog
    // gpus.scale_out_link_key, schema v8: DGX A100 HDR, DGX H100 NDR, ...); for a GPU with none recorded (PCIe
    // and GDDR cards, V100), the slowest scale-out network in the catalog, not a 400G NIC per GPU: PCIe servers
    // carry less (AWS g6e.48xlarge: 400 Gb/s of EFA for 8 L40S, below even the slowest row's 100 Gb/s per GPU,
    // which the warning says). Empty key: the catalog has no scale-out network at all.
    struct InterNodeChoice {
        std::string key;
        bool reference = false; // the GPU's reference system's network
        std::string why;        // said in the search's warnings and the what-if's change list (no URL)
    };
    static InterNodeChoice chooseInterNode(const GpuSpec* gpu, const CatalogSnapshot& catalog);
    // chooseInterNode's link with its figures; invalid (bandwidth 0) when the catalog has no scale-out network.
    static LinkPerf defaultInterNode(const GpuSpec* gpu, const CatalogSnapshot& catalog);
    // The link between a GPU and its host's memory, for offloaded parameters and activations: the catalog's
    // pcie-genG-x16 row of the GPU's PCIe generation (one x16 link per GPU, as on HGX boards); a Grace superchip
    // (GH200, GB200) reaches its CPU over the catalog's nvlink-c2c row. Invalid (bandwidth 0) when the GPU row
    // names no PCIe generation and is no Grace superchip, or the catalog has no such row: the engine refuses.
    static LinkPerf hostLink(const GpuSpec& gpu, const CatalogSnapshot& catalog);
    // A link's bus bandwidth as the timed collectives use it, with its catalog row (`figure` is the output key).
    static Explanation explain(const LinkPerf& link, const char* figure, const char* label);

    // Ring all-reduce of `bytes` over n ranks on one link: alpha + 2 (n-1)/n S / (bw x eff).
    static double ringAllReduceSeconds(double bytes, int n, const LinkPerf& link)
    {
        if (n <= 1 || bytes <= 0 || !link.valid())
            return 0;
        return link.latencySeconds() + 2.0 * (n - 1) / n * bytes / link.busBytesPerSecond();
    }
    // Ring all-gather (or reduce-scatter) of a `bytes` total: alpha + (n-1)/n S / (bw x eff).
    static double ringAllGatherSeconds(double bytes, int n, const LinkPerf& link)
    {
        if (n <= 1 || bytes <= 0 || !link.valid())
            return 0;
        return link.latencySeconds() + static_cast<double>(n - 1) / n * bytes / link.busBytesPerSecond();
    }
    // Two-level all-gather over `perNode` ranks in each of `nodes` nodes (NCCL's hierarchical rings; each
    // GPU has its own NIC as in DGX/HGX systems): the inter-node phase moves (m-1)/m of the S/k slice each
    // GPU is responsible for through its NIC, the intra-node phase (k-1)/k S over NVLink/PCIe.
    static double hierarchicalAllGatherSeconds(double bytes, int perNode, int nodes, const LinkPerf& intra,
                                               const LinkPerf& inter)
    {
        if (nodes <= 1)
            return ringAllGatherSeconds(bytes, perNode, intra);
        const int k = perNode < 1 ? 1 : perNode;
        return ringAllGatherSeconds(bytes / k, nodes, inter) + ringAllGatherSeconds(bytes, k, intra);
    }
    // All-reduce = reduce-scatter + all-gather: twice the all-gather cost.
    static double hierarchicalAllReduceSeconds(double bytes, int perNode, int nodes, const LinkPerf& intra,
                                               const LinkPerf& inter)
    {
        if (nodes <= 1)
            return ringAllReduceSeconds(bytes, perNode, intra);
        return 2.0 * hierarchicalAllGatherSeconds(bytes, perNode, nodes, intra, inter);
    }
    // One point-to-point transfer (pipeline stage boundary): alpha + S / (bw x eff).
    static double pointToPointSeconds(double bytes, const LinkPerf& link)
    {
        if (bytes <= 0 || !link.valid())
            return 0;
        return link.latencySeconds() + bytes / link.busBytesPerSecond();
    }
    // 1F1B pipeline bubble as a fraction of the ideal step (Narayanan et al. 2021, sec. 2.2.1): (p-1)/m. The
    // interleaved schedule with v model chunks per rank divides it by v (sec. 2.2.2): (p-1)/(v m).
    static double pipelineBubbleFraction(int stages, int microBatches, int virtualStages = 1)
    {
        if (stages <= 1 || microBatches <= 0)
            return 0;
        return static_cast<double>(stages - 1) / (static_cast<double>(microBatches) * std::max(1, virtualStages));
    }
};

} // namespace gp
