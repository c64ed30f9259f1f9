// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "MfuDefaults.h"
#include "AsciiLower.h"

#include <algorithm>
#include <cctype>

namespace gp {
namespace {

// What each base value is, and what its source published (issue 8: keep MFU apart from the hardware
// utilisation the time model applies, and count bubble and communication once).
// - Ampere, <= 256 GPUs: hardware utilisation 0.63 = the median HFU (executed FLOPs, recomputation
//   included) of the 34 runs of MPT 1B-30B on 8 x A100 80GB in the MosaicML LLM Foundry benchmark tables
//   (scripts/train/benchmarking/README.md; range 0.53-0.79). Single-node FSDP runs: no pipeline bubble and
//   communication mostly hidden, so the engine adds what its communication model says on top.
// - Hopper, <= 256 GPUs: 0.42 = the median HFU of the 30 runs of MPT 1B-30B on 8 x H100 80GB BF16 in the
//   same tables (range 0.34-0.59), applied the same way.
//   One rate whatever the recomputation. Split by the tables' "Activation Checkpointing" column the medians
//   differ (A100 0.721 with, 0.599 without; H100 0.476 / 0.411), but the checkpointed runs are the larger models
//   at 2-3x the tokens per micro-batch (H100: median about 41K against 20K), which checkpointing made room for;
//   at one configuration Korthikanti et al. 2022 (table 4, one GPT-3 22B layer) measured full recomputation to cost 39%
//   more time, close to the third more FLOPs the engine charges at one rate. A split would make switching recomputation
//   on look nearly free (x 1.11 the time on A100) to a user who keeps the micro-batch.
// - Ampere, > 256 GPUs: 0.45 end-to-end. Published: Narayanan et al. 2021 (Megatron-LM, SC21) 52% of peak
//   (HFU, full recomputation) at 1T parameters on 3,072 A100s; Korthikanti et al. 2022 (Megatron-LM README)
//   56.3% MFU at 1T with data parallel 1; PaLM paper table 3: 30% MFU for MT-NLG 530B in production. 0.45
//   sits between the benchmark runs and the production run; bubble and communication are inside it.
// - Hopper, > 256 GPUs: 0.40 end-to-end. Published: Llama 3 paper (Dubey et al. 2024, table 4) 38-43% BF16
//   MFU on 8K-16K H100s with TP 8 and PP 16 (no activation recomputation): bubble and communication inside.
// - Blackwell: no open end-to-end measurement at the time of writing; assumed Hopper x 0.9 (a younger
//   software stack); the basis text says so.
// - NvidiaGddr (Ampere GA10x and Ada cards: RTX 3090/4090, RTX 6000 Ada, A10, L4, L40S), at every scale: 0.58,
//   the median hardware utilisation of the 6 LoRA runs on 2 x RTX 3090 and 2 x RTX 4090 in Answer.AI's FSDP +
//   QLoRA benchmarks (github.com/AnswerDotAI/fsdp_qlora, benchmarks_03_2024.md, February-March 2024: Llama-2 7B,
//   DDP and FSDP, batch 4-10, dummy full-length 2,048-token samples, gradient checkpointing on; 0.475-0.737).
//   Each row's rate is its tokens/s per GPU (1,024 samples x 2,048 / time / 2) x the executed FLOPs per token
//   of a checkpointed LoRA step (6 P + 16 L s h, P = 6.61e9 matmul parameters) over the dense BF16 peak with
//   FP32 accumulate (RTX 4090 165.2, RTX 3090 71 TFLOPS: NVIDIA's Ada and GA102 whitepapers); their own
//   "2,200 tokens/second" for Mistral 7B checks the reading. LoRA runs at full fine-tuning's rate (kLoraFactor
//   below), so the LoRA median is the base value; the samples are full length, so it is the packed-sequence
//   rate (task factor 1). The same file's 12 QLoRA runs (median 0.64) are left out because QLoRA has its own
//   factor below; they ran no slower than LoRA there (FSDP moved fewer bytes), which that factor's
//   single-GPU source does not see. The runs' PCIe traffic was inside them, but only 2 GPUs deep, so the
//   engine still adds the communication it models. The validation suite's torchtune RTX 4090 case is not
//   among these runs.
// - Other (AMD, Intel, TPU, Volta, Turing): 0.35, the low end of the 0.35-0.55 range the DOMAIN notes give for
//   tuned runs; no published training run of these classes was found.
constexpr double kNvidiaGddr = 0.58;
double baseValue(GpuGeneration g, bool large)
{
    switch (g) {
    case GpuGeneration::Ampere:
        return large ? 0.45 : 0.63;
    case GpuGeneration::Hopper:
        return large ? 0.40 : 0.42;
    case GpuGeneration::Blackwell:
        return (large ? 0.40 : 0.42) * 0.9;
    case GpuGeneration::NvidiaGddr:
        return kNvidiaGddr;
    case GpuGeneration::Other:
        return 0.35;
    }
    return 0.35;
}

const char* publishedText(GpuGeneration g, bool large)
{
    switch (g) {
    case GpuGeneration::Ampere:
        return large ? "end-to-end at scale: HFU 0.52 (Megatron-LM, 1T on 3,072 A100), MFU 0.563 (Megatron-LM, DP 1), "
                       "MFU 0.30 (MT-NLG 530B); default 0.45 between them, bubble and communication included"
                     : "HFU median 0.63 of 34 runs (MPT 1B-30B, 8 x A100 80GB, FSDP; range 0.53-0.79)";
    case GpuGeneration::Hopper:
        return large ? "end-to-end MFU 0.38-0.43 (Llama 3 405B, 8K-16K H100, TP 8, PP 16), bubble and communication "
                       "included"
                     : "HFU median 0.42 of 30 runs (MPT 1B-30B, 8 x H100 80GB BF16, FSDP; range 0.34-0.59)";
    case GpuGeneration::Blackwell:
        return "no published Blackwell run: Hopper's figure x 0.9 (assumption)";
    case GpuGeneration::NvidiaGddr:
        return "hardware utilisation median 0.58 of 6 LoRA runs of Llama-2 7B on 2 x RTX 3090 and 2 x RTX 4090 "
               "(Answer.AI FSDP + QLoRA benchmarks; range 0.475-0.737), full-length samples, checkpointing on; "
               "at every scale a hardware figure, so bubble and communication are added";
    case GpuGeneration::Other:
        return "no run on this class of GPU: 0.35, the low end of tuned runs (assumption); "
               "at every scale a hardware figure, so bubble and communication are added";
    }
    return "";
}

// FP8 runs: their own utilisation of the FP8 dense peak, not a factor on the BF16 rate (issue 8). FP8 training
// means Transformer Engine GEMMs inside a Megatron-Core stack, so the figures are NVIDIA's NeMo performance
// summaries, "Model TFLOP / sec / GPU" of FP8 pre-training (per-tensor current scaling):
// - Hopper: NeMo 24.09 summary, DGX-H100 (docs.nvidia.com/nemo-framework/user-guide/24.09/performance/
//   performance_summary.html). Its rows the validation suite does not hold: GPT3-5B 765, GPT3-20B 750,
//   Nemotron-8B 643, Nemotron-22B 562, Nemotron-340B 686, Llama 3 8B 711, Llama 3 70B 734 TFLOPS on 8-128 GPUs;
//   median 711 = 0.359 of the 1,979 dense peak. (The held rows, GPT3-175B and Llama 2 7B-70B, give 760-888, so
//   the hold-out is on the low side.) At every scale: the table has no hold-out run above 256 GPUs.
// - Blackwell: NeMo 25.02 summary, DGX-B200. Dense models: Llama 3 8B 1,506, Llama 3 70B 1,474, Llama 3 405B
//   1,658, Nemotron-15B 1,387, Nemotron-340B 1,268; median 1,474 = 0.328 of the 4,500 dense peak. Mixtures of
//   experts: Mixtral 8x7B 1,282, Mixtral 8x22B 824; median 1,053 = 0.234. Kept apart because an MoE step also runs
//   the token all-to-all and the experts' grouped GEMMs, which the engine's FLOP count (6 x the active parameters)
//   does not see: one median over both classes (1,387) was a mixture neither class runs at.
// - Hopper MoE: the hold-out rows hold no MoE run; assumed the dense figure x Blackwell's MoE / dense ratio
//   (1,053 / 1,474 = 0.714): 0.257 of the FP8 peak, and the basis says it is an assumption.
// - Ampere has no FP8 tensor cores: the run is timed at the BF16 peak (TrainingTimeEstimator::peakTflops) with
//   the BF16 utilisation.
// - Other (Ada, AMD): no published FP8 training utilisation; assumed 0.75 of the BF16 value (the ratio the
//   engine used before for every generation), and said so.
//   NeMo's model FLOPs (its flops formulas, after Megatron-LM's) count the LM head's 6 V h per token and no input
//   embedding: the engine's N (ModelCounts.h computedParameters), so the rates apply to the same FLOPs.
//   Both are end-to-end: NeMo's "Model TFLOP / sec / GPU" is model FLOPs over the whole step, so the runs' bubble
//   and communication are inside (MfuDefaults::kind). The engine applies them as it applies the other end-to-end
//   figures: nothing added but the bubble in excess of the source's and a floor of compute at the same rate plus the
//   plan's own exposed communication (TrainingTimeEstimator::stepTimes). The source bubble is taken as 0. The 24.09
//   table gives the hold-out rows' layouts: Nemotron-22B (PP 4, VP 10, 16 micro-batches) 3 / 160, Nemotron-340B
//   (PP 8, VP 12, 16) 7 / 192, Llama 3 70B (PP 4, VP 5, 64) 3 / 320, the rest no pipeline; their rates with the
//   bubble taken out (572, 711, 741) leave the median at 711. So every bubble of a plan's layout is charged, which
//   errs slow, never flattering.
constexpr double kFp8HopperUtilisation = 711.0 / 1979.0;
constexpr double kFp8BlackwellUtilisation = 1474.0 / 4500.0;
constexpr double kFp8BlackwellMoeUtilisation = 1053.0 / 4500.0;
constexpr double kFp8MoeToDense = 1053.0 / 1474.0; // Blackwell's rows; applied to Hopper by assumption
constexpr double kFp8OtherFactor = 0.75;

double fp8Value(GpuGeneration g, double bf16Value, bool moe)
{
    switch (g) {
    case GpuGeneration::Hopper:
        return moe ? kFp8HopperUtilisation * kFp8MoeToDense : kFp8HopperUtilisation;
    case GpuGeneration::Blackwell:
        return moe ? kFp8BlackwellMoeUtilisation : kFp8BlackwellUtilisation;
    case GpuGeneration::Ampere:
        return bf16Value;
    case GpuGeneration::NvidiaGddr:
    case GpuGeneration::Other:
        return bf16Value * kFp8OtherFactor;
    }
    return bf16Value * kFp8OtherFactor;
}

// FP32 runs (non-tensor FP32 peak, see TrainingTimeEstimator::peakTflops): large SGEMMs reach ~90% of
// the FP32 vector peak but the whole step is bandwidth-heavier; keep the BF16 table value.
constexpr double kFp32Factor = 1.0;
// Fine-tuning: shorter runs on 1-8 GPUs with variable-length (padded) samples; LLM Foundry's 8-GPU rows
// already describe that scale, so full fine-tuning keeps the table value x 0.9 for padding. Packed sequences
// (training.packed_sequences: NeMo packs its SFT and LoRA inputs to the full length, "the inputs are packed to
// 4096 tokens" in its performance summary) have no padding and keep the pre-training value.
constexpr double kFullFineTuneFactor = 0.9;
// LoRA: the frozen base does the same large matmuls; the adapters add small kernels. NVIDIA NeMo 24.12
// performance summary (H100, FP8, packed 4096-token sequences): Llama 2 7B LoRA 24,824 tokens/s/GPU
// against SFT 16,891 (1.47x), 13B 14,629 against 10,176 (1.44x): about the ratio of their FLOPs per token
// ((4 N + attention) / (6 N + attention); 1/1.49 for 7B with the attention of its packed ~220-token SQuAD samples,
// training.packed_sample_tokens, 1/1.40 if attention spanned the whole 4,096; 13B 1/1.49 too), so LoRA runs at the
// utilisation of full fine-tuning within 2% for 7B and 4% for 13B: x 1.0 (was an unsourced 0.8).
constexpr double kLoraFactor = 1.0;
// QLoRA: NF4 weights are dequantised in every forward and backward matmul. Raschka's LoRA experiments
// ("Practical Tips for Finetuning LLMs Using LoRA", 2023) measured QLoRA 39% slower than LoRA on the same
// model: x 1/1.39 of LoRA.
constexpr double kQloraFactor = 1.0 / 1.39;

double taskFactor(Task task, bool packed)
{
    const double fineTune = packed ? 1.0 : kFullFineTuneFactor;
    switch (task) {
    case Task::PreTrain:
        return 1.0;
    case Task::FullFineTune:
        return fineTune;
    case Task::LoRA:
        return fineTune * kLoraFactor;
    case Task::QLoRA:
        return fineTune * kLoraFactor * kQloraFactor;
    case Task::Inference:
        return 1.0;
    }
    return 1.0;
}

double precisionValue(GpuGeneration g, bool large, TrainPrecision p, bool moe)
{
    const double bf16 = baseValue(g, large);
    switch (p) {
    case TrainPrecision::FP8:
        return fp8Value(g, bf16, moe);
    case TrainPrecision::FP32:
        return bf16 * kFp32Factor;
    case TrainPrecision::MixedBF16:
    case TrainPrecision::PureBF16: // the same BF16 GEMMs; only where the optimizer's states live differs
        return bf16;
    }
    return bf16;
}

const char* generationName(GpuGeneration g)
{
    switch (g) {
    case GpuGeneration::Ampere:
        return "Ampere";
    case GpuGeneration::Hopper:
        return "Hopper";
    case GpuGeneration::Blackwell:
        return "Blackwell";
    case GpuGeneration::NvidiaGddr:
        return "NVIDIA GDDR card";
    case GpuGeneration::Other:
        return "other GPU";
    }
    return "other GPU";
}

} // namespace

GpuGeneration gpuGeneration(const GpuSpec& gpu)
{
    const std::string arch = asciiLower(gpu.architecture);
    const std::string vendor = asciiLower(gpu.vendor);
    if (!vendor.empty() && vendor != "nvidia")
        return GpuGeneration::Other;
    // Only the data-centre parts (HBM, NVLink) match the LLM Foundry / Llama measurements; an Ampere
    // A10 or an RTX card is "other".
    const bool hbm = gpu.memoryBandwidthTBps >= 1.5;
    if (arch.find("blackwell") != std::string::npos && hbm)
        return GpuGeneration::Blackwell;
    if (arch.find("hopper") != std::string::npos && hbm)
        return GpuGeneration::Hopper;
    if (arch.find("ampere") != std::string::npos && hbm)
        return GpuGeneration::Ampere;
    // The GDDR cards of the two generations the Answer.AI runs measured (GA102, AD102) and their siblings.
    if (!hbm && (arch.find("ampere") != std::string::npos || arch.find("ada") != std::string::npos))
        return GpuGeneration::NvidiaGddr;
    return GpuGeneration::Other;
}

double MfuDefaults::value(GpuGeneration g, int totalGpus, Task task, TrainPrecision precision, bool packed,
                          bool mixtureOfExperts)
{
    return precisionValue(g, isLargeScale(totalGpus), precision, mixtureOfExperts) * taskFactor(task, packed);
}

namespace {
bool ownFp8Figure(GpuGeneration g, TrainPrecision precision)
{
    return precision == TrainPrecision::FP8 && (g == GpuGeneration::Hopper || g == GpuGeneration::Blackwell);
}
} // namespace

UtilisationKind MfuDefaults::kind(GpuGeneration generation, int totalGpus, TrainPrecision precision)
{
    // Issue 8: bubble and communication are counted once. NeMo's FP8 figures are end-to-end at 8 GPUs too.
    if (ownFp8Figure(generation, precision))
        return UtilisationKind::EndToEnd;
    // Issue 8: 1,024 L40S came out cheaper than 4 H100 because an end-to-end figure (communication
    // inside) was applied to PCIe cards that no cluster-scale measurement covers, so no communication
    // was charged at all.
    if (generation == GpuGeneration::Other || generation == GpuGeneration::NvidiaGddr)
        return UtilisationKind::Hardware;
    return isLargeScale(totalGpus) ? UtilisationKind::EndToEnd : UtilisationKind::Hardware;
}

// An end-to-end figure holds for layouts whose pipeline bubble is no larger than the run it was measured
// on; a 13B model on PP 16 with one micro-batch per pipeline (bubble 15) would otherwise be credited with
// Llama 3's 40%. The bubble is written with the 1F1B formula (p - 1) / m the engine uses, so a layout equal
// to the source run pays nothing extra.
// - Hopper (and Blackwell, assumed from Hopper): Llama 3 paper (Dubey et al. 2024) table 4, the 16,384-GPU
//   run: PP 16, DP 128, 16M-token batches of 8,192 tokens = 2,048 sequences, 16 per pipeline: m = 16,
//   bubble 15 / 16 = 0.9375 (the largest of the table's runs, so none of them is charged).
// - Ampere: Narayanan et al. 2021 table 1, the 1T-parameter run: PP 64, TP 8, 3,072 GPUs (DP 6), batch
//   3,072 = 512 sequences per pipeline; with micro-batch 1 (an assumption: a larger micro-batch would
//   give fewer micro-batches and a larger source bubble), m = 512, bubble 63 / 512 = 0.123.
double MfuDefaults::sourceBubble(GpuGeneration generation, TrainPrecision precision)
{
    if (ownFp8Figure(generation, precision))
        return 0; // the FP8 sources' layouts are not recorded with them: every bubble is charged (above)
    switch (generation) {
    case GpuGeneration::Hopper:
    case GpuGeneration::Blackwell:
        return 15.0 / 16.0;
    case GpuGeneration::Ampere:
        return 63.0 / 512.0;
    case GpuGeneration::NvidiaGddr:
    case GpuGeneration::Other:
        return 0;
    }
    return 0;
}

const char* MfuDefaults::kindName(UtilisationKind kind)
{
    switch (kind) {
    case UtilisationKind::Hardware:
        return "hardware utilisation of the executed FLOPs; bubble and communication added";
    case UtilisationKind::EndToEnd:
        return "end-to-end utilisation of the executed FLOPs; bubble and communication already inside";
    case UtilisationKind::ModelFlops:
        return "MFU: model FLOPs over the whole step; recomputation, bubble and communication inside";
    }
    return "";
}

MfuDefault MfuDefaults::published(const GpuSpec& gpu, int totalGpus, Task task, TrainPrecision precision, bool packed,
                                  bool mixtureOfExperts)
{
    const GpuGeneration g = gpuGeneration(gpu);
    MfuDefault d;
    d.value = value(g, totalGpus, task, precision, packed, mixtureOfExperts);
    d.kind = kind(g, totalGpus, precision);
    if (d.kind == UtilisationKind::EndToEnd) {
        d.sourceBubble = sourceBubble(g, precision);
        d.hardwareValue = value(g, 1, task, precision, packed, mixtureOfExperts);
    }
    const bool ownFp8 = ownFp8Figure(g, precision);
    const bool moe = mixtureOfExperts;
    d.published =
        !ownFp8 ? publishedText(g, isLargeScale(totalGpus))
        : g == GpuGeneration::Hopper
            ? std::string("FP8 model TFLOPS/GPU median 711 of the 7 NeMo 24.09 DGX-H100 pre-training runs the "
                          "validation suite does not hold (562-765, 8-128 GPUs) = 0.359 of the FP8 peak") +
                  (moe ? "; mixture of experts: no MoE run among them, x 0.714 (NeMo 25.02 B200's MoE / "
                         "dense medians, 1,053 / 1,474; assumption) = 0.257"
                       : "")
        : moe ? "FP8 model TFLOPS/GPU median 1,053 of the 2 NeMo 25.02 DGX-B200 MoE pre-training runs "
                "(Mixtral 8x7B 1,282, 8x22B 824) = 0.234 of the FP8 peak"
              : "FP8 model TFLOPS/GPU median 1,474 of the 5 NeMo 25.02 DGX-B200 dense pre-training runs "
                "(1,268-1,658) = 0.328 of the FP8 peak";
    d.basis = std::string(generationName(g)) + (isLargeScale(totalGpus) ? ", > " : ", <= ") +
              std::to_string(kLargeScaleGpus) + " GPUs";
    switch (precision) {
    case TrainPrecision::FP8:
        d.basis += g == GpuGeneration::Ampere ? ", FP8 (no FP8 tensor cores: the BF16 rate)"
                   : ownFp8                   ? ", FP8 (its own rate against the FP8 peak)"
                                              : ", FP8 (assumed x 0.75 of BF16, against the FP8 peak)";
        break;
    case TrainPrecision::FP32:
        d.basis += ", FP32";
        break;
    case TrainPrecision::MixedBF16:
        d.basis += ", BF16";
        break;
    case TrainPrecision::PureBF16:
        d.basis += ", pure BF16 (the BF16 rate)";
        break;
    }
    switch (task) {
    case Task::FullFineTune:
        d.basis += packed ? ", full fine-tune, packed sequences (x 1)" : ", full fine-tune (x 0.9)";
        break;
    case Task::LoRA:
        d.basis += packed ? ", LoRA, packed sequences (x 1)" : ", LoRA (x 0.9, as full fine-tuning)";
        break;
    case Task::QLoRA:
        d.basis += packed ? ", QLoRA, packed sequences (x 1 / 1.39)" : ", QLoRA (x 0.9 / 1.39)";
        break;
    default:
        break;
    }
    switch (g) {
    case GpuGeneration::Ampere:
        d.citation =
            isLargeScale(totalGpus)
                ? "Narayanan et al. 2021 (Megatron-LM, 52% of peak at 1T on 3,072 A100s); Korthikanti et al. 2022 "
                  "(56.3% MFU at 1T); PaLM paper table 3 (MT-NLG 530B, 30% MFU)"
                : "MosaicML LLM Foundry benchmark tables (MPT 1B-30B on 8 x A100 80GB: HFU median 0.63)";
        break;
    case GpuGeneration::Hopper:
        d.citation = isLargeScale(totalGpus)
                         ? "Llama 3 paper (Dubey et al. 2024, table 4: 38-43% BF16 MFU on 8K-16K H100s)"
                         : "MosaicML LLM Foundry benchmark tables (MPT 1B-30B on 8 x H100 80GB BF16: HFU median 0.42)";
        break;
    case GpuGeneration::Blackwell:
        d.citation = "assumed Hopper x 0.9 (Llama 3 paper, LLM Foundry H100 tables); no open Blackwell MFU measurement";
        break;
    case GpuGeneration::NvidiaGddr:
        d.citation = "Answer.AI FSDP + QLoRA benchmarks (fsdp_qlora benchmarks_03_2024.md: 6 LoRA runs on 2 x RTX "
                     "3090 and 2 x RTX 4090, median hardware utilisation 0.58)";
        break;
    case GpuGeneration::Other:
        d.citation = "low end of the 0.35-0.55 MFU of tuned runs (PaLM paper 46.2%; Megatron-LM 2021; Llama 3 38-43%)";
        break;
    }
    if (ownFp8)
        d.citation = g == GpuGeneration::Hopper
                         ? "NVIDIA NeMo 24.09 performance summary, FP8 pre-training on DGX-H100 (hold-out median)"
                         : "NVIDIA NeMo 25.02 performance summary, FP8 pre-training on DGX-B200 (median)";
    else if (precision == TrainPrecision::FP8 && g != GpuGeneration::Ampere)
        d.citation += "; FP8: no published FP8 training utilisation for this GPU, 0.75 of BF16 assumed";
    if (task != Task::PreTrain && packed)
        d.citation += "; packed sequences, no padding loss (NeMo performance summary: inputs packed to 4096 tokens)";
    if (task == Task::LoRA || task == Task::QLoRA)
        d.citation +=
            "; LoRA at the utilisation of full fine-tuning: NVIDIA NeMo 24.12 performance summary (LoRA 1.44-1.47x "
            "the SFT tokens/s, the FLOP ratio)";
    if (task == Task::QLoRA)
        d.citation += "; QLoRA 39% slower than LoRA (Raschka 2023, Practical Tips for Finetuning LLMs Using LoRA)";
    return d;
}

MfuDefault MfuDefaults::resolve(const GpuSpec& gpu, int totalGpus, Task task, TrainPrecision precision,
                                const std::optional<double>& userOverride, bool packed, bool mixtureOfExperts)
{
    if (userOverride && *userOverride > 0 && *userOverride <= 1) {
        MfuDefault d;
        d.value = *userOverride;
        d.kind = UtilisationKind::ModelFlops;
        d.basis = "user override (hardware.mfu_override): model FLOPs utilisation of the whole step";
        d.published = "given by the user";
        d.citation = "user";
        d.userOverride = true;
        return d;
    }
    return published(gpu, totalGpus, task, precision, packed, mixtureOfExperts);
}

} // namespace gp
