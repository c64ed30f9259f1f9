#include "WorkspaceView.h"

#include "ScenarioDragProxy.h"
#include "ScenarioEditor.h"
#include "WhatIfPanel.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "common/AppSettings.h"
#include "common/ColourDialog.h"
#include "common/FileDialogs.h"
#include "common/MessageBoxes.h"
#include "common/PlainText.h"
#include "common/PlainToolTip.h"
#include "common/SafeTextDocument.h"
#include "document/RecoveryManager.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "itemmodels/ScenarioListModel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace {
// How long the comparison's figures must stand still before the columns are fitted to them.
constexpr int kFitColumnsDelayMs = 150;
const QString kFileFilter = QObject::tr("GPU Planner workspaces (*.gpuplan);;All files (*)");
const QString kWhyHint = QObject::tr("<p><b>Why this number?</b></p><p>Select any figure in the comparison table to "
                                     "see its formula, the inputs it used and the catalog rows (with source and "
                                     "as-of date) behind it.</p>");

QToolButton* toolButton(const QString& text, const QString& tip, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(false);
    return b;
}
} // namespace

WorkspaceView::WorkspaceView(CatalogStore* store, QWidget* parent)
    : QWidget(parent), m_store(store), m_workspace(std::make_unique<Workspace>()),
      m_recovery(new RecoveryManager(this))
{
    setObjectName(QStringLiteral("WorkspaceView"));
    m_editor = new ScenarioEditor(this);
    m_whatIf = new WhatIfPanel(this);
    m_charts = new ChartPanel(this);

    m_leftPane = new QSplitter(Qt::Vertical, this);
    auto* left = static_cast<QSplitter*>(m_leftPane);
    left->addWidget(buildScenarioList());
    left->addWidget(m_editor);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 3);

    auto* centre = new QSplitter(Qt::Vertical, this);
    centre->addWidget(buildComparison());
    centre->addWidget(m_charts);
    centre->setStretchFactor(0, 2);
    centre->setStretchFactor(1, 3);
    m_centreSplitter = centre;

    auto* whatIfScroll = new QScrollArea(this);
    whatIfScroll->setWidget(m_whatIf);
    whatIfScroll->setWidgetResizable(true);
    whatIfScroll->setFrameShape(QFrame::NoFrame);
    whatIfScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Every knob visible without scrolling; the "why" panel below takes the remaining height.
    whatIfScroll->setMinimumWidth(m_whatIf->minimumSizeHint().width() + 16);
    whatIfScroll->setMinimumHeight(m_whatIf->sizeHint().height() + 24); // + room for the wrapped summary line
    // The right column: what-if knobs above, "why this number" below, so the table gets the full centre.
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(whatIfScroll);
    right->addWidget(m_why);
    right->setStretchFactor(0, 0);
    right->setStretchFactor(1, 1);
    m_whatIfPane = right;

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->addWidget(m_leftPane);
    m_mainSplitter->addWidget(centre);
    m_mainSplitter->addWidget(m_whatIfPane);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setStretchFactor(2, 0);
    m_mainSplitter->setSizes({330, 700, 330});
    m_mainSplitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_mainSplitter);

    connect(m_editor, &ScenarioEditor::edited, this, [this](const gp::Scenario& changed, const QString&) {
        if (m_current >= 0 && m_current < m_workspace->scenarioCount())
            m_workspace->setScenarioInputs(m_current, changed);
    });
    connect(m_whatIf, &WhatIfPanel::snapshotRequested, this, &WorkspaceView::snapshotWhatIf);

    m_workshopAction = new QAction(tr("&Workshop mode"), this);
    m_workshopAction->setCheckable(true);
    m_workshopAction->setShortcut(QKeySequence(Qt::Key_F11));
    m_workshopAction->setToolTip(tr("Large type and a clean comparison view for a projector."));
    connect(m_workshopAction, &QAction::toggled, this, &WorkspaceView::setWorkshopMode);
    addAction(m_workshopAction); // the shortcut works even when the menu bar is hidden

    if (m_store) {
        m_workspace->attachCatalog(m_store);
        // After catalog edits the document re-snapshots itself; the editor's lists follow on the next turn.
        connect(m_store, &CatalogStore::changed, this, [this] { QTimer::singleShot(0, this, [this] { refreshEditorCatalog(); }); });
    }
    m_normalFont = font();
    setWorkspace(std::move(m_workspace));
}

