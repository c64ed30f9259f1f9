// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogTableModel.h"
#include "EmptyCell.h"

#include "CatalogEditor.h"
#include "CatalogValueFormat.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "common/PlainToolTip.h"

#include <QColor>
#include <QFileInfo>
#include <QFont>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {
const QString kOffers = QStringLiteral("offers");
const QString kGpus = QStringLiteral("gpus");
const QString kProviders = QStringLiteral("providers");
const QString kCurrencies = QStringLiteral("currencies");

constexpr double kNull = std::numeric_limits<double>::quiet_NaN();
const QString kEmpty;
} // namespace

// ---- Column storage -------------------------------------------------------------------------------------------

qint32 CatalogTableModel::Column::intern(const QString& text)
{
    const auto it = lookup.constFind(text);
    if (it != lookup.constEnd())
        return *it;
    const auto id = qint32(texts.size());
    texts.append(text);
    lookup.insert(text, id);
    return id;
}

const QString& CatalogTableModel::Column::lowerText(qint32 id) const
{
    while (lower.size() < texts.size())
        lower.append(texts[lower.size()].toLower());
    return lower[id];
}

void CatalogTableModel::Column::ensureRanks() const
{
    if (ranks.size() == texts.size())
        return;
    // The order SortRole's lowercase text gave through QString::localeAwareCompare, worked out once per
    // distinct text rather than twice per comparison.
    QVector<qint32> order(texts.size());
    for (qint32 i = 0; i < order.size(); ++i)
        order[i] = i;
    for (qint32 i = 0; i < texts.size(); ++i)
        lowerText(i);
    std::sort(order.begin(), order.end(),
              [this](qint32 a, qint32 b) { return QString::localeAwareCompare(lower[a], lower[b]) < 0; });
    ranks.resize(texts.size());
    qint32 rank = 0;
    for (qint32 i = 0; i < order.size(); ++i) {
        if (i > 0 && QString::localeAwareCompare(lower[order[i - 1]], lower[order[i]]) != 0)
            ++rank;
        ranks[order[i]] = rank;
    }
}

int CatalogTableModel::schemaIndex(const char* name) const
{
    if (!m_def)
        return -1;
    for (int i = 0; i < m_def->columns.size(); ++i)
        if (m_def->columns[i].name == QLatin1String(name))
            return i;
    return -1;
}

void CatalogTableModel::loadRows(const QVector<QVariantMap>& rows)
{
    m_cols.clear();
    m_rowCount = 0;
    m_price = {};
    m_priceStale = true;
    m_ages.clear();
    m_agesKnown.clear();
    if (!m_def)
        return;
    m_cols.resize(m_def->columns.size());
    for (int c = 0; c < m_cols.size(); ++c) {
        Column& col = m_cols[c];
        col.numeric = CatalogValueFormat::isNumeric(m_def->columns[c]);
        col.integer = m_def->columns[c].type == catalog::ColumnType::Integer;
        col.ids.resize(rows.size());
        if (col.numeric)
            col.numbers.resize(rows.size());
    }
    m_rowCount = int(rows.size());
    for (int r = 0; r < rows.size(); ++r)
        assignRow(r, rows[r]);
}

bool CatalogTableModel::loadFromFile()
{
    // Rows straight from SQLite into the columns, on a read-only connection of the model's own: the store's
    // rows() would build one map per row first (230 MB for 100,000 offers), and the heap it leaves behind stays
    // resident. The same SELECT and the same values as CatalogStore::rows (catalog::normalized).
    const QString path = m_store->path();
    if (!m_def || path.isEmpty() || !QFileInfo(path).isFile())
        return false;
    QString error;
    QString connection;
    bool ok = false;
    {
        QSqlDatabase db = catalog::openConnection(path, true, &error);
        connection = db.connectionName();
        if (db.isOpen()) {
            QStringList names;
            for (const catalog::ColumnDef& c : m_def->columns)
                names << c.name;
            QSqlQuery q(db);
            q.setForwardOnly(true);
            // Names from the schema, never user text (as CatalogSql's selectRows builds its SELECT).
            if (q.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                           .arg(names.join(QStringLiteral(", ")), m_def->name, m_def->keyColumn))) {
                loadRows({});
                while (q.next()) {
                    for (Column& col : m_cols) {
                        col.ids.append(-1);
                        if (col.numeric)
                            col.numbers.append(kNull);
                    }
                    const int row = m_rowCount++;
                    for (int c = 0; c < m_cols.size(); ++c)
                        assignValue(row, c, catalog::normalized(m_def->columns[c], q.value(c)));
                }
                ok = true;
            }
        }
    }
    catalog::closeConnection(connection);
    return ok;
}

