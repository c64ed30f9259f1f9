// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Autosave for crash recovery: while the workspace is modified, writes a recovery copy every
// interval (default 30 s) into AppDataLocation/recovery/; removes it when the workspace becomes clean
// (saved) or is closed normally. At start, findRecoveryFiles() lists what a crash left behind so the UI
// can offer to restore.
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>

class Workspace;

class RecoveryManager : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalMs = 30'000;

    // `directory` empty = AppDataLocation/recovery.
    explicit RecoveryManager(QObject* parent = nullptr, const QString& directory = QString());
    ~RecoveryManager() override; // a normal close: the recovery file is removed

    QString directory() const { return m_directory; }
    void setInterval(int milliseconds);
    int interval() const { return m_timer.interval(); }

    // Starts watching `workspace` (null = stop). Its recovery file is removed when it becomes clean.
    void watch(Workspace* workspace);
    QString recoveryFilePath() const { return m_path; } // of the watched workspace
    // Writes the recovery copy now if the workspace is modified. Returns false (and sets *error) on failure.
    bool writeNow(QString* error = nullptr);
    // Removes the watched workspace's recovery file (normal close).
    void discard();

    // Recovery files left in the directory, newest first.
    QStringList findRecoveryFiles() const;
    // Opens a recovery file into a new, modified Workspace (its original file path restored). Null with *error on
    // failure; a file that cannot be restored is then renamed to "<name>.damaged" (kept, never offered again).
    static std::unique_ptr<Workspace> restore(const QString& recoveryFile, QString* error = nullptr);
    // Deletes a recovery file the user restored.
    static bool removeRecoveryFile(const QString& recoveryFile);
    // The user declined it: renamed to "<name>.declined" (kept in the folder for a hand recovery, never
    // offered again; deleted if it cannot be renamed). Returns the new name (empty when deleted).
    static QString decline(const QString& recoveryFile);
    // The original path recorded in a recovery file (empty for a never-saved workspace).
    static QString originalPath(const QString& recoveryFile);

Q_SIGNALS:
    void recoveryWritten(const QString& path);
    void recoveryFailed(const QString& message);

private:
    void onTimeout();
    void onCleanChanged(bool clean);

    QString m_directory;
    QString m_path;
    QPointer<Workspace> m_workspace;
    QTimer m_timer;
};
