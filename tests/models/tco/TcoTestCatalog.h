// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The small catalog tst_tcojson reads TCO files against (one H100, an 8-GPU rental, an 8-GPU server to buy,
// USD and INR, the tco_defaults rows with test sources), for the tests that read files too.
#include "planning/CatalogSnapshot.h"

#include <string>

namespace TcoTest {

inline gp::TcoParameter param(const char* key, double value, const char* unit)
{
    gp::TcoParameter p;
    p.key = key;
    p.value = value;
    p.unit = unit;
    p.ref = {"tco_defaults", key, std::string("test source for ") + key, "2026-01"};
    return p;
}

inline gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot c;
    gp::GpuSpec h100;
    h100.key = "nvidia-h100-sxm";
    h100.name = "H100 SXM 80GB";
    h100.tdpW = 700;
    c.gpus = {h100};
    gp::OfferSpec rent;
    rent.key = "cloud-h100-8x";
    rent.providerKey = "cloud";
    rent.providerName = "Test Cloud";
    rent.providerKind = "gpu_cloud";
    rent.gpuKey = "nvidia-h100-sxm";
    rent.gpusPerInstance = 8;
    rent.tier = "on_demand";
    rent.price = 16;
    rent.currency = "USD";
    gp::OfferSpec buy = rent;
    buy.key = "own-h100-8x";
    buy.providerKey = "own";
    buy.providerName = "Own hardware";
    buy.providerKind = "own_hardware";
    buy.tier = "purchase";
    buy.price = 240000;
    buy.unit = gp::PriceUnit::OneOff;
    c.offers = {rent, buy};
    c.currencies = {{"USD", 1, {}}, {"INR", 90, {}}};
    c.providers = {{"cloud", "Test Cloud", "gpu_cloud", 99.5, {}}};
    c.tcoParameters = {param("pue-industry-average", 1.4, "ratio"),
                       param("electricity-india-industrial", 8, "INR/kWh"),
                       param("devops-loaded-rate-india-article", 1500, "INR per hour"),
                       param("devops-hours-per-month-self-managed", 15, "hours per month"),
                       param("gpu-generation-turnover", 2, "years"),
                       param("utilisation-typical", 25, "percent"),
                       param("spare-capacity", 5, "percent"),
                       param("colocation-global-average", 200, "USD per kW per month"),
                       param("capex-dc-build-india-per-mw", 6.8, "USD million per MW"),
                       param("llama3-unexpected-interruptions", 419, "interruptions"),
                       param("llama3-pretraining-gpus", 16384, "H100 GPUs"),
                       param("llama3-pretraining-days", 54, "days")};
    c.buildIndex();
    return c;
}

} // namespace TcoTest
