// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner catalog ...`: build the shipped catalog from JSON, export/import, and check a file,
// without opening a window. One QCommandLineParser per sub-verb so each has its own --help.
#include "CommandRegistry.h"
#include "CommandSupport.h"
#include "ContractCommands.h"
#include "TeamCatalogCommands.h"

#include "catalog/CatalogBuilder.h"
#include "catalog/CatalogFileCheck.h"
#include "catalog/CatalogMigrations.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "catalog/prices/PriceFiles.h"
#include "catalog/prices/PricePreview.h"
#include "common/TerminalText.h"

#include <QCommandLineParser>
#include <QDate>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTextStream>

namespace {

// --catalog, --migrate, --shipped-catalog, and how they open the store (CommandSupport::CatalogOptions).
const CommandSupport::CatalogOptions kCatalogOptions;

QTextStream& out()
{
    static QTextStream s(stdout);
    return s;
}
QTextStream& err()
{
    static QTextStream s(stderr);
    return s;
}

int invalid(const QString& message)
{
    err() << "gpu-planner catalog: " << CommandSupport::safeForTerminal(message) << Qt::endl;
    return ExitCode::InvalidInput;
}

// Parses `arguments` for one sub-verb. Returns -1 to go on, or the exit code (help shown, bad usage).
int parse(QCommandLineParser& parser, const QString& verb, const QString& description, const QStringList& arguments,
          int positionalCount)
{
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("gpu-planner catalog ") + verb} + arguments))
        return invalid(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        // helpText() names the executable's path; name the verb as users type it instead.
        QString help = parser.helpText();
        const qsizetype options = help.indexOf(QStringLiteral(" [options]"));
        if (help.startsWith(QStringLiteral("Usage: ")) && options > 0)
            help.replace(7, options - 7, QStringLiteral("gpu-planner catalog ") + verb);
        out() << help;
        out().flush();
        return ExitCode::Ok;
    }
    if (parser.positionalArguments().size() != positionalCount)
        return invalid(QStringLiteral("%1 expects %2 argument(s), got %3; see `gpu-planner catalog %1 --help`")
                           .arg(verb)
                           .arg(positionalCount)
                           .arg(parser.positionalArguments().size()));
    return -1;
}

int build(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("SOURCE"),
                                 QStringLiteral("Catalog JSON file or folder of *.json files."));
    parser.addPositionalArgument(QStringLiteral("OUTPUT"), QStringLiteral("The catalog file to write (replaced)."));
    if (int code = parse(parser, QStringLiteral("build"),
                         QStringLiteral("Build a fresh catalog file from catalog JSON (docs/catalog-format.md)."),
                         arguments, 2);
        code >= 0)
        return code;
    const QStringList args = parser.positionalArguments();
    if (!QFileInfo::exists(args[0]))
        return invalid(QStringLiteral("%1 does not exist").arg(args[0]));
    if (QString why; !CommandSupport::checkOutputPath(args[1], &why))
        return invalid(QStringLiteral("OUTPUT: %1").arg(why));
    const catalog::BuildResult result = catalog::buildCatalog(args[0], args[1]);
    if (!result.ok)
        return invalid(result.error);
    out() << "Built " << args[1] << ": " << result.rows << " rows from " << args[0] << Qt::endl;
    return ExitCode::Ok;
}