WorkspaceView::~WorkspaceView()
{
    // Models first: they watch the document.
    delete m_listModel;
    delete m_comparison;
}

QWidget* WorkspaceView::buildScenarioList()
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* title = new QLabel(tr("<b>Scenarios</b>"), box);
    layout->addWidget(title);
    m_list = new QListView(box);
    m_list->setObjectName(QStringLiteral("scenarioList"));
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setToolTip(tr("Double-click to rename; drag to reorder."));
    m_dragProxy = new ScenarioDragProxy(this);
    layout->addWidget(m_list, 1);

    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    auto* add = toolButton(tr("Add"), tr("Add a new scenario"), box);
    auto* dup = toolButton(tr("Duplicate"), tr("Copy the selected scenario"), box);
    auto* remove = toolButton(tr("Remove"), tr("Remove the selected scenario (undo brings it back)"), box);
    auto* up = toolButton(QStringLiteral("\u2191"), tr("Move up"), box);
    auto* down = toolButton(QStringLiteral("\u2193"), tr("Move down"), box);
    auto* colour = toolButton(tr("Colour..."), tr("The scenario's colour in the table header and every chart"), box);
    m_needsScenario = {dup, remove, up, down, colour};
    for (QToolButton* b : {add, dup, remove, up, down, colour})
        buttons->addWidget(b);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(add, &QToolButton::clicked, this, &WorkspaceView::addScenario);
    connect(dup, &QToolButton::clicked, this, &WorkspaceView::duplicateScenario);
    connect(remove, &QToolButton::clicked, this, &WorkspaceView::removeScenario);
    connect(up, &QToolButton::clicked, this, [this] { moveScenario(-1); });
    connect(down, &QToolButton::clicked, this, [this] { moveScenario(+1); });
    connect(colour, &QToolButton::clicked, this, &WorkspaceView::pickColour);
    return box;
}

QWidget* WorkspaceView::buildComparison()
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("<b>Comparison</b> (best value of each row in bold)"), box), 1);
    auto* copy = toolButton(tr("Copy as CSV"), tr("Copy the whole comparison table as CSV for a spreadsheet"), box);
    connect(copy, &QToolButton::clicked, this, &WorkspaceView::copyComparisonCsv);
    header->addWidget(copy);
    layout->addLayout(header);

    m_table = new QTableView(box);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // Measuring every cell on every recompute (ResizeToContents) cost most of a what-if frame; instead
    // the widths are fitted once the figures stop moving (a short debounce after the last change).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_fitColumns = new QTimer(this);
    m_fitColumns->setSingleShot(true);
    connect(m_fitColumns, &QTimer::timeout, this, &WorkspaceView::fitComparison);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copyAction = new QAction(tr("Copy as CSV"), m_table);
    connect(copyAction, &QAction::triggered, this, &WorkspaceView::copyComparisonCsv);
    m_table->addAction(copyAction);

    m_why = new SafeTextBrowser(this);   // explanations quote scenario and catalog text
    m_why->setObjectName(QStringLiteral("whyPanel"));
    m_why->setOpenExternalLinks(false);
    m_why->setOpenLinks(false);
    setWhyHtml(kWhyHint);
    m_why->setMinimumWidth(180);
    layout->addWidget(m_table, 1);
    return box;
}

