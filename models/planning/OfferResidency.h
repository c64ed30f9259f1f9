// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Where an offer's GPUs are hosted, and the data-residency rule (issue 31): the one place both are written, for the
// engine (which refuses to price a plan at an offer the rule refuses), the searches' offer filter
// (ConfigurationSearchFilter.h) and the what-if offer swap.
#include "CatalogSnapshot.h"

namespace gp {

enum class Residency { India, OutsideIndia, NotStated };
// Where an offer's GPUs are hosted, from its region: names containing "India" (Azure centralindia,
// southindia, westindia, jioindiawest, providers writing "India"), AWS ap-south-1 (Mumbai) / ap-south-2
// (Hyderabad), GCP asia-south1 (Mumbai) / asia-south2 (Delhi) as the providers' region pages list them.
// An empty or "global" region is NotStated: never assumed to be in India.
Residency residencyOf(const OfferSpec& offer);
const char* residencyLabel(Residency r); // "in India", "outside India", "region not stated"

// The rule: data that must stay in India (`indiaOnly`: Scenario::residency.indiaOnly, or a search filter's) goes
// only to an offer hosted in India (residencyOf); one hosted elsewhere, or whose region is not stated, is refused.
// Data with no such requirement goes anywhere.
bool residencyAllows(bool indiaOnly, const OfferSpec& offer);

} // namespace gp
