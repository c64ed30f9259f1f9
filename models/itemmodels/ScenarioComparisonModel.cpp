// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioComparisonModel.h"

#include "common/CsvWriter.h"

#include "ComparisonStyle.h"

#include "ComparisonExplanationFormatter.h"
#include "ComparisonFigures.h"
#include "common/PlainToolTip.h"
#include "document/Workspace.h"
#include "planning/ErrorBand.h"
#include "planning/OfferTerms.h"

#include <QBrush>
#include <QFont>
#include <QStringList>

namespace {
const QString kBlank = QStringLiteral("\u2014"); // em dash
// Text of a scenario the engine refused: a red that reads on light and dark backgrounds (Material red 600).
const QColor kErrorColour(0xE5, 0x39, 0x35);
// Longest scenario name a column header shows whole.
constexpr qsizetype kHeaderChars = 24;

// The one CSV writer, with its formula guard (common/CsvWriter.h).
QString csvField(const QString& text) { return CsvWriter::text(text); }

QString errorsText(const std::vector<gp::FieldError>& errors)
{
    QStringList lines;
    for (const auto& e : errors)
        lines << (e.field.empty()
                      ? QString::fromStdString(e.message)
                      : QString::fromStdString(e.field) + QStringLiteral(": ") + QString::fromStdString(e.message));
    return lines.join(QLatin1Char('\n'));
}
} // namespace

ScenarioComparisonModel::ScenarioComparisonModel(Workspace* workspace, QObject* parent)
    : QAbstractTableModel(parent), m_workspace(workspace)
{
    if (!workspace)
        return;
    m_columns = workspace->scenarioCount();
    connect(workspace, &Workspace::scenarioAboutToBeInserted, this, [this](int i) { beginInsertColumns({}, i, i); });
    connect(workspace, &Workspace::scenarioInserted, this, [this] {
        m_columns = m_workspace->scenarioCount();
        m_headers.clear();
        endInsertColumns();
    });
    connect(workspace, &Workspace::scenarioAboutToBeRemoved, this, [this](int i) { beginRemoveColumns({}, i, i); });
    connect(workspace, &Workspace::scenarioRemoved, this, [this] {
        m_columns = m_workspace->scenarioCount();
        m_headers.clear();
        endRemoveColumns();
    });
    connect(workspace, &Workspace::scenarioAboutToBeMoved, this,
            [this](int from, int to) { beginMoveColumns({}, from, from, {}, to > from ? to + 1 : to); });
    connect(workspace, &Workspace::scenarioMoved, this, [this] {
        m_headers.clear();
        endMoveColumns();
    });
    connect(workspace, &Workspace::scenarioChanged, this, [this](int i) {
        if (i >= 0 && i < m_headers.size())
            m_headers[i].reset();
        Q_EMIT headerDataChanged(Qt::Horizontal, i, i);
    });
    connect(workspace, &Workspace::metadataChanged, this,
            [this] { Q_EMIT headerDataChanged(Qt::Vertical, 0, RowCount - 1); });
    connect(workspace, &Workspace::estimatesChanged, this, &ScenarioComparisonModel::rebuild);
    // A view may outlive the document it showed (a window closing): become empty, properly announced.
    connect(workspace, &QObject::destroyed, this, [this] {
        beginResetModel();
        m_columns = 0;
        m_headers.clear();
        endResetModel();
    });
    rebuild();
}

int ScenarioComparisonModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : RowCount; }

int ScenarioComparisonModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_columns; }

const gp::Estimate* ScenarioComparisonModel::estimateAt(int column) const
{
    if (!m_workspace || column < 0 || column >= m_columns || std::size_t(column) >= m_workspace->estimates().size())
        return nullptr;
    const auto& result = m_workspace->estimate(column);
    return result.ok() ? &*result.estimate : nullptr;
}

const gp::Estimate* ScenarioComparisonModel::explainedAt(int column) const
{
    if (!estimateAt(column))
        return nullptr;
    const auto& result = m_workspace->explainedEstimate(column);
    return result.ok() ? &*result.estimate : nullptr;
}

