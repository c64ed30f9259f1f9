// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ContractCommands.h"

#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "catalog/CatalogStore.h"
#include "catalog/ContractPrices.h"
#include "catalog/PriceHistory.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QSqlQuery>
#include <QTextStream>

namespace ContractCommands {
namespace {

// --catalog, --migrate, --shipped-catalog, and how they open the store (CommandSupport::CatalogOptions).
const CommandSupport::CatalogOptions kCatalogOptions;

QString tr(const char* text) { return QCoreApplication::translate("ContractCommands", text); }

// A number the user typed: "12", "12.5", "12%" (discount). Empty with *error naming the field otherwise.
std::optional<double> numberOption(const QString& text, const QString& field, bool percent, QString* error)
{
    QString t = text.trimmed();
    if (percent && t.endsWith(QLatin1Char('%')))
        t.chop(1);
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok) {
        *error = tr("%1: \"%2\" is not a number").arg(field, text.left(40));
        return std::nullopt;
    }
    return v;
}

QString number(double v) { return QString::number(v, 'g', 10); }

nlohmann::json contractJson(const catalog::ContractPrice& c)
{
    using nlohmann::json;
    const bool discount = c.kind == catalog::ContractPrice::Kind::Discount;
    return {{"key", c.key().toStdString()},
            {"kind", c.kindWord().toStdString()},
            {"provider_key", discount ? json(c.providerKey.toStdString()) : json(nullptr)},
            {"tier", discount ? json(c.tier.toStdString()) : json(nullptr)},
            {"offer_key", discount ? json(nullptr) : json(c.offerKey.toStdString())},
            {"discount_percent", discount ? json(c.discountPercent) : json(nullptr)},
            {"price", discount ? json(nullptr) : json(c.price)},
            {"currency", discount ? json(nullptr) : json(c.currency.toStdString())},
            {"source", c.source.toStdString()},
            {"as_of", c.asOf.toStdString()},
            {"notes", c.notes.isEmpty() ? json(nullptr) : json(c.notes.toStdString())},
            {"edited_at", c.editedAt.toStdString()}};
}

QString contractLine(const catalog::ContractPrice& c)
{
    const QString terms = c.kind == catalog::ContractPrice::Kind::Discount
                              ? tr("%1% off %2 %3").arg(number(c.discountPercent), c.providerKey, c.tier)
                              : tr("%1 %2 for offer %3").arg(number(c.price), c.currency, c.offerKey);
    return QStringLiteral("%1  %2  (%3, %4)").arg(c.key(), terms, c.source, c.asOf);
}

int set(const QStringList& arguments)
{
    const QString verb = QStringLiteral("catalog contract set");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Set a contracted price for one offer (--offer, --price, --currency) or a discount for a provider and tier "
           "(--provider, --tier, --discount), with its source (the contract's name) and date. A price for the offer "
           "wins over its provider's discount. Kept in the user's catalog only (docs/contracted-prices.md)."));
    parser.addHelpOption();
    const QCommandLineOption offer({QStringLiteral("offer")}, tr("The offer's key."), QStringLiteral("KEY"));
    const QCommandLineOption price({QStringLiteral("price")},
                                   tr("Contracted price for the whole instance, per the offer's unit."),
                                   QStringLiteral("AMOUNT"));
    const QCommandLineOption currency({QStringLiteral("currency")}, tr("ISO code of the price (a catalog currency)."),
                                      QStringLiteral("CODE"));
    const QCommandLineOption provider({QStringLiteral("provider")}, tr("The provider's key."), QStringLiteral("KEY"));
    const QCommandLineOption tier({QStringLiteral("tier")}, tr("The tier: on_demand, spot, reserved_1y, ..."),
                                  QStringLiteral("TIER"));
    const QCommandLineOption discount({QStringLiteral("discount")}, tr("Percent off the list price, 0 to below 100."),
                                      QStringLiteral("PERCENT"));
    const QCommandLineOption source({QStringLiteral("source")}, tr("The contract's name (required)."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption date({QStringLiteral("date")}, tr("The contract's date (default: today)."),
                                  QStringLiteral("YYYY-MM-DD"));
    const QCommandLineOption notes({QStringLiteral("notes")}, tr("Free text."), QStringLiteral("TEXT"));
    parser.addOptions({offer, price, currency, provider, tier, discount, source, date, notes, kCatalogOptions.path,
                       kCatalogOptions.migrate});
    if (const auto stop = CommandSupport::parseOrStop(parser, verb, arguments))
        return *stop;
    const auto invalid = [&](const QString& message) {
        return CommandSupport::fail(verb, ExitCode::InvalidInput, message);
    };
    if (!parser.positionalArguments().isEmpty())
        return invalid(tr("unexpected argument \"%1\"").arg(parser.positionalArguments().constFirst().left(40)));
    catalog::ContractPrice c;
    QString error;
    const bool isDiscount = parser.isSet(discount) || parser.isSet(provider) || parser.isSet(tier);
    const bool isPrice = parser.isSet(offer) || parser.isSet(price) || parser.isSet(currency);
    if (isDiscount == isPrice)
        return invalid(tr("give either --offer KEY --price AMOUNT --currency CODE, or --provider KEY --tier TIER "
                          "--discount PERCENT"));
    if (isDiscount) {
        c.kind = catalog::ContractPrice::Kind::Discount;
        c.providerKey = parser.value(provider);
        c.tier = parser.value(tier);
        if (!parser.isSet(discount))
            return invalid(tr("discount_percent: --discount PERCENT is required"));
        const auto d = numberOption(parser.value(discount), QStringLiteral("discount_percent"), true, &error);
        if (!d)
            return invalid(error);
        c.discountPercent = *d;
    } else {
        c.kind = catalog::ContractPrice::Kind::Price;
        c.offerKey = parser.value(offer);
        c.currency = parser.value(currency);
        if (!parser.isSet(price))
            return invalid(tr("price: --price AMOUNT is required"));
        const auto p = numberOption(parser.value(price), QStringLiteral("price"), false, &error);
        if (!p)
            return invalid(error);
        c.price = *p;
    }
    c.source = parser.value(source);
    c.asOf = parser.isSet(date) ? parser.value(date) : QDate::currentDate().toString(Qt::ISODate);
    c.notes = parser.value(notes);
    CatalogStore store;
    if (const int code = kCatalogOptions.openStore(store, parser, verb, false); code >= 0)
        return code;
    if (!catalog::setStoreContract(store, c, &error))
        return invalid(error);
    QTextStream(stdout) << CommandSupport::safeForTerminal(tr("Set %1").arg(contractLine(c))) << Qt::endl;
    return ExitCode::Ok;
}

int list(const QStringList& arguments)
{
    const QString verb = QStringLiteral("catalog contract list");
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("List the contracted prices and discounts of the user's catalog."));
    parser.addHelpOption();
    const QCommandLineOption asJson({QStringLiteral("json")}, tr("Print them as JSON."));
    parser.addOptions({asJson, kCatalogOptions.path, kCatalogOptions.migrate});
    if (const auto stop = CommandSupport::parseOrStop(parser, verb, arguments))
        return *stop;
    CatalogStore store;
    if (const int code = kCatalogOptions.openStore(store, parser, verb, false); code >= 0)
        return code;
    QString error;
    const QVector<catalog::ContractPrice> contracts = catalog::storeContracts(store, &error);
    if (!error.isEmpty())
        return CommandSupport::fail(verb, ExitCode::Failure, error);
    if (parser.isSet(asJson)) {
        nlohmann::json all = nlohmann::json::array();
        for (const catalog::ContractPrice& c : contracts)
            all.push_back(contractJson(c));
        return CommandSupport::printJson(all);
    }
    QTextStream out(stdout);
    if (contracts.isEmpty())
        out << tr("No contracted prices or discounts.") << Qt::endl;
    for (const catalog::ContractPrice& c : contracts)
        out << CommandSupport::safeForTerminal(contractLine(c)) << Qt::endl;
    return ExitCode::Ok;
}

