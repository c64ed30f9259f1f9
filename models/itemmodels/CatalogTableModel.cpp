// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogTableModel.h"

#include "CatalogEditor.h"
#include "CatalogValueFormat.h"
#include "catalog/CatalogStore.h"
#include "common/PlainToolTip.h"

#include <QColor>
#include <QFont>

namespace {
const QString kOffers = QStringLiteral("offers");
const QString kGpus = QStringLiteral("gpus");
const QString kProviders = QStringLiteral("providers");
const QString kCurrencies = QStringLiteral("currencies");

bool isNull(const QVariant& v) { return !v.isValid() || v.isNull(); }
} // namespace

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
    m_rows = m_def ? m_store->rows(table) : QVector<QVariantMap>();
    m_editDates = m_def ? m_store->editDates(table) : QHash<QString, QString>();
    loadLookups();
    endResetModel();
}

void CatalogTableModel::reload()
{
    beginResetModel();
    m_rows = m_def ? m_store->rows(m_table) : QVector<QVariantMap>();
    m_editDates = m_def ? m_store->editDates(m_table) : QHash<QString, QString>();
    loadLookups();
    endResetModel();
}

QString CatalogTableModel::editedOn(int row) const
{
    if (row < 0 || row >= m_rows.size() || !m_def)
        return {};
    // The date part of the UTC time the edit was recorded ("2026-12-01T14:20:00Z" -> "2026-12-01").
    return m_editDates.value(m_rows[row].value(m_def->keyColumn).toString()).left(10);
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
}

void CatalogTableModel::attributesChanged()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, columnCount() - 1));
}

void CatalogTableModel::onRowChanged(const QString& table, const QString& key)
{
    if (!m_def)
        return;
    if (table == kCurrencies) {
        m_prices.setCurrencies(m_store->rows(kCurrencies));
        Q_EMIT ratesChanged();
        if (m_priceColumn >= 0 && !m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, m_priceColumn), index(int(m_rows.size()) - 1, m_priceColumn));
    }
    if (m_table == kOffers && (table == kGpus || table == kProviders)) {
        loadLookups();
        attributesChanged();
    }
    if (table != m_table)
        return;

    m_editDates = m_store->editDates(m_table);
    QVector<QVariantMap> fresh = m_store->rows(m_table);
    const auto find = [this, &key](const QVector<QVariantMap>& rows) {
        for (int i = 0; i < rows.size(); ++i)
            if (rows[i].value(m_def->keyColumn).toString() == key)
                return i;
        return -1;
    };
    const int before = find(m_rows);
    const int after = find(fresh);
    const qsizetype oldCount = m_rows.size();
    if (before >= 0 && after == before && fresh.size() == oldCount) {
        m_rows = std::move(fresh);
        Q_EMIT dataChanged(index(before, 0), index(before, columnCount() - 1));
    } else if (before < 0 && after >= 0 && fresh.size() == oldCount + 1) {
        beginInsertRows({}, after, after);
        m_rows = std::move(fresh);
        endInsertRows();
    } else if (before >= 0 && after < 0 && fresh.size() == oldCount - 1) {
        beginRemoveRows({}, before, before);
        m_rows = std::move(fresh);
        endRemoveRows();
    } else if (before >= 0 || after >= 0 || fresh.size() != oldCount) {
        // A renamed key or several rows at once: the positions no longer match one-to-one.
        reload();
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
    ageChanged();
}

void CatalogTableModel::setStaleDays(int days)
{
    if (days == m_staleDays || days < 0)
        return;
    m_staleDays = days;
    if (m_ageColumn >= 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, m_ageColumn, m_ageColumn);
    ageChanged();
}

void CatalogTableModel::ageChanged()
{
    // PriceStaleRole is readable on every column of an offer row, so the whole rows change.
    if (m_ageColumn >= 0 && !m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, columnCount() - 1));
}

gp::PriceAge CatalogTableModel::priceAgeAt(int row) const
{
    const QString asOf =
        row >= 0 && row < m_rows.size() ? m_rows[row].value(QStringLiteral("as_of")).toString() : QString();
    return gp::priceAge(asOf.toStdString(), gp::CivilDate{m_today.year(), m_today.month(), m_today.day()}, m_staleDays);
}

QVariant CatalogTableModel::ageData(int row, int role) const
{
    const gp::PriceAge age = priceAgeAt(row);
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
    if (m_priceColumn < 0)
        return;
    Q_EMIT headerDataChanged(Qt::Horizontal, m_priceColumn, m_priceColumn);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, m_priceColumn), index(int(m_rows.size()) - 1, m_priceColumn));
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
    if (!m_def)
        return -1;
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].value(m_def->keyColumn).toString() == key)
            return i;
    return -1;
}