std::optional<double> ScenarioComparisonModel::value(int row, int column) const
{
    const gp::Estimate* e = estimateAt(column);
    if (!e || row < 0 || row >= RowCount)
        return std::nullopt;
    return ComparisonFigures::value(row, *e);
}

bool ScenarioComparisonModel::lowerIsBetter(int row) { return row != TokensPerSecondRow && row != MfuRow; }

bool ScenarioComparisonModel::hasBest(int row)
{
    switch (Row(row)) {
    case FitsRow:
    case AchievedRequestsRow:
    case TargetMetRow:
    case PricedOfferRow:
    case PriceTierRow:
    case BilledGpusRow:
    case BoundRow:
        return false;
    default:
        return true;
    }
}

bool ScenarioComparisonModel::comparesByTask(int row)
{
    return row == TokensPerSecondRow || row == CostPerRunRow || row == CostPerMillionTokensRow;
}

int ScenarioComparisonModel::kindOf(int row, int column) const
{
    const gp::Estimate* e = estimateAt(column);
    return comparesByTask(row) && e && e->inference ? 1 : 0;
}

void ScenarioComparisonModel::rebuild()
{
    // Best per row among scenarios that fit in memory and meet their serving target (a faster plan that
    // cannot run, or a cheaper one that does not serve the load asked for, is no plan),
    // except the memory row itself, and among scenarios of the same kind where the row's meaning depends
    // on it (0.79 USD for an hour of serving is not "better" than 313 USD for a training run). Flagged only
    // when at least two scenarios have the figure.
    for (int row = 0; row < RowCount; ++row) {
        for (int kind = 0; kind < 2; ++kind) {
            m_best[row][kind] = -1;
            m_bestValue[row][kind].reset();
            // Serving's best is the cost per million tokens at its load, never the cost of an hour.
            if (!hasBest(row) || (row == CostPerRunRow && kind == 1))
                continue;
            int candidates = 0;
            for (int c = 0; c < m_columns; ++c) {
                const auto v = value(row, c);
                if (!v || (row != MemoryPerGpuRow && !ComparisonFigures::isRunnablePlan(*estimateAt(c))) ||
                    kindOf(row, c) != kind)
                    continue;
                ++candidates;
                auto& best = m_bestValue[row][kind];
                if (!best || (lowerIsBetter(row) ? *v < *best : *v > *best)) {
                    best = *v;
                    m_best[row][kind] = c;
                }
            }
            if (candidates < 2) {
                m_best[row][kind] = -1;
                m_bestValue[row][kind].reset();
            }
        }
    }
    if (m_columns > 0) {
        Q_EMIT dataChanged(index(0, 0), index(RowCount - 1, m_columns - 1));
        refreshHeaders();
    }
}

ScenarioComparisonModel::Header ScenarioComparisonModel::computeHeader(int column) const
{
    const auto& s = m_workspace->scenario(column);
    // A long name is shortened in the middle (the header of Qt 6.4 clips rather than elides), so one
    // column does not push the others out of sight; the tooltip has the whole name.
    auto shortened = [](const QString& name) {
        return name.size() <= kHeaderChars ? name
                                           : name.left(kHeaderChars - 9) + QStringLiteral("\u2026") + name.right(8);
    };
    Header h;
    h.whatIf = !m_workspace->whatIfChanges(column).isEmpty();
    // A column the what-if moved onto other GPUs is named after them, the scenario's own name below:
    // "8x L40S 48GB" / "(what-if, was 8x A100 80GB)".
    const QString name = m_workspace->whatIfName(column);
    const QString was = QStringLiteral(" (what-if, was ");
    if (const auto at = name.indexOf(was); at > 0 && name != s.name)
        h.text = shortened(name.left(at)) + QStringLiteral("\n(") + tr("what-if, was %1").arg(shortened(s.name)) +
                 QStringLiteral(")");
    else
        h.text = shortened(name);
    return h;
}

const ScenarioComparisonModel::Header& ScenarioComparisonModel::header(int column) const
{
    if (m_headers.size() != m_columns)
        m_headers = QVector<std::optional<Header>>(m_columns);
    auto& cached = m_headers[column];
    if (!cached)
        cached = computeHeader(column);
    return *cached;
}

