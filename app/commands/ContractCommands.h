// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// `gpu-planner catalog contract set|list|remove` and `catalog price-history OFFER_KEY` (issue 33, contracted prices
// and price history; docs/contracted-prices.md), called by `catalog` (CatalogCommand.cpp). The rules and the SQL are
// models/catalog's (ContractPrices, PriceHistory); these parse and print.
#include <QStringList>

namespace ContractCommands {
int contract(const QStringList& arguments);
int priceHistory(const QStringList& arguments);
} // namespace ContractCommands
