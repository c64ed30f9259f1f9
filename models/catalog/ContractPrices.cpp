// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ContractPrices.h"

#include "common/DisplayText.h"

#include "CatalogDialect.h"
#include "CatalogMigrations.h"
#include "CatalogSchema.h"
#include "CatalogSql.h"
#include "CatalogStore.h"
#include "PriceHistory.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>
#include <unordered_map>

namespace catalog {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("ContractPrices", text); }

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// Bounds on the free text: a contract's name is a line, its notes a paragraph. Control characters, bidirectional
// overrides and ESC are refused (DisplayText: what a proposal or terminal would otherwise carry raw).
constexpr int kMaxSourceChars = 200;
constexpr int kMaxNotesChars = 2000;

QString number(double v) { return QString::number(v, 'g', 10); }

const QStringList kColumns{QStringLiteral("key"),   QStringLiteral("kind"),      QStringLiteral("provider_key"),
                           QStringLiteral("tier"),  QStringLiteral("offer_key"), QStringLiteral("discount_percent"),
                           QStringLiteral("price"), QStringLiteral("currency"),  QStringLiteral("source"),
                           QStringLiteral("as_of"), QStringLiteral("notes"),     QStringLiteral("edited_at")};

QVariant textOrNull(const QString& v) { return v.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(v); }

QString selectContracts()
{
    return QStringLiteral("SELECT %1 FROM contract_prices").arg(kColumns.join(QStringLiteral(", ")));
}

// The current row of a SELECT of kColumns.
ContractPrice contractAt(const QSqlQuery& q)
{
    ContractPrice c;
    c.kind =
        q.value(1).toString() == QLatin1String("discount") ? ContractPrice::Kind::Discount : ContractPrice::Kind::Price;
    c.providerKey = q.value(2).toString();
    c.tier = q.value(3).toString();
    c.offerKey = q.value(4).toString();
    c.discountPercent = q.value(5).toDouble();
    c.price = q.value(6).toDouble();
    c.currency = q.value(7).toString();
    c.source = q.value(8).toString();
    c.asOf = q.value(9).toString();
    c.notes = q.value(10).toString();
    c.editedAt = fromDatabase(q.value(11)).toString();
    return c;
}

