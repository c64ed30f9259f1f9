// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Everything one estimate needs, as a plain value. Loaded from and saved to JSON by ScenarioJson
// (schema documented in docs/scenario-schema.md). The engine copies catalog rows it needs into the
// estimate's explanation, so a Scenario names catalog rows by key only.
#include "CatalogSnapshot.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace gp {

enum class Task { PreTrain, FullFineTune, LoRA, QLoRA, Inference };
// mixed = BF16/FP16 compute, FP32 master weights; pure BF16 = weights, gradients and optimizer states all in
// BF16, no FP32 master copy (schema version 2)
enum class TrainPrecision { FP32, MixedBF16, FP8, PureBF16 };
// AdamWPaged, AdamW8bitPaged (schema version 2): bitsandbytes' paged AdamW / AdamW 8-bit (QLoRA, Dettmers et al.
// 2023, sec. 3): the same states, allocated in CUDA unified memory so the driver can evict them to CPU memory.
enum class Optimizer { AdamW, AdamW8bit, SgdMomentum, Adafactor, AdamWPaged, AdamW8bitPaged };
inline bool isPaged(Optimizer o) { return o == Optimizer::AdamWPaged || o == Optimizer::AdamW8bitPaged; }
// Selective = Megatron's (Korthikanti et al. 2022: the attention core recomputed); SelectiveLayer and SelectiveOp
// = torchtitan's (schema version 2): every second block checkpointed, or per-op (ActivationMemory.cpp).
enum class Recompute { None, Selective, Full, SelectiveLayer, SelectiveOp };
// How the loss is computed from the last hidden state (schema version 2): the whole logits tensor with the
// FP32 copies Hugging Face keeps, torchtune's chunked cross-entropy (8 chunks upcast one at a time), or a
// fused linear + cross-entropy kernel (Liger-Kernel) that never holds more than one chunk of logits.
enum class LossKernel { Standard, Chunked, Fused };
enum class WeightFormat { FP16, FP8, INT8, INT4 }; // INT4 covers NF4/GPTQ/AWQ 4-bit
enum class KvPrecision { FP16, FP8, INT4, INT8 };  // INT8: TensorRT-LLM's int8 KV cache (schema version 2)
// How a serving runtime batches requests (schema version 2). Static: a batch of requests is prefilled
// together, then decoded together until the last finishes (TensorRT-LLM's gptSessionBenchmark, Hugging Face
// generate). Continuous: iteration-level scheduling (Orca, Yu et al. 2022; vLLM, TGI, SGLang, TensorRT-LLM's
// in-flight batching): a finished sequence's slot goes to a waiting request at the next decode step, so a
// request's first token waits for its own prefill, not its batch's. Continuous is the default (issue 31: every
// serving engine a buyer would run batches this way); a version 1 file, which predates the choice, reads as static.
enum class Batching { Static, Continuous };
// Which serving engine runs the model (schema version 2): its per-forward-pass overhead, static or continuous
// batching and memory reservation (ServingEngines.h, the cited profiles). Unspecified: none of them applied.
enum class ServingEngine { Unspecified, Vllm, Sglang, Tgi, TensorRtLlm, HfTransformers, LlamaCpp, Litgpt };
// How the prompt is run through the model, for memory (schema version 2): in scheduler chunks with only the
// last position's logits kept (vLLM, TensorRT-LLM, SGLang), or the whole prompt in one forward pass that
// computes the logits of every prompt position (Hugging Face generate before transformers 4.45, LitGPT).
enum class PrefillMode { Chunked, WholePrompt };
// The software stack whose published memory overheads are the defaults (schema version 2; FrameworkDefaults):
// the CUDA context with its kernels and workspaces, and what its allocator holds over the live tensors.
enum class Framework { Unspecified, PyTorch, Vllm, TensorRtLlm };
enum class ZeroStage { Zero0 = 0, Zero1 = 1, Zero2 = 2, Zero3 = 3 }; // Zero3 == FSDP full shard

struct ModelChoice {
    std::string catalogKey;                  // set: take the architecture from the catalog
    std::optional<ModelArchitecture> custom; // set (and key empty): a user-defined model
};

