// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ExplanationBuilder.h"

#include <algorithm>
#include <cstdio>

namespace gp {

ExplanationBuilder::ExplanationBuilder(std::string figure, std::string label, double value, std::string unit,
                                       std::string formula, std::string citation)
{
    e_.figure = std::move(figure);
    e_.label = std::move(label);
    e_.value = value;
    e_.unit = std::move(unit);
    e_.formula = std::move(formula);
    e_.citation = std::move(citation);
}

ExplanationBuilder& ExplanationBuilder::in(std::string name, double value, std::string unit, std::string note)
{
    e_.inputs.push_back({std::move(name), value, std::move(unit), std::move(note)});
    return *this;
}

ExplanationBuilder& ExplanationBuilder::src(const SourceRef& r)
{
    if (!r.key.empty() && std::none_of(e_.sources.begin(), e_.sources.end(),
                                       [&](const SourceRef& s) { return s.table == r.table && s.key == r.key; }))
        e_.sources.push_back(r);
    return *this;
}

ExplanationBuilder& ExplanationBuilder::formulaNote(const std::string& clause)
{
    e_.formula += clause;
    return *this;
}

std::string explanationNumber(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

const char* boundName(Bound b)
{
    switch (b) {
    case Bound::Compute:
        return "compute";
    case Bound::MemoryBandwidth:
        return "memory bandwidth";
    case Bound::Communication:
        return "communication";
    }
    return "compute";
}

} // namespace gp
