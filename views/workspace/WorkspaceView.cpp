#include "WorkspaceView.h"

#include "ComparisonPane.h"
#include "DocumentController.h"
#include "ScenarioEditor.h"
#include "ScenarioListPane.h"
#include "WhatIfPanel.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "common/AppSettings.h"
#include "document/Workspace.h"

#include <QAction>
#include <QListView>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

WorkspaceView::WorkspaceView(CatalogStore* store, QWidget* parent)
    : QWidget(parent), m_document(new DocumentController(store, this))
{
    setObjectName(QStringLiteral("WorkspaceView"));
    m_scenarios = new ScenarioListPane(this);
    m_comparison = new ComparisonPane(this);
    m_editor = new ScenarioEditor(this);
    m_whatIf = new WhatIfPanel(this);
    m_charts = new ChartPanel(this);

    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_scenarios);
    left->addWidget(m_editor);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 3);
    m_leftPane = left;

    auto* centre = new QSplitter(Qt::Vertical, this);
    centre->addWidget(m_comparison);
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
    right->addWidget(m_comparison->whyPanel());
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

    if (store) {
        // After catalog edits the document re-snapshots itself (DocumentController subscribed it once);
        // the editor's lists follow on the next turn.
        connect(store, &CatalogStore::changed, this, [this] { QTimer::singleShot(0, this, [this] { refreshEditorCatalog(); }); });
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
}

Workspace* WorkspaceView::workspace() const { return m_document->workspace(); }
QUndoStack* WorkspaceView::undoStack() const { return m_document->undoStack(); }
bool WorkspaceView::openFile(const QString& path) { return m_document->openFile(path); }
void WorkspaceView::setWorkspace(std::unique_ptr<Workspace> workspace) { m_document->setWorkspace(std::move(workspace)); }
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
    m_comparison->setWorkspace(ws);
    m_charts->setWorkspace(ws);
    m_whatIf->setWorkspace(ws);
    connect(ws, &Workspace::estimatesChanged, this, &WorkspaceView::refreshProblems);
    connect(ws, &Workspace::scenarioChanged, this, [this](int index) {
        if (index == currentScenario())
            refreshEditor();
    });
    refreshEditorCatalog();
    m_scenarios->setWorkspace(ws);   // selects the first scenario, which fills the editor
}

void WorkspaceView::refreshEditorCatalog()
{
    m_editor->setCatalog(workspace()->catalog());
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
    m_editor->setScenario(workspace()->scenario(current).scenario);
    refreshProblems();
}

void WorkspaceView::refreshProblems()
{
    const int current = currentScenario();
    if (current >= 0 && current < int(workspace()->estimates().size())) {
        const gp::EstimateResult& r = workspace()->estimate(current);
        m_editor->setProblems(r.errors, r.estimate ? r.estimate->warnings : std::vector<std::string>());
    }
}

void WorkspaceView::snapshotWhatIf()
{
    const int current = currentScenario();
    if (current < 0)
        return;
    const QString name = tr("%1 (what-if)").arg(workspace()->scenario(current).name);
    workspace()->addScenario(workspace()->effectiveScenario(current), name);
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
    // A projector view: the comparison, charts and what-if knobs in large type, the editor out of the way.
    if (on)
        m_normalSizes = m_mainSplitter->sizes();
    m_leftPane->setVisible(!on);
    whyPanel()->setVisible(!on);
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
    m_comparison->fontChanged();
    // On a projector every row of the comparison shows without scrolling (fitted with the columns, once
    // the larger type has been laid out and the window has gone full screen); the chart takes the rest.
    if (on)
        m_normalCentreSizes = m_centreSplitter->sizes();
    else if (!m_normalCentreSizes.isEmpty())
        m_centreSplitter->setSizes(m_normalCentreSizes);
    m_comparison->scheduleFit(on ? ComparisonPane::FitColumns | ComparisonPane::FitHeight : ComparisonPane::FitColumns);
    Q_EMIT workshopModeChanged(on);
}

void WorkspaceView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_workshop)   // e.g. the window reaching full screen after workshop mode was turned on
        m_comparison->scheduleFit(ComparisonPane::FitHeight);
}

void WorkspaceView::fitComparisonHeight()
{
    // At most two thirds of the centre, so a chart stays in view.
    const int total = m_centreSplitter->height() - m_centreSplitter->handleWidth();
    const int top = std::min(m_comparison->fullHeight(), total * 2 / 3);
    m_centreSplitter->setSizes({top, std::max(0, total - top)});
}
