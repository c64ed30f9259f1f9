// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The "offer_prices" array of a .gpuplan (schema v5, docs/workspace-format.md) <-> its values: one object per
// priced offer the plan uses, {"offer_key", "price", "tier", "unit", "region", "currency", "source", "as_of",
// "list_price", "contracted_price"} (the last two null until contracted prices exist). The reader type-checks
// every access, bounds the count, refuses a price that is not finite and > 0, an unknown unit and a repeated
// offer key, and names the JSON path of the first problem. Text lengths are WorkspaceTextLimits'.
#include "PlanPrice.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QVector>

namespace WorkspacePricesJson {

// Ten offers for each of the 1,000 scenarios a workspace may hold (WorkspaceJson::kMaxScenarios).
constexpr std::size_t kMaxPrices = 10'000;
// A price above this per hour, month or purchase is a typing or unit error: the catalog's dearest rows, purchased
// 8-GPU servers, are under 1e7 USD, and 1e12 leaves room for them in any catalog currency (1 USD < 1e4 units).
constexpr double kMaxPrice = 1e12;

nlohmann::json toJson(const QVector<PlanPrice>& prices);
// Reads `list` (the value at `path`, "$.offer_prices"); false with *error ("path: message").
bool fromJson(const nlohmann::json& list, const QString& path, QVector<PlanPrice>& out, QString* error);

} // namespace WorkspacePricesJson
