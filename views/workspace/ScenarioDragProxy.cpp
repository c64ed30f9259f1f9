// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioDragProxy.h"

#include <QMimeData>

Qt::ItemFlags ScenarioDragProxy::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QIdentityProxyModel::flags(index);
    // Rows can be dragged; drops land between rows (on the root), never onto a scenario.
    return index.isValid() ? (f | Qt::ItemIsDragEnabled) & ~Qt::ItemIsDropEnabled : Qt::ItemIsDropEnabled;
}

QStringList ScenarioDragProxy::mimeTypes() const { return {QString::fromLatin1(kMimeType)}; }

QMimeData* ScenarioDragProxy::mimeData(const QModelIndexList& indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    auto* data = new QMimeData;
    data->setData(QString::fromLatin1(kMimeType), QByteArray::number(indexes.first().row()));
    return data;
}

bool ScenarioDragProxy::canDropMimeData(const QMimeData* data, Qt::DropAction action, int, int,
                                        const QModelIndex&) const
{
    return data && action == Qt::MoveAction && data->hasFormat(QString::fromLatin1(kMimeType));
}

bool ScenarioDragProxy::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                                     const QModelIndex& parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    bool ok = false;
    const int from = data->data(QString::fromLatin1(kMimeType)).toInt(&ok);
    if (!ok || from < 0 || from >= rowCount())
        return false;
    // Qt's "before this row" numbering: dropping on an item means before it, past the end means append.
    int before = row >= 0 ? row : (parent.isValid() ? parent.row() : rowCount());
    if (before != from && before != from + 1)
        moveRows(QModelIndex(), from, 1, QModelIndex(), before);
    return false;
}
