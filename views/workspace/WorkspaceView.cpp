// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceView.h"

#include "ComparisonPane.h"
#include "DocumentController.h"
#include "ScenarioEditor.h"
#include "ScenarioListPane.h"
#include "WhatIfPanel.h"
#include "WhatIfSnapshot.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "common/AppSettings.h"
#include "common/EmptyState.h"
#include "document/Workspace.h"
#include "text/MessageText.h"

#include "PlanHeader.h"
#include "TcoPane.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QListView>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace {
// From this window width the what-if dock has a column of its own beside the scenario editor.
constexpr int kSideBySideDocksWidth = 1600;
// Bumped when the docks change (added, renamed): a layout saved for other docks is not restored.
constexpr int kDockStateVersion = 1;
} // namespace

WorkspaceView::WorkspaceView(CatalogStore* store, QWidget* parent)
    : QWidget(parent), m_document(new DocumentController(store, this))
{
    setObjectName(QStringLiteral("WorkspaceView"));
    m_header = new PlanHeader(this);
    m_scenarios = new ScenarioListPane(this);
    m_comparison = new ComparisonPane(this);
    m_editor = new ScenarioEditor(this);
    m_whatIf = new WhatIfPanel(this);
    m_charts = new ChartPanel(this);

    // A main window inside the tab, only for its docks: the panes around the comparison can be closed,
    // moved or floated, so a laptop screen gives the comparison its width (View lists them).
    m_inner = new QMainWindow(this);
    m_inner->setObjectName(QStringLiteral("workspaceDocks"));
    m_inner->setWindowFlags(Qt::Widget);
    m_inner->setDockNestingEnabled(true);

    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_scenarios);
    left->addWidget(m_editor);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 3);
    left->setChildrenCollapsible(false);

    auto* centre = new QSplitter(Qt::Vertical, this);
    centre->addWidget(m_comparison);
    centre->addWidget(m_charts);
    centre->setStretchFactor(0, 2);
    centre->setStretchFactor(1, 3);
    m_centreSplitter = centre;
    m_centre = new QStackedWidget(this);
    m_emptyPage = buildEmptyPage();
    m_centre->addWidget(m_emptyPage);
    m_centre->addWidget(centre);
    // The saved TCO analyses on a tab beside the comparison; the tab bar shows once there is one (or the
    // View menu's entry opens the pane's empty state), so a workspace without one looks as before.
    m_tco = new TcoPane(this);
    m_centreTabs = new QTabWidget(this);
    m_centreTabs->setObjectName(QStringLiteral("centreTabs"));
    m_centreTabs->setDocumentMode(true);
    m_centreTabs->addTab(m_centre, tr("Scenarios"));
    m_centreTabs->addTab(m_tco, tr("Rent, managed or buy"));
    m_inner->setCentralWidget(m_centreTabs);

    auto* whatIfScroll = new QScrollArea(this);
    whatIfScroll->setWidget(m_whatIf);
    whatIfScroll->setWidgetResizable(true);
    whatIfScroll->setFrameShape(QFrame::NoFrame);
    whatIfScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Never a vertical bar either: the minimum height below holds every knob, and a bar left over from
    // the dock's time behind a tab narrowed the panel and cut the spin boxes.
    whatIfScroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Every knob visible without scrolling; the "why" dock below takes the remaining height.
    whatIfScroll->setMinimumWidth(m_whatIf->minimumSizeHint().width() + 16);
    whatIfScroll->setMinimumHeight(m_whatIf->sizeHint().height() + 24); // + room for the wrapped summary line

    m_scenarioDock = addDock(tr("Scenarios"), QStringLiteral("scenarioDock"), left, Qt::LeftDockWidgetArea);
    m_whatIfDock = addDock(tr("What-if"), QStringLiteral("whatIfDock"), whatIfScroll, Qt::RightDockWidgetArea);
    m_whyDock =
        addDock(tr("Why this number"), QStringLiteral("whyDock"), m_comparison->whyPanel(), Qt::RightDockWidgetArea);
    m_inner->splitDockWidget(m_whatIfDock, m_whyDock, Qt::Vertical);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->setSpacing(2);
    layout->addWidget(m_header);
    layout->addWidget(m_inner, 1);

    connect(m_scenarios, &ScenarioListPane::currentScenarioChanged, this, [this](int index) {
        m_comparison->setCurrentScenario(index);
        refreshEditor();
    });
    connect(m_editor, &ScenarioEditor::edited, this, [this](const gp::Scenario& changed, const QString&) {
        const int current = currentScenario();
        if (current >= 0 && current < workspace()->scenarioCount())
            workspace()->setScenarioInputs(current, changed);
    });
    connect(m_whatIf, &WhatIfPanel::snapshotRequested, this, &WorkspaceView::snapshotWhatIf);
    connect(m_scenarios, &ScenarioListPane::planFromQuestionRequested, this, &WorkspaceView::planFromQuestionRequested);
    connect(m_comparison, &ComparisonPane::heightFitRequested, this, [this] {
        if (m_workshop)
            fitComparisonHeight();
    });

    m_workshopAction = new QAction(tr("&Workshop mode"), this);
    m_workshopAction->setCheckable(true);
    m_workshopAction->setShortcut(QKeySequence(Qt::Key_F11));
    m_workshopAction->setToolTip(tr("Large type and a clean comparison view for a projector."));
    connect(m_workshopAction, &QAction::toggled, this, &WorkspaceView::setWorkshopMode);
    addAction(m_workshopAction); // the shortcut works even when the menu bar is hidden
    m_snapshotAction = new QAction(tr("S&napshot what-if as new scenario"), this);
    connect(m_snapshotAction, &QAction::triggered, this, &WorkspaceView::snapshotWhatIf);
    m_copyCsvAction = new QAction(tr("&Copy comparison as CSV"), this);
    connect(m_copyCsvAction, &QAction::triggered, this, &WorkspaceView::copyComparisonCsv);
    m_tcoAction = new QAction(tr("Rent, managed or buy (&TCO analyses)"), this);
    m_tcoAction->setCheckable(true);
    m_tcoAction->setToolTip(tr("The TCO analyses kept in this workspace, their inputs editable as a what-if."));
    connect(m_tcoAction, &QAction::toggled, this, &WorkspaceView::showTco);
    connect(m_centreTabs, &QTabWidget::currentChanged, this, [this](int index) { showTco(index == 1); });
    connect(m_tco, &TcoPane::wizardRequested, this, &WorkspaceView::tcoWizardRequested);
    connect(m_tco, &TcoPane::analysesPresenceChanged, this, &WorkspaceView::updateTcoTabBar);

    if (store) {
        // After catalog edits the document re-snapshots itself (DocumentController subscribed it once);
        // the editor's lists follow on the next turn.
        connect(store, &CatalogStore::changed, this,
                [this] { QTimer::singleShot(0, this, [this] { refreshEditorCatalog(); }); });
    }
    m_normalFont = font();
    connect(m_document, &DocumentController::workspaceChanged, this, &WorkspaceView::onWorkspaceChanged);
    onWorkspaceChanged(m_document->workspace());
}

