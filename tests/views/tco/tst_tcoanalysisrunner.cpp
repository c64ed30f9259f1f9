// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The TCO analysis off the GUI thread (issue 36: a 64-option analysis blocked the TCO tab for 8-9 s). A zero-interval
// timer counts the GUI event loop's turns while the worker runs: the loop keeps turning, the result is the one the
// synchronous analysis gives, progress reaches its total, and cancel stops the worker before its end. No timing
// is asserted: the turns are counted, not measured.
#include "../../models/tco/TcoBigCase.h"
#include "tco/TcoAnalysisRunner.h"

#include <QEventLoop>
#include <QTimer>
#include <QtTest>

using namespace gp::tco;

class TestTcoAnalysisRunner : public QObject {
    Q_OBJECT
private slots:
    void theWindowKeepsTurningWhileItWorks()
    {
        const Inputs in = TcoTest::bigCase();
        TcoAnalysisRunner runner;
        int turns = 0, progressReports = 0, lastDone = 0, lastTotal = 0, finishedCount = 0;
        Analysis got;
        QTimer turn;
        turn.setInterval(0);
        connect(&turn, &QTimer::timeout, this, [&] { ++turns; });
        connect(&runner, &TcoAnalysisRunner::progress, this, [&](int done, int total) {
            ++progressReports;
            lastDone = done;
            lastTotal = total;
        });
        QEventLoop loop;
        connect(&runner, &TcoAnalysisRunner::finished, this, [&](const Analysis& a, const Inputs&) {
            ++finishedCount;
            got = a;
            loop.quit();
        });
        runner.start(in); // returns at once: the analysis is the worker's
        QVERIFY(runner.running());
        turn.start();
        QTimer::singleShot(300000, &loop, &QEventLoop::quit); // a hang guard only, far past any run
        loop.exec();
        turn.stop();
        QCOMPARE(finishedCount, 1);
        QVERIFY(!runner.running());
        // The GUI thread served its event loop while the worker ran: many turns, not one at the end.
        QVERIFY2(turns > 1, qPrintable(QString::number(turns)));
        QVERIFY2(progressReports > 1, qPrintable(QString::number(progressReports)));
        QCOMPARE(lastDone, lastTotal);
        // The worker's analysis is the synchronous one.
        const Analysis same = TcoAnalysis::analyse(in);
        QVERIFY(got.ok());
        QCOMPARE(got.conclusion, same.conclusion);
        QCOMPARE(got.breakEvens.size(), std::size_t(1024));
        for (std::size_t i = 0; i < same.breakEvens.size(); ++i)
            QCOMPARE(got.breakEvens[i].utilisation, same.breakEvens[i].utilisation);
        QCOMPARE(got.tornado.size(), same.tornado.size());
    }

    void cancelStopsTheWorker()
    {
        const Inputs in = TcoTest::bigCase();
        int total = 0;
        TcoAnalysis::analyse(in, [&](int, int of) {
            total = of;
            return false; // the step count alone
        });
        TcoAnalysisRunner runner;
        int finishedCount = 0, cancelledCount = 0, turns = 0;
        connect(&runner, &TcoAnalysisRunner::finished, this, [&] { ++finishedCount; });
        connect(&runner, &TcoAnalysisRunner::cancelled, this, [&] { ++cancelledCount; });
        runner.start(in);
        runner.cancel();
        QVERIFY(!runner.running());
        QCOMPARE(cancelledCount, 1);
        // Turn the event loop until the worker has ended (it stops at its next step).
        QEventLoop loop;
        QTimer turn;
        turn.setInterval(0);
        connect(&turn, &QTimer::timeout, this, [&] {
            ++turns;
            if (runner.workers() == 0)
                loop.quit();
        });
        turn.start();
        QTimer::singleShot(300000, &loop, &QEventLoop::quit); // a hang guard only
        loop.exec();
        QCOMPARE(runner.workers(), 0);
        QVERIFY2(runner.stepsRun() < total,
                 qPrintable(QStringLiteral("%1 of %2 steps").arg(runner.stepsRun()).arg(total)));
        QCOMPARE(finishedCount, 0);
        QCOMPARE(cancelledCount, 1);
        QVERIFY(turns >= 1);
    }

    void startingAgainReportsOnlyTheLatest()
    {
        Inputs first = TcoTest::bigCase();
        Inputs second = TcoTest::bigCase();
        second.workload.utilisation = 0.9;
        TcoAnalysisRunner runner;
        std::vector<double> utilisations;
        QEventLoop loop;
        connect(&runner, &TcoAnalysisRunner::finished, this, [&](const Analysis& a, const Inputs&) {
            utilisations.push_back(a.base.utilisation);
            loop.quit();
        });
        runner.start(first);
        runner.start(second);
        QTimer::singleShot(300000, &loop, &QEventLoop::quit); // a hang guard only
        loop.exec();
        QCOMPARE(utilisations.size(), std::size_t(1));
        QCOMPARE(utilisations[0], 0.9);
    }
};

QTEST_MAIN(TestTcoAnalysisRunner)
#include "tst_tcoanalysisrunner.moc"
