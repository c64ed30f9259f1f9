// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceTextLimits.h"

#include "json/BoundedJson.h"

#include <array>

namespace WorkspaceTextLimits {
namespace {
using json = nlohmann::json;

QString tooLong(const std::string& path, std::size_t count, std::size_t limit)
{
    return QStringLiteral("%1: %2 characters; %3 holds at most %4 (docs/workspace-format.md)")
        .arg(QString::fromStdString(path))
        .arg(count)
        .arg(limit == kMaxNotes ? QStringLiteral("a note or other free text") : QStringLiteral("a title, name or key"))
        .arg(limit);
}

// Depth is bounded by the reader (64, docs/input-limits.md), so this recursion is too.
QString walk(const json& value, const std::string& path, std::size_t limit)
{
    if (value.is_string()) {
        const std::string& s = value.get_ref<const std::string&>();
        // Bytes bound characters from above: most strings need no count.
        if (s.size() > limit) {
            const std::size_t count = characters(s);
            if (count > limit)
                return tooLong(path, count, limit);
        }
        return {};
    }
    if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            if (QString e = walk(value[i], path + '[' + std::to_string(i) + ']', limit); !e.isEmpty())
                return e;
        return {};
    }
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it) {
            const std::string& key = it.key();
            if (key.size() > kMaxName && characters(key) > kMaxName)
                return QStringLiteral("%1: a key of %2 characters; a key holds at most %3 "
                                      "(docs/workspace-format.md)")
                    .arg(QString::fromStdString(path))
                    .arg(characters(key))
                    .arg(kMaxName);
            if (QString e = walk(*it, path + "." + gp::jsonio::key(key), limitFor(key)); !e.isEmpty())
                return e;
        }
    }
    return {};
}
} // namespace

std::size_t limitFor(std::string_view key)
{
    static constexpr std::array<std::string_view, 6> kFreeText = {"notes", "text",    "answer",
                                                                  "basis", "message", "source"};
    for (std::string_view k : kFreeText)
        if (key == k)
            return kMaxNotes;
    return kMaxName;
}

std::size_t characters(std::string_view text)
{
    std::size_t count = 0;
    for (const char c : text)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) // not a UTF-8 continuation byte
            ++count;
    return count;
}

QString check(const json& document) { return walk(document, "$", kMaxName); }

} // namespace WorkspaceTextLimits