int exportJson(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The JSON file to write."));
    const QCommandLineOption table({QStringLiteral("table")}, QStringLiteral("Export only table T (repeatable)."),
                                   QStringLiteral("T"));
    const QCommandLineOption key({QStringLiteral("key")}, QStringLiteral("Export only rows with key K (repeatable)."),
                                 QStringLiteral("K"));
    parser.addOptions({table, key, kCatalogOptions.path, kCatalogOptions.migrate, kCatalogOptions.shipped});
    if (int code = parse(parser, QStringLiteral("export-json"), QStringLiteral("Export catalog tables as JSON."),
                         arguments, 1);
        code >= 0)
        return code;
    for (const QString& t : parser.values(table))
        if (!catalog::catalogTable(t))
            return invalid(QStringLiteral("--table: there is no catalog table \"%1\"").arg(TerminalText::shortened(t)));
    if (QString why; !CommandSupport::checkOutputPath(parser.positionalArguments()[0], &why))
        return invalid(QStringLiteral("FILE: %1").arg(why));
    CatalogStore store;
    if (const int code = kCatalogOptions.openStore(store, parser, QStringLiteral("catalog"), true); code >= 0)
        return code;
    QString error;
    if (!store.exportJson(parser.positionalArguments()[0], parser.values(table), parser.values(key), &error)) {
        err() << CommandSupport::safeForTerminal(error) << Qt::endl;
        return ExitCode::Failure;
    }
    out() << "Wrote " << parser.positionalArguments()[0] << Qt::endl;
    return ExitCode::Ok;
}

int exportCsv(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("TABLE"),
                                 QStringLiteral("gpus, links, providers, offers, models, currencies or tco_defaults."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The CSV file to write."));
    parser.addOptions({kCatalogOptions.path, kCatalogOptions.migrate, kCatalogOptions.shipped});
    if (int code = parse(parser, QStringLiteral("export-csv"),
                         QStringLiteral("Export one catalog table as CSV (RFC 4180)."), arguments, 2);
        code >= 0)
        return code;
    const QStringList args = parser.positionalArguments();
    if (!catalog::catalogTable(args[0]))
        return invalid(QStringLiteral("TABLE: there is no catalog table \"%1\"").arg(TerminalText::shortened(args[0])));
    if (QString why; !CommandSupport::checkOutputPath(args[1], &why))
        return invalid(QStringLiteral("FILE: %1").arg(why));
    CatalogStore store;
    if (const int code = kCatalogOptions.openStore(store, parser, QStringLiteral("catalog"), true); code >= 0)
        return code;
    QString error;
    if (!store.exportCsv(args[0], args[1], &error)) {
        err() << CommandSupport::safeForTerminal(error) << Qt::endl;
        return ExitCode::Failure;
    }
    out() << "Wrote " << args[1] << Qt::endl;
    return ExitCode::Ok;
}

int importJson(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("Catalog JSON file or folder of *.json files."));
    parser.addOptions({kCatalogOptions.path, kCatalogOptions.migrate});
    if (int code = parse(parser, QStringLiteral("import"),
                         QStringLiteral("Import catalog JSON into the user's catalog (all or nothing)."), arguments, 1);
        code >= 0)
        return code;
    const QString file = parser.positionalArguments()[0];
    if (!QFileInfo::exists(file))
        return invalid(QStringLiteral("%1 does not exist").arg(file));
    CatalogStore store;
    if (const int code = kCatalogOptions.openStore(store, parser, QStringLiteral("catalog"), false); code >= 0)
        return code;
    QString error;
    if (!store.importJson(file, &error))
        return invalid(error);
    out() << "Imported " << file << " into " << store.path() << Qt::endl;
    return ExitCode::Ok;
}

