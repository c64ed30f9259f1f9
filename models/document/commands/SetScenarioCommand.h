#pragma once
// The one generic "change a scenario" command: old and new WorkspaceScenario values at one index.
// Rename, recolour, notes and every engine input go through it.
#include "document/WorkspaceScenario.h"

#include <QUndoCommand>

class Workspace;

class SetScenarioCommand : public QUndoCommand {
public:
    SetScenarioCommand(Workspace* workspace, int index, WorkspaceScenario before, WorkspaceScenario after,
                       const QString& text);
    void undo() override;
    void redo() override;

private:
    Workspace* m_workspace;
    int m_index;
    WorkspaceScenario m_before, m_after;
};
