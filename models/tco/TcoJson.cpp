// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoJson.h"
#include "planning/AsciiLower.h"

#include "messages/MessageList.h"

#include "TcoLimits.h"
#include "json/BoundedJson.h"
#include "json/FieldReader.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace gp::tco {
namespace {

using json = nlohmann::json;

// The shared field reader (json/FieldReader.h: one wording for every file, unknown keys refused), with the one
// value only a TCO file has: money. One per JSON object; rejectUnknownKeys() after its fields are read.
class Fields : public jsonio::FieldReader<FieldProblem> {
public:
    // Plain numbers for money are in `currency`, the analysis currency (held by reference: "currency" may be read
    // after the reader is made).
    Fields(const json& obj, std::string path, std::vector<FieldProblem>& errors, const std::string& currency)
        : FieldReader(obj, std::move(path), errors), currency_(currency)
    {
    }

    // Text of at most maxBytes bytes (200 unless the field says otherwise); null counts as absent.
    void text(const std::string& key, std::string& out, std::size_t maxBytes = 200)
    {
        string(key, out, false, maxBytes);
    }

    // A price: a plain number in the analysis currency, or {"amount": 1500, "currency": "INR"}.
    void money(const std::string& key, Money& out)
    {
        const json* v = find(key);
        if (!v)
            return;
        if (v->is_number()) {
            double amount = 0;
            if (!report(key, jsonio::readNumber(*v, amount)))
                out = {amount, currency_};
            return;
        }
        if (!v->is_object() || !v->contains("amount") || !v->contains("currency")) {
            error(key, "must be a number or {\"amount\": ..., \"currency\": \"INR\"}");
            return;
        }
        Fields m(*v, at(key), problems_, currency_);
        Money read;
        m.number("amount", read.amount);
        m.text("currency", read.currency, 8);
        m.rejectUnknownKeys();
        out = read;
    }

private:
    const std::string& currency_;
};

json moneyJson(const Money& m) { return {{"amount", m.amount}, {"currency", m.currency}}; }

double round6(double v)
{
    // No clamp: TcoModel::evaluate refuses an analysis with a non-finite figure, naming the option (TcoLimits.h),
    // so none reaches the output; a non-finite value would pass through unchanged, never as 0.
    assert(std::isfinite(v));
    if (v == 0 || !std::isfinite(v))
        return v;
    const double scale = std::pow(10.0, 5 - int(std::floor(std::log10(std::abs(v)))));
    return std::round(v * scale) / scale;
}

// At most kMaxErrors messages: the first kMaxErrors - 1, then how many more there are.
void capErrors(std::vector<FieldProblem>& errors)
{
    if (errors.size() <= kMaxErrors)
        return;
    const std::size_t more = errors.size() - (kMaxErrors - 1);
    errors.resize(kMaxErrors - 1);
    errors.push_back({"", "and " + std::to_string(more) + " more errors (at most " + std::to_string(kMaxErrors) +
                              " are reported at once)"});
}

} // namespace

InputsParse TcoJson::fromText(const std::string& text, const CatalogSnapshot& catalog)
{
    // The TCO file's own bound, before parsing (docs/tco-format.md promised 4 MB while the shared 20 MB applied).
    // (Past the shared 20 MB the shared reader's own message stands, as for every file.)
    if (text.size() > kMaxFileBytes && text.size() <= jsonio::kMaxInputBytes) {
        InputsParse out;
        out.errors.push_back({"", "the file is " + std::to_string(text.size()) +
                                      " bytes; a TCO inputs file is at most " + std::to_string(kMaxFileBytes) +
                                      " bytes (4 MB, docs/tco-format.md)"});
        return out;
    }
    // The shared bounded reader (size, depth, duplicate keys, every nlohmann exception; docs/input-limits.md).
    jsonio::Parsed parsed = jsonio::parse(text);
    if (!parsed.ok()) {
        InputsParse out;
        out.errors.push_back({"", "not valid JSON: " + parsed.error});
        return out;
    }
    return fromJson(*parsed.value, catalog);
}

