#pragma once
// Parameter counts every estimator shares, each computed in one place: the parameters a token passes
// through (mixture of experts: the active ones) and the trainable parameters of LoRA adapters.
#include "CatalogSnapshot.h"

#include <string>
#include <vector>

namespace gp {

// Parameters per token: the active parameters of a mixture of experts, all parameters of a dense model
// (a catalog row or custom model that leaves active_parameters at 0 is dense).
double activeParameters(const ModelArchitecture& model);

// Trainable LoRA parameters of the whole model (Hu et al. 2021): r x (d_in + d_out) per targeted matrix per
// layer. q: h -> a d_h; k, v: h -> a_kv d_h; o: a d_h -> h; gate (gated MLPs only) and up: h -> f; down:
// f -> h; PEFT adapts each expert's MLP separately, so MLP targets count every expert.
double loraParameters(const ModelArchitecture& model, int rank, const std::vector<std::string>& targets);

} // namespace gp
