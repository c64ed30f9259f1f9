// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What renting an offer commits the buyer to, read from its catalog row: the tier's commitment term,
// whether the provider may take the GPUs back (interruptible), and the words a table or report uses for it.
// One place, so the engine, the comparison table and the JSON never disagree on what "on-demand" means.
#include "CatalogSnapshot.h"
#include "messages/Message.h"

#include <string>
#include <vector>

namespace gp {

// 365 days x 24 h: the year reserved-instance terms are written against (AWS "1-year term" = 8,760 h,
// the same 730 h a month PriceConversion uses).
constexpr double kHoursPerYear = 8760.0;

// The tier a plan's headline price comes from unless the scenario picks another (pricing.tier).
inline const char* const kDefaultPricingTier = "on_demand";

// Tiers a scenario may pick for its headline price (the catalog's tiers less one-off purchases, which
// have no hourly price; see the TCO model).
const std::vector<std::string>& pricingTiers();

// Spot capacity, community hosts and marketplace offers can be taken back mid-run: tier spot, community
// or marketplace (the shipped catalog files third-party hosts of RunPod, Akash, Vast.ai and TensorDock
// under community or marketplace, resources/catalog/README.md).
bool isInterruptible(const OfferSpec& offer);
bool isInterruptibleTier(const std::string& tier);

// A price that pays for the GPU alone while the host it runs in is billed on top: a rented offer whose
// catalog `includes` starts "GPU only" or "GPU component only" in any case, e.g. "GPU only; VM billed extra"
// (Google Cloud's GPU SKUs, billed apart from the A2/A3 machine's vCPUs and memory) or "GPU component only;
// vCPU/RAM billed separately" (CoreWeave's classic per-component pricing). Purchases are not rentals.
// Nobody can rent the GPU at that price alone, so such a line is never a plan's headline and the searches
// leave it out; it is shown labelled "GPU only, host billed extra".
bool priceExcludesHost(const OfferSpec& offer);

// The tier a cost counts under: the catalog row's tier.
std::string pricingTierOf(const OfferSpec& offer);

// Hours a reserved tier commits to (reserved_1y: 8,760 h; reserved_3y: 26,280 h); 0 for other tiers.
double commitmentHours(const std::string& tier);

// "on-demand", "3-year reserved", "spot (interruptible)", ... for tables and explanations.
std::string tierLabel(const std::string& tier);

// The label beside a price of that tier: tierLabel, plus ", if held" for a reserved tier (its price is
// what a holder of the reservation pays, without the commitment). Tables and tooltips use this one.
std::string pricedTierLabel(const std::string& tier);

// The same in a word or two, for a table column beside an "interruptible" one: "on-demand", "1y reserved",
// "spot", "community", "marketplace", "dedicated/mo", "managed/mo", "purchase".
std::string tierShortLabel(const std::string& tier);

// The marks of a flagged offer (catalog schema v9), in the words every view shows them: "restricted: eligible users
// only", "disputed price" / "unverified price", "superseded by <newer offer key>", joined by "; ". Empty when the
// offer carries no flag.
std::string offerFlagWords(const OfferFlags& flags);
// The same with each flag's source, for tooltips, notes and the proposal: "restricted: eligible users only (source:
// ...)".
std::string offerFlagDetails(const OfferFlags& flags);
// Why the flagged offers were left out of a search or recommendation ("N offers are flagged (restricted
// eligibility, a disputed or unverified price, or superseded by a newer row): not searched; include them with
// --include-flagged or the "Include flagged offers" box"), for `offers` >= 1.
Message flaggedOffersWarning(int offers);

} // namespace gp
