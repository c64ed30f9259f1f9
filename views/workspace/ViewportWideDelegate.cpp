// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ViewportWideDelegate.h"

#include <QAbstractItemView>

#include <algorithm>

ViewportWideDelegate::ViewportWideDelegate(QAbstractItemView* view) : QStyledItemDelegate(view), m_view(view) {}

QSize ViewportWideDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize hint = QStyledItemDelegate::sizeHint(option, index);
    hint.setWidth(std::min(hint.width(), m_view->viewport()->width()));
    return hint;
}
