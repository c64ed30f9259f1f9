// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Cost per result as a buyer is billed, worked by hand: whole instances (ceil(GPUs / GPUs per instance)),
// each billed in its provider's increment with its minimum, per started hour where the catalog records none
// (hourly prices), or per started month of 730 h (monthly prices); reserved
// tiers as the effective price if held, with the commitment of the whole term beside it; cost per million
// tokens = 1e6 x cost / tokens (llm-analysis's formula per thousand). Money compared to 1e-9 relative.
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "planning/CostModel.h"
#include "planning/OfferTerms.h"

#include <QtTest>

#include <algorithm>

using namespace gp;

namespace {
bool near(double a, double b) { return qAbs(a - b) <= 1e-9 * std::max(1.0, qAbs(b)); }

CatalogSnapshot withTiers()
{
    CatalogSnapshot c = PlanningTestCatalog::catalog();
    // An 8-GPU L40S instance at 30.13 USD/h (order of AWS g6e.48xlarge on demand) and its 3-year reservation.
    c.offers.push_back(TestCatalog::offer("l40s-8x", "nvidia-l40s", 8, 30.13));
    c.offers.push_back(TestCatalog::offer("l40s-8x-3y", "nvidia-l40s", 8, 10.0, "USD", PriceUnit::Hour, "reserved_3y"));
    c.offers.push_back(TestCatalog::offer("l40s-spot", "nvidia-l40s", 1, 0.3, "USD", PriceUnit::Hour, "spot"));
    c.offers.push_back(TestCatalog::offer("l40s-market", "nvidia-l40s", 1, 0.4, "USD", PriceUnit::Hour, "marketplace"));
    c.buildIndex();
    return c;
}
} // namespace