void ScenarioComparisonModel::refreshHeaders()
{
    // A what-if drag step usually renames nothing: announcing every section made the header measure
    // all 50 of them again on each step.
    int first = -1, last = -1;
    QVector<std::optional<Header>> fresh(m_columns);
    for (int c = 0; c < m_columns; ++c) {
        fresh[c] = computeHeader(c);
        if (c >= m_headers.size() || !m_headers[c] || !(*m_headers[c] == *fresh[c])) {
            first = first < 0 ? c : first;
            last = c;
        }
    }
    m_headers = std::move(fresh);
    if (first >= 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, first, last);
}

int ScenarioComparisonModel::bestColumn(int row) const
{
    if (row < 0 || row >= RowCount)
        return -1;
    return m_best[row][0] >= 0 ? m_best[row][0] : m_best[row][1];
}

bool ScenarioComparisonModel::isBest(int row, int column) const
{
    if (row < 0 || row >= RowCount)
        return false;
    const auto v = value(row, column);
    if (!v || (row != MemoryPerGpuRow && !ComparisonFigures::isRunnablePlan(*estimateAt(column))))
        return false;
    const auto& best = m_bestValue[row][kindOf(row, column)];
    return best && *v == *best; // ties are all best
}

bool ScenarioComparisonModel::isWhatIf(int row, int column) const
{
    return m_workspace && column < m_columns && changedByWhatIf(*m_workspace, row, column);
}

bool ScenarioComparisonModel::changedByWhatIf(const Workspace& workspace, int row, int column)
{
    if (workspace.whatIf().isNeutral() || row < 0 || row >= RowCount || column < 0 ||
        column >= workspace.scenarioCount() || std::size_t(column) >= workspace.estimates().size())
        return false;
    const auto& result = workspace.estimate(column);
    const gp::Estimate* e = result.ok() ? &*result.estimate : nullptr;
    const auto& own = workspace.ownEstimate(column);
    if (!e || !own.ok())
        return e != nullptr; // the what-if made a refused scenario computable: every figure is the what-if's
    const auto v = ComparisonFigures::value(row, *e);
    const auto ownValue = ComparisonFigures::value(row, *own.estimate);
    if (v != ownValue)
        return true;
    return ComparisonFigures::isText(row) && v &&
           ComparisonFigures::text(row, *e) != ComparisonFigures::text(row, *own.estimate);
}

QString ScenarioComparisonModel::whatIfMark() { return QStringLiteral(" \u2020"); } // dagger

QString ScenarioComparisonModel::flagMark() { return QStringLiteral(" \u2691"); } // a flag

bool ScenarioComparisonModel::anyFlaggedOffer() const
{
    for (int column = 0; column < m_columns; ++column)
        if (const gp::Estimate* e = estimateAt(column); e && e->headline() && !e->headline()->flags.empty())
            return true;
    return false;
}

QString ScenarioComparisonModel::flagLegend()
{
    return tr("%1 = the catalog flags the priced offer (restricted eligibility, a disputed or unverified price, or "
              "superseded by a newer row); the flag is named with the offer.")
        .arg(flagMark().trimmed());
}

QString ScenarioComparisonModel::whatIfLegend()
{
    return tr("Italic %1 = changed by the what-if; its tooltip gives the scenario's own figure.")
        .arg(whatIfMark().trimmed());
}

QString ScenarioComparisonModel::rowLabel(int row)
{
    switch (Row(row)) {
    case MemoryPerGpuRow:
        return tr("Memory per GPU");
    case FitsRow:
        return tr("Fits in GPU memory");
    case GpusNeededRow:
        return tr("GPUs needed (total)");
    case TrainingHoursRow:
        return tr("Training time");
    case GpuHoursRow:
        return tr("GPU-hours");
    case TokensPerSecondRow:
        return tr("Tokens per second");
    case MfuRow:
        return tr("Model FLOPs utilisation (MFU)");
    case TimeToFirstTokenRow:
        return tr("Time to first token");
    case TimePerOutputTokenRow:
        return tr("Time per output token");
    case AchievedRequestsRow:
        return tr("Requests per second served");
    case TargetMetRow:
        return tr("Serving target met");
    case CostPerRunRow:
        return tr("Cost per run or serving hour");
    case CostPerMillionTokensRow:
        return tr("Cost per million tokens");
    case PricedOfferRow:
        return tr("Priced at");
    case PriceTierRow:
        return tr("Price tier");
    case BilledGpusRow:
        return tr("GPUs billed");
    case BoundRow:
        return tr("Bounded by");
    case RowCount:
        break;
    }
    return {};
}

