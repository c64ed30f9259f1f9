// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Draws a comparison cell with the model's compact words where it has them (the offer and tier rows,
// ScenarioComparisonModel::CompactTextRole: "AWS, us-east-1"), so a laptop-width column shows them whole;
// the model's display text (the whole description) stays for CSV, the proposal and the tooltip.
#include <QStyledItemDelegate>

class CompactTextDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit CompactTextDelegate(int compactRole, QObject* parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    int m_role;
};
