// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "OfferTableModel.h"

#include "CatalogValueFormat.h"
#include "ScenarioComparisonModel.h"
#include "common/AppSettings.h"
#include "common/PlainToolTip.h"
#include "document/OfferRegion.h"
#include "planning/OfferTerms.h"
#include "planning/PriceConversion.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>
#include <limits>

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

OfferTableModel::OfferTableModel(QObject* parent)
    : QAbstractTableModel(parent), m_today(QDate::currentDate()), m_staleDays(AppSettings::priceStaleDays())
{
}

void OfferTableModel::setToday(const QDate& today)
{
    if (today == m_today)
        return;
    m_today = today;
    agesChanged();
}

void OfferTableModel::setStaleDays(int days)
{
    if (days == m_staleDays || days < 0)
        return;
    m_staleDays = days;
    agesChanged();
}

void OfferTableModel::agesChanged()
{
    // The age shows in its column and in every cell's tooltip.
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

gp::PriceAge OfferTableModel::priceAgeOf(const gp::OfferSpec& o) const
{
    return gp::priceAge(o.ref.asOf, gp::CivilDate{m_today.year(), m_today.month(), m_today.day()}, m_staleDays);
}

void OfferTableModel::setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog)
{
    if (!catalog) {
        m_catalog = std::make_shared<const gp::CatalogSnapshot>();
    } else if (catalog->index.offers.empty() && !catalog->offers.empty()) {
        auto indexed = std::make_shared<gp::CatalogSnapshot>(*catalog);
        indexed->buildIndex();
        m_catalog = std::move(indexed);
    } else {
        m_catalog = std::move(catalog);
    }
    rebuild();
}

void OfferTableModel::setCatalog(const gp::CatalogSnapshot& catalog)
{
    setCatalog(std::make_shared<const gp::CatalogSnapshot>(catalog));
}

void OfferTableModel::setScenario(const std::string& gpuKey, const std::vector<std::string>& chosen,
                                  const QString& currency)
{
    const bool sameRows =
        gpuKey == m_gpuKey && currency == m_currency &&
        std::all_of(chosen.begin(), chosen.end(), [this](const std::string& key) {
            return std::any_of(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.offer->key == key; });
        });
    m_chosen = chosen;
    if (!sameRows) {
        m_gpuKey = gpuKey;
        m_currency = currency;
        rebuild();
        return;
    }
    // The same rows: only the ticks may differ, changed in place (nothing is inserted, removed or sorted).
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, ChosenColumn), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void OfferTableModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    for (const gp::OfferSpec& o : m_catalog->offers) {
        const bool mine = o.gpuKey == m_gpuKey;
        if (!mine && !isChosen(o.key))
            continue;
        const std::string currency = m_currency.toStdString();
        m_rows.push_back({&o, gp::pricePerGpuHour(o, *m_catalog, currency),
                          gp::pricePerInstanceHour(o, *m_catalog, currency), !mine});
    }
    endResetModel();
}

bool OfferTableModel::isChosen(const std::string& key) const
{
    return std::find(m_chosen.begin(), m_chosen.end(), key) != m_chosen.end();
}

int OfferTableModel::flaggedCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row& r) { return r.offer->flags.any(); }));
}

QString OfferTableModel::flagLegend()
{
    return tr("%1 = the catalog flags the offer (restricted eligibility, a disputed or unverified price, or superseded "
              "by a newer row): not recommended unless you opt in; its tooltip names the flag and its source.")
        .arg(ScenarioComparisonModel::flagMark().trimmed());
}

int OfferTableModel::staleCount() const
{
    int n = 0;
    for (const auto& key : m_chosen) {
        const gp::OfferSpec* o = m_catalog->offer(key);
        n += (!o || o->gpuKey != m_gpuKey) ? 1 : 0;
    }
    return n;
}

std::vector<std::string> OfferTableModel::chosenWithoutStale() const
{
    std::vector<std::string> kept;
    for (const auto& key : m_chosen)
        if (const gp::OfferSpec* o = m_catalog->offer(key); o && o->gpuKey == m_gpuKey)
            kept.push_back(key);
    return kept;
}

