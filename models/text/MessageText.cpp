// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "MessageText.h"

#include "NumberFormat.h"
#include "messages/MessageList.h"
#include "messages/Overloaded.h"

#include <QCoreApplication>

namespace gp::text {

namespace {

// %1..%9 replaced in one pass, so a name that itself contains "%2" is shown as written (QString::arg would
// substitute again into an earlier argument's text).
QString substitute(const QString& pattern, const QStringList& args)
{
    QString out;
    out.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size()) {
            const QChar d = pattern.at(i + 1);
            if (d >= QLatin1Char('1') && d <= QLatin1Char('9')) {
                const qsizetype n = d.unicode() - '1';
                if (n < args.size()) {
                    out += args.at(n);
                    ++i;
                    continue;
                }
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString argument(const gp::MessageArg& arg, const QLocale& locale)
{
    return std::visit(Overloaded{
                          [&](const MessageNumber& n) { return number(n.value, n.decimals, locale); },
                          [&](const MessageQuantity& q) { return quantity(q.value, q.unit, q.decimals, locale); },
                          [&](const MessageMoney& m) {
                              return money(m.amount, QString::fromStdString(m.currency), m.decimals, locale);
                          },
                          [&](const MessagePercent& p) { return percent(p.fraction, p.decimals, locale); },
                          [&](const MessageCount& c) { return count(c.value, locale); },
                          [&](const MessageName& n) { return QString::fromStdString(n.text); },
                          [&](const MessageTerm& t) { return QCoreApplication::translate(t.context, t.source); },
                      },
                      arg);
}

QString render(const gp::Message& message, const QLocale& locale)
{
    QString text;
    if (!message.isTemplate()) {
        text = QString::fromStdString(message.verbatimText());
    } else {
        QStringList args;
        args.reserve(static_cast<qsizetype>(message.args().size()));
        for (const MessageArg& a : message.args())
            args << argument(a, locale);
        text = substitute(QCoreApplication::translate(message.context(), message.source()), args);
    }
    return message.field().empty() ? text : QString::fromStdString(message.field()) + QStringLiteral(": ") + text;
}

QStringList render(const std::vector<gp::Message>& messages, const QLocale& locale)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(messages.size()));
    for (const gp::Message& m : messages)
        out << render(m, locale);
    return out;
}

QString renderJoined(const std::vector<gp::Message>& messages, const QString& separator, const QLocale& locale)
{
    QStringList out;
    for (const gp::Message& m : messages)
        if (!gp::isEmpty(m))
            out << render(m, locale);
    return out.join(separator);
}

} // namespace gp::text
