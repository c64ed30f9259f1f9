// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The length limit of every text field of a .gpuplan (docs/workspace-format.md, docs/input-limits.md),
// enforced at load and before a save, so the app never writes what it would refuse to read (issue 36).
// Without them a 1 MB customer name kept the PDF export busy for over a minute, and a 10 MB title, note
// or scenario name over two minutes and blocked the window; within them an export takes well under 2 s.
//
// One rule for the whole document, scenario inputs and TCO inputs included: a string under a notes-like
// key ("notes", "text", "answer", "basis", "message", "source") holds at most kMaxNotes characters, any
// other string (titles, names, ids, keys, dates) and every object key at most kMaxName. Characters are
// Unicode code points.
#include <nlohmann/json.hpp>

#include <QString>

#include <cstddef>
#include <string_view>

namespace WorkspaceTextLimits {

// A title, customer, name, id or key: 200 is four times the longest name in the examples and the
// shipped catalog, and what a proposal's running header can show on one line anyway.
inline constexpr std::size_t kMaxName = 200;
// Notes and other free text: 20,000 characters, about eight printed pages.
inline constexpr std::size_t kMaxNotes = 20'000;

// The limit for a string value under `key` (a string inside an array counts under the array's key).
std::size_t limitFor(std::string_view key);

// Unicode code points in the UTF-8 `text`.
std::size_t characters(std::string_view text);

// The first text over its limit in `document`, as "$.scenarios[2].name: 1048576 characters; a name
// holds at most 200 (docs/workspace-format.md)"; empty when every text is within its limit.
QString check(const nlohmann::json& document);

} // namespace WorkspaceTextLimits
