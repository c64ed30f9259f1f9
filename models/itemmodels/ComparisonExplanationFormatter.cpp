#include "ComparisonExplanationFormatter.h"

namespace ComparisonExplanationFormatter {
QString toHtml(const gp::Explanation&) { return {}; }
QString formatNumber(double value, const std::string&) { return QString::number(value); }
}