QStringList OfferTableModel::providerKinds() const
{
    QStringList kinds;
    for (const Row& r : m_rows)
        if (!kinds.contains(qs(r.offer->providerKind)))
            kinds << qs(r.offer->providerKind);
    kinds.sort();
    return kinds;
}

int OfferTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }
int OfferTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

Qt::ItemFlags OfferTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled;
    if (index.column() == ChosenColumn)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant OfferTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = m_rows[std::size_t(index.row())];
    const gp::OfferSpec& o = *r.offer;
    const int column = index.column();
    auto money = [this](const std::optional<double>& v) {
        return v ? QStringLiteral("%1 %2").arg(QString::number(*v, 'f', *v < 10 ? 2 : 0), m_currency) : tr("n/a");
    };
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case ChosenColumn:
            return r.stale ? tr("other GPU") : QString();
        case ProviderColumn:
            return qs(o.providerName.empty() ? o.providerKey : o.providerName) +
                   (o.flags.any() ? ScenarioComparisonModel::flagMark() : QString());
        case RegionColumn:
            return o.region.empty() ? tr("not stated") : qs(o.region);
        case TierColumn:
            return qs(gp::tierShortLabel(o.tier));
        case InstanceColumn: {
            const QString type = o.instanceType.empty() ? QStringLiteral("\u2014") : qs(o.instanceType);
            if (!r.stale)
                return type;
            const gp::GpuSpec* g = m_catalog->gpu(o.gpuKey);
            return tr("%1 (%2)").arg(type, g ? qs(g->name) : qs(o.gpuKey));
        }
        case GpusColumn:
            return o.gpusPerInstance;
        case PerGpuHourColumn:
            return money(r.perGpuHour);
        case PerInstanceHourColumn:
            return money(r.perInstanceHour);
        case AsOfColumn:
            return o.ref.asOf.empty() ? tr("undated") : qs(o.ref.asOf);
        case AgeColumn:
            return CatalogValueFormat::ageText(priceAgeOf(o));
        case InterruptibleColumn:
            return gp::isInterruptible(o) ? tr("yes") : tr("no");
        case ColumnCount:
            break;
        }
        return {};
    case Qt::CheckStateRole:
        if (column == ChosenColumn)
            return isChosen(o.key) ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::TextAlignmentRole:
        if (column == GpusColumn || column == PerGpuHourColumn || column == PerInstanceHourColumn ||
            column == AgeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (r.stale)
            return QBrush(QColor(0xE5, 0x39, 0x35));
        return {};
    case Qt::FontRole:
        if (r.stale) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("%1, %2, %3\n%4\nSource: %5, as of %6")
                          .arg(qs(o.providerName), o.region.empty() ? tr("region not stated") : qs(o.region),
                               qs(gp::tierLabel(o.tier)), qs(o.key), qs(o.ref.source), qs(o.ref.asOf));
        tip += tr("\nPrice: %1 %2 per %3 for the whole instance of %4 GPUs")
                   .arg(QString::number(o.price, 'f', 2), qs(o.currency),
                        o.unit == gp::PriceUnit::Hour    ? tr("hour")
                        : o.unit == gp::PriceUnit::Month ? tr("month (730 h)")
                                                         : tr("purchase"))
                   .arg(o.gpusPerInstance);
        tip += QLatin1Char('\n') + CatalogValueFormat::ageToolTip(priceAgeOf(o));
        if (gp::isInterruptible(o))
            tip += tr("\nInterruptible: the provider may take the GPUs back mid-run.");
        if (o.flags.any())
            tip += tr("\n%1 Flagged in the catalog: %2")
                       .arg(ScenarioComparisonModel::flagMark().trimmed(), qs(gp::offerFlagDetails(o.flags)));
        if (r.stale) {
            const gp::GpuSpec* g = m_catalog->gpu(o.gpuKey);
            tip +=
                tr("\nStale: prices the %1, not this scenario's GPU. Clear it, or the cost rows price the wrong GPU.")
                    .arg(g ? qs(g->name) : qs(o.gpuKey));
        }
        return PlainToolTip::fromPlain(tip);
    }
    case KeyRole:
        return qs(o.key);
    case TierRole:
        return qs(o.tier);
    case ProviderKindRole:
        return qs(o.providerKind);
    case RegionPlaceRole:
        return int(OfferRegion::place(qs(o.region)));
    case StaleRole:
        return r.stale;
    case PriceStaleRole: {
        const gp::PriceAge age = priceAgeOf(o);
        return age.known ? QVariant(age.stale) : QVariant();
    }
    case SortRole:
        switch (Column(column)) {
        case ChosenColumn:
            return isChosen(o.key) ? 1 : 0;
        case GpusColumn:
            return o.gpusPerInstance;
        // Offers without an hourly price (purchases) sort after every priced one.
        case PerGpuHourColumn:
            return r.perGpuHour ? *r.perGpuHour : std::numeric_limits<double>::max();
        case PerInstanceHourColumn:
            return r.perInstanceHour ? *r.perInstanceHour : std::numeric_limits<double>::max();
        // By days; an unknown age after every known one (never as 0 days).
        case AgeColumn: {
            const gp::PriceAge age = priceAgeOf(o);
            return age.known ? double(age.days) : std::numeric_limits<double>::max();
        }
        default:
            return data(index, Qt::DisplayRole).toString().toCaseFolded();
        }
    default:
        return {};
    }
}

