// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 31, "What-if prices leak": a what-if never reaches a saved TCO analysis or scenario, the proposal
// lists every active override, and it cites a price to a catalog row only when the price is that row's.
// Reproduced as the issue tells it on the workshop example and the shipped catalog: the price what-if at
// 80%, a TCO analysis made, "Reset what-if", the proposal. The AWS p5.48xlarge on-demand row
// (aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge) lists 55.04 USD an hour for 8 GPUs: 6.88 USD per GPU-hour,
// 5.504 (shown 5.50) at 80%.
#include "Near.h"
#include "ShippedTestData.h"
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "itemmodels/TcoComparisonModel.h"
#include "proposal/ProposalContentBuilder.h"
#include "tco/TcoDefaults.h"
#include "tco/TcoJson.h"
#include "tco/TcoWizard.h"
#include "workspace/WhatIfSnapshot.h"

#include <QLabel>
#include <QtTest>

#include <cmath>

namespace {
const std::string kAws = "aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge";

// The bullets under a subheading (the first list after it).
QStringList bulletsAfter(const ProposalContent& c, const QString& subheading, QString* paragraph = nullptr)
{
    for (int i = 0; i < c.blocks.size(); ++i)
        if (c.blocks[i].kind == ProposalBlock::Kind::Subheading && c.blocks[i].text == subheading &&
            i + 1 < c.blocks.size()) {
            if (paragraph)
                *paragraph = c.blocks[i + 1].text;
            return c.blocks[i + 1].items;
        }
    return {};
}

const ProposalTable* tableWithHeader(const ProposalContent& c, const QStringList& header)
{
    for (const ProposalBlock& b : c.blocks)
        if (b.kind == ProposalBlock::Kind::Table && b.table.header == header)
            return &b.table;
    return nullptr;
}

QStringList allTexts(const ProposalContent& c)
{
    QStringList out;
    for (const ProposalBlock& b : c.blocks) {
        out << b.text << b.items << b.table.note;
        for (const QStringList& row : b.table.rows)
            out << row;
    }
    return out;
}
} // namespace

class TestWhatIfIntegrity : public QObject {
    Q_OBJECT
    gp::CatalogSnapshot m_catalog;
    WorkspaceData m_example;

    std::unique_ptr<Workspace> workshop()
    {
        auto ws = std::make_unique<Workspace>(m_example);
        ws->setCatalog(m_catalog);
        return ws;
    }

    static const ProposalTable* tcoOptions(const ProposalContent& c)
    {
        return tableWithHeader(c, {QStringLiteral("Option"), QStringLiteral("Type"), QStringLiteral("Price"),
                                   QStringLiteral("Terms"), QStringLiteral("Where it comes from")});
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        ShippedTestData::loadCatalog(m_catalog);
        ShippedTestData::readWorkshopExample(m_example);
        const gp::OfferSpec* aws = m_catalog.offer(kAws);
        QVERIFY(aws);
        QCOMPARE(aws->price, 55.04); // the row the issue names: 55.04 / 8 = 6.88 USD per GPU-hour
        QCOMPARE(aws->gpusPerInstance, 8);
    }

