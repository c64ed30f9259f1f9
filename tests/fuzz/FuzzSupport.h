// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Shared by the libFuzzer harnesses: a QCoreApplication (Qt SQL and resources need one) made once, and a
// crash for a broken invariant. A harness aborts only for a bug: a clean refusal is a normal outcome.
#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace FuzzSupport {

inline void ensureApplication()
{
    static int argc = 1;
    static char name[] = "gpu-planner-fuzz";
    static char* argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv); // lives for the process, like the fuzzer
}

[[noreturn]] inline void bug(const char* what, const std::string& detail = {})
{
    std::fprintf(stderr, "INVARIANT BROKEN: %s %s\n", what, detail.c_str());
    std::abort();
}

} // namespace FuzzSupport
