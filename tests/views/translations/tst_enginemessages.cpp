// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The engine's sentences as templates with typed arguments (models/messages/Message) and the text layer that renders
// them (models/text/MessageText, NumberFormat), issue 35: English for the CLI's JSON, locale-independent; the
// reader's language and number format in the window and the proposal. Expected strings are written out by hand
// from the templates below and CLDR's number patterns (en_IN and hi_IN group by lakh: #,##,##0.###).
#include "../../models/planning/PlanningTestCatalog.h"
#include "planning/PlanningEngine.h"
#include "text/MessageText.h"
#include "text/NumberFormat.h"

#include <QCoreApplication>
#include <QTranslator>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace gp;

class TestEngineMessages : public QObject {
    Q_OBJECT
private:
    // A 70B full fine-tune on one 80 GB GPU: far past its memory, so the engine says what it needs and what the GPU
    // offers (PlanningEngine).
    static Estimate overfull()
    {
        Scenario s;
        s.name = "too big";
        s.model.catalogKey = "llama-2-70b";
        s.task = Task::FullFineTune;
        s.hardware.gpuKey = "nvidia-h100-sxm";
        s.hardware.gpusPerNode = 1;
        s.hardware.nodes = 1;
        s.training.tokens = 1e6;
        const EstimateResult r = PlanningEngine::estimate(s, PlanningTestCatalog::catalog());
        if (!r.estimate)
            qFatal("the overfull scenario did not estimate: %s", r.errors.empty() ? "" : r.errors[0].message.c_str());
        return *r.estimate;
    }

    static const Message* needsMessage(const Estimate& e)
    {
        for (const Message& m : e.warnings)
            if (m.isTemplate() && std::string(m.source()).starts_with("the scenario needs %1 per GPU"))
                return &m;
        return nullptr;
    }

private slots:
    void englishIsLocaleIndependent()
    {
        const Message m = GP_MSG("gp::Test", "needs %1 but %2 offers %3 (%4, %5)")
                              .arg(MessageQuantity{80.123, MessageUnit::GB, 2})
                              .arg(MessageName{"H100 SXM"})
                              .arg(MessageMoney{1234.5, "USD", 2})
                              .arg(MessagePercent{0.125, 1})
                              .arg(MessageCount{1234567})
                              .about("memory");
        QCOMPARE(QString::fromStdString(m.english()),
                 QStringLiteral("memory: needs 80.12 GB but H100 SXM offers USD 1234.50 (12.5%, 1234567)"));
    }

    void significantDigitsAndAutomaticMoneyDecimals()
    {
        // %.3g of 0.052345 is 0.0523; money below 100 keeps two decimals, from 100 up none (Message.h).
        QCOMPARE(englishArgument(MessageNumber{0.052345, -3}), std::string("0.0523"));
        QCOMPARE(englishArgument(MessageMoney{1.854, "USD", -1}), std::string("USD 1.85"));
        QCOMPARE(englishArgument(MessageMoney{12400.4, "USD", -1}), std::string("USD 12400"));
        // A negative figure that rounds to zero carries no sign: -0.001 at two decimals is 0.00 (%.2f gives -0.00).
        QCOMPARE(englishArgument(MessageNumber{-0.001, 2}), std::string("0.00"));
        QCOMPARE(text::number(-0.001, 2, QLocale(QLocale::English, QLocale::UnitedStates)), QStringLiteral("0.00"));
        QCOMPARE(text::number(0.052345, -3, QLocale(QLocale::English, QLocale::UnitedStates)),
                 QStringLiteral("0.0523"));
    }

