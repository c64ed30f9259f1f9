// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "EmptyState.h"

#include <QLabel>
#include <QVBoxLayout>

namespace EmptyState {

void addHeading(QVBoxLayout* layout, QWidget* page, const QString& title, const QString& hint)
{
    auto* heading = new QLabel(title, page);
    heading->setTextFormat(Qt::PlainText);
    QFont big = heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    heading->setFont(big);
    heading->setAlignment(Qt::AlignHCenter);
    layout->addWidget(heading);
    auto* text = new QLabel(hint, page);
    text->setTextFormat(Qt::PlainText);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignHCenter);
    layout->addWidget(text);
}

} // namespace EmptyState