void WorkspaceView::setWorkspace(std::unique_ptr<Workspace> workspace)
{
    if (!workspace)
        workspace = std::make_unique<Workspace>();
    // Keep the old document alive until nothing points at it any more.
    std::unique_ptr<Workspace> old = std::move(m_workspace);
    if (old && old.get() == workspace.get())
        old.release();
    m_workspace = std::move(workspace);
    if (old)
        disconnect(old.get(), nullptr, this, nullptr);
    if (m_store)
        m_workspace->attachCatalog(m_store);
    else if (old)
        m_workspace->setCatalog(old->catalog());

    delete m_listModel;
    delete m_comparison;
    m_listModel = new ScenarioListModel(m_workspace.get(), this);
    m_comparison = new ScenarioComparisonModel(m_workspace.get(), this);
    m_dragProxy->setSourceModel(m_listModel);
    if (m_list->model() != m_dragProxy) {
        m_list->setModel(m_dragProxy);   // once: the proxy stays, only its source changes
        m_list->setModelColumn(ScenarioListModel::NameColumn);
        connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
                [this](const QModelIndex& current) {
                    m_current = current.isValid() ? current.row() : -1;
                    refreshEditor();
                });
    }
    m_table->setModel(m_comparison);
    scheduleFit(FitColumns);
    // A new scenario gets its columns fitted; changed figures only widen a column they outgrow (a what-if
    // drag, "13.6 h" -> "1,360.2 h"), so widths the user dragged stay.
    connect(m_comparison, &QAbstractItemModel::columnsInserted, this, [this] { scheduleFit(FitColumns); });
    connect(m_comparison, &QAbstractItemModel::dataChanged, this, [this] { scheduleFit(GrowColumns); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { showWhy(current); });
    connect(m_comparison, &QAbstractItemModel::modelReset, this, [this] {
        scheduleFit(FitColumns);
        // Keep the figure the user was reading selected across recomputes.
        if (m_whyRow >= 0 && m_current >= 0 && m_current < m_comparison->columnCount())
            m_table->setCurrentIndex(m_comparison->index(m_whyRow, m_current));
    });
    connectWorkspace();
    m_whatIf->setWorkspace(m_workspace.get());
    m_recovery->watch(m_workspace.get());
    refreshEditorCatalog();
    m_current = -1;
    if (m_workspace->scenarioCount() > 0)
        selectScenario(0);
    else
        refreshEditor();
    refreshEstimates();
    Q_EMIT undoStackChanged(undoStack());
    Q_EMIT documentTitleChanged();
}

void WorkspaceView::connectWorkspace()
{
    Workspace* ws = m_workspace.get();
    connect(ws, &Workspace::estimatesChanged, this, &WorkspaceView::refreshEstimates);
    connect(ws, &Workspace::scenarioChanged, this, [this](int index) {
        if (index == m_current)
            refreshEditor();
    });
    connect(ws, &Workspace::scenarioInserted, this, [this](int index) { selectScenario(index); });
    connect(ws, &Workspace::scenarioRemoved, this, [this](int index) {
        selectScenario(std::min(index, m_workspace->scenarioCount() - 1));
    });
    connect(ws, &Workspace::scenarioMoved, this, [this](int, int to) { selectScenario(to); });
    connect(ws, &Workspace::modifiedChanged, this, &WorkspaceView::documentTitleChanged);
    connect(ws->undoStack(), &QUndoStack::cleanChanged, this, &WorkspaceView::documentTitleChanged);
    connect(ws, &Workspace::metadataChanged, this, &WorkspaceView::documentTitleChanged);
}

QUndoStack* WorkspaceView::undoStack() const { return m_workspace->undoStack(); }

void WorkspaceView::setCatalog(const gp::CatalogSnapshot& catalog)
{
    m_workspace->setCatalog(catalog);
    refreshEditorCatalog();
}

void WorkspaceView::refreshEditorCatalog()
{
    m_editor->setCatalog(m_workspace->catalog());
    m_whatIf->refreshFromWorkspace();
}

void WorkspaceView::selectScenario(int index)
{
    if (index < 0 || index >= m_workspace->scenarioCount()) {
        m_current = -1;
        refreshEditor();
        return;
    }
    m_list->setCurrentIndex(m_dragProxy->index(index, ScenarioListModel::NameColumn));
    m_current = index; // also when the index was already current (no currentRowChanged)
    refreshEditor();
}

