// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Kills this process with SIGKILL just before its N-th change to the file system under one folder,
// so a test can stop a save, an import or a commit at every step it takes, reproducibly (the step
// number, drawn from a seed by the test, replaces a timer: no sleeps, the same kill every run).
//
// How: this executable defines the libc functions that change files (open with O_CREAT/O_TRUNC, write,
// pwrite, fsync, fdatasync, ftruncate, rename, link, unlink, ...). An executable's symbols come first
// in the dynamic linker's lookup, so Qt, the QSQLITE plugin and libsqlite3 all call these; each counts
// the call when it touches a file under GP_FAULT_DIR, then forwards to libc (dlsym(RTLD_NEXT)). The
// symbol names are set with asm labels because glibc's headers may redirect open to open64 and so on.
//
// Environment:
//   GP_FAULT_DIR      only calls on paths (or descriptors of files) under this folder count
//   GP_FAULT_KILL_AT  die just before counted call number N (1-based), or at the end of the work when N
//                     is one more than the calls made; 0 or unset: never
//   GP_FAULT_ONLY     count only calls on paths ending with this (e.g. "catalog.sqlite")
//   GP_FAULT_TORN     when set and the fatal call is a write, write the first half of it, then die (a
//                     write cut short by the kill, which the kernel allows)
//   GP_FAULT_SPACE    a full disk: writes under GP_FAULT_DIR beyond this many bytes in all fail with
//                     ENOSPC, as write(2) does when the file system has no room left
#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

namespace {

struct Config {
    char dir[PATH_MAX] = {};
    std::size_t dirLength = 0;
    char only[256] = {};
    std::size_t onlyLength = 0;
    long killAt = 0;
    bool torn = false;
    long long space = -1; // bytes left before ENOSPC; -1: unlimited
};

const Config& config()
{
    static const Config c = [] {
        Config made;
        if (const char* dir = std::getenv("GP_FAULT_DIR"); dir && *dir) {
            if (!realpath(dir, made.dir))
                std::snprintf(made.dir, sizeof made.dir, "%s", dir);
            made.dirLength = std::strlen(made.dir);
        }
        if (const char* only = std::getenv("GP_FAULT_ONLY"); only && *only) {
            std::snprintf(made.only, sizeof made.only, "%s", only);
            made.onlyLength = std::strlen(made.only);
        }
        if (const char* at = std::getenv("GP_FAULT_KILL_AT"))
            made.killAt = std::strtol(at, nullptr, 10);
        made.torn = std::getenv("GP_FAULT_TORN") != nullptr;
        if (const char* space = std::getenv("GP_FAULT_SPACE"))
            made.space = std::strtoll(space, nullptr, 10);
        return made;
    }();
    return c;
}

std::atomic<long> g_count{0};
std::atomic<long long> g_written{0};

// How much of a `count`-byte write fits on the simulated disk: all of it, some, or none (then the
// caller fails with ENOSPC).
size_t room(size_t count)
{
    const long long space = config().space;
    if (space < 0)
        return count;
    const long long left = space - g_written.load();
    const size_t fits = left <= 0 ? 0 : (static_cast<long long>(count) < left ? count : static_cast<size_t>(left));
    g_written += static_cast<long long>(fits);
    return fits;
}

bool endsWith(const char* text, std::size_t length, const char* suffix, std::size_t suffixLength)
{
    return length >= suffixLength && std::memcmp(text + length - suffixLength, suffix, suffixLength) == 0;
}

bool matches(const char* absolute)
{
    const Config& c = config();
    if (c.dirLength == 0)
        return false;
    const std::size_t length = std::strlen(absolute);
    // The folder itself counts too (fsync of the folder after a rename).
    if (length < c.dirLength || std::strncmp(absolute, c.dir, c.dirLength) != 0 ||
        (absolute[c.dirLength] != '/' && absolute[c.dirLength] != '\0'))
        return false;
    return c.onlyLength == 0 || endsWith(absolute, length, c.only, c.onlyLength);
}

bool pathMatches(int dirFd, const char* path)
{
    if (!path)
        return false;
    if (path[0] == '/')
        return matches(path);
    char base[PATH_MAX];
    if (dirFd == AT_FDCWD) {
        if (!getcwd(base, sizeof base))
            return false;
    } else {
        char link[64];
        std::snprintf(link, sizeof link, "/proc/self/fd/%d", dirFd);
        const ssize_t n = readlink(link, base, sizeof base - 1);
        if (n <= 0)
            return false;
        base[n] = '\0';
    }
    char joined[PATH_MAX * 2];
    std::snprintf(joined, sizeof joined, "%s/%s", base, path);
    return matches(joined);
}

bool fdMatches(int fd)
{
    char link[64];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    char target[PATH_MAX];
    const ssize_t n = readlink(link, target, sizeof target - 1);
    if (n <= 0)
        return false;
    target[n] = '\0';
    return matches(target);
}

[[noreturn]] void die()
{
    kill(getpid(), SIGKILL);
    _exit(137); // not reached: SIGKILL cannot be caught
}

// Counts a relevant call; true when this is the call to die at.
bool fatal(bool relevant)
{
    if (!relevant)
        return false;
    const long n = ++g_count;
    return config().killAt > 0 && n == config().killAt;
}

template <typename F> F real(const char* name) { return reinterpret_cast<F>(dlsym(RTLD_NEXT, name)); }

bool creates(int flags) { return (flags & (O_CREAT | O_TRUNC)) != 0 || (flags & O_TMPFILE) == O_TMPFILE; }

using OpenFn = int (*)(const char*, int, ...);
using OpenAtFn = int (*)(int, const char*, int, ...);

int doOpen(const char* name, const char* path, int flags, mode_t mode)
{
    if (creates(flags) && fatal(pathMatches(AT_FDCWD, path)))
        die();
    return real<OpenFn>(name)(path, flags, mode);
}

int doOpenAt(const char* name, int dirFd, const char* path, int flags, mode_t mode)
{
    if (creates(flags) && fatal(pathMatches(dirFd, path)))
        die();
    return real<OpenAtFn>(name)(dirFd, path, flags, mode);
}

mode_t modeArgument(int flags, va_list args)
{
    return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? static_cast<mode_t>(va_arg(args, int)) : 0;
}

// A write of `count` bytes through `write(n)`: counted, cut in half and killed at the fatal step, cut
// short with ENOSPC past GP_FAULT_SPACE.
template <typename Write> ssize_t guardedWrite(int fd, size_t count, Write&& write)
{
    const bool relevant = fdMatches(fd);
    if (fatal(relevant)) {
        if (config().torn && count > 1)
            write(count / 2);
        die();
    }
    if (!relevant)
        return write(count);
    const size_t fits = room(count);
    if (fits == 0 && count > 0) {
        errno = ENOSPC;
        return -1;
    }
    return write(fits);
}

} // namespace