WorkspaceView::~WorkspaceView()
{
    // The panes' models watch the document, which the controller (a child) deletes with itself.
    m_scenarios->setWorkspace(nullptr);
    m_comparison->setWorkspace(nullptr);
    m_charts->setWorkspace(nullptr);
    m_whatIf->setWorkspace(nullptr);
    m_tco->setWorkspace(nullptr);
}

Workspace* WorkspaceView::workspace() const { return m_document->workspace(); }
QUndoStack* WorkspaceView::undoStack() const { return m_document->undoStack(); }
bool WorkspaceView::openFile(const QString& path) { return m_document->openFile(path); }
void WorkspaceView::setWorkspace(std::unique_ptr<Workspace> workspace)
{
    m_document->setWorkspace(std::move(workspace));
}
int WorkspaceView::currentScenario() const { return m_scenarios->currentScenario(); }
void WorkspaceView::selectScenario(int index) { m_scenarios->selectScenario(index); }
QTableView* WorkspaceView::comparisonTable() const { return m_comparison->table(); }
ScenarioComparisonModel* WorkspaceView::comparisonModel() const { return m_comparison->model(); }
QTextBrowser* WorkspaceView::whyPanel() const { return m_comparison->whyPanel(); }
QListView* WorkspaceView::scenarioList() const { return m_scenarios->listView(); }
void WorkspaceView::copyComparisonCsv() { m_comparison->copyCsv(); }

