// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioFieldsDoc.h"

#include "ScenarioFields.h"
#include "ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace gp {
namespace {

constexpr std::string_view kBegin = "<!-- fields: ";
constexpr std::string_view kBeginEnd = " -->\n";
constexpr std::string_view kEnd = "<!-- end fields -->";

std::string objectOf(const std::string& path)
{
    const auto dot = path.rfind('.');
    return dot == std::string::npos ? std::string() : path.substr(0, dot);
}

std::string keyOf(const std::string& path) { return path.substr(path.rfind('.') + 1); }

std::string code(const std::string& s) { return "`" + s + "`"; }

std::string cell(std::string s)
{
    // A '|' would end the cell.
    for (std::size_t at = s.find('|'); at != std::string::npos; at = s.find('|', at + 2))
        s.replace(at, 1, "\\|");
    return s;
}

// "FP32" says no more than `fp32`.
bool sameWord(const std::string& a, const std::string& b)
{
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return std::tolower(x) == std::tolower(y); });
}

std::string typeOf(const ScenarioField& f)
{
    const std::string orNull = f.nullable ? " or null" : "";
    switch (f.kind) {
    case FieldKind::Integer:
        return "integer" + orNull;
    case FieldKind::Number:
        return "number" + orNull;
    case FieldKind::Choice:
        return f.path == "parallel.zero_stage" ? "integer" : "string";
    case FieldKind::Flag:
        return "boolean";
    case FieldKind::CatalogKey:
        return "string";
    case FieldKind::CatalogKeys:
    case FieldKind::ChoiceSet:
        return "array of strings";
    }
    return "";
}

std::string defaultOf(const ScenarioField& f)
{
    if (!f.defaultText.empty())
        return f.defaultText;
    if (f.required)
        return "**required**";
    const Scenario defaults;
    switch (f.kind) {
    case FieldKind::Integer:
    case FieldKind::Number:
        if (const auto v = f.number(defaults))
            return formatFieldNumber(*v);
        return "null";
    case FieldKind::Flag:
        return code(f.number(defaults).value_or(0) != 0 ? "true" : "false");
    case FieldKind::Choice:
    case FieldKind::CatalogKey:
        return code(f.kind == FieldKind::CatalogKey ? nlohmann::json(f.text(defaults)).dump() : f.text(defaults));
    case FieldKind::CatalogKeys:
    case FieldKind::ChoiceSet:
        return code(nlohmann::json(f.list(defaults)).dump());
    }
    return "";
}

std::string catalogRowOf(CatalogTable t)
{
    switch (t) {
    case CatalogTable::Model:
        return "a catalog model key";
    case CatalogTable::Gpu:
        return "a catalog GPU key";
    case CatalogTable::Link:
        return "a catalog link key";
    case CatalogTable::NetworkLink:
        return "a catalog link key (not a host link)";
    case CatalogTable::Currency:
        return "a catalog currency code";
    case CatalogTable::Offer:
        return "catalog offer keys";
    case CatalogTable::None:
        break;
    }
    return "";
}

std::string allowedOf(const ScenarioField& f)
{
    std::string out;
    if (f.isNumeric()) {
        out = f.minExclusive ? "above " + formatFieldNumber(f.min) + ", at most " + formatFieldNumber(f.max)
                             : formatFieldNumber(f.min) + " to " + formatFieldNumber(f.max);
        if (!f.zeroMeans.empty())
            out += "; " + std::string(f.minExclusive ? "null" : f.nullable ? "0 or null" : "0") + " = " + f.zeroMeans;
    } else if (f.kind == FieldKind::Choice || f.kind == FieldKind::ChoiceSet) {
        for (const FieldChoice& c : f.choices) {
            out += out.empty() ? (f.kind == FieldKind::ChoiceSet ? "any of " : "") : ", ";
            out += code(c.json) + (sameWord(c.label, c.json) ? "" : " = " + c.label);
        }
    } else if (f.kind == FieldKind::CatalogKey || f.kind == FieldKind::CatalogKeys) {
        out = catalogRowOf(f.catalog);
        if (!f.emptyChoice.empty())
            out += "; `\"\"` = " + f.emptyChoice;
    } else if (f.kind == FieldKind::Flag) {
        out = "`true`, `false`";
    }
    return out;
}

std::string tasksOf(TaskSet tasks)
{
    if (tasks == kAllTasks)
        return "all";
    if (tasks == kTrainingTasks)
        return "training (all but `inference`)";
    std::string out;
    for (Task t : {Task::PreTrain, Task::FullFineTune, Task::LoRA, Task::QLoRA, Task::Inference})
        if (tasks & taskBit(t))
            out += (out.empty() ? "" : ", ") + code(std::string(ScenarioJson::name(t)));
    return out;
}

} // namespace

std::vector<std::string> scenarioFieldObjects()
{
    std::vector<std::string> out;
    for (const ScenarioField& f : scenarioFields()) {
        const std::string object = objectOf(f.path);
        // The top level and `model` hold one input each (task, catalog_key): the docs' own tables cover them.
        if (object.empty() || object == "model" || std::find(out.begin(), out.end(), object) != out.end())
            continue;
        out.push_back(object);
    }
    return out;
}

std::string scenarioFieldsTable(std::string_view object)
{
    std::string out = "| key | editor label | type | unit | default | allowed | tasks | notes |\n"
                      "|---|---|---|---|---|---|---|---|\n";
    for (const ScenarioField& f : scenarioFields()) {
        if (objectOf(f.path) != object)
            continue;
        const std::string notes = f.docNote.empty() ? f.tooltip : f.docNote;
        out += "| " + code(keyOf(f.path)) + " | " + cell(f.label) + " | " + typeOf(f) + " | " + cell(f.unit) + " | " +
               cell(defaultOf(f)) + " | " + cell(allowedOf(f)) + " | " + tasksOf(f.tasks) + " | " + cell(notes) +
               " |\n";
    }
    return out;
}

std::string withGeneratedFieldTables(const std::string& markdown)
{
    std::string out;
    std::size_t from = 0;
    for (;;) {
        const std::size_t begin = markdown.find(kBegin, from);
        if (begin == std::string::npos)
            break;
        const std::size_t nameAt = begin + kBegin.size();
        const std::size_t nameEnd = markdown.find(kBeginEnd, nameAt);
        const std::size_t end = nameEnd == std::string::npos ? nameEnd : markdown.find(kEnd, nameEnd);
        if (end == std::string::npos)
            break;
        const std::string object = markdown.substr(nameAt, nameEnd - nameAt);
        const std::size_t bodyAt = nameEnd + kBeginEnd.size();
        out += markdown.substr(from, bodyAt - from);
        const auto objects = scenarioFieldObjects();
        out += std::find(objects.begin(), objects.end(), object) != objects.end()
                   ? scenarioFieldsTable(object)
                   : markdown.substr(bodyAt, end - bodyAt);
        from = end;
    }
    return out + markdown.substr(from);
}

} // namespace gp