QString ScenarioComparisonModel::rowShortLabel(int row)
{
    switch (Row(row)) {
    case MemoryPerGpuRow:
        return tr("Memory / GPU");
    case FitsRow:
        return tr("Fits");
    case GpusNeededRow:
        return tr("GPUs needed");
    case TrainingHoursRow:
        return tr("Training time");
    case GpuHoursRow:
        return tr("GPU-hours");
    case TokensPerSecondRow:
        return tr("Tokens / s");
    case MfuRow:
        return tr("MFU");
    case TimeToFirstTokenRow:
        return tr("First token");
    case TimePerOutputTokenRow:
        return tr("Per token");
    case AchievedRequestsRow:
        return tr("Requests / s");
    case TargetMetRow:
        return tr("Target met");
    case CostPerRunRow:
        return tr("Cost / run or h");
    case CostPerMillionTokensRow:
        return tr("Cost / M tokens");
    case PricedOfferRow:
        return tr("Priced at");
    case PriceTierRow:
        return tr("Tier");
    case BilledGpusRow:
        return tr("GPUs billed");
    case BoundRow:
        return tr("Bound by");
    case RowCount:
        break;
    }
    return {};
}

QString ScenarioComparisonModel::rowUnit(int row, const QString& currency)
{
    switch (Row(row)) {
    case MemoryPerGpuRow:
        return QStringLiteral("GB");
    case GpusNeededRow:
    case BilledGpusRow:
        return QStringLiteral("GPUs");
    case AchievedRequestsRow:
        return QStringLiteral("req/s");
    case TrainingHoursRow:
        return QStringLiteral("h");
    case GpuHoursRow:
        return QStringLiteral("GPU-h");
    case TokensPerSecondRow:
        return QStringLiteral("tokens/s");
    case TimeToFirstTokenRow:
    case TimePerOutputTokenRow:
        return QStringLiteral("s");
    case CostPerRunRow:
    case CostPerMillionTokensRow:
        return currency;
    default:
        return {};
    }
}

QString ScenarioComparisonModel::displayText(int row, int column) const
{
    const gp::Estimate* e = estimateAt(column);
    // A scenario the engine refused says so in every row (the tooltip has the errors); "—" is kept
    // for figures that do not apply to a valid scenario.
    if (!e)
        return tr("error");
    return ownDisplayText(row, *e);
}

QString ScenarioComparisonModel::ownDisplayText(int row, const gp::Estimate& e) const
{
    const auto v = ComparisonFigures::value(row, e);
    if (!v)
        return kBlank;
    switch (Row(row)) {
    case FitsRow:
        return *v > 0 ? tr("fits") : tr("does not fit");
    case TargetMetRow:
        return *v > 0 ? tr("yes") : tr("no");
    case BoundRow:
        return QString::fromStdString(ComparisonFigures::boundName(gp::Bound(int(*v))));
    case PricedOfferRow:
        // A flagged headline (only when every offer of the plan is flagged, or the user let them in) is marked.
        return QString::fromStdString(ComparisonFigures::text(row, e)) +
               (e.headline() && !e.headline()->flags.empty() ? flagMark() : QString());
    case PriceTierRow:
        return QString::fromStdString(ComparisonFigures::text(row, e));
    case GpusNeededRow:
    case BilledGpusRow:
        return QString::number(qRound64(*v));
    case MfuRow:
        return QStringLiteral("%1%").arg(100.0 * *v, 0, 'f', 1); // the value stays a fraction (CSV, charts)
    default:
        return ComparisonExplanationFormatter::formatNumber(*v, rowUnit(row, m_workspace->currency()).toStdString());
    }
}

