// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The checkpoint-and-restart allowance of an interruptible run (planning/CheckpointRestart.h), worked by
// hand from Young (1974) and Daly (2006): M = 24 h / (rate x GPUs), tau = sqrt(2 x write x M),
// w = write / tau + (tau / 2 + restart) / M, expected time T / (1 - w). Compared to 1e-9 relative.
#include "Near.h"
#include "planning/CheckpointRestart.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gp::checkpoint;

namespace {
bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }
} // namespace

class TestCheckpointRestart : public QObject {
    Q_OBJECT
private slots:
    void youngDalyOnFourSpotGpus()
    {
        // 4 GPUs at 0.2 / 30.4 interruptions per GPU-day: M = 24 x 30.4 / (0.2 x 4) = 912 h.
        // Write 2 min = 1/30 h: tau = sqrt(2 x 912 / 30) = sqrt(60.8) = 7.7974 h.
        // w = (1/30) / 7.7974 + (7.7974 / 2 + 1/6) / 912 = 0.0042750 + 0.0044576 = 0.0087326.
        // An 89.7 h run is expected to take 89.7 / (1 - w) = 90.490 h.
        const auto a = allowanceFor({89.7, 4});
        QVERIFY(a);
        QVERIFY(near(a->mtbfHours, 912.0));
        const double tau = std::sqrt(60.8);
        QVERIFY(near(a->intervalHours, tau));
        const double w = (1.0 / 30.0) / tau + (tau / 2.0 + 1.0 / 6.0) / 912.0;
        QVERIFY(near(a->lostFraction, w));
        GP_VERIFY_NEAR(a->lostFraction, 0.0087326, 1e-7);
        GP_VERIFY_NEAR(a->expectedHours, 90.490, 1e-3);
    }

    void aRunShorterThanTheIntervalWritesNoCheckpoint()
    {
        // 1 h on 8 GPUs: M = 729.6 / 1.6 = 456 h, tau = sqrt(2 x 456 / 30) = 5.51 h > 1 h, so no write on
        // the way: w = (1 / 2 + 1/6) / 456 = 0.0014620.
        const auto a = allowanceFor({1.0, 8});
        QVERIFY(a);
        QVERIFY(near(a->mtbfHours, 456.0));
        QCOMPARE(a->intervalHours, 1.0);
        QVERIFY(near(a->lostFraction, (0.5 + 1.0 / 6.0) / 456.0));
    }

    void halfTheTimeLostIsNoPlan()
    {
        // 4,096 GPUs: M = 729.6 / 819.2 = 0.890625 h, tau = 0.24367 h, w = 0.1368 + 0.3239 = 0.4607: priced.
        const auto big = allowanceFor({100.0, 4096});
        QVERIFY(big);
        GP_VERIFY_NEAR(big->lostFraction, 0.4607, 1e-4);
        // 8,192 GPUs: M = 0.4453 h, w = 0.1935 + 0.5677 = 0.761 >= 0.5: refused, not priced as an endless job.
        QVERIFY(!allowanceFor({100.0, 8192}));
    }

    void refusesWhatItCannotCompute()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QVERIFY(!allowanceFor({nan, 8}));
        QVERIFY(!allowanceFor({inf, 8}));
        QVERIFY(!allowanceFor({-1.0, 8}));
        QVERIFY(!allowanceFor({10.0, 0}));
        RunInputs noRate{10.0, 8};
        noRate.interruptionsPerGpuDay = 0;
        QVERIFY(!allowanceFor(noRate));
        RunInputs badRestart{10.0, 8};
        badRestart.restartMinutes = nan;
        QVERIFY(!allowanceFor(badRestart));
    }

    void lostFractionWithoutInterruptionsIsTheWritesAlone()
    {
        // M not finite: only the writes, (1/30) / 2 = 1/60.
        QVERIFY(near(lostFraction(1.0 / 30.0, 1.0 / 6.0, 2.0, std::numeric_limits<double>::infinity()), 1.0 / 60.0));
        // sqrt(2 x 0.1 x 300) = sqrt(60).
        QVERIFY(near(youngDalyIntervalHours(0.1, 300), std::sqrt(60.0)));
    }
};

QTEST_GUILESS_MAIN(TestCheckpointRestart)
#include "tst_checkpointrestart.moc"