void CatalogTableModel::assignValue(int row, int c, const QVariant& v)
{
    Column& col = m_cols[c];
    if (isEmptyCell(v)) {
        col.ids[row] = -1;
        if (col.numeric)
            col.numbers[row] = kNull;
        return;
    }
    if (col.numeric)
        col.numbers[row] = v.toDouble();
    col.ids[row] = col.intern(col.numeric ? CatalogValueFormat::display(m_def->columns[c], v) : v.toString());
}

void CatalogTableModel::assignRow(int row, const QVariantMap& values)
{
    for (int c = 0; c < m_cols.size(); ++c)
        assignValue(row, c, values.value(m_def->columns[c].name));
    m_priceStale = true;
}

void CatalogTableModel::insertRowAt(int row, const QVariantMap& values)
{
    for (Column& col : m_cols) {
        col.ids.insert(row, -1);
        if (col.numeric)
            col.numbers.insert(row, kNull);
    }
    ++m_rowCount;
    assignRow(row, values);
}

void CatalogTableModel::removeRowAt(int row)
{
    for (Column& col : m_cols) {
        col.ids.remove(row);
        if (col.numeric)
            col.numbers.remove(row);
    }
    --m_rowCount;
    m_priceStale = true;
}

QVariant CatalogTableModel::valueAt(int row, int schemaColumn) const
{
    if (schemaColumn < 0 || row < 0 || row >= m_rowCount)
        return {};
    const Column& col = m_cols[schemaColumn];
    if (col.numeric) {
        const double v = col.numbers[row];
        if (std::isnan(v))
            return {};
        return col.integer ? QVariant(static_cast<qlonglong>(v)) : QVariant(v);
    }
    const qint32 id = col.ids[row];
    return id < 0 ? QVariant() : QVariant(col.texts[id]);
}

const QString& CatalogTableModel::textAt(int row, int schemaColumn) const
{
    if (schemaColumn < 0 || row < 0 || row >= m_rowCount)
        return kEmpty;
    const Column& col = m_cols[schemaColumn];
    const qint32 id = col.ids[row];
    return id < 0 || col.numeric ? kEmpty : col.texts[id];
}

// ---- Computed columns -----------------------------------------------------------------------------------------

void CatalogTableModel::ensurePrices() const
{
    if (!m_priceStale)
        return;
    m_price = {};
    m_price.numeric = true;
    m_price.numbers.resize(m_rowCount);
    m_price.ids.resize(m_rowCount);
    for (int r = 0; r < m_rowCount; ++r) {
        const double price = m_priceIndex >= 0 ? m_cols[m_priceIndex].numbers[r] : kNull;
        const double gpus = m_gpusIndex >= 0 ? m_cols[m_gpusIndex].numbers[r] : kNull;
        // A NULL price gives no figure, never "0 per GPU-hour" (a free offer that sorts first). Nor does a GPU
        // count that is NULL, below 1, fractional or past int (only a hand-edited file or a team catalog written by
        // another program has one): the price is divided by it (gp::pricePerGpuHour).
        const bool countUsable =
            !std::isnan(gpus) && gpus >= 1 && gpus <= std::numeric_limits<int>::max() && gpus == std::floor(gpus);
        const std::optional<double> v = std::isnan(price) || !countUsable
                                            ? std::nullopt
                                            : m_prices.value(textAt(r, m_unitIndex), textAt(r, m_currencyIndex), price,
                                                             int(gpus), m_displayCurrency);
        m_price.numbers[r] = v ? *v : kNull;
        m_price.ids[r] = v ? m_price.intern(CatalogValueFormat::price(*v)) : -1;
    }
    m_priceStale = false;
}

