#include "ScenarioListPane.h"

#include "ScenarioDragProxy.h"
#include "common/ColourDialog.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioListModel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
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
    layout->addWidget(new QLabel(tr("<b>Scenarios</b>"), this));
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("scenarioList"));
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setToolTip(tr("Double-click to rename; drag to reorder."));
    m_dragProxy = new ScenarioDragProxy(this);
    m_list->setModel(m_dragProxy);   // once: the proxy stays, only its source changes
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { setCurrent(current.isValid() ? current.row() : -1); });
    layout->addWidget(m_list, 1);

    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    auto* add = toolButton(tr("Add"), tr("Add a new scenario"), this);
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
    connect(add, &QToolButton::clicked, this, &ScenarioListPane::addScenario);
    connect(dup, &QToolButton::clicked, this, &ScenarioListPane::duplicateScenario);
    connect(remove, &QToolButton::clicked, this, &ScenarioListPane::removeScenario);
    connect(up, &QToolButton::clicked, this, [this] { moveScenario(-1); });
    connect(down, &QToolButton::clicked, this, [this] { moveScenario(+1); });
    connect(colour, &QToolButton::clicked, this, &ScenarioListPane::pickColour);
}

ScenarioListPane::~ScenarioListPane()
{
    m_dragProxy->setSourceModel(nullptr);
    delete m_model;   // it watches the document
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
    if (workspace) {
        // Connected after the model's own connections, so the list already shows the change.
        connect(workspace, &Workspace::scenarioInserted, this, [this](int index) { selectScenario(index); });
        connect(workspace, &Workspace::scenarioRemoved, this, [this](int index) {
            selectScenario(std::min(index, m_workspace->scenarioCount() - 1));
        });
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
    setCurrent(index);   // also when the index was already current (no currentRowChanged)
}

void ScenarioListPane::setCurrent(int index)
{
    m_current = index;
    // Nothing selected (an empty workspace): nothing to duplicate, remove, move or colour.
    for (QToolButton* b : m_needsScenario)
        b->setEnabled(index >= 0);
    Q_EMIT currentScenarioChanged(index);
}

void ScenarioListPane::addScenario()
{
    if (!m_workspace)
        return;
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
