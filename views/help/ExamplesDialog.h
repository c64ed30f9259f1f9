// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Help > Examples: the examples shipped with the program (HelpFiles::examples()), each with its title and
// what it is (a workspace, a scenario, a TCO analysis). The chosen one is opened by the main window.
#include <QDialog>

class QListWidget;

class ExamplesDialog : public QDialog {
    Q_OBJECT
public:
    enum class Kind { Workspace, Scenario, TcoAnalysis, Unknown };
    // The examples in `paths` (HelpFiles::examples() by default).
    explicit ExamplesDialog(const QStringList& paths, QWidget* parent = nullptr);

    QString chosenPath() const; // empty when none is selected
    QListWidget* list() const { return m_list; }

    // What an example file is, from its name and its "format" key (a scenario has none), and its title.
    static Kind kindOf(const QString& path, QString* title = nullptr);

private:
    QListWidget* m_list;
};