std::optional<double> CatalogTableModel::priceAt(int row) const
{
    ensurePrices();
    const double v = m_price.numbers[row];
    return std::isnan(v) ? std::nullopt : std::optional<double>(v);
}

void CatalogTableModel::pricesChanged()
{
    m_priceStale = true;
    if (m_priceColumn >= 0 && m_rowCount > 0)
        Q_EMIT dataChanged(index(0, m_priceColumn), index(m_rowCount - 1, m_priceColumn));
}

const gp::PriceAge& CatalogTableModel::ageOfAsOfId(qint32 asOfId) const
{
    const qsizetype slot = asOfId + 1;
    if (m_ages.size() <= slot) {
        m_ages.resize(slot + 1);
        m_agesKnown.resize(slot + 1);
    }
    if (!m_agesKnown[slot]) {
        const QString asOf = asOfId >= 0 ? m_cols[m_asOfIndex].texts[asOfId] : QString();
        m_ages[slot] = gp::priceAge(asOf.toStdString(), gp::CivilDate{m_today.year(), m_today.month(), m_today.day()},
                                    m_staleDays);
        m_agesKnown[slot] = 1;
    }
    return m_ages[slot];
}

// ---- Sorting and filtering ------------------------------------------------------------------------------------

bool CatalogTableModel::sortLessThan(int leftRow, int rightRow, int column) const
{
    const auto numbers = [](double l, double r) {
        // Unknown values (NULL, purchase prices) go after every known one in ascending order.
        if (std::isnan(l) || std::isnan(r))
            return !std::isnan(l) && std::isnan(r);
        return l < r;
    };
    if (column == m_ageColumn) {
        const gp::PriceAge& l = ageOfAsOfId(m_cols[m_asOfIndex].ids[leftRow]);
        const gp::PriceAge& r = ageOfAsOfId(m_cols[m_asOfIndex].ids[rightRow]);
        return numbers(l.known ? double(l.days) : kNull, r.known ? double(r.days) : kNull);
    }
    if (column == m_priceColumn) {
        ensurePrices();
        return numbers(m_price.numbers[leftRow], m_price.numbers[rightRow]);
    }
    if (column < 0 || column >= m_columns.size() || m_columns[column] < 0)
        return false;
    const Column& col = m_cols[m_columns[column]];
    if (col.numeric)
        return numbers(col.numbers[leftRow], col.numbers[rightRow]);
    const qint32 l = col.ids[leftRow], r = col.ids[rightRow];
    if (l < 0 || r < 0)
        return l >= 0 && r < 0;
    col.ensureRanks();
    if (col.ranks[l] != col.ranks[r])
        return col.ranks[l] < col.ranks[r];
    return leftRow < rightRow;
}

CatalogTableModel::TextMatch CatalogTableModel::textMatch(const QStringList& words) const
{
    TextMatch m;
    m.words = int(words.size());
    const int columns = int(m_columns.size());
    m.hits.resize(std::size_t(columns) * std::size_t(m.words));
    m.identity.resize(std::size_t(columns));
    const QString nullText = CatalogValueFormat::nullText().toLower();
    for (const QString& w : words)
        m.nullHits.push_back(nullText.contains(w) ? 1 : 0);
    if (m_priceColumn >= 0)
        ensurePrices();
    for (int c = 0; c < columns; ++c) {
        const catalog::ColumnDef* def = columnDef(c);
        m.identity[c] =
            def && ((def->name == m_def->keyColumn) || def->name == QLatin1String("name") ||
                    def->name.endsWith(QLatin1String("_key")) || def->name == QLatin1String("instance_type"))
                ? 1
                : 0;
        for (int w = 0; w < m.words; ++w) {
            std::vector<char>& hits = m.hits[std::size_t(c) * m.words + w];
            if (c == m_ageColumn) {
                // By as-of date: a few dozen distinct dates, slot 0 the rows without one.
                const Column& asOf = m_cols[m_asOfIndex];
                hits.resize(std::size_t(asOf.texts.size()) + 1);
                for (qint32 id = -1; id < asOf.texts.size(); ++id)
                    hits[id + 1] = CatalogValueFormat::ageText(ageOfAsOfId(id)).toLower().contains(words[w]) ? 1 : 0;
                continue;
            }
            const Column& col = c == m_priceColumn ? m_price : m_cols[m_columns[c]];
            hits.resize(std::size_t(col.texts.size()));
            for (qint32 id = 0; id < col.texts.size(); ++id)
                hits[id] = col.lowerText(id).contains(words[w]) ? 1 : 0;
        }
    }
    return m;
}