// `catalog import-prices`: a provider's price list -> preview (text or --json); --apply writes it in one
// transaction. The readers, the preview and the apply live in models/catalog/prices (docs/price-import.md).
int importPrices(const QStringList& arguments)
{
    namespace prices = catalog::prices;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Preview (and with --apply, apply) a provider's price list: AWS EC2 offer files (CSV or JSON), "
                       "Azure Retail Prices pages, Google Cloud Billing Catalog SKU pages, or a CSV with --map. "
                       "See docs/price-import.md."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The list's file(s): every page of a chain."),
                                 QStringLiteral("FILE..."));
    const QCommandLineOption format({QStringLiteral("format")}, QStringLiteral("aws, azure, gcp or csv."),
                                    QStringLiteral("F"));
    const QCommandLineOption apply({QStringLiteral("apply")},
                                   QStringLiteral("Write the new and changed prices (one transaction)."));
    const QCommandLineOption asJson({QStringLiteral("json")}, QStringLiteral("Print the preview as JSON."));
    const QCommandLineOption map({QStringLiteral("map")},
                                 QStringLiteral("csv: field=Column or field=@value pairs, comma-separated, or a JSON "
                                                "file of them (docs/price-import.md)."),
                                 QStringLiteral("SPEC"));
    const QCommandLineOption asOf({QStringLiteral("as-of")},
                                  QStringLiteral("The list's date, when it states none (default: the file's date)."),
                                  QStringLiteral("YYYY-MM-DD"));
    const QCommandLineOption sourceUrl({QStringLiteral("source-url")},
                                       QStringLiteral("Where the list was downloaded from (default: the file)."),
                                       QStringLiteral("URL"));
    parser.addOptions({format, apply, asJson, map, asOf, sourceUrl, kCatalogOptions.path});
    if (const auto stop = CommandSupport::parseOrStop(parser, QStringLiteral("catalog import-prices"), arguments))
        return *stop;
    if (!parser.isSet(format))
        return invalid(QStringLiteral("import-prices: --format aws|azure|gcp|csv is required"));
    if (parser.positionalArguments().isEmpty())
        return invalid(QStringLiteral("import-prices: at least one FILE is required"));
    prices::ReadOptions options;
    options.format = parser.value(format);
    options.files = parser.positionalArguments();
    options.asOf = parser.value(asOf);
    options.sourceUrl = parser.value(sourceUrl);
    if (options.format == QLatin1String("csv")) {
        if (!parser.isSet(map))
            return invalid(QStringLiteral("import-prices: --format csv needs --map (docs/price-import.md)"));
        QString spec = parser.value(map);
        if (QFileInfo(spec).isFile()) {
            std::string text;
            QString why;
            if (const int code = CommandSupport::readInput(spec, &text, &why); code != 0)
                return invalid(why);
            spec = QString::fromStdString(text);
        }
        QString why;
        if (!prices::parseCsvMapping(spec, options.mapping, &why))
            return invalid(why);
    } else if (parser.isSet(map)) {
        return invalid(QStringLiteral("import-prices: --map is for --format csv"));
    }
    prices::PriceList list;
    QString error;
    if (!prices::readPriceFiles(options, list, &error))
        return invalid(QStringLiteral("nothing imported: ") + error);
    CatalogStore store;
    if (const int code = kCatalogOptions.openStore(store, parser, QStringLiteral("catalog"), false); code >= 0)
        return code;
    prices::PricePreview preview;
    if (!prices::previewPrices(list, prices::CatalogOffers::from(store), preview, &error))
        return invalid(QStringLiteral("nothing imported: ") + error);
    const bool applying = parser.isSet(apply);
    if (applying && !prices::applyPreview(store, preview, QDate::currentDate().toString(Qt::ISODate), &error))
        return invalid(QStringLiteral("nothing imported: ") + error);
    if (parser.isSet(asJson))
        return CommandSupport::printJson(prices::previewJson(preview, applying));
    out() << CommandSupport::safeForTerminal(prices::previewText(preview, applying));
    out().flush();
    return ExitCode::Ok;
}

