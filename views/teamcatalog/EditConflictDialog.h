// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// An edit of a team catalog row that someone else changed since it was read (issue 34, CatalogStore::lastConflict):
// says whose change won and when, shows the value as read, theirs (saved) and yours (not saved), and lets the user
// keep theirs or put theirs aside for their own. Nothing is written here: the caller does what was chosen.
#include <QDialog>
#include <QVariant>

class QLabel;
class QPushButton;

class EditConflictDialog : public QDialog {
    Q_OBJECT
public:
    enum class Choice { KeepTheirs, KeepMine };
    struct Facts {
        QString table, key, column;
        QVariant original, theirs, yours;
        QString who;  // the login that made their change (the audit); empty when unknown
        QString when; // UTC, ISO 8601; empty when unknown
    };
    EditConflictDialog(const Facts& facts, QWidget* parent = nullptr);
    Choice choice() const { return m_choice; }
    QPushButton* keepMineButton() const { return m_keepMine; }
    QPushButton* keepTheirsButton() const { return m_keepTheirs; }
    QString summary() const; // the sentence at the top, for tests and the status bar
    // How a value is shown ("empty" for NULL).
    static QString shown(const QVariant& value);

private:
    Choice m_choice = Choice::KeepTheirs;
    QLabel* m_summary;
    QPushButton* m_keepMine;
    QPushButton* m_keepTheirs;
};
