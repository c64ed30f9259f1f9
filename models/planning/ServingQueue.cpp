// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ServingQueue.h"

#include <cmath>

namespace gp {

double QueueWait::utilisation() const { return servers > 0 ? arrivalRate * serviceSeconds / servers : NAN; }

bool QueueWait::stable() const
{
    return servers > 0 && std::isfinite(arrivalRate) && arrivalRate >= 0 && std::isfinite(serviceSeconds) &&
           serviceSeconds >= 0 && std::isfinite(serviceCv2) && serviceCv2 >= 0 && utilisation() < 1;
}

double ServingQueue::erlangC(int c, double a)
{
    if (c < 1 || !std::isfinite(a) || a < 0 || a >= c)
        return NAN;
    double b = 1; // Erlang B with 0 servers
    for (int k = 1; k <= c; ++k)
        b = a * b / (k + a * b);
    return c * b / (c - a * (1 - b));
}

double ServingQueue::meanWait(const QueueWait& q)
{
    if (!q.stable())
        return NAN;
    if (q.arrivalRate == 0 || q.serviceSeconds == 0)
        return 0;
    const double mu = 1 / q.serviceSeconds;
    const double c = erlangC(q.servers, q.arrivalRate * q.serviceSeconds);
    return c / (q.servers * mu - q.arrivalRate) * (1 + q.serviceCv2) / 2;
}

double ServingQueue::waitQuantile(const QueueWait& q, double p)
{
    if (!q.stable() || !(p > 0 && p < 1))
        return NAN;
    if (q.arrivalRate == 0 || q.serviceSeconds == 0)
        return 0;
    const double c = erlangC(q.servers, q.arrivalRate * q.serviceSeconds);
    if (c <= 1 - p)
        return 0;
    return meanWait(q) / c * std::log(c / (1 - p));
}

double ServingQueue::quantileWithMean(double c, double mean, double p)
{
    if (!(c >= 0 && c <= 1) || !(mean >= 0) || !std::isfinite(mean) || !(p > 0 && p < 1))
        return NAN;
    if (c <= 1 - p || mean == 0)
        return 0;
    return mean / c * std::log(c / (1 - p));
}

} // namespace gp
