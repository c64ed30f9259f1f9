#include "ScenarioListModel.h"

#include "document/Workspace.h"

ScenarioListModel::ScenarioListModel(Workspace* workspace, QObject* parent) : QAbstractTableModel(parent), m_workspace(workspace) {}
int ScenarioListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() || !m_workspace ? 0 : m_workspace->scenarioCount(); }
int ScenarioListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }
QVariant ScenarioListModel::data(const QModelIndex&, int) const { return {}; }
QVariant ScenarioListModel::headerData(int, Qt::Orientation, int) const { return {}; }
Qt::ItemFlags ScenarioListModel::flags(const QModelIndex& index) const { return QAbstractTableModel::flags(index); }
bool ScenarioListModel::setData(const QModelIndex&, const QVariant&, int) { return false; }
bool ScenarioListModel::moveRows(const QModelIndex&, int, int, const QModelIndex&, int) { return false; }
QHash<int, QByteArray> ScenarioListModel::roleNames() const { return QAbstractTableModel::roleNames(); }
