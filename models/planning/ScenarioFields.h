// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The one list of every editable scenario input: its JSON path (as ScenarioJson reads and writes it),
// label, unit, kind, range, tooltip and the tasks that use it, with get/set on gp::Scenario. The scenario
// editor builds its rows from it, ScenarioValidator words its range messages with it and the field tables
// of docs/scenario-schema.md are generated from it (ScenarioFieldsDoc). Adding an input is adding an entry
// in ScenarioFields.cpp (and its key to ScenarioJson); tst_scenariofields checks every JSON key has one.
#include "CatalogSnapshot.h"
#include "Scenario.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

enum class FieldKind {
    Integer,     // a whole number (JSON integer)
    Number,      // a real number (JSON number)
    Choice,      // one of `choices` (a JSON string; zero_stage's choices are JSON integers)
    Flag,        // true or false
    CatalogKey,  // the key of one catalog row (`catalog`), or "" when `emptyChoice` names what "" means
    CatalogKeys, // a list of catalog row keys (the offers)
    ChoiceSet,   // several of `choices`, in the JSON as an array of their names (the LoRA targets)
};

enum class CatalogTable { None, Model, Gpu, Link, NetworkLink, Currency, Offer }; // NetworkLink: links but host ones

// Tasks as bits, so an entry can name the tasks that read it.
using TaskSet = unsigned;
constexpr TaskSet taskBit(Task t) { return 1u << static_cast<unsigned>(t); }
constexpr TaskSet kAllTasks = taskBit(Task::PreTrain) | taskBit(Task::FullFineTune) | taskBit(Task::LoRA) |
                              taskBit(Task::QLoRA) | taskBit(Task::Inference);
constexpr TaskSet kTrainingTasks = kAllTasks & ~taskBit(Task::Inference);
constexpr TaskSet kAdapterTasks = taskBit(Task::LoRA) | taskBit(Task::QLoRA);
constexpr TaskSet kServingTasks = taskBit(Task::Inference);

struct FieldChoice {
    int value;         // the enum's value (Choice of an enum); the position for string choices
    std::string json;  // its spelling in the JSON
    std::string label; // what the editor shows
};

struct ScenarioField {
    std::string path;    // JSON path, e.g. "training.micro_batch"
    std::string section; // the editor's group and the order of the docs ("Training", "LoRA adapters")
    std::string label;   // the editor's row and the validator's messages ("Micro-batch")
    FieldKind kind = FieldKind::Integer;
    std::string unit;    // of the JSON value, plural ("sequences", "tokens", "GB"); "" = none or a fraction
    std::string tooltip; // the why, with the source it rests on
    std::string docNote; // more for the schema docs (JSON detail); "" = the tooltip says it
    TaskSet tasks = kAllTasks;
    bool customModelOnly = false; // read only for a custom model architecture (model.custom.*)
    bool required = false;        // the JSON must give it
    bool nullable = false;        // the JSON may give null (read as 0 / unset)
    std::string defaultText;      // the docs' default when it is derived ("= parameters"); "" = Scenario{}'s

    // Integer and Number: the range the validator accepts, in the JSON's units.
    double min = 0;
    double max = 0;
    bool minExclusive = false; // (min, max] instead of [min, max]
    std::string zeroMeans;     // non-empty: 0 (or null) is the value meaning this ("no target", "dataset x epochs")
    std::string limitWhy;      // why the bounds are where they are, appended to the range message
    // How the editor shows a number: value x 10^shownPower with `shownUnit` ("tokens" x 10^-9 as " B tokens").
    int shownPower = 0;
    std::string shownUnit; // the spin box's suffix, with its leading space
    int decimals = 0;

    std::vector<FieldChoice> choices;          // Choice, ChoiceSet
    CatalogTable catalog = CatalogTable::None; // CatalogKey, CatalogKeys
    std::string emptyChoice;                   // CatalogKey: what "" means ("Automatic (the GPU's interconnect)")

    // Accessors in the JSON's units; each kind uses one pair.
    std::function<std::optional<double>(const Scenario&)> number; // Integer, Number, Flag; nullopt = not set
    std::function<void(Scenario&, double)> setNumber;             // an optional field takes 0 as "not set"
    std::function<std::string(const Scenario&)> text;             // Choice (its JSON name), CatalogKey
    std::function<void(Scenario&, const std::string&)> setText;
    std::function<std::vector<std::string>(const Scenario&)> list; // CatalogKeys, ChoiceSet
    std::function<void(Scenario&, const std::vector<std::string>&)> setList;

    bool isNumeric() const { return kind == FieldKind::Integer || kind == FieldKind::Number; }
    // Whether this scenario reads the field (its task, and a custom model for model.custom.*).
    bool shownFor(const Scenario& scenario) const;
    // The editor shows a row only while another setting gives it a meaning (training.num_labels with a
    // classification head); empty = always. The validator still checks the value either way.
    std::function<bool(const Scenario&)> meaningfulWhen;
    bool shownInEditor(const Scenario& scenario) const
    {
        return shownFor(scenario) && (!meaningfulWhen || meaningfulWhen(scenario));
    }
    // "between 1 and 1,048,576 sequences", "above 0 and at most 1": the accepted range, in words.
    std::string rangeText() const;
    // The validator's message when `value` is outside the range (or not finite); nullopt when inside.
    std::optional<std::string> rangeProblem(double value) const;
};

// Every entry, in the editor's order.
const std::vector<ScenarioField>& scenarioFields();
const ScenarioField* scenarioField(std::string_view path);

// Numbers in messages and docs: 1,048,576; 1e15; 0.01.
std::string formatFieldNumber(double value);

// The editor's "Custom model...": the scenario's catalog model becomes a custom one to edit from real values.
void switchToCustomModel(Scenario& scenario, const CatalogSnapshot& catalog);

} // namespace gp
