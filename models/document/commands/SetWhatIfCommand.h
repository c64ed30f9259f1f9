#pragma once
// Changes the what-if overrides. Consecutive commands for the same field merge (a slider drag is one
// undo step); a merge that lands back on the original value makes the command obsolete.
#include "document/WhatIfOverrides.h"

#include <QUndoCommand>

#include <optional>

class Workspace;

class SetWhatIfCommand : public QUndoCommand {
public:
    // `field` empty: a change of several fields at once (reset), which never merges.
    SetWhatIfCommand(Workspace* workspace, std::optional<WhatIfField> field, WhatIfOverrides before,
                     WhatIfOverrides after);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

    static QString describe(WhatIfField field);

private:
    Workspace* m_workspace;
    std::optional<WhatIfField> m_field;
    WhatIfOverrides m_before, m_after;
};
