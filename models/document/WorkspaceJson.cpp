#include "WorkspaceJson.h"

namespace WorkspaceJson {
nlohmann::json toJson(const WorkspaceData&) { return {}; }
bool fromJson(const nlohmann::json&, WorkspaceData&, QString* error)
{
    if (error)
        *error = QStringLiteral("not implemented yet");
    return false;
}
} // namespace WorkspaceJson
