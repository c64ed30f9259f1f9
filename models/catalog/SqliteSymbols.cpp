// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "SqliteSymbols.h"

#include <QSqlDriver>
#include <QVariant>

#include <dlfcn.h>

namespace catalog {
namespace {

std::function<void*(const QSqlDatabase&, const char*)>& testLookup()
{
    static std::function<void*(const QSqlDatabase&, const char*)> lookup;
    return lookup;
}

// The file of the shared object holding `address`, or empty.
QByteArray objectOf(const void* address)
{
    Dl_info info{};
    return dladdr(address, &info) && info.dli_fname ? QByteArray(info.dli_fname) : QByteArray();
}

void* lookUp(const QSqlDatabase& db, const char* name)
{
    if (!sqliteHandle(db))
        return nullptr;
    // The driver's class (QSQLiteDriver) is defined in the plugin, so its meta-object is too; QSqlDriver's own is
    // in Qt Sql. The same file for both: not the plugin's class, so no plugin to search.
    const QByteArray plugin = objectOf(db.driver()->metaObject());
    if (plugin.isEmpty() || plugin == objectOf(&QSqlDriver::staticMetaObject))
        return nullptr;
    // RTLD_NOLOAD: the plugin is loaded already (it made the driver); this only takes a reference to it. dlsym on
    // a handle searches that object, then the objects it loaded: the plugin's own SQLite if it bundles one and
    // exports it, the system SQLite if it links that, nothing if its copy is hidden.
    void* library = dlopen(plugin.constData(), RTLD_LAZY | RTLD_NOLOAD);
    if (!library)
        return nullptr;
    void* symbol = dlsym(library, name);
    dlclose(library); // the plugin stays loaded: Qt holds it
    return symbol;
}

} // namespace

void* sqliteHandle(const QSqlDatabase& db)
{
    const QVariant handle = db.isOpen() && db.driver() ? db.driver()->handle() : QVariant();
    if (qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<void* const*>(handle.constData());
}

void* sqliteSymbol(const QSqlDatabase& db, const char* name)
{
    if (const auto& lookup = testLookup())
        return lookup(db, name);
    return lookUp(db, name);
}

void setSqliteSymbolLookupForTesting(std::function<void*(const QSqlDatabase&, const char*)> lookup)
{
    testLookup() = std::move(lookup);
}

} // namespace catalog