struct TrainingSettings {
    TrainPrecision precision = TrainPrecision::MixedBF16;
    Optimizer optimizer = Optimizer::AdamW;
    int microBatch = 1;
    int globalBatch = 8; // sequences; gradient accumulation is derived
    int sequenceLength = 2048;
    double tokens = 0; // tokens to train on; 0 = datasetTokens x epochs
    double datasetTokens = 0;
    double epochs = 1;
    Recompute recompute = Recompute::None;
    bool flashAttention = true;
    int loraRank = 16;
    std::vector<std::string> loraTargets = {"q", "k", "v", "o"}; // q k v o gate up down
    LossKernel lossKernel = LossKernel::Standard;                // schema version 2
    // Schema version 2. Sequences packed to the full length (NeMo's packed SFT, torchtune's packed=True): no
    // padding, so fine-tuning runs at the pre-training utilisation (MfuDefaults).
    bool packedSequences = false;
    // Schema version 2, with packedSequences: the tokens of one sample in a pack, token-weighted (sum s_i^2 /
    // sum s_i). NeMo's packed SFT runs variable-length attention kernels, so "attention values between sequences
    // are never calculated" (its sequence-packing guide): the attention FLOPs per token are those of a sample, not
    // of the pack. 0 = unknown: the attention spans the whole sequence_length (a kernel that masks a pack-sized
    // score matrix, or none), which errs slow.
    int packedSampleTokens = 0;
    // Schema version 2, QLoRA only: copies of each 4-bit linear layer's input that stay in memory. 0 with
    // bitsandbytes >= 0.43.2; 1 with older bitsandbytes, whose MatMul4Bit kept its input on ctx although the
    // backward pass never reads it (bitsandbytes PR #1270); 2 when the training loop also holds the previous
    // micro-batch's graph while the next forward runs (ActivationMemory::quantizedInputBytes).
    int qloraInputCopies = 0;
    // Schema version 2: the optimizer steps each parameter as soon as its gradient is complete and frees that
    // gradient (torchtune optimizer_in_bwd; PyTorch's register_post_accumulate_grad_hook): one parameter's
    // gradient at a time instead of all of them. No gradient accumulation (ScenarioValidator).
    bool optimizerInBackward = false;
    // Schema version 2: the activations each layer saves for backward are copied to CPU memory during forward and
    // back during backward, on their own CUDA stream (torchtune enable_activation_offloading, Megatron-Core / NeMo
    // cpu_offloading): the GPU keeps the layers being computed and copied (ActivationMemory::kOnGpuOffloadedLayers).
    bool activationOffloading = false;
    // Schema version 2: the head the run trains (OutputHead, CatalogSnapshot.h) and, for sequence classification,
    // the score layer's outputs (Hugging Face num_labels; 2 by default there too).
    OutputHead head = OutputHead::CausalLm;
    int numLabels = 2;
    // Schema version 2, encoder-decoder models (model.custom.encoder_layers > 0): tokens of each encoder input
    // sequence; 0 = sequence_length. sequence_length stays the decoder's (target) length, and training.tokens counts
    // target tokens.
    int encoderSequenceLength = 0;
};

struct InferenceSettings {
    WeightFormat weights = WeightFormat::FP16;
    KvPrecision kvCache = KvPrecision::FP16;
    int concurrentSequences = 1;
    int promptTokens = 512;
    int outputTokens = 256;
    double targetRequestsPerSecond = 0; // 0 = no throughput target
    double targetLatencySeconds = 0;    // end-to-end per request; 0 = no target
    double targetTtftSeconds = 0;       // time to first token per request; 0 = no target
    double targetTpotSeconds = 0;       // time per output token; 0 = no target
    // Schema version 2:
    Batching batching = Batching::Continuous;
    PrefillMode prefill = PrefillMode::Chunked;
    std::optional<double> computeEfficiency;    // 0 < e <= 1; empty = the weight format's default
    std::optional<double> gpuMemoryUtilization; // 0 < u <= 1; empty = no preallocated share (vLLM's setting)
    // The prefill's fixed time per layer, in ms, on top of its roofline (InferenceEstimator::kPrefillLayerOverheadMs
    // says where the default comes from); 0 = a pure roofline.
    double prefillLayerOverheadMs = 0.135;
    ServingEngine servingEngine = ServingEngine::Unspecified; // schema version 2: whose profile applies
    // Schema version 2: the percentile target_ttft_seconds holds (50, 90, 95 or 99), taken from the queueing model
    // of the prefill queue (ServingQueue.h: M/D/c with Poisson arrivals, Erlang C and the Allen-Cunneen
    // approximation); 0 = the target is on the mean TTFT.
    int targetTtftPercentile = 0;
};

