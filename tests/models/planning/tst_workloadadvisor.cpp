// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workload advisor on the shipped catalog (the wizard's own data): "fine-tune a 13B model on 2B tokens
// within a week" gives three priced configurations, cheapest first, each inside the deadline by the
// engine's own estimate of the scenario handed to the workspace, at a labelled on-demand offer; the
// serving path meets every target; the DPDP note and India-only filter do what they say.
#include "catalog/CatalogStore.h"
#include "planning/ConfigurationSearch.h"
#include "planning/OfferTerms.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioValidator.h"
#include "planning/WorkloadAdvisor.h"
#include "text/MessageText.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace gp;

// The advisor's sentences in English, as the CLI's JSON and the tests read them (the text layer renders the same
// templates in the reader's language).
static std::string E(const Message& m) { return m.english(); }
static std::string E(const std::vector<Message>& m) { return englishJoined(m); }
static std::string lines(const std::vector<Message>& m) { return englishJoined(m, "\n"); }

// printf into a std::string, for sentences whose figures are worked out here.
template <typename... A> static std::string sformat(const char* f, A... a)
{
    char buf[1024];
    std::snprintf(buf, sizeof buf, f, a...);
    return buf;
}

class TestWorkloadAdvisor : public QObject {
    Q_OBJECT
private:
    CatalogSnapshot m_catalog;

    static WorkloadAnswers fineTune13bInAWeek()
    {
        WorkloadAnswers a;
        a.goal = WorkloadGoal::FullFineTune;
        a.modelBillions = 13;
        a.tokens = 2e9;
        a.deadlineHours = 7 * 24;
        return a;
    }

    // The three cheapest: in cost order, and every GPU type's cheapest configuration not among them costs at least
    // as much as option 3 (issue 31: a USD 137 H200 plan sat below options of USD 331).
    static void checkThreeCheapest(const WorkloadRecommendation& r)
    {
        QCOMPARE(r.configurations.size(), r.threeCheapest.size());
        QVERIFY(!r.threeCheapest.empty());
        for (std::size_t i = 1; i < r.threeCheapest.size(); ++i)
            QVERIFY(r.threeCheapest[i].cost >= r.threeCheapest[i - 1].cost);
        const double third = r.threeCheapest.back().cost;
        for (const auto& g : r.gpuTypeConfigurations) {
            const bool shown = std::any_of(r.threeCheapest.begin(), r.threeCheapest.end(), [&](const auto& c) {
                return c.scenario.name == g.scenario.name && c.cost == g.cost;
            });
            QVERIFY2(shown || g.cost >= third || r.threeCheapest.size() < 3, g.title.c_str());
        }
        // Every GPU type either points at its configuration or says why it has none.
        for (const auto& g : r.gpuTypes) {
            if (g.meetsDeadline) {
                QVERIFY(g.configuration >= 0 && g.configuration < int(r.gpuTypeConfigurations.size()));
                QCOMPARE(r.gpuTypeConfigurations[std::size_t(g.configuration)].cost, g.cost);
                QVERIFY(isEmpty(g.whyNone));
            } else {
                QCOMPARE(g.configuration, -1);
                QVERIFY2(!isEmpty(g.whyNone), g.gpuName.c_str());
            }
        }
    }

