#include "ScenarioComparisonModel.h"

#include "document/Workspace.h"

ScenarioComparisonModel::ScenarioComparisonModel(Workspace* workspace, QObject* parent) : QAbstractTableModel(parent), m_workspace(workspace) {}
int ScenarioComparisonModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : RowCount; }
int ScenarioComparisonModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_columns; }
QVariant ScenarioComparisonModel::data(const QModelIndex&, int) const { return {}; }
QVariant ScenarioComparisonModel::headerData(int, Qt::Orientation, int) const { return {}; }
std::optional<double> ScenarioComparisonModel::value(int, int) const { return std::nullopt; }
int ScenarioComparisonModel::bestColumn(int) const { return -1; }
QString ScenarioComparisonModel::toCsv() const { return {}; }
QString ScenarioComparisonModel::rowLabel(int) { return {}; }
QString ScenarioComparisonModel::rowUnit(int, const QString&) { return {}; }
bool ScenarioComparisonModel::lowerIsBetter(int) { return true; }
void ScenarioComparisonModel::rebuild() {}
