// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "OfferResidency.h"
#include "AsciiLower.h"

#include <string>

namespace gp {

Residency residencyOf(const OfferSpec& offer)
{
    const std::string r = asciiLower(offer.region);
    if (r.empty() || r == "global")
        return Residency::NotStated;
    if (r.find("india") != std::string::npos)
        return Residency::India;
    // Region codes that do not spell the country: AWS Mumbai and Hyderabad, GCP Mumbai and Delhi.
    for (const char* code : {"ap-south-1", "ap-south-2", "asia-south1", "asia-south2"})
        if (r.rfind(code, 0) == 0)
            return Residency::India;
    return Residency::OutsideIndia;
}

const char* residencyLabel(Residency r)
{
    switch (r) {
    case Residency::India:
        return "in India";
    case Residency::OutsideIndia:
        return "outside India";
    case Residency::NotStated:
        return "region not stated";
    }
    return "region not stated";
}

bool residencyAllows(bool indiaOnly, const OfferSpec& offer)
{
    return !indiaOnly || residencyOf(offer) == Residency::India;
}

} // namespace gp
