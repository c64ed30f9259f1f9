// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A sentence the engine says (a warning, a note), kept as a template with typed arguments instead of finished
// English (issue 35, "the words out of the engine"). The engine stays plain C++: it names the template and hands
// over figures with their units, money with its currency, shares and names. The text layer
// (models/text/MessageText) translates the template with Qt's tr() machinery and writes each argument with QLocale,
// so Hindi gets its words and its lakh grouping; english() writes the same sentence locale-independently for the
// CLI's JSON, which must read the same on every machine.
//
// Templates are written through GP_MSG("context", "text with %1 %2"): lupdate reads GP_MSG as QT_TRANSLATE_NOOP
// (-tr-function-alias in CMakeLists.txt), so every template lands in translations/*.ts without Qt in the engine.
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace gp {

// The units a figure can carry in a message. The text layer translates their symbols ("tokens/s").
enum class MessageUnit { GB, Hours, Seconds, Milliseconds, TokensPerSecond, RequestsPerSecond, GpuHours, Tflops };

// `decimals` >= 0: that many digits after the decimal sign; < 0: -decimals significant digits (-3 writes 0.0523,
// 1.23 and 1.23e+03), for figures whose size varies over decades.
struct MessageNumber { // a plain figure
    double value = 0;
    int decimals = 0;
};
struct MessageQuantity { // a figure with its unit
    double value = 0;
    MessageUnit unit = MessageUnit::GB;
    int decimals = 1;
};
struct MessageMoney { // an amount with its ISO 4217 currency
    double amount = 0;
    std::string currency;
    int decimals = 2;
};
struct MessagePercent { // a share: 0.125 is written 12.5%
    double fraction = 0;
    int decimals = 0;
};
struct MessageCount { // a whole number of things (GPUs, offers, sequences)
    std::int64_t value = 0;
};
struct MessageName { // a name shown as written: a GPU, an offer key, a model, a JSON field path
    std::string text;
};
struct MessageTerm { // a word of the app's own vocabulary ("on-demand"), translated like a template
    const char* context = "";
    const char* source = "";
};

using MessageArg =
    std::variant<MessageNumber, MessageQuantity, MessageMoney, MessagePercent, MessageCount, MessageName, MessageTerm>;

class Message {
public:
    Message() = default;
    // `context` and `source` are string literals (GP_MSG): they outlive every message.
    Message(const char* context, const char* source) : m_context(context), m_source(source) {}
    // A sentence not yet written as a template (text still built in English elsewhere, e.g. the validator's
    // field messages): shown as written in every language. isTemplate() says which.
    static Message verbatim(std::string text);

    Message&& arg(MessageArg a) &&;
    Message& arg(MessageArg a) &;
    // The JSON path the sentence is about ("residency.india_only"); written before it as "field: ".
    Message&& about(std::string field) &&;
    Message& about(std::string field) &;

    const char* context() const { return m_context; }
    const char* source() const { return m_source; }
    const std::vector<MessageArg>& args() const { return m_args; }
    const std::string& field() const { return m_field; }
    bool isTemplate() const { return m_verbatim.empty() && m_source && *m_source; }
    const std::string& verbatimText() const { return m_verbatim; }

    // The sentence in English, locale-independent (the CLI's JSON, logs, tests): figures with '.' and no grouping.
    std::string english() const;
    friend bool operator==(const Message& a, const Message& b) { return a.english() == b.english(); }

private:
    const char* m_context = "";
    const char* m_source = "";
    std::vector<MessageArg> m_args;
    std::string m_field;
    std::string m_verbatim;
};

// How english() writes one argument (shared with the text layer's fallback for untranslated units).
std::string englishArgument(const MessageArg& a);
const char* englishUnitSymbol(MessageUnit u);
// Puts each argument's text in place of %1..%9 in one pass (an argument's own "%1" is never replaced again).
std::string substituteArguments(const std::string& pattern, const std::vector<std::string>& args);

// Several sentences rendered in English (the CLI's JSON "warnings").
std::vector<std::string> englishOf(const std::vector<Message>& messages);

} // namespace gp

#define GP_MSG(context, source) ::gp::Message(context, source)
#define GP_TERM(context, source)                                                                                       \
    ::gp::MessageTerm { context, source }
