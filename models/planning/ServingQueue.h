// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The queue in front of a replica's prefill, for time-to-first-token percentiles (issue 31: "p95 TTFT <= 500 ms at
// 20 req/s" sizes the replicas). The scheduler (ServingScheduler.h) gives the mean; a percentile needs the waiting
// time's distribution, which this takes from queueing theory:
// - arrivals are Poisson (independent requests from many users; a load balancer that splits a Poisson stream at
//   random leaves each replica a Poisson stream). Bursty traffic waits longer than this says;
// - the prefill is c servers: c prompts share one prefill iteration (the token budget holds c = floor(budget / P)
//   of them), each holding its slot for its own prefill iterations, a fixed service time S;
// - M/M/c's probability of waiting is Erlang's C formula (Kleinrock, Queueing Systems vol. 1, 1975, sec. 3.5,
//   eq. 3.42; Gross and Harris, Fundamentals of Queueing Theory, sec. 2.3), and given a wait, the wait is
//   exponential with rate c mu - lambda;
// - a fixed service time waits less: the Allen-Cunneen approximation (A. O. Allen, Probability, Statistics and
//   Queueing Theory, 2nd ed. 1990, sec. 6.3) scales M/M/c's mean wait by (c_a^2 + c_s^2) / 2, 1/2 here (c_a = 1,
//   Poisson; c_s = 0, deterministic). For c = 1 it is exact: the Pollaczek-Khinchine mean of M/D/1, rho S / (2 (1 -
//   rho)). The wait given a wait is kept exponential, with the mean scaled the same way (the heavy-traffic form of
//   the waiting time, Kingman 1961), so P(W > t) = C exp(-t C / W_q).
// Where it is approximate: docs/serving-model.md.

namespace gp {

struct QueueWait {
    int servers = 1;            // c
    double arrivalRate = 0;     // lambda, requests per second
    double serviceSeconds = 0;  // S = 1 / mu, per server
    double serviceCv2 = 0;      // c_s^2: 0 deterministic (M/D/c), 1 exponential (M/M/c)
    double utilisation() const; // rho = lambda S / c
    bool stable() const;        // rho < 1 (and every input finite and non-negative)
};

class ServingQueue {
public:
    // Erlang C: the probability that an arrival waits in M/M/c with offered load a = lambda S Erlangs (a < c),
    // through Erlang B's recursion B(0) = 1, B(k) = a B(k-1) / (k + a B(k-1)), C = c B / (c - a (1 - B)), which
    // stays accurate for large c. NaN for a >= c or an input out of range.
    static double erlangC(int servers, double offeredLoad);
    // The mean wait in the queue: Allen-Cunneen, C / (c mu - lambda) x (1 + c_s^2) / 2. NaN when unstable.
    static double meanWait(const QueueWait& q);
    // The p-quantile of the wait (0 < p < 1): 0 when at least p of the arrivals do not wait (C <= 1 - p), else
    // (W_q / C) ln(C / (1 - p)). NaN when unstable or p out of range.
    static double waitQuantile(const QueueWait& q, double p);
    // The same shape with a given mean: P(W > t) = C exp(-t C / meanWait), so its mean is meanWait: (meanWait / C)
    // ln(C / (1 - p)), 0 when C <= 1 - p. The scheduler uses it to keep its percentiles consistent with the mean TTFT
    // it reports (whose wait is M/D/1's, ServingScheduler.cpp). NaN for C outside (0, 1], a negative mean or p outside
    // (0, 1).
    static double quantileWithMean(double waitProbability, double meanWait, double p);
};

} // namespace gp
