// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSysInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace AtomicFile {
namespace {

constexpr QLatin1StringView kMarker(".gp-save.");

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// The host part of a temporary's name: letters, digits and '-' only, so the name splits back cleanly.
QString hostTag()
{
    QString host = QSysInfo::machineHostName();
    host.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9-]")), QStringLiteral("-"));
    return host.isEmpty() ? QStringLiteral("localhost") : host;
}

// The target a save really replaces: a symbolic link is followed, so the link itself survives.
QString resolvedTarget(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isSymLink())
        return info.absoluteFilePath();
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.symLinkTarget() : canonical;
}

#ifdef Q_OS_UNIX
QString reason(int code, const QString& folder)
{
    const QString text = QString::fromLocal8Bit(std::strerror(code));
    switch (code) {
    case EACCES:
    case EPERM:
    case EROFS:
        return QStringLiteral("the folder %1 cannot be written to (%2)").arg(QDir::toNativeSeparators(folder), text);
    case ENOSPC:
    case EDQUOT:
        return QStringLiteral("the disk is full (%1)").arg(text);
    case EFBIG:
        return QStringLiteral("the file is larger than this system allows (%1)").arg(text);
    case ENOENT:
        return QStringLiteral("the folder %1 does not exist (%2)").arg(QDir::toNativeSeparators(folder), text);
    default:
        return text;
    }
}

bool processRuns(qint64 pid)
{
    if (pid <= 0)
        return true; // not a pid we wrote: never treat it as stale
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
}

bool writeAll(int fd, const QByteArray& bytes)
{
    const char* data = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, static_cast<size_t>(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return false;
        }
        data += n;
        left -= n;
    }
    return true;
}
#endif

} // namespace

QString temporaryPath(const QString& path)
{
    const QFileInfo target(resolvedTarget(path));
    return target.dir().filePath(QStringLiteral(".%1%2%3.%4")
                                     .arg(target.fileName(), kMarker, hostTag())
                                     .arg(QCoreApplication::applicationPid()));
}

int removeStaleTemporaries(const QString& folder, const QString& fileName)
{
#ifdef Q_OS_UNIX
    const QString host = hostTag();
    const QString prefix = fileName.isEmpty() ? QStringLiteral(".") : QStringLiteral(".") + fileName + kMarker;
    QDir dir(folder);
    int removed = 0;
    const QStringList names = dir.entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QString& name : names) {
        const qsizetype marker = name.lastIndexOf(kMarker);
        if (marker <= 1 || (!fileName.isEmpty() && marker != prefix.size() - kMarker.size()))
            continue;
        const QString tail = name.mid(marker + kMarker.size()); // "<host>.<pid>"
        const qsizetype dot = tail.lastIndexOf(QLatin1Char('.'));
        bool ok = false;
        const qint64 pid = tail.mid(dot + 1).toLongLong(&ok);
        if (dot <= 0 || !ok || tail.left(dot) != host || processRuns(pid))
            continue;
        if (dir.remove(name))
            ++removed;
    }
    return removed;
#else
    Q_UNUSED(folder);
    Q_UNUSED(fileName);
    return 0;
#endif
}

bool write(const QString& path, const QByteArray& bytes, QString* error)
{
    const QString target = resolvedTarget(path);
    const QFileInfo info(target);
    const QString folder = info.absolutePath();
    // Only a regular file is replaced: renaming over a FIFO, a socket or a device would swap the thing
    // another program reads from for a plain file (issue 36: `export -o fifo` replaced the FIFO).
    const QString notAFile =
        QStringLiteral("%1 is a folder, a pipe or a device, not a file").arg(QDir::toNativeSeparators(target));
    if (info.exists() && !info.isFile())
        return fail(error, notAFile);
#ifdef Q_OS_UNIX
    removeStaleTemporaries(folder, info.fileName());
    const QByteArray targetName = QFile::encodeName(target);
    struct stat existing {};
    const bool exists = ::stat(targetName.constData(), &existing) == 0;
    if (exists && !S_ISREG(existing.st_mode))
        return fail(error, notAFile);
    // rename() would replace a read-only file in a writable folder; a read-only file means "do not change".
    if (exists && ::access(targetName.constData(), W_OK) != 0)
        return fail(error,
                    QStringLiteral("the file is read-only (%1)").arg(QString::fromLocal8Bit(std::strerror(errno))));
    const QByteArray temp = QFile::encodeName(temporaryPath(target));
    // A file of this exact name can only be left by a dead process that had our pid: not in use.
    ::unlink(temp.constData());
    const mode_t mode = exists ? (existing.st_mode & 07777) : 0666;
    const int fd = ::open(temp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0)
        return fail(error, reason(errno, folder));
    auto abandon = [&](int code) {
        ::close(fd);
        ::unlink(temp.constData());
        return fail(error, reason(code, folder));
    };
    // open() applied the umask; an existing file keeps exactly the permissions it had.
    if (exists && ::fchmod(fd, mode) != 0)
        return abandon(errno);
    if (!writeAll(fd, bytes))
        return abandon(errno);
    // The bytes reach the disk before the rename makes them the file (not every file system orders this).
    if (::fdatasync(fd) != 0)
        return abandon(errno);
    if (::close(fd) != 0) {
        const int code = errno;
        ::unlink(temp.constData());
        return fail(error, reason(code, folder));
    }
    if (::rename(temp.constData(), targetName.constData()) != 0) {
        const int code = errno;
        ::unlink(temp.constData());
        return fail(error, reason(code, folder));
    }
    // Make the rename itself durable (best effort: some file systems refuse fsync on a folder).
    if (const int dirFd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return true;
#else
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(error, why);
    }
    if (!file.commit())
        return fail(error, file.errorString());
    return true;
#endif
}

} // namespace AtomicFile