class TestCostModel : public QObject {
    Q_OBJECT
private:
    // CostModel::price with its sentences in English (Message::english), appended as the engine appends them;
    // without a place for notes, the notes go among the warnings, as in the engine.
    static std::vector<CostLine> priceSaying(const CostInputs& in, const CatalogSnapshot& c,
                                             std::vector<std::string>* warnings,
                                             std::vector<std::string>* notes = nullptr)
    {
        std::vector<gp::Message> w, n;
        auto lines = CostModel::price(in, c, warnings ? &w : nullptr, notes ? &n : nullptr);
        for (const auto& [said, into] : {std::pair{&w, warnings}, std::pair{&n, notes}})
            if (into)
                for (const gp::Message& m : *said)
                    into->push_back(m.english());
        return lines;
    }

private slots:
    void instances_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("perInstance");
        QTest::addColumn<int>("instances");
        QTest::newRow("4 on 8-GPU instances: one whole instance") << 4 << 8 << 1;
        QTest::newRow("8 on 8") << 8 << 8 << 1;
        QTest::newRow("9 on 8: two") << 9 << 8 << 2;
        QTest::newRow("3 on 1") << 3 << 1 << 3;
        QTest::newRow("0 GPUs: none") << 0 << 8 << 0;
    }
    void instances()
    {
        QFETCH(int, gpus);
        QFETCH(int, perInstance);
        QFETCH(int, instances);
        QCOMPARE(CostModel::instancesFor(gpus, perInstance), instances);
    }

    void billedHours()
    {
        QCOMPARE(*CostModel::billedHours(PriceUnit::Hour, 89.7), 90.0);
        QCOMPARE(*CostModel::billedHours(PriceUnit::Hour, 90.0), 90.0); // exactly 90 h is not billed 91
        QCOMPARE(*CostModel::billedHours(PriceUnit::Hour, 0.2), 1.0);
        QCOMPARE(*CostModel::billedHours(PriceUnit::Month, 89.7), 730.0); // a started month
        QCOMPARE(*CostModel::billedHours(PriceUnit::Month, 731.0), 1460.0);
        QVERIFY(!CostModel::billedHours(PriceUnit::OneOff, 10));
        QVERIFY(!CostModel::billedHours(PriceUnit::Hour, 0));
        QVERIFY(!CostModel::billedHours(PriceUnit::Hour, std::numeric_limits<double>::quiet_NaN()));
        QVERIFY(!CostModel::billedHours(PriceUnit::Hour, std::numeric_limits<double>::infinity()));
    }

    // A provider's billing increment and minimum (catalog schema v7), worked by hand: seconds = ceil(run x 3600 /
    // increment) x increment, at least the minimum, / 3600. Exact to 1e-9 h.
    void billedHoursInProviderIncrements()
    {
        const BillingTerms perSecond{1, 60}; // AWS EC2 Linux: per second, 60 s minimum
        QVERIFY(near(*CostModel::billedHours(PriceUnit::Hour, 89.7, perSecond), 89.7));               // 322,920 s
        QVERIFY(near(*CostModel::billedHours(PriceUnit::Hour, 30.0 / 3600, perSecond), 60.0 / 3600)); // the minimum
        const BillingTerms perMinute{60, 0}; // CoreWeave: per minute, no minimum
        // 0.5001 h = 1,800.36 s -> 31 minutes = 1,860 s = 0.516667 h.
        QVERIFY(near(*CostModel::billedHours(PriceUnit::Hour, 0.5001, perMinute), 1860.0 / 3600));
        QVERIFY(near(*CostModel::billedHours(PriceUnit::Hour, 90.0, perMinute), 90.0)); // exactly 90 h stays 90
        const BillingTerms perHour{3600, 3600}; // Vultr: the minimum billing unit is one hour
        QCOMPARE(*CostModel::billedHours(PriceUnit::Hour, 0.2, perHour), 1.0);
        QCOMPARE(*CostModel::billedHours(PriceUnit::Hour, 89.7, perHour), 90.0);
        // Not recorded: per started hour, as before schema v7; a monthly price is billed per started month.
        QCOMPARE(*CostModel::billedHours(PriceUnit::Hour, 89.7, BillingTerms{}), 90.0);
        QCOMPARE(*CostModel::billedHours(PriceUnit::Month, 89.7, perSecond), 730.0);
        QVERIFY(!CostModel::billedHours(PriceUnit::Hour, std::numeric_limits<double>::quiet_NaN(), perSecond));
    }

    // The offer's provider sets how its run is billed: the workshop's 4 L40S on an 8-GPU instance at 30.13 USD/h,
    // 89.7 h, on a per-second provider: 1 x 30.13 x 89.7 = 2,702.661 USD (per started hour it was 2,711.70).
    void providerBillingPricesTheRun()
    {
        CatalogSnapshot c = withTiers();
        ProviderSpec p;
        p.key = "testcloud";
        p.name = "Test Cloud";
        p.billing = {1, 60};
        c.providers.push_back(p);
        c.buildIndex();
        CostInputs in;
        in.offerKeys = {"l40s-8x"};
        in.scenarioGpuKey = "nvidia-l40s";
        in.gpus = 4;
        in.runHours = 89.7;
        in.tokensPerSecond = 2e9 / (89.7 * 3600);
        const auto lines = priceSaying(in, c, nullptr);
        QCOMPARE(lines.size(), size_t(1));
        QVERIFY(near(lines[0].billedHoursPerInstance, 89.7));
        QVERIFY(near(lines[0].costPerRun, 2702.661));
        QCOMPARE(lines[0].billing.incrementSeconds, 1);
        QCOMPARE(lines[0].billing.minimumSeconds.value_or(-1), 60);
        QCOMPARE(CostModel::billingWords(PriceUnit::Hour, lines[0].billing),
                 std::string("the run rounded up to whole seconds, at least 1 min per instance (the provider's "
                             "billing increment and minimum)"));
    }

    void perMillionTokens()
    {
        // 400 USD for 100 h at 100k tokens/s: 3.6e10 tokens -> 1e6 x 400 / 3.6e10 = 0.0111111 USD.
        QVERIFY(near(*CostModel::costPerMillionTokens(400, 100, 1e5), 400.0 / 3.6e4));
        // 2.2 USD for one hour at 2,500 tokens/s: 9e6 tokens -> 0.244444 USD.
        QVERIFY(near(*CostModel::costPerMillionTokens(2.2, 1, 2500), 2.2 / 9.0));
        QVERIFY(!CostModel::costPerMillionTokens(2.2, 1, 0)); // no throughput: no figure, never 0 or inf
        QVERIFY(!CostModel::costPerMillionTokens(-1, 1, 2500));
    }

    void fourGpusOnAnEightGpuInstance()
    {
        // The workshop case: 4 L40S for an 89.7 h run, only an 8-GPU instance at 30.13 USD/h.
        // 1 instance x 30.13 x 90 billed hours = 2,711.70 USD (not 4 x 30.13 / 8 x 89.7 = 1,351.33).
        const CatalogSnapshot c = withTiers();
        CostInputs in;
        in.offerKeys = {"l40s-8x"};
        in.scenarioGpuKey = "nvidia-l40s";
        in.gpus = 4;
        in.runHours = 89.7;
        in.tokensPerSecond = 2e9 / (89.7 * 3600);
        const auto lines = priceSaying(in, c, nullptr);
        QCOMPARE(lines.size(), size_t(1));
        const CostLine& l = lines[0];
        QCOMPARE(l.instances, 1);
        QCOMPARE(l.billedGpus, 8);
        QCOMPARE(l.billedHoursPerInstance, 90.0);
        QVERIFY(near(l.pricePerInstanceHour, 30.13));
        QVERIFY(near(l.costPerRun, 2711.7));
        // 2e9 tokens trained: 1e6 x 2,711.70 / 2e9 = 1.35585 USD per million.
        QVERIFY(near(l.costPerMillionTokens, 1.35585));
        QCOMPARE(l.basis, PriceBasis::PayAsYouGo);
        QVERIFY(!l.interruptible);
    }

    void linesPerOffer()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        CostInputs in;
        in.offerKeys = {"h100-8x", "a100-1x-inr", "h100-monthly", "a100-1x", "missing"};
        in.currency = "USD";
        in.scenarioGpuKey = "nvidia-h100-sxm";
        in.gpus = 8;
        in.runHours = 12.5;
        in.tokensPerSecond = 1e5;
        std::vector<std::string> warnings;
        const auto lines = priceSaying(in, c, &warnings);
        QCOMPARE(lines.size(), size_t(4));
        // $32 per 8-GPU instance-hour = $4/GPU-h; one instance, 13 started hours -> $416.
        QCOMPARE(lines[0].pricePerGpuHour, 4.0);
        QVERIFY(near(lines[0].costPerRun, 416.0));
        QVERIFY(lines[0].gpuMatchesScenario);
        // INR 180/h at 90 INR per USD = $2/h for a 1-GPU instance; 8 instances x 13 h = $208. It prices an
        // A100, not the scenario's H100: flagged.
        QVERIFY(near(lines[1].pricePerGpuHour, 2.0));
        QCOMPARE(lines[1].instances, 8);
        QVERIFY(near(lines[1].costPerRun, 208.0));
        QVERIFY(!lines[1].gpuMatchesScenario);
        // $14,600 a month for 8 GPUs: a 12.5 h run still pays the started month, $14,600 (a $2.5/GPU-h scale).
        QVERIFY(near(lines[2].pricePerGpuHour, 2.5));
        QCOMPARE(lines[2].billedHoursPerInstance, 730.0);
        QVERIFY(near(lines[2].costPerRun, 14600.0));
        QVERIFY(!warnings.empty()); // the missing offer and the GPU mismatches
    }

    void offersTooSmallForTheNodeWarnOncePerSize()
    {
        // An 8-GPU plan (all 8 in one machine) against two 1-GPU offers and one 8-GPU offer: one warning
        // names both 1-GPU offers; the 8-GPU offer holds the node and is not named.
        const CatalogSnapshot c = withTiers();
        CostInputs in;
        in.offerKeys = {"l40s-spot", "l40s-8x", "l40s-market"};
        in.scenarioGpuKey = "nvidia-l40s";
        in.gpus = 8;
        in.gpusTogether = 8;
        in.runHours = 10;
        in.tokensPerSecond = 1e5;
        std::vector<std::string> warnings;
        const auto lines = priceSaying(in, c, &warnings);
        QCOMPARE(lines.size(), size_t(3));
        QVERIFY(!lines[0].holdsNode && lines[1].holdsNode && !lines[2].holdsNode);
        const std::string expected = "2 offers rent 1-GPU instances, but the plan needs 8 GPUs in one machine: not a "
                                     "price for this plan (shown, never the headline): 'l40s-spot', 'l40s-market'";
        QCOMPARE(std::count(warnings.begin(), warnings.end(), expected), 1);
        QVERIFY(std::none_of(warnings.begin(), warnings.end(),
                             [](const std::string& w) { return w.find("l40s-8x") != std::string::npos; }));
        // Given a place for notes on offers, they go there and not among the warnings.
        std::vector<std::string> notes;
        warnings.clear();
        priceSaying(in, c, &warnings, &notes);
        QCOMPARE(std::count(notes.begin(), notes.end(), expected), 1);
        QCOMPARE(std::count(warnings.begin(), warnings.end(), expected), 0);
        // One offer alone keeps the sentence that names it.
        in.offerKeys = {"l40s-spot"};
        warnings.clear();
        priceSaying(in, c, &warnings);
        QVERIFY(std::count(warnings.begin(), warnings.end(),
                           "offer 'l40s-spot' rents 1-GPU instances, but the plan needs 8 GPUs in one machine: not "
                           "a price for this plan (shown, never the headline)") == 1);
    }

    void reservedCommitsToItsTerm()
    {
        // 4 L40S, 89.7 h, on a 3-year reservation of the 8-GPU instance at 10 USD/h: if held, the run's share
        // is 1 x 10 x 90 = 900 USD; taking it out commits to 1 x 10 x 26,280 h = 262,800 USD.
        const CatalogSnapshot c = withTiers();
        CostInputs in;
        in.offerKeys = {"l40s-8x-3y"};
        in.scenarioGpuKey = "nvidia-l40s";
        in.gpus = 4;
        in.runHours = 89.7;
        in.tokensPerSecond = 1000;
        const CostLine l = priceSaying(in, c, nullptr).at(0);
        QCOMPARE(l.basis, PriceBasis::HeldReservation);
        QCOMPARE(l.commitmentHours, 26280.0);
        QVERIFY(near(l.costPerRun, 900.0));
        QVERIFY(near(l.commitmentCost, 262800.0));
    }

    void interruptibleTiers()
    {
        const CatalogSnapshot c = withTiers();
        QVERIFY(isInterruptible(*c.offer("l40s-spot")));
        QVERIFY(isInterruptible(*c.offer("l40s-market")));
        QVERIFY(!isInterruptible(*c.offer("l40s-8x")));
        QVERIFY(!isInterruptible(*c.offer("l40s-8x-3y")));
    }

    void headlineIsTheCheapestOfTheTier()
    {
        // Spot (0.3 x 4 x 91 = 109.20 USD: 89.7 h plus its restarts, see interruptibleRunPaysForItsRestarts)
        // and marketplace (0.4 x 4 x 91 = 145.60 USD) are cheaper than on-demand (2,711.70) and
        // the held reservation (900), but the headline is on-demand unless another tier is picked.
        const CatalogSnapshot c = withTiers();
        CostInputs in;
        in.offerKeys = {"l40s-spot", "l40s-8x-3y", "l40s-market", "l40s-8x", "l40s-1x"};
        in.scenarioGpuKey = "nvidia-l40s";
        in.gpus = 4;
        in.runHours = 89.7;
        in.tokensPerSecond = 1000;
        const auto lines = priceSaying(in, c, nullptr);
        QVERIFY(near(lines[0].costPerRun, 109.2));
        QVERIFY(near(lines[2].costPerRun, 145.6));
        QVERIFY(near(lines[4].costPerRun, 360.0));            // l40s-1x: 4 x 1.0 x 90
        QCOMPARE(CostModel::headline(lines, "on_demand"), 4); // 360 < 2,711.70
        QCOMPARE(CostModel::headline(lines, "spot"), 0);
        QCOMPARE(CostModel::headline(lines, "reserved_3y"), 1);
        QCOMPARE(CostModel::headline(lines, "reserved_1y"), -1);
        // The 4 GPUs as one node (its PCIe link is what the time assumes): four 1-GPU machines cannot rent
        // that, so the headline is the whole 8-GPU instance, 2,711.70 USD.
        in.gpusTogether = 4;
        const auto node = priceSaying(in, c, nullptr);
        QVERIFY(!node[4].holdsNode);
        QCOMPARE(CostModel::headline(node, "on_demand"), 3);
        QVERIFY(near(node[3].costPerRun, 2711.7));
    }

    void gpuOnlyPriceIsNeverTheHeadline()
    {
        // An 8-GPU instance whose catalog price covers the GPUs only (Google Cloud's GPU SKUs: the A3 machine's
        // vCPUs and memory billed on top) at 20 USD/h: 20 x 90 = 1,800 USD would undercut the full instance
        // (30.13 x 90 = 2,711.70) with a price nobody can rent at. Shown, flagged with a note that quotes the
        // catalog, never the headline.
        CatalogSnapshot c = withTiers();
        OfferSpec gpuOnly = TestCatalog::offer("l40s-8x-gpu-only", "nvidia-l40s", 8, 20.0);
        gpuOnly.includes = "GPU only; VM billed extra";
        c.offers.push_back(gpuOnly);
        OfferSpec component = TestCatalog::offer("l40s-1x-component", "nvidia-l40s", 1, 0.5);
        component.includes = "GPU component only; vCPU/RAM billed separately";
        c.offers.push_back(component);
        c.buildIndex();
        QVERIFY(priceExcludesHost(gpuOnly));
        QVERIFY(priceExcludesHost(component));
        QVERIFY(!priceExcludesHost(TestCatalog::offer("full", "nvidia-l40s", 8, 30.13))); // includes empty
        OfferSpec full = gpuOnly;
        full.includes = "full instance (vCPU, RAM, local NVMe, network)";
        QVERIFY(!priceExcludesHost(full));
        OfferSpec older = gpuOnly;
        older.includes = "gpu only, VM extra"; // the wording the catalog format once gave, in another case
        QVERIFY(priceExcludesHost(older));
        OfferSpec card = gpuOnly;
        card.tier = "purchase"; // a bare card bought: the TCO model adds its server, not a rental
        card.includes = "GPU only (card/module); server, networking and power extra";
        QVERIFY(!priceExcludesHost(card));

        CostInputs in;
        in.offerKeys = {"l40s-8x-gpu-only", "l40s-8x", "l40s-1x-component"};
        in.scenarioGpuKey = "nvidia-l40s";
        in.gpus = 4;
        in.runHours = 89.7;
        in.tokensPerSecond = 1000;
        std::vector<std::string> notes;
        const auto lines = priceSaying(in, c, nullptr, &notes);
        QVERIFY(lines[0].excludesHost);
        QVERIFY(!lines[1].excludesHost);
        QVERIFY(lines[2].excludesHost);
        QVERIFY(near(lines[0].costPerRun, 1800.0));
        QVERIFY(near(lines[2].costPerRun, 180.0)); // 4 x 0.5 x 90: the cheapest line, and not payable
        QCOMPARE(CostModel::headline(lines, "on_demand"), 1);
        QVERIFY(near(lines[1].costPerRun, 2711.7));
        const auto quoted = std::count_if(notes.begin(), notes.end(), [](const std::string& n) {
            return n.find("prices the GPU only") != std::string::npos;
        });
        QCOMPARE(quoted, 2L);
    }

    void flaggedOfferIsNeverTheHeadlineUnlessAlone()
    {
        // Issue 31: a portal rate only eligible users can buy at (8 x 10 USD/h) and a disputed price (8 x 12 USD/h)
        // both undercut the full instance (30.13 USD/h); 90 billed hours each: 900, 1,080 and 2,711.70 USD. The
        // flagged lines are priced and marked, the headline is the unflagged 2,711.70; a scenario that lists only
        // flagged offers chose them and keeps the cheapest, marked.
        CatalogSnapshot c = withTiers();
        OfferSpec portal = TestCatalog::offer("l40s-8x-portal", "nvidia-l40s", 8, 10.0);
        portal.flags.restricted = true;
        portal.flags.restrictedSource = "a government portal: eligible users only (https://example.org/portal)";
        c.offers.push_back(portal);
        OfferSpec disputed = TestCatalog::offer("l40s-8x-old", "nvidia-l40s", 8, 12.0);
        disputed.flags.priceStatus = "disputed";
        disputed.flags.priceStatusSource = "another source gives 3-year rate";
        disputed.flags.supersededBy = "l40s-8x";
        disputed.flags.supersededSource = "newer row";
        c.offers.push_back(disputed);
        c.buildIndex();
        QCOMPARE(offerFlagWords(portal.flags), std::string("restricted: eligible users only"));
        QCOMPARE(offerFlagWords(disputed.flags), std::string("disputed price; superseded by l40s-8x"));
        QCOMPARE(offerFlagDetails(portal.flags),
                 std::string("restricted: eligible users only (source: a government portal: eligible users only "
                             "(https://example.org/portal))"));
        QCOMPARE(offerFlagWords(OfferFlags{}), std::string());

        CostInputs in;
        in.offerKeys = {"l40s-8x-portal", "l40s-8x-old", "l40s-8x"};
        in.scenarioGpuKey = "nvidia-l40s";
        in.gpus = 8;
        in.gpusTogether = 8;
        in.runHours = 89.7; // billed as 90 started hours (no billing increment recorded)
        in.tokensPerSecond = 1000;
        std::vector<std::string> notes;
        const auto lines = priceSaying(in, c, nullptr, &notes);
        QCOMPARE(lines.size(), std::size_t(3));
        QVERIFY(near(lines[0].costPerRun, 900.0));
        QVERIFY(near(lines[1].costPerRun, 1080.0));
        QVERIFY(near(lines[2].costPerRun, 2711.7));
        QCOMPARE(lines[0].flags, std::string("restricted: eligible users only"));
        QVERIFY(lines[2].flags.empty());
        QVERIFY(!CostModel::isHeadlineCandidate(lines[0], "on_demand"));
        QVERIFY(CostModel::isHeadlineCandidate(lines[0], "on_demand", true)); // the user's opt-in
        QCOMPARE(CostModel::headline(lines, "on_demand"), 2);
        const auto marked = std::count_if(notes.begin(), notes.end(), [](const std::string& n) {
            return n.find("is flagged in the catalog") != std::string::npos;
        });
        QCOMPARE(marked, 2L);
        // Only flagged offers listed: the cheapest of them, its line marked.
        in.offerKeys = {"l40s-8x-old", "l40s-8x-portal"};
        const auto onlyFlagged = CostModel::price(in, c, nullptr, nullptr);
        QCOMPARE(CostModel::headline(onlyFlagged, "on_demand"), 1);
        QCOMPARE(onlyFlagged[1].offerKey, std::string("l40s-8x-portal"));
    }

    void interruptibleRunPaysForItsRestarts()
    {
        // 4 L40S on 1-GPU spot instances at 0.30 USD/h for an 89.7 h run. Four billed GPUs at 0.2 / 30.4
        // preemptions per GPU-day: M = 912 h, tau = sqrt(60.8) = 7.797 h, w = 0.0087326 (worked in
        // tst_checkpointrestart), so the run is expected to take 89.7 / (1 - w) = 90.49 h and is billed
        // 91 started hours: 4 x 0.30 x 91 = 109.20 USD. Its tokens are the run's: 1e6 x 109.2 / (1000 x 3600 x
        // 89.7) = 0.338166 USD per million.
        const CatalogSnapshot c = withTiers();
        CostInputs in;
        in.offerKeys = {"l40s-spot", "l40s-8x"};
        in.scenarioGpuKey = "nvidia-l40s";
        in.gpus = 4;
        in.runHours = 89.7;
        in.tokensPerSecond = 1000;
        const auto lines = priceSaying(in, c, nullptr);
        const CostLine& spot = lines.at(0);
        QVERIFY(spot.interruptible);
        QVERIFY(near(spot.interruptionMtbfHours, 912.0));
        GP_VERIFY_NEAR(spot.restartLostFraction, 0.0087326, 1e-7);
        GP_VERIFY_NEAR(spot.expectedRunHours, 90.490, 1e-3);
        QCOMPARE(spot.billedHoursPerInstance, 91.0);
        QVERIFY(near(spot.costPerRun, 109.2));
        QVERIFY(near(spot.costPerMillionTokens, 1e6 * 109.2 / (1000.0 * 3600.0 * 89.7)));
        // The on-demand line carries no allowance: its expected time is the run.
        QCOMPARE(lines.at(1).restartLostFraction, 0.0);
        QCOMPARE(lines.at(1).expectedRunHours, 89.7);
        QCOMPARE(lines.at(1).billedHoursPerInstance, 90.0);

        // 8,192 spot GPUs would lose half their time or more (w = 0.761): no price, and a warning says why.
        in.offerKeys = {"l40s-spot"};
        in.gpus = 8192;
        std::vector<std::string> warnings;
        const CostLine huge = priceSaying(in, c, &warnings).at(0);
        QVERIFY(std::isnan(huge.costPerRun));
        QVERIFY(std::any_of(warnings.begin(), warnings.end(),
                            [](const std::string& w) { return w.find("half its time or more") != std::string::npos; }));

        // Serving on spot is billed per hour as it stands: a reclaimed replica is capacity lost, not work redone.
        CostInputs serve;
        serve.offerKeys = {"l40s-spot"};
        serve.scenarioGpuKey = "nvidia-l40s";
        serve.gpus = 2;
        serve.serving = true;
        serve.tokensPerSecond = 100;
        const CostLine s = CostModel::price(serve, c, nullptr).at(0);
        QVERIFY(near(s.costPerRun, 0.6));
        QCOMPARE(s.restartLostFraction, 0.0);
    }

    void servingHour()
    {
        // Serving: one hour around the clock. 3 GPUs on 8-GPU H100 instances at $32/h: 1 instance, $32 an
        // hour; at 2,000 output tokens/s that is 1e6 x 32 / 7.2e6 = 4.44444 USD per million.
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        CostInputs in;
        in.offerKeys = {"h100-8x", "h100-monthly"};
        in.scenarioGpuKey = "nvidia-h100-sxm";
        in.gpus = 3;
        in.serving = true;
        in.tokensPerSecond = 2000;
        const auto lines = priceSaying(in, c, nullptr);
        QVERIFY(near(lines[0].costPerRun, 32.0));
        QVERIFY(near(lines[0].costPerMillionTokens, 32.0 / 7.2));
        // Monthly $14,600 / 730 h = $20 for an hour of serving a month long.
        QVERIFY(near(lines[1].costPerRun, 20.0));
    }

    void inrScenario()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        CostInputs in;
        in.offerKeys = {"h100-8x"};
        in.currency = "INR";
        in.scenarioGpuKey = "nvidia-h100-sxm";
        in.gpus = 8;
        in.runHours = 1.25;
        const auto lines = priceSaying(in, c, nullptr);
        // $32/h x 90 = INR 2,880 per instance-hour; 2 started hours = INR 5,760.
        QCOMPARE(lines.size(), size_t(1));
        QVERIFY(near(lines[0].costPerRun, 5760.0));
        QCOMPARE(lines[0].currency, std::string("INR"));
    }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