bool CatalogTableModel::rowMatches(const TextMatch& match, int row, bool identityOnly) const
{
    if (row < 0 || row >= m_rowCount)
        return false;
    const int columns = int(m_columns.size());
    for (int w = 0; w < match.words; ++w) {
        bool found = false;
        for (int c = 0; c < columns && !found; ++c) {
            if (identityOnly && !match.identity[c])
                continue;
            const std::vector<char>& hits = match.hits[std::size_t(c) * match.words + w];
            if (c == m_ageColumn) {
                const auto slot = std::size_t(m_cols[m_asOfIndex].ids[row] + 1);
                found = slot < hits.size() && hits[slot] != 0;
                continue;
            }
            const qint32 id = c == m_priceColumn ? m_price.ids.value(row, -1) : m_cols[m_columns[c]].ids[row];
            found = id < 0 ? match.nullHits[w] != 0 : std::size_t(id) < hits.size() && hits[std::size_t(id)] != 0;
        }
        if (!found)
            return false;
    }
    return true;
}

// ---- The model ------------------------------------------------------------------------------------------------

CatalogTableModel::CatalogTableModel(CatalogStore* store, QObject* parent)
    : QAbstractTableModel(parent), m_store(store), m_today(QDate::currentDate())
{
    connect(m_store, &CatalogStore::rowChanged, this, &CatalogTableModel::onRowChanged);
    connect(m_store, &CatalogStore::tableReset, this, &CatalogTableModel::onTableReset);
}

void CatalogTableModel::setEditor(CatalogEditor* editor) { m_editor = editor; }

void CatalogTableModel::setTable(const QString& table)
{
    beginResetModel();
    m_table = table;
    m_def = catalog::catalogTable(table);
    m_columns.clear();
    m_priceColumn = -1;
    m_ageColumn = -1;
    if (m_def) {
        for (int i = 0; i < m_def->columns.size(); ++i) {
            m_columns.append(i);
            // The normalised price sits right after the billing unit, next to the price it comes from.
            if (m_table == kOffers && m_def->columns[i].name == QLatin1String("unit")) {
                m_priceColumn = int(m_columns.size());
                m_columns.append(-1);
            }
            // The price's age sits right after the as-of date it is counted from.
            if (m_table == kOffers && m_def->columns[i].name == QLatin1String("as_of")) {
                m_ageColumn = int(m_columns.size());
                m_columns.append(-2);
            }
        }
        if (m_table == kOffers && m_priceColumn < 0) {
            m_priceColumn = int(m_columns.size());
            m_columns.append(-1);
        }
    }
    m_keyIndex = schemaIndex("key");
    if (m_def)
        for (int i = 0; i < m_def->columns.size(); ++i)
            if (m_def->columns[i].name == m_def->keyColumn)
                m_keyIndex = i;
    m_asOfIndex = schemaIndex("as_of");
    m_sourceIndex = schemaIndex("source");
    m_sourceUrlIndex = schemaIndex("source_url");
    m_notesIndex = schemaIndex("notes");
    m_unitIndex = schemaIndex("unit");
    m_currencyIndex = schemaIndex("currency");
    m_priceIndex = schemaIndex("price");
    m_gpusIndex = schemaIndex("gpus_per_instance");
    m_gpuKeyIndex = schemaIndex("gpu_key");
    m_providerKeyIndex = schemaIndex("provider_key");
    m_vendorIndex = schemaIndex("vendor");
    m_memoryIndex = schemaIndex("memory_gb");
    m_bandwidthIndex = schemaIndex("memory_bandwidth_tbps");
    m_kindIndex = schemaIndex("kind");
    if (!loadFromFile())
        loadRows(m_def ? m_store->rows(table) : QVector<QVariantMap>());
    m_editDates = m_def ? m_store->editDates(table) : QHash<QString, QString>();
    loadLookups();
    endResetModel();
}