int check(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The catalog file to check (not modified)."));
    if (int code =
            parse(parser, QStringLiteral("check"),
                  QStringLiteral("Check a catalog file: SQLite integrity, schema version, tables and row counts."),
                  arguments, 1);
        code >= 0)
        return code;
    const QString file = parser.positionalArguments()[0];
    if (const QFileInfo info(file); !info.isFile())
        return invalid(info.isDir()    ? QStringLiteral("%1 is a folder, not a catalog file").arg(file)
                       : info.exists() ? QStringLiteral("%1 is not a regular file (a FIFO, device or socket)").arg(file)
                                       : QStringLiteral("%1 does not exist").arg(file));
    QString error;
    QSqlDatabase db = catalog::openConnection(file, true, &error);
    const QString name = db.connectionName();
    int code = ExitCode::Ok;
    if (!db.isOpen()) {
        code = invalid(QStringLiteral("%1 cannot be opened (%2)").arg(file, error));
    } else {
        const catalog::CatalogFileReport report = catalog::inspectCatalogFile(db, file);
        if (!report.ok()) {
            code = invalid(QStringLiteral("%1 is not usable: %2").arg(file, report.problem));
        } else {
            out() << file << ": integrity " << report.integrity << "; schema version " << report.version
                  << (report.needsMigration
                          ? QStringLiteral(" (older; `--catalog FILE --migrate` upgrades it to %1 after a backup "
                                           "copy; the app's own catalog is upgraded when opened)")
                                .arg(catalog::latestSchemaVersion())
                          : QStringLiteral(" (current)"))
                  << Qt::endl;
            for (const catalog::TableDef& t : catalog::catalogTables())
                out() << "  " << t.name << ": " << catalog::keys(db, t).size() << " rows" << Qt::endl;
            // Rows every estimate on them would refuse (a figure edited outside the app): named, exit 2.
            if (!report.needsMigration)
                if (const QStringList refused = catalog::engineRefusedRows(db); !refused.isEmpty()) {
                    for (const QString& r : refused)
                        err() << "  refused by the engine: " << CommandSupport::safeForTerminal(r) << Qt::endl;
                    code = invalid(QStringLiteral("%1: %2 GPU row(s) the engine cannot compute with")
                                       .arg(file)
                                       .arg(refused.size()));
                }
        }
    }
    db = QSqlDatabase();
    catalog::closeConnection(name);
    return code;
}

int run(const QStringList& arguments)
{
    const QString usage =
        QStringLiteral("Usage: gpu-planner catalog <command> [options]\n"
                       "  build SOURCE OUTPUT.sqlite     build a catalog file from catalog JSON\n"
                       "  export-json FILE [--table T]   export tables as JSON\n"
                       "  export-csv TABLE FILE          export one table as CSV\n"
                       "  import FILE                    import catalog JSON into the user's catalog\n"
                       "  import-prices --format F FILE  preview (--apply: apply) a provider's price list\n"
                       "  check FILE                     integrity and schema version of a catalog file\n"
                       "  push --to URL [--from FILE]    copy a catalog into an empty PostgreSQL database\n"
                       "  pull --from URL FILE           write a team catalog to a SQLite file\n"
                       "  init-server --catalog URL      create the team catalog's roles and grants\n"
                       "  history --catalog URL KEY      a team catalog row's changes: who, when, what\n"
                       "  contract set|list|remove       contracted prices and discounts (user catalog)\n"
                       "  price-history OFFER_KEY        an offer's earlier prices, with dates and sources\n"
                       "Each command takes --help.\n");
    if (arguments.isEmpty())
        return invalid(QStringLiteral("a command is required\n") + usage);
    const QString verb = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (verb == QLatin1String("--help") || verb == QLatin1String("-h") || verb == QLatin1String("help")) {
        out() << usage;
        return ExitCode::Ok;
    }
    if (verb == QLatin1String("build"))
        return build(rest);
    if (verb == QLatin1String("export-json"))
        return exportJson(rest);
    if (verb == QLatin1String("export-csv"))
        return exportCsv(rest);
    if (verb == QLatin1String("import"))
        return importJson(rest);
    if (verb == QLatin1String("import-prices"))
        return importPrices(rest);
    if (verb == QLatin1String("check"))
        return check(rest);
    if (verb == QLatin1String("push"))
        return TeamCatalogCommands::push(rest);
    if (verb == QLatin1String("pull"))
        return TeamCatalogCommands::pull(rest);
    if (verb == QLatin1String("init-server"))
        return TeamCatalogCommands::initServer(rest);
    if (verb == QLatin1String("history"))
        return TeamCatalogCommands::history(rest);
    if (verb == QLatin1String("contract"))
        return ContractCommands::contract(rest);
    if (verb == QLatin1String("price-history"))
        return ContractCommands::priceHistory(rest);
    return invalid(QStringLiteral("unknown command \"%1\"\n").arg(TerminalText::shortened(verb)) + usage);
}

[[maybe_unused]] const bool registered = CommandRegistry::add(
    QStringLiteral("catalog"),
    {QStringLiteral("Build, check, import and export the GPU catalog (gpu-planner catalog --help)"), run});

} // namespace
