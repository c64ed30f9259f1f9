// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoDefaults.h"

#include "planning/CheckpointRestart.h"
#include "planning/OfferTerms.h"
#include "json/BoundedJson.h"

#include <algorithm>
#include <optional>

namespace gp::tco {
namespace {

std::string cite(const TcoParameter& p)
{
    return "tco_defaults " + p.key + ": " + p.ref.source + (p.ref.asOf.empty() ? "" : " (" + p.ref.asOf + ")");
}

// Takes a catalog figure when the row is there; otherwise keeps the built-in value and says so.
struct Filler {
    const CatalogSnapshot& catalog;
    Inputs& in;
    std::optional<double> take(const std::string& field, const std::string& key)
    {
        if (const TcoParameter* p = catalog.tcoParameter(key)) {
            in.sources.emplace_back(field, cite(*p));
            return p->value;
        }
        in.sources.emplace_back(field, "built-in default (catalog row " + key + " missing)");
        return std::nullopt;
    }
    void note(const std::string& field, const std::string& source) { in.sources.emplace_back(field, source); }
};

std::optional<OptionKind> kindOfOffer(const OfferSpec& offer)
{
    const std::string tier = pricingTierOf(offer);
    const std::string& providerKind = offer.providerKind;
    // Spot, community and marketplace capacity can be taken back (OfferTerms): priced with the spot
    // option's interruptions, never as on-demand capacity.
    if (isInterruptible(offer))
        return OptionKind::Spot;
    if (tier == "on_demand")
        return providerKind == "managed" ? OptionKind::Managed : OptionKind::OnDemand;
    if (tier == "reserved_1y")
        return OptionKind::Reserved1y;
    if (tier == "reserved_3y")
        return OptionKind::Reserved3y;
    if (tier == "dedicated_monthly")
        return OptionKind::Dedicated;
    if (tier == "managed_monthly")
        return OptionKind::Managed;
    if (tier == "purchase")
        return OptionKind::OwnColocation;
    return std::nullopt;
}

std::string tierWords(OptionKind k)
{
    switch (k) {
    case OptionKind::OnDemand:
        return "on demand";
    case OptionKind::Reserved1y:
        return "reserved 1 year";
    case OptionKind::Reserved3y:
        return "reserved 3 years";
    case OptionKind::Spot:
        return "spot (interruptible)";
    case OptionKind::Dedicated:
        return "dedicated monthly";
    case OptionKind::Managed:
        return "managed";
    case OptionKind::OwnColocation:
        return "colocation";
    case OptionKind::OwnDataCentre:
        return "own data centre";
    }
    return "";
}

} // namespace

Inputs TcoDefaults::fromCatalog(const CatalogSnapshot& catalog, Region region)
{
    Inputs in;
    Filler f{catalog, in};
    in.rates.clear();
    for (const gp::CurrencyRate& c : catalog.currencies)
        in.rates.push_back({c.code, c.unitsPerUsd});
    if (!in.rate("USD"))
        in.rates.push_back({"USD", 1});
    if (const gp::CurrencyRate* inr = catalog.currency("INR"))
        f.note("rates.INR", "currencies INR: " + inr->ref.source + " (" + inr->ref.asOf + ")");
    in.currency = region == Region::India ? "INR" : "USD";

    in.horizonMonths = 24;
    f.note("horizon_months", "seed article: ownership pays 'over 18-24 months'");
    if (auto v = f.take("workload.utilisation", "utilisation-typical"))
        in.workload.utilisation = *v / 100.0;
    in.discountRatePerYear = kDiscountRate;
    f.note("discount_rate_per_year", "assumption (no catalog row): 8% a year; use your cost of capital");

    Ownership& o = in.ownership;
    if (auto v = f.take("ownership.refresh_months", "gpu-generation-turnover"))
        o.refreshMonths = *v * 12.0;
    o.resaleFraction = kResaleFraction;
    f.note("ownership.resale_fraction", "assumption (no catalog row): 25% of the price after one refresh period");
    o.serverWattsPerGpu = kServerWattsPerGpu;
    f.note("ownership.server_watts_per_gpu",
           "NVIDIA DGX H100 user guide: 10.2 kW maximum system input for 8 x 700 W H100");
    o.load = 1.0;
    f.note("ownership.load", "seed article: '~700W per H100 continuously' (full power around the clock)");
    if (auto v = f.take("ownership.pue", "pue-industry-average"))
        o.pue = *v;
    if (region == Region::India) {
        if (auto v = f.take("ownership.electricity_per_kwh", "electricity-india-industrial"))
            o.electricityPerKwh = {*v, "INR"};
        if (auto v = f.take("ownership.colocation_per_kw_month", "colocation-global-average"))
            o.colocationPerKwMonth = {*v, "USD"};
        if (auto v = f.take("operations.devops_rate", "devops-loaded-rate-india-article"))
            in.operations.devOpsRate = {*v, "INR"};
    } else {
        if (auto v = f.take("ownership.electricity_per_kwh", "electricity-us-commercial-average"))
            o.electricityPerKwh = {*v / 100.0, "USD"}; // the row is in US cents per kWh
        if (auto v = f.take("ownership.colocation_per_kw_month", "colocation-north-america-2025"))
            o.colocationPerKwMonth = {*v, "USD"};
        if (auto v = f.take("operations.devops_rate", "devops-hourly-us-derived"))
            in.operations.devOpsRate = {*v, "USD"}; // wage only: the row says so; add overhead for a loaded rate
    }
    if (auto v = f.take("ownership.facility_capex_per_kw", "capex-dc-build-india-per-mw"))
        o.facilityCapexPerKw = {*v * 1e6 / 1000.0, "USD"}; // USD million per MW -> USD per kW
    o.facilityLifeYears = kFacilityLifeYears;
    f.note("ownership.facility_life_years", "assumption (no catalog row): 15 years for the building and plant");
    if (auto v = f.take("ownership.spare_fraction", "spare-capacity"))
        o.spareFraction = *v / 100.0;

    Operations& p = in.operations;
    const TcoParameter* n = catalog.tcoParameter("llama3-unexpected-interruptions");
    const TcoParameter* g = catalog.tcoParameter("llama3-pretraining-gpus");
    const TcoParameter* d = catalog.tcoParameter("llama3-pretraining-days");
    if (n && g && d && g->value > 0 && d->value > 0) {
        p.interruptionsPerGpuDay = n->value / (g->value * d->value);
        f.note("operations.interruptions_per_gpu_day", cite(*n) + "; over " + g->key + " x " + d->key);
    } else {
        f.note("operations.interruptions_per_gpu_day", "built-in default: Llama 3, 419 / (16,384 GPUs x 54 days)");
    }
    p.spotInterruptionsPerGpuDay = checkpoint::kSpotInterruptionsPerGpuDay;
    f.note("operations.spot_interruptions_per_gpu_day", "assumption: AWS Spot Instance Advisor's highest interruption "
                                                        "bucket ('>20%' of instances a month), common for GPU types");
    p.checkpointWriteMinutes = checkpoint::kCheckpointWriteMinutes;
    f.note("operations.checkpoint_write_minutes", "assumption (no catalog row): 2 minutes; measure yours");
    p.restartMinutes = checkpoint::kRestartMinutes;
    f.note("operations.restart_minutes", "assumption (no catalog row): 10 minutes to re-queue and reload");
    p.checkpointIntervalHours = 0;
    f.note("operations.checkpoint_interval_hours", "0 = optimal: sqrt(2 x write time x MTBF) (Young 1974; Daly 2006)");
    p.sharedPenalty = kSharedPenalty;
    f.note("operations.shared_penalty", "Walters et al. 2014, 'GPU Passthrough Performance' (IEEE CLOUD): KVM 98-100%, "
                                        "Xen and VMware 96-99% of bare metal; "
                                        "co-tenant contention is not in it");
    if (const TcoParameter* h = catalog.tcoParameter("devops-hours-per-month-self-managed"))
        f.note("options[*].devops_hours_per_month", cite(*h) + " (self-managed bare metal only)");
    return in;
}

double TcoDefaults::devOpsHoursFor(OptionKind kind, const CatalogSnapshot& catalog)
{
    const bool selfManaged =
        kind == OptionKind::Dedicated || kind == OptionKind::OwnColocation || kind == OptionKind::OwnDataCentre;
    if (!selfManaged)
        return 0;
    const TcoParameter* p = catalog.tcoParameter("devops-hours-per-month-self-managed");
    return p ? p->value : 15.0;
}

bool TcoDefaults::sharedByDefault(OptionKind kind)
{
    return kind == OptionKind::OnDemand || kind == OptionKind::Reserved1y || kind == OptionKind::Reserved3y ||
           kind == OptionKind::Spot;
}

std::string TcoDefaults::optionName(const OfferSpec& offer, const CatalogSnapshot& catalog, OptionKind kind)
{
    const GpuSpec* gpu = catalog.gpu(offer.gpuKey);
    std::string name = (offer.providerName.empty() ? offer.providerKey : offer.providerName);
    if (kind == OptionKind::OwnColocation || kind == OptionKind::OwnDataCentre)
        name = "Own";
    // Appended piece by piece: " " + (...) trips GCC 12's false-positive -Wrestrict at -O2 (as in BoundedJson).
    name += ' ';
    if (offer.gpusPerInstance > 1) {
        name += std::to_string(offer.gpusPerInstance);
        name += "x ";
    }
    name += gpu ? gpu->name : offer.gpuKey;
    name += ", ";
    // An interruptible offer in the words the comparison table uses ("community cloud (interruptible)").
    name += kind == OptionKind::Spot && isInterruptible(offer) ? tierLabel(pricingTierOf(offer)) : tierWords(kind);
    if (!offer.region.empty() && kind != OptionKind::OwnColocation && kind != OptionKind::OwnDataCentre)
        name += " (" + offer.region + ")";
    // Chosen by hand, a host-less price is kept but says what it leaves out.
    if (priceExcludesHost(offer))
        name += ", GPU only: host billed extra";
    return name;
}

Option TcoDefaults::fromOffer(const CatalogSnapshot& catalog, const std::string& offerKey, const Inputs& in,
                              std::string* error)
{
    (void)in;
    Option o;
    const OfferSpec* offer = catalog.offer(offerKey);
    if (!offer) {
        if (error)
            *error = "offer " + jsonio::quote(offerKey) + " is not in the catalog";
        return {};
    }
    const std::optional<OptionKind> kind = kindOfOffer(*offer);
    if (!kind || !(offer->price > 0) || offer->gpusPerInstance < 1) {
        if (error)
            *error = "offer " + jsonio::quote(offerKey) + " has no usable price or tier (" +
                     jsonio::quote(offer->tier) + ")";
        return {};
    }
    o.kind = *kind;
    o.offerKey = offer->key;
    o.gpuKey = offer->gpuKey;
    o.gpusPerInstance = offer->gpusPerInstance;
    o.price = {offer->price / offer->gpusPerInstance, offer->currency};
    o.basis = offer->unit == PriceUnit::OneOff  ? PriceBasis::PurchasePerGpu
              : offer->unit == PriceUnit::Month ? PriceBasis::PerGpuMonth
                                                : PriceBasis::PerGpuHour;
    o.sharedInstance = sharedByDefault(o.kind);
    o.devOpsHoursPerMonth = devOpsHoursFor(o.kind, catalog);
    if (const ProviderSpec* p = catalog.provider(offer->providerKey))
        o.slaPercent = p->slaPercent;
    if (const GpuSpec* g = catalog.gpu(offer->gpuKey))
        o.tdpW = g->tdpW;
    o.name = optionName(*offer, catalog, o.kind);
    return o;
}

std::vector<Option> TcoDefaults::standardOptions(const CatalogSnapshot& catalog, const std::string& gpuKey,
                                                 const Inputs& in)
{
    // The cheapest per GPU of each tier, in USD at the stored rates, so the defaults are fair to each tier.
    auto perGpuUsd = [&](const OfferSpec& o) {
        const gp::CurrencyRate* r = catalog.currency(o.currency);
        return r && r->unitsPerUsd > 0 ? o.price / o.gpusPerInstance / r->unitsPerUsd : 1e300;
    };
    std::vector<Option> out;
    // A job's GPUs share one instance, as the engine's headline rents a plan's node (CostModel::isHeadlineCandidate):
    // a rented option must hold the job's GPUs, or as many as the GPU's largest rented instance with its host holds
    // (a larger job spans whole instances of that size). Eight 1-GPU rentals are not an 8-GPU node.
    int largest = 1;
    for (const OfferSpec& o : catalog.offers)
        if (o.gpuKey == gpuKey && o.unit != PriceUnit::OneOff && o.price > 0 && !priceExcludesHost(o))
            largest = std::max(largest, o.gpusPerInstance);
    const int together = std::clamp(in.workload.gpus, 1, largest);
    auto holdsJob = [&](const OfferSpec& o) { return o.unit == PriceUnit::OneOff || o.gpusPerInstance >= together; };
    // What a GPU the job uses costs: the instance is rented whole (TcoModel's billedOverUsed), so a 2-GPU job on a
    // 4-GPU instance pays for 4: ranked so, a cheaper-per-GPU larger instance does not win by its idle GPUs.
    const int job = std::max(1, in.workload.gpus);
    auto perUsedGpuUsd = [&](const OfferSpec& o) {
        const int g = std::max(1, o.gpusPerInstance);
        return perGpuUsd(o) * double((job + g - 1) / g * g) / job;
    };
    // "interruptible" stands for spot, community and marketplace together (OfferTerms::isInterruptible):
    // one interruptible option, the cheapest of them.
    auto inTier = [](const OfferSpec& o, const std::string& tier) {
        return tier == "interruptible" ? isInterruptible(o) : o.tier == tier;
    };
    for (const char* tier : {"on_demand", "reserved_1y", "reserved_3y", "interruptible", "dedicated_monthly",
                             "managed_monthly", "purchase"}) {
        const OfferSpec* best = nullptr;
        const bool purchase = std::string(tier) == "purchase";
        // A purchase is a whole server (its price carries the CPUs, memory and NICs a GPU alone does not),
        // the most recent quote first; rented tiers take the cheapest per GPU.
        auto better = [&](const OfferSpec& a, const OfferSpec& b) {
            if (purchase) {
                if ((a.gpusPerInstance > 1) != (b.gpusPerInstance > 1))
                    return a.gpusPerInstance > 1;
                return a.ref.asOf > b.ref.asOf;
            }
            return perUsedGpuUsd(a) < perUsedGpuUsd(b);
        };
        // A price that leaves the host out (Google Cloud's GPU SKUs, CoreWeave's GPU component) is not what
        // renting the GPU costs, so it never stands for its tier (OfferTerms::priceExcludesHost).
        for (const OfferSpec& o : catalog.offers)
            if (o.gpuKey == gpuKey && inTier(o, tier) && o.price > 0 && o.gpusPerInstance >= 1 &&
                !priceExcludesHost(o) && holdsJob(o) && (!best || better(o, *best)))
                best = &o;
        if (!best)
            continue;
        std::string error;
        Option o = fromOffer(catalog, best->key, in, &error);
        if (o.name.empty())
            continue;
        out.push_back(o);
        if (o.kind == OptionKind::OwnColocation) {
            o.kind = OptionKind::OwnDataCentre;
            o.name = optionName(*best, catalog, o.kind);
            out.push_back(o);
        }
    }
    // A managed provider's hourly offer for the GPU, when there is one (serverless: billed per used hour).
    const OfferSpec* managed = nullptr;
    for (const OfferSpec& o : catalog.offers)
        if (o.gpuKey == gpuKey && o.providerKind == "managed" && o.tier == "on_demand" && !priceExcludesHost(o) &&
            holdsJob(o) && (!managed || perUsedGpuUsd(o) < perUsedGpuUsd(*managed)))
            managed = &o;
    if (managed)
        if (Option o = fromOffer(catalog, managed->key, in, nullptr);
            !o.name.empty() &&
            std::none_of(out.begin(), out.end(), [&](const Option& x) { return x.offerKey == o.offerKey; }))
            out.push_back(o);
    return out;
}

} // namespace gp::tco
