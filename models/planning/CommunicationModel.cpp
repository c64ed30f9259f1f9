// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CommunicationModel.h"
#include "AsciiLower.h"
#include "ExplanationBuilder.h"

#include <algorithm>
#include <cctype>

namespace gp {

LinkPerf CommunicationModel::fromCatalog(const LinkSpec& link, bool scaleOut)
{
    LinkPerf p;
    p.bandwidthGBps = link.bandwidthGBpsPerDirection;
    p.key = link.key;
    p.name = link.name;
    p.ref = link.ref;
    const bool ownEfficiency = link.efficiency > 0 && link.efficiency <= 1;
    const bool ownLatency = link.latencyUs > 0;
    p.efficiency = ownEfficiency ? link.efficiency : (scaleOut ? kScaleOutEfficiency : kScaleUpEfficiency);
    p.latencyUs = ownLatency ? link.latencyUs : (scaleOut ? kScaleOutLatencyUs : kScaleUpLatencyUs);
    p.note = "catalog link " + link.key;
    if (!ownEfficiency || !ownLatency)
        p.note += scaleOut ? " (efficiency/latency default: Calculon InfiniBand 0.9, 20 us)"
                           : " (efficiency/latency default: Calculon NVLink 0.65, 10 us)";
    return p;
}

namespace {
} // namespace

LinkPerf CommunicationModel::defaultIntraNode(const GpuSpec& gpu, int gpusPerNode, const CatalogSnapshot& catalog)
{
    const std::string ic = asciiLower(gpu.interconnect);
    std::string key;
    const auto nv = ic.find("nvlink ");
    if (nv != std::string::npos && nv + 7 < ic.size() && std::isdigit(static_cast<unsigned char>(ic[nv + 7]))) {
        key = std::string("nvlink") + ic[nv + 7];
        if (ic.find("bridge") != std::string::npos)
            key = gpusPerNode <= 2 ? key + "-bridge" : std::string();
    } else if (ic.find("infinity fabric") != std::string::npos) {
        key = "amd-infinity-fabric-mi300";
    } else if (asciiLower(gpu.architecture).rfind("gaudi 3", 0) == 0) {
        // Gaudi 3 has no NVLink-like bus: 21 of its 24 integrated 200 GbE RoCE ports join it to the 7 other cards
        // of an HLS-3 server (Intel Gaudi docs, "Intel Gaudi Network Configuration"); its PCIe Gen5 port is the
        // host link only.
        key = "gaudi3-roce";
    }
    if (key.empty() && gpu.pcieGen > 0)
        key = "pcie-gen" + std::to_string(gpu.pcieGen) + "-x16";
    if (const LinkSpec* link = key.empty() ? nullptr : catalog.link(key)) {
        LinkPerf p = fromCatalog(*link, false);
        p.note = "from the GPU's interconnect (" + gpu.interconnect + "): " + p.note;
        // The row's 21 ports are an all-to-all mesh, 3 ports to each of the 7 peers (the same Intel page): a node of
        // n < 8 cards reaches n - 1 peers, so only n - 1 of the 7 bundles carry its collectives.
        constexpr int kGaudi3MeshPeers = 7;
        if (key == "gaudi3-roce" && gpusPerNode >= 2 && gpusPerNode <= kGaudi3MeshPeers) {
            p.bandwidthGBps *= static_cast<double>(gpusPerNode - 1) / kGaudi3MeshPeers;
            p.note += "; " + std::to_string(gpusPerNode) + " cards of the all-to-all mesh use " +
                      std::to_string(gpusPerNode - 1) + " of its 7 three-port bundles";
        }
        return p;
    }
    LinkPerf p;
    p.bandwidthGBps = gpu.interconnectGBps / 2.0;
    p.efficiency = kScaleUpEfficiency;
    p.latencyUs = kScaleUpLatencyUs;
    p.name = gpu.interconnect.empty() ? std::string("GPU interconnect") : gpu.interconnect;
    p.ref = gpu.ref;
    p.note = "half the GPU row's bidirectional interconnect figure; Calculon NVLink efficiency 0.65 and 10 us";
    return p;
}

LinkPerf CommunicationModel::hostLink(const GpuSpec& gpu, const CatalogSnapshot& catalog)
{
    std::string key;
    if (gpu.pcieGen > 0)
        key = "pcie-gen" + std::to_string(gpu.pcieGen) + "-x16";
    else if (asciiLower(gpu.interconnect).find("c2c") != std::string::npos || gpu.key.rfind("nvidia-gh", 0) == 0 ||
             gpu.key.rfind("nvidia-gb", 0) == 0)
        key = "nvlink-c2c"; // Grace Hopper / Grace Blackwell: the GPU reaches the Grace CPU's memory over C2C
    const LinkSpec* link = key.empty() ? nullptr : catalog.link(key);
    if (!link)
        return {};
    LinkPerf p = fromCatalog(*link, false);
    p.note = "host link of " + gpu.key + " (" + (gpu.pcieGen > 0 ? "PCIe Gen " + std::to_string(gpu.pcieGen) : key) +
             "): " + p.note;
    return p;
}

CommunicationModel::InterNodeChoice CommunicationModel::chooseInterNode(const GpuSpec* gpu,
                                                                        const CatalogSnapshot& catalog)
{
    InterNodeChoice c;
    const LinkSpec* reference = gpu && !gpu->scaleOutLinkKey.empty() ? catalog.link(gpu->scaleOutLinkKey) : nullptr;
    if (reference && reference->category == "scale-out") { // a scale-up row named by mistake is no network
        c.key = gpu->scaleOutLinkKey;
        c.reference = true;
        c.why = "the reference system's network, " + gpu->scaleOutReference;
        return c;
    }
    const LinkSpec* slowest = nullptr;
    for (const auto& l : catalog.links)
        if (l.category == "scale-out" && l.bandwidthGBpsPerDirection > 0 &&
            (!slowest || l.bandwidthGBpsPerDirection < slowest->bandwidthGBpsPerDirection ||
             (l.bandwidthGBpsPerDirection == slowest->bandwidthGBpsPerDirection && l.key < slowest->key)))
            slowest = &l;
    const std::string gpuName = gpu ? gpu->name : std::string("the GPU");
    const std::string missing =
        gpu && !gpu->scaleOutLinkKey.empty()
            ? "the " + gpuName + " reference network '" + gpu->scaleOutLinkKey + "' is no scale-out link of the catalog"
            : "no reference system is recorded for " + gpuName;
    if (!slowest) {
        c.why = missing + " and the catalog has no scale-out network";
        return c;
    }
    c.key = slowest->key;
    c.why = missing + ", so the catalog's slowest scale-out network (a PCIe server's own may be slower still: AWS "
                      "g6e.48xlarge has 400 Gb/s for 8 L40S)";
    return c;
}

LinkPerf CommunicationModel::defaultInterNode(const GpuSpec* gpu, const CatalogSnapshot& catalog)
{
    const InterNodeChoice choice = chooseInterNode(gpu, catalog);
    const LinkSpec* link = choice.key.empty() ? nullptr : catalog.link(choice.key);
    if (!link)
        return {};
    LinkPerf p = fromCatalog(*link, true);
    p.note = "the scenario names no inter-node link: " + choice.why +
             (choice.reference && !gpu->scaleOutSourceUrl.empty() ? " (" + gpu->scaleOutSourceUrl + ")" : "") + "; " +
             p.note;
    return p;
}

Explanation CommunicationModel::explain(const LinkPerf& link, const char* figure, const char* label)
{
    ExplanationBuilder x(figure, label, link.bandwidthGBps * link.efficiency, "GB/s",
                         "bus bandwidth = link bandwidth per direction x efficiency; t = latency + volume / bus "
                         "bandwidth",
                         "nccl-tests PERFORMANCE.md (bus bandwidth); Calculon (Isaev et al. 2023) efficiencies and "
                         "latencies");
    x.in("link bandwidth per direction", link.bandwidthGBps, "GB/s", link.note)
        .in("efficiency", link.efficiency, "", link.note)
        .in("latency", link.latencyUs, "us", link.note)
        .src(link.ref);
    return x.done();
}

} // namespace gp
