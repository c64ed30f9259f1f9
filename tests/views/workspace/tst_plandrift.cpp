// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Reopening a plan whose stored prices differ from the catalog (issue 33): the message lists the drift per offer,
// the plan's own prices price the estimates until the user chooses Reprice from catalog, which is one undo step.
// tests/data/cli/plan-stored-price.gpuplan stores 64 USD/hour for AWS p5.48xlarge on-demand; the shipped catalog
// has 55.04, so the change is (55.04 - 64) / 64 = -14%, worked by hand.
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "planning/Estimate.h"
#include "workspace/DocumentController.h"

#include <QDir>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QWidget>
#include <QtTest>

namespace {
const QString kPlan = QStringLiteral(GP_TEST_DATA_DIR "/cli/plan-stored-price.gpuplan");
const std::string kOffer = "aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge";

// The instance-hour price the workspace's estimate of scenario 0 used for the p5.48xlarge.
double pricedAt(const Workspace& ws)
{
    const gp::EstimateResult& r = ws.estimate(0);
    if (!r.ok()) {
        qWarning("%s: %s", r.errors.front().field.c_str(), r.errors.front().message.c_str());
        return -1;
    }
    for (const gp::CostLine& c : r.estimate->costs)
        if (c.offerKey == kOffer)
            return c.pricePerInstanceHour;
    qWarning("no cost line for %s among %d", kOffer.c_str(), int(r.estimate->costs.size()));
    return -1;
}
} // namespace

class TestPlanDrift : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    CatalogStore m_store;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        QVERIFY(m_dir.isValid());
        m_store.setShippedCatalogSource(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"));
        QVERIFY2(m_store.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))), qPrintable(m_store.startupMessage()));
    }

    void openingListsTheDriftAndKeepsThePlansPrices()
    {
        QWidget window;
        DocumentController doc(&m_store, &window);
        MessageBoxes::clearShownMessages();
        MessageBoxes::queueAnswer(QMessageBox::No); // keep the plan's prices
        QVERIFY(doc.openFile(kPlan));
        const QStringList shown = MessageBoxes::shownMessages();
        QCOMPARE(shown.size(), 1);
        QVERIFY2(
            shown[0].contains(QStringLiteral("\u2022 Amazon Web Services (EC2) p5.48xlarge on-demand: now 14% lower "
                                             "(catalog 55.04 USD per hour, plan 64 USD per hour)")),
            qPrintable(shown[0]));
        // A v5 file does not know its catalog: nothing is said about one (issue 34).
        QVERIFY2(!shown[0].contains(QStringLiteral("saved with")), qPrintable(shown[0]));
        QCOMPARE(pricedAt(*doc.workspace()), 64.0); // a colleague sees the plan's numbers
        QVERIFY(!doc.workspace()->isModified());
        QCOMPARE(doc.workspace()->undoStack()->count(), 0);
    }

    void repriceIsTheUsersChoiceAndUndoRestoresThePlansPrices()
    {
        QWidget window;
        DocumentController doc(&m_store, &window);
        MessageBoxes::clearShownMessages();
        MessageBoxes::queueAnswer(QMessageBox::Yes); // Reprice from catalog
        QVERIFY(doc.openFile(kPlan));
        Workspace* ws = doc.workspace();
        QCOMPARE(ws->undoStack()->count(), 1);
        QCOMPARE(ws->undoStack()->text(0), QStringLiteral("Reprice from catalog"));
        QCOMPARE(ws->data().offerPrices.at(0).price, 55.04);
        QCOMPARE(pricedAt(*ws), 55.04);
        QVERIFY(ws->priceDrift().empty());
        QVERIFY(ws->isModified());
        ws->undoStack()->undo();
        QCOMPARE(ws->data().offerPrices.at(0).price, 64.0);
        QCOMPARE(ws->data().offerPrices.at(0).asOf, std::string("2026-03-01"));
        QCOMPARE(pricedAt(*ws), 64.0);
        QCOMPARE(ws->priceDrift().size(), std::size_t(1));
    }

    // Issue 34: saved with one catalog file and opened with another, the plan says so in the same message as its
    // price drift (one message, not two dialogs); opened again with its own catalog it says only the drift.
    void openingWithAnotherCatalogSaysSoWithTheDrift()
    {
        const QString saved = m_dir.filePath(QStringLiteral("saved-with-mine.gpuplan"));
        {
            QWidget window;
            DocumentController doc(&m_store, &window);
            MessageBoxes::queueAnswer(QMessageBox::No);
            QVERIFY(doc.openFile(kPlan));
            QString error;
            QVERIFY2(WorkspaceFile::save(*doc.workspace(), saved, &error), qPrintable(error));
        }
        CatalogStore other;
        other.setShippedCatalogSource(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"));
        const QString otherPath = m_dir.filePath(QStringLiteral("colleague.sqlite"));
        QVERIFY2(other.open(otherPath), qPrintable(other.startupMessage()));
        QWidget window;
        DocumentController doc(&other, &window);
        MessageBoxes::clearShownMessages();
        MessageBoxes::queueAnswer(QMessageBox::No);
        QVERIFY(doc.openFile(saved));
        QStringList shown = MessageBoxes::shownMessages();
        QCOMPARE(shown.size(), 1);
        const QString notice = QStringLiteral("This plan was saved with the catalog file %1; it is now open with the "
                                              "catalog file %2.\n\nThe current catalog prices one of this plan's "
                                              "offers otherwise:\n\u2022 Amazon Web Services (EC2) p5.48xlarge "
                                              "on-demand: now 14% lower")
                                   .arg(QDir::toNativeSeparators(m_store.path()), QDir::toNativeSeparators(otherPath));
        QVERIFY2(shown[0].startsWith(notice), qPrintable(shown[0]));

        QWidget again;
        DocumentController own(&m_store, &again);
        MessageBoxes::clearShownMessages();
        MessageBoxes::queueAnswer(QMessageBox::No);
        QVERIFY(own.openFile(saved));
        shown = MessageBoxes::shownMessages();
        QCOMPARE(shown.size(), 1);
        QVERIFY2(shown[0].startsWith(QStringLiteral("The current catalog prices one of this plan's offers otherwise")),
                 qPrintable(shown[0]));
    }
};

QTEST_MAIN(TestPlanDrift)
#include "tst_plandrift.moc"
