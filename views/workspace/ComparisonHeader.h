// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The comparison's column header: a name wider than its column is shortened in the middle as drawn
// ("Llama 3 8B fin…on 8x H100"), never clipped; the header's tooltip has the whole name (the model's
// ToolTipRole, plain text). The size hints still measure the whole name, so column fitting sees what a
// name needs.
#include <QHeaderView>

class ComparisonHeader : public QHeaderView {
    Q_OBJECT
public:
    explicit ComparisonHeader(QWidget* parent = nullptr);

    // What section `logical` shows at its current width: each line of the model's text, shortened in
    // the middle to the room the section leaves it.
    QString shownText(int logical) const;
    // The room a line of text has in section `logical` (its width less the style's margins and the
    // colour swatch).
    int textRoom(int logical) const;
    // How many pixels section `logical` lacks to show its whole text (0 when it shows whole).
    int missingWidth(int logical) const;

protected:
    void paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const override;
    void initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const override;

private:
    mutable bool m_painting = false;
};
