// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoAnalysisRunner.h"

#include <QThread>

TcoAnalysisRunner::TcoAnalysisRunner(QObject* parent) : QObject(parent) {}

TcoAnalysisRunner::~TcoAnalysisRunner()
{
    if (m_job)
        m_job->cancel = true;
    // The workers post to this object: each must end before it goes. Cancelled, each stops at its next step.
    for (const QPointer<QThread>& t : m_threads)
        if (t) {
            t->wait();
            delete t.data();
        }
}

void TcoAnalysisRunner::start(const gp::tco::Inputs& inputs)
{
    if (m_job)
        m_job->cancel = true; // the older run stops at its next step; its result is ignored (generation)
    auto job = std::make_shared<Job>();
    m_job = job;
    const quint64 generation = ++m_generation;
    m_running = true;
    // Copies only cross threads: the worker's inputs and analysis are its own until posted back.
    QThread* thread = QThread::create([this, job, inputs, generation]() {
        const gp::tco::Analysis analysis = gp::tco::TcoAnalysis::analyse(inputs, [&](int done, int total) {
            if (job->cancel.load())
                return false;
            job->steps = done;
            QMetaObject::invokeMethod(
                this,
                [this, generation, done, total]() {
                    if (generation == m_generation && m_running)
                        Q_EMIT progress(done, total);
                },
                Qt::QueuedConnection);
            return true;
        });
        QMetaObject::invokeMethod(
            this, [this, generation, analysis, inputs]() { deliver(generation, analysis, inputs); },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, this, [this, thread]() {
        m_threads.removeAll(QPointer<QThread>(thread));
        thread->deleteLater();
    });
    m_threads.append(thread);
    thread->start(QThread::LowPriority);
}

void TcoAnalysisRunner::cancel()
{
    if (!m_running)
        return;
    if (m_job)
        m_job->cancel = true;
    m_running = false;
    ++m_generation; // whatever the worker still posts is for no one
    Q_EMIT cancelled();
}

void TcoAnalysisRunner::deliver(quint64 generation, const gp::tco::Analysis& analysis, const gp::tco::Inputs& inputs)
{
    if (generation != m_generation || !m_running)
        return;
    m_running = false;
    if (analysis.cancelled) {
        Q_EMIT cancelled();
        return;
    }
    Q_EMIT finished(analysis, inputs);
}
