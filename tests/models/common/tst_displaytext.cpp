// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// DisplayText::neutralise (issue 36): bidi embeddings, overrides and isolates and control characters in
// user text reached the window and the HTML and Markdown exports raw. Each becomes U+FFFD, visible where
// it was; tab and line feed stay, a carriage return becomes a line feed.
#include "common/DisplayText.h"

#include <QTest>

class TestDisplayText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void neutralises_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        const QString r(QChar(0xFFFD));
        QTest::newRow("plain") << QStringLiteral("8x H100, \u00e9t\u00e9 \u0928\u092e\u0938\u094d\u0924\u0947")
                               << QStringLiteral("8x H100, \u00e9t\u00e9 \u0928\u092e\u0938\u094d\u0924\u0947");
        // "Trojan Source": RLO makes "gpj.exe" read as "exe.jpg".
        QTest::newRow("RLO") << QStringLiteral("invoice\u202Egpj.exe") << QStringLiteral("invoice") + r + "gpj.exe";
        QTest::newRow("every embedding and override")
            << QStringLiteral("\u202A\u202B\u202C\u202D\u202E") << r.repeated(5);
        QTest::newRow("every isolate") << QStringLiteral("\u2066\u2067\u2068\u2069") << r.repeated(4);
        QTest::newRow("marks stay") << QStringLiteral("a\u200Eb\u200Fc") << QStringLiteral("a\u200Eb\u200Fc");
        QTest::newRow("ESC sequence") << QStringLiteral("A\x1b[2J") << QStringLiteral("A") + r + "[2J";
        // (C++ forbids \u escapes below U+00A0: these are built from QChar.)
        QTest::newRow("NUL, BEL, DEL") << QStringLiteral("a") + QChar(0) + "b" + QChar(7) + "c" + QChar(0x7f)
                                       << QStringLiteral("a") + r + "b" + r + "c" + r;
        QTest::newRow("C1 CSI") << QStringLiteral("x") + QChar(0x9b) + "y" << QStringLiteral("x") + r + "y";
        QTest::newRow("lines and tabs") << QStringLiteral("a\tb\nc\r\nd\re") << QStringLiteral("a\tb\nc\nd\ne");
        QTest::newRow("empty") << QString() << QString();
    }

    void neutralises()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(DisplayText::neutralise(text), shown);
        QCOMPARE(DisplayText::needsNeutralising(text), text != shown);
        QCOMPARE(DisplayText::neutralise(shown), shown); // idempotent
    }
};

QTEST_GUILESS_MAIN(TestDisplayText)
#include "tst_displaytext.moc"
