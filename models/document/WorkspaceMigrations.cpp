#include "WorkspaceMigrations.h"

namespace WorkspaceMigrations {
bool migrate(nlohmann::json&, int, QString*) { return false; }
}
