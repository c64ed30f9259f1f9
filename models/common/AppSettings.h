// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Every user setting in one place, typed, with its default next to its key, so no widget scatters
// raw QSettings strings. Add a setting here: one getter, one setter.
#include <QByteArray>
#include <QString>
#include <QStringList>

class AppSettings {
public:
    static QByteArray mainWindowGeometry();
    static void setMainWindowGeometry(const QByteArray& value);
    static QByteArray mainWindowState();
    static void setMainWindowState(const QByteArray& value);
    static QByteArray workspaceDockState(); // the workspace's docks (QMainWindow::saveState)
    static void setWorkspaceDockState(const QByteArray& value);
    static QByteArray headerState(const QString& viewName); // column widths and order of a table view
    static void setHeaderState(const QString& viewName, const QByteArray& value);

    static QString displayCurrency(); // default "USD"
    static void setDisplayCurrency(const QString& code);

    static QString catalogTable(); // last table shown in the catalog browser, default "gpus"
    static void setCatalogTable(const QString& table);

    static QStringList recentFiles(); // most recent first, at most 10
    static void addRecentFile(const QString& path);
    static QString lastDirectory();
    static void setLastDirectory(const QString& path);

    static double workshopFontScale(); // default 1.5
    static void setWorkshopFontScale(double scale);

    // A price older than this many days is marked stale (issue 33); default gp::kDefaultStaleDays (90).
    static int priceStaleDays();
    static void setPriceStaleDays(int days);

    // The interface language: "" follows the system locale (the default), else a code such as "en" or "hi".
    static QString language();
    static void setLanguage(const QString& code);
};
