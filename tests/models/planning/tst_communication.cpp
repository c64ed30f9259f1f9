// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Collective costs worked by hand from the alpha-beta ring model (nccl-tests PERFORMANCE.md bus
// bandwidth; Calculon link efficiencies and latencies) and the 1F1B pipeline bubble.
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "planning/CommunicationModel.h"
#include "planning/TrainingTimeEstimator.h"

#include <QtTest>

#include <algorithm>

using namespace gp;

class TestCommunication : public QObject {
    Q_OBJECT
private:
    static LinkPerf link(const char* key, bool scaleOut)
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        return CommunicationModel::fromCatalog(*c.link(key), scaleOut);
    }

private slots:
    void ring_data()
    {
        QTest::addColumn<QString>("collective");
        QTest::addColumn<double>("bytes");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<double>("expected");
        // NVLink 3 (A100): 300 GB/s per direction, Calculon efficiency 0.65, 10 us -> bus 195 GB/s.
        // 14 GB all-reduce over 8: 10e-6 + 2 x 7/8 x 14e9 / 195e9 = 10e-6 + 0.1256410 = 0.1256510 s.
        QTest::newRow("all-reduce 14 GB / 8 x NVLink3") << "allreduce" << 14e9 << 8 << 0.125651026;
        // All-gather: 10e-6 + 7/8 x 14e9 / 195e9 = 0.0628305 s.
        QTest::newRow("all-gather 14 GB / 8 x NVLink3") << "allgather" << 14e9 << 8 << 0.062830513;
        // Two ranks: 10e-6 + 2 x 1/2 x 1e9 / 195e9 = 0.0051382 s.
        QTest::newRow("all-reduce 1 GB / 2 x NVLink3") << "allreduce" << 1e9 << 2 << 0.005138205;
        // One rank moves nothing.
        QTest::newRow("single rank") << "allreduce" << 14e9 << 1 << 0.0;
    }
    void ring()
    {
        QFETCH(QString, collective);
        QFETCH(double, bytes);
        QFETCH(int, ranks);
        QFETCH(double, expected);
        const LinkPerf nv = link("nvlink3", false);
        const double got = collective == "allreduce" ? CommunicationModel::ringAllReduceSeconds(bytes, ranks, nv)
                                                     : CommunicationModel::ringAllGatherSeconds(bytes, ranks, nv);
        GP_VERIFY_NEAR(got, expected, 1e-8);
    }

    void hierarchical()
    {
        // 2 nodes x 8 GPUs, 14 GB. Inter-node phase over IB NDR (50 GB/s, 0.9, 20 us), each GPU's NIC
        // carries (m-1)/m of its S/k slice: 20e-6 + 1/2 x 1.75e9 / 45e9 = 0.0194644 s; intra-node all-gather
        // 0.0628305 s; all-gather 0.0822949 s; all-reduce = 2 x all-gather = 0.1645898 s.
        const LinkPerf nv = link("nvlink3", false), ib = link("ib-ndr", true);
        const double ag = CommunicationModel::hierarchicalAllGatherSeconds(14e9, 8, 2, nv, ib);
        GP_VERIFY_NEAR(ag, 0.08229495, 1e-7);
        GP_VERIFY_NEAR(CommunicationModel::hierarchicalAllReduceSeconds(14e9, 8, 2, nv, ib), 2 * ag, 1e-12);
        // One node: the hierarchical call is the plain ring.
        QCOMPARE(CommunicationModel::hierarchicalAllReduceSeconds(14e9, 8, 1, nv, ib),
                 CommunicationModel::ringAllReduceSeconds(14e9, 8, nv));
    }

    void bubble_data()
    {
        QTest::addColumn<int>("stages");
        QTest::addColumn<int>("microBatches");
        QTest::addColumn<double>("expected");
        // (p - 1) / m, Narayanan et al. 2021 sec. 2.2.1.
        QTest::newRow("p=4, m=16 -> 3/16") << 4 << 16 << 0.1875;
        QTest::newRow("p=8, m=8 -> 7/8") << 8 << 8 << 0.875;
        QTest::newRow("p=1 -> none") << 1 << 16 << 0.0;
    }
    void bubble()
    {
        QFETCH(int, stages);
        QFETCH(int, microBatches);
        QFETCH(double, expected);
        QCOMPARE(CommunicationModel::pipelineBubbleFraction(stages, microBatches), expected);
    }

    void zero3MovesOneAndAHalfTimesTheDataParallelVolume()
    {
        // ZeRO paper sec. 7.2.2: stage 3 moves 3 x (n-1)/n S per step against the all-reduce's 2 x (n-1)/n S.
        const LinkPerf nv = link("nvlink3", false), ib = link("ib-ndr", true);
        StepShape s;
        s.executedFlopsPerToken = 6 * 6.74e9;
        s.forwardFlopsPerToken = 2 * 6.74e9;
        s.tokensPerStep = 8 * 2048;
        s.globalBatch = 8;
        s.microBatch = 1;
        s.sequenceLength = 2048;
        s.hiddenSize = 4096;
        s.layers = 32;
        s.gradientBytes = 2 * 6.74e9;
        s.peakTflops = 312;
        s.utilisation = 0.5;
        s.gpus = 8;
        s.gpusPerNode = 8;
        s.intraNode = &nv;
        s.interNode = &ib;
        s.zeroStage = 0;
        const double allReduce = TrainingTimeEstimator::stepTimes(s).dpComm;
        s.zeroStage = 3;
        const double zero3 = TrainingTimeEstimator::stepTimes(s).dpComm;
        // Latencies (10 us per collective) keep the ratio a hair off 1.5: tolerance 0.1%.
        GP_VERIFY_NEAR(zero3 / allReduce, 1.5, 1e-3);

        // LoRA under ZeRO-3: the frozen base is sharded like everything else (VramEstimator divides it by
        // N), so each micro-batch gathers all of it twice, while only the adapters' gradients (here 4.2 M
        // parameters, 8.4 MB) are reduce-scattered. Found by visual QA: a 70B LoRA showed 0.0075 s of
        // communication per step, the adapters' traffic alone. By hand on 8 x NVLink 3 (bus 300 x 0.65 =
        // 195 GB/s, 10 us a collective; one micro-batch per step):
        //   2 x (10 us + 7/8 x 13.48 GB / 195 GB/s) + (10 us + 7/8 x 8.4 MB / 195 GB/s) = 0.1210420 s.
        s.gradientBytes = 2 * 4.2e6;
        s.parameterBytes = 2 * 6.74e9;
        const double lora = TrainingTimeEstimator::stepTimes(s).dpComm;
        const double expected = 2 * (10e-6 + 7.0 / 8 * 13.48e9 / 195e9) + (10e-6 + 7.0 / 8 * 8.4e6 / 195e9);
        GP_VERIFY_NEAR(lora / expected, 1, 1e-6);
    }

    void catalogDefaultsFillEmptyRows()
    {
        LinkSpec bare;
        bare.key = "x";
        bare.bandwidthGBpsPerDirection = 100;
        const LinkPerf up = CommunicationModel::fromCatalog(bare, false);
        QCOMPARE(up.efficiency, 0.65); // Calculon NVLink
        QCOMPARE(up.latencyUs, 10.0);
        const LinkPerf out = CommunicationModel::fromCatalog(bare, true);
        QCOMPARE(out.efficiency, 0.9); // Calculon InfiniBand
        QCOMPARE(out.latencyUs, 20.0);
    }

    void defaultIntraNodeFromTheGpu()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        QCOMPARE(CommunicationModel::defaultIntraNode(*c.gpu("nvidia-h100-sxm"), 8, c).key, std::string("nvlink4"));
        QCOMPARE(CommunicationModel::defaultIntraNode(*c.gpu("nvidia-l40s"), 8, c).key, std::string("pcie-gen4-x16"));
    }

    // Gaudi 3 scales up over its own RoCE ports, not its PCIe Gen5 host port: the shipped gaudi3-roce row holds the
    // 21 scale-up ports, 21 x 25 GB/s = 525 GB/s per direction (Intel Gaudi docs, "Intel Gaudi Network
    // Configuration"), 3 ports to each of the 7 other cards of an HLS-3 server. A node of n cards reaches n - 1
    // peers: 2 cards 525 x 1/7 = 75 GB/s (3 x 25), 4 cards 525 x 3/7 = 225 GB/s, 8 cards all 525 GB/s. With no such
    // row in the catalog the card falls back to half its own bidirectional figure, never to its PCIe host port.
    void defaultIntraNodeOfGaudi3IsItsRoceMesh()
    {
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        LinkSpec pcie5;
        pcie5.key = "pcie-gen5-x16";
        pcie5.category = "host";
        pcie5.bandwidthGBpsPerDirection = 63;
        c.links.push_back(pcie5);
        GpuSpec gaudi = *c.gpu("nvidia-h100-sxm");
        gaudi.key = "gaudi3-like";
        gaudi.architecture = "Gaudi 3 (2 dies, 8 MME, 64 TPC)";
        gaudi.interconnect = "RoCE (24x 200GbE, integrated)";
        gaudi.interconnectGBps = 1200;
        gaudi.pcieGen = 5;
        const LinkPerf rowless = CommunicationModel::defaultIntraNode(gaudi, 8, c);
        QCOMPARE(rowless.key, std::string()); // not the PCIe host port: half the card's own 1,200 GB/s bidirectional
        QCOMPARE(rowless.bandwidthGBps, 600.0);

        LinkSpec roce;
        roce.key = "gaudi3-roce";
        roce.category = "scale-up";
        roce.bandwidthGBpsPerDirection = 525;
        c.links.push_back(roce);
        const LinkPerf eight = CommunicationModel::defaultIntraNode(gaudi, 8, c);
        QCOMPARE(eight.key, std::string("gaudi3-roce"));
        QCOMPARE(eight.bandwidthGBps, 525.0);
        QCOMPARE(eight.efficiency, 0.65); // no efficiency of its own: the scale-up default
        GP_VERIFY_NEAR(CommunicationModel::defaultIntraNode(gaudi, 2, c).bandwidthGBps, 75.0, 1e-9);
        GP_VERIFY_NEAR(CommunicationModel::defaultIntraNode(gaudi, 4, c).bandwidthGBps, 225.0, 1e-9);
        QCOMPARE(CommunicationModel::defaultIntraNode(gaudi, 1, c).bandwidthGBps, 525.0); // no peer: nothing moves
        QCOMPARE(CommunicationModel::hostLink(gaudi, c).key, std::string("pcie-gen5-x16"));
    }

    // The network a multi-node plan gets when it names none (CommunicationModel::chooseInterNode): its GPU's
    // reference system's (catalog schema v8), the HDR row's 25 GB/s per GPU x 0.9 for a DGX A100 style row; a
    // GPU without one, the slowest scale-out row of the catalog (EDR's 12.5 GB/s here, below HDR and the test
    // catalog's NDR), so a guess never times a plan on a faster network than a reference would; the note says
    // which.
    void defaultInterNodeFromTheGpusReferenceSystem()
    {
        CatalogSnapshot c = PlanningTestCatalog::catalog(); // has ib-ndr, 50 GB/s
        LinkSpec hdr;
        hdr.key = "ib-hdr";
        hdr.category = "scale-out";
        hdr.bandwidthGBpsPerDirection = 25;
        LinkSpec edr = hdr;
        edr.key = "ib-edr";
        edr.name = "InfiniBand EDR 100 Gb/s";
        edr.bandwidthGBpsPerDirection = 12.5;
        LinkSpec roce = edr; // as slow: the tie goes to the first key in order, so the choice never flickers
        roce.key = "roce-100g";
        LinkSpec pcie; // a host link slower than EDR is no network between nodes
        pcie.key = "pcie-gen3-x16";
        pcie.category = "host";
        pcie.bandwidthGBpsPerDirection = 7.9;
        c.links.push_back(roce);
        c.links.push_back(hdr);
        c.links.push_back(edr);
        c.links.push_back(pcie);
        GpuSpec a100 = *c.gpu("nvidia-h100-sxm");
        a100.key = "a100-like";
        a100.name = "A100-like";
        a100.scaleOutLinkKey = "ib-hdr";
        a100.scaleOutReference = "DGX A100: 8 x 200 Gb/s HDR";
        a100.scaleOutSourceUrl = "https://example.invalid/dgx-a100";
        c.gpus.push_back(a100);
        c.buildIndex();
        const LinkPerf reference = CommunicationModel::defaultInterNode(c.gpu("a100-like"), c);
        QCOMPARE(reference.key, std::string("ib-hdr"));
        QCOMPARE(reference.bandwidthGBps * reference.efficiency, 25 * 0.9);
        QVERIFY2(reference.note.find("reference system's network, DGX A100: 8 x 200 Gb/s HDR "
                                     "(https://example.invalid/dgx-a100)") != std::string::npos,
                 reference.note.c_str());
        const LinkPerf generic = CommunicationModel::defaultInterNode(c.gpu("nvidia-l40s"), c);
        QCOMPARE(generic.key, std::string("ib-edr"));
        QCOMPARE(generic.bandwidthGBps * generic.efficiency, 12.5 * 0.9);
        QVERIFY2(generic.note.find("no reference system is recorded for") != std::string::npos &&
                     generic.note.find("so the catalog's slowest scale-out network") != std::string::npos,
                 generic.note.c_str());
        // A reference link the catalog lacks falls back to the slowest rather than to nothing, and says so.
        a100.scaleOutLinkKey = "missing";
        const auto missing = CommunicationModel::chooseInterNode(&a100, c);
        QCOMPARE(missing.key, std::string("ib-edr"));
        QVERIFY(!missing.reference);
        QVERIFY2(missing.why.find("reference network 'missing' is no scale-out link of the catalog") !=
                     std::string::npos,
                 missing.why.c_str());
        // A reference that names a scale-up row (NVLink) is no network between nodes: the slowest is taken.
        a100.scaleOutLinkKey = "nvlink4";
        const auto scaleUp = CommunicationModel::chooseInterNode(&a100, c);
        QCOMPARE(scaleUp.key, std::string("ib-edr"));
        QVERIFY(!scaleUp.reference);
        // No scale-out row at all: no network, and an invalid link the engine and the search refuse to time.
        CatalogSnapshot none = PlanningTestCatalog::catalog();
        none.links.erase(std::remove_if(none.links.begin(), none.links.end(),
                                        [](const LinkSpec& l) { return l.category == "scale-out"; }),
                         none.links.end());
        none.buildIndex();
        QVERIFY(CommunicationModel::chooseInterNode(none.gpu("nvidia-l40s"), none).key.empty());
        QVERIFY(!CommunicationModel::defaultInterNode(none.gpu("nvidia-l40s"), none).valid());
    }
};

QTEST_GUILESS_MAIN(TestCommunication)
#include "tst_communication.moc"
