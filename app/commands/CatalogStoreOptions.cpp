// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogStoreOptions.h"

#include "CommandRegistry.h"
#include "CommandSupport.h"
#include "catalog/CatalogStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace CatalogStoreOptions {

const QCommandLineOption& catalog()
{
    static const QCommandLineOption option({QStringLiteral("catalog")},
                                           QStringLiteral("Use the catalog file PATH instead of the user's catalog."),
                                           QStringLiteral("PATH"));
    return option;
}

const QCommandLineOption& migrate()
{
    static const QCommandLineOption option({QStringLiteral("migrate")},
                                           QStringLiteral("Upgrade an older --catalog file's schema in place, after "
                                                          "writing a backup copy beside it (PATH.schema-vN.backup)."));
    return option;
}

const QCommandLineOption& shipped()
{
    static const QCommandLineOption option(
        {QStringLiteral("shipped-catalog")},
        QStringLiteral("Read the shipped catalog (read-only) instead of the user's."));
    return option;
}

int open(CatalogStore& store, const QCommandLineParser& parser, const QString& verb, bool allowShipped)
{
    if (parser.isSet(migrate()) && !parser.isSet(catalog()))
        return CommandSupport::fail(
            verb, ExitCode::InvalidInput,
            QCoreApplication::translate("CatalogStoreOptions",
                                        "--migrate: name the catalog to upgrade with --catalog PATH"));
    bool ok = false;
    if (allowShipped && parser.isSet(shipped()))
        ok = store.openShipped();
    else if (parser.isSet(catalog())) // opened as it is: never merged, upgraded only with --migrate
        ok = store.openNamed(parser.value(catalog()), parser.isSet(migrate()));
    else
        ok = store.open();
    if (!store.startupMessage().isEmpty())
        QTextStream(stderr) << "gpu-planner " << verb << ": " << CommandSupport::safeForTerminal(store.startupMessage())
                            << Qt::endl;
    if (ok)
        return -1;
    return store.refused() ? ExitCode::InvalidInput : ExitCode::Failure;
}

} // namespace CatalogStoreOptions
