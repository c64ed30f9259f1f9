// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Residency as a field of the engine's Scenario (issue 31): read and written by ScenarioJson with errors that name
// the field, echoed in the estimate's JSON, and applied by the engine and both searches (an offer outside India is
// never priced or picked for an India-only plan, and the warning says why).
#include "PlanningTestCatalog.h"
#include "planning/ConfigurationSearch.h"
#include "planning/ConfigurationSearchServing.h"
#include "planning/EstimateJson.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"

#include <QtTest>

#include <algorithm>

using namespace gp;
using nlohmann::json;

class TestScenarioResidency : public QObject {
    Q_OBJECT
private:
    // h100-8x in AWS Mumbai (ap-south-1), h100-1x in us-east-1, the other five offers with no region stated.
    static CatalogSnapshot catalog()
    {
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        c.offers[0].region = "ap-south-1";
        c.offers[1].region = "us-east-1";
        return c;
    }
    static FieldError firstError(const json& j)
    {
        const ScenarioParse p = ScenarioJson::fromJson(j);
        return p.errors.empty() ? FieldError{} : p.errors.front();
    }
    static bool hasWarning(const std::vector<gp::Message>& said, const std::string& text)
    {
        const std::vector<std::string> warnings = gp::englishOf(said);
        if (std::find(warnings.begin(), warnings.end(), text) != warnings.end())
            return true;
        for (const std::string& w : warnings) // what there is, for the failure message
            qWarning("warning: %s", w.c_str());
        return false;
    }

private slots:
    void roundTripsAndIsWrittenOnlyWhenSet()
    {
        Scenario s = PlanningTestCatalog::fineTune7b();
        QVERIFY(!ScenarioJson::toJson(s).contains("residency")); // a plan without a constraint keeps its shape
        s.residency.indiaOnly = true;
        s.residency.personalDataInIndia = true;
        const json j = ScenarioJson::toJson(s);
        QCOMPARE(j.at("residency").dump(), std::string(R"({"india_only":true,"personal_data_in_india":true})"));
        const ScenarioParse back = ScenarioJson::fromJson(j);
        QVERIFY(back.ok());
        QVERIFY(back.scenario->residency == s.residency);
    }

    void errorsNameTheField()
    {
        json j = ScenarioJson::toJson(PlanningTestCatalog::fineTune7b());
        j["residency"] = {{"india_only", "yes"}};
        FieldError e = firstError(j);
        QCOMPARE(e.field, std::string("residency.india_only"));
        QVERIFY2(e.message.find("must be true or false") == 0, e.message.c_str());
        j["residency"] = {{"india_only", true}, {"everywhere", false}};
        e = firstError(j);
        QCOMPARE(e.field, std::string("residency.everywhere"));
        QCOMPARE(e.message, std::string("unknown key"));
        j["residency"] = "india";
        e = firstError(j);
        QCOMPARE(e.field, std::string("residency"));
        QVERIFY2(e.message.find("must be an object") == 0, e.message.c_str());
        // A version 1 file predates the field.
        j["residency"] = {{"personal_data_in_india", true}};
        j["schema_version"] = 1;
        j["training"].erase("loss_kernel");
        j["training"].erase("head");
        j["inference"].erase("batching");
        j["inference"].erase("prefill");
        j["inference"].erase("compute_efficiency");
        j["inference"].erase("gpu_memory_utilization");
        j["inference"].erase("prefill_layer_overhead_ms");
        j["inference"].erase("serving_engine");
        j["parallel"].erase("virtual_stages");
        j["parallel"].erase("sequence_parallel");
        j["overheads"].erase("framework");
        const ScenarioParse v1 = ScenarioJson::fromJson(j);
        QCOMPARE(v1.errors.size(), std::size_t(1));
        QCOMPARE(v1.errors.front().field, std::string("residency.personal_data_in_india"));
        QVERIFY(v1.errors.front().message.find("is new in schema version 2") == 0);
    }

    // h100-8x is in India and prices the plan; h100-1x (us-east-1) does not, and the warning names it and why. The
    // estimate's JSON carries the constraint.
    void theEngineNeverPricesOutsideIndia()
    {
        const CatalogSnapshot c = catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.pricing.offerKeys = {"h100-8x", "h100-1x"};
        const EstimateResult free = PlanningEngine::estimate(s, c);
        QVERIFY(free.ok());
        QCOMPARE(free.estimate->costs.size(), std::size_t(2));
        QCOMPARE(EstimateJson::toJson(*free.estimate).at("residency").dump(),
                 std::string(R"({"india_only":false,"personal_data_in_india":false})"));

        s.residency.indiaOnly = true;
        const EstimateResult india = PlanningEngine::estimate(s, c);
        QVERIFY(india.ok());
        QCOMPARE(india.estimate->costs.size(), std::size_t(1));
        QCOMPARE(india.estimate->costs.front().offerKey, std::string("h100-8x"));
        QVERIFY(hasWarning(india.estimate->warnings,
                           "residency.india_only: offer h100-1x is hosted outside India (region \"us-east-1\"), so "
                           "it does not price the plan: the data must stay in India"));
        QCOMPARE(EstimateJson::toJson(*india.estimate).at("residency").dump(),
                 std::string(R"({"india_only":true,"personal_data_in_india":false})"));

        s.pricing.offerKeys = {"h100-8x", "a100-1x"}; // a100-1x states no region
        const EstimateResult unstated = PlanningEngine::estimate(s, c);
        QVERIFY(unstated.ok());
        QVERIFY(hasWarning(unstated.estimate->warnings,
                           "residency.india_only: offer a100-1x does not say it is hosted in India (region not "
                           "stated), so it does not price the plan: the data must stay in India"));
    }

