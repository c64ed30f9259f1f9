// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioListPane.h"

#include "ScenarioDragProxy.h"
#include "ViewportWideDelegate.h"
#include "common/ColourDialog.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioListModel.h"
#include "planning/ScenarioTemplates.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {
QToolButton* toolButton(const QString& text, const QString& tip, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(false);
    return b;
}
} // namespace

ScenarioListPane::ScenarioListPane(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scenarioListPane"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // No title of its own: the dock it sits in says "Scenarios".
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("scenarioList"));
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setToolTip(tr("Double-click to rename; drag to reorder."));
    m_list->setAccessibleName(tr("Scenarios"));
    m_list->setAccessibleDescription(tr("The workspace's scenarios; F2 renames the selected one."));
    // A long name is shortened in the middle, never scrolled sideways; its tooltip has the whole name.
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setItemDelegate(new ViewportWideDelegate(m_list));
    m_list->setResizeMode(QListView::Adjust); // laid out again at the new width
    m_dragProxy = new ScenarioDragProxy(this);
    m_list->setModel(m_dragProxy); // once: the proxy stays, only its source changes
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { setCurrent(current.isValid() ? current.row() : -1); });
    layout->addWidget(m_list, 1);

    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    auto* add = toolButton(tr("Add"), tr("Add a scenario from a template, or a copy of the selected one"), this);
    add->setObjectName(QStringLiteral("addScenario"));
    add->setPopupMode(QToolButton::InstantPopup);
    auto* addMenu = new QMenu(add);
    const auto& templates = gp::scenarioTemplates();
    for (int i = 0; i < int(templates.size()); ++i) {
        QAction* a = addMenu->addAction(QString::fromStdString(templates[std::size_t(i)].label), this,
                                        [this, i] { addFromTemplate(i); });
        a->setToolTip(QString::fromStdString(templates[std::size_t(i)].hint));
        a->setStatusTip(a->toolTip());
        m_addActions << a;
    }
    m_copyAction = addMenu->addAction(tr("Copy of the selected scenario"), this, &ScenarioListPane::duplicateScenario);
    m_addActions << m_copyAction;
    addMenu->addSeparator();
    m_addActions << addMenu->addAction(tr("Plan from a question..."), this,
                                       &ScenarioListPane::planFromQuestionRequested);
    m_addActions.back()->setToolTip(
        tr("The workload wizard: from what the team wants to do to priced configurations."));
    addMenu->setToolTipsVisible(true);
    add->setMenu(addMenu);
    auto* dup = toolButton(tr("Duplicate"), tr("Copy the selected scenario"), this);
    auto* remove = toolButton(tr("Remove"), tr("Remove the selected scenario (undo brings it back)"), this);
    auto* up = toolButton(QStringLiteral("\u2191"), tr("Move up"), this);
    auto* down = toolButton(QStringLiteral("\u2193"), tr("Move down"), this);
    auto* colour = toolButton(tr("Colour..."), tr("The scenario's colour in the table header and every chart"), this);
    m_needsScenario = {dup, remove, up, down, colour};
    for (QToolButton* b : {add, dup, remove, up, down, colour})
        buttons->addWidget(b);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(dup, &QToolButton::clicked, this, &ScenarioListPane::duplicateScenario);
    connect(remove, &QToolButton::clicked, this, &ScenarioListPane::removeScenario);
    connect(up, &QToolButton::clicked, this, [this] { moveScenario(-1); });
    connect(down, &QToolButton::clicked, this, [this] { moveScenario(+1); });
    connect(colour, &QToolButton::clicked, this, &ScenarioListPane::pickColour);
}

ScenarioListPane::~ScenarioListPane()
{
    m_dragProxy->setSourceModel(nullptr);
    delete m_model; // it watches the document
}

void ScenarioListPane::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    ScenarioListModel* old = m_model;
    m_model = workspace ? new ScenarioListModel(workspace, this) : nullptr;
    m_dragProxy->setSourceModel(m_model);
    delete old;
    m_current = -1;
    updateTemplateActions();
    if (workspace) {
        // A catalog edit may add or remove what a template needs, and a template prices in the plan's
        // currency. Not on every estimate: a what-if drag would build every template at each step.
        connect(workspace, &Workspace::catalogChanged, this, &ScenarioListPane::updateTemplateActions);
        connect(workspace, &Workspace::metadataChanged, this, &ScenarioListPane::updateTemplateActions);
        // Connected after the model's own connections, so the list already shows the change.
        connect(workspace, &Workspace::scenarioInserted, this, [this](int index) { selectScenario(index); });
        connect(workspace, &Workspace::scenarioRemoved, this,
                [this](int index) { selectScenario(std::min(index, m_workspace->scenarioCount() - 1)); });
        connect(workspace, &Workspace::scenarioMoved, this, [this](int, int to) { selectScenario(to); });
    }
    selectScenario(workspace && workspace->scenarioCount() > 0 ? 0 : -1);
}

void ScenarioListPane::selectScenario(int index)
{
    if (!m_workspace || index < 0 || index >= m_workspace->scenarioCount()) {
        setCurrent(-1);
        return;
    }
    m_list->setCurrentIndex(m_dragProxy->index(index, ScenarioListModel::NameColumn));
    setCurrent(index); // also when the index was already current (no currentRowChanged)
}

void ScenarioListPane::setCurrent(int index)
{
    m_current = index;
    // Nothing selected (an empty workspace): nothing to duplicate, remove, move or colour.
    for (QToolButton* b : m_needsScenario)
        b->setEnabled(index >= 0);
    m_copyAction->setEnabled(index >= 0);
    Q_EMIT currentScenarioChanged(index);
}

void ScenarioListPane::updateTemplateActions()
{
    // A template the catalog cannot fill (no model or GPU for it) is offered disabled, never as errors.
    const auto& templates = gp::scenarioTemplates();
    for (int i = 0; i < int(templates.size()); ++i)
        m_addActions[i]->setEnabled(m_workspace &&
                                    gp::makeScenario(templates[std::size_t(i)].kind, m_workspace->catalog(),
                                                     m_workspace->currency().toStdString()));
}

bool ScenarioListPane::addFromTemplate(int templateIndex)
{
    const auto& templates = gp::scenarioTemplates();
    if (!m_workspace || templateIndex < 0 || templateIndex >= int(templates.size()))
        return false;
    const auto s = gp::makeScenario(templates[std::size_t(templateIndex)].kind, m_workspace->catalog(),
                                    m_workspace->currency().toStdString());
    if (!s)
        return false; // the action is disabled then (see setWorkspace)
    m_workspace->addScenario(*s, QString::fromStdString(s->name));
    return true;
}

void ScenarioListPane::duplicateScenario()
{
    if (m_workspace && m_current >= 0)
        m_workspace->duplicateScenario(m_current);
}

void ScenarioListPane::removeScenario()
{
    if (m_workspace && m_current >= 0)
        m_workspace->removeScenario(m_current);
}

void ScenarioListPane::moveScenario(int delta)
{
    const int to = m_current + delta;
    if (m_workspace && m_current >= 0 && to >= 0 && to < m_workspace->scenarioCount())
        m_workspace->moveScenario(m_current, to);
}

void ScenarioListPane::pickColour()
{
    if (!m_workspace || m_current < 0)
        return;
    const QColor c = ColourDialog::pick(this, m_workspace->scenario(m_current).colour, tr("Scenario colour"));
    if (c.isValid())
        m_workspace->setScenarioColour(m_current, c);
}