// Where the plan's data may go (issue 31: residency is part of the plan, the same answer in the wizard, the search,
// the workspace and the proposal). Schema version 2, "residency": written only when set.
struct DataResidency {
    bool indiaOnly = false;           // the data must stay in India: only offers hosted in India are priced or picked
    bool personalDataInIndia = false; // personal data of people in India: the DPDP Act 2023 applies
    bool any() const { return indiaOnly || personalDataInIndia; }
    bool operator==(const DataResidency&) const = default;
};

struct ParallelSettings {
    ZeroStage zero = ZeroStage::Zero0;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int pipelineMicroBatches = 1; // per step; the 1F1B bubble is (p-1)/m
    bool cpuOffloadOptimizer = false;
    // Schema version 2:
    int virtualStages = 1;         // v model chunks per pipeline rank (interleaved 1F1B): bubble (p-1)/(v m)
    bool sequenceParallel = false; // Korthikanti et al. 2022: replicated activations divided by t
    // Tensor-parallel communication overlapped with the layer GEMMs (Transformer Engine userbuffers, Megatron-Core /
    // NeMo tp_comm_overlap): exposed only where it exceeds the compute (TrainingTimeEstimator::stepTimes).
    bool tpCommOverlap = false;
    // Pipeline point-to-point traffic overlapped with the next chunk's compute (Megatron-Core overlap_p2p_comm, which
    // only the interleaved schedule supports; NeMo sets it for p > 1 and v > 1): exposed only where it exceeds the
    // compute (TrainingTimeEstimator::stepTimes).
    bool ppCommOverlap = false;
    // Parameter offload (ZeRO-3 offload_param, FSDP CPUOffload(offload_params=True)): the 16-bit weights and their
    // gradients live in CPU memory; the GPU holds the layers being gathered for compute. Needs ZeRO stage 3.
    bool offloadParameters = false;
    // Context parallelism (Megatron-Core context_parallel_size): c GPUs share each sequence, every rank holding
    // s/c of its tokens in every layer; the GPUs split t x c x p x d (Megatron-Core's context parallel guide:
    // "the total number of GPUs equals TPxCPxPPxDP"). Attention exchanges K and V around a ring of the c ranks.
    int contextParallel = 1;
};

struct HardwareSettings {
    std::string gpuKey; // catalog GPU
    int gpusPerNode = 8;
    int nodes = 1;
    std::string intraNodeLinkKey;      // catalog link; empty = from the GPU's interconnect
    std::string interNodeLinkKey;      // catalog link; empty = none (single node)
    std::optional<double> mfuOverride; // 0 < mfu <= 1; empty = published default
};

struct PricingSettings {
    std::vector<std::string> offerKeys; // catalog offers to price with
    std::string currency = "USD";
    std::string tier = "on_demand"; // tier of the headline price (OfferTerms::pricingTiers)
};

struct Overheads {
    Framework framework = Framework::Unspecified;   // schema version 2: whose defaults apply (FrameworkDefaults)
    std::optional<double> cudaContextGb;            // CUDA context + framework per GPU; empty = the framework's default
    std::optional<double> allocatorReserveFraction; // allocator's share over allocated; empty = the default
};

struct Scenario {
    static constexpr int kSchemaVersion = 2; // ScenarioJson reads 1 and 2 (docs/scenario-schema.md)
    std::string name;
    ModelChoice model;
    Task task = Task::FullFineTune;
    TrainingSettings training;
    InferenceSettings inference;
    ParallelSettings parallel;
    HardwareSettings hardware;
    PricingSettings pricing;
    Overheads overheads;
    DataResidency residency;

    int totalGpus() const { return hardware.gpusPerNode * hardware.nodes; }
    // c as the engine runs it: parallel.context_parallel for training, 1 for serving (the validator warns).
    int contextParallel() const { return task != Task::Inference ? std::max(1, parallel.contextParallel) : 1; }
    // d = GPUs / (t p c), at least 1 (Megatron-Core: data parallel = world / (TP x PP x CP)).
    int dataParallel() const
    {
        const long long split = static_cast<long long>(std::max(1, parallel.tensorParallel)) *
                                std::max(1, parallel.pipelineParallel) * contextParallel();
        return static_cast<int>(std::max(1LL, totalGpus() / split));
    }
    bool isTraining() const { return task != Task::Inference; }
};

} // namespace gp
