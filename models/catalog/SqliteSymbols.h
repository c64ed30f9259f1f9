// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// SQLite calls Qt's driver does not offer (sqlite3_deserialize for the shipped catalog in memory, sqlite3_trace_v2
// for the tests that count statements), found in the very SQLite the driver uses. A lookup by library name
// ("libsqlite3.so.0") could find another SQLite than the one that made the connection's sqlite3* when Qt's plugin
// bundles its own: one SQLite's call on another's handle is undefined behaviour. So the lookup starts from the
// plugin that made the driver (the library holding the driver's QMetaObject) and searches that library and what it
// loaded (dlsym on its handle). Nothing when that is not the SQLite driver or the symbol is not visible there: the
// caller then takes its fallback.
#include <QSqlDatabase>

#include <functional>

namespace catalog {

// The address of `name` in the SQLite that `db`'s driver uses, or nullptr.
void* sqliteSymbol(const QSqlDatabase& db, const char* name);
// The connection's sqlite3*, or nullptr when `db` is not an open SQLite connection.
void* sqliteHandle(const QSqlDatabase& db);

// Tests only: replaces the lookup (an empty function restores it), to take the fallback paths.
void setSqliteSymbolLookupForTesting(std::function<void*(const QSqlDatabase&, const char*)> lookup);

} // namespace catalog
