// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "AppSettings.h"

#include "planning/PriceAge.h"

#include <QDir>
#include <QSettings>

namespace {
constexpr int kMaxRecentFiles = 10;
} // namespace

QByteArray AppSettings::mainWindowGeometry() { return QSettings().value("window/geometry").toByteArray(); }
void AppSettings::setMainWindowGeometry(const QByteArray& v) { QSettings().setValue("window/geometry", v); }
QByteArray AppSettings::mainWindowState() { return QSettings().value("window/state").toByteArray(); }
void AppSettings::setMainWindowState(const QByteArray& v) { QSettings().setValue("window/state", v); }
QByteArray AppSettings::workspaceDockState() { return QSettings().value("workspace/dockState").toByteArray(); }
void AppSettings::setWorkspaceDockState(const QByteArray& v) { QSettings().setValue("workspace/dockState", v); }

QByteArray AppSettings::headerState(const QString& viewName)
{
    return QSettings().value(QStringLiteral("headers/") + viewName).toByteArray();
}
void AppSettings::setHeaderState(const QString& viewName, const QByteArray& v)
{
    QSettings().setValue(QStringLiteral("headers/") + viewName, v);
}

QString AppSettings::displayCurrency()
{
    return QSettings().value("display/currency", QStringLiteral("USD")).toString();
}
void AppSettings::setDisplayCurrency(const QString& code) { QSettings().setValue("display/currency", code); }

QString AppSettings::catalogTable() { return QSettings().value("catalog/table", QStringLiteral("gpus")).toString(); }
void AppSettings::setCatalogTable(const QString& table) { QSettings().setValue("catalog/table", table); }

QStringList AppSettings::recentFiles() { return QSettings().value("files/recent").toStringList(); }
void AppSettings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    const QString clean = QDir::cleanPath(path);
    files.removeAll(clean);
    files.prepend(clean);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QSettings().setValue("files/recent", files);
}
QString AppSettings::lastDirectory() { return QSettings().value("files/lastDirectory", QDir::homePath()).toString(); }
void AppSettings::setLastDirectory(const QString& path) { QSettings().setValue("files/lastDirectory", path); }

double AppSettings::workshopFontScale() { return QSettings().value("workshop/fontScale", 1.5).toDouble(); }
void AppSettings::setWorkshopFontScale(double scale) { QSettings().setValue("workshop/fontScale", scale); }

int AppSettings::priceStaleDays()
{
    bool ok = false;
    const int days = QSettings().value("prices/staleDays", gp::kDefaultStaleDays).toInt(&ok);
    return ok && days >= 0 ? days : gp::kDefaultStaleDays; // a hand-edited bad value falls back to the default
}
void AppSettings::setPriceStaleDays(int days) { QSettings().setValue("prices/staleDays", days); }

QString AppSettings::language() { return QSettings().value("ui/language").toString(); }
void AppSettings::setLanguage(const QString& code) { QSettings().setValue("ui/language", code); }
