// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The checklist wizard offscreen (issue 13): a pre-training scenario, AWS and Lambda ticked, default
// weights, and the result page shows the evaluation the model computes: scores, answers ("unknown"
// tinted) and the gaps (blocking ones highlighted). With GP_CHECKLIST_SCREENSHOT=<folder> set, the result
// page is saved there as checklist-wizard.png (1280x800) for the docs; that step asserts nothing more.
// "Add to workspace" keeps what the page shows (confirmed answers, the user's own answer, unknown kept
// unknown) as one undo step, through a save and a reopen; with GP_SCREENSHOT_DIR set, the result page after
// it is saved at 1280x800 and 1920x1080 (docs/screenshots/checklist-wizard-result-*.png).
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "checklist/ChecklistEvaluator.h"
#include "checklist/ChecklistWizard.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "planning/ScenarioJson.h"
#include "text/MessageText.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {
gp::Scenario exampleScenario(const char* name)
{
    QFile f(QStringLiteral(GP_SOURCE_DIR "/examples/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const gp::ScenarioParse parsed = gp::ScenarioJson::fromText(f.readAll().toStdString());
    return parsed.scenario.value_or(gp::Scenario{});
}

void tick(QListWidget* list, const QString& key)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == key)
            list->item(i)->setCheckState(Qt::Checked);
}

QString text(QTableWidget* t, int row, int column)
{
    return t->item(row, column) ? t->item(row, column)->text() : QString();
}

int rowStarting(QTableWidget* t, const QString& start)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (text(t, r, 0).startsWith(start))
            return r;
    return -1;
}

const WorkspaceChecklistAnswer* answerOf(const WorkspaceChecklistPlatform& p, const QString& questionStart)
{
    for (const WorkspaceChecklistAnswer& a : p.answers)
        if (a.text.startsWith(questionStart))
            return &a;
    return nullptr;
}

const QString kAllToAll = QStringLiteral("What is the all-to-all GPU bandwidth");
} // namespace

