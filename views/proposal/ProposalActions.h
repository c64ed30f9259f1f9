// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// File > Export proposal, Print preview and Print: each asks for the options (ProposalExportDialog), then
// writes the file (PDF, HTML or Markdown by the chosen name) or paints the same pages on a QPrinter.
#include "ProposalOptions.h"

#include <QObject>

#include <functional>

class QMenu;
class QPrinter;
class QWidget;
class Workspace;

class ProposalActions : public QObject {
    Q_OBJECT
public:
    // `workspace` returns the document to write (the window's current one; may change between calls).
    ProposalActions(std::function<Workspace*()> workspace, QWidget* parent);

    // Adds the three actions to `file`, before its last separator (the one above Quit).
    void addTo(QMenu* file);

    void exportProposal();
    void printPreview();
    void print();

private:
    bool askOptions();                   // the dialog; false when cancelled
    void paint(QPrinter* printer) const; // the proposal with the current options onto `printer`

    std::function<Workspace*()> m_workspace;
    QWidget* m_parent;
    ProposalOptions m_options; // remembered between exports of one session
};
