// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "BoundedJson.h"

#include <cstdio>
#include <istream>
#include <unordered_set>
#include <vector>

namespace gp::jsonio {
namespace {

using nlohmann::json;

// One UTF-8 sequence at s[i]: its code point and length, or length 0 when the bytes are not well-formed
// UTF-8 (overlong forms, surrogates and values past U+10FFFF included, RFC 3629 sec. 3).
struct Utf8 {
    char32_t cp = 0;
    std::size_t len = 0;
};
Utf8 decode(std::string_view s, std::size_t i)
{
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    if (c < 0x80)
        return {c, 1};
    std::size_t len = 0;
    char32_t cp = 0, min = 0;
    if ((c & 0xE0) == 0xC0)
        len = 2, cp = c & 0x1F, min = 0x80;
    else if ((c & 0xF0) == 0xE0)
        len = 3, cp = c & 0x0F, min = 0x800;
    else if ((c & 0xF8) == 0xF0)
        len = 4, cp = c & 0x07, min = 0x10000;
    else
        return {};
    if (i + len > s.size())
        return {};
    for (std::size_t k = 1; k < len; ++k) {
        if ((b(i + k) & 0xC0) != 0x80)
            return {};
        cp = (cp << 6) | (b(i + k) & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return {};
    return {cp, len};
}

// Code points a terminal or a bidi-aware view would act on rather than show: C0 (but the caller decides
// about newline and tab), DEL, C1 (0x9B is CSI in 8-bit terminals), and the bidirectional embeddings,
// overrides and isolates of "Trojan Source" (Boucher and Anderson 2021).
bool hidden(char32_t cp)
{
    return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

std::string hex(unsigned v, int width)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, width == 2 ? "\\x%02X" : "\\u{%04X}", v);
    return buf;
}

// Appends `s` with hidden characters escaped; stops after `max` characters (code points) when max > 0.
// Returns true when it had to cut.
bool appendVisible(std::string& out, std::string_view s, std::size_t max, bool keepLines)
{
    std::size_t chars = 0;
    for (std::size_t i = 0; i < s.size();) {
        if (max > 0 && chars == max)
            return true;
        const Utf8 u = decode(s, i);
        ++chars;
        if (u.len == 0) {
            out += hex(static_cast<unsigned char>(s[i]), 2);
            ++i;
            continue;
        }
        if (hidden(u.cp) && !(keepLines && (u.cp == '\n' || u.cp == '\t')))
            out += u.cp < 0x80 ? hex(u.cp, 2) : hex(u.cp, 4);
        else
            out.append(s.substr(i, u.len));
        i += u.len;
    }
    return false;
}

// Pre-scan: the first point nested deeper than kMaxDepth, or a NUL byte outside a string, as line and
// column, without building anything.
std::string depthProblem(std::string_view text)
{
    int depth = 0;
    bool inString = false, escaped = false;
    std::size_t line = 1, column = 0;
    for (const char c : text) {
        ++column;
        if (c == '\n')
            ++line, column = 0;
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '\0') // nlohmann stops at a NUL outside a string, ignoring whatever follows it
            return "a NUL byte at line " + std::to_string(line) + ", column " + std::to_string(column) +
                   " (JSON text has none)";
        if (c == '"')
            inString = true;
        else if (c == '[' || c == '{') {
            if (++depth > kMaxDepth)
                return "nested deeper than " + std::to_string(kMaxDepth) + " arrays/objects at line " +
                       std::to_string(line) + ", column " + std::to_string(column) +
                       " (the limit for any GPU Planner file)";
        } else if (c == ']' || c == '}')
            --depth;
    }
    return {};
}

// Where the parser is, as a JSON path ("$.scenarios[2].scenario"), for duplicate-key messages.
struct Frame {
    bool object = false;
    std::size_t index = 0; // arrays: the element being read
    std::string key;       // objects: the key being read
    std::unordered_set<std::string> keys;
};

std::string pathOf(const std::vector<Frame>& stack)
{
    std::string path = "$";
    for (std::size_t i = 0; i + 1 < stack.size(); ++i) {
        // Appended piece by piece: "." + key(...) trips a false-positive -Wrestrict in GCC 12 (-O2).
        if (stack[i].object) {
            path += '.';
            path += key(stack[i].key);
        } else {
            path += '[';
            path += std::to_string(stack[i].index);
            path += ']';
        }
    }
    return path;
}

// nlohmann's own DOM builder behind a SAX layer that refuses duplicate keys. Not the parser callback: in
// nlohmann 3.11.2 (Debian 12) the callback parser rescans the enclosing array at every object's end, so an
// array of 100,000 objects took two minutes instead of 0.1 s.
class DuplicateCheckingSax {
public:
    using string_t = json::string_t;
    explicit DuplicateCheckingSax(json& result) : dom_(result, true) {}
    std::string duplicate; // the message, when a key repeats

