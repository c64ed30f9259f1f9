// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// translations/gpuplanner_hi.ts, read with QXmlStreamReader: every message is translated (no unfinished,
// vanished or obsolete entry, no empty translation or plural form), every translation carries exactly the
// placeholders of its source (%1..%99, %L1, %n, %p as QProgressBar's format has it), and a mnemonic stays an
// ASCII letter or digit, at most one per text. Then the compiled .qm that the build embeds (:/i18n) is loaded
// and translates a menu title, a wizard page title and a plural as the .ts says.
#include "TsFile.h"

#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

namespace {
using TsFile::Message;
// The placeholders QString::arg, tr()'s %n and QProgressBar's %p fill, sorted (a translation may reorder them).
QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?(?:[1-9][0-9]?|n|p)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

// The characters Qt would bind to Alt for `text` ("&&" is a literal ampersand); rich text has none.
QString mnemonics(const QString& text)
{
    if (text.contains(QLatin1Char('<')))
        return {};
    static const QRegularExpression entity(QStringLiteral("&[a-zA-Z]+;|&#[0-9]+;"));
    QString plain = text;
    plain.remove(entity);
    QString found;
    for (int i = 0; i + 1 < plain.size(); ++i) {
        if (plain.at(i) != QLatin1Char('&'))
            continue;
        if (plain.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        found += plain.at(i + 1);
    }
    return found;
}

QString where(const Message& m) { return m.context + QStringLiteral(": \"") + m.source + QLatin1Char('"'); }
} // namespace

class TestTranslationFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hindiIsCompleteAndConsistent()
    {
        QString language;
        QString error;
        const QList<Message> messages =
            TsFile::readTs(QStringLiteral(GP_SOURCE_DIR "/translations/gpuplanner_hi.ts"), &language, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(language, QStringLiteral("hi_IN"));
        // lupdate found 1,448 tr() strings in views/, app/ and models/' Qt side when the file was made; far
        // fewer means the file was not read (or the sources lost their tr()).
        QVERIFY2(messages.size() > 1400, qPrintable(QString::number(messages.size())));
        QStringList problems;
        for (const Message& m : messages) {
            if (!m.type.isEmpty())
                problems << where(m) + QStringLiteral(" is ") + m.type;
            if (m.translations.isEmpty())
                problems << where(m) + QStringLiteral(" has no translation");
            for (const QString& t : m.translations) {
                if (t.trimmed().isEmpty()) {
                    problems << where(m) + QStringLiteral(" has an empty translation");
                    continue;
                }
                if (placeholders(t) != placeholders(m.source))
                    problems << where(m) + QStringLiteral(" -> \"") + t + QStringLiteral("\": placeholders ") +
                                    placeholders(t).join(QLatin1Char(' ')) + QStringLiteral(", source has ") +
                                    placeholders(m.source).join(QLatin1Char(' '));
                const QString keys = mnemonics(t);
                if (keys.size() > 1)
                    problems << where(m) + QStringLiteral(" -> \"") + t + QStringLiteral("\": two mnemonics");
                for (const QChar c : keys)
                    if (c.unicode() > 127 || !c.isLetterOrNumber())
                        problems << where(m) + QStringLiteral(" -> \"") + t + QStringLiteral("\": mnemonic ") + c +
                                        QStringLiteral(" is not an ASCII letter or digit");
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void compiledTranslationIsEmbedded()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/gpuplanner_hi.qm")));
        QCOMPARE(translator.language(), QStringLiteral("hi_IN"));
        // The File menu keeps its Alt+F (an ASCII letter after the Devanagari title).
        QCOMPARE(translator.translate("MainWindow", "&File"), QStringLiteral("फ़ाइल (&F)"));
        QCOMPARE(translator.translate("WorkloadWizard", "Plan a workload"), QStringLiteral("एक वर्कलोड की योजना बनाएँ"));
        QCOMPARE(translator.translate("CatalogBrowser", "Deleted %n row(s); Undo brings them back.", nullptr, 3),
                 QStringLiteral("%n पंक्तियाँ हटाई गईं; पूर्ववत करने से वे वापस आ जाती हैं।"));
    }
};

QTEST_GUILESS_MAIN(TestTranslationFile)
#include "tst_translationfile.moc"
