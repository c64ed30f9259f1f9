// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistJson.h"

#include "ChecklistWeights.h"
#include "planning/EstimateJson.h"
#include "planning/ScenarioJson.h"
#include "json/BoundedJson.h"
#include "json/FieldReader.h"

#include <cmath>

namespace gp::checklist {
namespace {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

ojson optionalNumber(const std::optional<double>& v) { return v ? ojson(*v) : ojson(nullptr); }

ojson communication(const std::optional<CommunicationFigures>& c)
{
    if (!c)
        return nullptr;
    // Rounded as `gpu-planner estimate` rounds, so the two outputs show the same figures.
    return {{"link", c->linkName},
            {"communication_seconds_per_step", EstimateJson::round(c->communicationSeconds)},
            {"step_seconds", EstimateJson::round(c->stepSeconds)}};
}

} // namespace

void capErrors(std::vector<std::string>& errors)
{
    if (errors.size() <= kMaxErrors)
        return;
    const std::size_t more = errors.size() - (kMaxErrors - 1);
    errors.resize(kMaxErrors - 1);
    errors.push_back("(document): and " + std::to_string(more) + " more errors (at most " + std::to_string(kMaxErrors) +
                     " are reported at once)");
}

RequestParse parseChecklistRequest(const std::string& text)
{
    RequestParse out;
    if (text.size() > kMaxRequestBytes) {
        out.errors.push_back("(document): larger than " + std::to_string(kMaxRequestBytes) + " bytes");
        return out;
    }
    // Through the one JSON reader (BoundedJson.h): depth, duplicate keys (two "providers" arrays used to be
    // read as the last one, silently) and every nlohmann exception, under this request's own size bound above.
    const jsonio::Parsed read = jsonio::parse(text);
    if (!read.ok()) {
        out.errors.push_back("(document): not valid JSON: " + read.error);
        return out;
    }
    const json& doc = *read.value;
    if (!doc.is_object()) {
        out.errors.push_back("(document): must be a JSON object");
        return out;
    }
    for (auto it = doc.begin(); it != doc.end(); ++it)
        if (it.key() != "format" && it.key() != "format_version" && it.key() != "scenario" && it.key() != "providers" &&
            it.key() != "personal_data_india" && it.key() != "weights")
            out.errors.push_back(jsonio::key(it.key()) + ": unknown key"); // the shared reader's words
    if (auto f = doc.find("format");
        f != doc.end() && !(f->is_string() && f->get<std::string>() == "gpu-planner-checklist"))
        out.errors.push_back("format: must be \"gpu-planner-checklist\"");
    if (auto f = doc.find("format_version"); f != doc.end() && !(f->is_number_integer() && *f == 1))
        out.errors.push_back("format_version: must be 1");
    ChecklistRequest request;
    const auto scenario = doc.find("scenario");
    if (scenario == doc.end()) {
        out.errors.push_back("scenario: required (a scenario object, docs/scenario-schema.md)");
    } else {
        const ScenarioParse parsed = ScenarioJson::fromJson(*scenario);
        for (const FieldError& e : parsed.errors)
            out.errors.push_back("scenario." + e.field + ": " + e.message);
        if (parsed.scenario)
            request.scenario = *parsed.scenario;
    }
    const auto providers = doc.find("providers");
    if (providers == doc.end() || !providers->is_array() || providers->empty() || providers->size() > 16) {
        out.errors.push_back("providers: required, an array of 1 to 16 catalog provider keys");
    } else {
        for (std::size_t i = 0; i < providers->size(); ++i) {
            const json& p = (*providers)[i];
            if (!p.is_string() || p.get<std::string>().empty())
                out.errors.push_back("providers[" + std::to_string(i) + "]: must be a provider key (text)");
            else
                request.providers.push_back(p.get<std::string>());
        }
    }
    // Values through the shared field reader (json/FieldReader.h): the same words as the scenario and TCO files.
    if (auto f = doc.find("personal_data_india"); f != doc.end())
        if (const auto why = jsonio::readBool(*f, request.personalDataIndia))
            out.errors.push_back("personal_data_india: " + *why);
    // The scenario's residency is the plan's one answer (issue 31): personal data of people in India asks the
    // DPDP question, as the window's checklist wizard does. A request that says otherwise is refused, not resolved.
    if (request.scenario.residency.personalDataInIndia) {
        if (auto f = doc.find("personal_data_india"); f != doc.end() && f->is_boolean() && !f->get<bool>())
            out.errors.push_back("personal_data_india: false, but scenario.residency.personal_data_in_india is "
                                 "true: leave personal_data_india out, or set both alike");
        request.personalDataIndia = true;
    }
    if (auto f = doc.find("weights"); f != doc.end()) {
        if (!f->is_object()) {
            out.errors.push_back("weights: must be an object of criterion key -> weight");
        } else {
            for (auto it = f->begin(); it != f->end(); ++it) {
                double w = 0;
                if (const auto why = jsonio::readNumberIn(*it, 0, 100, w))
                    out.errors.push_back("weights." + jsonio::key(it.key()) + ": " + *why);
                else
                    request.weights[it.key()] = w;
            }
        }
    }
    if (out.errors.empty())
        out.request = std::move(request);
    else
        capErrors(out.errors);
    return out;
}

ojson checklistResultJson(const PlanFacts& plan, const std::vector<CriterionWeight>& weights,
                          const std::vector<Question>& questions, const std::vector<PlatformFacts>& platforms,
                          const Evaluation& evaluation)
{
    ojson out;
    out["format"] = "gpu-planner-checklist-result";
    out["format_version"] = 1;
    out["workload"] = workloadName(plan.workload);
    out["plan"] = {{"gpu", plan.gpuName},
                   {"nodes", plan.nodes},
                   {"gpus_per_node", plan.gpusPerNode},
                   {"parameters", plan.parameters},
                   {"personal_data_india", plan.personalDataIndia},
                   {"cost_unit", plan.costUnit},
                   {"over_pcie", communication(plan.overPcie)},
                   {"over_nvlink", communication(plan.overNvlink)}};
    ojson w = ojson::array();
    for (const CriterionWeight& c : weights)
        w.push_back({{"criterion", c.key}, {"name", c.name}, {"measure", c.measure}, {"weight", c.weight}});
    out["weights"] = std::move(w);
    ojson list = ojson::array();
    for (std::size_t i = 0; i < evaluation.platforms.size() && i < platforms.size(); ++i) {
        const PlatformEvaluation& e = evaluation.platforms[i];
        ojson p;
        p["provider"] = e.providerKey;
        p["name"] = e.providerName;
        p["score"] = e.score;
        p["known_weight_share"] = e.knownWeightShare;
        p["cost_per_result"] = optionalNumber(platforms[i].costPerResult);
        p["cost_offer"] = platforms[i].costOfferKey.empty() ? ojson(nullptr) : ojson(platforms[i].costOfferKey);
        p["cost_tier"] = platforms[i].costTier.empty() ? ojson(nullptr) : ojson(platforms[i].costTier);
        ojson criteria = ojson::array();
        for (const CriterionScore& s : e.criteria)
            criteria.push_back(
                {{"criterion", s.key}, {"score", optionalNumber(s.score)}, {"basis", s.basis.english()}});
        p["criteria"] = std::move(criteria);
        ojson answers = ojson::array();
        for (const Question& q : questions) {
            if (!questionApplies(q, plan))
                continue;
            const Answer a = answerFor(q, plan, platforms[i]);
            answers.push_back({{"question", q.key},
                               {"text", q.question},
                               {"answer", a.text},
                               {"known", a.known},
                               {"source", a.source.empty() ? ojson(nullptr) : ojson(a.source)},
                               {"as_of", a.asOf.empty() ? ojson(nullptr) : ojson(a.asOf)}});
        }
        p["answers"] = std::move(answers);
        ojson gaps = ojson::array();
        for (const Gap& g : e.gaps)
            gaps.push_back({{"rule", g.rule},
                            {"severity", g.severity == GapSeverity::Blocking ? "blocking" : "caution"},
                            {"message", g.message.english()}});
        p["gaps"] = std::move(gaps);
        list.push_back(std::move(p));
    }
    out["platforms"] = std::move(list);
    out["notes"] = englishOf(evaluation.notes); // locale-independent English, as every CLI JSON
    return out;
}

} // namespace gp::checklist
