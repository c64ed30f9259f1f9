// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A tolerance check that says what it saw (issue 36): |actual - expected| <= tolerance, and on failure both
// expressions with their values to 17 significant digits and the tolerance, so a failing figure can be worked
// out again by hand without rerunning the test in a debugger. QVERIFY(std::abs(a - b) < t) printed only
// "'std::abs(a - b) < t' returned FALSE".
#include <QString>
#include <QTest>

#include <cmath>

#define GP_VERIFY_NEAR(actual, expected, tolerance)                                                                    \
    do {                                                                                                               \
        const double gpNearActual_ = (actual);                                                                         \
        const double gpNearExpected_ = (expected);                                                                     \
        const double gpNearTolerance_ = (tolerance);                                                                   \
        QVERIFY2(std::abs(gpNearActual_ - gpNearExpected_) <= gpNearTolerance_,                                        \
                 qPrintable(QStringLiteral("%1 = %2, expected %3 = %4 within %5")                                      \
                                .arg(QString::fromLatin1(#actual))                                                     \
                                .arg(gpNearActual_, 0, 'g', 17)                                                        \
                                .arg(QString::fromLatin1(#expected))                                                   \
                                .arg(gpNearExpected_, 0, 'g', 17)                                                      \
                                .arg(gpNearTolerance_, 0, 'g', 6)));                                                   \
    } while (false)

// The same check for a loop or a table, where the figure alone does not say which row failed: `context` (a
// const char*, e.g. qPrintable(key)) is printed before the figures.
#define GP_VERIFY_NEAR_CTX(actual, expected, tolerance, context)                                                       \
    do {                                                                                                               \
        const double gpNearActual_ = (actual);                                                                         \
        const double gpNearExpected_ = (expected);                                                                     \
        const double gpNearTolerance_ = (tolerance);                                                                   \
        QVERIFY2(std::abs(gpNearActual_ - gpNearExpected_) <= gpNearTolerance_,                                        \
                 qPrintable(QStringLiteral("%1: %2 = %3, expected %4 = %5 within %6")                                  \
                                .arg(QString::fromUtf8(context))                                                       \
                                .arg(QString::fromLatin1(#actual))                                                     \
                                .arg(gpNearActual_, 0, 'g', 17)                                                        \
                                .arg(QString::fromLatin1(#expected))                                                   \
                                .arg(gpNearExpected_, 0, 'g', 17)                                                      \
                                .arg(gpNearTolerance_, 0, 'g', 6)));                                                   \
    } while (false)
