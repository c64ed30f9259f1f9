// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 31: wherever the flag mark appears on screen, a legend in plain text says what it means. The comparison pane
// shows one under the table while a priced offer is flagged (and none when no offer is), and the offer picker marks
// a flagged offer's provider, names the flag in its tooltip and adds the legend to its status line. On the shipped
// catalog: vultr-l40s-on-demand, which the catalog marks superseded by vultr-l40s-on-demand-vcg-l40s-16c-180g-48vram.
#include "ShippedTestData.h"
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "itemmodels/OfferTableModel.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/ScenarioJson.h"
#include "workspace/ComparisonPane.h"
#include "workspace/OfferPicker.h"

#include <QFile>
#include <QLabel>
#include <QtTest>

namespace {
const char* kFlagged = "vultr-l40s-on-demand";
const char* kNewer = "vultr-l40s-on-demand-vcg-l40s-16c-180g-48vram";
} // namespace

class TestFlagLegend : public QObject {
    Q_OBJECT
    gp::CatalogSnapshot m_catalog;
    gp::Scenario m_scenario;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        ShippedTestData::loadCatalog(m_catalog);
        const gp::OfferSpec* flagged = m_catalog.offer(kFlagged);
        QVERIFY(flagged && flagged->flags.any());
        QVERIFY(m_catalog.offer(kNewer) && !m_catalog.offer(kNewer)->flags.any());
        ShippedTestData::readScenarioExample("llama2-7b-qlora.json", m_scenario);
        m_scenario.hardware.gpuKey = "nvidia-l40s";
    }

    void comparisonPaneShowsTheLegendWhileAnOfferIsFlagged()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.setCurrency(QStringLiteral("USD"));
        gp::Scenario s = m_scenario;
        s.pricing.offerKeys = {kNewer};
        ws.addScenario(s, QStringLiteral("Current price"));
        ComparisonPane pane;
        pane.setWorkspace(&ws);
        pane.resize(1000, 600);
        pane.show();
        auto* legend = pane.findChild<QLabel*>(QStringLiteral("flagLegend"));
        QVERIFY(legend);
        QCOMPARE(legend->textFormat(), Qt::PlainText);
        QVERIFY(!legend->isVisible()); // no flagged offer priced: no legend
        s.pricing.offerKeys = {kFlagged};
        ws.addScenario(s, QStringLiteral("Flagged price"));
        QVERIFY(ws.estimate(1).ok());
        QVERIFY(pane.model()->anyFlaggedOffer());
        QVERIFY(legend->isVisible());
        const QString mark = ScenarioComparisonModel::flagMark().trimmed();
        QVERIFY(legend->text().startsWith(mark + QStringLiteral(" = the catalog flags the priced offer")));
        // The mark in the table is the one the legend explains.
        QVERIFY(pane.model()
                    ->data(pane.model()->index(ScenarioComparisonModel::PricedOfferRow, 1))
                    .toString()
                    .endsWith(QLatin1Char(' ') + mark));
    }

    void offerPickerMarksAndExplainsTheFlag()
    {
        OfferPicker picker;
        picker.setCatalog(m_catalog);
        picker.setScenario("nvidia-l40s", {kNewer}, QStringLiteral("USD"));
        auto* model = picker.findChild<OfferTableModel*>();
        QVERIFY(model);
        QVERIFY(model->flaggedCount() >= 1);
        const QString mark = ScenarioComparisonModel::flagMark().trimmed();
        int flaggedRow = -1, newerRow = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString key = model->index(r, 0).data(OfferTableModel::KeyRole).toString();
            if (key == QLatin1String(kFlagged))
                flaggedRow = r;
            if (key == QLatin1String(kNewer))
                newerRow = r;
        }
        QVERIFY(flaggedRow >= 0 && newerRow >= 0);
        const QModelIndex flagged = model->index(flaggedRow, OfferTableModel::ProviderColumn);
        const QModelIndex newer = model->index(newerRow, OfferTableModel::ProviderColumn);
        QVERIFY(flagged.data().toString().endsWith(QLatin1Char(' ') + mark));
        QVERIFY(!newer.data().toString().contains(mark));
        const QString tip = flagged.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Flagged in the catalog: superseded by ") + QLatin1String(kNewer)),
                 qPrintable(tip));
        bool legendShown = false;
        for (const QLabel* l : picker.findChildren<QLabel*>())
            legendShown = legendShown || l->text().contains(OfferTableModel::flagLegend());
        QVERIFY(legendShown);
        QVERIFY(OfferTableModel::flagLegend().startsWith(mark + QStringLiteral(" = the catalog flags the offer")));
    }
};

QTEST_MAIN(TestFlagLegend)
#include "tst_flaglegend.moc"
