#include "CurrencyCodes.h"

namespace CurrencyCodes {
bool isKnown(const QString& code) { return code.size() == 3; }
}
