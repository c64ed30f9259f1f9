#pragma once
// Reorders the scenario list: the scenario at `from` ends at `to`.
#include <QUndoCommand>

class Workspace;

class MoveScenarioCommand : public QUndoCommand {
public:
    MoveScenarioCommand(Workspace* workspace, int from, int to);
    void undo() override;
    void redo() override;

private:
    Workspace* m_workspace;
    int m_from, m_to;
};