std::optional<ContractPrice> readOne(QSqlDatabase& db, const QString& key)
{
    QSqlQuery q(db);
    q.prepare(selectContracts() + QStringLiteral(" WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return contractAt(q);
}

// The unit of the offer a contracted price is for (its history entry says what the price was per).
QString offerUnit(QSqlDatabase& db, const QString& offerKey)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT unit FROM offers WHERE key = ?"));
    q.addBindValue(offerKey);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

// The earlier value of a contract that is replaced or removed, valid from its own date to `validTo`.
PriceHistoryEntry historyOf(QSqlDatabase& db, const ContractPrice& old, const QString& validTo)
{
    PriceHistoryEntry e;
    if (old.kind == ContractPrice::Kind::Discount) {
        e.offerKey = discountKey(old.providerKey, old.tier);
        e.kind = QStringLiteral("discount");
        e.discountPercent = old.discountPercent;
    } else {
        e.offerKey = old.offerKey;
        e.kind = QStringLiteral("contracted");
        e.price = old.price;
        e.currency = old.currency;
        e.unit = offerUnit(db, old.offerKey);
    }
    e.validFrom = old.asOf;
    e.validTo = validTo;
    e.source = old.source;
    e.recordedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    return e;
}

bool sameTerms(const ContractPrice& a, const ContractPrice& b)
{
    return a.kind == b.kind && a.discountPercent == b.discountPercent && a.price == b.price && a.currency == b.currency;
}

bool keyIn(QSqlDatabase& db, const QString& table, const QString& key)
{
    const TableDef* def = catalogTable(table);
    return def && keyExists(db, *def, key);
}

} // namespace

QString ContractPrice::key() const
{
    return kind == Kind::Discount ? discountKey(providerKey, tier) : QStringLiteral("price:%1").arg(offerKey);
}

QString validateContract(QSqlDatabase& db, const ContractPrice& c)
{
    if (c.kind == ContractPrice::Kind::Discount) {
        if (c.providerKey.trimmed().isEmpty())
            return tr("provider_key is required for a discount");
        if (!keyIn(db, QStringLiteral("providers"), c.providerKey))
            return tr("provider_key \"%1\" is not in providers").arg(c.providerKey);
        const ColumnDef* tier = catalogTable(QStringLiteral("offers"))->column(QStringLiteral("tier"));
        if (!tier->choices.contains(c.tier))
            return tr("tier must be one of %1, got \"%2\"").arg(tier->choices.join(QStringLiteral(", ")), c.tier);
        // 100% would make the offer free, and a cost of 0 is refused everywhere else (a price must be > 0).
        if (!std::isfinite(c.discountPercent) || c.discountPercent < 0 || c.discountPercent >= 100)
            return tr("discount_percent must be at least 0 and below 100, got %1").arg(number(c.discountPercent));
    } else {
        if (c.offerKey.trimmed().isEmpty())
            return tr("offer_key is required for a contracted price");
        if (!keyIn(db, QStringLiteral("offers"), c.offerKey))
            return tr("offer_key \"%1\" is not in offers").arg(c.offerKey);
        if (!std::isfinite(c.price) || !(c.price > 0) || c.price > kMaxContractPrice)
            return tr("price must be a finite number above 0 and at most 1e12, got %1").arg(number(c.price));
        if (c.currency.trimmed().isEmpty())
            return tr("currency is required for a contracted price");
        if (!keyIn(db, QStringLiteral("currencies"), c.currency))
            return tr("currency \"%1\" is not in currencies").arg(c.currency);
    }
    if (c.source.trimmed().isEmpty())
        return tr("source is required: the contract's name");
    if (c.source.size() > kMaxSourceChars || c.source.contains(QLatin1Char('\n')) ||
        DisplayText::needsNeutralising(c.source))
        return tr("source must be one line of at most %1 characters").arg(kMaxSourceChars);
    if (!QDate::fromString(c.asOf, Qt::ISODate).isValid() || c.asOf.size() != 10)
        return tr("as_of must be the contract's date as YYYY-MM-DD, got \"%1\"").arg(c.asOf.left(40));
    if (c.notes.size() > kMaxNotesChars || DisplayText::needsNeutralising(c.notes))
        return tr("notes must be at most %1 characters of text").arg(kMaxNotesChars);
    return {};
}

bool hasContractTable(QSqlDatabase& db)
{
    return readSchemaVersion(db) >= tableIntroducedIn(QStringLiteral("contract_prices"));
}

QVector<ContractPrice> readContracts(QSqlDatabase& db, QString* error)
{
    QVector<ContractPrice> out;
    if (!hasContractTable(db))
        return out;
    // One query for every contract (a team catalog's snapshot crosses the network once, not once per contract).
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(selectContracts() + QStringLiteral(" ORDER BY ") + orderByKey(db, QStringLiteral("key")))) {
        fail(error, tr("contract_prices cannot be read: %1").arg(databaseMessage(q.lastError())));
        return out;
    }
    while (q.next())
        out.append(contractAt(q));
    return out;
}

QVector<ContractPrice> readContractsOf(QSqlDatabase& db, const QString& offerKey, const QString& providerKey,
                                       const QString& tier, QString* error)
{
    QVector<ContractPrice> out;
    if (!hasContractTable(db))
        return out;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(selectContracts() + QStringLiteral(" WHERE key IN (?, ?)"));
    q.addBindValue(QStringLiteral("price:%1").arg(offerKey));
    q.addBindValue(discountKey(providerKey, tier));
    if (!q.exec()) {
        fail(error, tr("contract_prices cannot be read: %1").arg(databaseMessage(q.lastError())));
        return out;
    }
    while (q.next())
        out.append(contractAt(q));
    return out;
}

bool writeContract(QSqlDatabase& db, const ContractPrice& c, const QString& today, QString* error)
{
    if (!hasContractTable(db))
        return fail(error, tr("this catalog's schema is older than version 10 and has no contracted prices; open it "
                              "with --migrate to upgrade it"));
    if (const QString problem = validateContract(db, c); !problem.isEmpty())
        return fail(error, QStringLiteral("contract_prices \"%1\": %2").arg(c.key(), problem));
    if (!db.transaction())
        return fail(error, describeError(db.lastError(), QStringLiteral("contract_prices"), c.key()));
    const auto rollback = [&](const QString& message) {
        db.rollback();
        return fail(error, message);
    };
    QString why;
    if (const auto old = readOne(db, c.key()); old && !sameTerms(*old, c))
        if (!appendPriceHistory(db, historyOf(db, *old, c.asOf.isEmpty() ? today : c.asOf), &why))
            return rollback(why);
    QSqlQuery q(db);
    q.prepare(upsertSql(backendOf(db), QStringLiteral("contract_prices"), kColumns, {QStringLiteral("key")}));
    const bool discount = c.kind == ContractPrice::Kind::Discount;
    const QVariant noNumber{
        QMetaType(QMetaType::Double)}; // braces: with parentheses clang reads a function declaration
    q.addBindValue(c.key());
    q.addBindValue(c.kindWord());
    q.addBindValue(discount ? QVariant(c.providerKey) : textOrNull({}));
    q.addBindValue(discount ? QVariant(c.tier) : textOrNull({}));
    q.addBindValue(discount ? textOrNull({}) : QVariant(c.offerKey));
    q.addBindValue(discount ? QVariant(c.discountPercent) : noNumber);
    q.addBindValue(discount ? noNumber : QVariant(c.price));
    q.addBindValue(discount ? textOrNull({}) : QVariant(c.currency));
    q.addBindValue(c.source.trimmed());
    q.addBindValue(c.asOf);
    q.addBindValue(textOrNull(c.notes));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec()) {
        const QString refusal = privilegeRefusal(q.lastError(), QStringLiteral("contract_prices"), c.key());
        return rollback(refusal.isEmpty() ? describeError(q.lastError(), QStringLiteral("contract_prices"), c.key())
                                          : refusal);
    }
    if (!db.commit()) {
        const QSqlError e = db.lastError();
        return rollback(describeError(e, QStringLiteral("contract_prices"), c.key()));
    }
    return true;
}