InputsParse TcoJson::fromJson(const json& j, const CatalogSnapshot& catalog)
{
    InputsParse out;
    try {
        if (!j.is_object()) {
            out.errors.push_back({"", "must be a JSON object"});
            return out;
        }
        std::string currency = "INR"; // the analysis currency, once read: plain numbers for money are in it
        Fields top(j, "", out.errors, currency);
        std::string format = "gpu-planner-tco";
        top.text("format", format);
        if (format != "gpu-planner-tco")
            out.errors.push_back({"format", "must be \"gpu-planner-tco\""});
        int version = 1;
        top.integer("format_version", version, false, 1, 1);
        std::string region = "India";
        top.text("region", region, 16);
        if (region != "India" && region != "US")
            out.errors.push_back(
                {"region",
                 "must be \"India\" or \"US\" (it picks the default electricity, colocation and DevOps rows)"});
        Inputs in = TcoDefaults::fromCatalog(catalog, region == "US" ? Region::US : Region::India);
        // A saved analysis (with "sources") says itself where each value came from; a hand-written file's
        // values are the user's.
        const bool saved = j.contains("sources");
        auto markInput = [&](const std::string& field) {
            if (!saved)
                in.sources.emplace_back(field, "input");
        };
        top.text("name", in.name);
        top.text("currency", in.currency, 8);
        currency = in.currency;
        if (const json* rates = top.object("rates"))
            for (auto it = rates->begin(); it != rates->end(); ++it) {
                // An ISO 4217 code: three capital letters (a key is shown in messages and charts).
                const std::string& code = it.key();
                if (code.size() != 3 ||
                    !std::all_of(code.begin(), code.end(), [](char ch) { return ch >= 'A' && ch <= 'Z'; })) {
                    out.errors.push_back(
                        {"rates." + jsonio::key(code), "must be a three-letter currency code such as INR"});
                    continue;
                }
                double v = 0;
                Fields(*rates, "rates", out.errors, currency).number(code, v);
                bool found = false;
                for (CurrencyRate& c : in.rates)
                    if (c.code == it.key()) {
                        c.unitsPerUsd = v;
                        found = true;
                    }
                if (!found && in.rates.size() >= kMaxRates) {
                    // Refused, not dropped: a dropped rate was then reported as missing where a price used it.
                    out.errors.push_back({"rates." + jsonio::key(code),
                                          "one rate too many: at most " + std::to_string(kMaxRates) +
                                              " exchange rates in all, the catalog's included (docs/tco-format.md, "
                                              "Limits)"});
                    break;
                }
                if (!found)
                    in.rates.push_back({it.key(), v});
                markInput("rates." + it.key());
            }
        if (top.find("inr_per_usd")) {
            double v = 0;
            top.number("inr_per_usd", v);
            for (CurrencyRate& c : in.rates)
                if (c.code == "INR")
                    c.unitsPerUsd = v;
            if (!in.rate("INR"))
                in.rates.push_back({"INR", v});
            markInput("rates.INR");
        }
        top.integer("horizon_months", in.horizonMonths, false, 1, 240);
        top.number("discount_rate_per_year", in.discountRatePerYear);

        if (const json* w = top.object("workload")) {
            Fields r(*w, "workload", out.errors, currency);
            r.integer("gpus", in.workload.gpus, false, 1, 100000);
            r.number("utilisation", in.workload.utilisation);
            r.number("gpu_hours_per_month", in.workload.gpuHoursPerMonth);
            r.number("runs_per_month", in.workload.runsPerMonth);
            r.number("gpu_hours_per_run", in.workload.gpuHoursPerRun);
            r.number("tokens_per_month", in.workload.tokensPerMonth);
            r.rejectUnknownKeys();
        }
        if (const json* o = top.object("ownership")) {
            Fields r(*o, "ownership", out.errors, currency);
            Ownership& x = in.ownership;
            r.number("refresh_months", x.refreshMonths);
            r.number("resale_fraction", x.resaleFraction);
            r.number("server_watts_per_gpu", x.serverWattsPerGpu);
            r.number("load", x.load);
            r.number("pue", x.pue);
            r.money("electricity_per_kwh", x.electricityPerKwh);
            r.money("colocation_per_kw_month", x.colocationPerKwMonth);
            r.money("facility_capex_per_kw", x.facilityCapexPerKw);
            r.number("facility_life_years", x.facilityLifeYears);
            r.number("spare_fraction", x.spareFraction);
            r.boolean("credit_residual_value", x.creditResidualValue);
            r.rejectUnknownKeys();
            for (auto it = o->begin(); it != o->end(); ++it)
                markInput("ownership." + it.key());
        }
        if (const json* p = top.object("operations")) {
            Fields r(*p, "operations", out.errors, currency);
            Operations& x = in.operations;
            r.money("devops_rate", x.devOpsRate);
            r.number("interruptions_per_gpu_day", x.interruptionsPerGpuDay);
            r.number("spot_interruptions_per_gpu_day", x.spotInterruptionsPerGpuDay);
            r.number("checkpoint_write_minutes", x.checkpointWriteMinutes);
            r.number("restart_minutes", x.restartMinutes);
            r.number("checkpoint_interval_hours", x.checkpointIntervalHours);
            r.number("shared_penalty", x.sharedPenalty);
            r.rejectUnknownKeys();
            for (auto it = p->begin(); it != p->end(); ++it)
                markInput("operations." + it.key());
        }
        if (const json* it = top.find("options")) {
            if (!it->is_array() || it->size() > 64) {
                out.errors.push_back({"options", "must be a list of at most 64 options"});
            } else {
                for (std::size_t i = 0; i < it->size(); ++i) {
                    const json& o = (*it)[i];
                    const std::string path = "options[" + std::to_string(i) + "]";
                    if (!o.is_object()) {
                        out.errors.push_back({path, "must be an object, got " + jsonio::typeName(o)});
                        continue;
                    }
                    Fields r(o, path, out.errors, currency);
                    Option opt;
                    std::string offer, kind, basis, gpu;
                    r.text("offer", offer);
                    r.text("kind", kind, 32);
                    if (!offer.empty()) {
                        std::string error;
                        opt = TcoDefaults::fromOffer(catalog, offer, in, &error);
                        // A saved option carries its own price and name: it stays readable when the offer leaves
                        // the catalog. Without them the offer is what the user wrote, so the message names it (it
                        // used to say options[i].name, a field the file never had).
                        if (opt.name.empty() && (!o.contains("price") || !o.contains("name")))
                            out.errors.push_back(
                                {path + ".offer", error + (o.contains("price") ? " (an option with its own price "
                                                                                 "and no offer also needs a name)"
                                                                               : std::string())});
                        opt.offerKey = offer;
                    }
                    if (!kind.empty()) {
                        if (const auto k = parseKind(kind)) {
                            const bool wasDefaulted = !offer.empty();
                            const OptionKind before = opt.kind;
                            opt.kind = *k;
                            // A purchase placed in an own data centre rather than a colocation keeps its price.
                            if (!wasDefaulted || before != *k) {
                                opt.sharedInstance = TcoDefaults::sharedByDefault(*k);
                                opt.devOpsHoursPerMonth = TcoDefaults::devOpsHoursFor(*k, catalog);
                            }
                            if (wasDefaulted && before != *k)
                                if (const OfferSpec* spec = catalog.offer(offer))
                                    opt.name = TcoDefaults::optionName(*spec, catalog, *k);
                        } else
                            out.errors.push_back({path + ".kind", "unknown kind " + jsonio::quote(kind)});
                    } else if (offer.empty()) {
                        out.errors.push_back({path + ".kind", "give a kind or a catalog offer"});
                    }
                    if (offer.empty())
                        opt.basis = opt.owned()                         ? PriceBasis::PurchasePerGpu
                                    : opt.kind == OptionKind::Dedicated ? PriceBasis::PerGpuMonth
                                                                        : PriceBasis::PerGpuHour;
                    r.text("name", opt.name);
                    r.text("basis", basis, 32);
                    if (!basis.empty()) {
                        if (const auto b = parseBasis(basis))
                            opt.basis = *b;
                        else
                            out.errors.push_back({path + ".basis", "unknown basis " + jsonio::quote(basis)});
                    }
                    r.text("gpu", gpu, 64);
                    if (!gpu.empty()) {
                        opt.gpuKey = gpu;
                        if (const GpuSpec* g = catalog.gpu(gpu))
                            opt.tdpW = g->tdpW;
                        else
                            out.errors.push_back(
                                {path + ".gpu", "GPU " + jsonio::quote(gpu) + " is not in the catalog"});
                    }
                    r.money("price", opt.price);
                    r.integer("gpus_per_instance", opt.gpusPerInstance, false, 1, 1024);
                    r.number("hours_factor", opt.hoursFactor);
                    r.boolean("shared_instance", opt.sharedInstance);
                    r.number("devops_hours_per_month", opt.devOpsHoursPerMonth);
                    r.number("sla_percent", opt.slaPercent);
                    r.number("tdp_w", opt.tdpW);
                    if (const json* v = r.find("vps_lines")) {
                        if (!v->is_array() || v->size() > 32)
                            out.errors.push_back({path + ".vps_lines", "must be a list of at most 32 lines"});
                        else
                            for (std::size_t k = 0; k < v->size(); ++k) {
                                const std::string vp = path + ".vps_lines[" + std::to_string(k) + "]";
                                if (!(*v)[k].is_object()) {
                                    out.errors.push_back({vp, "must be an object, got " + jsonio::typeName((*v)[k])});
                                    continue;
                                }
                                Fields lr((*v)[k], vp, out.errors, currency);
                                VpsLine line;
                                lr.text("name", line.name);
                                lr.money("per_month", line.perMonth);
                                lr.rejectUnknownKeys();
                                opt.vpsLines.push_back(line);
                            }
                    }
                    r.rejectUnknownKeys();
                    in.options.push_back(std::move(opt));
                }
            }
        }
        const json* sources = top.find("sources");
        top.rejectUnknownKeys();
        // One source per field, the last word winning (a default, then "input"); a saved analysis carries
        // its sources, which win over "input" so provenance survives a save and a reload.
        std::vector<std::pair<std::string, std::string>> merged;
        auto set = [&](const std::string& field, const std::string& src) {
            for (auto& [f, s] : merged)
                if (f == field) {
                    s = src;
                    return;
                }
            merged.emplace_back(field, src);
        };
        for (const auto& [field, src] : in.sources)
            set(field, src);
        if (sources && sources->is_object() && sources->size() <= 256)
            for (auto it = sources->begin(); it != sources->end(); ++it)
                if (it->is_string() && it->get_ref<const std::string&>().size() <= 1000)
                    set(it.key(), it->get<std::string>());
        in.sources = std::move(merged);
        // The model's checks too, so the first error does not hide the rest, but not on a field (or an option) the
        // reader already refused: its value is a default there, and a second message would mislead. When an
        // option was skipped the indexes no longer match the file, so then the reader's errors stand alone.
        const bool sameOptions =
            !j.contains("options") || (j.at("options").is_array() && j.at("options").size() == in.options.size());
        if (out.errors.empty() || sameOptions) {
            auto scope = [](const std::string& field) {
                return field.rfind("options[", 0) == 0 ? field.substr(0, field.find(']') + 1) : field;
            };
            const std::vector<FieldProblem> read = out.errors;
            for (const FieldProblem& p : TcoModel::validate(in))
                if (std::none_of(read.begin(), read.end(),
                                 [&](const FieldProblem& e) { return scope(e.field) == scope(p.field); }))
                    out.errors.push_back(p);
        }
        if (out.errors.empty())
            out.inputs = std::move(in);
        else
            capErrors(out.errors);
    } catch (const std::exception& e) {
        // Every access is type-checked first; this backstop turns anything left into a message.
        out.inputs.reset();
        out.errors.push_back({"", "could not be read: " + jsonio::quote(e.what(), 120)});
    }
    return out;
}