void WorkspaceView::refreshEditor()
{
    const bool has = m_current >= 0 && m_current < m_workspace->scenarioCount();
    m_editor->setEditable(has);
    // Nothing selected (an empty workspace): nothing to duplicate, remove, move or colour, and no
    // half-filled form to look at.
    for (QToolButton* b : m_needsScenario)
        b->setEnabled(has);
    m_editor->setVisible(has);
    if (!has) {
        m_editor->setProblems({}, {});
        return;
    }
    m_editor->setScenario(m_workspace->scenario(m_current).scenario);
    if (m_current < int(m_workspace->estimates().size())) {
        const gp::EstimateResult& r = m_workspace->estimate(m_current);
        m_editor->setProblems(r.errors, r.estimate ? r.estimate->warnings : std::vector<std::string>());
    }
}

void WorkspaceView::refreshEstimates()
{
    m_charts->refresh(*m_workspace);
    if (m_current >= 0 && m_current < int(m_workspace->estimates().size())) {
        const gp::EstimateResult& r = m_workspace->estimate(m_current);
        m_editor->setProblems(r.errors, r.estimate ? r.estimate->warnings : std::vector<std::string>());
    }
    showWhy(m_table->currentIndex());
}

void WorkspaceView::showWhy(const QModelIndex& index)
{
    if (!index.isValid()) {
        setWhyHtml(kWhyHint);
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
    setWhyHtml(html);
}

void WorkspaceView::setWhyHtml(const QString& html)
{
    // Every what-if move asks again; re-laying out and repainting unchanged rich text cost ~1 ms a move.
    if (html == m_whyHtml)
        return;
    m_whyHtml = html;
    m_why->setHtml(html);
}

void WorkspaceView::addScenario()
{
    gp::Scenario s;
    const gp::CatalogSnapshot& catalog = m_workspace->catalog();
    if (m_current >= 0) {
        s = m_workspace->scenario(m_current).scenario; // start from what the user is looking at
    } else {
        if (!catalog.models.empty())
            s.model.catalogKey = catalog.models.front().key;
        if (!catalog.gpus.empty())
            s.hardware.gpuKey = catalog.gpus.front().key;
        s.pricing.currency = m_workspace->currency().toStdString();
    }
    m_workspace->addScenario(s, tr("Scenario %1").arg(m_workspace->scenarioCount() + 1));
}

void WorkspaceView::duplicateScenario()
{
    if (m_current >= 0)
        m_workspace->duplicateScenario(m_current);
}

void WorkspaceView::removeScenario()
{
    if (m_current >= 0)
        m_workspace->removeScenario(m_current);
}

void WorkspaceView::moveScenario(int delta)
{
    const int to = m_current + delta;
    if (m_current >= 0 && to >= 0 && to < m_workspace->scenarioCount())
        m_workspace->moveScenario(m_current, to);
}

void WorkspaceView::pickColour()
{
    if (m_current < 0)
        return;
    const QColor c = ColourDialog::pick(this, m_workspace->scenario(m_current).colour, tr("Scenario colour"));
    if (c.isValid())
        m_workspace->setScenarioColour(m_current, c);
}

void WorkspaceView::snapshotWhatIf()
{
    if (m_current < 0)
        return;
    const QString name = tr("%1 (what-if)").arg(m_workspace->scenario(m_current).name);
    m_workspace->addScenario(m_workspace->effectiveScenario(m_current), name);
}

void WorkspaceView::copyComparisonCsv() { QApplication::clipboard()->setText(m_comparison->toCsv()); }

void WorkspaceView::setWorkshopMode(bool on)
{
    if (on == m_workshop)
        return;
    m_workshop = on;
    {
        const QSignalBlocker block(m_workshopAction);
        m_workshopAction->setChecked(on);
    }
    // A projector view: the comparison, charts and what-if knobs in large type, the editor out of the way.
    if (on)
        m_normalSizes = m_mainSplitter->sizes();
    m_leftPane->setVisible(!on);
    m_why->setVisible(!on);
    if (on) {
        // Most of the width to the comparison and charts; the knobs keep a third.
        const int w = m_mainSplitter->width();
        m_mainSplitter->setSizes({0, w * 2 / 3, w - w * 2 / 3});
    } else if (!m_normalSizes.isEmpty()) {
        m_mainSplitter->setSizes(m_normalSizes);
    }
    QFont f = m_normalFont;
    if (on)
        f.setPointSizeF(m_normalFont.pointSizeF() * AppSettings::workshopFontScale());
    setFont(f);
    // Larger type needs taller rows and wider columns, or the figures are cut to "...".
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    // On a projector every row of the comparison shows without scrolling (fitted with the columns, once
    // the larger type has been laid out and the window has gone full screen); the chart takes the rest.
    if (on)
        m_normalCentreSizes = m_centreSplitter->sizes();
    else if (!m_normalCentreSizes.isEmpty())
        m_centreSplitter->setSizes(m_normalCentreSizes);
    scheduleFit(on ? FitColumns | FitHeight : FitColumns);
    Q_EMIT workshopModeChanged(on);
}

void WorkspaceView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_workshop)   // e.g. the window reaching full screen after workshop mode was turned on
        scheduleFit(FitHeight);
}