void WorkspaceView::setCatalog(const gp::CatalogSnapshot& catalog)
{
    m_document->setCatalog(catalog);
    refreshEditorCatalog();
}

void WorkspaceView::onWorkspaceChanged(Workspace* ws)
{
    // Each pane observes the document itself; the view only keeps the editor on the selected scenario.
    m_header->setWorkspace(ws);
    m_comparison->setWorkspace(ws);
    m_charts->setWorkspace(ws);
    m_tco->setWorkspace(ws);
    connect(ws, &Workspace::scenarioInserted, this, &WorkspaceView::showEmptyPageIfEmpty);
    connect(ws, &Workspace::scenarioRemoved, this, &WorkspaceView::showEmptyPageIfEmpty);
    m_whatIf->setWorkspace(ws);
    connect(ws, &Workspace::estimatesChanged, this, &WorkspaceView::refreshProblems);
    connect(ws, &Workspace::scenarioChanged, this, [this](int index) {
        if (index == currentScenario())
            refreshEditor();
    });
    refreshEditorCatalog();
    m_scenarios->setWorkspace(ws); // selects the first scenario, which fills the editor
    showEmptyPageIfEmpty();
}

QDockWidget* WorkspaceView::addDock(const QString& title, const QString& name, QWidget* content,
                                    Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, m_inner);
    dock->setObjectName(name);
    dock->setWidget(content);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
    m_inner->addDockWidget(area, dock);
    return dock;
}

QList<QAction*> WorkspaceView::paneActions() const
{
    return {m_scenarioDock->toggleViewAction(), m_whatIfDock->toggleViewAction(), m_whyDock->toggleViewAction(),
            m_tcoAction};
}

void WorkspaceView::updateTcoTabBar() { m_centreTabs->tabBar()->setVisible(m_tcoShowing || m_tco->hasAnalyses()); }

void WorkspaceView::showTco(bool on)
{
    if (on == m_tcoShowing)
        return;
    m_tcoShowing = on;
    {
        const QSignalBlocker tabs(m_centreTabs);
        const QSignalBlocker action(m_tcoAction);
        m_centreTabs->setCurrentIndex(on ? 1 : 0);
        m_tcoAction->setChecked(on);
    }
    // The scenario docks step aside for the TCO pane (at 1280 px they would leave it half the width) and
    // come back as they were, tabs and sizes included.
    QDockWidget* docks[3] = {m_scenarioDock, m_whatIfDock, m_whyDock};
    if (on) {
        m_dockStateBeforeTco = m_inner->saveState(kDockStateVersion);
        m_workshopAtTcoEntry = m_workshop;
        for (int i = 0; i < 3; ++i) {
            m_docksBeforeTco[i] = docks[i]->toggleViewAction()->isChecked();
            docks[i]->hide();
        }
    } else {
        if (!m_inner->restoreState(m_dockStateBeforeTco, kDockStateVersion))
            for (int i = 0; i < 3; ++i)
                docks[i]->setVisible(m_docksBeforeTco[i]);
        if (m_workshop != m_workshopAtTcoEntry) // workshop mode was switched while the TCO pane showed
            applyWorkshopDocks(m_workshop);
    }
    updateTcoTabBar();
}

