// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The one way a JSON field becomes a typed value (issue 36: there were four readers, with two wordings for the
// same mistake: "must be a number" in one file, "must be a number, got a string" in another). The scenario, the
// TCO file, the checklist request and the validation cases all read their fields through here, so a user who
// writes "8" for a count reads the same sentence whichever file it was in.
//
// Two layers:
//   - read*(): one value, checked; the message (without the field) when it is refused, std::nullopt when `out`
//     was set. Integers are range-checked in the type nlohmann read (unsigned, signed or double), never through
//     a narrowing cast: 4294967296 must not read as 0. Numbers must be finite (a value built in code may hold
//     an infinity; a parsed one cannot, BoundedJson refuses 1e309).
//   - FieldReader: one JSON object, recording a {field, message} problem (with the full JSON path) for each wrong
//     type, missing required key or unknown key. Values stay at their defaults when absent or refused.
// Plain C++ (no Qt), like BoundedJson.
#include "BoundedJson.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace gp::jsonio {

// "a.b" (or "b" at the top level): the path every message names.
std::string joinPath(const std::string& path, const std::string& key);

std::optional<std::string> readNumber(const nlohmann::json& v, double& out);
// A number in [lo, hi]: "must be a number from 0 to 100, got 250".
// Whole numbers: "must be a whole number, got 2.5"; out of [lo, hi]: "is out of range: 700 (from 1 to 600)".
std::optional<std::string> readNumberIn(const nlohmann::json& v, double lo, double hi, double& out);
std::optional<std::string> readInteger(const nlohmann::json& v, std::int64_t lo, std::int64_t hi, std::int64_t& out);
std::optional<std::string> readBool(const nlohmann::json& v, bool& out);
// Text of at most maxBytes bytes (UTF-8).
std::optional<std::string> readString(const nlohmann::json& v, std::size_t maxBytes, std::string& out);

template <typename Problem> class FieldReader {
public:
    FieldReader(const nlohmann::json& obj, std::string path, std::vector<Problem>& problems)
        : obj_(obj), path_(std::move(path)), problems_(problems)
    {
    }

    const std::string& path() const { return path_; }
    std::string at(const std::string& key) const { return joinPath(path_, key); }
    void error(const std::string& key, std::string message) { problems_.push_back({at(key), std::move(message)}); }

    // The value under `key`, marked as read; "is required" when absent and required.
    const nlohmann::json* find(const std::string& key, bool required = false)
    {
        seen_.push_back(key);
        const auto it = obj_.find(key);
        if (it == obj_.end()) {
            if (required)
                error(key, "is required");
            return nullptr;
        }
        return &*it;
    }

    // A string; null counts as absent unless required.
    void string(const std::string& key, std::string& out, bool required = false,
                std::size_t maxBytes = std::numeric_limits<std::size_t>::max())
    {
        if (const nlohmann::json* v = find(key, required))
            if (!(v->is_null() && !required))
                report(key, readString(*v, maxBytes, out));
    }

    void number(const std::string& key, double& out, bool required = false)
    {
        if (const nlohmann::json* v = find(key, required))
            report(key, readNumber(*v, out));
    }

    // A number, or null for "not set".
    void optionalNumber(const std::string& key, std::optional<double>& out)
    {
        if (const nlohmann::json* v = find(key)) {
            if (v->is_null()) {
                out.reset();
                return;
            }
            double d = 0;
            if (!v->is_number())
                error(key, "must be a number or null, got " + typeName(*v));
            else if (!report(key, readNumber(*v, d)))
                out = d;
        }
    }

    template <typename Int>
    void integer(const std::string& key, Int& out, bool required = false,
                 std::int64_t lo = std::numeric_limits<Int>::min(), std::int64_t hi = std::numeric_limits<Int>::max())
    {
        static_assert(std::numeric_limits<Int>::is_integer && std::numeric_limits<Int>::digits <= 63,
                      "the range must fit in std::int64_t");
        if (const nlohmann::json* v = find(key, required)) {
            std::int64_t i = 0;
            if (!report(key, readInteger(*v, lo, hi, i)))
                out = static_cast<Int>(i); // within [lo, hi], which the caller chose inside Int's range
        }
    }

    void boolean(const std::string& key, bool& out, bool required = false)
    {
        if (const nlohmann::json* v = find(key, required))
            report(key, readBool(*v, out));
    }

    // A nested object: nullptr when absent (or of another type, which is reported).
    const nlohmann::json* object(const std::string& key, bool required = false)
    {
        const nlohmann::json* v = find(key, required);
        if (v && !v->is_object()) {
            error(key, "must be an object, got " + typeName(*v));
            return nullptr;
        }
        return v;
    }

    // Every key not read is a typo or a field of a newer schema: say so rather than ignore it silently.
    void rejectUnknownKeys()
    {
        for (auto it = obj_.begin(); it != obj_.end(); ++it)
            if (std::find(seen_.begin(), seen_.end(), it.key()) == seen_.end())
                problems_.push_back({at(key(it.key())), "unknown key"});
    }

protected:
    // Records a refusal; true when there was one.
    bool report(const std::string& key, const std::optional<std::string>& why)
    {
        if (why)
            error(key, *why);
        return why.has_value();
    }

    const nlohmann::json& obj_;
    std::string path_;
    std::vector<Problem>& problems_;
    std::vector<std::string> seen_;
};

} // namespace gp::jsonio