int remove(const QStringList& arguments)
{
    const QString verb = QStringLiteral("catalog contract remove");
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Remove a contracted price or discount by its key, as `catalog contract "
                                        "list` prints it (price:OFFER or discount:PROVIDER:TIER). Its earlier value "
                                        "stays in the price history."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("KEY"), tr("price:OFFER or discount:PROVIDER:TIER"));
    parser.addOptions({kCatalogOptions.path, kCatalogOptions.migrate});
    if (const auto stop = CommandSupport::parseOrStop(parser, verb, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return CommandSupport::fail(verb, ExitCode::InvalidInput, tr("name one KEY (price:OFFER or discount:...)"));
    CatalogStore store;
    if (const int code = kCatalogOptions.openStore(store, parser, verb, false); code >= 0)
        return code;
    QString error;
    const QString key = parser.positionalArguments().constFirst();
    if (!catalog::removeStoreContract(store, key, &error))
        return CommandSupport::fail(verb, ExitCode::InvalidInput, error);
    QTextStream(stdout) << CommandSupport::safeForTerminal(tr("Removed %1").arg(key)) << Qt::endl;
    return ExitCode::Ok;
}

} // namespace

int contract(const QStringList& arguments)
{
    const QString usage = tr("Usage: gpu-planner catalog contract <command> [options]\n"
                             "  set --offer KEY --price AMOUNT --currency CODE --source NAME [--date D]\n"
                             "  set --provider KEY --tier TIER --discount PERCENT --source NAME [--date D]\n"
                             "  list [--json]\n"
                             "  remove KEY\n"
                             "Each command takes --help and --catalog PATH.\n");
    const QString verb = arguments.isEmpty() ? QString() : arguments.first();
    const QStringList rest = arguments.mid(1);
    if (verb == QLatin1String("set"))
        return set(rest);
    if (verb == QLatin1String("list"))
        return list(rest);
    if (verb == QLatin1String("remove"))
        return remove(rest);
    if (verb == QLatin1String("--help") || verb == QLatin1String("-h") || verb == QLatin1String("help")) {
        QTextStream(stdout) << usage;
        return ExitCode::Ok;
    }
    return CommandSupport::fail(QStringLiteral("catalog contract"), ExitCode::InvalidInput,
                                (verb.isEmpty() ? tr("a command is required\n") : tr("unknown command\n")) + usage);
}

