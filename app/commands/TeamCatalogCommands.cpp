// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TeamCatalogCommands.h"

#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "catalog/CatalogDialect.h"
#include "catalog/CatalogServer.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "catalog/CatalogTransfer.h"
#include "catalog/CatalogUrl.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

namespace TeamCatalogCommands {
namespace {

// "price 55.04 -> 49.5, region (empty) -> Delhi": the fields an audit entry changed, from its JSON before and
// after (the server's to_jsonb of the row; the bookkeeping row_version left out).
QString changes(const CatalogStore::AuditEntry& e)
{
    const QJsonObject before = QJsonDocument::fromJson(e.before.toUtf8()).object();
    const QJsonObject after = QJsonDocument::fromJson(e.after.toUtf8()).object();
    if (e.before.isEmpty())
        return QStringLiteral("added");
    if (e.after.isEmpty())
        return QStringLiteral("deleted");
    const auto shown = [](const QJsonValue& v) {
        if (v.isNull() || v.isUndefined())
            return QStringLiteral("(empty)");
        if (v.isDouble())
            return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        return v.toVariant().toString();
    };
    // Every field either side has: one only in `before` (a column the row lost) is a change too.
    QStringList fields = before.keys() + after.keys();
    fields.sort();
    fields.removeDuplicates();
    QStringList out;
    for (const QString& field : fields)
        if (field != QLatin1String("row_version") && before.value(field) != after.value(field))
            out << QStringLiteral("%1 %2 -> %3").arg(field, shown(before.value(field)), shown(after.value(field)));
    return out.isEmpty() ? QStringLiteral("no field changed") : out.join(QStringLiteral(", "));
}

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
    // pushCatalog parsed the same text already; were it ever to stop doing so, the summary must not print an empty
    // address, nor the text as given (it might hold a password).
    catalog::ServerAddress address;
    QString why;
    const QString where = catalog::parseServerUrl(parser.value(to), &address, &why)
                              ? address.display()
                              : QStringLiteral("the team database");
    QTextStream(stdout) << "Pushed " << summary(r) << " to " << where << Qt::endl;
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

int history(const QStringList& arguments)
{
    const QString verb = QStringLiteral("catalog history");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Print the changes of the catalog rows with KEY, oldest first: when, who, the table and "
                       "the fields changed (a team catalog's audit; docs/team-catalog.md)."));
    parser.addHelpOption();
    const QCommandLineOption catalogOption({QStringLiteral("catalog")},
                                           QStringLiteral("The team database, postgresql://USER@HOST/DB."),
                                           QStringLiteral("URL"));
    parser.addOption(catalogOption);
    parser.addPositionalArgument(QStringLiteral("KEY"), QStringLiteral("The row's key, e.g. an offer's."));
    if (const auto stop = CommandSupport::parseOrStop(parser, verb, arguments))
        return *stop;
    if (!parser.isSet(catalogOption) || parser.positionalArguments().size() != 1)
        return CommandSupport::fail(
            verb, ExitCode::InvalidInput,
            QStringLiteral("usage: gpu-planner catalog history --catalog postgresql://... KEY"));
    CatalogStore store;
    if (!store.openNamed(parser.value(catalogOption))) {
        // A bad address is the input's fault (2); a server that cannot be reached or used is a failure (1).
        catalog::ServerAddress address;
        const QString url = parser.value(catalogOption);
        const bool server = catalog::isServerUrl(url) && catalog::parseServerUrl(url, &address, nullptr);
        return CommandSupport::fail(verb, !server && store.refused() ? ExitCode::InvalidInput : ExitCode::Failure,
                                    store.startupMessage());
    }
    const QString key = parser.positionalArguments().constFirst();
    QString error;
    const QVector<CatalogStore::AuditEntry> entries = store.history(key, &error);
    // A catalog file has no history to ask for (the input); a team catalog's server failing to give it is a failure.
    if (!error.isEmpty())
        return CommandSupport::fail(verb, store.isTeamCatalog() ? ExitCode::Failure : ExitCode::InvalidInput, error);
    QTextStream out(stdout);
    if (entries.isEmpty())
        out << "No recorded changes of " << CommandSupport::safeForTerminal(key) << Qt::endl;
    for (const auto& e : entries)
        out << CommandSupport::safeForTerminal(
                   QStringLiteral("%1  %2  %3 %4: %5").arg(e.when, e.who, e.table, e.key, changes(e)))
            << Qt::endl;
    return ExitCode::Ok;
}

} // namespace TeamCatalogCommands
