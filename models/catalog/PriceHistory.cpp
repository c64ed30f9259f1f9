// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceHistory.h"

#include "CatalogDialect.h"
#include "CatalogMigrations.h"

#include <QSqlError>
#include <QVariant>

#include <algorithm>

namespace catalog {
namespace {

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

const QString kColumns = QStringLiteral(
    "offer_key, kind, price, currency, unit, discount_percent, valid_from, valid_to, source, recorded_at");

QVariant optionalNumber(const std::optional<double>& v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double));
}

QVariant optionalText(const QString& v) { return v.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(v); }

std::optional<double> numberAt(const QSqlQuery& q, int i)
{
    const QVariant v = q.value(i);
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

bool hasTable(QSqlDatabase& db) { return readSchemaVersion(db) >= tableIntroducedIn(QStringLiteral("price_history")); }

} // namespace

QString discountKey(const QString& providerKey, const QString& tier)
{
    return QStringLiteral("discount:%1:%2").arg(providerKey, tier);
}

bool prepareOfferPriceChange(QSqlQuery& query)
{
    // The row as it is before the write, copied only when the new price, currency or unit differs. Text joined in
    // SQL (|| is standard: SQLite and PostgreSQL), every value bound.
    return query.prepare(
        QStringLiteral("INSERT INTO price_history (%1) SELECT key, 'list', price, currency, unit, NULL, as_of, ?, "
                       "source || CASE WHEN source_url IS NULL OR source_url = '' THEN '' ELSE ' (' || source_url || "
                       "')' END, ? FROM offers WHERE key = ? AND (price <> ? OR currency <> ? OR unit <> ?)")
            .arg(kColumns));
}

void bindOfferPriceChange(QSqlQuery& query, const QString& offerKey, double newPrice, const QString& newCurrency,
                          const QString& newUnit, const QString& validTo, const QString& recordedAt)
{
    query.bindValue(0, validTo);
    query.bindValue(1, recordedAt);
    query.bindValue(2, offerKey);
    query.bindValue(3, newPrice);
    query.bindValue(4, newCurrency);
    query.bindValue(5, newUnit);
}

bool appendPriceHistory(QSqlDatabase& db, const PriceHistoryEntry& e, QString* error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO price_history (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").arg(kColumns));
    q.addBindValue(e.offerKey);
    q.addBindValue(e.kind);
    q.addBindValue(optionalNumber(e.price));
    q.addBindValue(optionalText(e.currency));
    q.addBindValue(optionalText(e.unit));
    q.addBindValue(optionalNumber(e.discountPercent));
    q.addBindValue(optionalText(e.validFrom));
    q.addBindValue(e.validTo);
    q.addBindValue(optionalText(e.source));
    q.addBindValue(e.recordedAt);
    if (!q.exec())
        return fail(error, QStringLiteral("price_history \"%1\": %2").arg(e.offerKey, databaseMessage(q.lastError())));
    return true;
}

QVector<PriceHistoryEntry> readPriceHistory(QSqlDatabase& db, const QStringList& keys, QString* error)
{
    QVector<PriceHistoryEntry> out;
    if (keys.isEmpty() || !hasTable(db))
        return out;
    QStringList marks;
    for (qsizetype i = 0; i < keys.size(); ++i)
        marks << QStringLiteral("?");
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1 FROM price_history WHERE offer_key IN (%2) ORDER BY valid_to, recorded_at")
                  .arg(kColumns, marks.join(QStringLiteral(", "))));
    for (const QString& k : keys)
        q.addBindValue(k);
    if (!q.exec()) {
        fail(error, QStringLiteral("price_history cannot be read: %1").arg(databaseMessage(q.lastError())));
        return out;
    }
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), numberAt(q, 2), q.value(3).toString(),
                    q.value(4).toString(), numberAt(q, 5), q.value(6).toString(), q.value(7).toString(),
                    q.value(8).toString(), q.value(9).toString()});
    return out;
}

void loadPriceHistory(QSqlDatabase& db, gp::CatalogSnapshot& snapshot)
{
    if (!hasTable(db))
        return;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT %1 FROM price_history ORDER BY valid_to, recorded_at").arg(kColumns)))
        return;
    // Discounts are kept under their contract key; each offer of that provider and tier lists them.
    std::unordered_map<std::string, std::vector<gp::PriceChange>> discounts;
    while (q.next()) {
        gp::PriceChange c;
        c.kind = q.value(1).toString().toStdString();
        c.price = q.value(2).toDouble();
        c.currency = q.value(3).toString().toStdString();
        c.unit = q.value(4).toString().toStdString();
        c.discountPercent = q.value(5).toDouble();
        c.validFrom = q.value(6).toString().toStdString();
        c.validTo = q.value(7).toString().toStdString();
        c.source = q.value(8).toString().toStdString();
        std::string key = q.value(0).toString().toStdString();
        if (c.kind == "discount")
            discounts[key].push_back(std::move(c));
        else
            snapshot.priceHistory[key].push_back(std::move(c));
    }
    if (discounts.empty())
        return;
    for (const gp::OfferSpec& o : snapshot.offers) {
        const auto it = discounts.find(
            discountKey(QString::fromStdString(o.providerKey), QString::fromStdString(o.tier)).toStdString());
        if (it == discounts.end())
            continue;
        std::vector<gp::PriceChange>& list = snapshot.priceHistory[o.key];
        list.insert(list.end(), it->second.begin(), it->second.end());
        std::stable_sort(list.begin(), list.end(),
                         [](const gp::PriceChange& a, const gp::PriceChange& b) { return a.validTo < b.validTo; });
    }
}

} // namespace catalog
