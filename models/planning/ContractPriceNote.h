// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The label beside a price a contract sets (issue 33, "the list price always stands beside it"): "contracted
// USD 2.10/GPU-h (list USD 2.49, offer X, tier on-demand, 14 days old)". The configuration search's front and the
// TCO pane show it wherever a pick's or an option's price is a contracted one. A Message: the text layer
// (gp::text::render) writes it in the user's language and locale, english() for logs and tests.
#include "CatalogSnapshot.h"
#include "PriceAge.h"
#include "messages/Message.h"

#include <optional>
#include <string>

namespace gp {

// Both figures per GPU-hour in `currency` (PriceConversion: a monthly price / 730 h); the age is the contract's,
// from its as_of to `today` ("age unknown" when it cannot be read). Nothing when no contract applies to `offer`, or
// a figure cannot be converted to `currency` (a purchase price, a missing rate): no label rather than a wrong one.
std::optional<Message> contractedPriceNote(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                           const std::string& currency, const CivilDate& today);

} // namespace gp