    void aFigureThatIsNotFiniteIsNeverZero()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QCOMPARE(englishArgument(MessageQuantity{nan, MessageUnit::Hours, 1}), std::string("NaN h"));
        QCOMPARE(text::number(nan, 2), QStringLiteral("NaN"));
        QCOMPARE(text::money(nan, QStringLiteral("USD")), QStringLiteral("USD\u00a0NaN"));
        QVERIFY(text::percent(std::numeric_limits<double>::infinity()) != QStringLiteral("0%"));
    }

    void argumentsAreSubstitutedOnce()
    {
        // A name holding "%2" is shown as written: QString::arg would have put the second argument into it.
        const Message m = GP_MSG("gp::Test", "offer %1 prices %2").arg(MessageName{"odd%2key"}).arg(MessageName{"x"});
        QCOMPARE(QString::fromStdString(m.english()), QStringLiteral("offer odd%2key prices x"));
        QCOMPARE(text::render(m), QStringLiteral("offer odd%2key prices x"));
        // A placeholder with no argument stays visible instead of vanishing.
        QCOMPARE(QString::fromStdString(GP_MSG("gp::Test", "%1 and %3").arg(MessageCount{1}).english()),
                 QStringLiteral("1 and %3"));
    }

    void figuresTakeTheReadersLocale()
    {
        const QLocale us(QLocale::English, QLocale::UnitedStates);
        const QLocale india(QLocale::English, QLocale::India);
        const QLocale hindi(QLocale::Hindi, QLocale::India);
        const QLocale german(QLocale::German, QLocale::Germany);
        // 12,345,678 in the US; 1,23,45,678 by lakh and crore in India (CLDR en_IN, hi_IN: #,##,##0.###).
        QCOMPARE(text::money(12345678.0, QStringLiteral("INR"), 0, us), QStringLiteral("INR\u00a012,345,678"));
        QCOMPARE(text::money(12345678.0, QStringLiteral("INR"), 0, india), QStringLiteral("INR\u00a01,23,45,678"));
        QCOMPARE(text::count(12345678, hindi), QStringLiteral("1,23,45,678"));
        QCOMPARE(text::quantity(80.125, MessageUnit::GB, 2, german), QStringLiteral("80,13 GB"));
        QCOMPARE(text::percent(0.125, 1, german), QStringLiteral("12,5%"));
    }

    void theEnginesWarningIsATemplate()
    {
        const Estimate e = overfull();
        const Message* m = needsMessage(e);
        QVERIFY2(m, "the engine did not say the scenario needs more memory than the GPU offers");
        QCOMPARE(m->args().size(), std::size_t(3));
        const auto* needed = std::get_if<MessageQuantity>(&m->args()[0]);
        QVERIFY(needed);
        // The figure in the sentence is the estimate's own total, not a rounded copy.
        QCOMPARE(needed->value, e.memory.totalGb());
        QCOMPARE(std::get<MessageName>(m->args()[1]).text, e.gpuName);
        // English, as the CLI's JSON writes it: two decimals for what the plan needs.
        const std::string english = m->english();
        char expected[64];
        std::snprintf(expected, sizeof expected, "the scenario needs %.2f GB per GPU but ", e.memory.totalGb());
        QVERIFY2(english.starts_with(expected), english.c_str());
        // In German the same sentence (untranslated template) writes the figure with a decimal comma.
        const QString german = text::render(*m, QLocale(QLocale::German, QLocale::Germany));
        QVERIFY2(german.contains(QLocale(QLocale::German).toString(e.memory.totalGb(), 'f', 2) + QStringLiteral(" GB")),
                 qPrintable(german));
    }

    void hindiTranslatesTheTemplateAndKeepsTheFigures()
    {
        QTranslator hindi;
        QVERIFY(hindi.load(QStringLiteral(":/i18n/gpuplanner_hi.qm")));
        QCoreApplication::installTranslator(&hindi);
        const Message m = GP_MSG("gp::Training", "the GPU count is not a multiple of tensor x pipeline parallel: %1 "
                                                 "GPUs idle")
                              .arg(MessageCount{3});
        const QString shown = text::render(m, QLocale(QLocale::Hindi, QLocale::India));
        QCoreApplication::removeTranslator(&hindi);
        QCOMPARE(shown, QStringLiteral("GPU की संख्या tensor x pipeline parallel का गुणज नहीं है: 3 GPU खाली रहेंगे"));
        // Without the translator the template is the English one.
        QCOMPARE(text::render(m), QString::fromStdString(m.english()));
    }

    void verbatimSentencesAreShownAsWritten()
    {
        const Message m = Message::verbatim("optimizer states are large").about("training.optimizer");
        QVERIFY(!m.isTemplate());
        QCOMPARE(text::render(m), QStringLiteral("training.optimizer: optimizer states are large"));
        QCOMPARE(QString::fromStdString(m.english()), text::render(m));
    }
};

QTEST_GUILESS_MAIN(TestEngineMessages)
#include "tst_enginemessages.moc"