void CatalogTableModel::reload()
{
    beginResetModel();
    if (!loadFromFile())
        loadRows(m_def ? m_store->rows(m_table) : QVector<QVariantMap>());
    m_editDates = m_def ? m_store->editDates(m_table) : QHash<QString, QString>();
    loadLookups();
    endResetModel();
}

QString CatalogTableModel::editedOn(int row) const
{
    if (row < 0 || row >= m_rowCount || !m_def)
        return {};
    // The date part of the UTC time the edit was recorded ("2026-12-01T14:20:00Z" -> "2026-12-01").
    return m_editDates.value(keyAt(row)).left(10);
}

void CatalogTableModel::loadLookups()
{
    m_gpus.clear();
    m_providerKinds.clear();
    if (m_table == kOffers) {
        for (const QVariantMap& g : m_store->rows(kGpus))
            m_gpus.insert(g.value(QStringLiteral("key")).toString(),
                          {g.value(QStringLiteral("vendor")).toString(), g.value(QStringLiteral("memory_gb")),
                           g.value(QStringLiteral("memory_bandwidth_tbps"))});
        for (const QVariantMap& p : m_store->rows(kProviders))
            m_providerKinds.insert(p.value(QStringLiteral("key")).toString(),
                                   p.value(QStringLiteral("kind")).toString());
    }
    m_prices.setCurrencies(m_store->rows(kCurrencies));
    m_priceStale = true;
}

void CatalogTableModel::attributesChanged()
{
    if (m_rowCount > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rowCount - 1, columnCount() - 1));
}

void CatalogTableModel::onRowChanged(const QString& table, const QString& key)
{
    if (!m_def)
        return;
    if (table == kCurrencies) {
        m_prices.setCurrencies(m_store->rows(kCurrencies));
        Q_EMIT ratesChanged();
        pricesChanged();
    }
    if (m_table == kOffers && (table == kGpus || table == kProviders)) {
        loadLookups();
        attributesChanged();
    }
    if (table != m_table)
        return;

    m_editDates = m_store->editDates(m_table);
    const QVector<QVariantMap> fresh = m_store->rows(m_table);
    int after = -1;
    for (int i = 0; i < fresh.size() && after < 0; ++i)
        if (fresh[i].value(m_def->keyColumn).toString() == key)
            after = i;
    const int before = rowOfKey(key);
    const qsizetype oldCount = m_rowCount;
    if (before >= 0 && after == before && fresh.size() == oldCount) {
        assignRow(before, fresh[after]);
        Q_EMIT dataChanged(index(before, 0), index(before, columnCount() - 1));
    } else if (before < 0 && after >= 0 && fresh.size() == oldCount + 1) {
        beginInsertRows({}, after, after);
        insertRowAt(after, fresh[after]);
        endInsertRows();
    } else if (before >= 0 && after < 0 && fresh.size() == oldCount - 1) {
        beginRemoveRows({}, before, before);
        removeRowAt(before);
        endRemoveRows();
    } else if (before >= 0 || after >= 0 || fresh.size() != oldCount) {
        // A renamed key or several rows at once: the positions no longer match one-to-one.
        beginResetModel();
        loadRows(fresh);
        loadLookups();
        endResetModel();
    }
}

void CatalogTableModel::onTableReset(const QString& table)
{
    if (!m_def)
        return;
    if (table.isEmpty() || table == m_table) {
        reload();
        Q_EMIT ratesChanged();
        return;
    }
    if (table == kCurrencies) {
        m_prices.setCurrencies(m_store->rows(kCurrencies));
        m_priceStale = true;
        Q_EMIT ratesChanged();
        attributesChanged();
    } else if (m_table == kOffers && (table == kGpus || table == kProviders)) {
        loadLookups();
        attributesChanged();
    }
}

