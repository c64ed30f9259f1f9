#include "MfuDefaults.h"

#include <algorithm>
#include <cctype>

namespace gp {
namespace {

// Large runs lose a little to communication and stragglers: the break between "a node or a few" and
// "a cluster" follows the LLM Foundry tables (8-64 GPUs) versus the Llama 3 / Megatron runs (>1,000 GPUs).
constexpr int kLargeScaleGpus = 256;

// Base values, BF16 mixed precision, pre-training, utilisation of executed FLOPs against the dense BF16 peak.
// - Ampere small: MosaicML LLM Foundry benchmark tables (scripts/train/benchmarking/README.md), A100 80GB,
//   MPT 7B-70B on 8-64 GPUs: MFU 0.47-0.64 (7B 2k: 0.64, 13B 4k: 0.58, 70B 64 GPUs: 0.53) -> 0.50.
// - Ampere large: Narayanan et al. 2021 (Megatron-LM, SC21): 52% of peak at 1T parameters on 3,072 A100s,
//   counted with full recomputation (an HFU); the PaLM paper's table 3 reports 30% MFU for MT-NLG 530B;
//   Korthikanti et al. 2022 report 54-56% MFU with selective recomputation -> 0.45.
// - Hopper small: LLM Foundry H100 80GB BF16: 7B 2k 0.46, 13B 0.40-0.42, 70B 64 GPUs 0.43 -> 0.42.
// - Hopper large: Llama 3 paper (Dubey et al. 2024, table 4): 38-43% BF16 MFU on 8K-16K H100s -> 0.40.
// - Blackwell: no open end-to-end measurement at the time of writing; assumed Hopper x 0.9 (a younger
//   software stack); say so in the basis text.
// - Other (Ada, consumer, AMD, PCIe cards): 0.35, the low end of the 0.35-0.55 range the DOMAIN notes
//   give for tuned runs; PCIe-only cards lose more to communication, which the engine models separately.
double baseValue(GpuGeneration g, bool large)
{
    switch (g) {
    case GpuGeneration::Ampere: return large ? 0.45 : 0.50;
    case GpuGeneration::Hopper: return large ? 0.40 : 0.42;
    case GpuGeneration::Blackwell: return (large ? 0.40 : 0.42) * 0.9;
    case GpuGeneration::Other: return 0.35;
    }
    return 0.35;
}

// FP8 runs, utilisation against the FP8 dense peak (about 2x the BF16 peak): LLM Foundry H100 FP8 tables
// 0.23-0.30 for 1B-3B models; NVIDIA NeMo performance summary (24.07, DGX-H100, FP8) 755-895 model
// TFLOPS/GPU for GPT-3 5B-175B and Llama 2 7B-70B = 0.38-0.45 of 1,979. Midpoint 0.75 of the BF16 value.
constexpr double kFp8Factor = 0.75;
// FP32 runs (non-tensor FP32 peak, see TrainingTimeEstimator::peakTflops): large SGEMMs reach ~90% of
// the FP32 vector peak but the whole step is bandwidth-heavier; keep the BF16 table value.
constexpr double kFp32Factor = 1.0;
// Fine-tuning: shorter runs on 1-8 GPUs with variable-length (padded) samples; LLM Foundry's 8-GPU rows
// already describe that scale, so full fine-tuning keeps the table value x 0.9 for padding.
constexpr double kFullFineTuneFactor = 0.9;
// LoRA: the frozen base does the same large matmuls, but the adapters add many small, poorly-utilised
// kernels: x 0.8 of full fine-tuning (assumption; no clean published MFU).
constexpr double kLoraFactor = 0.8;
// QLoRA: NF4 weights are dequantised in every forward and backward matmul. Raschka's LoRA experiments
// ("Practical Tips for Finetuning LLMs Using LoRA", 2023) measured QLoRA 39% slower than LoRA on the same
// model: x 1/1.39 of LoRA.
constexpr double kQloraFactor = 1.0 / 1.39;

double taskFactor(Task task)
{
    switch (task) {
    case Task::PreTrain: return 1.0;
    case Task::FullFineTune: return kFullFineTuneFactor;
    case Task::LoRA: return kFullFineTuneFactor * kLoraFactor;
    case Task::QLoRA: return kFullFineTuneFactor * kLoraFactor * kQloraFactor;
    case Task::Inference: return 1.0;
    }
    return 1.0;
}

double precisionFactor(TrainPrecision p)
{
    switch (p) {
    case TrainPrecision::FP8: return kFp8Factor;
    case TrainPrecision::FP32: return kFp32Factor;
    case TrainPrecision::MixedBF16: return 1.0;
    }
    return 1.0;
}

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

const char* generationName(GpuGeneration g)
{
    switch (g) {
    case GpuGeneration::Ampere: return "Ampere";
    case GpuGeneration::Hopper: return "Hopper";
    case GpuGeneration::Blackwell: return "Blackwell";
    case GpuGeneration::Other: return "other GPU";
    }
    return "other GPU";
}

} // namespace

GpuGeneration gpuGeneration(const GpuSpec& gpu)
{
    const std::string arch = lower(gpu.architecture);
    const std::string vendor = lower(gpu.vendor);
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
    return GpuGeneration::Other;
}

double MfuDefaults::value(GpuGeneration g, int totalGpus, Task task, TrainPrecision precision)
{
    return baseValue(g, totalGpus > kLargeScaleGpus) * precisionFactor(precision) * taskFactor(task);
}

MfuDefault MfuDefaults::published(const GpuSpec& gpu, int totalGpus, Task task, TrainPrecision precision)
{
    const GpuGeneration g = gpuGeneration(gpu);
    MfuDefault d;
    d.value = value(g, totalGpus, task, precision);
    d.basis = std::string(generationName(g)) + (totalGpus > kLargeScaleGpus ? ", > 256 GPUs" : ", <= 256 GPUs");
    switch (precision) {
    case TrainPrecision::FP8: d.basis += ", FP8 (x 0.75 against the FP8 peak)"; break;
    case TrainPrecision::FP32: d.basis += ", FP32"; break;
    case TrainPrecision::MixedBF16: d.basis += ", BF16"; break;
    }
    switch (task) {
    case Task::FullFineTune: d.basis += ", full fine-tune (x 0.9)"; break;
    case Task::LoRA: d.basis += ", LoRA (x 0.9 x 0.8)"; break;
    case Task::QLoRA: d.basis += ", QLoRA (x 0.9 x 0.8 / 1.39)"; break;
    default: break;
    }
    switch (g) {
    case GpuGeneration::Ampere:
        d.citation = "MosaicML LLM Foundry benchmark tables (A100 80GB, 7B-70B, MFU 0.47-0.64); Narayanan et al. 2021 "
                     "(Megatron-LM, 52% of peak at 1T on 3,072 A100s); PaLM paper (Chowdhery et al. 2022, 46.2% MFU)";
        break;
    case GpuGeneration::Hopper:
        d.citation = "Llama 3 paper (Dubey et al. 2024: 38-43% BF16 MFU on 16K H100s); MosaicML LLM Foundry benchmark "
                     "tables (H100 80GB, 7B-70B, MFU 0.40-0.46)";
        break;
    case GpuGeneration::Blackwell:
        d.citation = "assumed Hopper x 0.9 (Llama 3 paper, LLM Foundry H100 tables); no open Blackwell MFU measurement";
        break;
    case GpuGeneration::Other:
        d.citation = "low end of the 0.35-0.55 MFU of tuned runs (PaLM paper 46.2%; Megatron-LM 2021; Llama 3 38-43%)";
        break;
    }
    if (precision == TrainPrecision::FP8)
        d.citation += "; FP8: LLM Foundry H100 FP8 tables (0.23-0.30) and NVIDIA NeMo 24.07 performance summary (0.38-0.45)";
    if (task == Task::QLoRA)
        d.citation += "; QLoRA 39% slower than LoRA (Raschka 2023, Practical Tips for Finetuning LLMs Using LoRA)";
    return d;
}

MfuDefault MfuDefaults::resolve(const GpuSpec& gpu, int totalGpus, Task task, TrainPrecision precision,
                                const std::optional<double>& userOverride)
{
    if (userOverride && *userOverride > 0 && *userOverride <= 1) {
        MfuDefault d;
        d.value = *userOverride;
        d.basis = "user override (hardware.mfu_override)";
        d.citation = "user";
        d.userOverride = true;
        return d;
    }
    return published(gpu, totalGpus, task, precision);
}

} // namespace gp