class TestChecklistWizard : public QObject {
    Q_OBJECT
    CatalogStore m_store;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_store.openShipped());
    }

    void twoPlatformsScoredWithGaps()
    {
        ChecklistWizard wizard(&m_store, {{"Llama 3 8B pre-training", exampleScenario("llama3-8b-pretrain-h100.json")},
                                          {"Llama 3 70B serving", exampleScenario("llama3-70b-inference-int4.json")}});
        wizard.resize(1280, 800);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.scenarioBox()->setCurrentIndex(0);
        wizard.personalDataBox()->setChecked(true);
        wizard.next();
        QAbstractButton* next = wizard.button(QWizard::NextButton);
        tick(wizard.providerList(), "aws");
        QVERIFY(!next->isEnabled()); // one platform is not a comparison
        tick(wizard.providerList(), "lambda");
        QVERIFY(next->isEnabled());
        wizard.next(); // weights: the pre-training defaults
        wizard.next(); // result

        const catalog::ChecklistRun& run = wizard.result();
        QVERIFY(run.ok());
        QCOMPARE(run.evaluation.platforms.size(), std::size_t(2));
        // Shown as the model computed them.
        QTableWidget* scores = wizard.scoresTable();
        QCOMPARE(scores->rowCount(), 2);
        QCOMPARE(text(scores, 0, 0), QStringLiteral("Amazon Web Services (EC2)"));
        QCOMPARE(text(scores, 0, 1), QString::number(run.evaluation.platforms[0].score, 'f', 2));
        QCOMPARE(text(scores, 1, 1), QString::number(run.evaluation.platforms[1].score, 'f', 2));
        // Pre-training defaults, two platforms: AWS has every weighted fact but storage and software
        // (17 - 2 - 1 = 14 of 17 weight known); Lambda only memory bandwidth and VRAM (4 of 17): its 4-GPU
        // instances cannot rent the plan's 8-GPU node, so it has no cost for this plan.
        QCOMPARE(text(scores, 0, 2), QStringLiteral("82%"));
        QCOMPARE(text(scores, 1, 2), QStringLiteral("24%"));

        QTableWidget* answers = wizard.answersTable();
        int allToAll = -1;
        for (int r = 0; r < answers->rowCount(); ++r)
            if (text(answers, r, 0).startsWith("What is the all-to-all GPU bandwidth"))
                allToAll = r;
        QVERIFY(allToAll >= 0);
        QCOMPARE(text(answers, allToAll, 1), QStringLiteral("900 GB/s per GPU, bidirectional"));
        QCOMPARE(text(answers, allToAll, 2), QStringLiteral("unknown"));
        QVERIFY(answers->item(allToAll, 2)->background().color() != answers->item(allToAll, 1)->background().color());
        QVERIFY(answers->item(allToAll, 1)->toolTip().contains("Hugging Face"));

        QTableWidget* gaps = wizard.gapsTable();
        QCOMPARE(gaps->rowCount(), 3); // Lambda: node size, fabric unknown, residency unknown; AWS: none
        for (int r = 0; r < gaps->rowCount(); ++r) {
            QCOMPARE(text(gaps, r, 0), QStringLiteral("Lambda"));
            QCOMPARE(text(gaps, r, 1), QStringLiteral("caution"));
        }
        QVERIFY(text(gaps, 1, 2).contains("network fabric is unknown"));

        saveScreenshotIfAsked(wizard);
    }

    // A blocking gap is highlighted: E2E Networks has no H100 SXM in the catalog.
    void blockingGapHighlighted()
    {
        ChecklistWizard wizard(&m_store,
                               {{"Llama 3 8B pre-training", exampleScenario("llama3-8b-pretrain-h100.json")}});
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.next();
        tick(wizard.providerList(), "aws");
        tick(wizard.providerList(), "e2e-networks");
        wizard.next();
        wizard.next();
        QTableWidget* gaps = wizard.gapsTable();
        QVERIFY(gaps->rowCount() >= 1);
        QCOMPARE(text(gaps, 0, 1), QStringLiteral("blocking"));
        QCOMPARE(text(gaps, 0, 2), QStringLiteral("E2E Networks has no offer for H100 SXM 80GB in the catalog."));
        QCOMPARE(gaps->item(0, 2)->background().color(), QColor(248, 215, 218));
        QCOMPARE(text(wizard.scoresTable(), 1, 1), QStringLiteral("0.00"));
    }

    void addToWorkspaceKeepsTheEvaluation()
    {
        Workspace ws;
        ws.setCatalog(m_store.snapshot());
        ws.addScenario(exampleScenario("llama3-8b-pretrain-h100.json"), QStringLiteral("Llama 3 8B pre-training"));
        ws.undoStack()->clear();
        ws.markSaved();
        const std::vector<ChecklistWizard::Candidate> candidates{
            {ws.scenario(0).name, ws.effectiveScenario(0), ws.scenario(0).id}};
        ChecklistWizard wizard(&m_store, candidates, &ws);
        wizard.resize(1280, 800);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QVERIFY(!wizard.savedBox()->isEnabled()); // nothing kept yet
        wizard.personalDataBox()->setChecked(true);
        wizard.next();
        tick(wizard.providerList(), "aws");
        tick(wizard.providerList(), "lambda");
        wizard.next();
        wizard.next();
        const catalog::ChecklistRun run = wizard.result();
        QVERIFY(run.ok());
        QCOMPARE(wizard.nameEdit()->text(), QStringLiteral("Checklist: Llama 3 8B pre-training"));

        // The user confirms AWS's sourced all-to-all figure and answers Lambda's unknown one in own words.
        QTableWidget* answers = wizard.answersTable();
        const int row = rowStarting(answers, kAllToAll);
        QVERIFY(row >= 0);
        QVERIFY(answers->item(row, 1)->flags().testFlag(Qt::ItemIsUserCheckable));
        QVERIFY(!answers->item(row, 2)->flags().testFlag(Qt::ItemIsUserCheckable)); // nothing to confirm in "unknown"
        answers->item(row, 1)->setCheckState(Qt::Checked);
        const QString own = QStringLiteral("<b>3200 Gb/s</b> InfiniBand, per the sales call");
        answers->item(row, 2)->setText(own);
        QCOMPARE(answers->item(row, 2)->background().color(), QColor(214, 234, 248)); // tinted as the user's
        QVERIFY(answers->item(row, 2)->toolTip().contains(QStringLiteral("Your answer")));
        const QString name = QStringLiteral("AWS vs Lambda <img src=\"x\"> & co");
        wizard.nameEdit()->setText(name);

        QCOMPARE(ws.checklistEvaluationCount(), 0);
        QTest::mouseClick(wizard.addButton(), Qt::LeftButton);
        QCOMPARE(ws.checklistEvaluationCount(), 1);
        QVERIFY(ws.isModified());
        QVERIFY(wizard.addedLabel()->text().contains(name));
        QCOMPARE(wizard.addedLabel()->textFormat(), Qt::PlainText);
        QCOMPARE(wizard.addButton()->text(), QStringLiteral("Update in workspace"));

        const WorkspaceChecklistEvaluation& e = ws.checklistEvaluation(0);
        QCOMPARE(e.name, name);
        QCOMPARE(e.scenarioId, ws.scenario(0).id);
        QCOMPARE(e.scenarioName, QStringLiteral("Llama 3 8B pre-training"));
        QCOMPARE(e.workload, QStringLiteral("pretraining"));
        QCOMPARE(e.gpu, QString::fromStdString(run.inputs.plan.gpuName));
        QCOMPARE(e.nodes, run.inputs.plan.nodes);
        QCOMPARE(e.gpusPerNode, run.inputs.plan.gpusPerNode);
        QVERIFY(e.personalDataIndia);
        QCOMPARE(e.notes, QStringList{gp::text::render(gp::checklist::dpdpCaution())});
        QCOMPARE(e.weights.size(), qsizetype(run.weights.size()));
        QCOMPARE(e.platforms.size(), 2);
        for (int p = 0; p < 2; ++p) {
            const auto& evaluated = run.evaluation.platforms[std::size_t(p)];
            QCOMPARE(e.platforms[p].provider, QString::fromStdString(evaluated.providerKey));
            QCOMPARE(e.platforms[p].score, evaluated.score);
            QCOMPARE(e.platforms[p].knownWeightShare, evaluated.knownWeightShare);
            QCOMPARE(e.platforms[p].gaps.size(), qsizetype(evaluated.gaps.size()));
            QCOMPARE(e.platforms[p].answers.size(), qsizetype(run.questions.size()));
            QCOMPARE(e.platforms[p].criteria.size(), qsizetype(evaluated.criteria.size()));
        }
        QCOMPARE(e.platforms[1].gaps.size(), 3); // Lambda: node size, fabric unknown, residency unknown
        const WorkspaceChecklistAnswer* confirmed = answerOf(e.platforms[0], kAllToAll);
        QVERIFY(confirmed);
        QCOMPARE(confirmed->origin, WorkspaceChecklistAnswer::Origin::Confirmed);
        QCOMPARE(confirmed->answer, QStringLiteral("900 GB/s per GPU, bidirectional"));
        QVERIFY(confirmed->source.contains(QStringLiteral("Hugging Face")));
        const WorkspaceChecklistAnswer* typed = answerOf(e.platforms[1], kAllToAll);
        QVERIFY(typed);
        QCOMPARE(typed->origin, WorkspaceChecklistAnswer::Origin::User);
        QCOMPARE(typed->answer, own);
        QVERIFY(typed->source.isEmpty());
        // Every other answer is the model's prefill: where no source gives it, it stays unknown with no source.
        int unknown = 0;
        for (int p = 0; p < 2; ++p)
            for (std::size_t q = 0; q < run.questions.size(); ++q) {
                const WorkspaceChecklistAnswer& a = e.platforms[p].answers[qsizetype(q)];
                if (a.text.startsWith(kAllToAll))
                    continue;
                const gp::checklist::Answer model =
                    gp::checklist::answerFor(run.questions[q], run.inputs.plan, run.inputs.platforms[std::size_t(p)]);
                QCOMPARE(a.answer, QString::fromStdString(model.text));
                QCOMPARE(a.origin, model.known ? WorkspaceChecklistAnswer::Origin::Catalog
                                               : WorkspaceChecklistAnswer::Origin::Unknown);
                QCOMPARE(a.source, QString::fromStdString(model.source));
                unknown += model.known ? 0 : 1;
            }
        QVERIFY(unknown >= 3);

        saveResultScreenshots(wizard);

        // One undo step, and it survives a save.
        ws.undoStack()->undo();
        QCOMPARE(ws.checklistEvaluationCount(), 0);
        ws.undoStack()->redo();
        QCOMPARE(ws.checklistEvaluationCount(), 1);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("checklist.gpuplan"));
        QString error;
        QVERIFY2(WorkspaceFile::save(ws, path, &error), qPrintable(error));
        auto loaded = WorkspaceFile::load(path);
        QVERIFY2(loaded.workspace, qPrintable(loaded.error));
        QVERIFY(loaded.workspace->data() == ws.data());

        // Reopened in a new wizard: the pages come back as kept, the user's answers on their cells, and
        // adding again updates the kept evaluation instead of adding a second.
        Workspace& reopened = *loaded.workspace;
        reopened.setCatalog(m_store.snapshot());
        ChecklistWizard again(
            &m_store, {{reopened.scenario(0).name, reopened.effectiveScenario(0), reopened.scenario(0).id}}, &reopened);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(again.savedBox()->isEnabled());
        QCOMPARE(again.savedBox()->count(), 2);
        QVERIFY(again.loadSaved(0));
        QVERIFY(again.personalDataBox()->isChecked());
        again.next();
        again.next();
        again.next();
        QTableWidget* back = again.answersTable();
        const int r = rowStarting(back, kAllToAll);
        QCOMPARE(back->item(r, 1)->checkState(), Qt::Checked);
        QCOMPARE(text(back, r, 2), own);
        QCOMPARE(again.nameEdit()->text(), name);
        QCOMPARE(again.addToWorkspace(), reopened.checklistEvaluation(0).id);
        QCOMPARE(reopened.checklistEvaluationCount(), 1);
        QVERIFY(reopened.checklistEvaluation(0) == ws.checklistEvaluation(0)); // same catalog, same answers

        // Back to "A new evaluation" (the box's first item, no data): Add now adds a second evaluation and
        // leaves the one just opened as it was.
        const WorkspaceChecklistEvaluation kept = reopened.checklistEvaluation(0);
        QComboBox* start = again.savedBox();
        const int fresh = start->findData(QVariant());
        QVERIFY(fresh >= 0);
        start->setCurrentIndex(fresh);
        Q_EMIT start->activated(fresh);
        QCOMPARE(again.addButton()->text(), QStringLiteral("Add to workspace"));
        again.addToWorkspace();
        QCOMPARE(reopened.checklistEvaluationCount(), 2);
        QVERIFY(reopened.checklistEvaluation(0) == kept);
    }

    // Without a workspace there is nothing to add to; a kept evaluation whose scenario is gone says so.
    void addNeedsAWorkspaceAndItsScenario()
    {
        ChecklistWizard alone(&m_store, {{"Llama 3 8B pre-training", exampleScenario("llama3-8b-pretrain-h100.json")}});
        QVERIFY(!alone.addButton()->isEnabled());
        QVERIFY(alone.addToWorkspace().isEmpty());

        Workspace ws;
        WorkspaceChecklistEvaluation kept;
        kept.name = QStringLiteral("Old");
        kept.scenarioId = QStringLiteral("gone");
        kept.scenarioName = QStringLiteral("Removed plan");
        kept.evaluatedOn = QStringLiteral("2026-11-30");
        ws.addChecklistEvaluation(kept);
        ChecklistWizard wizard(
            &m_store, {{"Llama 3 8B pre-training", exampleScenario("llama3-8b-pretrain-h100.json"), "other"}}, &ws);
        QVERIFY(!wizard.loadSaved(0));
        QCOMPARE(wizard.editing(), -1);
    }

private:
    void saveResultScreenshots(ChecklistWizard& wizard)
    {
        const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            wizard.resize(size);
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            const QString file =
                QStringLiteral("%1/checklist-wizard-result-%2x%3.png").arg(dir).arg(size.width()).arg(size.height());
            QVERIFY(wizard.grab().save(file));
        }
    }

    void saveScreenshotIfAsked(ChecklistWizard& wizard)
    {
        const QString folder = qEnvironmentVariable("GP_CHECKLIST_SCREENSHOT");
        if (folder.isEmpty())
            return;
        QCoreApplication::processEvents();
        QVERIFY(wizard.grab().save(QDir(folder).filePath(QStringLiteral("checklist-wizard.png"))));
    }
};

QTEST_MAIN(TestChecklistWizard)
#include "tst_checklistwizard.moc"
