// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ComparisonPane.h"

#include "CompactTextDelegate.h"
#include "ComparisonHeader.h"

#include "common/PlainText.h"
#include "common/PlainToolTip.h"
#include "common/SafeTextDocument.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/VramAdvisor.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {
// How long the comparison's figures must stand still before the columns are fitted to them.
constexpr int kFitColumnsDelayMs = 150;
// A function, not a constant: a translation is installed after static initialisation.
QString whyHint()
{
    return QObject::tr("<p><b>Why this number?</b></p><p>Select any figure in the comparison table to see its formula, "
                       "the inputs it used and the catalog rows (with source and as-of date) behind it.</p>");
}
} // namespace

ComparisonPane::ComparisonPane(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("comparisonPane"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_titleRow = new QWidget(this);
    auto* header = new QHBoxLayout(m_titleRow);
    header->setContentsMargins(0, 0, 0, 0);
    auto* title = new QLabel(tr("<b>Comparison</b> (best value of each row in bold)"), m_titleRow);
    title->setTextFormat(Qt::RichText); // our own text, no user input
    header->addWidget(title, 1);
    auto* copy = new QToolButton(m_titleRow);
    copy->setText(tr("Copy as CSV"));
    copy->setToolTip(tr("Copy the whole comparison table as CSV for a spreadsheet"));
    connect(copy, &QToolButton::clicked, this, &ComparisonPane::copyCsv);
    header->addWidget(copy);
    layout->addWidget(m_titleRow);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setAccessibleName(tr("Scenario comparison"));
    m_table->setAccessibleDescription(tr("One column per scenario, one row per figure (time, cost, memory, offer); "
                                         "arrow keys move between cells, the header names each scenario."));
    // Long scenario names shortened in the middle as drawn, whole in the header's tooltip.
    m_table->setHorizontalHeader(new ComparisonHeader(m_table));
    // The offer and tier rows in their compact words, so they fit a laptop-width column.
    m_table->setItemDelegate(new CompactTextDelegate(ScenarioComparisonModel::CompactTextRole, m_table));
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // Measuring every cell on every recompute (ResizeToContents) cost most of a what-if frame; instead
    // the widths are fitted once the figures stop moving (a short debounce after the last change).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    applyRowHeight();
    m_fitTimer = new QTimer(this);
    m_fitTimer->setSingleShot(true);
    connect(m_fitTimer, &QTimer::timeout, this, &ComparisonPane::fit);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copyAction = new QAction(tr("Copy as CSV"), m_table);
    connect(copyAction, &QAction::triggered, this, &ComparisonPane::copyCsv);
    m_table->addAction(copyAction);
    layout->addWidget(m_table, 1);
    // The legend of the what-if mark, shown while a what-if changes figures (ScenarioComparisonModel).
    m_whatIfLegend = new QLabel(ScenarioComparisonModel::whatIfLegend(), this);
    m_whatIfLegend->setObjectName(QStringLiteral("whatIfLegend"));
    m_whatIfLegend->setTextFormat(Qt::PlainText);
    m_whatIfLegend->setWordWrap(true);
    m_whatIfLegend->setVisible(false);
    layout->addWidget(m_whatIfLegend);
    // The legend of the flag mark, shown while a priced offer in the table is flagged (issue 31).
    m_flagLegend = new QLabel(ScenarioComparisonModel::flagLegend(), this);
    m_flagLegend->setObjectName(QStringLiteral("flagLegend"));
    m_flagLegend->setTextFormat(Qt::PlainText);
    m_flagLegend->setWordWrap(true);
    m_flagLegend->setVisible(false);
    layout->addWidget(m_flagLegend);

    m_why = new SafeTextBrowser(this); // explanations quote scenario and catalog text
    m_why->setObjectName(QStringLiteral("whyPanel"));
    m_why->setOpenExternalLinks(false);
    m_why->setOpenLinks(false);
    m_why->setMinimumWidth(180);
    // A vertical bar that came and went with each explanation's length laid the document out a second
    // time at the other width on every what-if step (a third of the panel's cost in bench_whatif).
    m_why->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setWhyHtml(whyHint());
}

ComparisonPane::~ComparisonPane()
{
    delete m_model; // before the table: it watches the document
}

void ComparisonPane::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    ScenarioComparisonModel* old = m_model;
    m_model = workspace ? new ScenarioComparisonModel(workspace, this) : nullptr;
    m_table->setModel(m_model);
    delete old;
    m_whyRow = -1;
    if (!m_model) {
        setWhyHtml(whyHint());
        return;
    }
    scheduleFit(FitColumns);
    // A new scenario gets its columns fitted; changed figures only widen a column they outgrow (a what-if
    // drag, "13.6 h" -> "1,360.2 h"), so widths the user dragged stay.
    connect(m_model, &QAbstractItemModel::columnsInserted, this, [this] { scheduleFit(FitColumns); });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { scheduleFit(GrowColumns); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { showWhy(current); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        scheduleFit(FitColumns);
        // Keep the figure the user was reading selected across recomputes.
        if (m_whyRow >= 0 && m_currentColumn >= 0 && m_currentColumn < m_model->columnCount())
            m_table->setCurrentIndex(m_model->index(m_whyRow, m_currentColumn));
    });
    connect(workspace, &Workspace::whatIfChanged, this, &ComparisonPane::updateWhatIfLegend);
    updateWhatIfLegend();
    connect(workspace, &Workspace::estimatesChanged, this, &ComparisonPane::updateFlagLegend);
    updateFlagLegend();
    // The explanation follows the figures (the model has updated itself by now: it connected first).
    connect(workspace, &Workspace::estimatesChanged, this, [this] {
        m_adviceStale = true;
        showWhy(m_table->currentIndex());
    });
    showWhy(m_table->currentIndex());
}

