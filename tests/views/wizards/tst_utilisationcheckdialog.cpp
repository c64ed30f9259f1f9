// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The GPU utilisation check dialog, offscreen on the shipped catalog, as a user meets it: the article's
// verdict at 50% and at 95%, the three causes with the engine's figures (the same as
// gp::UtilisationCheck for the same inputs), money from the headline offer, a typing error that is shown
// and loses nothing, and a scenario name with markup kept as plain text. Screenshot: utilisation-check.png.
#include "WizardTestSupport.h"
#include "planning/UtilisationCheck.h"
#include "planning/VramAdvisor.h"
#include "wizards/UtilisationCheckDialog.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <QtTest>

using namespace gp;

class TestUtilisationCheckDialog : public QObject {
    Q_OBJECT
private:
    CatalogSnapshot m_catalog;

    static Scenario scenario()
    {
        Scenario s = VramAdvisor::article13bFullFineTune();
        s.name = "13B <b>fine-tune</b>";
        s.hardware.gpusPerNode = 8;
        s.parallel.zero = ZeroStage::Zero3;
        s.training.globalBatch = 64;
        s.training.tokens = 1e9;
        s.pricing.offerKeys = {"lambda-a100-80gb-sxm-8x-on-demand-gpu-8x-a100-80gb-sxm4"};
        return s;
    }

private slots:
    void initTestCase() { m_catalog = WizardTestSupport::shippedCatalog(); }

    void showsTheEnginesCausesAndVerdict()
    {
        UtilisationCheckDialog dialog(scenario(), m_catalog);
        dialog.resize(1100, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // The dialog opens at 55% with no workers and pin_memory off.
        UtilisationObservation o;
        o.utilisationPercent = 55;
        const UtilisationReport expected = UtilisationCheck::check(scenario(), m_catalog, o);
        QVERIFY(expected.ok());
        QCOMPARE(dialog.report().observedHours, expected.observedHours);
        QTableWidget* causes = dialog.causesTable();
        QCOMPARE(causes->rowCount(), 3);
        QCOMPARE(causes->item(0, 0)->text(), QStringLiteral("Data pipeline starvation"));
        QCOMPARE(causes->item(0, 1)->text(), QStringLiteral("likely"));
        // "1,234.5 h, USD 5,678": the engine's hours saved and their worth at the headline offer.
        const QString worth = causes->item(0, 4)->text();
        QVERIFY2(worth.startsWith(QLocale().toString(*expected.causes.front().hoursSaved, 'f', 1) +
                                  QStringLiteral(" h, USD ")),
                 qPrintable(worth));
        QVERIFY(expected.causes.front().moneySaved);
        QVERIFY(worth.endsWith(QLocale().toString(*expected.causes.front().moneySaved, 'f', 0)));
        QVERIFY(causes->item(0, 4)->toolTip().contains(QStringLiteral("on-demand")));
        QVERIFY(dialog.verdictLabel()->text().startsWith(QStringLiteral("Below 70% utilisation")));
        QCOMPARE(dialog.verdictLabel()->textFormat(), Qt::PlainText);
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("13B <b>fine-tune</b>"))); // the name as typed

        // Workers and pin_memory given: starvation is no longer indicated by them.
        WizardTestSupport::type(dialog.workersField(), QStringLiteral("8"));
        dialog.pinMemoryBox()->setChecked(true);
        o.dataLoaderWorkers = 8;
        o.pinMemory = true;
        const UtilisationReport fed = UtilisationCheck::check(scenario(), m_catalog, o);
        for (int r = 0; r < causes->rowCount(); ++r)
            if (causes->item(r, 0)->text() == QLatin1String("Data pipeline starvation"))
                QCOMPARE(causes->item(r, 1)->text(), QStringLiteral("not indicated"));
        QCOMPARE(dialog.report().causes.size(), fed.causes.size());

        // A typing error says so and clears the table; fixing it brings the figures back.
        WizardTestSupport::type(dialog.utilisationField(), QStringLiteral("0"));
        QCOMPARE(dialog.verdictLabel()->text(), QStringLiteral("Correct the entries above to see the causes."));
        QCOMPARE(causes->rowCount(), 0);
        WizardTestSupport::type(dialog.utilisationField(), QStringLiteral("95"));
        QVERIFY(dialog.verdictLabel()->text().startsWith(QStringLiteral("At 95% the GPUs are busy")));
        QCOMPARE(causes->rowCount(), 3);
        for (int r = 0; r < causes->rowCount(); ++r)
            QCOMPARE(causes->item(r, 1)->text(), QStringLiteral("not indicated"));
        QCOMPARE(dialog.utilisationField()->value(), 95.0);

        // Nothing clipped at the dialog's size: every column's header fits its width.
        WizardTestSupport::type(dialog.utilisationField(), QStringLiteral("50"));
        for (int c = 0; c < causes->columnCount(); ++c)
            QVERIFY2(causes->horizontalHeader()->sectionSizeHint(c) <= causes->columnWidth(c) ||
                         c == causes->columnCount() - 1,
                     qPrintable(causes->horizontalHeaderItem(c)->text()));
        QVERIFY(causes->horizontalHeader()->length() <=
                causes->viewport()->width() + causes->verticalScrollBar()->width());
        WizardTestSupport::screenshot(&dialog, QStringLiteral("utilisation-check"));
    }

    void aServingScenarioIsRefusedByName()
    {
        Scenario s = scenario();
        s.task = Task::Inference;
        UtilisationCheckDialog dialog(s, m_catalog);
        QVERIFY(dialog.verdictLabel()->text().contains(QStringLiteral("(task)")));
        QCOMPARE(dialog.causesTable()->rowCount(), 0);
    }
};

QTEST_MAIN(TestUtilisationCheckDialog)
#include "tst_utilisationcheckdialog.moc"
