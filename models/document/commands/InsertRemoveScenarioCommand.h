#pragma once
// Adds (or removes) one scenario at an index; undo does the opposite. Add, duplicate and remove use it.
#include "document/WorkspaceScenario.h"

#include <QUndoCommand>

class Workspace;

class InsertRemoveScenarioCommand : public QUndoCommand {
public:
    enum class Kind { Insert, Remove };
    InsertRemoveScenarioCommand(Workspace* workspace, Kind kind, int index, WorkspaceScenario scenario,
                                const QString& text);
    void undo() override;
    void redo() override;

private:
    void insert();
    void remove();
    Workspace* m_workspace;
    Kind m_kind;
    int m_index;
    WorkspaceScenario m_scenario;
};