    // The steps: an analysis made (a new one, and the example's edited) while prices are at 80% stores the
    // catalog's prices; the wizard says the what-if is not applied.
    void analysisMadeUnderAPriceWhatIfStoresCatalogPrices()
    {
        auto ws = workshop();
        ws->setWhatIfPriceFactor(80);
        QCOMPARE(ws->effectiveCatalog().offer(kAws)->price, 55.04 * 0.8); // the what-if is live

        TcoWizard fresh(ws.get());
        QVERIFY(!fresh.whatIfNote()->isHidden());
        QVERIFY2(fresh.whatIfNote()->text().contains(QStringLiteral("prices at 80% of the catalog")),
                 qPrintable(fresh.whatIfNote()->text()));
        fresh.analyse();
        QVERIFY(fresh.analysis().ok());
        const QString id = fresh.addToWorkspace();
        QVERIFY(!id.isEmpty());
        const auto stored = gp::tco::TcoJson::fromJson(ws->tcoAnalysis(ws->tcoAnalysisCount() - 1).inputs, m_catalog);
        QVERIFY(stored.ok());
        int priced = 0;
        for (const gp::tco::Option& o : stored.inputs->options) {
            if (o.offerKey.empty())
                continue;
            const gp::OfferSpec* row = m_catalog.offer(o.offerKey);
            QVERIFY(row);
            // The per-GPU price of the row (TcoDefaults::fromOffer: price / GPUs per instance), not 80% of it.
            const double listed = row->price / row->gpusPerInstance;
            GP_VERIFY_NEAR_CTX(o.price.amount, listed, 1e-9 * listed,
                               qPrintable(QStringLiteral("%1: stored %2, catalog %3")
                                              .arg(QString::fromStdString(o.offerKey))
                                              .arg(o.price.amount)
                                              .arg(listed)));
            ++priced;
        }
        QVERIFY(priced >= 3);

        // The example's analysis opened and updated under the what-if: its AWS option stays at 6.88 USD per GPU-hour.
        TcoWizard edit(ws.get());
        QVERIFY(edit.loadSaved(0));
        edit.analyse();
        QVERIFY(edit.analysis().ok());
        edit.addToWorkspace();
        const auto updated =
            gp::tco::TcoJson::toJson(*gp::tco::TcoJson::fromJson(ws->tcoAnalysis(0).inputs, m_catalog).inputs);
        QCOMPARE(updated["options"][0]["offer"].get<std::string>(), kAws);
        QCOMPARE(updated["options"][0]["price"]["amount"].get<double>(), 6.88);

        // Reset what-if, then the proposal: the AWS option is 6.88 USD and cited to its row.
        ws->resetWhatIf();
        const ProposalContent c = ProposalContentBuilder(*ws, {}).build();
        const ProposalTable* options = tcoOptions(c);
        QVERIFY(options);
        bool found = false;
        for (const QStringList& row : options->rows)
            if (row.value(4).startsWith(QString::fromStdString("offers " + kAws + ":"))) {
                found = true;
                QCOMPARE(row.value(2), QStringLiteral("6.88 USD per GPU-hour"));
            }
        QVERIFY(found);
        for (const QString& text : allTexts(c))
            QVERIFY2(!text.contains(QStringLiteral("5.504")) && !text.contains(QStringLiteral("5.50 USD")),
                     qPrintable(text));
        // The reset took every override back, so the section is there and says "None" (an empty list alone would
        // also pass with the section missing).
        QString none;
        QVERIFY(bulletsAfter(c, QStringLiteral("What-if changes applied"), &none).isEmpty());
        QCOMPARE(none, QStringLiteral("None: every figure uses the scenarios as saved."));
    }

    // A file saved before the fix (the analysis holds 5.504, 80% of the row): the price is the analysis' own, and
    // the proposal says so with the row's own price beside it, never "offers <row>".
    void aPriceOffTheRowIsNotCitedToIt()
    {
        WorkspaceData data = m_example;
        nlohmann::json inputs = data.tcoAnalyses[0].inputs;
        inputs["options"][0] = {{"offer", kAws},
                                {"name", "AWS p5 on demand"},
                                {"price", {{"amount", 5.504}, {"currency", "USD"}}},
                                {"basis", "per_gpu_hour"}};
        data.tcoAnalyses[0].inputs = inputs;
        Workspace ws(data);
        ws.setCatalog(m_catalog);
        const ProposalContent c = ProposalContentBuilder(ws, {}).build();
        const ProposalTable* options = tcoOptions(c);
        QVERIFY(options);
        const QStringList* aws = nullptr;
        for (const QStringList& row : options->rows)
            if (row.value(0) == QLatin1String("AWS p5 on demand"))
                aws = &row;
        QVERIFY(aws);
        QCOMPARE(aws->value(2), QStringLiteral("5.504 USD per GPU-hour"));
        QCOMPARE(aws->value(4), QString::fromStdString("set in the analysis, not the catalog's price: offer " + kAws +
                                                       " lists 6.88 USD per GPU-hour"));
        // The other options keep their rows' prices and are cited (the reserved 3-year row: 23.7773 / 8).
        const QStringList& reserved = options->rows.value(1);
        QCOMPARE(reserved.value(2), QStringLiteral("2.97216 USD per GPU-hour"));
        QVERIFY(
            reserved.value(4).startsWith(QStringLiteral("offers aws-h100-sxm-8x-reserved-3y-us-east-1-p5-48xlarge:")));
    }