json TcoJson::toJson(const Inputs& in)
{
    json rates = json::object();
    for (const CurrencyRate& r : in.rates)
        rates[r.code] = r.unitsPerUsd;
    json options = json::array();
    for (const Option& o : in.options) {
        json vps = json::array();
        for (const VpsLine& v : o.vpsLines)
            vps.push_back({{"name", v.name}, {"per_month", moneyJson(v.perMonth)}});
        json x = {{"name", o.name},
                  {"kind", kindName(o.kind)},
                  {"price", moneyJson(o.price)},
                  {"basis", basisName(o.basis)},
                  {"gpus_per_instance", o.gpusPerInstance},
                  {"hours_factor", o.hoursFactor},
                  {"shared_instance", o.sharedInstance},
                  {"devops_hours_per_month", o.devOpsHoursPerMonth},
                  {"sla_percent", o.slaPercent},
                  {"tdp_w", o.tdpW},
                  {"vps_lines", vps}};
        if (!o.offerKey.empty())
            x["offer"] = o.offerKey;
        if (!o.gpuKey.empty())
            x["gpu"] = o.gpuKey;
        options.push_back(x);
    }
    json sources = json::object();
    for (const auto& [field, src] : in.sources)
        sources[field] = src;
    const Ownership& o = in.ownership;
    const Operations& p = in.operations;
    return {{"format", "gpu-planner-tco"},
            {"format_version", 1},
            {"name", in.name},
            {"currency", in.currency},
            {"rates", rates},
            {"horizon_months", in.horizonMonths},
            {"discount_rate_per_year", in.discountRatePerYear},
            {"workload",
             {{"gpus", in.workload.gpus},
              {"utilisation", in.workload.utilisation},
              {"gpu_hours_per_month", in.workload.gpuHoursPerMonth},
              {"runs_per_month", in.workload.runsPerMonth},
              {"gpu_hours_per_run", in.workload.gpuHoursPerRun},
              {"tokens_per_month", in.workload.tokensPerMonth}}},
            {"ownership",
             {{"refresh_months", o.refreshMonths},
              {"resale_fraction", o.resaleFraction},
              {"server_watts_per_gpu", o.serverWattsPerGpu},
              {"load", o.load},
              {"pue", o.pue},
              {"electricity_per_kwh", moneyJson(o.electricityPerKwh)},
              {"colocation_per_kw_month", moneyJson(o.colocationPerKwMonth)},
              {"facility_capex_per_kw", moneyJson(o.facilityCapexPerKw)},
              {"facility_life_years", o.facilityLifeYears},
              {"spare_fraction", o.spareFraction},
              {"credit_residual_value", o.creditResidualValue}}},
            {"operations",
             {{"devops_rate", moneyJson(p.devOpsRate)},
              {"interruptions_per_gpu_day", p.interruptionsPerGpuDay},
              {"spot_interruptions_per_gpu_day", p.spotInterruptionsPerGpuDay},
              {"checkpoint_write_minutes", p.checkpointWriteMinutes},
              {"restart_minutes", p.restartMinutes},
              {"checkpoint_interval_hours", p.checkpointIntervalHours},
              {"shared_penalty", p.sharedPenalty}}},
            {"options", options},
            {"sources", sources}};
}

