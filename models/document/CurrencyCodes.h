// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The active ISO 4217 currency codes: a workspace currency must be one of them, so a typo ("RS",
// "usd", "EURO") is caught when a file is opened rather than showing every cost as unavailable.
#include <QString>

namespace CurrencyCodes {
bool isKnown(const QString& code);
}
