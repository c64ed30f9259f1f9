// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// gp_proctime: times whole processes, as a user starts them, for issue 35's start-up targets (README's speed
// table). Each case is one command line; the cases run interleaved (case 1, case 2, ..., then again), so load
// that comes and goes on the shared machine falls on all of them alike. For each run it records the wall time
// (CLOCK_MONOTONIC from fork to the child's exit), the child's CPU time (user + system, from wait4's rusage:
// the child's own, however busy the rest of the machine is) and its peak resident memory (ru_maxrss). It
// prints the median of each per case, and each case's medians divided by the first case's.
//
//   gp_proctime [--runs N] [--warmup N] --case LABEL PROGRAM [ARGS...] [--case LABEL PROGRAM [ARGS...]]...
//
// The children's output goes to /dev/null; a child that exits non-zero stops the measurement (exit 1), so a
// broken command is never timed as a fast one. Warm-up runs (default 2 per case) are not counted: they load
// the page cache, as a second start of a program does for a user.
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

namespace {

struct Case {
    std::string label;
    std::vector<std::string> argv;
    std::vector<double> wallMs;
    std::vector<double> cpuMs;
    std::vector<double> rssMb;
};

struct Sample {
    bool ok = false;
    double wallMs = 0;
    double cpuMs = 0;
    double rssMb = 0;
};

double ms(const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; }

double nowMs()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

Sample runOnce(const Case& c)
{
    std::vector<char*> args;
    for (const std::string& a : c.argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const double start = nowMs();
    const pid_t pid = fork();
    if (pid < 0) {
        std::perror("fork");
        return {};
    }
    if (pid == 0) {
        const int devnull = open("/dev/null", O_RDWR);
        if (devnull >= 0) {
            dup2(devnull, STDIN_FILENO);
            dup2(devnull, STDOUT_FILENO);
            dup2(devnull, STDERR_FILENO);
        }
        execv(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid)
        return {};
    Sample s;
    s.wallMs = nowMs() - start;
    s.cpuMs = ms(usage.ru_utime) + ms(usage.ru_stime);
    s.rssMb = double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux (getrusage(2))
    s.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!s.ok)
        std::fprintf(stderr, "gp_proctime: %s (%s) exited with status %d\n", c.label.c_str(), args[0], status);
    return s;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int usage()
{
    std::fprintf(stderr, "usage: gp_proctime [--runs N] [--warmup N] --case LABEL PROGRAM [ARGS...] "
                         "[--case LABEL PROGRAM [ARGS...]]...\n");
    return 2;
}

} // namespace

int main(int argc, char* argv[])
{
    int runs = 11;
    int warmup = 2;
    std::vector<Case> cases;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc && cases.empty())
            runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--warmup" && i + 1 < argc && cases.empty())
            warmup = std::max(0, std::atoi(argv[++i]));
        else if (a == "--case" && i + 2 < argc)
            cases.push_back({argv[++i], {}, {}, {}, {}});
        else if (!cases.empty())
            cases.back().argv.push_back(a);
        else
            return usage();
    }
    if (cases.empty())
        return usage();
    for (const Case& c : cases)
        if (c.argv.empty())
            return usage();
    for (int r = 0; r < warmup + runs; ++r) {
        for (Case& c : cases) {
            const Sample s = runOnce(c);
            if (!s.ok)
                return 1;
            if (r < warmup)
                continue;
            c.wallMs.push_back(s.wallMs);
            c.cpuMs.push_back(s.cpuMs);
            c.rssMb.push_back(s.rssMb);
        }
    }
    const double baseWall = median(cases.front().wallMs);
    const double baseCpu = median(cases.front().cpuMs);
    std::printf("%-28s %6s %10s %10s %10s %9s %9s\n", "case", "runs", "wall_ms", "cpu_ms", "maxrss_MB", "wall_x",
                "cpu_x");
    for (const Case& c : cases) {
        const double wall = median(c.wallMs);
        const double cpu = median(c.cpuMs);
        std::printf("%-28s %6zu %10.1f %10.1f %10.1f %9.2f %9.2f\n", c.label.c_str(), c.wallMs.size(), wall, cpu,
                    median(c.rssMb), baseWall > 0 ? wall / baseWall : 0, baseCpu > 0 ? cpu / baseCpu : 0);
    }
    return 0;
}