void CatalogTableModel::setToday(const QDate& today)
{
    if (today == m_today)
        return;
    m_today = today;
    m_ages.clear();
    m_agesKnown.clear();
    ageChanged();
}

void CatalogTableModel::setStaleDays(int days)
{
    if (days == m_staleDays || days < 0)
        return;
    m_staleDays = days;
    m_ages.clear();
    m_agesKnown.clear();
    if (m_ageColumn >= 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, m_ageColumn, m_ageColumn);
    ageChanged();
}

void CatalogTableModel::ageChanged()
{
    // PriceStaleRole is readable on every column of an offer row, so the whole rows change.
    if (m_ageColumn >= 0 && m_rowCount > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rowCount - 1, columnCount() - 1));
}

gp::PriceAge CatalogTableModel::priceAgeAt(int row) const
{
    if (m_asOfIndex < 0 || row < 0 || row >= m_rowCount)
        return gp::priceAge(std::string(), gp::CivilDate{m_today.year(), m_today.month(), m_today.day()}, m_staleDays);
    return ageOfAsOfId(m_cols[m_asOfIndex].ids[row]);
}

QVariant CatalogTableModel::ageData(int row, int role) const
{
    const gp::PriceAge& age = m_asOfIndex >= 0 ? ageOfAsOfId(m_cols[m_asOfIndex].ids[row]) : priceAgeAt(row);
    switch (role) {
    case Qt::DisplayRole:
        return CatalogValueFormat::ageText(age);
    case Qt::ToolTipRole:
        return PlainToolTip::fromPlain(CatalogValueFormat::ageToolTip(age));
    case SortRole:
        // By days, so "2 years" sorts after "7 months"; an unknown age is no value (never 0 days).
        // A double: CatalogFilterProxyModel compares doubles as numbers, anything else as text.
        return age.known ? QVariant(double(age.days)) : QVariant();
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        return age.known ? QVariant() : QVariant(QColor(Qt::gray));
    case Qt::FontRole: {
        if (!age.stale)
            return {};
        QFont bold; // besides the word "stale", never instead of it
        bold.setBold(true);
        return bold;
    }
    default:
        return {};
    }
}

void CatalogTableModel::setTwoLineHeaders(bool on)
{
    if (on == m_twoLineHeaders)
        return;
    m_twoLineHeaders = on;
    if (!m_columns.isEmpty())
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, int(m_columns.size()) - 1);
}

void CatalogTableModel::setDisplayCurrency(const QString& code)
{
    if (code == m_displayCurrency)
        return;
    m_displayCurrency = code;
    m_priceStale = true;
    if (m_priceColumn < 0)
        return;
    Q_EMIT headerDataChanged(Qt::Horizontal, m_priceColumn, m_priceColumn);
    pricesChanged();
}

const catalog::ColumnDef* CatalogTableModel::columnDef(int column) const
{
    if (!m_def || column < 0 || column >= m_columns.size() || m_columns[column] < 0)
        return nullptr;
    return &m_def->columns[m_columns[column]];
}

int CatalogTableModel::columnOf(const QString& name) const
{
    for (int c = 0; c < m_columns.size(); ++c)
        if (const catalog::ColumnDef* def = columnDef(c); def && def->name == name)
            return c;
    return -1;
}

int CatalogTableModel::rowOfKey(const QString& key) const
{
    if (!m_def || m_keyIndex < 0)
        return -1;
    const Column& keys = m_cols[m_keyIndex];
    const qint32 id = keys.lookup.value(key, -1);
    if (id < 0)
        return -1;
    const auto it = std::find(keys.ids.cbegin(), keys.ids.cend(), id);
    return it == keys.ids.cend() ? -1 : int(it - keys.ids.cbegin());
}

QString CatalogTableModel::keyAt(int row) const
{
    if (!m_def || row < 0 || row >= m_rowCount)
        return {};
    return textAt(row, m_keyIndex);
}

