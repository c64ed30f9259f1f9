// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The GPU-generation what-if prices like for like (WhatIfOfferSwap.h): the same provider and tier, else
// the upper median of the tier, never a cheaper tier; and the scenario is named after the GPUs it uses.
// Every expected offer below is worked by hand from the prices in offers() (per GPU-hour = instance
// price / GPUs per instance, USD; INR at 90 per USD).
#include "TestCatalog.h"
#include "document/WhatIfDescription.h"
#include "document/WhatIfOfferSwap.h"
#include "document/WhatIfOverrides.h"
#include "planning/ConfigurationSearchFilter.h"

#include <QTest>

#include <algorithm>

namespace {

gp::OfferSpec offer(const char* key, const char* provider, const char* gpu, int gpus, double price, const char* tier,
                    const char* region = "us-east-1", const char* currency = "USD")
{
    gp::OfferSpec o = TestCatalog::offer(key, gpu, gpus, price, currency, gp::PriceUnit::Hour, tier);
    o.providerKey = provider;
    o.providerName = provider;
    o.region = region;
    return o;
}

gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot c;
    c.gpus = {TestCatalog::a100("a100"), TestCatalog::l40s("l40s")};
    c.gpus[0].name = "A100 80GB";
    c.gpus[1].name = "L40S 48GB";
    c.offers = {
        offer("aws-a100-8x", "aws", "a100", 8, 32.0, "on_demand"),
        offer("cw-a100", "coreweave", "a100", 1, 2.2, "on_demand"),
        offer("gcp-a100-spot", "gcp", "a100", 1, 1.4, "spot"),
        // L40S, on-demand, per GPU-hour: aws 8x us-east-1 30/8 = 3.75; aws 1x us-east-1 1.90;
        // aws 8x ap-south-1 36/8 = 4.50; lambda 1.00; e2e 180 INR / 90 = 2.00. Sorted: 1.00, 1.90, 2.00,
        // 3.75, 4.50: the median (3rd of 5) is e2e.
        offer("aws-l40s-8x", "aws", "l40s", 8, 30.0, "on_demand"),
        offer("aws-l40s-1x", "aws", "l40s", 1, 1.9, "on_demand"),
        offer("aws-l40s-8x-ap", "aws", "l40s", 8, 36.0, "on_demand", "ap-south-1"),
        offer("lambda-l40s", "lambda", "l40s", 1, 1.0, "on_demand"),
        offer("e2e-l40s", "e2e", "l40s", 1, 180.0, "on_demand", "India", "INR"),
        // The cheapest L40S of all, at a marketplace: never a swap for an on-demand or spot offer.
        offer("akash-l40s", "akash", "l40s", 1, 0.5, "marketplace", ""),
    };
    c.currencies = TestCatalog::usdAndInr(90.0);
    return c;
}

gp::Scenario scenario(std::vector<std::string> offers)
{
    gp::Scenario s;
    s.hardware.gpuKey = "a100";
    s.hardware.gpusPerNode = 8;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = std::move(offers);
    return s;
}

} // namespace

