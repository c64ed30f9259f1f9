// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Architectures used by the memory tests, typed in from each model's published config.json (Hugging Face
// model cards) so the tests do not depend on the shipped catalog's contents.
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

namespace VramTestModels {

inline gp::ModelArchitecture make(const char* key, double params, int layers, int hidden, int heads, int kvHeads,
                                  int headDim, int ffn, bool gated, int vocab, int context)
{
    gp::ModelArchitecture m;
    m.key = key;
    m.name = key;
    m.parameters = params;
    m.activeParameters = params;
    m.layers = layers;
    m.hiddenSize = hidden;
    m.attentionHeads = heads;
    m.kvHeads = kvHeads;
    m.headDim = headDim;
    m.ffnSize = ffn;
    m.gatedFfn = gated;
    m.vocabSize = vocab;
    m.contextLength = context;
    return m;
}

// meta-llama/Llama-2-7b-hf config.json; 6,738,415,616 parameters (safetensors index).
inline gp::ModelArchitecture llama2_7b()
{
    return make("llama-2-7b", 6738415616.0, 32, 4096, 32, 32, 128, 11008, true, 32000, 4096);
}
// meta-llama/Llama-2-13b-hf; 13,015,864,320 parameters.
inline gp::ModelArchitecture llama2_13b()
{
    return make("llama-2-13b", 13015864320.0, 40, 5120, 40, 40, 128, 13824, true, 32000, 4096);
}
// meta-llama/Llama-2-70b-hf (grouped-query attention, 8 KV heads); 68,976,648,192 parameters.
inline gp::ModelArchitecture llama2_70b()
{
    return make("llama-2-70b", 68976648192.0, 80, 8192, 64, 8, 128, 28672, true, 32000, 4096);
}
// LLaMA 65B (Touvron et al. 2023, table 2; 65.2B parameters), the QLoRA paper's largest model.
inline gp::ModelArchitecture llama1_65b()
{
    return make("llama-65b", 65.2e9, 80, 8192, 64, 64, 128, 22016, true, 32000, 2048);
}
// A textbook GPT layer as Korthikanti et al. count it: MHA, d_h = h/a, ungated 4h MLP.
inline gp::ModelArchitecture gpt(int hidden, int heads, int layers = 1, int vocab = 51200)
{
    return make("gpt", 12.0 * layers * hidden * hidden, layers, hidden, heads, heads, hidden / heads, 4 * hidden, false,
                vocab, 2048);
}

// A small custom model for the training-head and tied-embedding tests, counted by hand: V = 1000, h = 64, L = 2,
// a = a_kv = 4, d_h = 16, ungated f = 256. Per layer 4 h^2 (q, k, v, o) + 2 h f = 16,384 + 32,768 = 49,152;
// two layers 98,304; one V x h matrix 64,000. Untied (embedding + LM head): 226,304; tied (one shared matrix):
// 162,304. Norms and biases left out, so every count below is exact.
inline gp::ModelArchitecture headTestModel(bool tied)
{
    gp::ModelArchitecture m =
        make(tied ? "tiny-tied" : "tiny", tied ? 162304.0 : 226304.0, 2, 64, 4, 4, 16, 256, false, 1000, 512);
    m.tiedEmbeddings = tied;
    return m;
}

// google-t5/t5-base config.json (T5ForConditionalGeneration): d_model 768, d_ff 3072 (ReLU, two matrices), d_kv 64,
// 12 heads, num_layers 12 encoder and num_decoder_layers 12 decoder blocks, vocab 32128, tie_word_embeddings
// (default true), n_positions 512. Hugging Face's num_parameters() reports 222,903,552 (the shared embedding
// counted once); the count from the shape (gp::encoderDecoderCounts) is worked in tst_modelcounts.
inline gp::ModelArchitecture t5Base()
{
    gp::ModelArchitecture m = make("t5-base", 222903552.0, 12, 768, 12, 12, 64, 3072, false, 32128, 512);
    m.encoderLayers = 12;
    m.tiedEmbeddings = true;
    return m;
}

inline gp::Scenario single(gp::Task task)
{
    gp::Scenario s;
    s.task = task;
    s.hardware.gpusPerNode = 1;
    s.hardware.nodes = 1;
    return s;
}

} // namespace VramTestModels
