// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// ScenarioValidator against the shipped catalog: each bad setting is refused with the JSON path of the field
// and a reason; plausible-but-risky settings are warnings, not errors.
#include "VramTestCatalog.h"
#include "VramTestModels.h"
#include "planning/ScenarioValidator.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>

using namespace gp;

namespace {
struct Case {
    const char* name;
    std::function<void(Scenario&)> change;
    const char* field;
    const char* says;
};

// Llama 2 7B full fine-tune on 8x A100 80GB: valid against the shipped catalog.
Scenario base()
{
    Scenario s;
    s.name = "base";
    s.task = Task::FullFineTune;
    s.model.catalogKey = "llama-2-7b";
    s.training.microBatch = 1;
    s.training.globalBatch = 64;
    s.training.sequenceLength = 4096;
    s.training.tokens = 1e9;
    s.hardware.gpuKey = "nvidia-a100-80gb-sxm";
    s.hardware.gpusPerNode = 8;
    s.hardware.nodes = 1;
    s.hardware.intraNodeLinkKey = "nvlink3";
    return s;
}

ModelArchitecture customModel()
{
    ModelArchitecture m;
    m.parameters = 1e9;
    m.activeParameters = 1e9;
    m.layers = 16;
    m.hiddenSize = 2048;
    m.attentionHeads = 16;
    m.kvHeads = 4;
    m.headDim = 128;
    m.ffnSize = 8192;
    m.vocabSize = 32000;
    m.contextLength = 4096;
    return m;
}

// examples/t5-base-finetune.json's model on base()'s 8 GPUs: google-t5/t5-base (VramTestModels::t5Base), 128 target
// and 512 source tokens. Valid as it stands (encoderDecoderIsValid); each row below changes one setting the
// encoder-decoder estimate does not model.
void makeT5(Scenario& s)
{
    s.model.catalogKey.clear();
    s.model.custom = VramTestModels::t5Base();
    s.training.sequenceLength = 128;
    s.training.encoderSequenceLength = 512;
}

// base() with its fine-tune's samples packed, `sampleTokens` each (training.packed_sample_tokens).
Scenario packedFineTune(int sampleTokens)
{
    Scenario s = base();
    s.training.packedSequences = true;
    s.training.packedSampleTokens = sampleTokens;
    return s;
}

const double nan = std::numeric_limits<double>::quiet_NaN();
const double inf = std::numeric_limits<double>::infinity();

const std::vector<Case>& cases()
{
    static const std::vector<Case> all = {
        {"micro_batch 0", [](Scenario& s) { s.training.microBatch = 0; }, "training.micro_batch",
         "Micro-batch must be between 1 and 1,048,576 sequences, got 0"},
        {"global_batch negative", [](Scenario& s) { s.training.globalBatch = -8; }, "training.global_batch",
         "Global batch must be between 1 and 16,777,216 sequences, got -8"},
        {"global batch not a multiple of micro x data parallel",
         [](Scenario& s) {
             s.training.microBatch = 2;
             s.training.globalBatch = 24;
         },
         "training.global_batch", "2 x 8 data-parallel"},
        {"sequence_length 0", [](Scenario& s) { s.training.sequenceLength = 0; }, "training.sequence_length",
         "Sequence length must be between 1 and 10,000,000 tokens, got 0"},
        {"sequence_length 20M", [](Scenario& s) { s.training.sequenceLength = 20'000'000; }, "training.sequence_length",
         "got 20,000,000 (no released model serves more than a few million tokens of context)"},
        // Schema version 2 inputs. Llama 2 7B has 32 layers; base() is 8 GPUs, t 1, p 1.
        {"virtual_stages 0", [](Scenario& s) { s.parallel.virtualStages = 0; }, "parallel.virtual_stages",
         "Virtual pipeline stages must be between 1 and 1,024, got 0"},
        {"virtual stages without a pipeline", [](Scenario& s) { s.parallel.virtualStages = 2; },
         "parallel.virtual_stages", "pipeline_parallel to 2"},
        {"virtual stages beyond the layers",
         [](Scenario& s) {
             s.parallel.pipelineParallel = 4;
             s.training.globalBatch = 64;
             s.parallel.virtualStages = 9; // 4 x 9 = 36 > 32
         },
         "parallel.virtual_stages", "at least one layer"},
        {"pipeline overlap without interleaving",
         [](Scenario& s) {
             s.parallel.pipelineParallel = 4;
             s.training.globalBatch = 64;
             s.parallel.ppCommOverlap = true; // virtual_stages 1: Megatron-Core's plain 1F1B refuses it
         },
         "parallel.pp_comm_overlap", "virtual_stages above 1"},
        // Encoder-decoder models (schema v2, issue 8): ranges, then every combination the estimate does not model.
        {"encoder_layers negative",
         [](Scenario& s) {
             makeT5(s);
             s.model.custom->encoderLayers = -1;
         },
         "model.custom.encoder_layers", "Encoder layers must be between 0 and 1,000 layers, got -1"},
        {"encoder_sequence_length negative",
         [](Scenario& s) {
             makeT5(s);
             s.training.encoderSequenceLength = -1;
         },
         "training.encoder_sequence_length", "Encoder sequence length must be between 0 and 10,000,000 tokens, got -1"},
        {"encoder-decoder serving",
         [](Scenario& s) {
             makeT5(s);
             s.task = Task::Inference;
         },
         "task", "serving is not modelled for an encoder-decoder model (model.custom.encoder_layers 12)"},
        {"encoder-decoder qlora",
         [](Scenario& s) {
             makeT5(s);
             s.task = Task::QLoRA;
         },
         "task", "qlora is not modelled for an encoder-decoder model"},
        {"encoder-decoder pipeline",
         [](Scenario& s) {
             makeT5(s);
             s.parallel.pipelineParallel = 2;
         },
         "parallel.pipeline_parallel", "pipeline parallelism is not modelled for an encoder-decoder model"},
        {"encoder-decoder context parallel",
         [](Scenario& s) {
             makeT5(s);
             s.parallel.contextParallel = 2;
         },
         "parallel.context_parallel", "context parallelism is not modelled for an encoder-decoder model"},
        {"encoder-decoder experts",
         [](Scenario& s) {
             makeT5(s);
             s.model.custom->experts = 8;
             s.model.custom->activeExperts = 1;
         },
         "model.custom.experts", "a mixture of experts is not modelled for an encoder-decoder model"},
        {"encoder-decoder selective_op",
         [](Scenario& s) {
             makeT5(s);
             s.training.recompute = Recompute::SelectiveOp;
         },
         "training.recompute", "selective_op is not modelled for an encoder-decoder model"},
        {"encoder-decoder activation offloading",
         [](Scenario& s) {
             makeT5(s);
             s.training.activationOffloading = true;
         },
         "training.activation_offloading", "activation offloading is not modelled for an encoder-decoder model"},
        {"encoder-decoder packed samples",
         [](Scenario& s) {
             makeT5(s);
             s.training.packedSequences = true;
             s.training.packedSampleTokens = 64;
         },
         "training.packed_sample_tokens", "per-sample attention in a pack is not modelled for an encoder-decoder"},
        {"packed sample longer than the pack", [](Scenario& s) { s = packedFineTune(4097); },
         "training.packed_sample_tokens",
         "4097 tokens per sample do not fit a packed sequence of 4096: at most sequence_length"},
        {"packed sample negative", [](Scenario& s) { s = packedFineTune(-1); }, "training.packed_sample_tokens",
         "Tokens per packed sample must be between 0 and 10,000,000 tokens, got -1"},
        {"packed samples with context parallelism",
         [](Scenario& s) {
             s = packedFineTune(220);
             s.parallel.contextParallel = 2;
         },
         "training.packed_sample_tokens", "per-sample attention with context parallelism is not modelled"},
        {"encoder-decoder classification head",
         [](Scenario& s) {
             makeT5(s);
             s.training.head = OutputHead::SequenceClassification;
         },
         "training.head", "sequence_classification is not modelled for an encoder-decoder model"},
        // t 4 divides the 12 heads and s 128, not s_enc 510.
        {"encoder-decoder sequence parallel over s_enc",
         [](Scenario& s) {
             makeT5(s);
             s.training.encoderSequenceLength = 510;
             s.parallel.tensorParallel = 4;
             s.parallel.sequenceParallel = true;
         },
         "parallel.sequence_parallel",
         "splits the encoder's sequence over the 4 tensor-parallel ranks: encoder_sequence_length 510 is not a "
         "multiple of 4"},
        // Context parallelism (schema v2): base() is 8 GPUs, t 1, p 1, s 4096.
        {"context_parallel 0", [](Scenario& s) { s.parallel.contextParallel = 0; }, "parallel.context_parallel",
         "Context parallel must be between 1 and 1,024 GPUs, got 0"},
        {"t x p x c does not divide the GPUs",
         [](Scenario& s) {
             s.parallel.contextParallel = 3;
             s.training.sequenceLength = 4098; // a multiple of 2 x 3: only the GPU count is wrong
         },
         "parallel.context_parallel", "tensor x pipeline x context = 1 x 1 x 3 does not divide the 8 GPUs"},
        // Megatron-Core's load-balanced split cuts each sequence into 2c chunks: 4100 is not a multiple of 8.
        {"sequence not a multiple of 2 c",
         [](Scenario& s) {
             s.parallel.contextParallel = 4;
             s.training.sequenceLength = 4100;
         },
         "parallel.context_parallel",
         "4 context-parallel ranks cut each sequence into 2 x 4 chunks (Megatron-Core's load-balanced causal split): "
         "sequence_length 4100 is not a multiple of 8"},
        // With sequence parallelism each context-parallel rank's s/c is split by t: 4104 = 2 x 2052 is a multiple
        // of 2c = 4 but not of t c = 8.
        {"sequence parallel within context parallel",
         [](Scenario& s) {
             s.parallel.contextParallel = 2;
             s.parallel.tensorParallel = 4;
             s.parallel.sequenceParallel = true;
             s.training.sequenceLength = 4100;
         },
         "parallel.sequence_parallel",
         "splits the sequence over the 4 tensor-parallel ranks of each of the 2 context-parallel ranks: "
         "sequence_length 4100 is not a multiple of 8"},
        // d = 8 / (1 x 1 x 2) = 4: global 6 over micro 1 x 4 is not whole.
        {"global batch over d = N / (t p c)",
         [](Scenario& s) {
             s.parallel.contextParallel = 2;
             s.training.globalBatch = 6;
         },
         "training.global_batch", "micro-batch 1 x 4 data-parallel groups"},
        {"sequence parallel over a sequence t does not divide",
         [](Scenario& s) {
             s.parallel.tensorParallel = 8;
             s.training.globalBatch = 8;
             s.parallel.sequenceParallel = true;
             s.training.sequenceLength = 4100;
         },
         "parallel.sequence_parallel", "not a multiple of 8"},
        {"num_labels 0",
         [](Scenario& s) {
             s.training.head = OutputHead::SequenceClassification;
             s.training.numLabels = 0;
         },
         "training.num_labels", "Labels must be between 1 and 1,000,000 labels, got 0"},
        // A custom model whose stated count is smaller than the LM head a classification head removes: 1e6
        // parameters, V h = 32,000 x 2,048 = 65,536,000.
        // base(): global 64 over micro 1 x data parallel 8 = 8 accumulation steps; torchtune refuses
        // optimizer_in_bwd with gradient accumulation.
        {"optimizer in backward with gradient accumulation", [](Scenario& s) { s.training.optimizerInBackward = true; },
         "training.optimizer_in_backward", "cannot accumulate gradients"},
        // DeepSpeed accepts offload_param only at ZeRO stage 3; base() runs ZeRO 0.
        {"parameter offload without ZeRO-3", [](Scenario& s) { s.parallel.offloadParameters = true; },
         "parallel.offload_parameters", "set zero_stage to 3"},
        {"tokens NaN", [](Scenario& s) { s.training.tokens = nan; }, "training.tokens", "finite"},
        {"tokens infinite", [](Scenario& s) { s.training.tokens = inf; }, "training.tokens", "finite"},
        {"tokens negative", [](Scenario& s) { s.training.tokens = -1; }, "training.tokens",
         "Tokens to train must be between 0 and 1e15 tokens, got -1"},
        {"no tokens at all", [](Scenario& s) { s.training.tokens = 0; }, "training.tokens", "set tokens"},
        // The bound the .gpuplan fuzz test called for: 1e308 tokens made every time and cost infinite.
        {"tokens above 1e15", [](Scenario& s) { s.training.tokens = 2e15; }, "training.tokens",
         "Tokens to train must be between 0 and 1e15 tokens, got 2e15"},
        {"dataset x epochs above 1e15",
         [](Scenario& s) {
             s.training.tokens = 0;
             s.training.datasetTokens = 2e13; // each below its own bound (1e15 tokens, 1,000 epochs)
             s.training.epochs = 100;
         },
         "training.dataset_tokens", "1e15"},
        {"epochs 0",
         [](Scenario& s) {
             s.training.tokens = 0;
             s.training.datasetTokens = 1e8;
             s.training.epochs = 0;
         },
         "training.epochs", "Epochs must be between 0.01 and 1,000, got 0"},
        {"LoRA rank 0",
         [](Scenario& s) {
             s.task = Task::LoRA;
             s.training.loraRank = 0;
         },
         "training.lora_rank", "Rank must be between 1 and 4,096, got 0"},
        {"LoRA rank above hidden",
         [](Scenario& s) {
             // Within the rank's range (at most 4,096), above this model's hidden size of 2,048.
             s.task = Task::QLoRA;
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.training.loraRank = 4096;
         },
         "training.lora_rank", "rank 4096 exceeds the hidden size 2048"},
        {"LoRA unknown target",
         [](Scenario& s) {
             s.task = Task::LoRA;
             s.training.loraTargets = {"q", "qkv"};
         },
         "training.lora_targets[1]", "unknown target"},
        {"LoRA target twice",
         [](Scenario& s) {
             s.task = Task::LoRA;
             s.training.loraTargets = {"q", "v", "q"};
         },
         "training.lora_targets[2]", "twice"},
        {"LoRA no targets",
         [](Scenario& s) {
             s.task = Task::LoRA;
             s.training.loraTargets.clear();
         },
         "training.lora_targets", "at least one"},
        {"FP8 on an A100", [](Scenario& s) { s.training.precision = TrainPrecision::FP8; }, "training.precision",
         "FP8"},
        {"tensor parallel does not divide attention heads (40 heads, t 16)",
         [](Scenario& s) {
             s.model.catalogKey = "llama-2-13b";
             s.hardware.gpusPerNode = 16;
             s.parallel.tensorParallel = 16;
         },
         "parallel.tensor_parallel", "40 attention heads"},
        {"tensor parallel does not divide KV heads in training (8 KV heads, t 16)",
         [](Scenario& s) {
             s.model.catalogKey = "llama-3-8b";
             s.hardware.gpusPerNode = 16;
             s.parallel.tensorParallel = 16;
         },
         "parallel.tensor_parallel", "8 KV heads"},
        {"tensor parallel does not divide GPUs per node", [](Scenario& s) { s.parallel.tensorParallel = 3; },
         "parallel.tensor_parallel", "GPUs per node"},
        {"tensor parallel 0", [](Scenario& s) { s.parallel.tensorParallel = 0; }, "parallel.tensor_parallel",
         "Tensor parallel must be between 1 and 72 GPUs, got 0"},
        {"t x p does not divide total GPUs",
         [](Scenario& s) {
             s.hardware.nodes = 3;
             s.hardware.interNodeLinkKey = "ib-ndr";
             s.parallel.tensorParallel = 8;
             s.parallel.pipelineParallel = 2;
         },
         "parallel.pipeline_parallel", "does not divide the 24 GPUs"},
        {"more pipeline stages than layers",
         [](Scenario& s) {
             s.hardware.nodes = 8;
             s.hardware.interNodeLinkKey = "ib-ndr";
             s.parallel.pipelineParallel = 64;
         },
         "parallel.pipeline_parallel", "32 layers"},
        {"pipeline micro-batches 0", [](Scenario& s) { s.parallel.pipelineMicroBatches = 0; },
         "parallel.pipeline_micro_batches", "Pipeline micro-batches must be between 1 and 1,048,576, got 0"},
        {"GPU not in catalog", [](Scenario& s) { s.hardware.gpuKey = "nvidia-h300"; }, "hardware.gpu_key",
         "nvidia-h300"},
        {"GPU missing", [](Scenario& s) { s.hardware.gpuKey.clear(); }, "hardware.gpu_key", "required"},
        {"model not in catalog", [](Scenario& s) { s.model.catalogKey = "llama-5"; }, "model.catalog_key", "llama-5"},
        {"no model", [](Scenario& s) { s.model.catalogKey.clear(); }, "model", "custom"},
        {"intra-node link not in catalog", [](Scenario& s) { s.hardware.intraNodeLinkKey = "nvlink9"; },
         "hardware.intra_node_link_key", "nvlink9"},
        {"inter-node link not in catalog",
         [](Scenario& s) {
             s.hardware.nodes = 2;
             s.hardware.interNodeLinkKey = "ib-zdr";
         },
         "hardware.inter_node_link_key", "ib-zdr"},
        // The message suggests the network the what-if and the searches would take (CommunicationModel::
        // chooseInterNode): the A100 SXM's reference system's (DGX A100, HDR), else the catalog's slowest (EDR).
        {"multi-node without an inter-node link", [](Scenario& s) { s.hardware.nodes = 2; },
         "hardware.inter_node_link_key",
         "nodes > 1: the network between the nodes (the GPU's reference system uses ib-hdr)"},
        {"multi-node L40S without an inter-node link",
         [](Scenario& s) {
             s.hardware.gpuKey = "nvidia-l40s";
             s.hardware.nodes = 2;
         },
         "hardware.inter_node_link_key", "(e.g. ib-edr, which the what-if and the searches take"},
        {"gpus_per_node 0", [](Scenario& s) { s.hardware.gpusPerNode = 0; }, "hardware.gpus_per_node",
         "GPUs per node must be between 1 and 72 GPUs, got 0"},
        {"gpus_per_node 73", [](Scenario& s) { s.hardware.gpusPerNode = 73; }, "hardware.gpus_per_node",
         "got 73 (GB200 NVL72 is the largest single NVLink domain sold)"},
        {"nodes 0", [](Scenario& s) { s.hardware.nodes = 0; }, "hardware.nodes",
         "Nodes must be between 1 and 100,000 nodes, got 0"},
        {"mfu 0", [](Scenario& s) { s.hardware.mfuOverride = 0.0; }, "hardware.mfu_override",
         "MFU override must be above 0 and at most 1, got 0"},
        {"mfu 1.5", [](Scenario& s) { s.hardware.mfuOverride = 1.5; }, "hardware.mfu_override",
         "MFU override must be above 0 and at most 1, got 1.5"},
        {"mfu NaN", [](Scenario& s) { s.hardware.mfuOverride = nan; }, "hardware.mfu_override", "NaN"},
        {"offer not in catalog", [](Scenario& s) { s.pricing.offerKeys = {"no-such-offer"}; }, "pricing.offer_keys[0]",
         "no-such-offer"},
        {"currency without a rate", [](Scenario& s) { s.pricing.currency = "XYZ"; }, "pricing.currency", "XYZ"},
        {"CUDA context negative", [](Scenario& s) { s.overheads.cudaContextGb = -0.5; }, "overheads.cuda_context_gb",
         "CUDA context must be between 0 and 16 GB, got -0.5"},
        {"allocator reserve 1.5", [](Scenario& s) { s.overheads.allocatorReserveFraction = 1.5; },
         "overheads.allocator_reserve_fraction", "Allocator reserve must be between 0 and 0.9, got 1.5"},
        {"allocator reserve infinite", [](Scenario& s) { s.overheads.allocatorReserveFraction = inf; },
         "overheads.allocator_reserve_fraction", "finite"},
        {"inference: compute efficiency 0",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.computeEfficiency = 0.0;
         },
         "inference.compute_efficiency", "Compute efficiency must be above 0 and at most 1, got 0"},
        {"inference: compute efficiency 1.2",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.computeEfficiency = 1.2;
         },
         "inference.compute_efficiency", "Compute efficiency must be above 0 and at most 1, got 1.2"},
        {"inference: GPU memory utilisation NaN",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.gpuMemoryUtilization = nan;
         },
         "inference.gpu_memory_utilization", "GPU memory utilisation must be a finite number, got NaN"},
        {"inference: GPU memory utilisation 1.5",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.gpuMemoryUtilization = 1.5;
         },
         "inference.gpu_memory_utilization", "GPU memory utilisation must be above 0 and at most 1, got 1.5"},
        {"inference: negative prefill overhead",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.prefillLayerOverheadMs = -0.1;
         },
         "inference.prefill_layer_overhead_ms", "Prefill overhead per layer must be between 0 and 100 ms, got -0.1"},
        {"inference: zero concurrent sequences",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.concurrentSequences = 0;
         },
         "inference.concurrent_sequences", "Concurrent sequences must be between 1 and 1,048,576 sequences, got 0"},
        {"inference: zero output tokens",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.outputTokens = 0;
         },
         "inference.output_tokens", "Output must be between 1 and 10,000,000 tokens, got 0"},
        {"inference: context above 10M",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.promptTokens = 9'999'999;
             s.inference.outputTokens = 10;
         },
         "inference.prompt_tokens", "10 million"},
        {"inference: negative target",
         [](Scenario& s) {
             s.task = Task::Inference;
             s.inference.targetRequestsPerSecond = -1;
         },
         "inference.target_requests_per_second",
         "Target throughput must be between 0 and 10,000,000 requests/s, got -1"},
        {"custom model: parameters NaN",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->parameters = nan;
         },
         "model.custom.parameters", "finite"},
        {"custom model: above 1e14 parameters",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->parameters = 1e300;
         },
         "model.custom.parameters", "Parameters must be above 0 and at most 1e14 parameters, got 1e300 (100 trillion"},
        {"custom model: zero layers",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->layers = 0;
         },
         "model.custom.layers", "Layers must be between 1 and 1,000, got 0"},
        {"custom model: KV heads do not divide heads",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->kvHeads = 5;
         },
         "model.custom.kv_heads", "do not divide"},
        {"custom model: active above total",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->activeParameters = 2e9;
         },
         "model.custom.active_parameters", "exceed"},
        // 32,000 x 2,048 = 65,536,000: a tied model of 60 M has no room for its 16 layers, and a classification
        // head (which drops the tied matrix's matmul) would leave 6 P below zero.
        {"custom model: tied, parameters below its one embedding matrix",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->tiedEmbeddings = true;
             s.model.custom->parameters = 60e6;
             s.model.custom->activeParameters = 60e6;
             s.training.head = OutputHead::SequenceClassification;
         },
         "model.custom.parameters", "vocab_size x hidden_size (tied, one matrix) is already 65,536,000"},
        // Untied: the input embedding and the LM head, 2 x 65,536,000 = 131,072,000.
        {"custom model: untied, parameters below its two embedding matrices",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->parameters = 100e6;
             s.model.custom->activeParameters = 100e6;
         },
         "model.custom.parameters", "x 2 (input embedding and LM head, untied) is already 131,072,000"},
        // A mixture of experts with 0.5 B active parameters below its 2 x 256,000 x 4,096 = 2,097,152,000 untied
        // embeddings: refused, not timed as dense (activeParameters falls back to the total at 0 or below).
        {"custom model: active parameters below the embeddings",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->parameters = 10e9;
             s.model.custom->activeParameters = 0.5e9;
             s.model.custom->vocabSize = 256000;
             s.model.custom->hiddenSize = 4096;
             s.model.custom->attentionHeads = 32;
             s.model.custom->kvHeads = 8;
             s.model.custom->experts = 8;
             s.model.custom->activeExperts = 2;
         },
         "model.custom.active_parameters", "the embeddings, which are already 2,097,152,000"},
        {"custom model: more active experts than experts",
         [](Scenario& s) {
             s.model.catalogKey.clear();
             s.model.custom = customModel();
             s.model.custom->experts = 8;
             s.model.custom->activeExperts = 9;
         },
         "model.custom.active_experts", "between 0 and experts"},
    };
    return all;
}