    bool null() { return done(dom_.null()); }
    bool boolean(bool v) { return done(dom_.boolean(v)); }
    bool number_integer(json::number_integer_t v) { return done(dom_.number_integer(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return done(dom_.number_unsigned(v)); }
    bool number_float(json::number_float_t v, const string_t& s) { return done(dom_.number_float(v, s)); }
    bool string(string_t& v) { return done(dom_.string(v)); }
    bool binary(json::binary_t& v) { return done(dom_.binary(v)); }
    bool start_object(std::size_t n)
    {
        stack_.push_back({true, 0, {}, {}});
        return dom_.start_object(n);
    }
    bool key(string_t& k)
    {
        Frame& top = stack_.back();
        top.key = k;
        if (!top.keys.insert(k).second) {
            duplicate = "duplicate key " + quote(k) + " in " + pathOf(stack_) + " (a key may appear once in an object)";
            return false;
        }
        return dom_.key(k);
    }
    bool end_object()
    {
        stack_.pop_back();
        return done(dom_.end_object());
    }
    bool start_array(std::size_t n)
    {
        stack_.push_back({false, 0, {}, {}});
        return dom_.start_array(n);
    }
    bool end_array()
    {
        stack_.pop_back();
        return done(dom_.end_array());
    }
    template <class Exception> bool parse_error(std::size_t position, const std::string& token, const Exception& e)
    {
        return dom_.parse_error(position, token, e); // throws e
    }

private:
    bool done(bool ok)
    {
        if (!stack_.empty() && !stack_.back().object)
            ++stack_.back().index;
        return ok;
    }
    nlohmann::detail::json_sax_dom_parser<json> dom_;
    std::vector<Frame> stack_;
};

// nlohmann's what() is "[json.exception.parse_error.101] parse error at line 1, column 9: ... last read: '...'":
// drop the id, and cut whatever it quotes of the input ("last read", a number token) to kQuoteChars.
std::string describe(const json::exception& e)
{
    std::string what = e.what();
    if (what.rfind("[json.exception.", 0) == 0)
        if (const auto cut = what.find("] "); cut != std::string::npos)
            what = what.substr(cut + 2);
    for (const char* marker : {"last read: '", "number overflow parsing '"}) {
        const auto at = what.find(marker);
        if (at == std::string::npos)
            continue;
        const auto start = at + std::string_view(marker).size();
        const auto end = what.rfind('\'');
        const std::string quoted = end > start ? what.substr(start, end - start) : what.substr(start);
        std::string shown;
        if (appendVisible(shown, quoted, kQuoteChars, false))
            shown += "...";
        what = what.substr(0, start) + shown + "'";
    }
    if (e.id == 406)
        what += " (beyond the range of a double, about 1.8e308)";
    return what;
}

} // namespace

std::string tooLargeMessage(std::uint64_t size, bool atLeast)
{
    char buf[160];
    std::snprintf(buf, sizeof buf, "is %s%.1f MB; GPU Planner reads JSON inputs of at most %.0f MB",
                  atLeast ? "over " : "", static_cast<double>(size) / 1e6, static_cast<double>(kMaxInputBytes) / 1e6);
    return buf;
}

Parsed parse(std::string_view text)
{
    if (text.size() > kMaxInputBytes)
        return {std::nullopt, tooLargeMessage(text.size(), false)};
    if (std::string problem = depthProblem(text); !problem.empty())
        return {std::nullopt, std::move(problem)};
    json value;
    DuplicateCheckingSax sax(value);
    try {
        if (!json::sax_parse(text.begin(), text.end(), &sax))
            return {std::nullopt, sax.duplicate.empty() ? std::string("could not be read") : sax.duplicate};
        return {std::move(value), {}};
    } catch (const json::exception& e) {
        return {std::nullopt, describe(e)};
    } catch (const std::exception& e) { // bad_alloc and the like: still a message, never an abort
        return {std::nullopt, std::string("could not be read: ") + e.what()};
    }
}

bool readStream(std::istream& in, std::string& out, std::string& error)
{
    out.clear();
    char buf[65536];
    while (in) {
        in.read(buf, sizeof buf);
        out.append(buf, static_cast<std::size_t>(in.gcount()));
        if (out.size() > kMaxInputBytes) {
            error = tooLargeMessage(kMaxInputBytes, true);
            out.clear();
            return false;
        }
    }
    return true;
}

std::string quote(std::string_view s, std::size_t max)
{
    std::string out = "\"";
    const bool cut = appendVisible(out, s, max, false);
    out += cut ? "\"..." : "\"";
    return out;
}

std::string visible(std::string_view s, std::size_t max)
{
    std::string out;
    if (appendVisible(out, s, max, false))
        out += "...";
    return out;
}

std::string brief(const json& v, std::size_t max)
{
    switch (v.type()) {
    case json::value_t::string:
        return quote(v.get_ref<const std::string&>(), max);
    case json::value_t::array:
        return "an array of " + std::to_string(v.size()) + (v.size() == 1 ? " item" : " items");
    case json::value_t::object:
        return "an object of " + std::to_string(v.size()) + (v.size() == 1 ? " key" : " keys");
    case json::value_t::binary:
        return "binary data";
    case json::value_t::discarded:
        return "nothing";
    default: {
        std::string out;
        if (appendVisible(out, v.dump(), max, false))
            out += "...";
        return out;
    }
    }
}

std::string typeName(const json& v)
{
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return "a boolean";
    if (v.is_number())
        return "a number";
    if (v.is_string())
        return "a string";
    if (v.is_array())
        return "an array";
    return "an object";
}

std::string key(std::string_view k)
{
    bool plain = !k.empty() && k.size() <= kQuoteChars;
    for (const char c : k)
        plain = plain &&
                ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-');
    return plain ? std::string(k) : quote(k);
}

std::string printable(std::string_view s)
{
    std::string out;
    appendVisible(out, s, 0, true);
    return out;
}

} // namespace gp::jsonio
