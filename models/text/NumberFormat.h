// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One formatter for the figures the app shows (issue 35): numbers, whole counts, money, shares and figures with
// units, written with QLocale so each language gets its own digits' grouping (en_IN and hi_IN group by lakh:
// 1,23,45,678) and decimal sign. The CLI's JSON never comes here: it stays locale-independent (Message::english).
// A figure that is not finite is written as such ("NaN"), never as 0.
#include "messages/Message.h"

#include <QLocale>
#include <QString>

namespace gp::text {

// `decimals` < 0 gives -decimals significant digits (as MessageNumber).
QString number(double value, int decimals, const QLocale& locale = QLocale());
QString count(qint64 value, const QLocale& locale = QLocale());
// The ISO 4217 code, a no-break space and the amount: unambiguous in a proposal that quotes several currencies.
// `decimals` < 0: two below 100, none from 100 up (USD 1.85 an hour, USD 12,400 a month).
QString money(double amount, const QString& currency, int decimals = -1, const QLocale& locale = QLocale());
QString percent(double fraction, int decimals = 0, const QLocale& locale = QLocale());
QString quantity(double value, MessageUnit unit, int decimals = 1, const QLocale& locale = QLocale());
// The unit's symbol, translated ("tokens/s" in words a reader of the language uses; GB and TFLOPS as written).
QString unitSymbol(MessageUnit unit);

} // namespace gp::text