    // The rule itself (OfferResidency.h), which the engine, the searches' filter and the what-if swap all call: only an
    // offer hosted in India takes data that must stay there; a plan without the requirement takes any offer.
    void theRuleTakesOnlyOffersInIndia()
    {
        OfferSpec offer;
        const std::pair<const char*, bool> regions[] = {
            {"ap-south-1", true}, {"asia-south2", true}, {"Central India", true}, {"us-east-1", false},
            {"global", false},    {"", false},           {"europe-west4", false}};
        for (const auto& [region, inIndia] : regions) {
            offer.region = region;
            QVERIFY2(residencyAllows(true, offer) == inIndia, region);
            QVERIFY2(residencyAllows(false, offer), region);
        }
    }

    // The tally both searches keep of the offers their filter left out (ExcludedOffers): one reason an offer, the
    // warnings in a fixed order. Of the test catalog's 7 offers with India required: h100-8x passes, h100-1x
    // (us-east-1) and the 5 with no region are out for the region; with h100-8x flagged too it counts as flagged only,
    // since the region accepts it.
    void theSearchesTallyEachExcludedOfferOnce()
    {
        CatalogSnapshot c = catalog();
        c.offers[0].flags.restricted = true;
        OfferFilter filter;
        filter.indiaOnly = true;
        ExcludedOffers excluded;
        for (const OfferSpec& o : c.offers)
            if (!filter.accepts(o))
                excluded.count(filter, o);
        QCOMPARE(excluded.outsideRegion, 6);
        QCOMPARE(excluded.flagged, 1);
        QCOMPARE(excluded.hostBilledApart, 0);
        std::vector<Message> warnings;
        excluded.addWarnings(warnings);
        QCOMPARE(warnings.size(), std::size_t(2));
        QCOMPARE(warnings[0], flaggedOffersWarning(1));
        QCOMPARE(warnings[1], residencyWarning(6));
    }

    // Both searches read the scenario's residency without being told (the filter's indiaOnly stays false): every
    // point is h100-8x, and the other 6 of the 7 offers are counted out with the reason.
    void theSearchesPickOnlyIndia()
    {
        const CatalogSnapshot c = catalog();
        Scenario t = PlanningTestCatalog::fineTune7b();
        t.pricing.offerKeys.clear();
        t.residency.indiaOnly = true;
        SearchOptions o;
        o.maxGpus = 16;
        QVERIFY(!o.offers.indiaOnly);
        const SearchResult tr = ConfigurationSearch::run(t, c, o);
        QVERIFY(tr.ok());
        QVERIFY(!tr.front.empty());
        for (const SearchCandidate& p : tr.front) {
            QCOMPARE(p.offerKey, std::string("h100-8x"));
            QVERIFY(ConfigurationSearch::scenarioFor(t, p).residency.indiaOnly); // carried to the plan
        }
        const std::string six = "residency.india_only: 6 offers are hosted outside India or where the region is not "
                                "stated, so they are not searched: the data must stay in India";
        QVERIFY(hasWarning(tr.warnings, six));
        t.residency.indiaOnly = false;
        const SearchResult anywhere = ConfigurationSearch::run(t, c, o);
        QVERIFY(!hasWarning(anywhere.warnings, six));
        QVERIFY(std::any_of(anywhere.front.begin(), anywhere.front.end(),
                            [](const SearchCandidate& p) { return p.offerKey != "h100-8x"; }));

        Scenario w;
        w.name = "7B chat";
        w.model.catalogKey = "llama-2-7b";
        w.task = Task::Inference;
        w.inference.promptTokens = 512;
        w.inference.outputTokens = 256;
        w.inference.targetRequestsPerSecond = 20;
        w.inference.targetTtftSeconds = 0.5;
        w.residency.indiaOnly = true;
        const ServingSearchOptions so = ServingSearch::windowOptions(w, false);
        const ServingSearchResult sr = ServingSearch::run(w, c, so);
        QVERIFY(sr.ok());
        QVERIFY(!sr.front.empty());
        for (const ServingCandidate& p : sr.front) {
            QCOMPARE(p.offerKey, std::string("h100-8x"));
            QVERIFY(ServingSearch::scenarioFor(w, so, p).residency.indiaOnly);
        }
        QVERIFY(hasWarning(sr.warnings, six));
    }
};

QTEST_GUILESS_MAIN(TestScenarioResidency)
#include "tst_scenarioresidency.moc"
