// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioListModel.h"

#include "common/DisplayText.h"

#include "common/PlainToolTip.h"
#include "document/Workspace.h"
#include "planning/ScenarioJson.h"

#include <QBrush>
#include <QStringList>

ScenarioListModel::ScenarioListModel(Workspace* workspace, QObject* parent)
    : QAbstractTableModel(parent), m_workspace(workspace)
{
    if (!workspace)
        return;
    connect(workspace, &Workspace::scenarioAboutToBeInserted, this, [this](int i) { beginInsertRows({}, i, i); });
    connect(workspace, &Workspace::scenarioInserted, this, [this] { endInsertRows(); });
    connect(workspace, &Workspace::scenarioAboutToBeRemoved, this, [this](int i) { beginRemoveRows({}, i, i); });
    connect(workspace, &Workspace::scenarioRemoved, this, [this] { endRemoveRows(); });
    connect(workspace, &Workspace::scenarioAboutToBeMoved, this,
            [this](int from, int to) { beginMoveRows({}, from, from, {}, to > from ? to + 1 : to); });
    connect(workspace, &Workspace::scenarioMoved, this, [this] { endMoveRows(); });
    connect(workspace, &Workspace::scenarioChanged, this,
            [this](int i) { Q_EMIT dataChanged(index(i, 0), index(i, ColumnCount - 1)); });
    // A view may outlive the document it showed: rowCount() is 0 once the pointer is cleared; announce it.
    connect(workspace, &QObject::destroyed, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(workspace, &Workspace::estimatesChanged, this, &ScenarioListModel::announceStatusChanges);
}

QString ScenarioListModel::statusSignature(int row) const
{
    const QModelIndex status = index(row, StatusColumn);
    return status.data().toString() + QLatin1Char('\n') + status.data(Qt::ToolTipRole).toString();
}

void ScenarioListModel::announceStatusChanges()
{
    // Only the status (and its error tooltip) depends on the estimate. A what-if move recomputes every
    // estimate but rarely changes a status: announcing only the rows that did spares the list a repaint.
    QStringList now;
    for (int row = 0; row < rowCount(); ++row)
        now.append(statusSignature(row));
    int first = -1, last = -1;
    for (int row = 0; row < now.size(); ++row)
        if (row >= m_statusShown.size() || now[row] != m_statusShown[row]) {
            first = first < 0 ? row : first;
            last = row;
        }
    m_statusShown = now;
    if (first >= 0)
        Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

int ScenarioListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_workspace ? 0 : m_workspace->scenarioCount();
}

int ScenarioListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

namespace {
QStringList errorLines(const gp::EstimateResult& result)
{
    QStringList lines;
    for (const auto& e : result.errors)
        lines << (e.field.empty()
                      ? QString::fromStdString(e.message)
                      : QString::fromStdString(e.field) + QStringLiteral(": ") + QString::fromStdString(e.message));
    return lines;
}
} // namespace

QVariant ScenarioListModel::data(const QModelIndex& idx, int role) const
{
    if (!checkIndex(idx, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_workspace)
        return {};
    const WorkspaceScenario& s = m_workspace->scenario(idx.row());
    const bool haveEstimate = std::size_t(idx.row()) < m_workspace->estimates().size();
    const gp::EstimateResult empty;
    const gp::EstimateResult& result = haveEstimate ? m_workspace->estimate(idx.row()) : empty;
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (idx.column()) {
        case NameColumn: // shown with bidi controls and control bytes neutralised (DisplayText); EditRole: as typed
            return role == SortRole ? s.name : DisplayText::neutralise(s.name);
        case TaskColumn:
            return QString::fromUtf8(gp::ScenarioJson::name(s.scenario.task).data());
        case GpuColumn: {
            const QString gpu = QString::fromStdString(s.scenario.hardware.gpuKey);
            return role == SortRole ? QVariant(gpu)
                                    : QVariant(QStringLiteral("%1 \u00d7 %2").arg(s.scenario.totalGpus()).arg(gpu));
        }
        case StatusColumn:
            if (result.ok())
                return result.estimate->fits ? tr("OK") : tr("Does not fit");
            return tr("%n error(s)", nullptr, int(result.errors.size()));
        }
        return {};
    case Qt::EditRole:
        return idx.column() == NameColumn ? QVariant(s.name) : QVariant();
    case Qt::DecorationRole:
        return idx.column() == NameColumn ? QVariant(s.colour) : QVariant();
    case Qt::ForegroundRole:
        // A scenario the engine refused stands out in the list too; its tooltip lists the errors.
        return result.ok() ? QVariant() : QVariant(QBrush(QColor(0xE5, 0x39, 0x35)));
    case Qt::ToolTipRole:
        if (idx.column() == StatusColumn || !result.ok())
            return result.ok() ? QVariant()
                               : QVariant(PlainToolTip::fromPlain(errorLines(result).join(QLatin1Char('\n'))));
        // The whole name (the list shortens a long one) and the notes: the user's text, plain.
        return PlainToolTip::fromPlain(s.notes.isEmpty() ? s.name : s.name + QStringLiteral("\n\n") + s.notes);
    case IdRole:
        return s.id;
    case ColourRole:
        return s.colour;
    case NotesRole:
        return s.notes;
    case ValidRole:
        return result.ok();
    case ErrorsRole:
        return errorLines(result);
    default:
        return {};
    }
}

QVariant ScenarioListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Scenario");
    case TaskColumn:
        return tr("Task");
    case GpuColumn:
        return tr("GPUs");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

Qt::ItemFlags ScenarioListModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NameColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool ScenarioListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!m_workspace || role != Qt::EditRole || !index.isValid() || index.column() != NameColumn)
        return false;
    const QString name = value.toString().trimmed();
    if (name.isEmpty())
        return false;                               // a scenario always has a name
    m_workspace->renameScenario(index.row(), name); // emits dataChanged through scenarioChanged
    return true;
}

bool ScenarioListModel::moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
                                 const QModelIndex& destinationParent, int destinationChild)
{
    if (!m_workspace || sourceParent.isValid() || destinationParent.isValid() || count != 1)
        return false;
    const int n = rowCount();
    if (sourceRow < 0 || sourceRow >= n || destinationChild < 0 || destinationChild > n)
        return false;
    // Qt's destinationChild is the row the item is placed before; Workspace wants the final index.
    const int to = destinationChild > sourceRow ? destinationChild - 1 : destinationChild;
    if (to == sourceRow)
        return false;
    m_workspace->moveScenario(sourceRow, to);
    return true;
}

QHash<int, QByteArray> ScenarioListModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "scenarioId");
    names.insert(ColourRole, "colour");
    names.insert(NotesRole, "notes");
    names.insert(ValidRole, "valid");
    names.insert(ErrorsRole, "errors");
    return names;
}
