// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The text layer (issue 35): renders the engine's messages (models/messages/Message) for people. The template is
// translated through the installed QTranslator (its context and source are the .ts file's), and each argument is
// written by the one formatter (NumberFormat) in the given locale; names are shown as written. Views, the proposal
// and the wizards show engine sentences only through here.
#include "messages/Message.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>

namespace gp::text {

QString render(const gp::Message& message, const QLocale& locale = QLocale());
QStringList render(const std::vector<gp::Message>& messages, const QLocale& locale = QLocale());
QString argument(const gp::MessageArg& arg, const QLocale& locale = QLocale());
// Sentences said one after another (models/messages/MessageList.h), rendered and joined; empty messages are skipped.
QString renderJoined(const std::vector<gp::Message>& messages, const QString& separator = QStringLiteral(" "),
                     const QLocale& locale = QLocale());

} // namespace gp::text
