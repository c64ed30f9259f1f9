// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The one way bytes become JSON in GPU Planner: scenario files, .gpuplan workspaces, catalog JSON (import and
// build) and the command line all read through here, so every input has the same limits (docs/input-limits.md):
//   - size: at most kMaxInputBytes, checked before anything is read whole (a 200 MB file took 4.4 GB);
//   - depth: at most kMaxDepth nested arrays/objects, checked by a pre-scan before nlohmann builds a value.
//     nlohmann's parser itself is iterative, but copying, comparing and dumping a value recurse, so 60,000
//     '[' in 120 KB would overflow the stack later, far from the file that caused it;
//   - duplicate keys refused: RFC 8259 sec. 4 leaves their meaning undefined, so two readers could see two
//     different plans in one file;
//   - every nlohmann exception caught (parse_error, out_of_range for 1e309, type_error, ...), never thrown on.
// Messages quote at most kQuoteChars characters of the input, with control characters made visible.
// Plain C++ (no Qt): the engine's ScenarioJson uses it too.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace gp::jsonio {

inline constexpr std::uint64_t kMaxInputBytes = 20ull * 1000 * 1000; // 20 MB
inline constexpr int kMaxDepth = 64;
inline constexpr std::size_t kQuoteChars = 40;

struct Parsed {
    std::optional<nlohmann::json> value;
    std::string error; // empty when value is set; says where (line/column or $.path) and what
    bool ok() const { return value.has_value(); }
};

// Parses a whole document under the limits above. Never throws.
Parsed parse(std::string_view text);

// The message for an input of `size` bytes (or more, when `atLeast`) over kMaxInputBytes.
std::string tooLargeMessage(std::uint64_t size, bool atLeast);
// Reads a stream (standard input) up to kMaxInputBytes; one byte more and it stops and refuses.
bool readStream(std::istream& in, std::string& out, std::string& error);

// For messages: at most `max` characters of `s` in double quotes, control characters, invalid UTF-8 and
// bidirectional overrides shown as \xNN / \u{NNNN}, "..." when cut.
std::string quote(std::string_view s, std::size_t max = kQuoteChars);
// The same without the quotes (for messages that quote in their own style).
std::string visible(std::string_view s, std::size_t max = kQuoteChars);
// A value as a message shows it: a string quoted as above, a number or literal as written, an array or
// object by its size ("an array of 3 items"), never dumped whole.
std::string brief(const nlohmann::json& v, std::size_t max = kQuoteChars);
// The type of a value in the words every field reader uses: "must be a string, got a number" (null, a boolean,
// a number, a string, an array, an object).
std::string typeName(const nlohmann::json& v);
// A key for a JSON path in a message: as is when short and plain, else quoted and cut.
std::string key(std::string_view k);
// Makes a whole message safe for a terminal: control characters other than newline and tab, DEL, C1
// controls, invalid UTF-8 and bidirectional overrides are replaced by visible escapes, so a file cannot
// send escape sequences through our stderr.
std::string printable(std::string_view s);

} // namespace gp::jsonio
