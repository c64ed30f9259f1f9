// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WindowProgram.h"

#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <string>

namespace WindowProgram {

int exec(char* argv[])
{
    // This program's own folder, from the kernel (argv[0] may be a bare name found on PATH, or a symbolic link).
    char self[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    std::string dir = ".";
    if (n > 0) {
        self[n] = '\0';
        dir.assign(self, static_cast<std::size_t>(n));
        dir.erase(dir.rfind('/') == std::string::npos ? 0 : dir.rfind('/'));
    }
    // The build tree (app/ holds both), then the installed layout (bin/ and libexec/ side by side, as
    // Packaging.cmake installs them; the window finds the manual at libexec/../share/gpu-planner as before).
    const std::string candidates[] = {dir + "/gpu-planner-gui", dir + "/../libexec/gpu-planner-gui"};
    for (const std::string& path : candidates)
        if (access(path.c_str(), X_OK) == 0) {
            execv(path.c_str(), argv);
            std::fprintf(stderr, "gpu-planner: cannot start %s (%s)\n", path.c_str(), std::strerror(errno));
            return 1;
        }
    std::fprintf(stderr,
                 "gpu-planner: the window program gpu-planner-gui is not installed (looked for %s and %s); the "
                 "headless commands still work (gpu-planner --help)\n",
                 candidates[0].c_str(), candidates[1].c_str());
    return 1;
}

} // namespace WindowProgram