int priceHistory(const QStringList& arguments)
{
    const QString verb = QStringLiteral("catalog price-history");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Print an offer's earlier prices, oldest first: list prices an import or an edit replaced, contracted "
           "prices and its provider's discounts for its tier, each with the dates it was valid and its source; then "
           "the price now."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("OFFER_KEY"), tr("The offer's key."));
    const QCommandLineOption asJson({QStringLiteral("json")}, tr("Print it as JSON."));
    parser.addOptions({asJson, kCatalogOptions.path, kCatalogOptions.migrate});
    if (const auto stop = CommandSupport::parseOrStop(parser, verb, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return CommandSupport::fail(verb, ExitCode::InvalidInput, tr("name one OFFER_KEY"));
    const QString key = parser.positionalArguments().constFirst();
    CatalogStore store;
    if (const int code = kCatalogOptions.openStore(store, parser, verb, false); code >= 0)
        return code;
    // One offer read from the catalog (models/catalog/PriceHistory), never a whole snapshot.
    catalog::OfferPriceHistory history;
    QString error;
    bool notFound = false;
    if (!catalog::readOfferPriceHistory(store, key, history, &error, &notFound))
        return notFound ? CommandSupport::fail(verb, ExitCode::InvalidInput,
                                               tr("offer_key \"%1\" is not in offers").arg(key))
                        : CommandSupport::fail(verb, ExitCode::Failure, error);
    const QVector<catalog::PriceHistoryEntry>& entries = history.entries;
    const gp::OfferSpec* offer = &history.offer; // the contract in force now applied, as a snapshot applies it
    const QString provider = QString::fromStdString(offer->providerKey);
    const QString tier = QString::fromStdString(offer->tier);
    const bool contracted = offer->contract.applied();
    const char* unit = offer->unit == gp::PriceUnit::Month    ? "month"
                       : offer->unit == gp::PriceUnit::OneOff ? "one_off"
                                                              : "hour";
    const QString now = tr("%1 %2 per %3, list price as of %4")
                            .arg(number(contracted ? offer->contract.listPrice : offer->price),
                                 QString::fromStdString(contracted ? offer->contract.listCurrency : offer->currency),
                                 QString::fromLatin1(unit), QString::fromStdString(offer->ref.asOf));
    if (parser.isSet(asJson)) {
        using nlohmann::json;
        json rows = json::array();
        for (const auto& e : entries)
            rows.push_back({{"key", e.offerKey.toStdString()},
                            {"kind", e.kind.toStdString()},
                            {"price", e.price ? json(*e.price) : json(nullptr)},
                            {"currency", e.currency.isEmpty() ? json(nullptr) : json(e.currency.toStdString())},
                            {"unit", e.unit.isEmpty() ? json(nullptr) : json(e.unit.toStdString())},
                            {"discount_percent", e.discountPercent ? json(*e.discountPercent) : json(nullptr)},
                            {"valid_from", e.validFrom.isEmpty() ? json(nullptr) : json(e.validFrom.toStdString())},
                            {"valid_to", e.validTo.toStdString()},
                            {"source", e.source.toStdString()},
                            {"recorded_at", e.recordedAt.toStdString()}});
        json j = {{"offer_key", key.toStdString()}, {"history", rows}};
        if (offer) {
            j["price"] = offer->price;
            j["currency"] = offer->currency;
            j["price_basis"] = offer->contract.applied() ? offer->contract.basis : std::string("list");
            j["list_price"] = offer->contract.applied() ? offer->contract.listPrice : offer->price;
        }
        return CommandSupport::printJson(j);
    }
    QTextStream out(stdout);
    if (entries.isEmpty())
        out << CommandSupport::safeForTerminal(tr("No earlier prices of %1 recorded.").arg(key)) << Qt::endl;
    for (const auto& e : entries) {
        const QString value =
            e.kind == QLatin1String("discount")
                ? tr("%1% discount (%2 %3)").arg(number(e.discountPercent.value_or(0)), provider, tier)
                : tr("%1 %2 per %3, %4")
                      .arg(number(e.price.value_or(0)), e.currency, e.unit,
                           e.kind == QLatin1String("contracted") ? tr("contracted") : tr("list"));
        out << CommandSupport::safeForTerminal(
                   QStringLiteral("%1 to %2  %3  (%4)")
                       .arg(e.validFrom.isEmpty() ? QStringLiteral("?") : e.validFrom, e.validTo, value, e.source))
            << Qt::endl;
    }
    out << CommandSupport::safeForTerminal(tr("now: %1").arg(now)) << Qt::endl;
    if (offer && offer->contract.applied())
        out << CommandSupport::safeForTerminal(tr("paid: %1 %2 (%3, %4 %5)")
                                                   .arg(number(offer->price), QString::fromStdString(offer->currency),
                                                        QString::fromStdString(offer->contract.basis),
                                                        QString::fromStdString(offer->contract.source),
                                                        QString::fromStdString(offer->contract.asOf)))
            << Qt::endl;
    return ExitCode::Ok;
}

} // namespace ContractCommands
