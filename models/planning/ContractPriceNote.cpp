// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ContractPriceNote.h"

#include "OfferTerms.h"
#include "PriceConversion.h"

#include <cstdint>

namespace gp {

std::optional<Message> contractedPriceNote(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                           const std::string& currency, const CivilDate& today)
{
    if (!offer.contract.applied() || offer.gpusPerInstance < 1)
        return std::nullopt;
    const std::optional<double> paid = pricePerGpuHour(offer, catalog, currency);
    const std::optional<double> list = listPricePerInstanceHour(offer, catalog, currency);
    if (!paid || !list)
        return std::nullopt;
    const PriceAge age = priceAge(offer.contract.asOf, today);
    Message note =
        !age.known ? GP_MSG("gp::ContractPriceNote", "contracted %1/GPU-h (list %2, offer %3, tier %4, age unknown)")
        : age.days == 1
            ? GP_MSG("gp::ContractPriceNote", "contracted %1/GPU-h (list %2, offer %3, tier %4, 1 day old)")
            : GP_MSG("gp::ContractPriceNote", "contracted %1/GPU-h (list %2, offer %3, tier %4, %5 days old)");
    note.arg(MessageMoney{*paid, currency, 2})
        .arg(MessageMoney{*list / offer.gpusPerInstance, currency, 2})
        .arg(MessageName{offer.key})
        .arg(MessageName{tierLabel(offer.tier)});
    if (age.known && age.days != 1)
        note.arg(MessageCount{static_cast<std::int64_t>(age.days)});
    return note;
}

} // namespace gp