// The headline rows' error band (issue 32, planning/ErrorBand.h): "+-10.7% (median error on 68 published runs like
// this: ...)" or "no published measurement like this: uncalibrated"; empty for other rows or when no table is
// installed.
static QString bandText(int row, const gp::Estimate& e, const gp::Scenario& s, const gp::CatalogSnapshot& catalog)
{
    const gp::ErrorBandTable* table = gp::ErrorBands::installed();
    const char* key = row == ScenarioComparisonModel::MemoryPerGpuRow         ? "vram_gb_per_gpu"
                      : row == ScenarioComparisonModel::TrainingHoursRow      ? "training_hours"
                      : row == ScenarioComparisonModel::TokensPerSecondRow    ? "tokens_per_second"
                      : row == ScenarioComparisonModel::TimeToFirstTokenRow   ? "time_to_first_token_s"
                      : row == ScenarioComparisonModel::TimePerOutputTokenRow ? "time_per_output_token_s"
                                                                              : nullptr;
    if (!table || !key)
        return {};
    for (const auto& b : gp::ErrorBands::forEstimate(*table, s, catalog, e))
        if (b.key == key)
            return QString::fromStdString(gp::ErrorBands::text(b.band));
    return {};
}

// The same as the tooltip and the why panel word it: "Error band: +-10.7% (...)".
static QString errorBandText(int row, const gp::Estimate& e, const gp::Scenario& s, const gp::CatalogSnapshot& catalog)
{
    const QString band = bandText(row, e, s, catalog);
    return band.isEmpty() ? band : ScenarioComparisonModel::tr("Error band: %1").arg(band);
}

QString ScenarioComparisonModel::toolTipText(int row, int column) const
{
    const gp::Estimate* e = estimateAt(column);
    if (!e)
        return {};
    if (!value(row, column))
        return QString::fromStdString(ComparisonFigures::notApplicableReason(row, *e));
    if (row == PricedOfferRow || row == PriceTierRow || row == BilledGpusRow) {
        QString tip = QString::fromStdString(ComparisonFigures::offerDescription(*e));
        // A flagged offer says which flag, with its source (gp::offerFlagDetails), before anything else.
        if (const gp::CostLine* c = e->headline(); c && !c->flags.empty()) {
            const gp::OfferSpec* offer = m_workspace->effectiveCatalog().offer(c->offerKey);
            tip = tr("Flagged offer: %1")
                      .arg(QString::fromStdString(offer ? gp::offerFlagDetails(offer->flags) : c->flags)) +
                  QStringLiteral("\n") + tip;
        }
        return tip;
    }
    const gp::Estimate* explained = explainedAt(column);
    if (!explained)
        return {};
    if (const auto x = ComparisonFigures::explanation(row, *explained, m_workspace->effectiveScenario(column))) {
        if (row == CostPerRunRow || row == CostPerMillionTokensRow)
            return QString::fromStdString(x->formula + "\n" + ComparisonFigures::offerDescription(*e));
        const QString band =
            errorBandText(row, *e, m_workspace->effectiveScenario(column), m_workspace->effectiveCatalog());
        return QString::fromStdString(x->formula) + (band.isEmpty() ? QString() : QStringLiteral("\n") + band);
    }
    return {};
}

