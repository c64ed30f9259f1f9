// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One row per workspace scenario: name (editable, through the undo stack), task, GPU and status; the
// scenario's colour under DecorationRole. moveRows() reorders through the undo stack, so a drag in the
// list is one undo step. A thin adapter: the Workspace's signals drive begin/end calls.
#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

class Workspace;

class ScenarioListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, TaskColumn, GpuColumn, StatusColumn, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // QString stable id
        ColourRole,                // QColor (same as DecorationRole on NameColumn)
        NotesRole,                 // QString
        ValidRole,                 // bool: the scenario's estimate succeeded
        ErrorsRole,                // QStringList "field: message"
        SortRole                   // raw value for sorting
    };

    explicit ScenarioListModel(Workspace* workspace, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    // Only single-row moves within the root are supported (what a drag or "move up/down" does).
    bool moveRows(const QModelIndex& sourceParent, int sourceRow, int count, const QModelIndex& destinationParent,
                  int destinationChild) override;
    QHash<int, QByteArray> roleNames() const override;

    Workspace* workspace() const { return m_workspace; }

private:
    QString statusSignature(int row) const;
    void announceStatusChanges();

    QPointer<Workspace> m_workspace;
    QStringList m_statusShown; // each row's status and error tooltip as last announced
};
