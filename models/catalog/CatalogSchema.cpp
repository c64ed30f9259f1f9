#include "CatalogSchema.h"

// Placeholder definitions: replaced by the catalog work (issue 2).
namespace catalog {
const ColumnDef* TableDef::column(const QString& n) const
{
    for (const auto& c : columns)
        if (c.name == n)
            return &c;
    return nullptr;
}
int TableDef::columnIndex(const QString& n) const
{
    for (int i = 0; i < columns.size(); ++i)
        if (columns[i].name == n)
            return i;
    return -1;
}
const QVector<TableDef>& catalogTables()
{
    static const QVector<TableDef> tables;
    return tables;
}
const TableDef* catalogTable(const QString& name)
{
    for (const auto& t : catalogTables())
        if (t.name == name)
            return &t;
    return nullptr;
}
QString validateValue(const ColumnDef&, const QVariant&) { return {}; }
} // namespace catalog
