// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal's "How far the figures can be off" (Assumptions and sources, issue 32): one sentence per headline
// figure of a plan (training time and GPU-hours, memory per GPU, serving throughput, latency, cost) with the error
// the validation suite measured on published runs of its kind: how many runs, the cell they form (the group,
// narrowed to dense or MoE, framework or serving engine and GPU vendor) and their median error, or "uncalibrated"
// when the suite has too few. The bands come from the table handed in (the shipped one is measured at build
// time, ErrorBands); nothing here computes a band. tst_proposalerrorbands checks each sentence against a small
// table whose medians the test works out by hand.
#include "planning/CatalogSnapshot.h"
#include "planning/ErrorBand.h"
#include "planning/Estimate.h"
#include "planning/Scenario.h"

#include <QString>
#include <QStringList>

namespace ProposalErrorBandSentences {
// The sentences for one plan's estimate, money in `currency`: training: time and GPU-hours (one band), memory per
// GPU, cost per run (the hours' band); serving: throughput, latency (first token, per output token, request: one
// band), memory per GPU, cost per million output tokens (the throughput's band). The cost sentence is left out
// when no offer prices the plan.
QStringList forEstimate(const gp::ErrorBandTable& table, const gp::Scenario& scenario,
                        const gp::CatalogSnapshot& catalog, const gp::Estimate& estimate, const QString& currency);
// The band's clause: "the suite's 72 published runs like this (training time/throughput, dense, nvidia) were off
// by a median 11.3%", or "uncalibrated: the suite holds 3 published runs of this kind (training memory), fewer
// than the 5 a band needs".
QString bandClause(const gp::ErrorBand& band);
} // namespace ProposalErrorBandSentences
