// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FileNames.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>

#include <algorithm>
#include <string_view>

namespace FileNames {
namespace {
bool isForbidden(char16_t c)
{
    // Separators and the characters Windows forbids in names (a plan travels between systems), control
    // characters (C0, DEL, C1), bidi embeddings, overrides and isolates, and the replacement character.
    static constexpr std::u16string_view kReserved = u"/\\:*?\"<>|";
    return kReserved.find(c) != std::u16string_view::npos || c < 0x20 || (c >= 0x7F && c <= 0x9F) ||
           (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0xFFFD;
}

bool isWindowsDeviceName(const QString& name)
{
    const QString base = name.section(QLatin1Char('.'), 0, 0).trimmed().toUpper();
    static const QStringList devices = {QStringLiteral("CON"), QStringLiteral("PRN"), QStringLiteral("AUX"),
                                        QStringLiteral("NUL")};
    if (devices.contains(base))
        return true;
    return base.size() == 4 && (base.startsWith(QLatin1String("COM")) || base.startsWith(QLatin1String("LPT"))) &&
           base.at(3) >= QLatin1Char('1') && base.at(3) <= QLatin1Char('9');
}

QString trimDotsAndSpaces(const QString& text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    auto strip = [](QChar c) { return c == QLatin1Char('.') || c.isSpace(); };
    while (begin < end && strip(text.at(begin)))
        ++begin;
    while (end > begin && strip(text.at(end - 1)))
        --end;
    return text.mid(begin, end - begin);
}
} // namespace

QString sanitised(const QString& text, const QString& fallback)
{
    QString name;
    name.reserve(std::min<qsizetype>(text.size(), kMaxNameLength * 2));
    bool lastWasSpace = false;
    // Only as much of a long title as can make the name (a 10 MB title is not walked whole).
    const QStringView head = QStringView(text).left(kMaxNameLength * 4);
    for (const QChar ch : head) {
        if (ch.isSpace()) {
            if (!lastWasSpace)
                name += QLatin1Char(' ');
            lastWasSpace = true;
            continue;
        }
        lastWasSpace = false;
        name += isForbidden(ch.unicode()) ? QLatin1Char('_') : ch;
    }
    while (name.contains(QLatin1String("..")))
        name.replace(QLatin1String(".."), QLatin1String("."));
    name = trimDotsAndSpaces(name);
    if (name.size() > kMaxNameLength) {
        qsizetype cut = kMaxNameLength;
        if (name.at(cut - 1).isHighSurrogate())
            --cut; // never half a character
        name = trimDotsAndSpaces(name.left(cut));
    }
    if (name.isEmpty())
        return fallback;
    if (isWindowsDeviceName(name))
        name += QLatin1Char('_');
    return name;
}

QString suggestedPath(const QString& planPath, const QString& title, const QString& fallback, const QString& suffix)
{
    QString folder = planPath.isEmpty() ? QString() : QFileInfo(planPath).absolutePath();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    return QDir(folder).filePath(sanitised(title, fallback) + QLatin1Char('.') + suffix);
}

} // namespace FileNames
