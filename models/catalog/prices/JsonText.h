// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace catalog::prices {

// A string member of a provider's price-list object, or an empty string when it is absent or not a string:
// the readers decide which members are required and word their own errors. One definition for the AWS,
// Azure and GCP readers (it was written three times, and a unity build joins them).
inline QString jsonText(const nlohmann::json& object, const char* field)
{
    auto it = object.find(field);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

} // namespace catalog::prices
