// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoComparisonModel.h"

#include "ComparisonStyle.h"

#include "common/PlainToolTip.h"
#include "document/Workspace.h"
#include "planning/ContractPriceNote.h"
#include "tco/TcoJson.h"
#include "text/MessageText.h"

#include <QBrush>
#include <QDate>
#include <QFont>
#include <QLocale>

#include <algorithm>
#include <cmath>

using gp::tco::OptionCost;

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
QString percent(double fraction)
{
    return QLocale(QLocale::English).toString(fraction * 100, 'f', 1) + QLatin1Char('%');
}
bool isOwned(gp::tco::OptionKind k)
{
    return k == gp::tco::OptionKind::OwnColocation || k == gp::tco::OptionKind::OwnDataCentre;
}
// An option's name as header lines: its parts ("AWS 8x H100 SXM 80GB", "on demand (us-east-1)") each on
// a line, a part longer than kHeaderChars wrapped at spaces, so six options fit side by side at 1280 px.
constexpr qsizetype kHeaderChars = 18;
QString headerLines(const QString& name)
{
    QStringList lines;
    for (const QString& part : name.split(QStringLiteral(", "))) {
        QString line;
        for (const QString& word : part.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (!line.isEmpty() && line.size() + 1 + word.size() > kHeaderChars) {
                lines << line;
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        }
        if (!line.isEmpty())
            lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}
} // namespace

TcoComparisonModel::TcoComparisonModel(QObject* parent) : QAbstractTableModel(parent) {}

void TcoComparisonModel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    m_current = workspace && workspace->tcoAnalysisCount() > 0 ? 0 : -1;
    if (workspace) {
        connect(workspace, &Workspace::tcoAnalysesChanged, this, [this] {
            const int n = analysisCount();
            if (m_current >= n || (m_current < 0 && n > 0))
                m_current = n > 0 ? std::clamp(m_current, 0, n - 1) : -1;
            Q_EMIT analysesChanged();
            recompute();
        });
        connect(workspace, &Workspace::catalogChanged, this, &TcoComparisonModel::recompute);
        // The TCO pane's edits are what-ifs: a change or "Reset what-if" moves the figures.
        connect(workspace, &Workspace::whatIfChanged, this, &TcoComparisonModel::recompute);
    }
    Q_EMIT analysesChanged();
    recompute();
}

int TcoComparisonModel::analysisCount() const { return m_workspace ? m_workspace->tcoAnalysisCount() : 0; }

QString TcoComparisonModel::analysisName(int index) const
{
    if (index < 0 || index >= analysisCount())
        return {};
    const QString name = m_workspace->tcoAnalysis(index).name.trimmed();
    return name.isEmpty() ? tr("TCO analysis %1").arg(index + 1) : name;
}

void TcoComparisonModel::setCurrentAnalysis(int index)
{
    if (index < -1 || index >= analysisCount() || index == m_current)
        return;
    m_current = index;
    recompute();
}

void TcoComparisonModel::recompute()
{
    beginResetModel();
    m_inputs.reset();
    m_analysis = {};
    m_summary = {};
    m_problems.clear();
    m_columns = 0;
    if (m_workspace && m_current >= 0 && m_current < analysisCount()) {
        const gp::tco::InputsParse parse =
            gp::tco::TcoJson::fromJson(m_workspace->effectiveTcoInputs(m_current), m_workspace->catalog());
        std::vector<gp::tco::FieldProblem> problems = parse.errors;
        if (parse.ok()) {
            gp::tco::Inputs in = *parse.inputs;
            gp::tco::labelInterruptible(in);
            m_analysis = gp::tco::TcoAnalysis::analyse(in);
            problems = m_analysis.base.errors;
            m_summary = gp::tco::summarise(m_analysis, in);
            m_inputs = std::move(in);
        }
        for (const gp::tco::FieldProblem& p : problems)
            m_problems << (p.field.empty() ? qs(p.message) : qs(p.field) + QStringLiteral(": ") + qs(p.message));
        if (m_analysis.ok())
            m_columns = int(m_analysis.base.options.size());
    }
    endResetModel();
    Q_EMIT analysisChanged();
}

int TcoComparisonModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : RowCount; }
int TcoComparisonModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_columns; }

std::optional<double> TcoComparisonModel::value(int row, int column) const
{
    if (column < 0 || column >= m_columns)
        return std::nullopt;
    const OptionCost& c = m_analysis.base.options[std::size_t(column)];
    switch (row) {
    case AverageMonthlyRow:
        return c.averageMonthly;
    case FullCostRow:
        return c.fullCost;
    case NpvRow:
        return c.npv;
    case PerWorkGpuHourRow:
        return c.costPerWorkGpuHour;
    case PerRunRow:
        return c.costPerRun;
    case PerMillionTokensRow:
        return c.costPerMillionTokens;
    case BreakEvenRow: {
        const int k = pairIndex(column);
        return k >= 0 ? m_analysis.breakEvens[std::size_t(k)].utilisation : std::nullopt;
    }
    case CrossoverRow: {
        const int k = pairIndex(column);
        return k >= 0 ? m_analysis.crossovers[std::size_t(k)].month : std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

int TcoComparisonModel::pairIndex(int column) const
{
    // An owned column against the cheapest rented option, a rented one against the cheapest owned option:
    // TcoAnalysis pairs every owned option with every rented one, owned first.
    const gp::tco::Result& r = m_analysis.base;
    if (column < 0 || column >= int(r.options.size()))
        return -1;
    const bool owned = isOwned(r.options[std::size_t(column)].kind);
    const int other = gp::tco::cheapestByOwnership(r, !owned);
    if (other < 0)
        return -1;
    const int o = owned ? column : other, rented = owned ? other : column;
    for (std::size_t k = 0; k < m_analysis.breakEvens.size(); ++k)
        if (m_analysis.breakEvens[k].owned == o && m_analysis.breakEvens[k].rented == rented)
            return int(k);
    return -1;
}

QString TcoComparisonModel::notComputed(int row, int column, bool brief) const
{
    // Short in the cell (the column stays narrow), whole in its tooltip.
    const gp::tco::Result& r = m_analysis.base;
    const bool owned = isOwned(r.options[std::size_t(column)].kind);
    switch (row) {
    case PerRunRow:
        return brief ? tr("not computed: no runs")
                     : tr("not computed: the analysis gives no GPU-hours per training run (the TCO wizard takes them "
                          "from a workspace scenario)");
    case PerMillionTokensRow:
        return brief ? tr("not computed: no tokens")
                     : tr("not computed: the analysis gives no tokens trained or served a month");
    case BreakEvenRow:
    case CrossoverRow:
        if (pairIndex(column) >= 0)
            return {};
        if (owned)
            return brief ? tr("not computed: no rented option")
                         : tr("not computed: the analysis has no rented option to compare owning with");
        return brief ? tr("not computed: no owned option")
                     : tr("not computed: the analysis has no owned option to compare renting with");
    default:
        return tr("not computed");
    }
}

QString TcoComparisonModel::money(double amount) const
{
    return m_inputs ? qs(gp::tco::formatAmount(amount, m_inputs->currency)) : QString();
}

QString TcoComparisonModel::otherCurrency(double amount) const
{
    if (!m_inputs)
        return {};
    const std::string& cur = m_inputs->currency;
    const std::string other = cur == "INR" ? "USD" : "INR";
    const gp::tco::CurrencyRate* inr = m_inputs->rate("INR");
    if ((cur != "INR" && cur != "USD") || !inr)
        return {};
    const auto v = gp::tco::TcoModel::convert(*m_inputs, {amount, cur}, other);
    if (!v)
        return {};
    return tr("= %1 at %2 INR per USD")
        .arg(qs(gp::tco::formatAmount(*v, other)), QLocale(QLocale::English).toString(inr->unitsPerUsd, 'f', 2));
}

QString TcoComparisonModel::displayText(int row, int column) const
{
    if (column < 0 || column >= m_columns)
        return {};
    const auto v = value(row, column);
    if (row == BreakEvenRow) {
        const int k = pairIndex(column);
        if (k < 0)
            return notComputed(row, column, true);
        const gp::tco::BreakEven& be = m_analysis.breakEvens[std::size_t(k)];
        if (!be.utilisation)
            return be.ownedCheaperThroughout.value_or(false) ? tr("always") : tr("never");
        return (be.ownedWinsAbove ? tr("above %1") : tr("below %1")).arg(percent(*v));
    }
    if (row == CrossoverRow) {
        if (pairIndex(column) < 0)
            return notComputed(row, column, true);
        return v ? tr("month %1").arg(QLocale(QLocale::English).toString(*v, 'f', 1))
                 : tr("none in %1 months").arg(m_inputs->horizonMonths);
    }
    if (!v)
        return notComputed(row, column, true);
    return money(*v);
}

QString TcoComparisonModel::rowLabel(int row) const
{
    switch (row) {
    case AverageMonthlyRow:
        return tr("Average a month");
    case FullCostRow:
        return m_inputs ? tr("Full cost, %1 months").arg(m_inputs->horizonMonths) : tr("Full cost");
    case NpvRow:
        return m_inputs ? tr("NPV at %1 a year").arg(percent(m_inputs->discountRatePerYear)) : tr("NPV");
    case PerWorkGpuHourRow:
        return tr("Per GPU-hour of work");
    case PerRunRow:
        return tr("Per training run");
    case PerMillionTokensRow:
        return tr("Per million tokens");
    case BreakEvenRow:
        return tr("Owning wins (break-even)");
    case CrossoverRow:
        return tr("Crossover");
    default:
        return {};
    }
}

QString TcoComparisonModel::rowUnit(int row) const
{
    const QString cur = m_inputs ? qs(m_inputs->currency) : QString();
    switch (row) {
    case AverageMonthlyRow:
        return tr("%1 a month").arg(cur);
    case FullCostRow:
    case NpvRow:
        return cur;
    case PerWorkGpuHourRow:
        return tr("%1 per GPU-hour of work").arg(cur);
    case PerRunRow:
        return tr("%1 per training run").arg(cur);
    case PerMillionTokensRow:
        return tr("%1 per million tokens").arg(cur);
    case BreakEvenRow:
        return tr("% utilisation");
    case CrossoverRow:
        return tr("month");
    default:
        return {};
    }
}

QString TcoComparisonModel::rowToolTip(int row) const
{
    const int horizon = m_inputs ? m_inputs->horizonMonths : 0;
    QString what;
    switch (row) {
    case AverageMonthlyRow:
        what = tr("The full cost over the horizon divided by its %1 months.").arg(horizon);
        break;
    case FullCostRow:
        what = tr("All cash over %1 months (compute, power, space, DevOps where the team runs the machines, VPS "
                  "lines; owned hardware: the purchase in month 0 and at each refresh), plus a reservation still "
                  "owed after the horizon, less the owned hardware's book value at the horizon (unless the "
                  "analysis counts a cash payback).")
                   .arg(horizon);
        break;
    case NpvRow:
        what = tr("Net present value of the same cash flows at the analysis' discount rate.");
        break;
    case PerWorkGpuHourRow:
        what = tr("The average a month over the GPU-hours of work a month on the reference GPU.");
        break;
    case PerRunRow:
        what = tr("The average a month over the training runs a month.");
        break;
    case PerMillionTokensRow:
        what = tr("The average a month over the tokens a month, per million.");
        break;
    case BreakEvenRow:
        what = tr("The utilisation at which this option and the cheapest option of the other kind (owned or "
                  "rented) cost the same over %1 months.")
                   .arg(horizon);
        break;
    case CrossoverRow:
        what = tr("The month in which owning's cumulative cash falls to renting's at today's utilisation "
                  "(owned against the cheapest rented option, rented against the cheapest owned one).");
        break;
    default:
        break;
    }
    return tr("%1 (%2)\n%3").arg(rowLabel(row), rowUnit(row), what);
}

QString TcoComparisonModel::cellToolTip(int row, int column) const
{
    const gp::tco::Result& r = m_analysis.base;
    const OptionCost& c = r.options[std::size_t(column)];
    const auto v = value(row, column);
    if (row == BreakEvenRow || row == CrossoverRow) {
        const int k = pairIndex(column);
        if (k < 0)
            return notComputed(row, column, false);
        const gp::tco::BreakEven& be = m_analysis.breakEvens[std::size_t(k)];
        const QString owned = qs(r.options[std::size_t(be.owned)].name);
        const QString rented = qs(r.options[std::size_t(be.rented)].name);
        if (row == BreakEvenRow)
            return be.utilisation ? tr("%1 against %2: owning is cheaper %3 %4 utilisation over %5 months.")
                                        .arg(owned, rented, be.ownedWinsAbove ? tr("above") : tr("below"),
                                             percent(*be.utilisation))
                                        .arg(m_inputs->horizonMonths)
                                  : tr("%1 against %2: %3.").arg(owned, rented, gp::text::render(be.note));
        return v ? tr("%1 against %2: owning's cumulative cash falls to renting's in month %3.")
                       .arg(owned, rented, QLocale(QLocale::English).toString(*v, 'f', 1))
                 : tr("%1 against %2: owning's cumulative cash stays above renting's for %3 months.")
                       .arg(owned, rented)
                       .arg(m_inputs->horizonMonths);
    }
    if (!v)
        return notComputed(row, column, false);
    QString tip = tr("%1: %2 %3").arg(qs(c.name), money(*v), rowUnit(row).section(QLatin1Char(' '), 1));
    const QString other = otherCurrency(*v);
    if (!other.isEmpty())
        tip += QLatin1Char('\n') + other;
    if (row == AverageMonthlyRow)
        tip += tr("\nMonthly lines: compute %1, power %2, space %3, DevOps %4, VPS %5; upfront %6")
                   .arg(money(c.computePerMonth), money(c.powerPerMonth), money(c.spacePerMonth),
                        money(c.devOpsPerMonth), money(c.vpsPerMonth), money(c.upfront));
    return tip;
}

QVariant TcoComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row(), column = index.column();
    const bool firm = column == m_summary.cheapestFirm;
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, column);
    case Qt::ToolTipRole:
        return PlainToolTip::fromPlain(cellToolTip(row, column)); // option names are user text
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (!value(row, column) && row != CrossoverRow && row != BreakEvenRow)
            return QBrush(QColor(0x75, 0x75, 0x75)); // a reason, not a figure
        return {};
    case Qt::FontRole:
        if (firm) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (firm)
            return QBrush(ComparisonStyle::bestTint());
        return {};
    case ValueRole: {
        const auto v = value(row, column);
        return v ? QVariant(*v) : QVariant();
    }
    case IsCheapestFirmRole:
        return firm;
    case UnitRole:
        return rowUnit(row);
    default:
        return {};
    }
}

