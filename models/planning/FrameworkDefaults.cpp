// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FrameworkDefaults.h"

namespace gp {

ResolvedOverheads FrameworkDefaults::defaults(Framework framework)
{
    ResolvedOverheads r;
    switch (framework) {
    case Framework::Unspecified:
        r.cudaContextGb = kGenericContextGb;
        r.contextBasis = "default with no framework named: the middle of the 0.5-2 GB public calculators use";
        r.allocatorReserveFraction = kPyTorchReserveFraction;
        r.reserveBasis = "default with no framework named: PyTorch's caching allocator, 5-10% over allocated";
        break;
    case Framework::PyTorch:
        r.cudaContextGb = kPyTorchContextGb;
        r.contextBasis = "PyTorch default: 1343 MiB for the CUDA context and PyTorch's kernels (Hugging Face "
                         "\"Model training anatomy\", V100, CUDA 11.2; lazy module loading needs less)";
        r.allocatorReserveFraction = kPyTorchReserveFraction;
        r.reserveBasis = "PyTorch default: the caching allocator reserves 5-10% over allocated";
        break;
    case Framework::Vllm:
        r.cudaContextGb = kPyTorchContextGb + kVllmCudaGraphsGb;
        r.contextBasis = "vLLM default: PyTorch's 1343 MiB context + 1 GiB of decode CUDA graphs (vLLM's model "
                         "runner: \"CUDA graphs can take additional 1~3 GiB memory per GPU\")";
        r.allocatorReserveFraction = kPyTorchReserveFraction;
        r.reserveBasis = "vLLM default: it allocates through PyTorch's caching allocator, 5-10% over allocated";
        break;
    case Framework::TensorRtLlm:
        r.cudaContextGb = kTensorRtLlmContextGb;
        r.contextBasis = "TensorRT-LLM default: 791 MiB, what TensorRT-LLM's \"Memory Usage\" reference log has in "
                         "use before the KV cache beyond the engine, activations, runtime and decoder buffers it "
                         "logs (80 GB GPU)";
        r.allocatorReserveFraction = 0;
        r.reserveBasis = "TensorRT-LLM default: none; TensorRT sizes activation memory at build time and the C++ "
                         "runtime allocates fixed buffers from CUDA's stream-ordered pool (TensorRT-LLM "
                         "\"Memory Usage\" reference), no caching allocator";
        break;
    }
    return r;
}

ResolvedOverheads FrameworkDefaults::resolve(const Overheads& o)
{
    ResolvedOverheads r = defaults(o.framework);
    if (o.cudaContextGb) {
        r.cudaContextGb = *o.cudaContextGb;
        r.contextBasis = "scenario (overheads.cuda_context_gb)";
    }
    if (o.allocatorReserveFraction) {
        r.allocatorReserveFraction = *o.allocatorReserveFraction;
        r.reserveBasis = "scenario (overheads.allocator_reserve_fraction)";
    }
    return r;
}

} // namespace gp
