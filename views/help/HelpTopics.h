// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// F1's map: the manual's page (and section) for a pane, wizard page or dialog, found from the widget with
// the focus up through its parents, by object name first and class name second. The pages are the ones
// md2html writes from docs/ (user-guide.md's sections have GitHub-style anchors).
#include <QString>
#include <QStringList>

class QObject;

namespace HelpTopics {
// "user-guide.html#what-if" for a widget inside the what-if dock; the guide's start when nothing matches.
QString pageFor(const QObject* focus);
// The page mapped to one object or class name; empty when there is none.
QString pageForName(const QString& name);
// Every page the map names (for the test that each exists in the manual).
QStringList allPages();
inline constexpr char kStartPage[] = "user-guide.html";
} // namespace HelpTopics
