// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 31, "Residency is dropped": the India-only choice and the DPDP caution are a field of the plan
// (Scenario::residency, issue 31: one answer in the scenario), not only words in its name and notes. The workload
// wizard's "Add to workspace" sets it; the .gpuplan keeps it (a file without it, such as the workshop example, reads as
// before and writes no such key); the plan header and the why panel show it; the checklist wizard asks the DPDP
// question for it; the proposal says it once ("in India" never twice).
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "checklist/ChecklistWizard.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/ScenarioJson.h"
#include "proposal/ProposalContentBuilder.h"
#include "wizards/WorkloadWizard.h"
#include "workspace/PlanHeader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QtTest>

class TestPlanResidency : public QObject {
    Q_OBJECT
    gp::CatalogSnapshot m_catalog;
    std::unique_ptr<CatalogStore> m_store;
    gp::Scenario m_plan; // the shipped 13B full fine-tune example (8x A100), priced at an offer hosted in India

    // An Indian offer for the plan's GPU: the catalog's first on-demand offer whose region names India.
    std::string indianOffer(const std::string& gpuKey) const
    {
        for (const gp::OfferSpec& o : m_catalog.offers)
            if (o.gpuKey == gpuKey && o.tier == "on_demand" && !o.flags.any() &&
                QString::fromStdString(o.region).contains(QLatin1String("India"), Qt::CaseInsensitive))
                return o.key;
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->openShipped(), qPrintable(m_store->startupMessage()));
        m_catalog = m_store->snapshot();
        QFile f(QStringLiteral(GP_SOURCE_DIR "/examples/llama2-13b-full-finetune.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const gp::ScenarioParse p = gp::ScenarioJson::fromText(f.readAll().toStdString());
        QVERIFY(p.ok());
        m_plan = *p.scenario;
        const std::string offer = indianOffer(m_plan.hardware.gpuKey);
        QVERIFY2(!offer.empty(), "no Indian on-demand offer for the example's GPU");
        m_plan.pricing.offerKeys = {offer};
    }

    // "Add to workspace" from the workload wizard keeps the answers' residency as the plan's field.
    void wizardAddKeepsTheField()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        gp::RecommendedConfiguration c;
        c.scenario = m_plan;
        c.scenario.name = "India-only fine-tune";
        c.indiaOnly = true;
        c.personalDataInIndia = true;
        WorkloadWizard::addToWorkspace(&ws, {c}, QStringLiteral("the test"));
        QCOMPARE(ws.scenarioCount(), 1);
        QVERIFY(ws.scenario(0).scenario.residency.indiaOnly);
        QVERIFY(ws.scenario(0).scenario.residency.personalDataInIndia);
    }

    // Written only when set, read back equal; an older file (no field) reads as "no constraint"; a wrong type is
    // refused naming the field.
    void fileKeepsItAndOldFilesRead()
    {
        WorkspaceData data;
        WorkspaceScenario s;
        s.id = QStringLiteral("a");
        s.name = QStringLiteral("India only");
        s.colour = QColor(0, 0x72, 0xb2);
        s.scenario = m_plan;
        s.scenario.residency.indiaOnly = true;
        data.scenarios << s;
        s.id = QStringLiteral("b");
        s.name = QStringLiteral("Anywhere");
        s.scenario.residency = {};
        data.scenarios << s;
        const nlohmann::json j = WorkspaceJson::toJson(data);
        // Written in the scenario's own JSON (ScenarioJson), as the CLI reads it; only when set.
        QCOMPARE(j["scenarios"][0]["scenario"]["residency"],
                 nlohmann::json({{"india_only", true}, {"personal_data_in_india", false}}));
        QVERIFY(!j["scenarios"][0].contains("residency"));
        QVERIFY(!j["scenarios"][1]["scenario"].contains("residency"));
        WorkspaceData back;
        QString error;
        QVERIFY2(WorkspaceJson::fromJson(j, back, &error), qPrintable(error));
        QVERIFY(back.scenarios[0].scenario.residency.indiaOnly);
        QVERIFY(!back.scenarios[0].scenario.residency.personalDataInIndia);
        QVERIFY(!back.scenarios[1].scenario.residency.any());

        WorkspaceData old;
        QVERIFY2(WorkspaceFile::read(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"), old, &error),
                 qPrintable(error));
        QCOMPARE(old.scenarios.size(), 3);
        for (const WorkspaceScenario& w : old.scenarios)
            QVERIFY(!w.scenario.residency.any());
        // Held in a named value: a range-for over a member of a temporary reads freed memory (ASan found it).
        const nlohmann::json oldJson = WorkspaceJson::toJson(old);
        QCOMPARE(oldJson.at("scenarios").size(), std::size_t(3));
        for (const auto& entry : oldJson.at("scenarios"))
            QVERIFY(!entry.contains("residency") && !entry.at("scenario").contains("residency"));

        // A file written by the previous release kept it beside the scenario: read into the scenario.
        nlohmann::json legacy = j;
        legacy["scenarios"][0]["scenario"].erase("residency");
        legacy["scenarios"][0]["residency"] = {{"india_only", false}, {"personal_data_in_india", true}};
        WorkspaceData fromLegacy;
        QVERIFY2(WorkspaceJson::fromJson(legacy, fromLegacy, &error), qPrintable(error));
        QVERIFY(!fromLegacy.scenarios[0].scenario.residency.indiaOnly);
        QVERIFY(fromLegacy.scenarios[0].scenario.residency.personalDataInIndia);
        QVERIFY(!WorkspaceJson::toJson(fromLegacy)["scenarios"][0].contains("residency")); // written the new way

        nlohmann::json bad = j;
        bad["scenarios"][0]["scenario"]["residency"]["india_only"] = "yes";
        WorkspaceData refused;
        QVERIFY(!WorkspaceJson::fromJson(bad, refused, &error));
        QVERIFY2(error.contains(QLatin1String("residency.india_only")) &&
                     error.contains(QLatin1String("true or false")),
                 qPrintable(error));
    }

    // The plan header says it, and the why panel with the offer and cost figures.
    void headerAndWhyPanelShowIt()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        PlanHeader header;
        header.setWorkspace(&ws);
        ws.addScenario(m_plan, QStringLiteral("Anywhere"));
        QVERIFY(header.residencyLabel()->isHidden());
        WorkspaceScenario india;
        india.name = QStringLiteral("India only");
        india.scenario = m_plan;
        india.scenario.residency.indiaOnly = true;
        india.scenario.residency.personalDataInIndia = true;
        ws.addScenario(india);
        QVERIFY(!header.residencyLabel()->isHidden());
        QCOMPARE(header.residencyLabel()->text(), QStringLiteral("Data: India only (1 of 2 plans)"));
        QVERIFY(header.residencyLabel()->toolTip().contains(QLatin1String("Digital Personal Data Protection Act")));
        ws.removeScenario(0);
        QCOMPARE(header.residencyLabel()->text(), QStringLiteral("Data: India only"));

        const ScenarioComparisonModel model(&ws);
        const QString why = model
                                .data(model.index(ScenarioComparisonModel::CostPerRunRow, 0),
                                      ScenarioComparisonModel::ExplanationHtmlRole)
                                .toString();
        QVERIFY2(why.contains(QLatin1String("Data residency: India only: the plan is priced at offers hosted in India; "
                                            "personal data of people in India")),
                 qPrintable(why));
    }

