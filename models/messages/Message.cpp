// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "Message.h"
#include "Overloaded.h"

#include <cmath>
#include <cstdio>

namespace gp {

namespace {

std::string fixed(double v, int decimals)
{
    // A figure that is not finite is written as such, never as 0 (a clamp would hide the bug that made it).
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "infinity" : "-infinity";
    char buf[64];
    if (decimals < 0)
        std::snprintf(buf, sizeof buf, "%.*g", -decimals > 9 ? 9 : -decimals, v);
    else
        std::snprintf(buf, sizeof buf, "%.*f", decimals > 9 ? 9 : decimals, v);
    std::string s = buf;
    // -0.001 at two decimals prints "-0.00": a sign with no figure behind it.
    if (!s.empty() && s[0] == '-' && s.find_first_of("123456789") == std::string::npos)
        s.erase(0, 1);
    return s;
}

} // namespace

Message Message::verbatim(std::string text)
{
    Message m;
    m.m_verbatim = std::move(text);
    return m;
}

Message&& Message::arg(MessageArg a) &&
{
    m_args.push_back(std::move(a));
    return std::move(*this);
}

Message& Message::arg(MessageArg a) &
{
    m_args.push_back(std::move(a));
    return *this;
}

Message&& Message::about(std::string field) &&
{
    m_field = std::move(field);
    return std::move(*this);
}

Message& Message::about(std::string field) &
{
    m_field = std::move(field);
    return *this;
}

const char* englishUnitSymbol(MessageUnit u)
{
    switch (u) {
    case MessageUnit::GB:
        return "GB";
    case MessageUnit::Hours:
        return "h";
    case MessageUnit::Seconds:
        return "s";
    case MessageUnit::Milliseconds:
        return "ms";
    case MessageUnit::TokensPerSecond:
        return "tokens/s";
    case MessageUnit::RequestsPerSecond:
        return "requests/s";
    case MessageUnit::GpuHours:
        return "GPU-h";
    case MessageUnit::Tflops:
        return "TFLOPS";
    }
    return "";
}

std::string englishArgument(const MessageArg& a)
{
    return std::visit(
        Overloaded{
            [](const MessageNumber& n) { return fixed(n.value, n.decimals); },
            [](const MessageQuantity& q) { return fixed(q.value, q.decimals) + " " + englishUnitSymbol(q.unit); },
            [](const MessageMoney& m) {
                const int decimals = m.decimals >= 0 ? m.decimals : (std::fabs(m.amount) < 100 ? 2 : 0);
                return m.currency + " " + fixed(m.amount, decimals);
            },
            [](const MessagePercent& p) { return fixed(p.fraction * 100.0, p.decimals) + "%"; },
            [](const MessageCount& c) { return std::to_string(c.value); },
            [](const MessageName& n) { return n.text; },
            [](const MessageTerm& t) { return std::string(t.source ? t.source : ""); },
        },
        a);
}

std::string substituteArguments(const std::string& pattern, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const std::size_t n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Message::english() const
{
    std::string text;
    if (!isTemplate()) {
        text = m_verbatim;
    } else {
        std::vector<std::string> args;
        args.reserve(m_args.size());
        for (const MessageArg& a : m_args)
            args.push_back(englishArgument(a));
        text = substituteArguments(m_source, args);
    }
    return m_field.empty() ? text : m_field + ": " + text;
}

std::vector<std::string> englishOf(const std::vector<Message>& messages)
{
    std::vector<std::string> out;
    out.reserve(messages.size());
    for (const Message& m : messages)
        out.push_back(m.english());
    return out;
}

} // namespace gp