    // Every choice the wizard made is stated in its text, the scenario's name and its notes, read from the plan's
    // own values (issue 31: FP8 was picked and not said).
    static void checkChoicesStated(const RecommendedConfiguration& c)
    {
        const Scenario& s = c.scenario;
        const std::string choices = E(c.choices);
        QVERIFY(choices.rfind("Chosen by the wizard: ", 0) == 0);
        QVERIFY2(E(c.why).find(choices) != std::string::npos, E(c.why).c_str());
        QVERIFY2(lines(c.notes).find(choices) != std::string::npos, lines(c.notes).c_str());
        QVERIFY2(s.name.find("chosen by the wizard") != std::string::npos, s.name.c_str());
        if (s.isTraining()) {
            QVERIFY2(choices.find(WorkloadAdvisor::precisionWords(s.training.precision).source) != std::string::npos,
                     choices.c_str());
            QVERIFY2(choices.find(WorkloadAdvisor::recomputeWords(s.training.recompute).source) != std::string::npos,
                     choices.c_str());
            const std::string layout = "tensor parallel " + std::to_string(s.parallel.tensorParallel) +
                                       " x pipeline parallel " + std::to_string(s.parallel.pipelineParallel);
            QVERIFY2(choices.find(layout) != std::string::npos, choices.c_str());
            QVERIFY2(choices.find("micro-batch " + std::to_string(s.training.microBatch)) != std::string::npos,
                     choices.c_str());
            const bool offload =
                s.parallel.offloadParameters || s.parallel.cpuOffloadOptimizer || s.training.activationOffloading;
            QVERIFY(choices.find(offload ? "CPU offload of" : "no CPU offload") != std::string::npos);
            const std::string brief = s.training.precision == TrainPrecision::FP8 ? "(FP8, " : "(BF16 mixed, ";
            if (s.training.precision == TrainPrecision::FP8 || s.training.precision == TrainPrecision::MixedBF16)
                QVERIFY2(s.name.find(brief) != std::string::npos, s.name.c_str());
        } else {
            QVERIFY(choices.find(WorkloadAdvisor::weightWords(s.inference.weights).source) != std::string::npos);
            QVERIFY(choices.find(WorkloadAdvisor::kvWords(s.inference.kvCache).source) != std::string::npos);
            QVERIFY(choices.find("tensor parallel " + std::to_string(s.parallel.tensorParallel)) != std::string::npos);
            QVERIFY(choices.find(s.inference.batching == Batching::Continuous
                                     ? "continuous batching"
                                     : "static batching") != std::string::npos);
            QVERIFY(choices.find(std::to_string(s.inference.concurrentSequences) + " concurrent sequences") !=
                    std::string::npos);
        }
        // No option rests on a flagged offer unless the user opted in.
        QVERIFY(c.offerFlags.empty());
    }

    // Llama 3.1 8B at 10 requests/s, 1,000 tokens in and 200 out, a 1 s TTFT and 50 ms per output token: the serving
    // case the tests below share.
    static WorkloadAnswers serving8b()
    {
        WorkloadAnswers a;
        a.goal = WorkloadGoal::Serve;
        a.modelKey = "llama-3.1-8b";
        a.requestsPerSecond = 10;
        a.promptTokens = 1000;
        a.outputTokens = 200;
        a.ttftSeconds = 1.0;
        a.tpotSeconds = 0.05;
        return a;
    }

private slots:
    void initTestCase()
    {
        CatalogStore store;
        QVERIFY(store.openShipped());
        m_catalog = store.snapshot();
    }

