// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workspace's only way to ask for a file name. Tests queue answers with setNextFileName(), so a GUI
// test never blocks on a modal dialog (the idea of KeePassXC's FileDialog wrapper).
#include <QString>

class QWidget;

class FileDialogs {
public:
    // Empty = the user cancelled. Remembers the folder in AppSettings::lastDirectory().
    static QString openFileName(QWidget* parent, const QString& caption, const QString& filter);
    static QString saveFileName(QWidget* parent, const QString& caption, const QString& filter,
                                const QString& suggestedName = QString());

    // Test seam: the next call returns `path` (empty = "cancelled") without showing a dialog.
    static void setNextFileName(const QString& path);
    static bool hasQueuedAnswer();
    // Test seam: where the last saveFileName() call started (folder and suggested name).
    static QString lastSaveStart();
};
