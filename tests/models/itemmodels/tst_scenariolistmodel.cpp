// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The scenario list: one row per scenario with its colour; renaming and reordering through the model
// are undo steps of the workspace. Checked under QAbstractItemModelTester from an empty workspace on.
#include "../document/DocumentTestData.h"
#include "TestSupport.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioListModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace DocumentTestData;
using L = ScenarioListModel;

class TestScenarioListModel : public QObject {
    Q_OBJECT

    std::unique_ptr<Workspace> ws;
    std::unique_ptr<L> model;
    std::unique_ptr<QAbstractItemModelTester> tester;

    QStringList names() const
    {
        QStringList out;
        for (int r = 0; r < model->rowCount(); ++r)
            out << model->data(model->index(r, L::NameColumn)).toString();
        return out;
    }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void init()
    {
        ws = std::make_unique<Workspace>();
        ws->setCatalog(catalog());
        model = std::make_unique<L>(ws.get());
        tester = std::make_unique<QAbstractItemModelTester>(model.get(),
                                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 0);
        ws->addScenario(trainingScenario(), QStringLiteral("A"));
        ws->addScenario(inferenceScenario(), QStringLiteral("B"));
        ws->addScenario(trainingScenario(), QStringLiteral("C"));
        ws->undoStack()->clear();
    }

    void cleanup()
    {
        tester.reset();
        model.reset();
        ws.reset();
    }

    void rowsShowTheScenarios()
    {
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->columnCount(), int(L::ColumnCount));
        QCOMPARE(names(), (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
        QCOMPARE(model->data(model->index(1, L::NameColumn), Qt::DecorationRole).value<QColor>(),
                 Workspace::paletteColour(1));
        QCOMPARE(model->data(model->index(1, L::TaskColumn)).toString(), QStringLiteral("inference"));
        QCOMPARE(model->data(model->index(0, L::GpuColumn)).toString(), QStringLiteral("8 \u00d7 a100"));
        QCOMPARE(model->data(model->index(0, L::StatusColumn)).toString(), QStringLiteral("OK"));
        QCOMPARE(model->data(model->index(2, L::NameColumn), L::IdRole).toString(), ws->scenario(2).id);
        QVERIFY(model->flags(model->index(0, L::NameColumn)).testFlag(Qt::ItemIsEditable));
        QVERIFY(!model->flags(model->index(0, L::TaskColumn)).testFlag(Qt::ItemIsEditable));
    }

    void invalidScenarioShowsItsErrors()
    {
        gp::Scenario broken = trainingScenario();
        broken.training.microBatch = 0;
        ws->setScenarioInputs(0, broken);
        QCOMPARE(model->data(model->index(0, L::ValidRole)).toBool(), false);
        const QStringList errors = model->data(model->index(0, L::NameColumn), L::ErrorsRole).toStringList();
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.join(QLatin1Char(' ')).contains(QStringLiteral("training.micro_batch")),
                 qPrintable(errors.join(QLatin1Char(' '))));
        QVERIFY(model->data(model->index(0, L::StatusColumn), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("training.micro_batch")));
        // The name shows in red in the list (the list view shows only the name column).
        QVERIFY(model->data(model->index(0, L::NameColumn), Qt::ForegroundRole).isValid());
        QVERIFY(!model->data(model->index(1, L::NameColumn), Qt::ForegroundRole).isValid());
        QVERIFY(model->data(model->index(0, L::NameColumn), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("training.micro_batch")));
    }

    void renameThroughTheModelIsOneUndoStep()
    {
        QVERIFY(model->setData(model->index(1, L::NameColumn), QStringLiteral("  Serving  ")));
        QCOMPARE(ws->scenario(1).name, QStringLiteral("Serving")); // trimmed
        QCOMPARE(ws->undoStack()->count(), 1);
        QVERIFY(!model->setData(model->index(1, L::NameColumn), QStringLiteral("   "))); // a name is required
        QVERIFY(!model->setData(model->index(1, L::TaskColumn), QStringLiteral("x")));
        ws->undoStack()->undo();
        QCOMPARE(model->data(model->index(1, L::NameColumn)).toString(), QStringLiteral("B"));
    }

    void moveRowsReordersThroughTheUndoStack()
    {
        // Qt's destination is "insert before row": moving A before row 3 puts it last.
        QVERIFY(model->moveRows({}, 0, 1, {}, 3));
        QCOMPARE(names(), (QStringList{QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("A")}));
        QVERIFY(model->moveRows({}, 2, 1, {}, 0));
        QCOMPARE(names(), (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
        QCOMPARE(ws->undoStack()->count(), 2);
        ws->undoStack()->undo();
        ws->undoStack()->undo();
        QCOMPARE(names(), (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
        ws->undoStack()->redo();
        QCOMPARE(names(), (QStringList{QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("A")}));
        // Moves onto itself, several rows at once and out-of-range rows are refused.
        QVERIFY(!model->moveRows({}, 0, 1, {}, 1));
        QVERIFY(!model->moveRows({}, 0, 2, {}, 3));
        QVERIFY(!model->moveRows({}, 5, 1, {}, 0));
    }

    void outlivesItsWorkspace()
    {
        ws.reset(); // the tester checks the reset
        QCOMPARE(model->rowCount(), 0);
        QVERIFY(!model->data(model->index(0, 0)).isValid());
    }

    void insertAndRemoveFollowTheWorkspace()
    {
        ws->duplicateScenario(0);
        QCOMPARE(names(), (QStringList{QStringLiteral("A"), QStringLiteral("A (copy)"), QStringLiteral("B"),
                                       QStringLiteral("C")}));
        ws->removeScenario(2);
        QCOMPARE(model->rowCount(), 3);
        ws->undoStack()->undo();
        ws->undoStack()->undo();
        QCOMPARE(names(), (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
    }
};

QTEST_GUILESS_MAIN(TestScenarioListModel)
#include "tst_scenariolistmodel.moc"