QWidget* WorkspaceView::buildEmptyPage()
{
    // What a new workspace offers instead of an empty table: a complete plan from a template, or the
    // workload wizard. The buttons trigger the scenario list's own Add actions.
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("emptyWorkspace"));
    auto* outer = new QVBoxLayout(page);
    outer->addStretch(1);
    EmptyState::addHeading(outer, page, tr("Start a plan"),
                           tr("Each start is a complete plan on the catalog (model, GPUs, priced offers) that you then "
                              "change; or answer a few questions and let the wizard size it."));
    auto* buttons = new QVBoxLayout;
    buttons->setSpacing(6);
    for (QAction* action : m_scenarios->addActions()) {
        if (action == m_scenarios->copyAction())
            continue; // nothing to copy in an empty workspace
        auto* b = new QPushButton(action->text(), page);
        b->setToolTip(action->toolTip());
        b->setEnabled(action->isEnabled());
        connect(action, &QAction::changed, b, [b, action] { b->setEnabled(action->isEnabled()); });
        connect(b, &QPushButton::clicked, action, &QAction::trigger);
        buttons->addWidget(b);
    }
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addLayout(buttons);
    row->addStretch(1);
    outer->addLayout(row);
    outer->addStretch(2);
    return page;
}

void WorkspaceView::showEmptyPageIfEmpty() { m_centre->setCurrentIndex(workspace()->scenarioCount() == 0 ? 0 : 1); }

void WorkspaceView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!m_docksSized) {
        m_docksSized = true;
        // The layout the user left (docks moved, closed, floated, resized); the fitted default otherwise,
        // or when the saved one is from another version of the docks.
        const QByteArray saved = AppSettings::workspaceDockState();
        if (saved.isEmpty() || !m_inner->restoreState(saved, kDockStateVersion))
            sizeDocks();
    }
}

void WorkspaceView::saveDockLayout() const
{
    // Workshop mode hides docks for the projector: the layout kept is the one the user works in.
    if (m_tcoShowing) {
        // The docks are set aside for the TCO pane: the layout kept is the one from before.
        if (!m_workshopAtTcoEntry && !m_workshop)
            AppSettings::setWorkspaceDockState(m_dockStateBeforeTco);
        return;
    }
    if (!m_workshop)
        AppSettings::setWorkspaceDockState(m_inner->saveState(kDockStateVersion));
}

void WorkspaceView::sizeDocks()
{
    // The docks as narrow as their contents allow, so the comparison keeps the width. Below 1600 px (a
    // laptop, 1440x900 and less) the editor and the what-if knobs share the left column as tabs and the
    // "why" panel alone takes the right, which leaves four scenario columns readable at 1280 px; wider,
    // the knobs sit above the "why" panel on the right.
    const int windowWidth = window()->width();
    const int left =
        std::max(m_scenarioDock->widget()->minimumSizeHint().width(), m_whatIfDock->widget()->minimumWidth());
    if (windowWidth < kSideBySideDocksWidth) {
        m_inner->removeDockWidget(m_whatIfDock);
        m_inner->addDockWidget(Qt::LeftDockWidgetArea, m_whatIfDock);
        m_inner->tabifyDockWidget(m_scenarioDock, m_whatIfDock);
        m_whatIfDock->show();
        m_scenarioDock->raise();
        m_inner->resizeDocks({m_scenarioDock, m_whyDock}, {left, std::max(240, windowWidth / 6)}, Qt::Horizontal);
    } else {
        m_inner->resizeDocks({m_scenarioDock, m_whatIfDock},
                             {std::max(left, windowWidth / 6), m_whatIfDock->widget()->minimumWidth()}, Qt::Horizontal);
    }
}

void WorkspaceView::refreshEditorCatalog()
{
    m_editor->setCatalog(workspace()->sharedCatalog());
    m_whatIf->refreshFromWorkspace();
}

void WorkspaceView::refreshEditor()
{
    const int current = currentScenario();
    const bool has = current >= 0 && current < workspace()->scenarioCount();
    m_editor->setEditable(has);
    // Nothing selected (an empty workspace): no half-filled form to look at.
    m_editor->setVisible(has);
    if (!has) {
        m_editor->setProblems({}, {});
        return;
    }
    m_editor->setDisplayCurrency(workspace()->currency()); // offer prices as the comparison shows them
    m_editor->setScenario(workspace()->scenario(current).scenario);
    refreshProblems();
}

