// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalInputTables.h"

#include "ProposalBlocks.h"

#include <QCoreApplication>
#include <QHash>

#include <optional>

using namespace ProposalBlocks;

namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalInputTables", text); }

ProposalTable threeColumns()
{
    ProposalTable t;
    t.header = QStringList{QCoreApplication::translate("ProposalInputTables", "Input"),
                           QCoreApplication::translate("ProposalInputTables", "Value"),
                           QCoreApplication::translate("ProposalInputTables", "Where it comes from")};
    t.numeric = {false, true, false};
    t.widths = {2, 1, 2};
    return t;
}
} // namespace

namespace ProposalInputTables {

void append(QVector<ProposalBlock>& blocks, const QVector<ProposalScenarioInputs>& scenarios, int scenariosPerTable)
{
    QVector<int> estimated;
    for (int i = 0; i < scenarios.size(); ++i)
        if (scenarios[i].error.isEmpty())
            estimated << i;
    // One scenario: its list as it is.
    if (estimated.size() <= 1) {
        for (const ProposalScenarioInputs& s : scenarios) {
            blocks << subheading(tr("Inputs of %1").arg(s.name));
            if (!s.error.isEmpty()) {
                blocks << paragraph(tr("Not estimated: %1.").arg(s.error));
                continue;
            }
            ProposalTable t = threeColumns();
            t.rows = s.rows;
            blocks << table(t);
        }
        return;
    }

    // An input is its name and source, and which of the same name and source it is in its scenario (the
    // engine lists "b" for the micro-batch in several formulas, each with its own note).
    QStringList order;
    QHash<QString, QStringList> nameAndSource;
    QHash<QString, QVector<std::optional<QString>>> values;
    for (int k = 0; k < estimated.size(); ++k) {
        QHash<QString, int> occurrence;
        for (const QStringList& row : scenarios[estimated[k]].rows) {
            const QString base = row.value(0) + QChar(0x1f) + row.value(2);
            const QString key = base + QChar(0x1f) + QString::number(occurrence[base]++);
            if (!values.contains(key)) {
                order << key;
                nameAndSource.insert(key, {row.value(0), row.value(2)});
                values.insert(key, QVector<std::optional<QString>>(estimated.size()));
            }
            values[key][k] = row.value(1);
        }
    }
    ProposalTable shared = threeColumns();
    QStringList differing;
    for (const QString& key : order) {
        const auto& v = values[key];
        bool same = v.first().has_value();
        for (const auto& x : v)
            same = same && x == v.first();
        if (same)
            shared.rows << QStringList{nameAndSource[key].value(0), *v.first(), nameAndSource[key].value(1)};
        else
            differing << key;
    }
    if (!shared.rows.isEmpty()) {
        blocks << subheading(tr("Inputs every scenario shares"));
        blocks << table(shared);
    }
    if (!differing.isEmpty()) {
        blocks << subheading(tr("Inputs that differ between the scenarios"));
        for (int first = 0; first < estimated.size(); first += scenariosPerTable) {
            const int last = std::min<int>(int(estimated.size()), first + scenariosPerTable);
            ProposalTable t;
            t.header << tr("Input");
            t.numeric << false;
            t.widths << 1.5;
            for (int k = first; k < last; ++k) {
                t.header << scenarios[estimated[k]].name;
                t.numeric << true;
                t.widths << 0.9;
            }
            t.header << tr("Where it comes from");
            t.numeric << false;
            t.widths << 1.6;
            for (const QString& key : differing) {
                QStringList row{nameAndSource[key].value(0)};
                bool any = false;
                for (int k = first; k < last; ++k) {
                    const auto& v = values[key][k];
                    any = any || v.has_value();
                    row << v.value_or(QStringLiteral("\u2014"));
                }
                if (!any)
                    continue;
                row << nameAndSource[key].value(1);
                t.rows << row;
            }
            t.note =
                tr("\u2014: that scenario has no such input from this source (another row may give it from another).");
            blocks << table(t);
        }
    }
    for (const ProposalScenarioInputs& s : scenarios)
        if (!s.error.isEmpty()) {
            blocks << subheading(tr("Inputs of %1").arg(s.name));
            blocks << paragraph(tr("Not estimated: %1.").arg(s.error));
        }
}

} // namespace ProposalInputTables
