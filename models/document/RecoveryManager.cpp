// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "RecoveryManager.h"

#include "Workspace.h"
#include "WorkspaceFile.h"
#include "WorkspaceJson.h"
#include "common/AtomicFile.h"
#include "common/BoundedFile.h"
#include "json/BoundedJson.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

namespace {
constexpr const char* kRecoverySuffix = ".gpuplan-recovery";
constexpr const char* kDamagedSuffix = ".damaged";
constexpr const char* kDeclinedSuffix = ".declined";

// A recovery file that cannot be restored, or that the user declined, is renamed so that it no longer
// matches *.gpuplan-recovery: offered once, kept for inspection, never offered again. Returns the new
// name, or empty.
QString setAside(const QString& recoveryFile, const char* suffix = kDamagedSuffix)
{
    QString aside = recoveryFile + QLatin1String(suffix);
    for (int n = 2; QFile::exists(aside); ++n)
        aside = recoveryFile + QStringLiteral("-%1").arg(n) + QLatin1String(suffix);
    return QFile::rename(recoveryFile, aside) ? aside : QString();
}

bool setError(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

std::optional<nlohmann::json> readJson(const QString& path, QString* error)
{
    // Bounded like every JSON input (size, depth, duplicate keys; docs/input-limits.md).
    QByteArray bytes;
    if (BoundedFile::read(path, bytes, error) != BoundedFile::Status::Ok)
        return std::nullopt;
    gp::jsonio::Parsed doc = gp::jsonio::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!doc.ok()) {
        setError(
            error,
            QStringLiteral("%1 is not valid JSON (the recovery copy is damaged)").arg(QDir::toNativeSeparators(path)));
        return std::nullopt;
    }
    return std::move(doc.value);
}
} // namespace

RecoveryManager::RecoveryManager(QObject* parent, const QString& directory) : QObject(parent), m_directory(directory)
{
    if (m_directory.isEmpty())
        m_directory = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
    m_timer.setInterval(kDefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &RecoveryManager::onTimeout);
}

RecoveryManager::~RecoveryManager() { discard(); }

void RecoveryManager::setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }

void RecoveryManager::watch(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace->undoStack(), nullptr, this, nullptr);
    discard();
    m_workspace = workspace;
    m_path.clear();
    if (!workspace)
        return;
    m_path =
        QDir(m_directory).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) + QLatin1String(kRecoverySuffix));
    connect(workspace->undoStack(), &QUndoStack::cleanChanged, this, &RecoveryManager::onCleanChanged);
    onCleanChanged(!workspace->isModified());
}

void RecoveryManager::onCleanChanged(bool clean)
{
    if (clean) {
        m_timer.stop();
        discard(); // saved (or undone back to the saved state): nothing to recover
    } else if (!m_timer.isActive()) {
        m_timer.start();
    }
}

void RecoveryManager::onTimeout()
{
    QString error;
    if (!writeNow(&error) && !error.isEmpty())
        Q_EMIT recoveryFailed(error);
}

bool RecoveryManager::writeNow(QString* error)
{
    if (!m_workspace || !m_workspace->isModified())
        return false;
    if (!QDir().mkpath(m_directory))
        return setError(
            error,
            QStringLiteral("Could not create the recovery folder %1").arg(QDir::toNativeSeparators(m_directory)));
    nlohmann::json doc = WorkspaceJson::toJson(m_workspace->data());
    doc["recovery"] = {{"original_path", m_workspace->filePath().toStdString()},
                       {"written_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()}};
    // What the original file held when this work started from it: a save of the restored work asks
    // before replacing a version saved since (FileStamp), as the window it came from would have.
    if (const FileStamp& stamp = m_workspace->diskStamp(); stamp.isValid())
        doc["recovery"]["original_sha256"] = stamp.sha256.toHex().toStdString();
    if (!WorkspaceFile::writeDocument(doc, m_path, error))
        return false;
    Q_EMIT recoveryWritten(m_path);
    return true;
}

void RecoveryManager::discard()
{
    if (!m_path.isEmpty())
        QFile::remove(m_path);
}

QStringList RecoveryManager::findRecoveryFiles() const
{
    QStringList found;
    // A recovery copy being written when the app was killed leaves its temporary: remove it (if stale).
    AtomicFile::removeStaleTemporaries(m_directory);
    const QDir dir(m_directory);
    const auto entries =
        dir.entryInfoList({QStringLiteral("*") + QLatin1String(kRecoverySuffix)}, QDir::Files, QDir::Time);
    for (const auto& info : entries)
        if (info.absoluteFilePath() != QFileInfo(m_path).absoluteFilePath())
            found << info.absoluteFilePath();
    return found;
}

bool RecoveryManager::removeRecoveryFile(const QString& recoveryFile) { return QFile::remove(recoveryFile); }

QString RecoveryManager::decline(const QString& recoveryFile)
{
    // Renamed, not deleted: a "No" clicked in haste can still be undone by hand, and the copy is out of
    // findRecoveryFiles() for good. If even the rename fails, delete it: never offer it at every start.
    const QString aside = setAside(recoveryFile, kDeclinedSuffix);
    if (aside.isEmpty())
        QFile::remove(recoveryFile);
    return aside;
}

QString RecoveryManager::originalPath(const QString& recoveryFile)
{
    const auto doc = readJson(recoveryFile, nullptr);
    if (!doc || !doc->contains("recovery"))
        return {};
    const auto& r = (*doc)["recovery"];
    if (!r.is_object() || !r.contains("original_path") || !r["original_path"].is_string())
        return {};
    return QString::fromStdString(r["original_path"].get<std::string>());
}

std::unique_ptr<Workspace> RecoveryManager::restore(const QString& recoveryFile, QString* error)
{
    auto refuse = [&](const QString& why) {
        const QString aside = setAside(recoveryFile);
        setError(error, aside.isEmpty() ? why
                                        : QStringLiteral("%1. It was kept as %2 and will not be offered again.")
                                              .arg(why, QDir::toNativeSeparators(aside)));
        return nullptr;
    };
    QString why;
    const auto doc = readJson(recoveryFile, &why);
    if (!doc)
        return refuse(why);
    WorkspaceData data;
    QString reason;
    if (!WorkspaceJson::fromJson(*doc, data, &reason))
        return refuse(QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(recoveryFile), reason));
    auto workspace = std::make_unique<Workspace>(std::move(data));
    workspace->setFilePath(originalPath(recoveryFile));
    if (const auto r = doc->find("recovery"); r != doc->end() && r->is_object()) {
        const auto sha = r->find("original_sha256");
        if (sha != r->end() && sha->is_string() && sha->get_ref<const std::string&>().size() == 64) {
            FileStamp stamp;
            stamp.sha256 = QByteArray::fromHex(QByteArray::fromStdString(sha->get<std::string>()));
            workspace->setDiskStamp(stamp);
        }
    }
    workspace->markModified(); // restored work is not saved until the user saves it
    return workspace;
}
