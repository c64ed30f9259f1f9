// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "Show as table": a chart's series as a plain table, for a screen reader or anyone who wants the figures.
// The table is read off the ChartSpec the chart draws (the chart data's own values, already in the axes'
// units): it rearranges them, it computes nothing.
//  - category charts (bars, stacked, grouped, tornado): one row per category, one column per series (and
//    one for the markers, e.g. the usable memory per GPU);
//  - point charts (scatter, lines): one row per x value, the x column first, then one column per series
//    holding that series' y there (a series with two points at one x, a vertical line, takes two rows), and
//    a last column with the points' labels when the chart has any.
// An unknown value (NaN) is an empty cell.
#include "ChartSpec.h"

#include <Qt>

#include <functional>

class QAction;
class QKeyEvent;
class QDialog;
class QStandardItemModel;
class QObject;
class QWidget;

namespace ChartTable {
// The figure a cell shows, as a double (the display text is that figure formatted for the locale).
constexpr int ValueRole = Qt::UserRole + 1;

QStandardItemModel* model(const ChartSpec& spec, QObject* parent);
// Which axis carries which unit, said once above the table (the headers name the series).
QString axesCaption(const ChartSpec& spec);
// A dialog showing `spec` as a table (object name "chartTable"), deleted when closed.
QDialog* show(const ChartSpec& spec, QWidget* parent);
// The "Show as table" action for a chart widget (object name "showAsTable"): on the widget, Ctrl+Shift+T
// while it has focus, and for its context menu. It shows the table of what `spec` returns then.
QAction* addAction(QWidget* chart, std::function<ChartSpec()> spec);
// Shift+F10 opens a chart's context menu from the keyboard, as in GTK and Windows (the menu key does it
// through the platform on X11; Qt does nothing for Shift+F10). True when it did.
bool openMenuFromKeyboard(QWidget* chart, QKeyEvent* event);
} // namespace ChartTable