void WorkspaceView::refreshProblems()
{
    const int current = currentScenario();
    if (current >= 0 && current < int(workspace()->estimates().size())) {
        const gp::EstimateResult& r = workspace()->estimate(current);
        QStringList notes; // the engine's sentences in the reader's language (the text layer)
        if (r.estimate)
            notes = gp::text::render(r.estimate->warnings) + gp::text::render(r.estimate->offerNotes);
        m_editor->setProblems(r.errors, notes);
    }
}

void WorkspaceView::snapshotWhatIf()
{
    const int current = currentScenario();
    if (current < 0)
        return;
    // Named after the state it holds (the GPUs it uses, the what-if values it took), not the original; the
    // catalog-wide knobs it cannot hold are said in its notes (WhatIfSnapshot).
    workspace()->addScenario(WhatIfSnapshot::of(*workspace(), current));
}

void WorkspaceView::setWorkshopMode(bool on)
{
    if (on == m_workshop)
        return;
    m_workshop = on;
    {
        const QSignalBlocker block(m_workshopAction);
        m_workshopAction->setChecked(on);
    }
    // A projector view: the comparison and a chart in large type; the editor and the "why" panel out of
    // the way; the what-if knobs stay at their normal size (the presenter works them, the room reads the
    // table), so every knob is whole on a 1280x800 projector.
    // The plan header gives its row to the chart (the window title still names the plan).
    m_header->setVisible(!on);
    if (!m_tcoShowing) // else when the comparison shows again (showTco)
        applyWorkshopDocks(on);
    QFont f = m_normalFont;
    if (on)
        f.setPointSizeF(m_normalFont.pointSizeF() * AppSettings::workshopFontScale());
    m_centre->setFont(f);
    // The TCO pane keeps its type and enlarges its headline only: six options by nine figures, nine inputs
    // and a chart do not fit a 1280x800 projector in large type (the options scrolled sideways and the
    // chart lost its legend), and the headline is what the room reads.
    m_tco->setWorkshop(on, AppSettings::workshopFontScale());
    m_comparison->fontChanged();
    m_comparison->setCompact(on);
    // On a projector every row of the comparison shows without scrolling (fitted with the columns, once
    // the larger type has been laid out and the window has gone full screen); the chart takes the rest.
    if (on)
        m_normalCentreSizes = m_centreSplitter->sizes();
    else if (!m_normalCentreSizes.isEmpty())
        m_centreSplitter->setSizes(m_normalCentreSizes);
    m_comparison->scheduleFit(on ? ComparisonPane::FitColumns | ComparisonPane::FitHeight : ComparisonPane::FitColumns);
    Q_EMIT workshopModeChanged(on);
}

void WorkspaceView::applyWorkshopDocks(bool on)
{
    if (on) {
        m_scenariosWereVisible = m_scenarioDock->isVisible();
        m_whyWasVisible = m_whyDock->isVisible();
        m_scenarioDock->hide();
        m_whyDock->hide();
        m_whatIfDock->show(); // the knobs are what a workshop is for
        m_whatIfDock->raise();
    } else {
        m_scenarioDock->setVisible(m_scenariosWereVisible);
        m_whyDock->setVisible(m_whyWasVisible);
    }
}

void WorkspaceView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_workshop) // e.g. the window reaching full screen after workshop mode was turned on
        m_comparison->scheduleFit(ComparisonPane::FitHeight);
}

void WorkspaceView::fitComparisonHeight()
{
    // At most three quarters of the centre, so a chart stays in view.
    const int total = m_centreSplitter->height() - m_centreSplitter->handleWidth();
    const int top = std::min(m_comparison->fullHeight(), total * 3 / 4);
    m_centreSplitter->setSizes({top, std::max(0, total - top)});
}