QVariantMap CatalogTableModel::rowValues(int row) const
{
    QVariantMap values;
    if (!m_def || row < 0 || row >= m_rowCount)
        return values;
    for (int c = 0; c < m_cols.size(); ++c)
        values.insert(m_def->columns[c].name, valueAt(row, c));
    return values;
}

QVector<QPair<QString, QString>> CatalogTableModel::foreignChoices(int column) const
{
    QVector<QPair<QString, QString>> choices;
    const catalog::ColumnDef* col = columnDef(column);
    const catalog::TableDef* foreign = col ? catalog::catalogTable(col->foreignTable) : nullptr;
    if (!foreign)
        return choices;
    for (const QVariantMap& r : m_store->rows(foreign->name)) {
        const QString key = r.value(foreign->keyColumn).toString();
        const QString name = r.value(QStringLiteral("name")).toString();
        choices.append({key, name.isEmpty() || name == key ? key : QStringLiteral("%1 (%2)").arg(name, key)});
    }
    return choices;
}

bool CatalogTableModel::hasAttribute(Role role) const
{
    switch (role) {
    case VendorRole:
    case MemoryGbRole:
    case BandwidthTBpsRole:
        return m_table == kGpus || m_table == kOffers;
    case ProviderKindRole:
        return m_table == kProviders || m_table == kOffers;
    case CurrencyRole:
        return m_table == kOffers;
    default:
        return false;
    }
}

QVariant CatalogTableModel::attribute(int row, int role) const
{
    if (!hasAttribute(Role(role)))
        return {};
    if (m_table == kGpus) {
        if (role == VendorRole)
            return valueAt(row, m_vendorIndex);
        if (role == MemoryGbRole)
            return valueAt(row, m_memoryIndex);
        return valueAt(row, m_bandwidthIndex);
    }
    if (m_table == kProviders)
        return valueAt(row, m_kindIndex);
    // offers
    if (role == CurrencyRole)
        return valueAt(row, m_currencyIndex);
    if (role == ProviderKindRole)
        return m_providerKinds.value(textAt(row, m_providerKeyIndex));
    const GpuFacts facts = m_gpus.value(textAt(row, m_gpuKeyIndex));
    if (role == VendorRole)
        return facts.vendor;
    return role == MemoryGbRole ? facts.memoryGb : facts.bandwidthTBps;
}

QString CatalogTableModel::sourceText(int row) const
{
    QStringList lines;
    lines << tr("Source: %1").arg(textAt(row, m_sourceIndex));
    const QString url = textAt(row, m_sourceUrlIndex);
    if (!url.isEmpty())
        lines << tr("URL: %1").arg(url);
    lines << tr("As of: %1").arg(textAt(row, m_asOfIndex));
    const QString edited = editedOn(row);
    if (!edited.isEmpty())
        lines << tr("Edited by you on %1").arg(edited);
    const QString notes = textAt(row, m_notesIndex);
    if (!notes.isEmpty())
        lines << tr("Notes: %1").arg(notes);
    return lines.join(QLatin1Char('\n'));
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rowCount; }

