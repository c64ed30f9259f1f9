// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Editors for catalog cells, chosen from the column's schema: a combo box for choices and foreign keys,
// a spin box bounded by the column's range for numbers (its lowest step reads "—" = unknown when the
// column may be NULL), a line edit for text, dates and URLs. Input is checked with
// catalog::validateValue before it reaches the model; a refusal is reported, never written.
#include <QStyledItemDelegate>

class CatalogTableModel;

class CatalogItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit CatalogItemDelegate(CatalogTableModel* model, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

    // The value `editor` holds, as the model stores it (NULL = invalid QVariant). Public for tests.
    QVariant editorValue(QWidget* editor, const QModelIndex& index) const;

Q_SIGNALS:
    void inputRejected(const QString& message);

private:
    CatalogTableModel* m_model;
};
