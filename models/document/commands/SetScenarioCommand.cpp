#include "SetScenarioCommand.h"

#include "document/Workspace.h"

SetScenarioCommand::SetScenarioCommand(Workspace* workspace, int index, WorkspaceScenario before,
                                       WorkspaceScenario after, const QString& text)
    : QUndoCommand(text), m_workspace(workspace), m_index(index), m_before(std::move(before)), m_after(std::move(after))
{
}

void SetScenarioCommand::undo() { m_workspace->doSetScenario(m_index, m_before); }
void SetScenarioCommand::redo() { m_workspace->doSetScenario(m_index, m_after); }
