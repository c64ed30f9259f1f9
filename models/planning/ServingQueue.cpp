// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ServingQueue.h"

#include <cmath>

namespace gp {

double QueueWait::utilisation() const { return servers > 0 ? arrivalRate * serviceSeconds / servers : NAN; }

double ServingQueue::erlangC(int c, double a)
{
    if (c < 1 || !std::isfinite(a) || a < 0 || a >= c)
        return NAN;
    double b = 1; // Erlang B with 0 servers
    for (int k = 1; k <= c; ++k)
        b = a * b / (k + a * b);
    return c * b / (c - a * (1 - b));
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