QVariant TcoComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= RowCount)
            return {};
        if (role == Qt::DisplayRole)
            return rowLabel(section);
        if (role == Qt::ToolTipRole)
            return PlainToolTip::fromPlain(rowToolTip(section));
        if (role == UnitRole)
            return rowUnit(section);
        return {};
    }
    if (section < 0 || section >= m_columns || !m_inputs)
        return {};
    const OptionCost& c = m_analysis.base.options[std::size_t(section)];
    const gp::tco::Option& o = m_inputs->options[std::size_t(section)];
    const bool firm = section == m_summary.cheapestFirm;
    QString mark;
    if (section == m_summary.cheapest && m_summary.cheapestInterruptible)
        mark = tr("cheapest, interruptible");
    else if (firm)
        mark = m_summary.cheapestInterruptible ? tr("cheapest that cannot be reclaimed") : tr("cheapest");
    switch (role) {
    case Qt::DisplayRole: {
        QString text = headerLines(qs(c.name));
        if (o.hybrid())
            text += tr("\nwith VPS lines");
        if (!mark.isEmpty())
            text += QLatin1Char('\n') + headerLines(mark);
        return text;
    }
    case Qt::ToolTipRole: {
        QString tip = qs(c.name) + QLatin1Char('\n') + qs(gp::tco::kindLabel(c.kind));
        const gp::OfferSpec* offer =
            o.offerKey.empty() || !m_workspace ? nullptr : m_workspace->catalog().offer(o.offerKey);
        if (offer)
            tip += tr("\nOffer %1: %2, tier %3, %4")
                       .arg(qs(offer->key), qs(offer->providerName), qs(offer->tier),
                            offer->region.empty() ? tr("no region") : qs(offer->region));
        else if (!o.offerKey.empty())
            tip += tr("\nOffer %1, no longer in the catalog: the price saved with the analysis").arg(qs(o.offerKey));
        else
            tip += tr("\nPrice typed in the analysis");
        tip += tr("\nPrice: %1 %2 per GPU")
                   .arg(QLocale(QLocale::English).toString(o.price.amount, 'f', 2), qs(o.price.currency));
        // A contracted price has the list price beside it (issue 33), when the option's price is the offer's now.
        if (offer && o.basis == gp::tco::PriceBasis::PerGpuHour && o.price.currency == offer->currency &&
            offer->gpusPerInstance > 0 &&
            std::abs(o.price.amount - offer->price / offer->gpusPerInstance) <=
                1e-9 * std::max(1.0, std::abs(o.price.amount))) {
            const QDate d = QDate::currentDate();
            if (const auto note = gp::contractedPriceNote(*offer, m_workspace->catalog(), o.price.currency,
                                                          {d.year(), d.month(), d.day()}))
                tip += QLatin1Char('\n') + gp::text::render(*note);
        }
        if (!mark.isEmpty())
            tip += QLatin1Char('\n') + mark;
        return PlainToolTip::fromPlain(tip);
    }
    case Qt::FontRole:
        if (firm) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case IsCheapestFirmRole:
        return firm;
    default:
        return {};
    }
}

