// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A list item never wider than the list: QListView lays each item out at its text's width, so a long
// scenario name made the list scroll sideways (or, without a scroll bar, cut it). Capped at the viewport's
// width, the item's text is shortened as the view's textElideMode says (the model's tooltip has it whole).
#include <QStyledItemDelegate>

class QAbstractItemView;

class ViewportWideDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit ViewportWideDelegate(QAbstractItemView* view);
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    QAbstractItemView* m_view;
};
