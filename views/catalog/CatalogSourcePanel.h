// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Under the catalog table: where the selected row's figures come from (source document, as-of date,
// notes) with the source URL as a link that opens in the browser. Every number in the catalog must be
// traceable; this is where the user traces it.
#include <QFrame>
#include <QUrl>
#include <QVariantMap>

class QTextBrowser;

class CatalogSourcePanel : public QFrame {
    Q_OBJECT
public:
    explicit CatalogSourcePanel(QWidget* parent = nullptr);
    // `editedOn`: the date the user edited the row (CatalogTableModel::editedOn), empty when as shipped;
    // the row's own source and as-of stay, the edit is said beside them.
    void showRow(const QVariantMap& row, const QString& keyColumn, const QString& editedOn = QString());
    void clear();
    QString text() const; // plain text of what is shown (tests)
    QString url() const { return m_url; }

private:
    void openLink(const QUrl& link);
    QTextBrowser* m_text;
    QString m_url;
};