QString CatalogTableModel::keyAt(int row) const
{
    if (!m_def || row < 0 || row >= m_rows.size())
        return {};
    return m_rows[row].value(m_def->keyColumn).toString();
}

QVariantMap CatalogTableModel::rowValues(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row] : QVariantMap();
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
    const QVariantMap& r = m_rows[row];
    if (m_table == kGpus) {
        if (role == VendorRole)
            return r.value(QStringLiteral("vendor"));
        if (role == MemoryGbRole)
            return r.value(QStringLiteral("memory_gb"));
        return r.value(QStringLiteral("memory_bandwidth_tbps"));
    }
    if (m_table == kProviders)
        return r.value(QStringLiteral("kind"));
    // offers
    if (role == CurrencyRole)
        return r.value(QStringLiteral("currency"));
    if (role == ProviderKindRole)
        return m_providerKinds.value(r.value(QStringLiteral("provider_key")).toString());
    const GpuFacts facts = m_gpus.value(r.value(QStringLiteral("gpu_key")).toString());
    if (role == VendorRole)
        return facts.vendor;
    return role == MemoryGbRole ? facts.memoryGb : facts.bandwidthTBps;
}

QString CatalogTableModel::sourceText(const QVariantMap& row) const
{
    QStringList lines;
    lines << tr("Source: %1").arg(row.value(QStringLiteral("source")).toString());
    const QString url = row.value(QStringLiteral("source_url")).toString();
    if (!url.isEmpty())
        lines << tr("URL: %1").arg(url);
    lines << tr("As of: %1").arg(row.value(QStringLiteral("as_of")).toString());
    const QString edited = m_def ? m_editDates.value(row.value(m_def->keyColumn).toString()).left(10) : QString();
    if (!edited.isEmpty())
        lines << tr("Edited by you on %1").arg(edited);
    const QString notes = row.value(QStringLiteral("notes")).toString();
    if (!notes.isEmpty())
        lines << tr("Notes: %1").arg(notes);
    return lines.join(QLatin1Char('\n'));
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QVariantMap& row = m_rows[index.row()];
    switch (role) {
    case SourceRole:
        return sourceText(row);
    case SourceUrlRole:
        return row.value(QStringLiteral("source_url")).toString();
    case KeyRole:
        return row.value(m_def->keyColumn).toString();
    case VendorRole:
    case ProviderKindRole:
    case CurrencyRole:
    case MemoryGbRole:
    case BandwidthTBpsRole:
        return attribute(index.row(), role);
    case PriceStaleRole: {
        if (m_ageColumn < 0)
            return {};
        const gp::PriceAge age = priceAgeAt(index.row());
        return age.known ? QVariant(age.stale) : QVariant();
    }
    default:
        break;
    }

    if (index.column() == m_ageColumn)
        return ageData(index.row(), role);
    const catalog::ColumnDef* col = columnDef(index.column());
    if (!col) { // the computed price per GPU-hour
        const CatalogNormalisedPrice::Result price = m_prices.compute(row, m_displayCurrency);
        switch (role) {
        case Qt::DisplayRole:
            return price.text;
        case Qt::ToolTipRole:
            return PlainToolTip::fromPlain(price.tooltip);
        case SortRole:
            return price.value ? QVariant(*price.value) : QVariant();
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ForegroundRole:
            return price.value ? QVariant() : QVariant(QColor(Qt::gray));
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

    const QVariant value = row.value(col->name);
    switch (role) {
    case Qt::DisplayRole:
        return CatalogValueFormat::display(*col, value);
    case Qt::EditRole:
        return value;
    case Qt::ToolTipRole:
        return PlainToolTip::fromPlain(sourceText(row)); // catalog text, shown literally
    case SortRole:
        if (isNull(value))
            return {};
        if (CatalogValueFormat::isNumeric(*col))
            return value.toDouble();
        return value.toString().toLower();
    case Qt::TextAlignmentRole:
        return CatalogValueFormat::isNumeric(*col) ? int(Qt::AlignRight | Qt::AlignVCenter)
                                                   : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        return isNull(value) ? QVariant(QColor(Qt::gray)) : QVariant();
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
        ok = m_editor->setValue(m_table, key, col->name, v, &error);
    } else {
        error = catalog::validateValue(*col, v);
        ok = error.isEmpty() && m_store->setValue(m_table, key, col->name, v, &error);
    }
    if (!ok)
        Q_EMIT editRejected(error);
    // dataChanged comes from the store's rowChanged signal.
    return ok;
}
