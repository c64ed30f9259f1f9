// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The editor widget for one entry of the scenario field list (planning/ScenarioFields.h), made from its
// kind: a spin box with the entry's range, unit and "0 means" text, a combo box of its choices or of
// catalog rows, a check box, or a grid of check boxes. Each widget loads a scenario (with its signals
// blocked by FieldBinder) and reports a user edit as "apply this to the scenario", never writing one.
#include "planning/CatalogSnapshot.h"

#include "planning/ScenarioFields.h"
#include <memory>

#include <QString>

#include <functional>

class QComboBox;
class QWidget;

namespace FieldWidgets {

using Apply = std::function<void(gp::Scenario&)>;
using Commit = std::function<void(const Apply&)>;

struct Made {
    QWidget* widget = nullptr;
    std::function<void(const gp::Scenario&)> load;
    bool labelled = true; // false: the widget carries its own text (a check box) and takes the whole row
};

// Every kind but CatalogKeys (the offers need the offer table, OfferPicker). `catalog` is read at edit
// time (the model combo's "Custom model..." starts from the catalog row).
Made make(const gp::ScenarioField& field, const Commit& commit,
          const std::shared_ptr<const gp::CatalogSnapshot>* catalog);

// Refills a CatalogKey combo made by make() from the catalog (signals blocked).
void fillCatalogCombo(QComboBox* combo, const gp::ScenarioField& field, const gp::CatalogSnapshot& catalog);

// The value the editor shows for a JSON value: x 10^power (tokens in billions, fractions in %).
double shown(double json, int power);
double fromShown(double shownValue, int power);

} // namespace FieldWidgets
