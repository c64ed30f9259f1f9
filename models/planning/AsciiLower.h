// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once

#include <string>

namespace gp {

// Lower-cases ASCII letters only. Keys, enum spellings and vendor names in our files are ASCII; std::tolower
// would follow the process locale, which QCoreApplication sets from the environment (a Turkish locale would
// lower 'I' differently). One definition: it was written five times, and a unity build joins them.
inline std::string asciiLower(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

} // namespace gp