QVariant ScenarioComparisonModel::data(const QModelIndex& idx, int role) const
{
    if (!checkIndex(idx, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_workspace)
        return {};
    const int row = idx.row();
    const int column = idx.column();
    const auto& result = m_workspace->estimate(column);
    const gp::Estimate* e = estimateAt(column);
    const auto v = value(row, column);
    switch (role) {
    case Qt::DisplayRole:
        return isWhatIf(row, column) ? displayText(row, column) + whatIfMark() : displayText(row, column);
    case Qt::ToolTipRole: {
        if (!result.ok())
            return PlainToolTip::fromPlain(tr("This scenario has errors:\n%1").arg(errorsText(result.errors)));
        const QString tip = toolTipText(row, column);
        if (!isWhatIf(row, column))
            return tip.isEmpty() ? QVariant() : PlainToolTip::fromPlain(tip);
        const auto& own = m_workspace->ownEstimate(column);
        const QString ownText = own.ok() ? ownDisplayText(row, *own.estimate) : tr("not computable (errors)");
        return PlainToolTip::fromPlain(tr("What-if figure; the scenario's own: %1\nWhat-if: %2%3")
                                           .arg(ownText, m_workspace->whatIfChanges(column).join(QStringLiteral("; ")),
                                                tip.isEmpty() ? QString() : QStringLiteral("\n\n") + tip));
    }
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (!e)
            return QBrush(kErrorColour);
        return {};
    case Qt::FontRole:
        if (isBest(row, column) || isWhatIf(row, column)) {
            QFont font;
            font.setBold(isBest(row, column));
            font.setItalic(isWhatIf(row, column));
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        if (isBest(row, column))
            return QBrush(ComparisonStyle::bestTint());
        return {};
    case IsWhatIfRole:
        return isWhatIf(row, column);
    case CompactTextRole:
        // Throughput in a laptop-width column: "10,187 tok/s" (one more digit would otherwise push the fourth
        // plan off a 1280-pixel workshop screen).
        if (e && v && row == TokensPerSecondRow)
            return data(idx, Qt::DisplayRole).toString().replace(QStringLiteral("tokens/s"), QStringLiteral("tok/s"));
        if (!e || !v || (row != PricedOfferRow && row != PriceTierRow))
            return {};
        return QString::fromStdString(ComparisonFigures::compactText(row, *e)) +
               (row == PricedOfferRow && e->headline() && !e->headline()->flags.empty() ? flagMark() : QString()) +
               (isWhatIf(row, column) ? whatIfMark() : QString());
    case ValueRole:
        return v ? QVariant(*v) : QVariant();
    case IsBestRole:
        return isBest(row, column);
    case ExplanationRole:
        if (const gp::Estimate* explained = explainedAt(column))
            if (const auto x = ComparisonFigures::explanation(row, *explained, m_workspace->effectiveScenario(column)))
                return QVariant::fromValue(*x);
        return {};
    case ExplanationHtmlRole:
        if (const gp::Estimate* explained = explainedAt(column))
            if (const auto x =
                    ComparisonFigures::explanation(row, *explained, m_workspace->effectiveScenario(column))) {
                // The why panel: the figure's error band after its explanation (issue 32).
                const QString band = errorBandText(row, *explained, m_workspace->effectiveScenario(column),
                                                   m_workspace->effectiveCatalog());
                // Where the data may go, with the offer and the cost it constrains (Scenario::residency).
                const DataResidency& residency = m_workspace->scenario(column).scenario.residency;
                QString where;
                if (residency.any() && (row == PricedOfferRow || row == PriceTierRow || row == CostPerRunRow ||
                                        row == CostPerMillionTokensRow)) {
                    QStringList parts;
                    if (residency.indiaOnly)
                        parts << tr("India only: the plan is priced at offers hosted in India");
                    if (residency.personalDataInIndia)
                        parts << tr("personal data of people in India (Digital Personal Data Protection Act 2023)");
                    where = QStringLiteral("<p>%1</p>")
                                .arg(tr("Data residency: %1.").arg(parts.join(QStringLiteral("; "))).toHtmlEscaped());
                }
                return ComparisonExplanationFormatter::toHtml(*x) +
                       (band.isEmpty() ? QString() : QStringLiteral("<p>%1</p>").arg(band.toHtmlEscaped())) + where;
            }
        return {};
    case ScenarioIdRole:
        return m_workspace->scenario(column).id;
    case UnitRole:
        return rowUnit(row, m_workspace->currency());
    case ApplicableRole:
        return v.has_value();
    default:
        return {};
    }
}

QVariant ScenarioComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= RowCount)
            return {};
        const QString unit = m_workspace ? rowUnit(section, m_workspace->currency()) : QString();
        const QString full =
            unit.isEmpty() ? rowLabel(section) : QStringLiteral("%1 (%2)").arg(rowLabel(section), unit);
        if (role == Qt::DisplayRole)
            return rowShortLabel(section);
        if (role == FullLabelRole)
            return full;
        if (role == UnitRole)
            return unit;
        if (role == Qt::ToolTipRole)
            return PlainToolTip::fromPlain(
                comparesByTask(section)
                    ? tr("%1\nTraining scenarios: per training run, tokens trained. Serving scenarios: per hour of "
                         "serving, output tokens served. The best value is marked within each kind.")
                          .arg(full)
                    : full);
        return {};
    }
    if (!m_workspace || section < 0 || section >= m_columns)
        return {};
    const auto& s = m_workspace->scenario(section);
    switch (role) {
    case Qt::DisplayRole:
        return header(section).text;
    case Qt::FontRole:
        if (header(section).whatIf) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::DecorationRole:
        return s.colour;
    case Qt::ForegroundRole:
        if (!m_workspace->estimate(section).ok())
            return QBrush(kErrorColour);
        return {};
    case ScenarioIdRole:
        return s.id;
    case Qt::ToolTipRole: {
        const auto& result = m_workspace->estimate(section);
        if (!result.ok())
            return PlainToolTip::fromPlain(
                tr("%1\nThis scenario has errors:\n%2").arg(s.name, errorsText(result.errors)));
        QString tip =
            QStringLiteral("%1\n%2 on %3 \u00d7 %4")
                .arg(m_workspace->whatIfName(section), QString::fromStdString(result.estimate->modelName),
                     QString::number(result.estimate->totalGpus), QString::fromStdString(result.estimate->gpuName));
        const QStringList changes = m_workspace->whatIfChanges(section);
        if (!changes.isEmpty())
            tip += QStringLiteral("\n") + tr("What-if applied:") + QStringLiteral("\n- ") +
                   changes.join(QStringLiteral("\n- "));
        return PlainToolTip::fromPlain(tip);
    }
    default:
        return {};
    }
}