bool deleteContract(QSqlDatabase& db, const QString& key, const QString& today, QString* error)
{
    if (!hasContractTable(db))
        return fail(error, tr("this catalog has no contracted prices (schema older than version 10)"));
    const auto old = readOne(db, key);
    if (!old)
        return fail(error,
                    tr("there is no contracted price or discount \"%1\" (see `catalog contract list`)").arg(key));
    if (!db.transaction())
        return fail(error, describeError(db.lastError(), QStringLiteral("contract_prices"), key));
    QString why;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM contract_prices WHERE key = ?"));
    q.addBindValue(key);
    if (!appendPriceHistory(db, historyOf(db, *old, today), &why) || !q.exec() || !db.commit()) {
        if (why.isEmpty())
            why = describeError(q.lastError().isValid() ? q.lastError() : db.lastError(),
                                QStringLiteral("contract_prices"), key);
        db.rollback();
        return fail(error, why);
    }
    return true;
}

void applyContracts(gp::CatalogSnapshot& snapshot, const QVector<ContractPrice>& contracts)
{
    if (contracts.isEmpty())
        return;
    std::unordered_map<std::string, const ContractPrice*> prices;
    std::unordered_map<std::string, const ContractPrice*> discounts; // "provider\ntier"
    for (const ContractPrice& c : contracts) {
        if (c.kind == ContractPrice::Kind::Price)
            prices.emplace(c.offerKey.toStdString(), &c);
        else
            discounts.emplace((c.providerKey + QLatin1Char('\n') + c.tier).toStdString(), &c);
    }
    for (gp::OfferSpec& o : snapshot.offers) {
        const ContractPrice* c = nullptr;
        if (const auto it = prices.find(o.key); it != prices.end())
            c = it->second; // a price for this very offer wins over its provider's discount
        else if (const auto d = discounts.find(o.providerKey + '\n' + o.tier); d != discounts.end())
            c = d->second;
        if (!c)
            continue;
        gp::ContractTerms& t = o.contract;
        t.listPrice = o.price;
        t.listCurrency = o.currency;
        t.source = c->source.toStdString();
        t.asOf = c->asOf.toStdString();
        if (c->kind == ContractPrice::Kind::Price) {
            t.basis = "contracted";
            o.price = c->price;
            o.currency = c->currency.toStdString();
        } else {
            t.basis = "discount";
            t.discountPercent = c->discountPercent;
            // 98.32 USD/h at 12% off: 98.32 x (1 - 0.12) = 86.5216 USD/h (tst_contractprices).
            o.price = o.price * (1.0 - c->discountPercent / 100.0);
        }
    }
}

QVector<ContractPrice> storeContracts(const CatalogStore& store, QString* error)
{
    QVector<ContractPrice> out;
    store.readThrough(
        [&](QSqlDatabase& db, QString* why) {
            out = readContracts(db, why);
            return true;
        },
        error);
    return out;
}

bool setStoreContract(CatalogStore& store, const ContractPrice& c, QString* error)
{
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    if (!store.writeThrough(
            QStringLiteral("offers"), [&](QSqlDatabase& db, QString* why) { return writeContract(db, c, today, why); },
            error))
        return false;
    Q_EMIT store.changed();
    return true;
}

bool removeStoreContract(CatalogStore& store, const QString& key, QString* error)
{
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    if (!store.writeThrough(
            QStringLiteral("offers"),
            [&](QSqlDatabase& db, QString* why) { return deleteContract(db, key, today, why); }, error))
        return false;
    Q_EMIT store.changed();
    return true;
}

} // namespace catalog
