// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FieldWidgets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace FieldWidgets {
namespace {

// The combo data of "Custom model..."; no catalog key starts with \x01.
const QString kCustomModel = QStringLiteral("\x01custom");

QString qs(const std::string& s) { return QString::fromStdString(s); }

double powerOfTen(int n)
{
    double p = 1;
    for (int i = 0; i < n; ++i)
        p *= 10;
    return p;
}

Made integer(const gp::ScenarioField& f, const Commit& commit)
{
    auto* spin = new QSpinBox;
    spin->setRange(static_cast<int>(f.min), static_cast<int>(f.max));
    if (!f.zeroMeans.empty() && f.min == 0)
        spin->setSpecialValueText(qs(f.zeroMeans));
    // "1 GPU", "1 node", "1 stage": a plural suffix loses its "s" at one. Set on every change, including
    // the document's own (loaded with signals blocked).
    const QString suffix = qs(f.shownUnit);
    const bool plural = suffix.endsWith(QLatin1Char('s')) && suffix.size() > 2;
    const auto fitSuffix = [spin, suffix, plural](int v) {
        spin->setSuffix(plural && v == 1 ? suffix.chopped(1) : suffix);
    };
    fitSuffix(spin->value());
    QObject::connect(spin, &QSpinBox::valueChanged, spin, fitSuffix);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false); // one edit per finished number, not per keystroke
    QObject::connect(spin, &QSpinBox::valueChanged, spin,
                     [&f, commit](int v) { commit([&f, v](gp::Scenario& s) { f.setNumber(s, v); }); });
    return {spin, [spin, &f, fitSuffix](const gp::Scenario& s) {
                spin->setValue(static_cast<int>(f.number(s).value_or(0)));
                fitSuffix(spin->value());
            }};
}

Made number(const gp::ScenarioField& f, const Commit& commit)
{
    auto* spin = new QDoubleSpinBox;
    spin->setDecimals(f.decimals);
    spin->setRange(shown(f.min, f.shownPower), shown(f.max, f.shownPower));
    spin->setSuffix(qs(f.shownUnit));
    // 0 means "not set" for some (tokens, targets, the MFU override): the box says so instead of "0.000".
    if (!f.zeroMeans.empty() && f.min == 0)
        spin->setSpecialValueText(qs(f.zeroMeans));
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false);
    QObject::connect(spin, &QDoubleSpinBox::valueChanged, spin, [&f, commit](double v) {
        commit([&f, v](gp::Scenario& s) { f.setNumber(s, fromShown(v, f.shownPower)); });
    });
    return {spin, [spin, &f](const gp::Scenario& s) { spin->setValue(shown(f.number(s).value_or(0), f.shownPower)); }};
}

QComboBox* combo()
{
    auto* box = new QComboBox;
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
    return box;
}

Made choice(const gp::ScenarioField& f, const Commit& commit)
{
    QComboBox* box = combo();
    for (const gp::FieldChoice& c : f.choices)
        box->addItem(qs(c.label), qs(c.json));
    QObject::connect(box, &QComboBox::activated, box, [box, &f, commit](int index) {
        const std::string json = box->itemData(index).toString().toStdString();
        commit([&f, json](gp::Scenario& s) { f.setText(s, json); });
    });
    return {box, [box, &f](const gp::Scenario& s) { box->setCurrentIndex(box->findData(qs(f.text(s)))); }};
}

Made catalogKey(const gp::ScenarioField& f, const Commit& commit,
                const std::shared_ptr<const gp::CatalogSnapshot>* catalog)
{
    QComboBox* box = combo();
    const bool model = f.catalog == gp::CatalogTable::Model;
    QObject::connect(box, &QComboBox::activated, box, [box, &f, commit, catalog, model](int index) {
        const QString key = box->itemData(index).toString();
        if (model && key == kCustomModel)
            commit([catalog](gp::Scenario& s) {
                // Both branches lvalues: a temporary in one would make the conditional copy the shared snapshot.
                static const gp::CatalogSnapshot kNoCatalog;
                gp::switchToCustomModel(s, catalog && *catalog ? **catalog : kNoCatalog);
            });
        else
            commit([&f, key](gp::Scenario& s) { f.setText(s, key.toStdString()); });
    });
    return {box, [box, &f, model](const gp::Scenario& s) {
                const bool custom = model && s.model.catalogKey.empty() && s.model.custom;
                box->setCurrentIndex(box->findData(custom ? kCustomModel : qs(f.text(s))));
            }};
}

