#include "MoveScenarioCommand.h"

#include "document/Workspace.h"

#include <QCoreApplication>

MoveScenarioCommand::MoveScenarioCommand(Workspace* workspace, int from, int to)
    : QUndoCommand(QCoreApplication::translate("Workspace", "Move scenario")), m_workspace(workspace), m_from(from),
      m_to(to)
{
}

void MoveScenarioCommand::redo() { m_workspace->doMoveScenario(m_from, m_to); }
void MoveScenarioCommand::undo() { m_workspace->doMoveScenario(m_to, m_from); }
