// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The process's memory as the benchmarks report it (counters rss_mb and peak_rss_mb, gui_memory's lines): read from
// /proc/self/status (proc(5)), so Linux only. Shared by bench_catalogscale, bench_pricepaths and gui_memory.
#include <cstring>
#include <fstream>
#include <string>

namespace ProcMemory {

// A field of /proc/self/status given with its colon ("VmRSS:", "VmHWM:"), in MB; 0 when the field is absent.
inline double statusMb(const char* field)
{
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(field, 0) == 0)
            return std::stod(line.substr(std::strlen(field))) / 1024.0; // the kernel writes kB
    return 0;
}

inline double residentMb() { return statusMb("VmRSS:"); }
// The peak resident memory since the start, or since the last resetPeak() where the kernel allows it.
inline double peakMb() { return statusMb("VmHWM:"); }

// Linux resets VmHWM to the current RSS on "5" (proc(5), /proc/[pid]/clear_refs). Some kernels ignore it (the 2-core
// VM): peakMb() is then the whole run's peak, and a peak is measured with /usr/bin/time instead.
inline void resetPeak() { std::ofstream("/proc/self/clear_refs") << "5"; }

} // namespace ProcMemory