QString ScenarioComparisonModel::toCsv() const
{
    const QString currency = m_workspace ? m_workspace->currency() : QString();
    QStringList lines;
    QStringList header{tr("Figure"), tr("Unit")};
    for (int c = 0; c < m_columns; ++c)
        header << m_workspace->scenario(c).name;
    for (auto& h : header)
        h = csvField(h);
    lines << header.join(QLatin1Char(','));
    for (int row = 0; row < RowCount; ++row) {
        QStringList cells{csvField(rowLabel(row)), csvField(rowUnit(row, currency))};
        for (int c = 0; c < m_columns; ++c) {
            const auto v = value(row, c);
            if (!v)
                cells << QString();
            else if (row == PricedOfferRow && estimateAt(c))
                // The whole description, not the cell's short words: provider, region, instance type, tier,
                // instances x GPUs billed and the offer key, on one line (a spreadsheet row per figure).
                cells << csvField(QString::fromStdString(ComparisonFigures::offerDescription(*estimateAt(c)))
                                      .replace(QLatin1Char('\n'), QStringLiteral("; ")));
            else if (ComparisonFigures::isText(row))
                cells << csvField(displayText(row, c));
            else
                cells << QString::number(*v, 'g', 10); // full precision, C locale: spreadsheets parse it
        }
        lines << cells.join(QLatin1Char(','));
    }
    // The error band of every headline figure (issue 32), after the figures: one row per headline row, the band the
    // validation suite measured for each scenario's figure ("+-10.7% (median error on 59 published runs like this:
    // ...)" or "... uncalibrated"); none when no band table is installed.
    if (m_workspace && gp::ErrorBands::installed())
        for (int row : {int(MemoryPerGpuRow), int(TrainingHoursRow), int(TokensPerSecondRow), int(TimeToFirstTokenRow),
                        int(TimePerOutputTokenRow)}) {
            QStringList cells{csvField(tr("%1: error band").arg(rowLabel(row))), QString()};
            bool any = false;
            for (int c = 0; c < m_columns; ++c) {
                const gp::Estimate* e = estimateAt(c);
                const QString band = e && value(row, c) ? bandText(row, *e, m_workspace->effectiveScenario(c),
                                                                   m_workspace->effectiveCatalog())
                                                        : QString();
                any = any || !band.isEmpty();
                cells << (band.isEmpty() ? QString() : csvField(band));
            }
            if (any)
                lines << cells.join(QLatin1Char(','));
        }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}