    void fineTune13bWithinAWeek()
    {
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(fineTune13bInAWeek(), m_catalog);
        QVERIFY(r.ok());
        QCOMPARE(r.workload.model.catalogKey, std::string("llama-2-13b")); // nearest to 13 B in the catalog
        QCOMPARE(r.configurations.size(), std::size_t(3));
        QVERIFY(!isEmpty(r.tier));
        QVERIFY(!r.strategy.empty());
        QVERIFY(isEmpty(r.residencyNote));
        // The same search the wizard ran: its three cheapest points, in order.
        SearchOptions o;
        o.deadlineHours = 168;
        o.offers = WorkloadAdvisor::offerFilter(fineTune13bInAWeek());
        o.maxGpus = 1024;
        o.multiNodeOnlyWithFullServers = true;
        const SearchResult sr = ConfigurationSearch::run(r.workload, m_catalog, o);
        QVERIFY(sr.front.size() >= 3);
        // The options are the three cheapest configurations that meet the deadline: option 1 is the search's
        // cheapest, and no GPU type's cheapest configuration left out costs less than option 3.
        QCOMPARE(r.configurations.front().cost, sr.front.front().cost);
        checkThreeCheapest(r);
        for (std::size_t i = 0; i < 3; ++i) {
            const RecommendedConfiguration& c = r.configurations[i];
            QVERIFY2(c.engineAgrees, c.title.c_str());
            QVERIFY(ScenarioValidator::validate(c.scenario, m_catalog).empty());
            const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok());
            QVERIFY(e.estimate->fits);
            QCOMPARE(c.hours, e.estimate->training->wallClockHours);
            QCOMPARE(c.cost, e.estimate->costs.front().costPerRun);
            QVERIFY(c.hours <= 168.0);
            QCOMPARE(c.scenario.pricing.offerKeys.size(), std::size_t(1));
            const OfferSpec* offer = m_catalog.offer(c.scenario.pricing.offerKeys.front());
            QVERIFY(offer);
            QCOMPARE(offer->tier, std::string("on_demand")); // rentable by the hour, not a reservation
            QVERIFY(c.offerLabel.find(offer->providerName) != std::string::npos);
            QVERIFY(!c.why.empty());
            if (i > 0)
                QVERIFY(c.cost >= r.configurations[i - 1].cost);
            checkChoicesStated(c);
        }
        // 13B full fine-tuning needs about 16 bytes a parameter (208 GB): no single 80 GB GPU holds it.
        for (const auto& g : r.gpuTypes)
            if (g.gpuKey == "nvidia-h100-sxm")
                QVERIFY(g.fewestGpusForMemory > 1);
        QVERIFY(r.configurations.front().gpus > 1);
        // Several instances only when each is a whole 8-GPU server (no 1-GPU rentals strung together).
        for (const auto& c : r.configurations)
            QVERIFY(c.nodes == 1 || c.scenario.hardware.gpusPerNode >= 8);
    }

    void indiaOnlyAndDpdpNote()
    {
        WorkloadAnswers a = fineTune13bInAWeek();
        a.personalDataOfPeopleInIndia = true;
        a.indiaOnly = true;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(E(r.residencyNote).find("DPDP") != std::string::npos);
        QVERIFY(E(r.residencyNote).find("legal advisor") != std::string::npos);
        QVERIFY(!r.configurations.empty());
        checkThreeCheapest(r);
        QCOMPARE(E(r.residency), std::string("India only"));
        for (const auto& c : r.configurations) {
            QVERIFY(c.residency == Residency::India);
            QVERIFY(residencyOf(*m_catalog.offer(c.scenario.pricing.offerKeys.front())) == Residency::India);
            checkChoicesStated(c);
            // The residency and the caution stay with the plan: its name and the notes the workspace saves.
            QVERIFY2(c.scenario.name.find(" - India only") != std::string::npos, c.scenario.name.c_str());
            QVERIFY(lines(c.notes).find("Residency: India only.") != std::string::npos);
            QVERIFY(lines(c.notes).find("DPDP") != std::string::npos);
        }
        // GPUs the catalog rents only outside India say so.
        const auto b200 = std::find_if(r.gpuTypes.begin(), r.gpuTypes.end(),
                                       [](const GpuTypeOption& g) { return g.gpuKey == "nvidia-h100-pcie"; });
        QVERIFY(b200 != r.gpuTypes.end());
        QCOMPARE(E(b200->whyNone), std::string("no offer in India (the chosen region)"));
        // "Cheapest of each GPU type": one configuration per GPU type that meets the deadline, cheapest first.
        a.optionMode = OptionMode::CheapestPerGpuType;
        const WorkloadRecommendation perGpu = WorkloadAdvisor::recommend(a, m_catalog);
        const auto meeting = std::count_if(perGpu.gpuTypes.begin(), perGpu.gpuTypes.end(),
                                           [](const GpuTypeOption& g) { return g.meetsDeadline; });
        QCOMPARE(perGpu.configurations.size(), std::size_t(meeting));
        for (std::size_t i = 1; i < perGpu.configurations.size(); ++i)
            QVERIFY(perGpu.configurations[i].cost >= perGpu.configurations[i - 1].cost);
    }

    // Flagged offers (the IndiaAI portal's restricted rate, Vultr's disputed L40S price) are never options unless the
    // user opts in; opted in, an option on one is marked in its label, text, name and notes.
    void flaggedOffersOnlyWhenIncluded()
    {
        // LoRA of the 13B model: one B200 holds it, so the portal's 1-GPU rate can price it once included.
        WorkloadAnswers a = fineTune13bInAWeek();
        a.goal = WorkloadGoal::LoRA;
        a.indiaOnly = true;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        const auto b200 = std::find_if(r.gpuTypes.begin(), r.gpuTypes.end(),
                                       [](const GpuTypeOption& g) { return g.gpuKey == "nvidia-b200-sxm"; });
        QVERIFY(b200 != r.gpuTypes.end());
        // In India the catalog rents a B200 only through the IndiaAI portal, at a rate for eligible users.
        QCOMPARE(E(b200->whyNone),
                 std::string("only flagged offers (restricted: eligible users only); include them to see their price"));
        for (const auto& c : r.gpuTypeConfigurations)
            QVERIFY(c.offerFlags.empty());
        a.includeFlagged = true;
        const WorkloadRecommendation with = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(with.ok());
        bool sawFlagged = false;
        for (const auto& c : with.gpuTypeConfigurations) {
            const OfferSpec* o = m_catalog.offer(c.scenario.pricing.offerKeys.front());
            QCOMPARE(c.offerFlags, offerFlagWords(o->flags));
            if (c.offerFlags.empty())
                continue;
            sawFlagged = true;
            QVERIFY(c.offerLabel.find("[" + c.offerFlags + "]") != std::string::npos);
            QVERIFY(E(c.why).find(c.offerFlags) != std::string::npos);
            QVERIFY(c.scenario.name.find(c.offerFlags) != std::string::npos);
            QVERIFY(lines(c.notes).find(c.offerFlags) != std::string::npos);
            // The engine prices the flagged offer the scenario lists (its own choice), marked.
            const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok() && e.estimate->headline());
            QCOMPARE(e.estimate->headline()->flags, c.offerFlags);
        }
        QVERIFY(sawFlagged); // the IndiaAI B200 row
    }

    void servingMeetsEveryTarget()
    {
        const WorkloadAnswers a = serving8b();
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(!r.configurations.empty());
        for (const auto& c : r.configurations) {
            QVERIFY2(c.engineAgrees, c.title.c_str());
            QVERIFY(!c.scenario.isTraining());
            const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok());
            QVERIFY(e.estimate->inference->timeToFirstTokenSeconds <= 1.0);
            QVERIFY(e.estimate->inference->timePerOutputTokenSeconds <= 0.05);
            QVERIFY(e.estimate->inference->requestsPerSecond >= 10);
            QCOMPARE(c.cost, e.estimate->costs.front().costPerRun);
        }
        QVERIFY(E(r.tier).find("GPU") != std::string::npos);
    }

    // A percentile target (issue 31): every configuration holds it by the engine, each plan carries it, and the
    // recommendation's text states the queueing model and its assumption (Poisson arrivals). The residency answers
    // are the scenario's own field in every configuration.
    void servingPercentileTargetAndResidencyAreStated()
    {
        WorkloadAnswers a;
        a.goal = WorkloadGoal::Serve;
        a.modelKey = "llama-3.1-8b";
        a.requestsPerSecond = 10;
        a.promptTokens = 1000;
        a.outputTokens = 200;
        a.ttftSeconds = 0.5;
        a.ttftPercentile = 99;
        a.personalDataOfPeopleInIndia = true;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(!r.configurations.empty());
        QCOMPARE(r.workload.inference.targetTtftPercentile, 99);
        for (const auto& c : r.configurations) {
            QCOMPARE(c.scenario.inference.targetTtftPercentile, 99);
            QVERIFY(c.scenario.residency.personalDataInIndia && !c.scenario.residency.indiaOnly);
            const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok());
            QVERIFY(e.estimate->inference->ttftP99Seconds <= 0.5);
            const std::string why = E(c.why);
            QVERIFY2(why.find("requests arrive at random (Poisson)") != std::string::npos, why.c_str());
            QVERIFY2(why.find("99 requests in 100 get their first token within") != std::string::npos, why.c_str());
        }
    }

    // The why paragraph states the figures of the plan it describes (issue 35: the figures are typed arguments of
    // templates). Each sentence's English is written out here from the plan's GPU count and hours, the catalog
    // row's price and the answers' deadline: the cost is GPUs x hours x the row's price per GPU-hour (checked to
    // 1e-9 relative, the engine's own product), the percentage and the time gap against option 1 from the two
    // options' costs and hours.
    void trainingWhyStatesTheFiguresOfThePlan()
    {
        const WorkloadAnswers a = fineTune13bInAWeek();
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(r.configurations.size() >= 2);
        const RecommendedConfiguration& c = r.configurations[0];
        const OfferSpec* offer = m_catalog.offer(c.scenario.pricing.offerKeys.front());
        QVERIFY(offer);
        QVERIFY(offer->unit == PriceUnit::Hour);
        QCOMPARE(offer->currency, std::string("USD"));
        const double perGpuHour = offer->price / offer->gpusPerInstance;
        // The run is billed in the provider's increments (CostModel::billedHours: whole hours unless the catalog
        // records finer), never less than it runs and less than an hour more.
        const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
        QVERIFY(e.ok() && e.estimate->headline());
        const double billed = e.estimate->headline()->billedHoursPerInstance;
        QVERIFY2(billed >= c.hours - 1e-9 && billed < c.hours + 1,
                 sformat("billed %.6f h, runs %.6f h", billed, c.hours).c_str());
        QVERIFY2(std::abs(c.cost - c.gpus * billed * perGpuHour) <= 1e-9 * c.cost,
                 sformat("cost %.6f, GPUs x billed hours x price %.6f", c.cost, c.gpus * billed * perGpuHour).c_str());
        const GpuSpec* gpu = m_catalog.gpu(c.scenario.hardware.gpuKey);
        QVERIFY(gpu);
        QCOMPARE(c.gpus, c.scenario.totalGpus());
        QVERIFY(c.why.size() >= 5);
        // Hours below three days are said in hours, from there in days (one decimal).
        const std::string runs = c.hours < 72 ? sformat("%.1f hours", c.hours) : sformat("%.1f days", c.hours / 24);
        QCOMPARE(E(c.why[0]), sformat("%d x %s finish the run in %s.", c.gpus, gpu->name.c_str(), runs.c_str()));
        QCOMPARE(E(c.why[1]), std::string("That is inside the deadline of 7.0 days.")); // 168 h = 7 days
        // Money from USD 100 up in whole units, a price per GPU-hour with its cents.
        QCOMPARE(E(c.why[2]), sformat("The run costs USD %.0f at %s's on-demand price (USD %.2f per GPU-hour).", c.cost,
                                      offer->providerName.c_str(), perGpuHour));
        QCOMPARE(E(c.why[3]), sformat("Each GPU holds %.0f GB of its %.0f usable GB.", e.estimate->memory.totalGb(),
                                      e.estimate->usableMemoryGbPerGpu));
        // Option 1 ends with its rank and the choices; option 2 with how it compares.
        QCOMPARE(E(c.why[c.why.size() - 2]), std::string("It is the cheapest option that meets every target."));
        QCOMPARE(E(c.why.back()), E(c.choices));
        const RecommendedConfiguration& second = r.configurations[1];
        const double more = second.cost / c.cost - 1;
        QVERIFY(more >= 0);
        QCOMPARE(E(second.why[second.why.size() - 3]), sformat("It costs %.0f%% more than option 1.", 100 * more));
        const double sooner = c.hours - second.hours;
        const double gap = std::abs(sooner);
        const std::string amount = gap < 1    ? sformat(gap * 60 < 10 ? "%.1f minutes" : "%.0f minutes", gap * 60)
                                   : gap < 72 ? sformat("%.1f hours", gap)
                                              : sformat("%.1f days", gap / 24);
        QCOMPARE(E(second.why[second.why.size() - 2]),
                 std::abs(sooner) < 1e-9
                     ? std::string("It takes as long.")
                     : sformat("It finishes %s %s.", amount.c_str(), sooner > 0 ? "sooner" : "later"));
        // In the reader's locale the same sentence groups the amount its own way: en_IN writes a lakh as 1,00,000.
        const QLocale india(QLocale::English, QLocale::India);
        QCOMPARE(text::render(c.why[2], india),
                 QStringLiteral("The run costs USD\u00a0%1 at %2's on-demand price (USD\u00a0%3 per GPU-hour).")
                     .arg(india.toString(std::round(c.cost), 'f', 0), QString::fromStdString(offer->providerName),
                          india.toString(perGpuHour, 'f', 2)));
    }

    // The serving why states the replicas, the load and the latencies the engine gives the plan, and its price: the
    // cost per hour is the plan's GPUs x the row's price per GPU-hour.
    void servingWhyStatesTheFiguresOfThePlan()
    {
        const WorkloadAnswers a = serving8b();
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(!r.configurations.empty());
        const RecommendedConfiguration& c = r.configurations[0];
        const OfferSpec* offer = m_catalog.offer(c.scenario.pricing.offerKeys.front());
        QVERIFY(offer && offer->unit == PriceUnit::Hour && offer->currency == "USD");
        const double perHour = c.gpus * offer->price / offer->gpusPerInstance;
        QVERIFY2(std::abs(c.cost - perHour) <= 1e-9 * c.cost, sformat("%.6f vs %.6f", c.cost, perHour).c_str());
        const int tp = std::max(1, c.scenario.parallel.tensorParallel);
        const int replicas = c.gpus / tp;
        QCOMPARE(replicas * tp, c.gpus);
        const GpuSpec* gpu = m_catalog.gpu(c.scenario.hardware.gpuKey);
        QVERIFY(gpu);
        auto money = [](double v) { return v < 100 ? sformat("USD %.2f", v) : sformat("USD %.0f", v); };
        QCOMPARE(E(c.why[0]),
                 sformat("%d %s of %d x %s %s %.1f requests/s (target 10.0 requests/s) with %.0f ms to the first token "
                         "and %.0f ms per output token, for %s an hour (%s per million output tokens at the target "
                         "load).",
                         replicas, replicas == 1 ? "replica" : "replicas", tp, gpu->name.c_str(),
                         replicas == 1 ? "serves" : "serve", c.requestsPerSecond, c.ttftSeconds * 1000,
                         c.tpotSeconds * 1000, money(c.cost).c_str(), money(c.costPerMillionTokens).c_str()));
        // The choices name the same replicas and tensor-parallel degree.
        QVERIFY2(E(c.choices).find(sformat("%d %s x %d %s (tensor parallel %d)", replicas,
                                           replicas == 1 ? "replica" : "replicas", tp, tp == 1 ? "GPU" : "GPUs", tp)) !=
                     std::string::npos,
                 E(c.choices).c_str());
    }

    // A GPU type with no configuration names every target it cannot meet, as the answers gave them (issue 31): 20
    // requests/s of a 70B model, a 300 ms TTFT and 30 ms per output token, tight enough that some GPU types fail.
    void servingWhyNoneNamesTheTargets()
    {
        WorkloadAnswers a;
        a.goal = WorkloadGoal::Serve;
        a.modelKey = "llama-3.1-70b";
        a.requestsPerSecond = 20;
        a.promptTokens = 1000;
        a.outputTokens = 200;
        a.ttftSeconds = 0.3;
        a.tpotSeconds = 0.03;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        int named = 0;
        for (const GpuTypeOption& g : r.gpuTypes) {
            const std::string why = E(g.whyNone);
            if (why.rfind("cannot meet", 0) != 0)
                continue;
            ++named;
            QCOMPARE(why,
                     std::string("cannot meet 20 requests/s, the 300 ms TTFT and 30 ms per output token with up to "
                                 "1024 GPUs"));
        }
        QVERIFY2(named > 0, "no GPU type failed the targets: the case no longer tests the sentence");
    }

    // The model note and the tier say the figures they are about: 13 B asked, the catalog's Llama 2 13B used.
    void modelNoteAndTierStateTheirFigures()
    {
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(fineTune13bInAWeek(), m_catalog);
        QVERIFY(r.ok());
        const ModelArchitecture* m = m_catalog.model("llama-2-13b");
        QVERIFY(m);
        QCOMPARE(E(r.modelNote),
                 sformat("13 B parameters: the catalog's %s (%.1f B parameters) stands in for its layers "
                         "and widths.",
                         m->name.c_str(), m->parameters / 1e9));
        // The tier follows option 1's GPU count (one node of several GPUs here: 13B needs more than one 80 GB GPU).
        const RecommendedConfiguration& best = r.configurations.front();
        if (best.nodes == 1 && best.gpus > 1)
            QVERIFY2(E(r.tierWhy).rfind(sformat("%d GPUs in one node: ", best.gpus), 0) == 0, E(r.tierWhy).c_str());
        else if (best.nodes > 1)
            QVERIFY2(E(r.tierWhy).rfind(sformat("%d nodes of ", best.nodes), 0) == 0, E(r.tierWhy).c_str());
        QVERIFY(!r.strategy.empty());
    }

    void refusesWithoutAModel()
    {
        WorkloadAnswers a = fineTune13bInAWeek();
        a.modelBillions = 0;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("model"));
    }

    void impossibleDeadlineSaysSo()
    {
        WorkloadAnswers a = fineTune13bInAWeek();
        a.deadlineHours = 0.01; // 36 seconds
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(r.configurations.empty());
        QVERIFY(!r.warnings.empty());
        // A GPU type that holds the job but cannot meet the deadline says so with the deadline as given: 36 seconds
        // are 0.6 minutes (one decimal below 10 minutes).
        int named = 0;
        for (const GpuTypeOption& g : r.gpuTypes)
            if (E(g.whyNone).rfind("cannot meet", 0) == 0) {
                ++named;
                QCOMPARE(E(g.whyNone), std::string("cannot meet the deadline of 0.6 minutes with up to 1024 GPUs"));
            }
        QVERIFY(named > 0);
    }
};

QTEST_GUILESS_MAIN(TestWorkloadAdvisor)
#include "tst_workloadadvisor.moc"
