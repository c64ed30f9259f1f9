// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChartTable.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {
bool isCategoryChart(ChartKind kind) { return kind != ChartKind::Scatter && kind != ChartKind::Lines; }

// A figure as the locale writes it, to four significant digits at least (the axes' labels show fewer),
// whole numbers without decimals; the exact value stays in ValueRole.
QString figureText(double value)
{
    if (!std::isfinite(value))
        return {};
    const double magnitude = value == 0 ? 0 : std::floor(std::log10(std::fabs(value)));
    const int decimals = std::clamp(3 - static_cast<int>(magnitude), 0, 6);
    QString text = QLocale().toString(value, 'f', decimals);
    if (decimals > 0) { // 12.5000 -> 12.5
        const QChar point = QLocale().decimalPoint().front();
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}

QStandardItem* figure(double value)
{
    auto* item = new QStandardItem(figureText(value));
    item->setData(value, ChartTable::ValueRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

QStandardItem* text(const QString& s)
{
    auto* item = new QStandardItem(s);
    item->setEditable(false);
    return item;
}

QString seriesHeader(const ChartSpec& spec, int s)
{
    const QString name = spec.series[s].name;
    if (!name.isEmpty())
        return name;
    return spec.series.size() == 1 && !spec.yTitle.isEmpty()
               ? spec.yTitle
               : QCoreApplication::translate("ChartTable", "Series %1").arg(s + 1);
}

void fillCategories(const ChartSpec& spec, QStandardItemModel* m)
{
    const bool markers = !spec.markers.isEmpty();
    m->setColumnCount(1 + static_cast<int>(spec.series.size()) + (markers ? 1 : 0));
    m->setHorizontalHeaderItem(0, text(QCoreApplication::translate("ChartTable", "Category")));
    for (int s = 0; s < spec.series.size(); ++s)
        m->setHorizontalHeaderItem(1 + s, text(seriesHeader(spec, s)));
    if (markers)
        m->setHorizontalHeaderItem(
            m->columnCount() - 1,
            text(spec.markerName.isEmpty() ? QCoreApplication::translate("ChartTable", "Marker") : spec.markerName));
    for (int c = 0; c < spec.categories.size(); ++c) {
        QList<QStandardItem*> row{text(spec.categories[c])};
        for (const ChartSeries& series : spec.series)
            row << (c < series.values.size() ? figure(series.values[c]) : text(QString()));
        if (markers) {
            QStandardItem* mark = text(QString());
            for (const ChartMarker& marker : spec.markers)
                if (marker.category == c) {
                    delete mark;
                    mark = figure(marker.value);
                }
            row << mark;
        }
        m->appendRow(row);
    }
}

void fillPoints(const ChartSpec& spec, QStandardItemModel* m)
{
    bool labels = false;
    for (const ChartSeries& series : spec.series)
        labels = labels || !series.pointLabels.isEmpty();
    const int nSeries = static_cast<int>(spec.series.size());
    struct Row {
        double x = 0;
        QVector<double> y; // NaN = this series has no point here
        QString label;
    };
    QVector<Row> rows;
    for (int s = 0; s < nSeries; ++s) {
        const ChartSeries& series = spec.series[s];
        for (int p = 0; p < series.points.size(); ++p) {
            const QPointF pt = series.points[p];
            Row* into = nullptr;
            for (Row& r : rows)
                if (r.x == pt.x() && std::isnan(r.y[s])) {
                    into = &r;
                    break;
                }
            if (!into) {
                rows.append({pt.x(), QVector<double>(nSeries, std::nan("")), QString()});
                into = &rows.last();
            }
            into->y[s] = pt.y();
            if (into->label.isEmpty())
                into->label = series.pointLabels.value(p);
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.x < b.x; });
    m->setColumnCount(1 + nSeries + (labels ? 1 : 0));
    m->setHorizontalHeaderItem(
        0, text(spec.xTitle.isEmpty() ? QCoreApplication::translate("ChartTable", "Horizontal axis") : spec.xTitle));
    for (int s = 0; s < nSeries; ++s)
        m->setHorizontalHeaderItem(1 + s, text(seriesHeader(spec, s)));
    if (labels)
        m->setHorizontalHeaderItem(1 + nSeries, text(QCoreApplication::translate("ChartTable", "Point")));
    for (const Row& r : rows) {
        QList<QStandardItem*> row{figure(r.x)};
        for (double y : r.y)
            row << (std::isnan(y) ? text(QString()) : figure(y));
        if (labels)
            row << text(r.label);
        m->appendRow(row);
    }
}
} // namespace

namespace ChartTable {
QStandardItemModel* model(const ChartSpec& spec, QObject* parent)
{
    auto* m = new QStandardItemModel(parent);
    if (isCategoryChart(spec.kind))
        fillCategories(spec, m);
    else
        fillPoints(spec, m);
    return m;
}

QString axesCaption(const ChartSpec& spec)
{
    QStringList parts;
    if (!spec.xTitle.isEmpty())
        parts << QCoreApplication::translate("ChartTable", "Horizontal axis: %1.").arg(spec.xTitle);
    if (!spec.yTitle.isEmpty())
        parts << QCoreApplication::translate("ChartTable", "Vertical axis: %1.").arg(spec.yTitle);
    return parts.join(QLatin1Char(' '));
}

QDialog* show(const ChartSpec& spec, QWidget* parent)
{
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("chartTable"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString title = spec.title.isEmpty() ? QCoreApplication::translate("ChartTable", "Chart") : spec.title;
    // The title may carry a second line (the what-if note); the window title takes the first.
    dialog->setWindowTitle(
        QCoreApplication::translate("ChartTable", "%1 as a table").arg(title.section(QLatin1Char('\n'), 0, 0)));
    auto* layout = new QVBoxLayout(dialog);
    auto* caption = new QLabel(axesCaption(spec), dialog);
    caption->setTextFormat(Qt::PlainText);
    caption->setWordWrap(true);
    layout->addWidget(caption);
    auto* table = new QTableView(dialog);
    table->setObjectName(QStringLiteral("chartTableView"));
    table->setModel(model(spec, table));
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setTabKeyNavigation(false); // Tab leaves the table for the Close button
    table->setAccessibleName(title);
    table->setAccessibleDescription(axesCaption(spec));
    layout->addWidget(table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(640, 420);
    dialog->show();
    table->setFocus();
    return dialog;
}

QAction* addAction(QWidget* chart, std::function<ChartSpec()> spec)
{
    auto* action = new QAction(QCoreApplication::translate("ChartTable", "Show as &table"), chart);
    action->setObjectName(QStringLiteral("showAsTable"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    action->setShortcutContext(Qt::WidgetShortcut);
    action->setToolTip(QCoreApplication::translate("ChartTable", "Show the chart's figures as a table"));
    QObject::connect(action, &QAction::triggered, chart, [chart, spec] { show(spec(), chart); });
    chart->addAction(action);
    return action;
}
bool openMenuFromKeyboard(QWidget* chart, QKeyEvent* event)
{
    if (event->key() != Qt::Key_F10 || event->modifiers() != Qt::ShiftModifier)
        return false;
    const QPoint centre = chart->rect().center();
    QContextMenuEvent menu(QContextMenuEvent::Keyboard, centre, chart->mapToGlobal(centre));
    QCoreApplication::sendEvent(chart, &menu);
    return true;
}
} // namespace ChartTable