    // The checklist wizard asks the DPDP question for a plan whose residency says so.
    void checklistAsksTheDpdpQuestion()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        ws.addScenario(m_plan, QStringLiteral("Anywhere"));
        WorkspaceScenario india;
        india.name = QStringLiteral("India only");
        india.scenario = m_plan;
        india.scenario.residency.indiaOnly = true;
        const QString id = ws.addScenario(india);
        std::vector<ChecklistWizard::Candidate> candidates{
            {ws.scenario(0).name, ws.ownScenario(0), ws.scenario(0).id},
            {ws.scenario(1).name, ws.ownScenario(1), id},
        };
        ChecklistWizard wizard(m_store.get(), candidates, &ws);
        QVERIFY(!wizard.personalDataBox()->isChecked());
        QVERIFY(wizard.personalDataReason()->text().isEmpty());
        wizard.scenarioBox()->setCurrentIndex(1);
        QVERIFY(wizard.personalDataBox()->isChecked());
        QCOMPARE(wizard.personalDataReason()->text(),
                 QStringLiteral("Ticked because the plan \u201cIndia only\u201d keeps its data in India."));
        QCOMPARE(wizard.personalDataReason()->textFormat(), Qt::PlainText);
        // Back to the plan without a constraint: the box follows it, unticked, and the reason goes.
        wizard.scenarioBox()->setCurrentIndex(0);
        QVERIFY(!wizard.personalDataBox()->isChecked());
        QVERIFY(wizard.personalDataReason()->text().isEmpty());
        // Once the user sets the box, choosing another plan no longer changes it.
        wizard.personalDataBox()->click();
        QVERIFY(wizard.personalDataBox()->isChecked());
        wizard.scenarioBox()->setCurrentIndex(1);
        wizard.scenarioBox()->setCurrentIndex(0);
        QVERIFY(wizard.personalDataBox()->isChecked());
        QVERIFY(wizard.personalDataReason()->text().isEmpty());
    }

    // The proposal words it once: the constraint, where the offer runs, the DPDP Act; never "in India, in India".
    void proposalSaysItOnce()
    {
        Workspace ws;
        ws.setCatalog(m_catalog);
        WorkspaceScenario india;
        india.name = QStringLiteral("India only");
        india.scenario = m_plan;
        india.scenario.residency.indiaOnly = true;
        india.scenario.residency.personalDataInIndia = true;
        ws.addScenario(india);
        QVERIFY(ws.estimate(0).ok());
        const ProposalContent c = ProposalContentBuilder(ws, {}).build();
        QStringList residency;
        for (const ProposalBlock& b : c.blocks)
            if (b.text.startsWith(QLatin1String("Data residency:")))
                residency << b.text;
        QCOMPARE(residency.size(), 1);
        const QString& text = residency.first();
        QVERIFY2(text.startsWith(QLatin1String("Data residency: the plan keeps the data in India (India only, as asked "
                                               "in the workload wizard); the priced offer runs in ")),
                 qPrintable(text));
        QVERIFY2(text.endsWith(QLatin1String(" The data is personal data of people in India: India's Digital Personal "
                                             "Data Protection Act 2023 applies.")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("India, in India")) && !text.contains(QLatin1String("breaks")),
                 qPrintable(text));
    }
};

QTEST_MAIN(TestPlanResidency)
#include "tst_planresidency.moc"