std::vector<gp::tco::WhatIfField> TcoComparisonModel::whatIfFields() const
{
    if (!m_workspace || m_current < 0 || m_current >= analysisCount())
        return {};
    // From the inputs as saved (not the labelled copy): the fields read what the file says.
    const gp::tco::InputsParse parse =
        gp::tco::TcoJson::fromJson(m_workspace->effectiveTcoInputs(m_current), m_workspace->catalog());
    return parse.ok() ? gp::tco::whatIfFields(*parse.inputs) : std::vector<gp::tco::WhatIfField>{};
}

QString TcoComparisonModel::applyWhatIf(gp::tco::WhatIfInput input, double shownValue)
{
    if (!m_workspace || m_current < 0 || m_current >= analysisCount())
        return tr("No analysis is selected.");
    // On top of the what-if inputs when the pane changed them already: the pane's edits are what-ifs (issue 31).
    const nlohmann::json& saved = m_workspace->effectiveTcoInputs(m_current);
    const gp::tco::InputsParse parse = gp::tco::TcoJson::fromJson(saved, m_workspace->catalog());
    if (!parse.ok())
        return tr("The analysis cannot be read: %1").arg(m_problems.join(QStringLiteral("; ")));
    const gp::tco::WhatIfEdit edit =
        gp::tco::applyWhatIf(saved, *parse.inputs, input, shownValue, m_workspace->catalog());
    if (!edit.ok()) {
        QString label;
        for (const gp::tco::WhatIfField& f : gp::tco::whatIfFields(*parse.inputs))
            if (f.input == input)
                label = qs(f.label);
        QStringList parts;
        for (const gp::tco::FieldProblem& p : edit.errors)
            parts << (p.field.empty() ? qs(p.message) : qs(p.field) + QStringLiteral(": ") + qs(p.message));
        return tr("%1 not changed: %2").arg(label, parts.join(QStringLiteral("; ")));
    }
    WhatIfOverrides::TcoChange change;
    change.field = int(input);
    change.shownValue = shownValue;
    for (const gp::tco::WhatIfField& f : gp::tco::whatIfFields(*parse.inputs))
        if (f.input == input) {
            change.label = f.label;
            change.unit = f.unit;
        }
    m_workspace->setTcoWhatIf(m_current, *edit.inputs, change);
    return {};
}
