// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TeamCatalogCommands.h"

#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "catalog/CatalogDialect.h"
#include "catalog/CatalogServer.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogTransfer.h"
#include "catalog/CatalogUrl.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace TeamCatalogCommands {
namespace {

QString summary(const catalog::TransferResult& r)
{
    int total = 0;
    for (int n : r.rows)
        total += n;
    return QStringLiteral("%1 rows in %2 tables").arg(total).arg(r.rows.size());
}

} // namespace

int push(const QStringList& arguments)
{
    const QString verb = QStringLiteral("catalog push");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Create the catalog on an empty PostgreSQL database and copy a SQLite catalog into it, in one "
                       "transaction (docs/team-catalog.md). The password comes from PGPASSWORD, ~/.pgpass or a "
                       "service file, never from the address."));
    parser.addHelpOption();
    const QCommandLineOption to({QStringLiteral("to")}, QStringLiteral("The team database, postgresql://USER@HOST/DB."),
                                QStringLiteral("URL"));
    const QCommandLineOption from({QStringLiteral("from")},
                                  QStringLiteral("The SQLite catalog to copy (default: the shipped catalog)."),
                                  QStringLiteral("FILE"));
    parser.addOptions({to, from});
    if (const auto stop = CommandSupport::parseOrStop(parser, verb, arguments))
        return *stop;
    if (!parser.isSet(to) || !parser.positionalArguments().isEmpty())
        return CommandSupport::fail(
            verb, ExitCode::InvalidInput,
            QStringLiteral("usage: gpu-planner catalog push --to postgresql://... [--from FILE]"));
    const catalog::TransferResult r = catalog::pushCatalog(parser.value(from), parser.value(to));
    if (!r.ok)
        return CommandSupport::fail(verb, ExitCode::Failure, r.error);
    catalog::ServerAddress address;
    catalog::parseServerUrl(parser.value(to), &address, nullptr);
    QTextStream(stdout) << "Pushed " << summary(r) << " to " << address.display() << Qt::endl;
    return ExitCode::Ok;
}

int pull(const QStringList& arguments)
{
    const QString verb = QStringLiteral("catalog pull");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write a team catalog to a SQLite file, for working offline or as a backup (the file is replaced whole)."));
    parser.addHelpOption();
    const QCommandLineOption from({QStringLiteral("from")},
                                  QStringLiteral("The team database, postgresql://USER@HOST/DB."),
                                  QStringLiteral("URL"));
    parser.addOption(from);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The SQLite catalog to write."));
    if (const auto stop = CommandSupport::parseOrStop(parser, verb, arguments))
        return *stop;
    if (!parser.isSet(from) || parser.positionalArguments().size() != 1)
        return CommandSupport::fail(verb, ExitCode::InvalidInput,
                                    QStringLiteral("usage: gpu-planner catalog pull --from postgresql://... FILE"));
    const QString file = parser.positionalArguments().constFirst();
    QString error;
    if (!CommandSupport::checkOutputPath(file, &error))
        return CommandSupport::fail(verb, ExitCode::InvalidInput, error);
    const catalog::TransferResult r = catalog::pullCatalog(parser.value(from), file);
    if (!r.ok)
        return CommandSupport::fail(verb, ExitCode::Failure, r.error);
    QTextStream(stdout) << "Wrote " << summary(r) << " to " << file << Qt::endl;
    return ExitCode::Ok;
}

int initServer(const QStringList& arguments)
{
    const QString verb = QStringLiteral("catalog init-server");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Create the roles gp_reader, gp_editor and gp_admin and grant them their rights on a team catalog (run as "
        "the database's owner or a superuser, after catalog push). Make people members: CREATE ROLE ana LOGIN IN "
        "ROLE gp_editor."));
    parser.addHelpOption();
    const QCommandLineOption catalogOption({QStringLiteral("catalog")},
                                           QStringLiteral("The team database, postgresql://USER@HOST/DB."),
                                           QStringLiteral("URL"));
    parser.addOption(catalogOption);
    if (const auto stop = CommandSupport::parseOrStop(parser, verb, arguments))
        return *stop;
    catalog::ServerAddress address;
    QString error;
    if (!parser.isSet(catalogOption) || !parser.positionalArguments().isEmpty())
        return CommandSupport::fail(
            verb, ExitCode::InvalidInput,
            QStringLiteral("usage: gpu-planner catalog init-server --catalog postgresql://..."));
    if (!catalog::parseServerUrl(parser.value(catalogOption), &address, &error))
        return CommandSupport::fail(verb, ExitCode::InvalidInput, error);
    int code = ExitCode::Ok;
    {
        QSqlDatabase db = catalog::openServerConnection(address, &error);
        const QString name = db.connectionName();
        if (!db.isOpen() || !catalog::initServerRoles(db, &error))
            code = CommandSupport::fail(verb, ExitCode::Failure, error);
        db = QSqlDatabase();
        catalog::closeConnection(name);
    }
    if (code == ExitCode::Ok)
        QTextStream(stdout) << "Roles gp_reader, gp_editor and gp_admin are set up on " << address.display()
                            << Qt::endl;
    return code;
}

} // namespace TeamCatalogCommands