    // Every override, one at a time: "What-if changes applied" names it (never "None"), the value as set.
    void everyActiveOverrideIsListed_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("expected");
        QTest::newRow("mfu") << int(WhatIfField::Mfu)
                             << QStringLiteral("model FLOPs utilisation set to 0.4 for every training scenario");
        QTest::newRow("price") << int(WhatIfField::PriceFactor) << QStringLiteral("every offer price \u00d7 80.0%");
        QTest::newRow("tokens") << int(WhatIfField::TokensToTrain)
                                << QStringLiteral("tokens to train set to 3,000,000,000");
        QTest::newRow("gpus") << int(WhatIfField::GpuCount) << QStringLiteral("GPU count asked: 16");
        QTest::newRow("devops") << int(WhatIfField::DevOpsHours) << QStringLiteral("DevOps 40.0 hours per month");
        QTest::newRow("rate") << int(WhatIfField::ExchangeRate) << QStringLiteral("exchange rate set to 90.0 INR");
        QTest::newRow("step") << int(WhatIfField::GpuStep) << QStringLiteral("GPU generation: L40S 48GB");
    }
    void everyActiveOverrideIsListed()
    {
        QFETCH(int, field);
        QFETCH(QString, expected);
        WorkspaceData data = m_example;
        data.whatIf = WhatIfOverrides{}; // the example's own DevOps knobs off: one override at a time
        Workspace ws(data);
        ws.setCatalog(m_catalog);
        QString none;
        QVERIFY(bulletsAfter(ProposalContentBuilder(ws, {}).build(), QStringLiteral("What-if changes applied"), &none)
                    .isEmpty());
        QCOMPARE(none, QStringLiteral("None: every figure uses the scenarios as saved."));
        switch (WhatIfField(field)) {
        case WhatIfField::Mfu:
            ws.setWhatIfMfu(0.4);
            break;
        case WhatIfField::PriceFactor:
            ws.setWhatIfPriceFactor(80);
            break;
        case WhatIfField::TokensToTrain:
            ws.setWhatIfTokensToTrain(3e9);
            break;
        case WhatIfField::GpuCount:
            ws.setWhatIfGpuCount(16);
            break;
        case WhatIfField::DevOpsHours:
            ws.setWhatIfDevOpsHours(40);
            break;
        case WhatIfField::ExchangeRate:
            ws.setWhatIfExchangeRate(90);
            break;
        case WhatIfField::GpuStep:
            ws.setWhatIfGpuStep(std::string("nvidia-l40s"));
            break;
        case WhatIfField::DevOpsRate:
            break;
        }
        QVERIFY(!ws.whatIf().isNeutral());
        const QStringList listed =
            bulletsAfter(ProposalContentBuilder(ws, {}).build(), QStringLiteral("What-if changes applied"));
        QVERIFY(!listed.isEmpty());
        QVERIFY2(listed.join(QLatin1Char('\n')).contains(expected), qPrintable(listed.join(QLatin1Char('\n'))));
        for (const QString& line : listed)
            QVERIFY2(line.startsWith(QStringLiteral("WHAT-IF:")), qPrintable(line));
    }

    // Under the price what-if the proposal's price table lists the catalog row's price (55.04 USD an hour for 8
    // GPUs, shown "55.0 USD") and gives the what-if's per-GPU-hour price (5.504, shown 5.50) under a header that
    // says so; the summary's offer names its price as a what-if.
    void pricesTableListsTheRowAndLabelsTheWhatIf()
    {
        auto ws = workshop();
        ws->setWhatIfPriceFactor(80);
        const ProposalContent c = ProposalContentBuilder(*ws, {}).build();
        const ProposalTable* prices = tableWithHeader(
            c, {QStringLiteral("Provider"), QStringLiteral("GPU"), QStringLiteral("Tier"), QStringLiteral("Region"),
                QStringLiteral("Listed price"), QStringLiteral("Per GPU-hour (what-if)")});
        QVERIFY(prices);
        bool found = false;
        for (const QStringList& row : prices->rows)
            if (row.value(1) == QLatin1String("H100 SXM 80GB") && row.value(3).contains(QLatin1String("us-east-1")) &&
                row.value(4).startsWith(QStringLiteral("55.0 USD per hour for 8"))) {
                found = true;
                QCOMPARE(row.value(5), QStringLiteral("5.50 USD"));
            }
        QVERIFY(found);
        QVERIFY(prices->note.contains(QStringLiteral("80.0% of them")));
        bool labelled = false;
        for (const QString& text : allTexts(c))
            labelled = labelled || text.contains(QStringLiteral("(what-if: 80.0% of the listed price)"));
        QVERIFY(labelled);
    }

    // Issue 31: an edit typed in the TCO pane is a what-if like the others. The saved analysis keeps its inputs, the
    // pane's figures and the proposal's TCO pages use the edit, "What-if changes applied" lists it, and "Reset
    // what-if" takes it back. The workshop analysis at utilisation 60% (its saved workload is 30 runs a month).
    void tcoPaneEditsAreWhatIfs()
    {
        auto ws = workshop();
        QVERIFY(ws->tcoAnalysisCount() >= 1);
        const nlohmann::json saved = ws->tcoAnalysis(0).inputs;
        TcoComparisonModel model;
        model.setWorkspace(ws.get());
        const QVariant before = model.data(model.index(TcoComparisonModel::AverageMonthlyRow, 0));
        QCOMPARE(model.applyWhatIf(gp::tco::WhatIfInput::Utilisation, 60), QString());
        QCOMPARE(ws->tcoAnalysis(0).inputs, saved); // never written into the saved analysis
        QVERIFY(!ws->whatIf().isNeutral());
        QCOMPARE(ws->effectiveTcoInputs(0).at("workload").at("utilisation").get<double>(), 0.6);
        QVERIFY(model.data(model.index(TcoComparisonModel::AverageMonthlyRow, 0)) != before);
        const QString name = ws->tcoAnalysis(0).name;
        const QStringList listed =
            bulletsAfter(ProposalContentBuilder(*ws, {}).build(), QStringLiteral("What-if changes applied"));
        const QString expected = QStringLiteral("WHAT-IF: TCO analysis \u201c%1\u201d: Utilisation 60.0 % (set in the "
                                                "TCO pane; the saved analysis keeps its own)")
                                     .arg(name);
        QVERIFY2(listed.contains(expected), qPrintable(listed.join(QLatin1Char('\n'))));
        // A second field of the same analysis joins the same line; the same field again replaces its value.
        QCOMPARE(model.applyWhatIf(gp::tco::WhatIfInput::Utilisation, 50), QString());
        QCOMPARE(ws->whatIf().tco.size(), std::size_t(1));
        QCOMPARE(ws->whatIf().tco.front().changes.size(), std::size_t(1));
        QCOMPARE(ws->whatIf().tco.front().changes.front().shownValue, 50.0);
        ws->resetWhatIf();
        QVERIFY(ws->whatIf().isNeutral());
        QCOMPARE(ws->effectiveTcoInputs(0), saved);
        QCOMPARE(model.data(model.index(TcoComparisonModel::AverageMonthlyRow, 0)), before);
        QString none;
        QVERIFY(bulletsAfter(ProposalContentBuilder(*ws, {}).build(), QStringLiteral("What-if changes applied"), &none)
                    .isEmpty());
        QCOMPARE(none, QStringLiteral("None: every figure uses the scenarios as saved."));
        ws->undoStack()->undo(); // the reset undone: the edit is back, still not in the saved analysis
        QCOMPARE(ws->effectiveTcoInputs(0).at("workload").at("utilisation").get<double>(), 0.5);
        QCOMPARE(ws->tcoAnalysis(0).inputs, saved);
        // The analysis saved with other inputs (the TCO wizard's save): the pane's what-if was typed over the old
        // ones and goes in the same undo step, so the pane shows the new inputs; undo brings both back.
        nlohmann::json resaved = saved;
        resaved["workload"]["utilisation"] = 0.7;
        ws->setTcoAnalysisInputs(0, resaved);
        QVERIFY(ws->whatIf().tco.empty());
        QCOMPARE(ws->effectiveTcoInputs(0).at("workload").at("utilisation").get<double>(), 0.7);
        ws->undoStack()->undo();
        QCOMPARE(ws->tcoAnalysis(0).inputs, saved);
        QCOMPARE(ws->effectiveTcoInputs(0).at("workload").at("utilisation").get<double>(), 0.5);
        // Removed: its what-if goes with it (no line about an analysis that is gone).
        ws->removeTcoAnalysis(0);
        QVERIFY(ws->whatIf().tco.empty());
    }

    // A snapshot cannot hold the catalog-wide price factor: it is named a copy and its notes say it is priced at
    // the catalog; with an MFU as well, the name carries the MFU alone.
    void snapshotSaysWhatItCannotHold()
    {
        auto ws = workshop();
        ws->setWhatIfPriceFactor(80);
        const WorkspaceScenario copy = WhatIfSnapshot::of(*ws, 1);
        QCOMPARE(copy.name, QStringLiteral("8x H100 SXM (copy)"));
        QVERIFY2(copy.notes.contains(QStringLiteral("Snapshot taken with the what-if prices at 80% of the catalog. "
                                                    "Those are catalog-wide, not part of a scenario: this one is "
                                                    "priced at the catalog's prices and rates.")),
                 qPrintable(copy.notes));
        ws->setWhatIfMfu(0.4);
        const WorkspaceScenario mfu = WhatIfSnapshot::of(*ws, 1);
        QCOMPARE(mfu.name, QStringLiteral("8x H100 SXM (what-if: MFU 40%)"));
        QVERIFY(mfu.scenario.hardware.mfuOverride.has_value());
        QCOMPARE(*mfu.scenario.hardware.mfuOverride, 0.4);
    }
};

QTEST_MAIN(TestWhatIfIntegrity)
#include "tst_whatifintegrity.moc"
