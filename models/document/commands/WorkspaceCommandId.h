#pragma once
// Undo command ids: QUndoStack only asks commands with the same id (>= 0) to merge. Each what-if field
// gets its own id so a slider drag merges, but a change of another field starts a new step.
#include "document/WhatIfOverrides.h"

namespace WorkspaceCommandId {
constexpr int WhatIfBase = 1000;   // + int(WhatIfField)
constexpr int whatIf(WhatIfField field) { return WhatIfBase + int(field); }
}