bool OfferTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::CheckStateRole || !index.isValid() || index.column() != ChosenColumn)
        return false;
    const std::string& key = m_rows[std::size_t(index.row())].offer->key;
    const bool on = value.toInt() == Qt::Checked;
    if (on == isChosen(key))
        return false;
    // Kept in catalog order, so the scenario's list does not depend on the order of the clicks.
    std::vector<std::string> keys;
    for (const gp::OfferSpec& o : m_catalog->offers)
        if (o.key == key ? on : isChosen(o.key))
            keys.push_back(o.key);
    for (const auto& k : m_chosen) // chosen keys the catalog no longer has stay (the engine names them)
        if (!m_catalog->offer(k))
            keys.push_back(k);
    m_chosen = keys;
    Q_EMIT dataChanged(index, index.siblingAtColumn(ColumnCount - 1));
    Q_EMIT chosenChanged(m_chosen);
    return true;
}

QVariant OfferTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case ChosenColumn:
            return tr("Use");
        case ProviderColumn:
            return tr("Provider");
        case RegionColumn:
            return tr("Region");
        case TierColumn:
            return tr("Tier");
        case InstanceColumn:
            return tr("Instance");
        case GpusColumn:
            return tr("GPUs");
        case PerGpuHourColumn:
            return tr("/GPU-h");
        case PerInstanceHourColumn:
            return tr("/inst-h");
        case AsOfColumn:
            return tr("As of");
        case AgeColumn:
            return tr("Age");
        case InterruptibleColumn:
            return tr("Interr.");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case ChosenColumn:
            return tr("Ticked offers price this scenario: one cost line each.");
        case GpusColumn:
            return tr("GPUs per instance: a plan rents whole instances.");
        case PerGpuHourColumn:
            return tr("Price per GPU-hour in %1 (instance price / GPUs; monthly prices / 730 h).").arg(m_currency);
        case PerInstanceHourColumn:
            return tr("Price of the whole instance per hour in %1.").arg(m_currency);
        case AsOfColumn:
            return tr("Date the catalog row's price was read from its source.");
        case AgeColumn:
            return tr("How old the price is: the days from its as-of date to today. Older than %1 days: stale.")
                .arg(m_staleDays);
        case InterruptibleColumn:
            return tr("Interruptible: spot, community and marketplace capacity can be taken back mid-run.");
        default:
            return {};
        }
    }
    return {};
}
