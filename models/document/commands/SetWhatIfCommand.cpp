#include "SetWhatIfCommand.h"

#include "WorkspaceCommandId.h"
#include "document/Workspace.h"

#include <QCoreApplication>

SetWhatIfCommand::SetWhatIfCommand(Workspace* workspace, std::optional<WhatIfField> field, WhatIfOverrides before,
                                   WhatIfOverrides after)
    : m_workspace(workspace), m_field(field), m_before(std::move(before)), m_after(std::move(after))
{
    setText(field ? describe(*field) : QCoreApplication::translate("Workspace", "Reset what-if"));
}

void SetWhatIfCommand::undo() { m_workspace->doSetWhatIf(m_before); }
void SetWhatIfCommand::redo() { m_workspace->doSetWhatIf(m_after); }

int SetWhatIfCommand::id() const { return m_field ? WorkspaceCommandId::whatIf(*m_field) : -1; }

bool SetWhatIfCommand::mergeWith(const QUndoCommand* other)
{
    // QUndoStack only offers commands with the same id, i.e. the same field.
    const auto* next = static_cast<const SetWhatIfCommand*>(other);
    m_after = next->m_after;
    setObsolete(m_after == m_before);   // dragged back to where it started: no step at all
    return true;
}

QString SetWhatIfCommand::describe(WhatIfField field)
{
    switch (field) {
    case WhatIfField::Mfu: return QCoreApplication::translate("Workspace", "What-if: MFU");
    case WhatIfField::PriceFactor: return QCoreApplication::translate("Workspace", "What-if: price factor");
    case WhatIfField::TokensToTrain: return QCoreApplication::translate("Workspace", "What-if: tokens to train");
    case WhatIfField::GpuCount: return QCoreApplication::translate("Workspace", "What-if: number of GPUs");
    case WhatIfField::DevOpsHours: return QCoreApplication::translate("Workspace", "What-if: DevOps hours");
    case WhatIfField::DevOpsRate: return QCoreApplication::translate("Workspace", "What-if: DevOps rate");
    case WhatIfField::ExchangeRate: return QCoreApplication::translate("Workspace", "What-if: exchange rate");
    case WhatIfField::GpuStep: return QCoreApplication::translate("Workspace", "What-if: GPU generation");
    }
    return {};
}
