// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "GpuRowCheck.h"

#include <cmath>
#include <sstream>

namespace gp {
namespace {

std::string figure(const char* column, double value, const char* rule)
{
    std::ostringstream out;
    out << column << " = " << value << " (" << rule << ")";
    return out.str();
}

} // namespace

std::vector<std::string> gpuRowProblems(const GpuSpec& gpu)
{
    std::vector<std::string> problems;
    auto required = [&](const char* column, double v) {
        if (!(std::isfinite(v) && v > 0))
            problems.push_back(figure(column, v, "must be a positive number"));
    };
    auto optional = [&](const char* column, double v) {
        if (!(std::isfinite(v) && v >= 0))
            problems.push_back(figure(column, v, "must be empty, 0 or a positive number"));
    };
    required("memory_gb", gpu.memoryGb);
    required("memory_bandwidth_tbps", gpu.memoryBandwidthTBps);
    required("fp16_dense_tflops", gpu.fp16DenseTflops);
    optional("fp16_sparse_tflops", gpu.fp16SparseTflops);
    optional("fp8_dense_tflops", gpu.fp8DenseTflops);
    optional("fp32_tflops", gpu.fp32Tflops);
    optional("tdp_w", gpu.tdpW);
    optional("interconnect_gbps", gpu.interconnectGBps);
    return problems;
}

std::string gpuRowError(const GpuSpec& gpu)
{
    const auto problems = gpuRowProblems(gpu);
    if (problems.empty())
        return {};
    std::string out = "catalog row gpus." + gpu.key + ": ";
    for (size_t i = 0; i < problems.size(); ++i)
        out += (i ? "; " : "") + problems[i];
    return out;
}

} // namespace gp
