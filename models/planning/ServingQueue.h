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
// - the share of requests that wait is M/M/c's probability of waiting, Erlang's C formula (Kleinrock, Queueing
//   Systems vol. 1, 1975, sec. 3.5, eq. 3.42; Gross and Harris, Fundamentals of Queueing Theory, sec. 2.3);
// - given a wait, the wait is taken as exponential (the heavy-traffic form of the waiting time, Kingman 1961) with
//   the mean the scheduler's mean TTFT already holds: its M/D/1 wait, the Pollaczek-Khinchine mean rho S / (2 (1 -
//   rho)), which is also the Allen-Cunneen approximation for c = 1 (A. O. Allen, Probability, Statistics and
//   Queueing Theory, 2nd ed. 1990, sec. 6.3). So the percentiles agree with the mean TTFT that the published NIM
//   runs check; for c > 1 that mean is higher than Allen-Cunneen's M/D/c wait, so the percentiles err long.
// Where it is approximate: docs/serving-model.md.

namespace gp {

struct QueueWait {
    int servers = 1;            // c
    double arrivalRate = 0;     // lambda, requests per second
    double serviceSeconds = 0;  // S = 1 / mu, per server
    double serviceCv2 = 0;      // c_s^2: 0 deterministic (M/D/c), 1 exponential (M/M/c)
    double utilisation() const; // rho = lambda S / c
};

class ServingQueue {
public:
    // Erlang C: the probability that an arrival waits in M/M/c with offered load a = lambda S Erlangs (a < c),
    // through Erlang B's recursion B(0) = 1, B(k) = a B(k-1) / (k + a B(k-1)), C = c B / (c - a (1 - B)), which
    // stays accurate for large c. NaN for a >= c or an input out of range.
    static double erlangC(int servers, double offeredLoad);
    // The same shape with a given mean: P(W > t) = C exp(-t C / meanWait), so its mean is meanWait: (meanWait / C)
    // ln(C / (1 - p)), 0 when C <= 1 - p. The scheduler uses it to keep its percentiles consistent with the mean TTFT
    // it reports (whose wait is M/D/1's, ServingScheduler.cpp). NaN for C outside (0, 1], a negative mean or p outside
    // (0, 1).
    static double quantileWithMean(double waitProbability, double meanWait, double p);
};

} // namespace gp
