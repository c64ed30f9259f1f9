// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CompactTextDelegate.h"

CompactTextDelegate::CompactTextDelegate(int compactRole, QObject* parent)
    : QStyledItemDelegate(parent), m_role(compactRole)
{
}

void CompactTextDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (const QVariant compact = index.data(m_role); compact.isValid())
        option->text = compact.toString();
}