Made flag(const gp::ScenarioField& f, const Commit& commit)
{
    auto* check = new QCheckBox(qs(f.label));
    QObject::connect(check, &QCheckBox::toggled, check,
                     [&f, commit](bool v) { commit([&f, v](gp::Scenario& s) { f.setNumber(s, v ? 1 : 0); }); });
    Made made{check, [check, &f](const gp::Scenario& s) { check->setChecked(f.number(s).value_or(0) != 0); }};
    made.labelled = false;
    return made;
}

Made choiceSet(const gp::ScenarioField& f, const Commit& commit)
{
    auto* box = new QWidget;
    // Four to a line (attention projections, then MLP ones): seven in a row made the editor wider than its pane.
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    std::vector<QCheckBox*> checks;
    for (const gp::FieldChoice& c : f.choices) {
        auto* check = new QCheckBox(qs(c.label));
        check->setProperty("json", qs(c.json));
        grid->addWidget(check, static_cast<int>(checks.size()) / 4, static_cast<int>(checks.size()) % 4);
        checks.push_back(check);
    }
    for (QCheckBox* check : checks)
        QObject::connect(check, &QCheckBox::toggled, box, [checks, &f, commit] {
            std::vector<std::string> chosen;
            for (QCheckBox* b : checks)
                if (b->isChecked())
                    chosen.push_back(b->property("json").toString().toStdString());
            commit([&f, chosen](gp::Scenario& s) { f.setList(s, chosen); });
        });
    return {box, [checks, &f](const gp::Scenario& s) {
                const std::vector<std::string> on = f.list(s);
                for (QCheckBox* b : checks) {
                    const QSignalBlocker block(b);
                    b->setChecked(std::find(on.begin(), on.end(), b->property("json").toString().toStdString()) !=
                                  on.end());
                }
            }};
}

} // namespace

double shown(double json, int power) { return power >= 0 ? json * powerOfTen(power) : json / powerOfTen(-power); }

double fromShown(double v, int power) { return power >= 0 ? v / powerOfTen(power) : v * powerOfTen(-power); }

Made make(const gp::ScenarioField& f, const Commit& commit, const std::shared_ptr<const gp::CatalogSnapshot>* catalog)
{
    switch (f.kind) {
    case gp::FieldKind::Integer:
        return integer(f, commit);
    case gp::FieldKind::Number:
        return number(f, commit);
    case gp::FieldKind::Choice:
        return choice(f, commit);
    case gp::FieldKind::Flag:
        return flag(f, commit);
    case gp::FieldKind::CatalogKey:
        return catalogKey(f, commit, catalog);
    case gp::FieldKind::ChoiceSet:
        return choiceSet(f, commit);
    case gp::FieldKind::CatalogKeys:
        break; // the editor's offer table
    }
    return {};
}

void fillCatalogCombo(QComboBox* box, const gp::ScenarioField& f, const gp::CatalogSnapshot& catalog)
{
    const QSignalBlocker block(box);
    box->clear();
    if (!f.emptyChoice.empty())
        box->addItem(qs(f.emptyChoice), QString());
    switch (f.catalog) {
    case gp::CatalogTable::Model:
        for (const auto& m : catalog.models)
            box->addItem(qs(m.name), qs(m.key));
        box->addItem(QObject::tr("Custom model..."), kCustomModel);
        break;
    case gp::CatalogTable::Gpu:
        for (const auto& g : catalog.gpus)
            box->addItem(qs(g.name), qs(g.key));
        break;
    case gp::CatalogTable::Link:
    case gp::CatalogTable::NetworkLink:
        for (const auto& l : catalog.links)
            if (f.catalog == gp::CatalogTable::Link || l.category != "host")
                box->addItem(qs(l.name), qs(l.key));
        break;
    case gp::CatalogTable::Currency:
        for (const auto& c : catalog.currencies)
            box->addItem(qs(c.code), qs(c.code));
        if (box->findData(QStringLiteral("USD")) < 0)
            box->addItem(QStringLiteral("USD"), QStringLiteral("USD"));
        break;
    case gp::CatalogTable::Offer:
    case gp::CatalogTable::None:
        break;
    }
}

} // namespace FieldWidgets