void ComparisonPane::copyCsv() const
{
    if (m_model)
        QApplication::clipboard()->setText(m_model->toCsv());
}

void ComparisonPane::showWhy(const QModelIndex& index)
{
    if (!index.isValid()) {
        setWhyHtml(whyHint());
        return;
    }
    m_whyRow = index.row();
    QString html = index.data(ScenarioComparisonModel::ExplanationHtmlRole).toString();
    if (html.isEmpty()) {
        // No explanation (blank or invalid cell): the tooltip says why; back to plain text, then escaped.
        const QString tip = PlainToolTip::toPlain(index.data(Qt::ToolTipRole).toString());
        html = QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                   .arg(PlainText::html(ScenarioComparisonModel::rowLabel(index.row())),
                        PlainText::html(tip.isEmpty() ? tr("This figure does not apply to this scenario.") : tip));
    }
    setWhyHtml(html + fitAdviceHtml(index.column()));
}

QString ComparisonPane::fitAdviceHtml(int column)
{
    if (!m_workspace || column < 0 || column >= m_workspace->scenarioCount() ||
        std::size_t(column) >= m_workspace->estimates().size())
        return {};
    const gp::EstimateResult& r = m_workspace->estimate(column);
    if (!r.ok() || r.estimate->fits)
        return {};
    // Asking the engine runs an estimate per option: keep the last answer while a what-if drag moves the
    // figures, and ask again once they stand still (fit()) or another column is selected.
    if (column == m_adviceColumn && (!m_adviceStale || m_fitTimer->isActive()))
        return m_adviceHtml;
    m_adviceColumn = column;
    m_adviceStale = false;
    const std::vector<gp::FitOption> ways =
        gp::VramAdvisor::waysToFit(m_workspace->effectiveScenario(column), m_workspace->effectiveCatalog());
    const QLocale locale;
    QString html = tr("<p><b>What would make it fit</b> (the engine's estimate for each change, %1 GB per GPU "
                      "usable, %2 GB needed now):</p>")
                       .arg(locale.toString(r.estimate->usableMemoryGbPerGpu, 'f', 1),
                            locale.toString(r.estimate->memory.totalGb(), 'f', 1));
    if (ways.empty()) {
        html += tr("<p>No single change the engine knows makes it fit: a GPU with more memory, or more GPUs "
                   "with the model sharded over them.</p>");
    } else {
        // A list, not a table: the "why" dock is narrow on a laptop and table cells broke words apart.
        html += QStringLiteral("<ul>");
        for (const gp::FitOption& w : ways) {
            QString time;
            if (w.timeFactor > 0)
                time = tr(", time x%1").arg(locale.toString(w.timeFactor, 'f', 2));
            else if (!w.timeNote.empty())
                time = QStringLiteral(" (%1)").arg(PlainText::html(QString::fromStdString(w.timeNote)));
            const QString gpus = w.gpus == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(w.gpus);
            html += tr("<li><b>%1</b>: %2 GB per GPU on %3, %4%5</li>")
                        .arg(PlainText::html(QString::fromStdString(w.label)), locale.toString(w.memoryGb, 'f', 1),
                             gpus, w.fits ? tr("fits") : tr("still too big"), time);
        }
        html += QStringLiteral("</ul>");
    }
    m_adviceHtml = html;
    return html;
}

void ComparisonPane::setWhyHtml(const QString& html)
{
    // Every what-if move asks again; re-laying out and repainting unchanged rich text cost ~1 ms a move.
    if (html == m_whyHtml)
        return;
    m_whyHtml = html;
    m_why->setHtml(html);
}

void ComparisonPane::fontChanged()
{
    // Larger type needs taller rows and wider columns, or the figures are cut to "...".
    applyRowHeight();
}