void WorkspaceView::scheduleFit(int what)
{
    m_pendingFit |= what;
    if (what & ~GrowColumns) {
        m_fitColumns->start(kFitColumnsDelayMs);   // a one-off change: wait for the layout to settle
        return;
    }
    // A what-if drag step only notes the time: restarting the timer on every step measured 14-15 ms against
    // 9-10 ms per change in bench_whatif. The timer, once started, looks on expiry whether the figures have
    // been still for the whole delay.
    m_figuresMoved.start();
    if (!m_fitColumns->isActive())
        m_fitColumns->start(kFitColumnsDelayMs);
}

void WorkspaceView::fitComparison()
{
    const qint64 still = m_figuresMoved.isValid() ? m_figuresMoved.elapsed() : kFitColumnsDelayMs;
    if (m_pendingFit == GrowColumns && still < kFitColumnsDelayMs) {
        m_fitColumns->start(int(kFitColumnsDelayMs - still));   // still moving: look again later
        return;
    }
    const int what = m_pendingFit;
    m_pendingFit = 0;
    // Fitted widths leave room for four more characters, so a figure that grows during a what-if drag is
    // not cut to "..." before the drag ends.
    const int slack = 4 * m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const QAbstractItemView* view = m_table;   // sizeHintForColumn() is public here, protected in QTableView
    for (int c = 0; c < m_table->model()->columnCount(); ++c) {
        // The header's name (shortened to 24 characters by the model) may widen a column up to 18 digits,
        // no more, so one long name does not push the next columns out of sight.
        const int headerRoom = std::min(m_table->horizontalHeader()->sectionSizeHint(c), 18 * slack / 4);
        const int needed = std::max(view->sizeHintForColumn(c), headerRoom);
        if ((what & FitColumns) || needed > m_table->columnWidth(c))
            m_table->setColumnWidth(c, needed + slack);
    }
    if ((what & FitHeight) && m_workshop)
        fitComparisonHeight();
}

void WorkspaceView::fitComparisonHeight()
{
    // The table's full height (header, every row, frame, and room for a horizontal scroll bar, which may
    // appear only once the columns are laid out) plus what sits above it in the comparison box; at most two
    // thirds of the centre, so a chart stays in view.
    QWidget* comparison = m_centreSplitter->widget(0);
    const int tableHeight = m_table->horizontalHeader()->height() + m_table->verticalHeader()->length() +
                            2 * m_table->frameWidth() + m_table->horizontalScrollBar()->sizeHint().height();
    const int total = m_centreSplitter->height() - m_centreSplitter->handleWidth();
    const int top = std::min(comparison->height() - m_table->height() + tableHeight, total * 2 / 3);
    m_centreSplitter->setSizes({top, std::max(0, total - top)});
}

QString WorkspaceView::documentTitle() const
{
    const QString path = m_workspace->filePath();
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    return name + QStringLiteral("[*]");
}

