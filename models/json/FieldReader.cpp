// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FieldReader.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace gp::jsonio {
namespace {

// A bound as the user would write it: "100", "0.001", "1e-09" (10 significant digits, no trailing zeros).
std::string bound(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.10g", v);
    return buf;
}

} // namespace

std::string joinPath(const std::string& path, const std::string& key) { return path.empty() ? key : path + "." + key; }

std::optional<std::string> readNumber(const nlohmann::json& v, double& out)
{
    if (!v.is_number())
        return "must be a number, got " + typeName(v);
    const double d = v.get<double>();
    if (!std::isfinite(d))
        return "must be a finite number, got " + brief(v);
    out = d;
    return std::nullopt;
}

std::optional<std::string> readNumberIn(const nlohmann::json& v, double lo, double hi, double& out)
{
    const std::string range = "must be a number from " + bound(lo) + " to " + bound(hi);
    if (!v.is_number())
        return range + ", got " + typeName(v);
    const double d = v.get<double>();
    if (!std::isfinite(d) || d < lo || d > hi)
        return range + ", got " + brief(v);
    out = d;
    return std::nullopt;
}

std::optional<std::string> readInteger(const nlohmann::json& v, std::int64_t lo, std::int64_t hi, std::int64_t& out)
{
    if (!v.is_number())
        return "must be a whole number, got " + typeName(v);
    // The bounds the user can act on: "(from 1 to 240)"; where one side is only the storage type's limit, the
    // side it fell off: "(at most 2147483647)".
    const bool loIsTypeLimit = lo <= std::int64_t(std::numeric_limits<std::int32_t>::min());
    const bool hiIsTypeLimit = hi >= std::int64_t(std::numeric_limits<std::int32_t>::max());
    const auto outOfRange = [&](bool above) {
        if (!loIsTypeLimit && !hiIsTypeLimit)
            return "is out of range: " + brief(v) + " (from " + std::to_string(lo) + " to " + std::to_string(hi) + ")";
        return "is out of range: " + brief(v) +
               (above ? " (at most " + std::to_string(hi) + ")" : " (at least " + std::to_string(lo) + ")");
    };
    if (v.is_number_unsigned()) {
        const std::uint64_t u = v.get<std::uint64_t>();
        if (hi < 0 || u > static_cast<std::uint64_t>(hi))
            return outOfRange(true);
        if (lo > 0 && u < static_cast<std::uint64_t>(lo))
            return outOfRange(false);
        out = static_cast<std::int64_t>(u);
        return std::nullopt;
    }
    if (v.is_number_integer()) {
        const std::int64_t i = v.get<std::int64_t>();
        if (i < lo || i > hi)
            return outOfRange(i > hi);
        out = i;
        return std::nullopt;
    }
    const double d = v.get<double>();
    if (!std::isfinite(d) || std::floor(d) != d)
        return "must be a whole number, got " + brief(v);
    // Compared as doubles before the cast: a double at or past 2^63 would make the cast undefined.
    if (d >= 9223372036854775808.0 || d > static_cast<double>(hi))
        return outOfRange(true);
    if (d < static_cast<double>(lo))
        return outOfRange(false);
    out = static_cast<std::int64_t>(d);
    if (out < lo || out > hi) // a bound that is not exactly a double
        return outOfRange(out > hi);
    return std::nullopt;
}

std::optional<std::string> readBool(const nlohmann::json& v, bool& out)
{
    if (!v.is_boolean())
        return "must be true or false, got " + typeName(v);
    out = v.get<bool>();
    return std::nullopt;
}

std::optional<std::string> readString(const nlohmann::json& v, std::size_t maxBytes, std::string& out)
{
    if (!v.is_string())
        return "must be a string, got " + typeName(v);
    const std::string& s = v.get_ref<const std::string&>();
    if (s.size() > maxBytes)
        return "is too long: " + std::to_string(s.size()) + " bytes (at most " + std::to_string(maxBytes) + ")";
    out = s;
    return std::nullopt;
}

} // namespace gp::jsonio
