// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Lets the scenario list reorder by drag and drop. The document's list model only knows moveRows()
// (one undo step per move); this proxy adds the drag/drop flags and turns a drop into that move, so a
// drag never inserts or removes a scenario.
#include <QIdentityProxyModel>

class ScenarioDragProxy : public QIdentityProxyModel {
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    Qt::ItemFlags flags(const QModelIndex& index) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    // Performs the move and returns false, so the view never removes the dragged row afterwards.
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;

    static constexpr const char* kMimeType = "application/x-gpuplanner-scenario-row";
};