long gpFaultOperationCount() { return g_count.load(); }

// Called once the writer's work is done, before it closes anything: step N + 1 of N dies here, so a
// kill also lands after the last change (the commit done, the database still open).
void gpFaultEndReached()
{
    if (config().killAt > 0 && config().killAt == g_count.load() + 1)
        die();
}

extern "C" {

int fi_open(const char* path, int flags, ...) __asm__("open");
int fi_open64(const char* path, int flags, ...) __asm__("open64");
int fi_openat(int dirFd, const char* path, int flags, ...) __asm__("openat");
int fi_openat64(int dirFd, const char* path, int flags, ...) __asm__("openat64");
int fi_open_2(const char* path, int flags) __asm__("__open_2");
int fi_open64_2(const char* path, int flags) __asm__("__open64_2");
ssize_t fi_write(int fd, const void* buf, size_t count) __asm__("write");
ssize_t fi_pwrite(int fd, const void* buf, size_t count, off_t offset) __asm__("pwrite");
ssize_t fi_pwrite64(int fd, const void* buf, size_t count, off_t offset) __asm__("pwrite64");
ssize_t fi_writev(int fd, const struct iovec* iov, int iovcnt) __asm__("writev");
int fi_fsync(int fd) __asm__("fsync");
int fi_fdatasync(int fd) __asm__("fdatasync");
int fi_ftruncate(int fd, off_t length) __asm__("ftruncate");
int fi_ftruncate64(int fd, off_t length) __asm__("ftruncate64");
int fi_rename(const char* from, const char* to) __asm__("rename");
int fi_renameat(int fromDir, const char* from, int toDir, const char* to) __asm__("renameat");
int fi_renameat2(int fromDir, const char* from, int toDir, const char* to, unsigned flags) __asm__("renameat2");
int fi_link(const char* from, const char* to) __asm__("link");
int fi_linkat(int fromDir, const char* from, int toDir, const char* to, int flags) __asm__("linkat");
int fi_unlink(const char* path) __asm__("unlink");
int fi_unlinkat(int dirFd, const char* path, int flags) __asm__("unlinkat");

int fi_open(const char* path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    return doOpen("open", path, flags, mode);
}

int fi_open64(const char* path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    return doOpen("open64", path, flags, mode);
}

int fi_openat(int dirFd, const char* path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    return doOpenAt("openat", dirFd, path, flags, mode);
}

int fi_openat64(int dirFd, const char* path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeArgument(flags, args);
    va_end(args);
    return doOpenAt("openat64", dirFd, path, flags, mode);
}

// _FORTIFY_SOURCE's checked opens, used when the flags need no mode.
int fi_open_2(const char* path, int flags) { return doOpen("open", path, flags, 0); }
int fi_open64_2(const char* path, int flags) { return doOpen("open64", path, flags, 0); }

ssize_t fi_write(int fd, const void* buf, size_t count)
{
    using Fn = ssize_t (*)(int, const void*, size_t);
    static const Fn next = real<Fn>("write");
    return guardedWrite(fd, count, [&](size_t n) { return next(fd, buf, n); });
}

ssize_t fi_pwrite(int fd, const void* buf, size_t count, off_t offset)
{
    using Fn = ssize_t (*)(int, const void*, size_t, off_t);
    static const Fn next = real<Fn>("pwrite");
    return guardedWrite(fd, count, [&](size_t n) { return next(fd, buf, n, offset); });
}

ssize_t fi_pwrite64(int fd, const void* buf, size_t count, off_t offset)
{
    using Fn = ssize_t (*)(int, const void*, size_t, off_t);
    static const Fn next = real<Fn>("pwrite64");
    return guardedWrite(fd, count, [&](size_t n) { return next(fd, buf, n, offset); });
}

ssize_t fi_writev(int fd, const struct iovec* iov, int iovcnt)
{
    using Fn = ssize_t (*)(int, const struct iovec*, int);
    static const Fn next = real<Fn>("writev");
    if (fatal(fdMatches(fd))) {
        if (config().torn && iovcnt > 1)
            next(fd, iov, iovcnt / 2);
        die();
    }
    return next(fd, iov, iovcnt);
}

int fi_fsync(int fd)
{
    using Fn = int (*)(int);
    static const Fn next = real<Fn>("fsync");
    if (fatal(fdMatches(fd)))
        die();
    return next(fd);
}

int fi_fdatasync(int fd)
{
    using Fn = int (*)(int);
    static const Fn next = real<Fn>("fdatasync");
    if (fatal(fdMatches(fd)))
        die();
    return next(fd);
}

int fi_ftruncate(int fd, off_t length)
{
    using Fn = int (*)(int, off_t);
    static const Fn next = real<Fn>("ftruncate");
    if (fatal(fdMatches(fd)))
        die();
    return next(fd, length);
}

int fi_ftruncate64(int fd, off_t length)
{
    using Fn = int (*)(int, off_t);
    static const Fn next = real<Fn>("ftruncate64");
    if (fatal(fdMatches(fd)))
        die();
    return next(fd, length);
}

int fi_rename(const char* from, const char* to)
{
    using Fn = int (*)(const char*, const char*);
    static const Fn next = real<Fn>("rename");
    if (fatal(pathMatches(AT_FDCWD, from) || pathMatches(AT_FDCWD, to)))
        die();
    return next(from, to);
}

int fi_renameat(int fromDir, const char* from, int toDir, const char* to)
{
    using Fn = int (*)(int, const char*, int, const char*);
    static const Fn next = real<Fn>("renameat");
    if (fatal(pathMatches(fromDir, from) || pathMatches(toDir, to)))
        die();
    return next(fromDir, from, toDir, to);
}

int fi_renameat2(int fromDir, const char* from, int toDir, const char* to, unsigned flags)
{
    using Fn = int (*)(int, const char*, int, const char*, unsigned);
    static const Fn next = real<Fn>("renameat2");
    if (fatal(pathMatches(fromDir, from) || pathMatches(toDir, to)))
        die();
    return next(fromDir, from, toDir, to, flags);
}

int fi_link(const char* from, const char* to)
{
    using Fn = int (*)(const char*, const char*);
    static const Fn next = real<Fn>("link");
    if (fatal(pathMatches(AT_FDCWD, to)))
        die();
    return next(from, to);
}

int fi_linkat(int fromDir, const char* from, int toDir, const char* to, int flags)
{
    using Fn = int (*)(int, const char*, int, const char*, int);
    static const Fn next = real<Fn>("linkat");
    if (fatal(pathMatches(toDir, to)))
        die();
    return next(fromDir, from, toDir, to, flags);
}

int fi_unlink(const char* path)
{
    using Fn = int (*)(const char*);
    static const Fn next = real<Fn>("unlink");
    if (fatal(pathMatches(AT_FDCWD, path)))
        die();
    return next(path);
}

int fi_unlinkat(int dirFd, const char* path, int flags)
{
    using Fn = int (*)(int, const char*, int);
    static const Fn next = real<Fn>("unlinkat");
    if (fatal(pathMatches(dirFd, path)))
        die();
    return next(dirFd, path, flags);
}

} // extern "C"
