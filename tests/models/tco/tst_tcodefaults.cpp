// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The TCO wizard's standard options stand for each tier with a price a buyer can pay: the cheapest per GPU
// of the tier among offers whose price includes the host. A GPU-only price (Google Cloud's GPU SKUs,
// CoreWeave's GPU component) would make renting look cheaper than it is; picked by hand, it says so.
#include "TestCatalog.h"
#include "tco/TcoDefaults.h"

#include <QtTest>

#include <algorithm>

using namespace gp;

class TestTcoDefaults : public QObject {
    Q_OBJECT
private:
    static CatalogSnapshot catalog()
    {
        CatalogSnapshot c;
        c.gpus = {TestCatalog::h100()};
        // 8 x 6.88 = 55.04 USD/h for the whole instance (the order of AWS p5.48xlarge), and a GPU-only SKU at
        // 3.00 per GPU-hour whose machine is billed on top.
        c.offers = {TestCatalog::offer("h100-8x-full", "nvidia-h100-sxm", 8, 55.04),
                    TestCatalog::offer("h100-1x-gpu-only", "nvidia-h100-sxm", 1, 3.0)};
        c.offers[1].includes = "GPU only; VM billed extra";
        c.currencies = TestCatalog::usdAndInr(90.0);
        c.buildIndex();
        return c;
    }

private slots:
    void gpuOnlyPricesDoNotStandForTheirTier()
    {
        const CatalogSnapshot c = catalog();
        const tco::Inputs in = tco::TcoDefaults::fromCatalog(c);
        const auto options = tco::TcoDefaults::standardOptions(c, "nvidia-h100-sxm", in);
        const auto onDemand = std::find_if(options.begin(), options.end(),
                                           [](const tco::Option& o) { return o.kind == tco::OptionKind::OnDemand; });
        QVERIFY(onDemand != options.end());
        QCOMPARE(onDemand->offerKey, std::string("h100-8x-full"));
        QCOMPARE(onDemand->price.amount, 6.88); // 55.04 / 8 per GPU-hour
        for (const auto& o : options)
            QVERIFY2(o.offerKey != "h100-1x-gpu-only", o.name.c_str());

        std::string error;
        const tco::Option byHand = tco::TcoDefaults::fromOffer(c, "h100-1x-gpu-only", in, &error);
        QVERIFY2(!byHand.name.empty(), error.c_str());
        QVERIFY2(byHand.name.find("GPU only: host billed extra") != std::string::npos, byHand.name.c_str());
    }

    // An 8-GPU job is rented as one 8-GPU instance: a cheaper 1-GPU rental does not stand for on-demand (eight of
    // them are not a node), while a 1-GPU job takes it. A 16-GPU job, larger than any instance, takes the 8-GPU one.
    void theOptionHoldsTheJobsGpus()
    {
        CatalogSnapshot c = catalog();
        c.offers.push_back(TestCatalog::offer("h100-1x-full", "nvidia-h100-sxm", 1, 3.5)); // 3.50 < 6.88 per GPU
        c.buildIndex();
        tco::Inputs in = tco::TcoDefaults::fromCatalog(c);
        auto onDemandFor = [&](int gpus) {
            in.workload.gpus = gpus;
            const auto options = tco::TcoDefaults::standardOptions(c, "nvidia-h100-sxm", in);
            const auto it = std::find_if(options.begin(), options.end(),
                                         [](const tco::Option& o) { return o.kind == tco::OptionKind::OnDemand; });
            return it == options.end() ? std::string() : it->offerKey;
        };
        QCOMPARE(onDemandFor(8), std::string("h100-8x-full"));
        QCOMPARE(onDemandFor(16), std::string("h100-8x-full"));
        QCOMPARE(onDemandFor(1), std::string("h100-1x-full"));
        QCOMPARE(onDemandFor(2), std::string("h100-8x-full")); // no 2-GPU instance: the 8-GPU one holds them
        // With Lambda's shapes (4.19 per GPU-hour on 2-GPU instances, 4.09 on 4-GPU ones), a 2-GPU job takes the
        // 2-GPU instance: on the 4-GPU one it pays 4 x 4.09 = 16.36 an hour for 2 GPUs, 8.18 per GPU used.
        c.offers.push_back(TestCatalog::offer("h100-2x", "nvidia-h100-sxm", 2, 8.38));
        c.offers.push_back(TestCatalog::offer("h100-4x", "nvidia-h100-sxm", 4, 16.36));
        c.buildIndex();
        QCOMPARE(onDemandFor(2), std::string("h100-2x"));
        QCOMPARE(onDemandFor(4), std::string("h100-4x")); // 4.09 < 2 x 2-GPU at 4.19
    }
};

QTEST_GUILESS_MAIN(TestTcoDefaults)
#include "tst_tcodefaults.moc"
