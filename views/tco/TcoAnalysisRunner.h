// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Runs TcoAnalysis::analyse on a worker thread, so the window keeps answering while a large analysis (64
// options over 240 months, many owned x rented pairs) is worked out: progress as steps done of steps, and
// cancel. Starting again cancels the run before; only the latest run reports. Destroying the runner cancels
// and waits for its workers (a worker never outlives the object it reports to).
#include "tco/TcoAnalysis.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>

class QThread;

class TcoAnalysisRunner : public QObject {
    Q_OBJECT
public:
    explicit TcoAnalysisRunner(QObject* parent = nullptr);
    ~TcoAnalysisRunner() override;

    void start(const gp::tco::Inputs& inputs);
    // Stops the running analysis at its next step; cancelled() follows, finished() does not.
    void cancel();
    bool running() const { return m_running; }
    // Workers not yet ended (a cancelled one ends at its next step), and the steps the latest one has run.
    int workers() const { return int(m_threads.size()); }
    int stepsRun() const { return m_job ? m_job->steps.load() : 0; }

signals:
    void progress(int done, int total);
    void finished(const gp::tco::Analysis& analysis, const gp::tco::Inputs& inputs);
    void cancelled();

private:
    struct Job {
        std::atomic<bool> cancel{false};
        std::atomic<int> steps{0};
    };
    void deliver(quint64 generation, const gp::tco::Analysis& analysis, const gp::tco::Inputs& inputs);

    std::shared_ptr<Job> m_job;
    quint64 m_generation = 0;
    bool m_running = false;
    QList<QPointer<QThread>> m_threads;
};
