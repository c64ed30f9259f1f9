// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogItemDelegate.h"

#include "common/PlainText.h"
#include "itemmodels/CatalogTableModel.h"
#include "itemmodels/CatalogValueFormat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolTip>

#include <cmath>
#include <limits>

namespace {
// Largest magnitude a spin box offers when the schema sets no bound (parameter counts reach 1e12).
constexpr double kUnbounded = 1e15;

int decimalsFor(const catalog::ColumnDef& col)
{
    if (col.name == QLatin1String("price") || col.name == QLatin1String("units_per_usd"))
        return 4;
    if (col.name == QLatin1String("parameters") || col.name == QLatin1String("active_parameters"))
        return 0;
    return 3;
}

bool nullable(const catalog::ColumnDef& col) { return !col.required; }
} // namespace

CatalogItemDelegate::CatalogItemDelegate(CatalogTableModel* model, QObject* parent)
    : QStyledItemDelegate(parent), m_model(model)
{
}

QWidget* CatalogItemDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                           const QModelIndex& index) const
{
    const catalog::ColumnDef* col = m_model->columnDef(index.column());
    if (!col)
        return nullptr;
    QWidget* editor = nullptr;
    if (!col->choices.isEmpty() || !col->foreignTable.isEmpty()) {
        auto* combo = new QComboBox(parent);
        if (nullable(*col))
            combo->addItem(CatalogValueFormat::nullText(), QVariant());
        if (!col->choices.isEmpty()) {
            for (const QString& choice : col->choices)
                combo->addItem(choice, choice);
        } else {
            for (const auto& [key, label] : m_model->foreignChoices(index.column()))
                combo->addItem(label, key);
        }
        editor = combo;
    } else if (col->type == catalog::ColumnType::Integer) {
        auto* spin = new QSpinBox(parent);
        int lo = col->minimum ? int(std::ceil(*col->minimum)) + (col->minimumExclusive ? 1 : 0) : 0;
        const int hi = col->maximum ? int(std::floor(*col->maximum)) : std::numeric_limits<int>::max();
        if (nullable(*col)) {
            --lo; // the lowest step stands for "unknown"
            spin->setSpecialValueText(CatalogValueFormat::nullText());
        }
        spin->setRange(lo, hi);
        spin->setGroupSeparatorShown(false);
        editor = spin;
    } else if (col->type == catalog::ColumnType::Real) {
        auto* spin = new QDoubleSpinBox(parent);
        const int decimals = decimalsFor(*col);
        const double step = std::pow(10.0, -decimals);
        spin->setDecimals(decimals);
        double lo = col->minimum ? *col->minimum + (col->minimumExclusive ? step : 0.0) : -kUnbounded;
        const double hi = col->maximum ? *col->maximum : kUnbounded;
        if (nullable(*col) && col->minimum) {
            lo -= step;
            spin->setSpecialValueText(CatalogValueFormat::nullText());
        }
        spin->setRange(lo, hi);
        spin->setSingleStep(col->unit.contains(QLatin1String("TFLOPS")) || col->unit == QLatin1String("GB") ? 1.0
                                                                                                            : 0.1);
        editor = spin;
    } else {
        auto* line = new QLineEdit(parent);
        if (col->type == catalog::ColumnType::Date)
            line->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
        else if (col->type == catalog::ColumnType::Url)
            line->setPlaceholderText(QStringLiteral("https://"));
        editor = line;
    }
    editor->setToolTip(PlainText::toolTip(col->tooltip));
    Q_UNUSED(option);
    return editor;
}

void CatalogItemDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    const QVariant value = index.data(Qt::EditRole);
    const bool isNull = !value.isValid() || value.isNull();
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const int i = isNull ? combo->findData(QVariant()) : combo->findData(value.toString());
        combo->setCurrentIndex(std::max(0, i));
    } else if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        spin->setValue(isNull ? spin->minimum() : value.toInt());
    } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(editor)) {
        dspin->setValue(isNull ? dspin->minimum() : value.toDouble());
    } else if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        line->setText(isNull ? QString() : value.toString());
    }
}

QVariant CatalogItemDelegate::editorValue(QWidget* editor, const QModelIndex& index) const
{
    const catalog::ColumnDef* col = m_model->columnDef(index.column());
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        return combo->currentData();
    if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        if (!spin->specialValueText().isEmpty() && spin->value() == spin->minimum())
            return {};
        return qlonglong(spin->value());
    }
    if (auto* dspin = qobject_cast<QDoubleSpinBox*>(editor)) {
        if (!dspin->specialValueText().isEmpty() && dspin->value() == dspin->minimum())
            return {};
        return dspin->value();
    }
    if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        const QString text = line->text().trimmed();
        if (text.isEmpty() && col && !col->required)
            return {};
        return text;
    }
    return {};
}

void CatalogItemDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    const catalog::ColumnDef* col = m_model->columnDef(index.column());
    if (!col)
        return;
    const QVariant value = editorValue(editor, index);
    const QString invalid = catalog::validateValue(*col, value);
    if (!invalid.isEmpty()) {
        QToolTip::showText(editor->mapToGlobal(QPoint(0, editor->height())), PlainText::toolTip(invalid), editor);
        Q_EMIT const_cast<CatalogItemDelegate*>(this)->inputRejected(invalid);
        return;
    }
    model->setData(index, value, Qt::EditRole);
}
