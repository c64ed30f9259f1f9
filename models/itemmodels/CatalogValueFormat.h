#pragma once
// How a catalog value reads in the browser: headers with units ("Memory (GB)"), numbers with the
// precision their kind deserves (TFLOPS one decimal, prices two to four decimals, integers none) and
// NULL as an em dash, so an unknown figure never looks like a zero. Display only: sorting and editing
// use the raw values.
#include "catalog/CatalogSchema.h"

#include <QString>
#include <QVariant>

class CatalogValueFormat {
public:
    static const QString& nullText();   // "—"
    static QString header(const catalog::ColumnDef& column);
    static QString header(const QString& label, const QString& unit);
    static QString display(const catalog::ColumnDef& column, const QVariant& value);
    // Two decimals, up to four when the value needs them (3.0574 stays 3.0574, 98.3 becomes 98.30).
    static QString price(double value);
    static bool isNumeric(const catalog::ColumnDef& column);
};
