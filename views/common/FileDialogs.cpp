// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FileDialogs.h"

#include "common/AppSettings.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStringList>

namespace {
QStringList& queuedFileNames()
{
    static QStringList answers;
    return answers;
}
void rememberFolder(const QString& path)
{
    if (!path.isEmpty())
        AppSettings::setLastDirectory(QFileInfo(path).absolutePath());
}
} // namespace

void FileDialogs::setNextFileName(const QString& path) { queuedFileNames().append(path); }
bool FileDialogs::hasQueuedAnswer() { return !queuedFileNames().isEmpty(); }

QString FileDialogs::openFileName(QWidget* parent, const QString& caption, const QString& filter)
{
    if (hasQueuedAnswer())
        return queuedFileNames().takeFirst();
    const QString path = QFileDialog::getOpenFileName(parent, caption, AppSettings::lastDirectory(), filter);
    rememberFolder(path);
    return path;
}

static QString& lastStart()
{
    static QString start;
    return start;
}

QString FileDialogs::lastSaveStart() { return lastStart(); }

QString FileDialogs::saveFileName(QWidget* parent, const QString& caption, const QString& filter,
                                  const QString& suggestedName)
{
    // An absolute suggestion (FileNames::suggestedPath) keeps its folder; a bare name starts in the last one.
    const QString start = suggestedName.isEmpty() ? AppSettings::lastDirectory()
                                                  : QDir(AppSettings::lastDirectory()).filePath(suggestedName);
    lastStart() = start;
    if (hasQueuedAnswer())
        return queuedFileNames().takeFirst();
    const QString path = QFileDialog::getSaveFileName(parent, caption, start, filter);
    rememberFolder(path);
    return path;
}
