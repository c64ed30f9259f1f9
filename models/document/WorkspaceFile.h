// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Reading and writing .gpuplan files. Save goes through AtomicFile (atomic: a failed or killed save leaves the
// old file whole and says why). Load builds a NEW Workspace and only hands it over on success, so the
// caller's current workspace is never touched by a bad file.
#include "WorkspaceData.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <memory>

class Workspace;

class WorkspaceFile {
public:
    struct LoadResult {
        std::unique_ptr<Workspace> workspace; // null on failure
        QString error;                        // names the file, the place (line/column or JSON path) and the reason
    };

    enum class SaveStatus {
        Saved,
        ChangedOnDisk, // the file the workspace was read from has other bytes now (another window or process)
        Failed,
    };
    enum class Overwrite {
        IfUnchanged, // refuse (ChangedOnDisk) when `path` is the workspace's own file and changed since it was read
        Always,      // the user chose to replace the other version
    };
    // Saves and, on success, marks the workspace clean and remembers the path and what it wrote (diskStamp).
    // Never silently replaces another window's or process's save: see Overwrite; *error then says what changed.
    static SaveStatus saveChecked(Workspace& workspace, const QString& path, QString* error = nullptr,
                                  Overwrite overwrite = Overwrite::IfUnchanged);
    static bool save(Workspace& workspace, const QString& path, QString* error = nullptr)
    {
        return saveChecked(workspace, path, error) == SaveStatus::Saved;
    }
    // Writes `data` without touching any Workspace (used by autosave and tests).
    static bool write(const WorkspaceData& data, const QString& path, QString* error = nullptr);

    // Writes any JSON document atomically (AtomicFile); used by write() and the recovery copy.
    static bool writeDocument(const nlohmann::json& document, const QString& path, QString* error = nullptr);
    // The bytes write() and writeDocument() put in a file.
    static QByteArray serialise(const nlohmann::json& document);

    static LoadResult load(const QString& path);
    // Reads and converts only (no Workspace): used by the headless report.
    static bool read(const QString& path, WorkspaceData& out, QString* error);
    // Parses a document held in memory; `where` names it in messages.
    static bool parse(const QByteArray& bytes, const QString& where, WorkspaceData& out, QString* error);

    static constexpr const char* kSuffix = "gpuplan";
};
