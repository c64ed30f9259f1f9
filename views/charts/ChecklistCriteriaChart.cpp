// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistCriteriaChart.h"
#include "ChartTable.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QContextMenuEvent>
#include <QMenu>
#include <QValueAxis>

#include <cmath>

ChecklistCriteriaChart::ChecklistCriteriaChart(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(260);
    setAccessibleName(tr("Criterion scores chart"));
    setAccessibleDescription(
        tr("Criterion scores per platform. Ctrl+Shift+T shows them as a table; Shift+F10 opens the menu."));
    m_table = ChartTable::addAction(this, [this] { return m_spec; });
}

void ChecklistCriteriaChart::keyPressEvent(QKeyEvent* event)
{
    if (!ChartTable::openMenuFromKeyboard(this, event))
        QChartView::keyPressEvent(event);
}

void ChecklistCriteriaChart::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    menu.addAction(m_table);
    menu.exec(event->globalPos());
}

void ChecklistCriteriaChart::setData(const ChecklistChartData& data)
{
    auto* chart = new QChart;
    chart->setTitle(tr("Criterion scores (1 = best of the candidates; no bar = unknown)"));
    m_spec = ChartSpec();
    m_spec.kind = ChartKind::GroupedBars;
    m_spec.id = QStringLiteral("checklist-criteria");
    m_spec.title = tr("Criterion scores (1 = best of the candidates; no bar = unknown)");
    m_spec.yTitle = tr("Score (1 = best of the candidates)");
    m_spec.categories = data.criteria;
    auto* series = new QBarSeries;
    for (std::size_t p = 0; p < data.scores.size() && p < static_cast<std::size_t>(data.platforms.size()); ++p) {
        // Catalog text is user-editable: escaped, since chart labels render rich text.
        auto* set = new QBarSet(data.platforms[static_cast<int>(p)].toHtmlEscaped());
        ChartSeries scores;
        scores.name = data.platforms[static_cast<int>(p)];
        for (const auto& s : data.scores[p]) {
            *set << (s ? *s : 0.0);
            scores.values.append(s ? *s : std::nan(""));
        }
        m_spec.series.append(scores);
        series->append(set);
    }
    chart->addSeries(series);
    QStringList labels;
    for (int c = 0; c < data.criteria.size(); ++c) {
        bool anyKnown = false;
        for (const auto& row : data.scores)
            anyKnown = anyKnown || (c < static_cast<int>(row.size()) && row[static_cast<std::size_t>(c)].has_value());
        // One word per line, so eight groups fit at 1280 pixels without eliding.
        QString label = (anyKnown ? data.criteria[c] : data.criteria[c] + tr(" (unknown)")).toHtmlEscaped();
        label.replace(QLatin1Char(' '), QStringLiteral("<br>"));
        labels << label;
    }
    auto* x = new QBarCategoryAxis;
    x->append(labels);
    x->setLabelsAngle(0);
    QFont small = x->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.85); // "interconnect" fits its group at 1280 pixels
    x->setLabelsFont(small);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto* y = new QValueAxis;
    y->setRange(0, 1);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}
