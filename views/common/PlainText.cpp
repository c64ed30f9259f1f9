// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PlainText.h"

#include "common/PlainToolTip.h"

#include <QLabel>

namespace PlainText {

QString html(const QString& text)
{
    QString escaped = text.toHtmlEscaped();
    escaped.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return escaped;
}

QString toolTip(const QString& text) { return PlainToolTip::fromPlain(text); }

QString chart(const QString& text) { return text.toHtmlEscaped(); }

QString fromChart(const QString& chartText)
{
    // The inverse of toHtmlEscaped(), &amp; last so "&amp;lt;" comes back as "&lt;".
    QString s = chartText;
    s.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return s;
}

void setLabel(QLabel* label, const QString& text)
{
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
}

} // namespace PlainText
