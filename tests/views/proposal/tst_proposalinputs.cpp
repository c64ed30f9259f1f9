// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The assumptions' input tables (ProposalInputTables): what every scenario shares once, what differs side by
// side, nothing lost: hand-built inputs with the tables they must give, worked out by hand.
#include "proposal/ProposalInputTables.h"

#include <QtTest>

namespace {
QStringList r(const QString& a, const QString& b, const QString& c) { return {a, b, c}; }
} // namespace

class TestProposalInputs : public QObject {
    Q_OBJECT
private slots:
    void sharedOnceDifferingSideBySide()
    {
        const QVector<ProposalScenarioInputs> in{
            {QStringLiteral("A"),
             {r("P", "8", "model"), r("x", "1", ""), r("x", "2", ""), r("peak", "312", "gpu a")},
             {}},
            {QStringLiteral("B"),
             {r("P", "8", "model"), r("x", "1", ""), r("x", "3", ""), r("peak", "990", "gpu b")},
             {}},
            {QStringLiteral("C"), {}, QStringLiteral("hardware.gpu_key: not in the catalog")},
        };
        QVector<ProposalBlock> blocks;
        ProposalInputTables::append(blocks, in, 4);
        QCOMPARE(blocks.size(), 6);
        QCOMPARE(blocks[0].text, QStringLiteral("Inputs every scenario shares"));
        // x is listed twice in each scenario: its first values agree (shared), its second do not.
        QCOMPARE(blocks[1].table.rows, (QVector<QStringList>{r("P", "8", "model"), r("x", "1", "")}));
        QCOMPARE(blocks[2].text, QStringLiteral("Inputs that differ between the scenarios"));
        QCOMPARE(blocks[3].table.header, (QStringList{"Input", "A", "B", "Where it comes from"}));
        QCOMPARE(blocks[3].table.rows,
                 (QVector<QStringList>{
                     {"x", "2", "3", ""}, {"peak", "312", "\u2014", "gpu a"}, {"peak", "\u2014", "990", "gpu b"}}));
        QCOMPARE(blocks[4].text, QStringLiteral("Inputs of C"));
        QCOMPARE(blocks[5].text, QStringLiteral("Not estimated: hardware.gpu_key: not in the catalog."));
    }

    // Five scenarios, three per table: two tables of differing inputs, each with its own scenarios.
    void differingSplitAcrossTables()
    {
        QVector<ProposalScenarioInputs> in;
        for (int i = 0; i < 5; ++i)
            in.append({QStringLiteral("S%1").arg(i),
                       {r("same", "1", "s"), r("gpus", QString::number(i + 1), "scenario")},
                       {}});
        QVector<ProposalBlock> blocks;
        ProposalInputTables::append(blocks, in, 3);
        QCOMPARE(blocks.size(), 5);
        QCOMPARE(blocks[3].table.header, (QStringList{"Input", "S0", "S1", "S2", "Where it comes from"}));
        QCOMPARE(blocks[3].table.rows, (QVector<QStringList>{{"gpus", "1", "2", "3", "scenario"}}));
        QCOMPARE(blocks[4].table.header, (QStringList{"Input", "S3", "S4", "Where it comes from"}));
        QCOMPARE(blocks[4].table.rows, (QVector<QStringList>{{"gpus", "4", "5", "scenario"}}));
    }

    // One scenario: its own list, as before.
    void oneScenarioKeepsItsList()
    {
        QVector<ProposalBlock> blocks;
        ProposalInputTables::append(blocks, {{QStringLiteral("Only"), {r("P", "8", "model")}, {}}}, 4);
        QCOMPARE(blocks.size(), 2);
        QCOMPARE(blocks[0].text, QStringLiteral("Inputs of Only"));
        QCOMPARE(blocks[1].table.rows, (QVector<QStringList>{r("P", "8", "model")}));
    }
};

QTEST_GUILESS_MAIN(TestProposalInputs)
#include "tst_proposalinputs.moc"
