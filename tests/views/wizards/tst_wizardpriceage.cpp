// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workload wizard's options show each offer's price age and mark it stale (issue 33). The shipped catalog's
// offers are re-dated so the expected words follow from the dates by hand: today 2026-12-05; as of 2026-05-05 is
// 214 days, 7 whole months, older than the default 90 days (stale); as of 2026-11-20 is 15 days.
#include "TestSupport.h"
#include "WizardTestSupport.h"
#include "wizards/WorkloadRecommendationPage.h"
#include "wizards/WorkloadWizard.h"
#include "wizards/WorkloadWizardPages.h"

#include <QAbstractButton>
#include <QTableWidget>
#include <QtTest>

using namespace WizardTestSupport;

class TestWizardPriceAge : public QObject {
    Q_OBJECT
private:
    gp::CatalogSnapshot m_catalog;

    // The 13B full fine-tune of 2B tokens within 7 days (tst_workloadwizard's first path), with every offer dated
    // `asOf`; returns the options' price-age cells.
    QStringList ageCells(const char* asOf, QString* header)
    {
        gp::CatalogSnapshot c = m_catalog;
        for (auto& o : c.offers)
            o.ref.asOf = asOf;
        WorkloadWizard w(c, QStringLiteral("USD"));
        w.show();
        w.recommendationPage()->setToday(QDate(2026, 12, 5));
        static_cast<WorkloadGoalPage*>(w.page(WorkloadPage::Goal))->setGoal(gp::WorkloadGoal::FullFineTune);
        w.next();
        type(static_cast<WorkloadModelPage*>(w.page(WorkloadPage::Model))->sizeField(), QStringLiteral("13"));
        w.next();
        type(static_cast<WorkloadDataPage*>(w.page(WorkloadPage::Data))->tokensField(), QStringLiteral("2"));
        w.next();
        type(static_cast<WorkloadLimitsPage*>(w.page(WorkloadPage::Limits))->deadlineField(), QStringLiteral("7"));
        w.next();
        w.next();
        if (w.currentId() != WorkloadPage::Result)
            return {};
        const QTableWidget* t = w.recommendationPage()->configurationTable();
        *header = t->horizontalHeaderItem(WorkloadRecommendationPage::kPriceAgeColumn)->text();
        QStringList cells;
        for (int r = 0; r < t->rowCount(); ++r)
            cells << t->item(r, WorkloadRecommendationPage::kPriceAgeColumn)->text();
        return cells;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState(); // the stale threshold is the default setting, 90 days
        m_catalog = shippedCatalog();
    }

    void staleOptionsAreMarked()
    {
        QString header;
        const QStringList cells = ageCells("2026-05-05", &header);
        QCOMPARE(header, QStringLiteral("Price age"));
        QCOMPARE(cells.size(), 3);
        for (const QString& cell : cells)
            QCOMPARE(cell, QStringLiteral("7 months, stale"));
    }

    void freshOptionsShowTheirAge()
    {
        QString header;
        const QStringList cells = ageCells("2026-11-20", &header);
        QCOMPARE(cells.size(), 3);
        for (const QString& cell : cells)
            QCOMPARE(cell, QStringLiteral("15 days"));
    }
};

QTEST_MAIN(TestWizardPriceAge)
#include "tst_wizardpriceage.moc"
