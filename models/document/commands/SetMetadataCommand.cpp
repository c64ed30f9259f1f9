#include "SetMetadataCommand.h"

#include "document/Workspace.h"

SetMetadataCommand::SetMetadataCommand(Workspace* workspace, Values before, Values after, const QString& text)
    : QUndoCommand(text), m_workspace(workspace), m_before(std::move(before)), m_after(std::move(after))
{
}

void SetMetadataCommand::undo() { apply(m_before); }
void SetMetadataCommand::redo() { apply(m_after); }

void SetMetadataCommand::apply(const Values& v) { m_workspace->doSetMetadata(v.title, v.customer, v.notes, v.currency); }
