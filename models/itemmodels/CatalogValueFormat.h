// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// How a catalog value reads in the browser: headers with units ("Memory (GB)"), numbers with the
// precision their kind deserves (TFLOPS one decimal, prices two to four decimals, integers none) and
// NULL as an em dash, so an unknown figure never looks like a zero. Display only: sorting and editing
// use the raw values.
#include "catalog/CatalogSchema.h"
#include "planning/PriceAge.h"

#include <QString>
#include <QVariant>

class CatalogValueFormat {
public:
    static const QString& nullText(); // "—"
    static QString header(const catalog::ColumnDef& column);
    static QString header(const QString& label, const QString& unit);
    static QString display(const catalog::ColumnDef& column, const QVariant& value);
    // Two decimals from 1 up (3.0574 reads 3.06, 98.3 reads 98.30); below 1, up to four (0.0137).
    static QString price(double value);
    static bool isNumeric(const catalog::ColumnDef& column);
    // A price's age in a cell (issue 33): "6 months", "6 months, stale" (a word, not colour alone), "age unknown".
    static QString ageText(const gp::PriceAge& age);
    // Its tooltip: the as-of date, the age in days, and the threshold it is or is not stale against.
    static QString ageToolTip(const gp::PriceAge& age);
};