// --- files ------------------------------------------------------------------------------------------

void WorkspaceView::addMenus(QMenuBar* menuBar)
{
    QMenu* file = menuBar->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, [this] {
        if (maybeSave())
            newWorkspace();
    });
    file->addAction(tr("&Open..."), QKeySequence::Open, this, [this] {
        if (!maybeSave())
            return;
        const QString path = FileDialogs::openFileName(this, tr("Open workspace"), kFileFilter);
        if (!path.isEmpty())
            openFile(path);
    });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &WorkspaceView::fillRecentMenu);
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { save(); });
    file->addAction(tr("Save &As..."), QKeySequence::SaveAs, this, [this] { saveAs(); });
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, [this] {
        if (maybeSave())
            newWorkspace();
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, [this] {
        if (QWidget* w = window())
            w->close();
    });

    QMenu* view = menuBar->addMenu(tr("&View"));
    view->addAction(m_workshopAction);
    view->addAction(tr("S&napshot what-if as new scenario"), this, &WorkspaceView::snapshotWhatIf);
    view->addAction(tr("&Copy comparison as CSV"), this, &WorkspaceView::copyComparisonCsv);
}

void WorkspaceView::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = AppSettings::recentFiles();
    for (const QString& path : files)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave())
                openFile(path);
        })->setToolTip(PlainText::toolTip(path));
    if (files.isEmpty())
        m_recentMenu->addAction(tr("(none yet)"))->setEnabled(false);
}

bool WorkspaceView::openFile(const QString& path)
{
    WorkspaceFile::LoadResult result = WorkspaceFile::load(path);
    if (!result.workspace) {
        MessageBoxes::warning(this, tr("Open workspace"), result.error);
        return false;
    }
    m_recovery->discard();
    setWorkspace(std::move(result.workspace));
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    return true;
}

void WorkspaceView::newWorkspace()
{
    m_recovery->discard();
    setWorkspace(std::make_unique<Workspace>());
}

bool WorkspaceView::saveTo(const QString& path)
{
    QString error;
    if (!WorkspaceFile::save(*m_workspace, path, &error)) {
        MessageBoxes::warning(this, tr("Save workspace"), error);
        return false;
    }
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Q_EMIT documentTitleChanged();
    return true;
}

bool WorkspaceView::save()
{
    if (m_workspace->filePath().isEmpty())
        return saveAs();
    return saveTo(m_workspace->filePath());
}

bool WorkspaceView::saveAs()
{
    const QString suggested = (m_workspace->title().isEmpty() ? tr("workspace") : m_workspace->title()) +
                              QStringLiteral(".gpuplan");
    QString path = FileDialogs::saveFileName(this, tr("Save workspace as"), kFileFilter, suggested);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".gpuplan");
    return saveTo(path);
}

bool WorkspaceView::maybeSave()
{
    if (!m_workspace->isModified())
        return true;
    const auto answer = MessageBoxes::question(
        this, tr("Unsaved changes"),
        tr("The workspace \"%1\" has unsaved changes. Save them first?")
            .arg(documentTitle().remove(QStringLiteral("[*]"))),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    if (answer == QMessageBox::Discard) {
        m_recovery->discard();
        return true;
    }
    return false;
}

bool WorkspaceView::offerRecovery()
{
    const QStringList files = m_recovery->findRecoveryFiles();
    if (files.isEmpty())
        return false;
    const QString original = RecoveryManager::originalPath(files.first());
    const auto answer = MessageBoxes::question(
        this, tr("Recover unsaved work"),
        tr("GPU Planner did not close normally. Restore the unsaved workspace%1?")
            .arg(original.isEmpty() ? QString() : tr(" \"%1\"").arg(QFileInfo(original).fileName())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes)
        return false;
    QString error;
    std::unique_ptr<Workspace> restored = RecoveryManager::restore(files.first(), &error);
    if (!restored) {
        MessageBoxes::warning(this, tr("Recover unsaved work"), error);
        return false;
    }
    QFile::remove(files.first());
    setWorkspace(std::move(restored));
    return true;
}