class TestWhatIfOfferSwap : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sameProviderTierRegionAndSize()
    {
        // AWS on-demand 8x in us-east-1 -> AWS's on-demand 8x L40S in us-east-1 (not its 1x, not ap-south-1,
        // not the marketplace's 0.50).
        const auto swaps = likeForLikeOffers({"aws-a100-8x"}, "a100", "l40s", catalog());
        QCOMPARE(swaps.size(), std::size_t(1));
        QCOMPARE(swaps[0].replacementKey, std::string("aws-l40s-8x"));
        QCOMPARE(swaps[0].rule, OfferSwapRule::SameProviderAndTier);
        QCOMPARE(swaps[0].candidates, 1);
        QVERIFY(describe(swaps[0], "l40s", catalog()).find("same provider and tier") != std::string::npos);
    }

    void otherwiseTheTiersUpperMedian()
    {
        // CoreWeave has no L40S: the median of the five on-demand L40S offers (1.00, 1.90, 2.00, 3.75,
        // 4.50 USD per GPU-hour) is e2e's 2.00 (180 INR at 90 per USD).
        auto c = catalog();
        auto swaps = likeForLikeOffers({"cw-a100"}, "a100", "l40s", c);
        QCOMPARE(swaps.size(), std::size_t(1));
        QCOMPARE(swaps[0].replacementKey, std::string("e2e-l40s"));
        QCOMPARE(swaps[0].rule, OfferSwapRule::TierMedian);
        QCOMPARE(swaps[0].candidates, 5);
        QVERIFY(describe(swaps[0], "l40s", c).find("median of the catalog's 5 on-demand L40S 48GB offers") !=
                std::string::npos);

        // With four (lambda gone): 1.90, 2.00, 3.75, 4.50; of the two middles the dearer, 3.75 (aws 8x).
        c.offers.erase(std::remove_if(c.offers.begin(), c.offers.end(),
                                      [](const gp::OfferSpec& o) { return o.key == "lambda-l40s"; }),
                       c.offers.end());
        swaps = likeForLikeOffers({"cw-a100"}, "a100", "l40s", c);
        QCOMPARE(swaps[0].replacementKey, std::string("aws-l40s-8x"));
        QCOMPARE(swaps[0].candidates, 4);
    }

    void indiaStaysInIndiaAndFlaggedNeverReplace()
    {
        // Issue 31: an A100 hosted in India (a provider with no L40S) is replaced from the India-hosted on-demand L40S
        // only: e2e 2.00 and AWS ap-south-1 4.50 USD per GPU-hour, the dearer of the two middles is AWS ap-south-1
        // (the whole tier's median would be e2e, of 5).
        auto c = catalog();
        c.offers.push_back(offer("neysa-a100", "neysa", "a100", 1, 200.0, "on_demand", "India", "INR"));
        c.buildIndex();
        auto swaps = likeForLikeOffers({"neysa-a100"}, "a100", "l40s", c);
        QCOMPARE(swaps.size(), std::size_t(1));
        QCOMPARE(swaps[0].rule, OfferSwapRule::TierMedian);
        QCOMPARE(swaps[0].candidates, 2);
        QCOMPARE(swaps[0].replacementKey, std::string("aws-l40s-8x-ap"));
        QVERIFY(gp::residencyOf(*c.offer(swaps[0].replacementKey)) == gp::Residency::India);
        // A flagged offer (a restricted rate) never replaces an unflagged one: lambda's 1.00 leaves the pool, the
        // median of the other four (1.90, 2.00, 3.75, 4.50) is the dearer middle, AWS's 8x.
        for (auto& o : c.offers)
            if (o.key == "lambda-l40s") {
                o.flags.restricted = true;
                o.flags.restrictedSource = "eligible users only";
            }
        c.buildIndex();
        swaps = likeForLikeOffers({"cw-a100"}, "a100", "l40s", c);
        QCOMPARE(swaps[0].candidates, 4);
        QCOMPARE(swaps[0].replacementKey, std::string("aws-l40s-8x"));
    }

    void neverACheaperTier()
    {
        // Spot A100: the catalog has no spot L40S. The marketplace L40S (0.50/GPU-h) is not a spot offer:
        // no swap, the scenario is left without an L40S price rather than a flattering one.
        const auto swaps = likeForLikeOffers({"gcp-a100-spot"}, "a100", "l40s", catalog());
        QCOMPARE(swaps.size(), std::size_t(1));
        QVERIFY(swaps[0].replacementKey.empty());
        QCOMPARE(swaps[0].rule, OfferSwapRule::NoOfferOfTier);
        QVERIFY(describe(swaps[0], "l40s", catalog()).find("not priced") != std::string::npos);

        WhatIfOverrides w;
        w.gpuStepKey = "l40s";
        gp::Scenario s = scenario({"aws-a100-8x", "gcp-a100-spot"});
        w.applyTo(s, catalog());
        QCOMPARE(s.hardware.gpuKey, std::string("l40s"));
        QCOMPARE(s.pricing.offerKeys, (std::vector<std::string>{"aws-l40s-8x"}));
    }

    void swapsKeepOffersOfOtherGpusAndDropDuplicates()
    {
        WhatIfOverrides w;
        w.gpuStepKey = "l40s";
        // The CoreWeave A100 listed twice swaps to e2e once; Lambda's L40S row (not an A100 offer) stays.
        gp::Scenario s = scenario({"cw-a100", "lambda-l40s", "cw-a100"});
        w.applyTo(s, catalog());
        QCOMPARE(s.pricing.offerKeys, (std::vector<std::string>{"lambda-l40s", "e2e-l40s"}));
    }

    void namedAfterTheGpusItUses()
    {
        WhatIfOverrides w;
        w.gpuStepKey = "l40s";
        const gp::Scenario own = scenario({"aws-a100-8x"});
        gp::Scenario effective = own;
        w.applyTo(effective, catalog());
        QCOMPARE(whatIfName("8x A100 80GB", w, own, effective, catalog()),
                 std::string("8x L40S 48GB (what-if, was 8x A100 80GB)"));
        QCOMPARE(whatIfSnapshotName("8x A100 80GB", w, own, effective, catalog()),
                 std::string("8x L40S 48GB (what-if of 8x A100 80GB)"));

        // 20 GPUs round up to 3 nodes of 8 = 24, and an MFU of 40%: both in the name of the snapshot.
        w.gpuCount = 20;
        w.mfu = 0.4;
        effective = own;
        w.applyTo(effective, catalog());
        QCOMPARE(whatIfName("8x A100 80GB", w, own, effective, catalog()),
                 std::string("24x L40S 48GB (what-if, was 8x A100 80GB)"));
        QCOMPARE(whatIfSnapshotName("8x A100 80GB", w, own, effective, catalog()),
                 std::string("24x L40S 48GB (what-if of 8x A100 80GB: MFU 40%)"));
    }

    void otherOverridesKeepTheNameAndSayWhat()
    {
        WhatIfOverrides w;
        w.mfu = 0.35;
        w.priceFactorPercent = 80;
        const gp::Scenario own = scenario({"aws-a100-8x"});
        gp::Scenario effective = own;
        w.applyTo(effective, catalog());
        QCOMPARE(whatIfName("Fine-tune", w, own, effective, catalog()), std::string("Fine-tune (what-if)"));
        QCOMPARE(whatIfSnapshotName("Fine-tune", w, own, effective, catalog()),
                 std::string("Fine-tune (what-if: MFU 35%, prices at 80% of the catalog)"));
        // Neutral: the own name, and a snapshot is a copy.
        const WhatIfOverrides none;
        QCOMPARE(whatIfName("Fine-tune", none, own, own, catalog()), std::string("Fine-tune"));
        QVERIFY(whatIfChanges(none, own, own, catalog()).empty());
        // The DevOps knobs reach no scenario figure (only the cumulative-cost chart).
        WhatIfOverrides devOps;
        devOps.devOpsHoursPerMonth = 20;
        QCOMPARE(whatIfName("Fine-tune", devOps, own, own, catalog()), std::string("Fine-tune"));
    }
};

QTEST_GUILESS_MAIN(TestWhatIfOfferSwap)
#include "tst_whatifofferswap.moc"