bool has(const std::vector<FieldError>& list, const std::string& field, const QString& says)
{
    for (const auto& e : list)
        if (e.field == field && QString::fromStdString(e.message).contains(says))
            return true;
    return false;
}

QString describe(const std::vector<FieldError>& errors)
{
    QStringList out;
    for (const auto& e : errors)
        out << QString::fromStdString(e.field + ": " + e.message);
    return out.join("; ");
}
} // namespace

class TestScenarioValidator : public QObject {
    Q_OBJECT
    CatalogSnapshot catalog_;

private Q_SLOTS:
    void initTestCase()
    {
        catalog_ = VramTestCatalog::shipped();
        QVERIFY(catalog_.model("llama-2-7b") && catalog_.gpu("nvidia-a100-80gb-sxm") && catalog_.link("ib-ndr"));
    }

    void baseIsValid()
    {
        const auto errors = ScenarioValidator::validate(base(), catalog_);
        QVERIFY2(errors.empty(), qPrintable(describe(errors)));
        QVERIFY(ScenarioValidator::warnings(base(), catalog_).empty());
        // The optimizer step in backward with one step per batch (global 8 = micro 1 x data parallel 8) is valid.
        Scenario inBackward = base();
        inBackward.training.optimizerInBackward = true;
        inBackward.training.globalBatch = 8;
        QVERIFY2(ScenarioValidator::validate(inBackward, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(inBackward, catalog_))));
    }

    void rejects_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::newRow(cases()[i].name) << static_cast<int>(i);
    }
    void rejects()
    {
        QFETCH(int, index);
        const Case& c = cases()[static_cast<std::size_t>(index)];
        Scenario s = base();
        c.change(s);
        const auto errors = ScenarioValidator::validate(s, catalog_);
        QVERIFY2(has(errors, c.field, QString::fromUtf8(c.says)), qPrintable(describe(errors)));
    }

    // The encoder-decoder base of the rows above is valid, with sequence parallelism over t 4 too (4 divides 128 and
    // 512); its given parameters equal the shape's count (no warning), 9% away is still quiet and 11% warns,
    // naming model.custom.parameters; s_enc on a decoder-only model is ignored with a warning.
    void encoderDecoderIsValid()
    {
        Scenario s = base();
        makeT5(s);
        QVERIFY2(ScenarioValidator::validate(s, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(s, catalog_))));
        s.parallel.tensorParallel = 4;
        s.parallel.sequenceParallel = true;
        QVERIFY2(ScenarioValidator::validate(s, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(s, catalog_))));
        QVERIFY(!has(ScenarioValidator::warnings(s, catalog_), "model.custom.parameters", ""));
        s.model.custom->parameters = s.model.custom->activeParameters = 222903552.0 * 1.09;
        QVERIFY(!has(ScenarioValidator::warnings(s, catalog_), "model.custom.parameters", ""));
        s.model.custom->parameters = s.model.custom->activeParameters = 222903552.0 * 1.11;
        QVERIFY2(has(ScenarioValidator::warnings(s, catalog_), "model.custom.parameters",
                     "the encoder-decoder shape counts 222,903,552 (11% apart; more than 10%)"),
                 qPrintable(describe(ScenarioValidator::warnings(s, catalog_))));
        Scenario decoderOnly = base();
        decoderOnly.training.encoderSequenceLength = 512;
        QVERIFY(has(ScenarioValidator::warnings(decoderOnly, catalog_), "training.encoder_sequence_length", "ignored"));
        QVERIFY(!has(ScenarioValidator::warnings(s, catalog_), "training.encoder_sequence_length", ""));
    }

    // Inference engines replicate KV heads when t exceeds them (vLLM): t 16 over 8 KV heads is not an error
    // for inference, while training refuses it (row above).
    void inferenceMayReplicateKvHeads()
    {
        Scenario s = base();
        s.task = Task::Inference;
        s.model.catalogKey = "llama-3-8b";
        s.hardware.gpusPerNode = 16;
        s.parallel.tensorParallel = 16;
        QVERIFY2(ScenarioValidator::validate(s, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(s, catalog_))));
    }

    void emptyOffersWhenPricingIsAsked()
    {
        Scenario s = base();
        QVERIFY(ScenarioValidator::validate(s, catalog_).empty());
        QVERIFY(has(ScenarioValidator::validate(s, catalog_, {.pricingRequested = true}), "pricing.offer_keys",
                    "at least one"));
    }

    // Beyond the model's trained context is a warning (RoPE scaling and long-context fine-tuning do it on
    // purpose); beyond 10M tokens is an error (row above).
    void longerThanTrainedContextWarns()
    {
        Scenario s = base();
        s.training.sequenceLength = 8192; // Llama 2: 4096
        QVERIFY(ScenarioValidator::validate(s, catalog_).empty());
        QVERIFY(has(ScenarioValidator::warnings(s, catalog_), "training.sequence_length", "4096"));
        s.task = Task::Inference;
        s.inference.promptTokens = 4000;
        s.inference.outputTokens = 200;
        QVERIFY(has(ScenarioValidator::warnings(s, catalog_), "inference.prompt_tokens", "4200"));
    }

    void otherWarnings()
    {
        Scenario s = base();
        s.pricing.offerKeys = {"coreweave-h100-sxm-on-demand"}; // an H100 price for an A100 plan
        QVERIFY(ScenarioValidator::validate(s, catalog_).empty());
        QVERIFY(has(ScenarioValidator::warnings(s, catalog_), "pricing.offer_keys[0]", "nvidia-h100-sxm"));
        Scenario one = base();
        one.hardware.gpusPerNode = 1;
        one.training.globalBatch = 8;
        one.parallel.zero = ZeroStage::Zero3;
        QVERIFY(has(ScenarioValidator::warnings(one, catalog_), "parallel.zero_stage", "no saving"));
    }

    // Schema version 2 inputs that run but may not do what was meant: warnings.
    void versionTwoWarnings()
    {
        Scenario s = base();
        s.parallel.sequenceParallel = true; // t = 1
        QVERIFY(ScenarioValidator::validate(s, catalog_).empty());
        QVERIFY(has(ScenarioValidator::warnings(s, catalog_), "parallel.sequence_parallel", "no saving"));
        Scenario v = base();
        v.parallel.pipelineParallel = 4; // d = 2, global 64, micro 1: m = 32 micro-batches, a multiple of 4
        v.parallel.virtualStages = 8;    // 32 layers = 4 x 8
        QVERIFY2(ScenarioValidator::validate(v, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(v, catalog_))));
        QVERIFY2(ScenarioValidator::warnings(v, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::warnings(v, catalog_))));
        v.parallel.virtualStages = 3; // 32 layers into 12 chunks: uneven
        QVERIFY(has(ScenarioValidator::warnings(v, catalog_), "parallel.virtual_stages", "evenly"));
        v.parallel.virtualStages = 2;
        v.parallel.pipelineMicroBatches = 6; // 6 is not a multiple of 4 (Narayanan et al. 2021, sec. 2.2.2)
        QVERIFY(has(ScenarioValidator::warnings(v, catalog_), "parallel.virtual_stages", "multiple of the pipeline"));
        // Packed samples of 220 tokens in 4,096-token packs: valid, quiet; the span without packing is ignored, said.
        Scenario packed = packedFineTune(220);
        QVERIFY2(ScenarioValidator::validate(packed, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(packed, catalog_))));
        QVERIFY(ScenarioValidator::warnings(packed, catalog_).empty());
        packed.training.packedSequences = false;
        QVERIFY(has(ScenarioValidator::warnings(packed, catalog_), "training.packed_sample_tokens",
                    "read only with training.packed_sequences true"));
        // Where the span is not read it is never refused, only said: longer than the sequence without packing, and
        // pre-training (which packs no samples) with context parallelism.
        packed.training.packedSampleTokens = 5000;
        QVERIFY2(ScenarioValidator::validate(packed, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(packed, catalog_))));
        Scenario pretrain = packedFineTune(220);
        pretrain.task = Task::PreTrain;
        pretrain.parallel.contextParallel = 2;
        QVERIFY2(ScenarioValidator::validate(pretrain, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(pretrain, catalog_))));
        QVERIFY(has(ScenarioValidator::warnings(pretrain, catalog_), "training.packed_sample_tokens",
                    "read only for fine-tuning"));
        // Per-sample attention without fused kernels: a warning naming the scores memory.
        Scenario unfused = packedFineTune(220);
        unfused.training.flashAttention = false;
        QVERIFY(has(ScenarioValidator::warnings(unfused, catalog_), "training.packed_sample_tokens",
                    "with flash_attention off"));
        Scenario pure = base();
        pure.training.precision = TrainPrecision::PureBF16;
        QVERIFY(ScenarioValidator::validate(pure, catalog_).empty());
        pure.parallel.tensorParallel = 8;
        pure.parallel.sequenceParallel = true; // 4096 tokens over 8 ranks: fine
        QVERIFY(ScenarioValidator::validate(pure, catalog_).empty());
        // Context parallelism: t 2 x c 4 on 8 GPUs, 4096 = 512 x 8 a multiple of 2c and of t c; valid, no warning.
        Scenario cp = base();
        cp.parallel.tensorParallel = 2;
        cp.parallel.contextParallel = 4;
        cp.parallel.sequenceParallel = true;
        QVERIFY2(ScenarioValidator::validate(cp, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(cp, catalog_))));
        QVERIFY2(ScenarioValidator::warnings(cp, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::warnings(cp, catalog_))));
        // ZeRO over d x c: with d = 1 but c = 8 the optimizer is still sharded 8 ways, so no "no saving" warning.
        Scenario sharded = base();
        sharded.parallel.contextParallel = 8;
        sharded.training.globalBatch = 8;
        sharded.parallel.zero = ZeroStage::Zero1;
        QVERIFY(!has(ScenarioValidator::warnings(sharded, catalog_), "parallel.zero_stage", "no saving"));
        // t 8 x c 2 on two 8-GPU nodes: the ring crosses nodes, said as a warning.
        Scenario across = base();
        across.hardware.nodes = 2;
        across.hardware.interNodeLinkKey = "ib-ndr";
        across.parallel.tensorParallel = 8;
        across.parallel.contextParallel = 2;
        QVERIFY2(ScenarioValidator::validate(across, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(across, catalog_))));
        QVERIFY(has(ScenarioValidator::warnings(across, catalog_), "parallel.context_parallel",
                    "tensor x context = 16 GPUs exceed the 8 of a node"));
        // Serving splits no sequence: a warning (as sequence_parallel), the layout ignores it.
        Scenario serve = base();
        serve.task = Task::Inference;
        serve.parallel.contextParallel = 3; // not even a divisor of the 8 GPUs: never refused, never used
        QVERIFY2(ScenarioValidator::validate(serve, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::validate(serve, catalog_))));
        QVERIFY(
            has(ScenarioValidator::warnings(serve, catalog_), "parallel.context_parallel", "ignored for inference"));
    }

    // training.head: valid for every training task; on an inference scenario a warning naming it; a loss kernel
    // with a classification head (no vocabulary logits) a warning naming the kernel.
    void trainingHeads()
    {
        for (OutputHead head : {OutputHead::SequenceClassification, OutputHead::MaskedLm}) {
            Scenario s = base();
            s.training.head = head;
            QVERIFY2(ScenarioValidator::validate(s, catalog_).empty(),
                     qPrintable(describe(ScenarioValidator::validate(s, catalog_))));
            s.task = Task::Inference;
            QVERIFY(has(ScenarioValidator::warnings(s, catalog_), "training.head", "ignored for inference"));
        }
        Scenario masked = base();
        masked.training.head = OutputHead::MaskedLm;
        QVERIFY(ScenarioValidator::warnings(masked, catalog_).empty());
        // A catalog row that leaves `embeddings` empty counts as untied, and a classification head on it says how it
        // was counted (Llama 2 7B's row with the column emptied: V h = 32,000 x 4,096 = 131,072,000). The shipped
        // row records untied, and a custom model states it: no such warning.
        Scenario classified = base();
        classified.training.head = OutputHead::SequenceClassification;
        QVERIFY2(ScenarioValidator::warnings(classified, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::warnings(classified, catalog_))));
        CatalogSnapshot unrecorded = catalog_;
        for (auto& m : unrecorded.models)
            if (m.key == "llama-2-7b")
                m.tieRecorded = false;
        QVERIFY(has(ScenarioValidator::warnings(classified, unrecorded), "training.head", "131,072,000 parameters"));
        // Llama 3.2 1B's row records tied (config.json tie_word_embeddings true): its classification model keeps the
        // V x h matrix as the embedding and adds the 2,048 x 2 score layer: 1,235,814,400 + 4,096 = 1,235,818,496.
        Scenario tied = base();
        tied.model.catalogKey = "llama-3.2-1b";
        tied.training.head = OutputHead::SequenceClassification;
        QVERIFY(catalog_.model("llama-3.2-1b")->tiedEmbeddings);
        QCOMPARE(ScenarioValidator::resolveModel(tied, catalog_)->parameters, 1235818496.0);
        classified.model.catalogKey.clear();
        classified.model.custom = customModel();
        QVERIFY2(ScenarioValidator::warnings(classified, catalog_).empty(),
                 qPrintable(describe(ScenarioValidator::warnings(classified, catalog_))));
        Scenario s = base();
        s.training.head = OutputHead::SequenceClassification;
        s.training.lossKernel = LossKernel::Chunked;
        QVERIFY(has(ScenarioValidator::warnings(s, catalog_), "training.loss_kernel", "no vocabulary logits"));
        // The architecture the engine runs: Llama 2 7B (6,738,415,616, untied) loses lm_head's 32,000 x 4,096 =
        // 131,072,000 and gains the 4,096 x 2 score layer: 6,607,351,808.
        QCOMPARE(ScenarioValidator::resolveModel(s, catalog_)->parameters, 6607351808.0);
        s.task = Task::Inference;
        QCOMPARE(ScenarioValidator::resolveModel(s, catalog_)->parameters, 6738415616.0);
    }

    // A catalog row is the user's copy and may be edited to any count: the classification head's check still names
    // training.head there. Llama 2 7B's row cut to 1,000,000 parameters loses the 32,000 x 4,096 = 131,072,000 LM
    // head and gains the 4,096 x 2 score layer: 131,063,808 removed, which leaves none. (A custom model this small
    // is refused earlier, on model.custom.parameters: "rejects" above.)
    void classificationHeadOnAnEditedCatalogRow()
    {
        CatalogSnapshot edited = catalog_;
        for (auto& m : edited.models)
            if (m.key == "llama-2-7b")
                m.parameters = m.activeParameters = 1e6;
        Scenario s = base();
        s.training.head = OutputHead::SequenceClassification;
        const auto errors = ScenarioValidator::validate(s, edited);
        QVERIFY2(has(errors, "training.head", "sequence_classification removes the 131,063,808 parameters"),
                 qPrintable(describe(errors)));
        // A tied row edited below its one V x h matrix (Llama 3.2 1B: 128,256 x 2,048 = 262,668,288): the head adds
        // 4,096 parameters, but 6 P would count the matmuls of none (computedParameters <= 0): refused too.
        for (auto& m : edited.models)
            if (m.key == "llama-3.2-1b")
                m.parameters = m.activeParameters = 2e8;
        s.model.catalogKey = "llama-3.2-1b";
        const auto tied = ScenarioValidator::validate(s, edited);
        QVERIFY2(has(tied, "training.head", "leaves the tied V x h matrix an embedding lookup"),
                 qPrintable(describe(tied)));
        // Both rows hold fewer parameters than their embeddings, so the row itself is refused too, with its count.
        QVERIFY2(has(tied, "model.catalog_key",
                     "counts 200,000,000 parameters, no more than its embeddings "
                     "(262,668,288)"),
                 qPrintable(describe(tied)));
        // An MoE-style active count at or below the embeddings (Llama 2 7B untied: 2 x 32,000 x 4,096 =
        // 262,144,000) leaves 6 N no layers: the row is refused for its active_parameters.
        for (auto& m : edited.models)
            if (m.key == "llama-2-7b") {
                m.parameters = 6.74e9;
                m.activeParameters = 2e8;
            }
        Scenario causal = base();
        const auto active = ScenarioValidator::validate(causal, edited);
        QVERIFY2(has(active, "model.catalog_key",
                     "counts 200,000,000 active parameters, no more than its embeddings (262,144,000)"),
                 qPrintable(describe(active)));
    }

    void resolvesCatalogAndCustomModels()
    {
        Scenario s = base();
        QCOMPARE(ScenarioValidator::resolveModel(s, catalog_)->layers, 32);
        s.model.catalogKey.clear();
        s.model.custom = customModel();
        QCOMPARE(ScenarioValidator::resolveModel(s, catalog_)->layers, 16);
        s.model.custom.reset();
        QVERIFY(!ScenarioValidator::resolveModel(s, catalog_));
    }
};

QTEST_GUILESS_MAIN(TestScenarioValidator)
#include "tst_scenariovalidator.moc"
