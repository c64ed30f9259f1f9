// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Reads the shipped catalog source (resources/catalog/*.json, format in docs/catalog-format.md) into a
// CatalogSnapshot with just the fields the memory/validation tests need, without the SQLite layer.
#include "planning/CatalogSnapshot.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

namespace VramTestCatalog {

inline nlohmann::json readFile(const std::string& path)
{
    std::ifstream in(path);
    if (!in)
        return nlohmann::json::object();
    return nlohmann::json::parse(in, nullptr, false);
}

inline double num(const nlohmann::json& row, const char* key)
{
    auto it = row.find(key);
    return it != row.end() && it->is_number() ? it->get<double>() : 0.0;
}

inline gp::CatalogSnapshot shipped()
{
    const std::string dir = std::string(GP_SOURCE_DIR) + "/resources/catalog/";
    gp::CatalogSnapshot c;
    for (const auto& r : readFile(dir + "gpus.json").value("gpus", nlohmann::json::array())) {
        gp::GpuSpec g;
        g.key = r.value("key", "");
        g.name = r.value("name", "");
        g.memoryGb = num(r, "memory_gb");
        g.fp16DenseTflops = num(r, "fp16_dense_tflops");
        g.fp8DenseTflops = num(r, "fp8_dense_tflops");
        g.memoryBandwidthTBps = num(r, "memory_bandwidth_tbps"); // the engine refuses a row without it
        g.fp32Tflops = num(r, "fp32_tflops");
        g.ref = {"gpus", g.key, r.value("source", ""), r.value("as_of", "")};
        // The reference system's network (schema v8), for the validator's suggestion past one node.
        if (r.contains("scale_out_link_key") && r["scale_out_link_key"].is_string())
            g.scaleOutLinkKey = r["scale_out_link_key"].get<std::string>();
        if (r.contains("scale_out_reference") && r["scale_out_reference"].is_string())
            g.scaleOutReference = r["scale_out_reference"].get<std::string>();
        c.gpus.push_back(g);
    }
    for (const auto& r : readFile(dir + "links.json").value("links", nlohmann::json::array())) {
        gp::LinkSpec l;
        l.key = r.value("key", "");
        l.name = r.value("name", "");
        l.category = r.value("category", "");
        l.bandwidthGBpsPerDirection = num(r, "bandwidth_gbps_per_direction");
        c.links.push_back(l);
    }
    for (const auto& r : readFile(dir + "models.json").value("models", nlohmann::json::array())) {
        gp::ModelArchitecture m;
        m.key = r.value("key", "");
        m.name = r.value("name", "");
        m.parameters = num(r, "parameters");
        m.activeParameters = num(r, "active_parameters");
        m.layers = static_cast<int>(num(r, "layers"));
        m.hiddenSize = static_cast<int>(num(r, "hidden_size"));
        m.attentionHeads = static_cast<int>(num(r, "attention_heads"));
        m.kvHeads = static_cast<int>(num(r, "kv_heads"));
        m.headDim = static_cast<int>(num(r, "head_dim"));
        m.ffnSize = static_cast<int>(num(r, "ffn_size"));
        m.gatedFfn = r.value("ffn_kind", "gated") == "gated";
        const auto embeddings = r.find("embeddings");
        m.tieRecorded = embeddings != r.end() && embeddings->is_string();
        m.tiedEmbeddings = m.tieRecorded && embeddings->get<std::string>() == "tied";
        m.vocabSize = static_cast<int>(num(r, "vocab_size"));
        m.contextLength = static_cast<int>(num(r, "context_length"));
        m.experts = static_cast<int>(num(r, "experts"));
        m.activeExperts = static_cast<int>(num(r, "active_experts"));
        m.ref = {"models", m.key, r.value("source", ""), r.value("as_of", "")};
        c.models.push_back(m);
    }
    for (const auto& r : readFile(dir + "offers.json").value("offers", nlohmann::json::array())) {
        gp::OfferSpec o;
        o.key = r.value("key", "");
        o.gpuKey = r.value("gpu_key", "");
        c.offers.push_back(o);
    }
    for (const auto& r : readFile(dir + "currencies.json").value("currencies", nlohmann::json::array()))
        c.currencies.push_back({r.value("code", ""), num(r, "units_per_usd"), {}});
    return c;
}

} // namespace VramTestCatalog