void ComparisonPane::applyRowHeight()
{
    // Compact (workshop) rows keep 2 px above and below the text instead of 4: sixteen rows in large type
    // then leave a 1280x800 projector room for a chart whose labels read.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + (m_compact ? 4 : 8));
}

void ComparisonPane::setCompact(bool compact)
{
    m_titleRow->setVisible(!compact);
    m_compact = compact;
    applyRowHeight();
    updateWhatIfLegend(); // compact (workshop) keeps every row in sight; the charts' titles keep the legend
    updateFlagLegend();
}

void ComparisonPane::updateFlagLegend()
{
    m_flagLegend->setVisible(!m_compact && m_model && m_model->anyFlaggedOffer());
}

void ComparisonPane::updateWhatIfLegend()
{
    m_whatIfLegend->setVisible(!m_compact && m_workspace && !m_workspace->whatIf().isNeutral());
}

void ComparisonPane::scheduleFit(int what)
{
    m_pendingFit |= what;
    if (what & ~GrowColumns) {
        m_fitTimer->start(kFitColumnsDelayMs); // a one-off change: wait for the layout to settle
        return;
    }
    // A what-if drag step only notes the time: restarting the timer on every step measured 14-15 ms against
    // 9-10 ms per change in bench_whatif. The timer, once started, looks on expiry whether the figures have
    // been still for the whole delay.
    m_figuresMoved.start();
    if (!m_fitTimer->isActive())
        m_fitTimer->start(kFitColumnsDelayMs);
}

void ComparisonPane::fit()
{
    const qint64 still = m_figuresMoved.isValid() ? m_figuresMoved.elapsed() : kFitColumnsDelayMs;
    if (m_pendingFit == GrowColumns && still < kFitColumnsDelayMs) {
        m_fitTimer->start(int(kFitColumnsDelayMs - still)); // still moving: look again later
        return;
    }
    const int what = m_pendingFit;
    m_pendingFit = 0;
    if (!m_model)
        return;
    // Fitted widths leave room for one more digit, so a figure that grows during a what-if drag is
    // rarely cut to "..." before the drag ends (a column it outgrows widens once the drag stops); more
    // slack costs the fourth column of a 1280 px screen in workshop mode.
    const int digit = m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const int slack = digit;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        // The header's name (shortened to 24 characters by the model) may widen a column up to 20 digits,
        // no more, so one long name does not push the next columns out of sight.
        const int headerRoom = std::min(m_table->horizontalHeader()->sectionSizeHint(c), 20 * digit);
        // Every figure whole; the offer and tier words (compact, CompactTextDelegate) widen a column up to
        // 20 digits, no more, so one unusual provider name does not cost a column (it shows elided then,
        // whole in the tooltip and the "why" panel). The words need no slack: a drag does not lengthen them.
        int figures = 0;
        int words = 0;
        const int grid = m_table->showGrid() ? 1 : 0; // a cell is its column less the grid line
        for (int r = 0; r < m_model->rowCount(); ++r) {
            const int w = m_table->sizeHintForIndex(m_model->index(r, c)).width() + grid;
            if (r == ScenarioComparisonModel::PricedOfferRow || r == ScenarioComparisonModel::PriceTierRow)
                words = std::max(words, std::min(w, 20 * digit));
            else
                figures = std::max(figures, w);
        }
        const int needed = std::max(figures, headerRoom);
        if ((what & FitColumns) || needed > m_table->columnWidth(c) || words > m_table->columnWidth(c))
            m_table->setColumnWidth(c, std::max(needed + slack, words));
    }
    // A name cut to 20 digits while the table has unused width beside it gets that width, column by column,
    // up to its whole name (issue 35: no header shortened next to free space).
    if (what & FitColumns) {
        auto* header = qobject_cast<ComparisonHeader*>(m_table->horizontalHeader());
        int free = header ? m_table->viewport()->width() - header->length() : 0;
        for (int c = 0; c < m_model->columnCount() && free > 0; ++c) {
            const int grow = std::min(free, header->missingWidth(c));
            if (grow > 0) {
                m_table->setColumnWidth(c, m_table->columnWidth(c) + grow);
                free -= grow;
            }
        }
    }
    if (what & FitHeight)
        Q_EMIT heightFitRequested();
    if (m_adviceStale) // the figures stand still: the fit advice follows them
        showWhy(m_table->currentIndex());
}

int ComparisonPane::fullHeight() const
{
    // The table's full height (header, every row, frame, and room for a horizontal scroll bar, which may
    // appear only once the columns are laid out) plus what sits above it in this pane.
    const bool scrollsSideways = m_table->horizontalHeader()->length() > m_table->viewport()->width();
    const int tableHeight = m_table->horizontalHeader()->height() + m_table->verticalHeader()->length() +
                            2 * m_table->frameWidth() +
                            (scrollsSideways ? m_table->horizontalScrollBar()->sizeHint().height() : 0);
    return height() - m_table->height() + tableHeight;
}