int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    switch (role) {
    case SourceRole:
        return sourceText(row);
    case SourceUrlRole:
        return textAt(row, m_sourceUrlIndex);
    case KeyRole:
        return keyAt(row);
    case VendorRole:
    case ProviderKindRole:
    case CurrencyRole:
    case MemoryGbRole:
    case BandwidthTBpsRole:
        return attribute(index.row(), role);
    case PriceStaleRole: {
        if (m_ageColumn < 0)
            return {};
        const gp::PriceAge& age = ageOfAsOfId(m_cols[m_asOfIndex].ids[row]);
        return age.known ? QVariant(age.stale) : QVariant();
    }
    default:
        break;
    }

    if (index.column() == m_ageColumn)
        return ageData(index.row(), role);
    const catalog::ColumnDef* col = columnDef(index.column());
    if (!col) { // the computed price per GPU-hour
        switch (role) {
        case Qt::DisplayRole: {
            ensurePrices();
            const qint32 id = m_price.ids[row];
            return id < 0 ? CatalogValueFormat::nullText() : m_price.texts[id];
        }
        case Qt::ToolTipRole: // how the figure was obtained: built only when a view asks
            return PlainToolTip::fromPlain(m_prices.compute(rowValues(row), m_displayCurrency).tooltip);
        case SortRole: {
            const std::optional<double> price = priceAt(row);
            return price ? QVariant(*price) : QVariant();
        }
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ForegroundRole:
            return priceAt(row) ? QVariant() : QVariant(QColor(Qt::gray));
        case Qt::FontRole: {
            // The one figure that compares offers across sizes, billing units and currencies.
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        default:
            return {};
        }
    }

    const int schemaColumn = m_columns[index.column()];
    const Column& cells = m_cols[schemaColumn];
    switch (role) {
    case Qt::DisplayRole: {
        const qint32 id = cells.ids[row];
        return id < 0 ? CatalogValueFormat::nullText() : cells.texts[id];
    }
    case Qt::EditRole:
        return valueAt(row, schemaColumn);
    case Qt::ToolTipRole:
        return PlainToolTip::fromPlain(sourceText(row)); // catalog text, shown literally
    case SortRole: {
        if (cells.ids[row] < 0)
            return {};
        if (cells.numeric)
            return cells.numbers[row];
        return cells.lowerText(cells.ids[row]);
    }
    case Qt::TextAlignmentRole:
        return CatalogValueFormat::isNumeric(*col) ? int(Qt::AlignRight | Qt::AlignVCenter)
                                                   : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        return cells.ids[row] < 0 ? QVariant(QColor(Qt::gray)) : QVariant();
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    const catalog::ColumnDef* col = columnDef(section);
    switch (role) {
    case Qt::DisplayRole: {
        if (section == m_ageColumn)
            return tr("Age");
        const QString text = col ? CatalogValueFormat::header(*col) : CatalogNormalisedPrice::header(m_displayCurrency);
        if (!m_twoLineHeaders)
            return text;
        const qsizetype unit = text.lastIndexOf(QStringLiteral(" ("));
        return unit > 0 ? text.left(unit) + QLatin1Char('\n') + text.mid(unit + 1) : text;
    }
    case Qt::ToolTipRole:
        if (section == m_ageColumn)
            return PlainToolTip::fromPlain(
                tr("How old the price is: the days from its as-of date to today (a month or a year counts from its "
                   "first day). Older than %1 days: marked stale.")
                    .arg(m_staleDays));
        return PlainToolTip::fromPlain(
            col ? col->tooltip
                : tr("Instance price / GPUs per instance (monthly prices / 730 h), converted to %1 at the "
                     "catalog's rate. Purchases: see TCO.")
                      .arg(m_displayCurrency));
    case Qt::TextAlignmentRole:
        return col && !CatalogValueFormat::isNumeric(*col) ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                                           : int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const catalog::ColumnDef* col = columnDef(index.column());
    // The key is the row's identity (offers and scenarios refer to it): new keys come from Add/Duplicate.
    if (col && col->name != m_def->keyColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const catalog::ColumnDef* col = columnDef(index.column());
    QVariant v = value;
    if (v.typeId() == QMetaType::QString && v.toString().trimmed().isEmpty())
        v = QVariant(); // an emptied cell means "unknown", stored as NULL
    const QString key = keyAt(index.row());
    QString error;
    bool ok = false;
    if (m_editor) {
        // The value the view shows is the one being replaced: on a team catalog a row changed since it was read
        // comes back as a conflict rather than being overwritten (CatalogEditor::setShownValue).
        ok = m_editor->setShownValue(m_table, key, col->name, valueAt(index.row(), m_columns[index.column()]), v,
                                     &error);
    } else {
        error = catalog::validateValue(*col, v);
        ok = error.isEmpty() && m_store->setValue(m_table, key, col->name, v, &error);
    }
    if (!ok)
        Q_EMIT editRejected(error);
    // dataChanged comes from the store's rowChanged signal.
    return ok;
}
