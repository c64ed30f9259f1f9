// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The options that choose which catalog a `catalog ...` verb changes or reads (--catalog PATH, --migrate,
// --shipped-catalog), and the one way they open it: `catalog` and `catalog contract` said the same thing twice.
#include <QCommandLineOption>
#include <QString>

class CatalogStore;
class QCommandLineParser;

namespace CatalogStoreOptions {

const QCommandLineOption& catalog();
const QCommandLineOption& migrate();
const QCommandLineOption& shipped();

// Opens the store the options name: the shipped catalog (when allowShipped and --shipped-catalog), a named file
// as it is (never merged; its schema upgraded only with --migrate, after a backup), or the user's catalog. A
// startup message goes to stderr as "gpu-planner VERB: ...". Returns -1 when the store is open, else the exit
// code: 2 when --migrate lacks --catalog or --catalog names something that is not a catalog (left untouched),
// 1 when no catalog could be opened.
int open(CatalogStore& store, const QCommandLineParser& parser, const QString& verb, bool allowShipped);

} // namespace CatalogStoreOptions
