// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A paragraph the engine says as several sentences (the workload advisor's "why", a TCO headline): kept as a list
// of messages so each sentence is one template a translator sees whole (issue 35), and joined only when shown.
// The text layer joins the rendered sentences (gp::text::renderJoined); the CLI's JSON and the tests join the
// English here.
#include "Message.h"

#include <string>
#include <vector>

namespace gp {

// No sentence at all: neither a template nor verbatim text (a default-constructed Message).
inline bool isEmpty(const Message& m) { return !m.isTemplate() && m.verbatimText().empty() && m.field().empty(); }

inline std::string englishJoined(const std::vector<Message>& messages, const std::string& separator = " ")
{
    std::string out;
    for (const Message& m : messages) {
        if (isEmpty(m))
            continue;
        if (!out.empty())
            out += separator;
        out += m.english();
    }
    return out;
}

} // namespace gp