json TcoJson::analysisToJson(const Analysis& a, const Inputs& in)
{
    const Result& r = a.base;
    const std::string cur = asciiLower(in.currency);
    const double toUsd = in.rate(in.currency) ? 1.0 / in.rate(in.currency)->unitsPerUsd : 0;
    const double toInr = in.rate("INR") ? in.rate("INR")->unitsPerUsd * toUsd : 0;
    // Each money figure in the analysis currency and, when that is not USD or INR, also in both.
    auto put = [&](json& obj, const std::string& key, double v) {
        obj[key + "_" + cur] = round6(v);
        if (cur != "usd")
            obj[key + "_usd"] = round6(v * toUsd);
        if (cur != "inr" && toInr > 0)
            obj[key + "_inr"] = round6(v * toInr);
    };
    auto optional = [&](json& obj, const std::string& key, const std::optional<double>& v) {
        if (v)
            put(obj, key, *v);
        else {
            obj[key + "_" + cur] = nullptr;
            if (cur != "usd")
                obj[key + "_usd"] = nullptr;
            if (cur != "inr" && toInr > 0)
                obj[key + "_inr"] = nullptr;
        }
    };
    json options = json::array();
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionCost& c = r.options[i];
        const Option& o = in.options[i];
        json x = {{"name", c.name},
                  {"kind", kindName(c.kind)},
                  {"hybrid", o.hybrid()},
                  {"offer_key", o.offerKey.empty() ? json(nullptr) : json(o.offerKey)},
                  {"gpus_per_instance", c.gpusPerInstance},
                  {"work_gpu_hours_per_month", round6(c.workGpuHoursPerMonth)},
                  {"lost_gpu_hours_per_month", round6(c.lostGpuHoursPerMonth)},
                  {"checkpoint_interval_hours", round6(c.checkpointIntervalHours)},
                  {"fleet_gpus", round6(c.fleetGpus)},
                  {"gpus_bought", round6(c.gpusBought)},
                  {"sla_downtime_hours_per_month", round6(c.slaDowntimeHoursPerMonth)},
                  {"power_kwh_per_month", round6(c.powerKwhPerMonth)}};
        put(x, "compute_per_month", c.computePerMonth);
        put(x, "power_per_month", c.powerPerMonth);
        put(x, "space_per_month", c.spacePerMonth);
        put(x, "devops_per_month", c.devOpsPerMonth);
        put(x, "vps_per_month", c.vpsPerMonth);
        put(x, "upfront", c.upfront);
        put(x, "commitment_after_horizon", c.commitmentAfterHorizon);
        put(x, "residual_value", c.residualValue);
        put(x, "full_cost", c.fullCost);
        put(x, "npv", c.npv);
        put(x, "average_monthly", c.averageMonthly);
        put(x, "cost_per_work_gpu_hour", c.costPerWorkGpuHour);
        put(x, "marginal_cost_per_work_gpu_hour", c.marginalPerWorkGpuHour);
        x["spare_work_gpu_hours_per_month"] =
            c.spareWorkGpuHoursPerMonth ? json(round6(*c.spareWorkGpuHoursPerMonth)) : json(nullptr);
        optional(x, "cost_per_run", c.costPerRun);
        optional(x, "cost_per_million_tokens", c.costPerMillionTokens);
        json monthly = json::array(), cumulative = json::array();
        for (double v : c.monthly)
            monthly.push_back(round6(v));
        for (double v : c.cumulative)
            cumulative.push_back(round6(v));
        x["monthly_" + cur] = std::move(monthly);
        x["cumulative_" + cur] = std::move(cumulative);
        options.push_back(std::move(x)); // moved, not copied: 64 options x 2 x 241 months
    }
    auto name = [&](int i) { return i >= 0 && i < int(r.options.size()) ? json(r.options[i].name) : json(nullptr); };
    json breakEvens = json::array();
    for (const BreakEven& b : a.breakEvens)
        breakEvens.push_back({{"owned", name(b.owned)},
                              {"rented", name(b.rented)},
                              {"utilisation", b.utilisation ? json(round6(*b.utilisation)) : json(nullptr)},
                              {"note", b.note.english()}});
    json crossovers = json::array();
    for (const Crossover& c : a.crossovers)
        crossovers.push_back({{"owned", name(c.owned)},
                              {"rented", name(c.rented)},
                              {"month", c.month ? json(round6(*c.month)) : json(nullptr)}});
    json curve = json::array();
    for (const CurvePoint& p : a.curve) {
        json costs = json::array();
        for (double v : p.fullCost)
            costs.push_back(round6(v));
        json point = {{"utilisation", p.utilisation}};
        point["full_cost_" + cur] = std::move(costs);
        curve.push_back(std::move(point));
    }
    json byHorizon = json::array();
    for (const HorizonPoint& h : a.byHorizon)
        byHorizon.push_back({{"horizon_months", h.months},
                             {"break_even_utilisation",
                              h.breakEvenUtilisation ? json(round6(*h.breakEvenUtilisation)) : json(nullptr)}});
    json tornado = json::array();
    for (const Sensitivity& s : a.tornado) {
        json x = {{"field", s.field},
                  {"label", s.label},
                  {"unit", s.unit},
                  {"base", round6(s.base)},
                  {"low", round6(s.low)},
                  {"high", round6(s.high)},
                  {"winner_at_low", s.winnerAtLow},
                  {"winner_at_high", s.winnerAtHigh},
                  {"flip_below", s.flipBelow ? json(round6(*s.flipBelow)) : json(nullptr)},
                  {"flip_below_winner", s.flipBelow ? json(s.flipBelowWinner) : json(nullptr)},
                  {"flip_above", s.flipAbove ? json(round6(*s.flipAbove)) : json(nullptr)},
                  {"flip_above_winner", s.flipAbove ? json(s.flipAboveWinner) : json(nullptr)}};
        put(x, "gap_at_low", s.gapAtLow);
        put(x, "gap_at_high", s.gapAtHigh);
        tornado.push_back(std::move(x));
    }
    json sources = json::object();
    for (const auto& [field, src] : in.sources)
        sources[field] = src;
    json rates = json::object();
    for (const CurrencyRate& c : in.rates)
        rates[c.code] = c.unitsPerUsd;
    json out = {{"format", "gpu-planner-tco-result"},
                {"format_version", 1},
                {"name", in.name},
                {"currency", in.currency},
                {"horizon_months", in.horizonMonths},
                {"discount_rate_per_year", in.discountRatePerYear},
                {"utilisation", round6(r.utilisation)},
                {"reference_work_gpu_hours_per_month", round6(r.referenceWorkGpuHours)},
                {"cheapest", name(r.cheapest)},
                {"runner_up", name(a.runnerUp)},
                {"conclusion", englishJoined(a.conclusion)}};
    // The large members moved in, not copied through an initializer list (an object's keys are sorted anyway).
    out["rates_units_per_usd"] = std::move(rates);
    out["options"] = std::move(options);
    out["break_even"] = std::move(breakEvens);
    out["crossovers"] = std::move(crossovers);
    out["break_even_curve"] = std::move(curve);
    out["break_even_by_horizon"] = std::move(byHorizon);
    out["sensitivity"] = std::move(tornado);
    out["sources"] = std::move(sources);
    put(out, "gap_to_runner_up", a.baseGap);
    return out;
}

} // namespace gp::tco
