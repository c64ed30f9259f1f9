// Cost per result worked by hand: price per GPU-hour (PriceConversion) x GPU-hours, and cost per million
// tokens = 1e6 x price x GPUs / 3600 / tokens per second (llm-analysis's formula per thousand).
#include "PlanningTestCatalog.h"
#include "planning/CostModel.h"

#include <QtTest>

using namespace gp;

class TestCostModel : public QObject {
    Q_OBJECT
private slots:
    void perMillionTokens_data()
    {
        QTest::addColumn<double>("price");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("tokensPerSecond");
        QTest::addColumn<double>("expected");
        // 1e6 x 4 x 8 / 3600 / 1e5 = 0.0888889
        QTest::newRow("8 x $4/GPU-h at 100k tokens/s") << 4.0 << 8 << 1e5 << 0.08888889;
        // 1e6 x 2.2 x 1 / 3600 / 2500 = 0.244444
        QTest::newRow("1 x $2.2/GPU-h at 2,500 tokens/s") << 2.2 << 1 << 2500.0 << 0.24444444;
        QTest::newRow("no throughput -> 0, never inf") << 2.2 << 1 << 0.0 << 0.0;
    }
    void perMillionTokens()
    {
        QFETCH(double, price);
        QFETCH(int, gpus);
        QFETCH(double, tokensPerSecond);
        QFETCH(double, expected);
        QVERIFY(qAbs(CostModel::costPerMillionTokens(price, gpus, tokensPerSecond) - expected) < 1e-7);
    }

    void linesPerOffer()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        CostInputs in;
        in.offerKeys = {"h100-8x", "a100-1x-inr", "h100-monthly", "a100-1x", "missing"};
        in.currency = "USD";
        in.scenarioGpuKey = "nvidia-h100-sxm";
        in.gpus = 8;
        in.gpuHours = 100;
        in.tokensPerSecond = 1e5;
        std::vector<std::string> warnings;
        const auto lines = CostModel::price(in, c, &warnings);
        QCOMPARE(lines.size(), size_t(4));
        // $32 per 8-GPU instance-hour = $4/GPU-h; 100 GPU-h -> $400.
        QCOMPARE(lines[0].pricePerGpuHour, 4.0);
        QCOMPARE(lines[0].costPerRun, 400.0);
        QVERIFY(lines[0].gpuMatchesScenario);
        // INR 180/h at 90 INR per USD = $2/GPU-h -> $200; it prices an A100, not the scenario's H100: flagged.
        QVERIFY(qAbs(lines[1].pricePerGpuHour - 2.0) < 1e-12);
        QVERIFY(!lines[1].gpuMatchesScenario);
        // $14,600 a month for 8 GPUs / 730 h = $2.5/GPU-h (AWS/Azure bill 730 h a month).
        QVERIFY(qAbs(lines[2].pricePerGpuHour - 2.5) < 1e-12);
        QVERIFY(qAbs(lines[2].costPerRun - 250.0) < 1e-9);
        QVERIFY(!warnings.empty());   // the missing offer and the GPU mismatches
    }

    void inrScenario()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        CostInputs in;
        in.offerKeys = {"h100-8x"};
        in.currency = "INR";
        in.scenarioGpuKey = "nvidia-h100-sxm";
        in.gpus = 8;
        in.gpuHours = 10;
        const auto lines = CostModel::price(in, c, nullptr);
        // $4/GPU-h x 90 = INR 360/GPU-h; 10 GPU-h = INR 3,600.
        QCOMPARE(lines.size(), size_t(1));
        QVERIFY(qAbs(lines[0].costPerRun - 3600.0) < 1e-9);
        QCOMPARE(lines[0].currency, std::string("INR"));
    }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
