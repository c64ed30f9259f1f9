// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ComparisonHeader.h"

#include <algorithm>

#include <QFontMetrics>
#include <QStyle>
#include <QStyleOptionHeader>

ComparisonHeader::ComparisonHeader(QWidget* parent) : QHeaderView(Qt::Horizontal, parent) {}

int ComparisonHeader::textRoom(int logical) const
{
    // QCommonStyle's header label: the style's margin on either side, and the decoration (the scenario's
    // colour swatch) with a gap before the text.
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    int room = sectionSize(logical) - 2 * margin;
    if (model() && model()->headerData(logical, orientation(), Qt::DecorationRole).isValid())
        room -= style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this) + margin;
    return std::max(0, room);
}

int ComparisonHeader::missingWidth(int logical) const
{
    if (!model())
        return 0;
    QFont f = font(); // as shownText() measures it
    if (const QVariant v = model()->headerData(logical, orientation(), Qt::FontRole); v.canConvert<QFont>())
        f = v.value<QFont>().resolve(font());
    const QFontMetrics metrics(f);
    int missing = 0;
    for (const QString& line :
         model()->headerData(logical, orientation(), Qt::DisplayRole).toString().split(QLatin1Char('\n')))
        missing = std::max(missing, metrics.horizontalAdvance(line) - textRoom(logical));
    return missing;
}

QString ComparisonHeader::shownText(int logical) const
{
    if (!model())
        return {};
    const QString text = model()->headerData(logical, orientation(), Qt::DisplayRole).toString();
    // The section's own font where the model gives one (italic for a what-if column), over the header's.
    QFont f = font();
    if (const QVariant v = model()->headerData(logical, orientation(), Qt::FontRole); v.canConvert<QFont>())
        f = v.value<QFont>().resolve(font());
    const QFontMetrics metrics(f);
    const int room = textRoom(logical);
    QStringList lines = text.split(QLatin1Char('\n'));
    const QChar ellipsis(0x2026);
    for (QString& line : lines) {
        if (metrics.horizontalAdvance(line) <= room)
            continue;
        // A name the model already shortened ("Llama 3 8B fi…capacity") loses more of its start, keeping
        // one ellipsis and the end that tells similar names apart.
        const qsizetype at = line.indexOf(ellipsis);
        QString head = at > 0 ? line.left(at) : QString();
        const QString tail = at > 0 ? line.mid(at + 1) : QString();
        while (!head.isEmpty() && metrics.horizontalAdvance(head + ellipsis + tail) > room)
            head.chop(1);
        line = head.isEmpty() ? metrics.elidedText(line, Qt::ElideMiddle, room) : head + ellipsis + tail;
    }
    return lines.join(QLatin1Char('\n'));
}

void ComparisonHeader::paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const
{
    m_painting = true;
    QHeaderView::paintSection(painter, rect, logicalIndex);
    m_painting = false;
}

void ComparisonHeader::initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    // Shortened only as drawn: sizeHint and sectionSizeFromContents measure the whole name.
    if (m_painting)
        option->text = shownText(logicalIndex);
}
