// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The per-GPU memory a software stack takes besides the tensors the estimators count: the CUDA context with the
// framework's kernels and library workspaces, and the share of allocated memory its allocator holds on top
// (fragmentation, block rounding). Each framework's defaults come from a published measurement or from the
// framework's own documentation, named in `basis`; a number the scenario gives explicitly always wins.
#include "Scenario.h"

#include <string>

namespace gp {

struct ResolvedOverheads {
    double cudaContextGb = 0;
    double allocatorReserveFraction = 0;
    std::string contextBasis; // which default (or the scenario) and why
    std::string reserveBasis;
};

class FrameworkDefaults {
public:
    // No framework named: the middle of the 0.5-2 GB public memory calculators use (the value before frameworks
    // were told apart), and PyTorch's caching-allocator overhead.
    static constexpr double kGenericContextGb = 0.75;
    // PyTorch: Hugging Face Transformers' "Model training anatomy" measures `torch.ones((1, 1)).to("cuda")` at
    // 1343 MiB in nvidia-smi on a V100 (CUDA 11.2): the context with all of PyTorch's kernels loaded. 1343 MiB =
    // 1.408 GB. CUDA 11.7+ lazy module loading (CUDA_MODULE_LOADING=LAZY) loads kernels on first use and needs
    // less; set overheads.cuda_context_gb when the stack is known to use it.
    static constexpr double kPyTorchContextGb = 1.408;
    // vLLM runs on PyTorch and captures CUDA graphs of the decode step for each batch size: its model runner
    // logs "CUDA graphs can take additional 1~3 GiB memory per GPU" (vllm/worker/model_runner.py, v0.4-0.6). The
    // lower end, 1 GiB = 1.074 GB, on top of PyTorch's context: later releases log 0.2-1.4 GiB of graph memory.
    static constexpr double kVllmCudaGraphsGb = 1.074;
    // TensorRT-LLM: what its own "Memory Usage of TensorRT-LLM" reference (docs/source/reference/memory.md, FAQ 1,
    // the info-level log of an 80 GB GPU) leaves over once every allocation it logs is taken out: total 79.10 GiB,
    // available 70.48 GiB, so 8.62 GiB = 8826.9 MiB in use before the KV cache; logged: the engine's TensorRT-
    // managed 6678 MiB, 1134.01 MiB of execution context (activations), 43.29 MB of runtime buffers and 180.30 MB
    // for the decoder (read as MiB), 8035.6 MiB. The 791.3 MiB left = 0.830 GB is the CUDA context with
    // TensorRT's, cuBLAS's and the runtime's libraries (TensorRT Developer Guide, "Memory": "The CUDA infrastructure
    // and TensorRT's device code also consume device memory").
    static constexpr double kTensorRtLlmContextGb = 0.830;
    // The share of allocated memory PyTorch's caching allocator reserves on top (memory_reserved over
    // memory_allocated): 5-10% in practice (the value before frameworks were told apart; the torchtune case of
    // the validation suite, reserved memory, is within 4% with it).
    static constexpr double kPyTorchReserveFraction = 0.07;

    // The defaults of `framework`, with what they rest on.
    static ResolvedOverheads defaults(Framework framework);
    // The scenario's overheads: an explicit overheads.cuda_context_gb / allocator_reserve_fraction, else the
    // framework's default; the bases say which.
    static ResolvedOverheads resolve(const Overheads& overheads);
};

} // namespace gp
