// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogEditor.h"

#include "CatalogRowCommand.h"
#include "CatalogSetValueCommand.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CatalogStore.h"

#include <QDate>
#include <QSet>
#include <QUndoStack>

#include <cmath>
#include <memory>

CatalogEditor::CatalogEditor(CatalogStore* store, QUndoStack* undoStack, QObject* parent)
    : QObject(parent), m_store(store), m_undoStack(undoStack)
{
}

bool CatalogEditor::fail(const QString& message, QString* error)
{
    if (error)
        *error = message;
    Q_EMIT failed(message);
    return false;
}

QVariantMap CatalogEditor::row(const QString& table, const QString& key) const
{
    const catalog::TableDef* def = catalog::catalogTable(table);
    if (!def)
        return {};
    for (const QVariantMap& r : m_store->rows(table))
        if (r.value(def->keyColumn).toString() == key)
            return r;
    return {};
}

QString CatalogEditor::unusedKey(const QString& table, const QString& base) const
{
    const catalog::TableDef* def = catalog::catalogTable(table);
    QSet<QString> used;
    if (def)
        for (const QVariantMap& r : m_store->rows(table))
            used.insert(r.value(def->keyColumn).toString());
    if (!used.contains(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1-%2").arg(base).arg(n);
        if (!used.contains(candidate))
            return candidate;
    }
}

bool CatalogEditor::setValue(const QString& table, const QString& key, const QString& column, const QVariant& value,
                             QString* error)
{
    if (const QString why = editCheck(table, column, value); !why.isEmpty())
        return fail(why, error);
    const QVariantMap before = row(table, key);
    if (before.isEmpty())
        return fail(tr("%1 has no row %2").arg(table, key), error);
    return apply(table, key, column, before.value(column), value, error);
}

bool CatalogEditor::setShownValue(const QString& table, const QString& key, const QString& column,
                                  const QVariant& shown, const QVariant& value, QString* error)
{
    if (const QString why = editCheck(table, column, value); !why.isEmpty())
        return fail(why, error);
    return apply(table, key, column, shown, value, error);
}

QString CatalogEditor::editCheck(const QString& table, const QString& column, const QVariant& value) const
{
    const catalog::TableDef* def = catalog::catalogTable(table);
    const catalog::ColumnDef* col = def ? def->column(column) : nullptr;
    if (!col)
        return tr("%1 is not a column of %2").arg(column, table);
    if (const QString invalid = catalog::validateValue(*col, value); !invalid.isEmpty())
        return invalid;
    return editRefusal(table);
}

bool CatalogEditor::apply(const QString& table, const QString& key, const QString& column, const QVariant& oldValue,
                          const QVariant& value, QString* error)
{
    if (oldValue == value && oldValue.isNull() == value.isNull())
        return true; // nothing changed: no undo step
    QString message;
    if (!m_store->setValue(table, key, column, value, &message)) {
        if (message.isEmpty())
            message = tr("%1 could not be saved").arg(column);
        if (m_refusalHandler)
            if (const QString instead = m_refusalHandler({table, key, column, oldValue, value, message});
                !instead.isEmpty())
                message = instead;
        return fail(message, error);
    }
    m_undoStack->push(new CatalogSetValueCommand(m_store, table, key, column, oldValue, value));
    return true;
}

void CatalogEditor::setEditGuard(std::function<QString(const QString&)> guard) { m_guard = std::move(guard); }

QString CatalogEditor::editRefusal(const QString& table) const { return m_guard ? m_guard(table) : QString(); }

void CatalogEditor::setRefusalHandler(std::function<QString(const RefusedEdit&)> handler)
{
    m_refusalHandler = std::move(handler);
}

bool CatalogEditor::insertRow(const QString& table, const QVariantMap& newRow, QString* error)
{
    const catalog::TableDef* def = catalog::catalogTable(table);
    if (!def)
        return fail(tr("unknown catalog table %1").arg(table), error);
    if (const QString why = editRefusal(table); !why.isEmpty())
        return fail(why, error);
    const QString key = newRow.value(def->keyColumn).toString();
    QString message;
    if (!m_store->insertRow(table, newRow, &message))
        return fail(message.isEmpty() ? tr("%1 could not be added").arg(key) : message, error);
    m_undoStack->push(new CatalogRowCommand(CatalogRowCommand::Kind::Insert, m_store, table, newRow, key));
    return true;
}

bool CatalogEditor::duplicateRow(const QString& table, const QString& key, const QString& newKey, QString* error)
{
    const catalog::TableDef* def = catalog::catalogTable(table);
    QVariantMap copy = row(table, key);
    if (!def || copy.isEmpty())
        return fail(tr("%1 has no row %2").arg(table, key), error);
    copy.insert(def->keyColumn, newKey);
    return insertRow(table, copy, error);
}

bool CatalogEditor::deleteRows(const QString& table, const QStringList& keys, QString* error)
{
    if (keys.isEmpty())
        return true;
    if (const QString why = editRefusal(table); !why.isEmpty())
        return fail(why, error);
    // One parent command holds a child per deleted row, pushed only if something was deleted, so a
    // refusal leaves no empty step on the stack.
    auto parent = std::make_unique<QUndoCommand>(keys.size() == 1 ? tr("Delete %1").arg(keys.first())
                                                                  : tr("Delete %n row(s)", nullptr, int(keys.size())));
    bool ok = true;
    for (const QString& key : keys) {
        const QVariantMap before = row(table, key);
        QString message;
        if (before.isEmpty() || !m_store->deleteRow(table, key, &message)) {
            ok = fail(message.isEmpty() ? tr("%1 could not be deleted").arg(key) : message, error);
            break;
        }
        new CatalogRowCommand(CatalogRowCommand::Kind::Delete, m_store, table, before, key, parent.get());
    }
    if (parent->childCount() > 0)
        m_undoStack->push(parent.release());
    return ok;
}

QVariantMap CatalogEditor::newRowTemplate(const QString& table, const QString& key) const
{
    QVariantMap row;
    const catalog::TableDef* def = catalog::catalogTable(table);
    if (!def)
        return row;
    for (const catalog::ColumnDef& col : def->columns) {
        if (col.name == def->keyColumn) {
            row.insert(col.name, key);
            continue;
        }
        if (!col.foreignTable.isEmpty()) {
            const catalog::TableDef* foreign = catalog::catalogTable(col.foreignTable);
            const QVector<QVariantMap> keys = m_store->rows(col.foreignTable);
            if (foreign && !keys.isEmpty())
                row.insert(col.name, keys.first().value(foreign->keyColumn));
            continue;
        }
        if (!col.choices.isEmpty()) {
            if (col.required)
                row.insert(col.name, col.choices.first());
            continue;
        }
        if (col.name == QLatin1String("as_of")) {
            row.insert(col.name, QDate::currentDate().toString(Qt::ISODate));
            continue;
        }
        if (col.name == QLatin1String("source")) {
            row.insert(col.name, tr("entered by hand"));
            continue;
        }
        if (!col.required)
            continue;
        switch (col.type) {
        case catalog::ColumnType::Integer:
        case catalog::ColumnType::Real: {
            // The smallest value the column accepts: its minimum, or one above an exclusive minimum.
            double v = col.minimum.value_or(1.0);
            if (col.minimumExclusive || !col.minimum)
                v = col.type == catalog::ColumnType::Integer ? std::floor(v) + 1 : (col.minimum ? v + 1 : 1.0);
            if (col.maximum && v > *col.maximum)
                v = *col.maximum;
            row.insert(col.name, col.type == catalog::ColumnType::Integer ? QVariant(qlonglong(v)) : QVariant(v));
            break;
        }
        case catalog::ColumnType::Date:
            row.insert(col.name, QDate::currentDate().toString(Qt::ISODate));
            break;
        default:
            row.insert(col.name, col.name == QLatin1String("name") ? key : tr("(new)"));
        }
    }
    return row;
}
