#include "InsertRemoveScenarioCommand.h"

#include "document/Workspace.h"

InsertRemoveScenarioCommand::InsertRemoveScenarioCommand(Workspace* workspace, Kind kind, int index,
                                                         WorkspaceScenario scenario, const QString& text)
    : QUndoCommand(text), m_workspace(workspace), m_kind(kind), m_index(index), m_scenario(std::move(scenario))
{
}

void InsertRemoveScenarioCommand::insert() { m_workspace->doInsertScenario(m_index, m_scenario); }
void InsertRemoveScenarioCommand::remove() { m_scenario = m_workspace->doRemoveScenario(m_index); }

void InsertRemoveScenarioCommand::redo() { m_kind == Kind::Insert ? insert() : remove(); }
void InsertRemoveScenarioCommand::undo() { m_kind == Kind::Insert ? remove() : insert(); }
